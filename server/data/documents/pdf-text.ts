import type { PDFFont } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  GRID_COLOR,
  INK,
  MARGIN,
  PAGE_WIDTH,
  type PdfCanvas,
  toWinAnsi,
} from './pdf-canvas.ts';

export const BODY_SIZE = 9;
const LINE_HEIGHT = 12;

/** Wraps text into lines no wider than `width` (a longer single word keeps its own line). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(' ')) {
    if (word === '') continue;
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}

/** The title block: the title centered and bold, subtitle lines centered below, then a rule. */
export function drawTitle(canvas: PdfCanvas, lines: readonly string[]): void {
  const [title = '', ...subtitle] = lines;
  const { bold, regular } = canvas.fonts;
  const center = (text: string, size: number, font: PDFFont) => {
    const clean = toWinAnsi(text);
    const width = font.widthOfTextAtSize(clean, size);
    canvas.page.drawText(clean, { x: (PAGE_WIDTH - width) / 2, y: canvas.y, size, font });
  };
  canvas.y -= 4;
  center(title, 13, bold);
  canvas.y -= 15;
  for (const line of subtitle) {
    center(line, 9, regular);
    canvas.y -= 11.5;
  }
  if (subtitle.length > 0) {
    canvas.page.drawLine({
      start: { x: MARGIN + 60, y: canvas.y + 5 },
      end: { x: PAGE_WIDTH - MARGIN - 60, y: canvas.y + 5 },
      thickness: 0.6,
      color: GRID_COLOR,
    });
    canvas.y -= 6;
  }
  canvas.y -= 6;
}

export function drawHeading(canvas: PdfCanvas, text: string): void {
  canvas.ensure(40);
  canvas.y -= 5;
  canvas.page.drawText(toWinAnsi(text), {
    x: MARGIN,
    y: canvas.y,
    size: 10,
    font: canvas.fonts.bold,
    color: INK,
  });
  canvas.y -= 14;
}

export function drawParagraph(canvas: PdfCanvas, text: string): void {
  const lines = wrapText(text, canvas.fonts.regular, BODY_SIZE, CONTENT_WIDTH);
  for (const line of lines) {
    canvas.ensure(LINE_HEIGHT);
    canvas.page.drawText(line, {
      x: MARGIN,
      y: canvas.y,
      size: BODY_SIZE,
      font: canvas.fonts.regular,
    });
    canvas.y -= LINE_HEIGHT;
  }
  canvas.y -= 2;
}
