import type { TextItem } from './read-pdf-text.ts';

/** Text items sharing a baseline, left to right. */
export type Line = { y: number; size: number; items: TextItem[] };

/** Groups a page's items into lines (baselines within a third of the font size), top to bottom. */
export function groupLines(items: readonly TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const line = lines.find((l) => Math.abs(l.y - item.y) <= 0.35 * Math.max(l.size, item.size, 1));
    if (line) {
      line.items.push(item);
      line.size = Math.max(line.size, item.size);
    } else lines.push({ y: item.y, size: item.size, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

/** The gap between two items on a line that separates cells (more than a wide space). */
export const isCellGap = (left: TextItem, right: TextItem): boolean =>
  right.x - (left.x + left.width) > 1.2 * Math.max(left.size, right.size);

/** A line's text with cells separated by a tab (the markup of stored document pages). */
export function lineText(line: Line): string {
  let out = '';
  let previous: TextItem | undefined;
  for (const item of line.items) {
    const text = item.text.replace(/[\t\n]/g, ' ').trim();
    if (previous) out += isCellGap(previous, item) ? '\t' : ' ';
    out += text;
    previous = item;
  }
  return out;
}

/**
 * The stored text of an imported page: one line of text a line, cells apart separated by a tab,
 * as generated documents store theirs (page-markup.ts), so search indexes and quotes both alike.
 */
export function pageContent(items: readonly TextItem[]): string {
  return groupLines(items).map(lineText).join('\n');
}
