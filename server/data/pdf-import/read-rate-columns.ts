import {
  type Extracted,
  type ExtractedCompany,
  itemBox,
  type RateField,
  type RateFigures,
  unionBox,
} from './extracted-filing.ts';
import { LABEL_CONFIDENCE, type LabelQuality, REPAIR_FACTOR } from './match-label.ts';
import { groupLines, type Line } from './page-lines.ts';
import type { PageText, TextItem } from './read-pdf-text.ts';
import { isFigure, rateColumn } from './table-columns.ts';

export type RateLayoutRead = { companies: ExtractedCompany[]; overall: RateFigures };

/** Parses a rate figure's text (percent, money or count by field), or null. */
export type ParseRateFigure = (
  field: RateField,
  text: string,
) => { value: number; repaired: boolean } | null;

const OVERALL = /^(overall|total|all companies|combined)\b/i;

type FigureRow = { field: RateField; quality: LabelQuality; label: TextItem; figures: TextItem[] };

/** A line that starts with a rate figure's name (maybe wrapped onto the next line) and holds figures. */
function figureRow(lines: readonly Line[], index: number): FigureRow | null {
  const line = lines[index] as Line;
  const [label, ...rest] = line.items;
  if (!label || rest.length === 0 || !rest.every((i) => isFigure(i.text.trim()))) return null;
  let text = label.text.trim();
  let found = rateColumn(text);
  const next = lines[index + 1];
  const under = next?.items.find((i) => Math.abs(i.x - label.x) <= 1.5);
  if (next && under && next.items.length === 1 && line.y - next.y <= 1.5 * label.size) {
    const joined = rateColumn(`${text} ${under.text.trim()}`);
    if (joined && (!found || joined.quality !== 'keyword')) {
      found = joined;
      text = `${text} ${under.text.trim()}`;
    }
  }
  if (!found || found.key === 'company') return null;
  return { field: found.key, quality: found.quality, label, figures: rest };
}

type Column = { x0: number; x1: number };

/** The column a figure belongs to: the one it overlaps most, else the nearest. */
function columnOf(columns: readonly Column[], item: TextItem): number {
  let best = 0;
  let score = Number.NEGATIVE_INFINITY;
  for (const [k, c] of columns.entries()) {
    const overlap = Math.min(c.x1, item.x + item.width) - Math.max(c.x0, item.x);
    if (overlap > score) {
      score = overlap;
      best = k;
    }
  }
  return best;
}

/**
 * The company rate information printed with a column per company (and one for the total): a
 * row per figure, named in its first cell ("Overall % Rate Impact", "Rate Impact"...), the
 * companies named in the header cells above the columns. Null when a page has no such table (at
 * least two figure rows of different figures, every column named).
 */
export function readRateColumns(page: PageText, parse: ParseRateFigure): RateLayoutRead | null {
  const lines = groupLines(page.items);
  const rows: { row: FigureRow; index: number }[] = [];
  for (const [index] of lines.entries()) {
    const row = figureRow(lines, index);
    if (row) rows.push({ row, index });
    else if (rows.length > 0 && (lines[index]?.items.some((i) => isFigure(i.text.trim())) ?? false))
      break;
  }
  if (new Set(rows.map((r) => r.row.field)).size < 2) return null;
  const first = rows[0] as { row: FigureRow; index: number };
  const columns: Column[] = first.row.figures.map((f) => ({ x0: f.x, x1: f.x + f.width }));
  for (const { row } of rows.slice(1))
    for (const f of row.figures) {
      const c = columns[columnOf(columns, f)] as Column;
      c.x0 = Math.min(c.x0, f.x);
      c.x1 = Math.max(c.x1, f.x + f.width);
    }
  // Each column reaches halfway to its neighbours (the first from the figure names' column, the
  // last to the page's edge): a centred company name falls inside its column.
  const labelRight = Math.max(...rows.map((r) => r.row.label.x + r.row.label.width));
  const bounds = columns.map((c, k) => ({
    x0: k === 0 ? labelRight : ((columns[k - 1]?.x1 ?? c.x0) + c.x0) / 2,
    x1:
      k === columns.length - 1
        ? Number.POSITIVE_INFINITY
        : (c.x1 + (columns[k + 1]?.x0 ?? c.x1)) / 2,
  }));
  const names: TextItem[][] = columns.map(() => []);
  let y = lines[first.index]?.y ?? 0;
  for (let k = first.index - 1; k >= 0 && k >= first.index - 5; k--) {
    const line = lines[k] as Line;
    if (line.y - y > 2.6 * line.size) break;
    const over = line.items.filter((i) => i.x > labelRight - 1);
    if (over.length === 0) break;
    for (const item of over) {
      const center = item.x + item.width / 2;
      const c = bounds.findIndex((b) => center >= b.x0 && center <= b.x1);
      if (c >= 0) names[c]?.unshift(item);
    }
    y = line.y;
  }
  if (names.some((n) => n.length === 0)) return null;
  const companies: ExtractedCompany[] = [];
  let overall: RateFigures = {};
  for (const [c, items] of names.entries()) {
    const name = items
      .map((i) => i.text.trim())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const figures: RateFigures = {};
    for (const { row } of rows) {
      const cell = row.figures.find((f) => columnOf(columns, f) === c);
      const parsed = cell ? parse(row.field, cell.text) : null;
      if (!cell || !parsed || figures[row.field]) continue;
      const value: Extracted<number> = {
        value: parsed.value,
        text: cell.text,
        page: page.page,
        box: itemBox(cell),
        confidence: LABEL_CONFIDENCE[row.quality] * (parsed.repaired ? REPAIR_FACTOR : 1),
      };
      figures[row.field] = value;
    }
    if (OVERALL.test(name)) {
      overall = figures;
      continue;
    }
    companies.push({
      name: {
        value: name,
        text: name,
        page: page.page,
        box: unionBox(items.map(itemBox)),
        // Named by its place over the figures, not by a label of its own.
        confidence: LABEL_CONFIDENCE.keyword,
      },
      figures,
    });
  }
  return companies.length > 0 ? { companies, overall } : null;
}
