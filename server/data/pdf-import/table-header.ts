import type { Line } from './page-lines.ts';
import type { TextItem } from './read-pdf-text.ts';
import type { Column, TableSpec } from './read-tables.ts';

const MAX_HEADER_LINES = 6;

const lineIsFigureless = (line: Line, isFigure: (t: string) => boolean): boolean =>
  !line.items.some((i) => isFigure(i.text.trim()));

const overlaps = (a: TextItem, b: TextItem): boolean =>
  a.x <= b.x + b.width + 0.5 && b.x <= a.x + a.width + 0.5;

/**
 * The columns a header run labels as a group (a two-row header's "Relativity" over "Current" and
 * "Proposed"), as the span it covers: the runs of a lower line under it, when it covers two side
 * by side, or the two it sits between when it covers none (each name centred in its own cell).
 * Null for a run that names one column (or wraps over one).
 */
function groupSpan(item: TextItem, items: readonly TextItem[]): { x0: number; x1: number } | null {
  const lower = items.filter((o) => o.y < item.y - 0.5 * item.size);
  const under = lower.filter((o) => overlaps(item, o));
  for (const y of new Set(under.map((o) => Math.round(o.y)))) {
    const row = under.filter((o) => Math.round(o.y) === y);
    if (row.some((a) => row.some((b) => a !== b && !overlaps(a, b))))
      return {
        x0: Math.min(...row.map((o) => o.x)),
        x1: Math.max(...row.map((o) => o.x + o.width)),
      };
  }
  if (under.length > 0 || lower.length === 0) return null;
  // Over no run at all, a row apart (not a wrapped line of a taller neighbour's cell): the group
  // of the two runs of the next line down it sits between.
  const nextY = Math.max(...lower.map((o) => o.y));
  if (item.y - nextY < 1.45 * item.size) return null;
  const line = lower.filter((o) => Math.abs(o.y - nextY) < 0.5).sort((a, b) => a.x - b.x);
  const left = line.filter((o) => o.x + o.width < item.x).at(-1);
  const right = line.find((o) => o.x > item.x + item.width);
  return left && right ? { x0: left.x, x1: right.x + right.width } : null;
}

/**
 * Clusters a header band's runs into cells: runs whose extents overlap belong to one cell. A
 * group label spanning several columns is not a cell of its own: its words go before each cell it
 * spans ("Relativity Current", "Relativity Proposed").
 */
function headerCells(lines: readonly Line[]): { text: string; x0: number; x1: number }[] {
  const all = lines.flatMap((l) => l.items);
  const spanning = all.flatMap((item) => {
    const span = groupSpan(item, all);
    return span ? [{ item, ...span }] : [];
  });
  const items = all
    .filter((item) => !spanning.some((s) => s.item === item))
    .sort((a, b) => a.x - b.x);
  const groups: { items: TextItem[]; x0: number; x1: number }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && item.x <= last.x1 + 0.5) {
      last.items.push(item);
      last.x1 = Math.max(last.x1, item.x + item.width);
    } else groups.push({ items: [item], x0: item.x, x1: item.x + item.width });
  }
  return groups.map((g) => {
    const over = spanning.filter((s) => s.x0 <= g.x1 && g.x0 <= s.x1).map((s) => s.item);
    return {
      text: [...over, ...g.items.sort((a, b) => b.y - a.y || a.x - b.x)]
        .map((i) => i.text.trim())
        .join(' '),
      x0: g.x0,
      x1: g.x1,
    };
  });
}

/** A table's header band: its lines (`start` to before `end`), its columns and how well they read. */
export type Header<K extends string> = {
  start: number;
  end: number;
  columns: Column<K>[];
  score: number;
};

/**
 * The header starting at line `start`: the band of figureless lines under it (lines apart by a
 * row's padding at most), the length of band whose cells name the most required columns.
 */
export function readHeader<K extends string>(
  lines: readonly Line[],
  start: number,
  spec: TableSpec<K>,
): Header<K> | null {
  const first = lines[start];
  if (!first || !lineIsFigureless(first, spec.isFigure)) return null;
  let end = start + 1;
  while (
    end < lines.length &&
    end - start < MAX_HEADER_LINES &&
    lineIsFigureless(lines[end] as Line, spec.isFigure) &&
    // Header rows of a ruled table are apart by their padding too (a two-row header).
    (lines[end - 1] as Line).y - (lines[end] as Line).y <= 2.1 * first.size
  )
    end += 1;
  let best: Header<K> | null = null;
  // The band may include lines below the header that hold no figure: try each length.
  for (let stop = end; stop > start; stop--) {
    const columns = headerCells(lines.slice(start, stop)).map((cell) => {
      const found = spec.column(cell.text);
      return {
        key: found?.key ?? null,
        quality: found?.quality ?? null,
        header: cell.text,
        x0: cell.x0,
        x1: cell.x1,
      };
    });
    const keys = new Set(columns.flatMap((c) => (c.key ? [c.key] : [])));
    const duplicates = columns.filter((c) => c.key).length - keys.size;
    if (duplicates > 0 || keys.size < spec.minColumns) continue;
    if (!spec.required.every((k) => keys.has(k))) continue;
    const score = keys.size * 10 - columns.filter((c) => !c.key).length;
    if (!best || score > best.score) best = { start, end: stop, columns, score };
  }
  return best;
}

/** Whether a header band's first line is a title: a lone run as far left as the band's runs. */
export function startsWithTitle<K extends string>(
  lines: readonly Line[],
  header: Header<K>,
): boolean {
  const first = lines[header.start];
  if (first?.items.length !== 1 || header.end - header.start < 2) return false;
  const rest = lines.slice(header.start + 1, header.end).flatMap((l) => l.items);
  return (first.items[0]?.x ?? 0) <= Math.min(...rest.map((i) => i.x)) + 2;
}
