/**
 * The light markup of a stored document page (table document_pages.content). The text stays
 * plain and readable, so that full-text search indexes it and snippets show it as it is (a
 * snippet shows a tab as " | " and a line break as a space); the PDF renderer reads the same
 * markup:
 *
 * - The title block: the first line is the page title, the lines after it up to the first empty
 *   line are its subtitle (a letterhead's address, for example); at most five lines.
 * - A line with cells separated by tabs is a grid row (a tab, not " | ": the text search parser
 *   reads every character of every page, and a seed stores about 8 KB of text per filing); consecutive grid rows form one grid. A
 *   grid whose rows all start with a label ending in ":" is a form (label/value boxes, two pairs
 *   a row at most); any other grid is a table whose first row is the header.
 * - A short line (at most 60 characters) ending in ":" is a heading; the renderer drops the colon.
 * - An empty line is vertical space; any other line is a paragraph.
 *
 * Table conventions: a row whose first cell starts with "Overall" or "Total" is a totals row
 * (bold); a cell ending in " (base)" marks the base level of a factor table (shaded).
 */
export const CELL_SEPARATOR = '\t';
export const BASE_MARK = ' (base)';
const MAX_HEADING = 60;
const MAX_TITLE_LINES = 5;

export type PageBlock =
  | { kind: 'title'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'space' }
  | { kind: 'form'; rows: string[][] }
  | { kind: 'table'; header: string[]; rows: string[][] };

const cellText = (cell: string): string => cell.replace(/[\t\n]/g, ' ').trim();

/** One grid row; tabs and line breaks inside a cell are replaced so that the row stays one. */
export function gridRow(cells: readonly string[]): string {
  return cells.map(cellText).join(CELL_SEPARATOR);
}

/** A heading line (the colon is the marker). */
export function headingLine(text: string): string {
  const line = text.length > MAX_HEADING - 1 ? text.slice(0, MAX_HEADING - 1) : text;
  return `${line}:`;
}

const isGrid = (line: string): boolean => line.includes(CELL_SEPARATOR);
const isHeading = (line: string): boolean =>
  line.length <= MAX_HEADING && line.endsWith(':') && !isGrid(line);
const isTotals = (first: string): boolean =>
  first.startsWith('Overall') || first.startsWith('Total');

/** True for a table row that the renderer prints bold (the overall or total row). */
export function isTotalsRow(cells: readonly string[]): boolean {
  return isTotals(cells[0] ?? '');
}

/** True for a table row that holds a factor's base level. */
export function isBaseRow(cells: readonly string[]): boolean {
  return cells.some((cell) => cell.endsWith(BASE_MARK));
}

function gridBlock(rows: string[][]): PageBlock {
  if (rows.every((cells) => (cells[0] ?? '').endsWith(':'))) return { kind: 'form', rows };
  const [header = [], ...body] = rows;
  return { kind: 'table', header, rows: body };
}

function titleLength(lines: readonly string[]): number {
  for (let k = 1; k < Math.min(lines.length, MAX_TITLE_LINES + 1); k++) {
    const line = lines[k] ?? '';
    if (line === '') return k;
    if (isGrid(line)) return 1;
  }
  return lines.length <= MAX_TITLE_LINES ? lines.length : 1;
}

/** Reads a stored page into the blocks the renderer lays out. */
export function parsePage(text: string): PageBlock[] {
  // Trailing spaces go; trailing tabs stay (they end a row whose last cell is empty).
  const lines = text.split('\n').map((line) => line.replace(/ +$/, ''));
  const titleLines = titleLength(lines);
  const blocks: PageBlock[] = [{ kind: 'title', lines: lines.slice(0, titleLines) }];
  let grid: string[][] = [];
  const flush = () => {
    if (grid.length > 0) blocks.push(gridBlock(grid));
    grid = [];
  };
  for (const line of lines.slice(titleLines)) {
    if (isGrid(line)) {
      grid.push(line.split(CELL_SEPARATOR).map((cell) => cell.trim()));
      continue;
    }
    flush();
    if (line.trim() === '') blocks.push({ kind: 'space' });
    else if (isHeading(line)) blocks.push({ kind: 'heading', text: line.slice(0, -1) });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  flush();
  return blocks;
}
