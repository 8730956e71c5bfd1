import type { TextItem } from './read-pdf-text.ts';

/**
 * Joins runs that continue one another on a line: pdf.js splits a run at a wide space (every
 * space of a monospaced font), which would cut "SERFF Tr Num:" into three labels. Two runs join
 * when they share a baseline and size and the gap between them is at most a space (0.65 of the
 * size, and never more than 5 points, less than the 6 points that separate table cells).
 */
export function mergeWordRuns(items: readonly TextItem[]): TextItem[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: TextItem[] = [];
  for (const item of sorted) {
    const last = out.at(-1);
    if (last) {
      const sameLine = Math.abs(last.y - item.y) <= 0.2 * last.size;
      const sameSize = Math.abs(last.size - item.size) <= 0.1 * last.size;
      const gap = item.x - (last.x + last.width);
      if (sameLine && sameSize && gap >= -0.5 * last.size && gap <= Math.min(0.65 * last.size, 5)) {
        const space =
          gap > 0.1 * last.size && !last.text.endsWith(' ') && !item.text.startsWith(' ');
        out[out.length - 1] = {
          ...last,
          text: `${last.text}${space ? ' ' : ''}${item.text}`,
          width: item.x + item.width - last.x,
        };
        continue;
      }
    }
    out.push(item);
  }
  return out;
}
