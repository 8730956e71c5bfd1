import { gridRow, headingLine } from './page-markup.ts';

/**
 * Estimated heights in points, from character counts (no font metrics at build time): the body
 * of a rendered page holds about 610 points below the jacket header. The budget keeps a margin
 * so that a stored page renders as exactly one PDF page.
 */
const PAGE_BUDGET = 560;
const LINE = 12.5;
const CHARS_PER_LINE = 100;
const ROW = 14;
const CHARS_PER_ROW = 110;

const paragraphHeight = (text: string): number =>
  Math.max(1, Math.ceil(text.length / CHARS_PER_LINE)) * LINE + 3;
const rowHeight = (cells: readonly string[], columns: number): number => {
  let longest = 0;
  let total = 0;
  for (const cell of cells) {
    total += cell.length + 3;
    if (cell.length > longest) longest = cell.length;
  }
  const perCell = CHARS_PER_ROW / Math.max(1, columns);
  const lines = Math.max(Math.ceil(total / CHARS_PER_ROW), Math.ceil(longest / (perCell * 1.6)), 1);
  return ROW + (lines - 1) * 10;
};

/** Writes pages in the markup of page-markup.ts, starting a new page when the estimate is full. */
export class PageWriter {
  readonly pages: string[] = [];
  private lines: string[] = [];
  private used = 0;
  private title: readonly string[] = [];

  /** Starts a new page under a title block (title, then subtitle lines). */
  startPage(title: readonly string[]): void {
    this.finishPage();
    this.title = title;
    this.lines = [...title, ''];
    this.used = 30 + (title.length - 1) * 12;
  }

  private fits(height: number): boolean {
    return this.used + height <= PAGE_BUDGET;
  }

  private ensure(height: number): void {
    if (!this.fits(height) && this.lines.length > this.title.length + 1) {
      const [first = '', ...rest] = this.title;
      this.startPage([first.endsWith('(continued)') ? first : `${first} (continued)`, ...rest]);
    }
  }

  heading(text: string): void {
    this.ensure(18 + 3 * ROW);
    if (this.lines.at(-1) !== '') this.add('', 6);
    this.add(headingLine(text), 18);
  }

  paragraph(text: string): void {
    const height = paragraphHeight(text);
    this.ensure(height);
    this.add(text.replaceAll('|', '/'), height);
  }

  space(): void {
    if (this.lines.at(-1) !== '') this.add('', 6);
  }

  /** A label/value form; each row holds one or two label/value pairs (labels end in ":"). */
  form(rows: readonly (readonly string[])[]): void {
    for (const cells of rows) {
      const height = rowHeight(cells, 4) + 3;
      this.ensure(height);
      this.add(gridRow(cells), height);
    }
    this.space();
  }

  /** A table; when it runs over the page, the next page repeats its heading and header row. */
  table(heading: string, header: readonly string[], rows: readonly (readonly string[])[]): void {
    const headerHeight = rowHeight(header, header.length) + 6;
    this.heading(heading);
    this.add(gridRow(header), headerHeight);
    for (const cells of rows) {
      const height = rowHeight(cells, header.length);
      if (!this.fits(height)) {
        this.ensure(Number.POSITIVE_INFINITY);
        this.add(headingLine(`${heading} (continued)`), 24);
        this.add(gridRow(header), headerHeight);
      }
      this.add(gridRow(cells), height);
    }
    this.space();
  }

  private add(line: string, height: number): void {
    this.lines.push(line);
    this.used += height;
  }

  private finishPage(): void {
    while (this.lines.at(-1) === '') this.lines.pop();
    if (this.lines.length > 0) this.pages.push(this.lines.join('\n'));
    this.lines = [];
  }

  /** The pages written so far, the current one included. */
  finish(): string[] {
    this.finishPage();
    return this.pages;
  }
}
