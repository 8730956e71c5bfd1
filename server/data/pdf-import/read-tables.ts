import { type Box, itemBox, unionBox } from './extracted-filing.ts';
import type { LabelQuality } from './match-label.ts';
import { groupLines, type Line } from './page-lines.ts';
import type { PageText, TextItem } from './read-pdf-text.ts';
import { type Header, readHeader, startsWithTitle } from './table-header.ts';

/** A column of a table found on a page: its header text and horizontal extent. */
export type Column<K extends string> = {
  key: K | null;
  quality: LabelQuality | null;
  header: string;
  x0: number;
  x1: number;
};

export type Cell = { text: string; box: Box };

export type TableRow<K extends string> = { cells: Partial<Record<K, Cell>>; y: number };

export type FoundTable<K extends string> = {
  page: number;
  columns: Column<K>[];
  rows: TableRow<K>[];
  /** The header's top edge and the line above it (the table's title), if any. */
  headerTop: number;
  title: { text: string; box: Box } | null;
  /** True when the table ran to the foot of the page (it may continue on the next). */
  reachesPageEnd: boolean;
  bodySize: number;
};

export type TableSpec<K extends string> = {
  /** Recognises a header cell's text as a column. */
  column: (header: string) => { key: K; quality: LabelQuality } | null;
  /** Columns that must all be found for a header to count. */
  required: readonly K[];
  /** At least this many distinct columns. */
  minColumns: number;
  /** True for the text of a body cell that is a figure (a header line holds none). */
  isFigure: (text: string) => boolean;
};

const FOOTER = /^page \d+ of \d+$/i;
/**
 * The column a body run belongs to: the header it overlaps most. A run under no header belongs,
 * as cells are aligned under centred headers, to the first header ending right of where it
 * starts when it is text (set from its cell's left edge), and to the last header starting left
 * of where it ends when it is a figure (set against its cell's right edge); else the nearest.
 */
function columnOf<K extends string>(
  columns: readonly Column<K>[],
  item: TextItem,
  isFigure: (text: string) => boolean,
): number {
  let best = -1;
  let bestOverlap = 0;
  const x0 = item.x;
  const x1 = item.x + item.width;
  for (const [k, c] of columns.entries()) {
    const overlap = Math.min(x1, c.x1 + 2) - Math.max(x0, c.x0 - 2);
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = k;
    }
  }
  if (best >= 0) return best;
  const aligned = isFigure(item.text.trim())
    ? columns.findLastIndex((c) => c.x0 <= x1)
    : columns.findIndex((c) => c.x1 >= x0);
  if (aligned >= 0) return aligned;
  let nearest = 0;
  let distance = Number.POSITIVE_INFINITY;
  for (const [k, c] of columns.entries()) {
    const d = x1 < c.x0 ? c.x0 - x1 : x0 - c.x1;
    if (d < distance) {
      distance = d;
      nearest = k;
    }
  }
  return nearest;
}

function titleAbove(lines: readonly Line[], start: number): FoundTable<never>['title'] {
  const header = lines[start];
  for (let k = start - 1; k >= 0 && k >= start - 2; k--) {
    const line = lines[k] as Line;
    if (!header || line.y - header.y > 4.5 * header.size) return null;
    const text = line.items
      .map((i) => i.text.trim())
      .join(' ')
      .trim();
    if (FOOTER.test(text) || text === '') continue;
    return { text, box: unionBox(line.items.map(itemBox)) };
  }
  return null;
}

type Assigned = { column: number; item: TextItem };

/**
 * Finds the tables of a page whose header matches `spec` and reads their rows: a row is a line
 * with a figure in it; lines without one right under a row are its wrapped text; the table ends
 * at a wide gap, a larger font, a run spanning several columns, or a line with no figure.
 */
export function readTables<K extends string>(page: PageText, spec: TableSpec<K>): FoundTable<K>[] {
  const lines = groupLines(page.items).filter(
    (l) =>
      !FOOTER.test(
        l.items
          .map((i) => i.text)
          .join(' ')
          .trim(),
      ),
  );
  const tables: FoundTable<K>[] = [];
  let index = 0;
  while (index < lines.length) {
    const found = readHeader(lines, index, spec);
    if (!found) {
      index += 1;
      continue;
    }
    // A band starting at the table's title (one run at the table's left edge) reads as a header
    // too: the band starting a line lower, when it is as good, is the header.
    let header: Header<K> = found;
    while (startsWithTitle(lines, header)) {
      const next: Header<K> | null = readHeader(lines, header.start + 1, spec);
      if (!next || next.score < header.score) break;
      header = next;
    }
    const table = readBody(lines, header, spec, page.page);
    tables.push({ ...table, title: titleAbove(lines, header.start) });
    index = table.nextLine;
  }
  return tables;
}

/**
 * Reads rows under a header found on the previous page (a table continued without repeating its
 * header): the page's first lines with two figures or more, inside the columns' span, before any
 * line larger than the table's text (a title) and above `above` (the next table's header).
 */
export function readContinuedRows<K extends string>(
  page: PageText,
  previous: Pick<FoundTable<K>, 'columns' | 'bodySize' | 'rows'>,
  spec: TableSpec<K>,
  above = Number.NEGATIVE_INFINITY,
): FoundTable<K> | null {
  const { columns, bodySize } = previous;
  const lines = groupLines(page.items).filter(
    (l) =>
      l.y > above &&
      !FOOTER.test(
        l.items
          .map((i) => i.text)
          .join(' ')
          .trim(),
      ),
  );
  const boxes = previous.rows.flatMap((r) => Object.values<Cell | undefined>(r.cells));
  const x0 = Math.min(...columns.map((c) => c.x0), ...boxes.map((b) => b?.box.x ?? 1e9)) - 20;
  const x1 =
    Math.max(...columns.map((c) => c.x1), ...boxes.map((b) => (b ? b.box.x + b.box.width : 0))) +
    20;
  let start = -1;
  for (const [k, line] of lines.entries()) {
    if (bodySize > 0 && line.size > 1.2 * bodySize) return null;
    const figures = line.items.filter((i) => spec.isFigure(i.text.trim()));
    if (figures.length >= 2 && line.items.every((i) => i.x >= x0 && i.x + i.width <= x1)) {
      start = k;
      break;
    }
  }
  if (start < 0) return null;
  const header: Header<K> = { start, end: start, columns, score: 0 };
  const body = readBody(lines, header, spec, page.page);
  if (body.rows.length === 0) return null;
  return { ...body, title: null };
}

function readBody<K extends string>(
  lines: readonly Line[],
  header: Header<K>,
  spec: TableSpec<K>,
  page: number,
): Omit<FoundTable<K>, 'title'> & { nextLine: number } {
  const columns = header.columns;
  const left = Math.min(...columns.map((c) => c.x0));
  const right = Math.max(...columns.map((c) => c.x1));
  const rows: { cells: Map<number, TextItem[]>; y: number; lastY: number }[] = [];
  let bodySize = 0;
  let k = header.end;
  let previousY = (lines[header.end - 1] ?? lines[header.start])?.y ?? 0;
  for (; k < lines.length; k++) {
    const line = lines[k] as Line;
    const size = bodySize || line.size;
    const gap = previousY - line.y;
    if (rows.length > 0 && gap > 3.2 * size) break;
    if (rows.length === 0 && gap > 4 * size) break;
    if (bodySize > 0 && line.size > 1.25 * bodySize) break;
    // Far right of the table, or a figure far left of it: no longer the table. (Text far left is
    // the first column's, set from its cell's edge under a centred header.)
    if (
      line.items.some(
        (i) => i.x > right + 80 || (i.x + i.width < left - 80 && spec.isFigure(i.text.trim())),
      )
    )
      break;
    const assigned: Assigned[] = line.items.map((item) => ({
      item,
      column: columnOf(columns, item, spec.isFigure),
    }));
    const spanning = assigned.some(({ item, column }) => {
      const c = columns[column] as Column<K>;
      return (
        item.width > (c.x1 - c.x0) * 1.5 + 40 &&
        columns.filter((o) => item.x < o.x1 && item.x + item.width > o.x0).length > 2
      );
    });
    if (spanning) break;
    const hasFigure = assigned.some(({ item }) => spec.isFigure(item.text.trim()));
    const last = rows.at(-1);
    if (!hasFigure) {
      // Wrapped text of the row above (a long company or level name).
      if (last && last.lastY - line.y <= 1.5 * size) {
        for (const { item, column } of assigned) {
          const cell = last.cells.get(column);
          if (cell) cell.push(item);
          else last.cells.set(column, [item]);
        }
        last.lastY = line.y;
        previousY = line.y;
        continue;
      }
      break;
    }
    const cells = new Map<number, TextItem[]>();
    for (const { item, column } of assigned) {
      const cell = cells.get(column);
      if (cell) cell.push(item);
      else cells.set(column, [item]);
    }
    rows.push({ cells, y: line.y, lastY: line.y });
    if (!bodySize) bodySize = line.size;
    previousY = line.y;
  }
  const lastLineY = lines.at(-1)?.y ?? 0;
  return {
    page,
    columns,
    headerTop: lines[header.start]?.y ?? 0,
    rows: rows.map((r) => {
      const cells: Partial<Record<K, Cell>> = {};
      for (const [column, items] of r.cells) {
        const key = columns[column]?.key;
        if (!key) continue;
        const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
        cells[key] = {
          text: sorted
            .map((i) => i.text.trim())
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
          box: unionBox(sorted.map(itemBox)),
        };
      }
      return { cells, y: r.y };
    }),
    reachesPageEnd: k >= lines.length || (rows.at(-1)?.lastY ?? 0) <= lastLineY,
    bodySize,
    nextLine: Math.max(k, header.end),
  };
}
