import { type PDFFont, rgb } from 'pdf-lib';
import { isBaseRow, isTotalsRow } from './page-markup.ts';
import { CONTENT_WIDTH, GRID_COLOR, MARGIN, type PdfCanvas } from './pdf-canvas.ts';
import { wrapText } from './pdf-text.ts';

const SIZE = 7.5;
const LINE = 9;
const PAD = 3;
const HEADER_FILL = rgb(0.82, 0.86, 0.91);
const TOTALS_FILL = rgb(0.93, 0.93, 0.93);
const BASE_FILL = rgb(0.99, 0.96, 0.84);
const LABEL_FILL = rgb(0.92, 0.93, 0.95);
const NUMBER = /^(n\/a|[-+]?\$?[-+]?[\d,]*\.?\d+%?)$/;

type Align = 'left' | 'right' | 'center';
type Style = { font: PDFFont; fill?: ReturnType<typeof rgb> };

const widthOf = (text: string, font: PDFFont): number => font.widthOfTextAtSize(text, SIZE);
const longestWord = (text: string, font: PDFFont): number =>
  text.split(' ').reduce((max, word) => Math.max(max, widthOf(word, font)), 0);

/**
 * Column widths fitted to content: each column wants its widest body cell (and at least its
 * header's longest word, up to 90 points of header); the table fills the text width, shrinking
 * the columns that can wrap when the content is wider.
 */
export function fitColumns(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  fonts: { regular: PDFFont; bold: PDFFont },
  width = CONTENT_WIDTH,
): number[] {
  const minimum = header.map((h) => longestWord(h, fonts.bold) + 2 * PAD);
  const desired = header.map((h, c) =>
    Math.max(minimum[c] ?? 0, Math.min(widthOf(h, fonts.bold), 90) + 2 * PAD),
  );
  for (const row of rows) {
    for (const [c, cell] of row.entries()) {
      if (c >= header.length) continue;
      const font = fonts.bold;
      desired[c] = Math.max(desired[c] ?? 0, widthOf(cell, font) + 2 * PAD);
      minimum[c] = Math.max(minimum[c] ?? 0, longestWord(cell, font) + 2 * PAD);
    }
  }
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const wanted = sum(desired);
  if (wanted <= width) return desired.map((d) => d + ((width - wanted) * d) / wanted);
  const least = sum(minimum);
  if (least >= width) return minimum.map((m) => (m * width) / least);
  const k = (width - least) / (wanted - least);
  return desired.map((d, c) => (minimum[c] ?? 0) + (d - (minimum[c] ?? 0)) * k);
}

function drawRow(
  canvas: PdfCanvas,
  cells: readonly string[],
  widths: readonly number[],
  aligns: readonly Align[],
  styles: readonly Style[],
): void {
  const wrapped = widths.map((w, c) =>
    wrapText(
      cells[c] ?? '',
      (styles[c] ?? styles[0])?.font ?? canvas.fonts.regular,
      SIZE,
      w - 2 * PAD,
    ),
  );
  const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE + 2 * PAD;
  const top = canvas.y;
  let x = MARGIN;
  for (const [c, width] of widths.entries()) {
    const style = styles[c] ?? styles[0];
    const font = style?.font ?? canvas.fonts.regular;
    canvas.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: GRID_COLOR,
      borderWidth: 0.5,
      color: style?.fill,
    });
    let y = top - PAD - SIZE + 0.5;
    for (const line of wrapped[c] ?? []) {
      const w = widthOf(line, font);
      const align = aligns[c] ?? 'left';
      const lx =
        align === 'right'
          ? x + width - PAD - w
          : align === 'center'
            ? x + (width - w) / 2
            : x + PAD;
      canvas.page.drawText(line, { x: lx, y, size: SIZE, font });
      y -= LINE;
    }
    x += width;
  }
  canvas.y = top - height;
}

function rowHeight(cells: readonly string[], widths: readonly number[], font: PDFFont): number {
  let lines = 1;
  for (const [c, w] of widths.entries())
    lines = Math.max(lines, wrapText(cells[c] ?? '', font, SIZE, w - 2 * PAD).length);
  return lines * LINE + 2 * PAD;
}

/** A ruled table: bold shaded header row (repeated after a page break), numbers right-aligned. */
export function drawTable(
  canvas: PdfCanvas,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const { regular, bold } = canvas.fonts;
  const widths = fitColumns(header, rows, canvas.fonts);
  const aligns: Align[] = header.map((_, c) => {
    const cells = rows.map((r) => r[c] ?? '').filter((cell) => cell !== '');
    return cells.length > 0 && cells.every((cell) => NUMBER.test(cell)) ? 'right' : 'left';
  });
  const headerStyle = header.map(() => ({ font: bold, fill: HEADER_FILL }));
  const headerAligns = header.map(() => 'center' as const);
  const headerHeight = rowHeight(header, widths, bold);
  canvas.ensure(headerHeight + rowHeight(rows[0] ?? [], widths, regular));
  drawRow(canvas, header, widths, headerAligns, headerStyle);
  for (const cells of rows) {
    const totals = isTotalsRow(cells);
    const font = totals ? bold : regular;
    const fill = totals ? TOTALS_FILL : isBaseRow(cells) ? BASE_FILL : undefined;
    if (canvas.ensure(rowHeight(cells, widths, font)))
      drawRow(canvas, header, widths, headerAligns, headerStyle);
    drawRow(
      canvas,
      cells,
      widths,
      aligns,
      header.map(() => ({ font, fill })),
    );
  }
  canvas.y -= 8;
}

/** A label/value form in boxes: one or two pairs a row, the labels bold on a shaded ground. */
export function drawForm(canvas: PdfCanvas, rows: readonly (readonly string[])[]): void {
  const { regular, bold } = canvas.fonts;
  const labelWidth = (position: number) =>
    Math.min(
      130,
      rows.reduce((max, r) => Math.max(max, widthOf(r[position] ?? '', bold) + 2 * PAD), 60),
    );
  const left = labelWidth(0);
  const right = labelWidth(2);
  const value = (CONTENT_WIDTH - left - right) / 2;
  const labelStyle = { font: bold, fill: LABEL_FILL };
  const valueStyle = { font: regular };
  const aligns: Align[] = ['left', 'left', 'left', 'left'];
  for (const cells of rows) {
    const pairs = cells.length > 2;
    const widths = pairs ? [left, value, right, value] : [left, CONTENT_WIDTH - left];
    const styles = pairs
      ? [labelStyle, valueStyle, labelStyle, valueStyle]
      : [labelStyle, valueStyle];
    canvas.ensure(rowHeight(cells, widths, regular));
    drawRow(canvas, cells, widths, aligns, styles);
  }
  canvas.y -= 8;
}
