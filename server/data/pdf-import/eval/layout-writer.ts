import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

const MARGIN = 44;
const PAD = 3;
const GRID = rgb(0.45, 0.45, 0.45);

export const ascii = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

/** A header cell spanning `span` columns (a two-row header's upper row). */
export type GroupCell = { text: string; span: number };

export type TableDraw = {
  header: string[];
  /** An upper header row of cells spanning columns, or none. */
  groups?: GroupCell[];
  rows: string[][];
  numeric: boolean[];
  /** Relative widths of the columns (default: by their content). */
  weights?: number[];
};

/** How the pages look: orientation, text runs, a running header, ruled cells. */
export type LayoutLook = {
  landscape: boolean;
  wordRuns: boolean;
  runningHeader: string | null;
  ruled: boolean;
};

/**
 * A cursor over the pages of a PDF in one font, for the evaluation's layouts: portrait or
 * landscape, text set as whole runs or word by word, a running header and a page break that
 * leaves room for it.
 */
export class LayoutWriter {
  page!: PDFPage;
  y = 0;
  readonly width: number;
  readonly height: number;
  readonly left = MARGIN;
  readonly right: number;
  readonly pdf: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly size: number;
  readonly o: LayoutLook;
  constructor(
    pdf: PDFDocument,
    regular: PDFFont,
    bold: PDFFont,
    size: number,
    o: LayoutLook,
    scanFirst = false,
  ) {
    this.pdf = pdf;
    this.regular = regular;
    this.bold = bold;
    this.size = size;
    this.o = o;
    this.width = o.landscape ? 792 : 612;
    this.height = o.landscape ? 612 : 792;
    this.right = this.width - MARGIN;
    if (scanFirst) this.drawScan(this.pdf.addPage([this.width, this.height]));
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([this.width, this.height]);
    this.y = this.height - 48;
    if (this.o.runningHeader) {
      this.text(this.o.runningHeader, this.left, this.height - 30, this.regular, this.size - 1);
      this.y = this.height - 58;
    }
  }

  ensure(height: number): boolean {
    if (this.y - height >= 56) return false;
    this.newPage();
    return true;
  }

  measure(text: string, font = this.regular, size = this.size): number {
    return font.widthOfTextAtSize(ascii(text), size);
  }

  /** Draws a text, as one run or (wordRuns) one run per word at the word's place. */
  text(text: string, x: number, y: number, font = this.regular, size = this.size): void {
    const clean = ascii(text);
    if (clean.trim() === '') return;
    if (!this.o.wordRuns) {
      this.page.drawText(clean, { x, y, size, font });
      return;
    }
    let at = x;
    for (const part of clean.split(/( +)/)) {
      if (part.trim() !== '') this.page.drawText(part, { x: at, y, size, font });
      at += font.widthOfTextAtSize(part, size);
    }
  }

  wrap(text: string, width: number, font = this.regular): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of ascii(text)
      .split(' ')
      .filter((w) => w !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.measure(candidate, font) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return lines;
  }

  title(text: string): void {
    const size = this.size + 4;
    this.ensure(size * 3);
    this.text(
      text,
      (this.width - this.measure(text, this.bold, size)) / 2,
      this.y,
      this.bold,
      size,
    );
    this.y -= size * 2;
  }

  heading(text: string): void {
    this.ensure(this.size * 6);
    this.text(text, this.left, this.y, this.bold, this.size + 1);
    this.y -= this.size * 2.2;
  }

  /** One row of cells between x positions `edges` (n + 1 of them). */
  private row(
    cells: string[],
    edges: number[],
    font: PDFFont,
    numeric: boolean[],
    center: boolean,
  ): void {
    const line = this.size * 1.2;
    const wrapped = cells.map((c, k) =>
      this.wrap(c, (edges[k + 1] ?? 0) - (edges[k] ?? 0) - 2 * PAD, font),
    );
    const height = Math.max(...wrapped.map((l) => l.length)) * line + 2 * PAD;
    for (const [k, lines] of wrapped.entries()) {
      const x0 = edges[k] ?? 0;
      const x1 = edges[k + 1] ?? 0;
      if (this.o.ruled)
        this.page.drawRectangle({
          x: x0,
          y: this.y - height,
          width: x1 - x0,
          height,
          borderColor: GRID,
          borderWidth: 0.5,
        });
      let y = this.y - PAD - this.size + 1;
      for (const text of lines) {
        const w = this.measure(text, font);
        const x = center ? x0 + (x1 - x0 - w) / 2 : numeric[k] ? x1 - PAD - w : x0 + PAD;
        this.text(text, x, y, font);
        y -= line;
      }
    }
    this.y -= height;
  }

  /**
   * Column edges: each column as wide as its content wants (or its weight's share), shrunk when the
   * table is too wide, never below its longest word, so that no two cells run into each other.
   */
  private edges(t: TableDraw): number[] {
    const room = this.right - this.left;
    const longestWord = (text: string, font: PDFFont) =>
      Math.max(0, ...text.split(' ').map((word) => this.measure(word, font)));
    const least = t.header.map(
      (h, c) =>
        Math.max(
          longestWord(h, this.bold),
          ...t.rows.map((r) => longestWord(r[c] ?? '', this.regular)),
        ) +
        2 * PAD +
        4,
    );
    const sumOf = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    const want = t.weights
      ? t.weights.map((w) => (w / sumOf(t.weights ?? [])) * room)
      : t.header.map(
          (h, c) =>
            Math.max(
              Math.min(this.measure(h, this.bold), 90),
              ...t.rows.map((r) => Math.min(this.measure(r[c] ?? ''), 170)),
              24,
            ) +
            2 * PAD +
            4,
        );
    const widths = want.map((w, c) => Math.max(w, least[c] ?? 0));
    let final: number[];
    if (sumOf(widths) <= room)
      final = widths.map((w) => w + (room - sumOf(widths)) / widths.length);
    else {
      const k = Math.max(0, (room - sumOf(least)) / Math.max(1, sumOf(widths) - sumOf(least)));
      final = widths.map((w, c) => (least[c] ?? 0) + (w - (least[c] ?? 0)) * k);
    }
    const edges = [this.left];
    for (const w of final) edges.push((edges.at(-1) ?? 0) + w);
    return edges;
  }

  private header(t: TableDraw, edges: number[]): void {
    if (t.groups) {
      const spans: number[] = [edges[0] ?? 0];
      let at = 0;
      for (const g of t.groups) {
        at += g.span;
        spans.push(edges[at] ?? 0);
      }
      this.row(
        t.groups.map((g) => g.text),
        spans,
        this.bold,
        t.groups.map(() => false),
        true,
      );
    }
    this.row(t.header, edges, this.bold, t.numeric, true);
  }

  /** A table under `title` (when given), continued on new pages as needed or after `splitAfter` rows. */
  table(title: string | null, t: TableDraw, splitAfter = 0, repeatHeader = true): void {
    const edges = this.edges(t);
    const heading = (text: string) => {
      this.text(text, this.left, this.y, this.bold, this.size + 1);
      this.y -= this.size * 2.2;
    };
    this.ensure(this.size * 10);
    if (title) heading(title);
    this.header(t, edges);
    for (const [k, cells] of t.rows.entries()) {
      const split = splitAfter > 0 && k === splitAfter;
      if (split || this.y - this.size * 3.6 < 56) {
        this.newPage();
        if (repeatHeader) {
          if (title) heading(`${title} (continued)`);
          this.header(t, edges);
        }
      }
      this.row(cells, edges, this.regular, t.numeric, false);
    }
    this.y -= this.size * 2.5;
  }

  /** Label and value cells side by side, `pairs` to a row, labels bold and without colons. */
  grid(pairs: [string, string][], perRow: number): void {
    const room = this.right - this.left;
    const edges = [this.left];
    for (let k = 0; k < perRow; k++) {
      edges.push((edges.at(-1) ?? 0) + (room / perRow) * 0.38);
      edges.push((edges.at(-1) ?? 0) + (room / perRow) * 0.62);
    }
    for (let k = 0; k < pairs.length; k += perRow) {
      this.ensure(this.size * 4);
      const cells: string[] = pairs.slice(k, k + perRow).flat();
      while (cells.length < perRow * 2) cells.push('');
      const line = this.size * 1.2;
      const wrapped = cells.map((c, n) =>
        this.wrap(
          c,
          (edges[n + 1] ?? 0) - (edges[n] ?? 0) - 2 * PAD,
          n % 2 === 0 ? this.bold : this.regular,
        ),
      );
      const height = Math.max(...wrapped.map((l) => l.length)) * line + 2 * PAD;
      for (const [n, lines] of wrapped.entries()) {
        const x0 = edges[n] ?? 0;
        const x1 = edges[n + 1] ?? 0;
        if (this.o.ruled)
          this.page.drawRectangle({
            x: x0,
            y: this.y - height,
            width: x1 - x0,
            height,
            borderColor: GRID,
            borderWidth: 0.5,
          });
        let y = this.y - PAD - this.size + 1;
        for (const text of lines) {
          this.text(text, x0 + PAD, y, n % 2 === 0 ? this.bold : this.regular);
          y -= line;
        }
      }
      this.y -= height;
    }
    this.y -= this.size * 2;
  }

  /** A drawn page without text (a scan). */
  private drawScan(page: PDFPage): void {
    page.drawRectangle({
      x: 50,
      y: 80,
      width: this.width - 100,
      height: this.height - 160,
      color: rgb(0.96, 0.95, 0.92),
    });
    for (let k = 0; k < 34; k++)
      page.drawRectangle({
        x: 72,
        y: this.height - 120 - k * 14,
        width: 180 + ((k * 53) % 260),
        height: 5,
        color: rgb(0.25, 0.25, 0.25),
      });
  }

  /** Page numbers at the foot of every page but the scans. */
  footers(style: 'page-of' | 'page' | 'none', skip: ReadonlySet<number>): void {
    if (style === 'none') return;
    const pages = this.pdf.getPages();
    for (const [k, page] of pages.entries()) {
      if (skip.has(k)) continue;
      const text = style === 'page-of' ? `Page ${k + 1} of ${pages.length}` : `Page ${k + 1}`;
      page.drawText(text, { x: this.width / 2 - 18, y: 26, size: 7, font: this.regular });
    }
  }
}
