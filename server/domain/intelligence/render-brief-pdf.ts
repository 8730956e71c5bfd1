import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import type { BriefDocument, BriefTable } from './build-brief-document.ts';

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 54;
const TOP = HEIGHT - 72;
const BOTTOM = 60;
const BODY = 9.5;
const LINE = 13.5;
const CELL = 8.5;
const CELL_LINE = 11;
const CELL_PAD = 4;

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.41, 0.47);
const ACCENT = rgb(0.07, 0.22, 0.42);
const ACCENT_LIGHT = rgb(0.86, 0.9, 0.95);
const RULE = rgb(0.8, 0.83, 0.88);
const STRIPE = rgb(0.96, 0.97, 0.985);
const BRAND = 'Rate Filing Intelligence';

/** Standard fonts encode WinAnsi only: fold typographic characters to ASCII. */
const ascii = (text: string) =>
  text
    .replace(/[−–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…/g, '...')
    .replace(/·/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');

/**
 * Splits text into lines of at most `width`, breaking between words only; a single word wider
 * than the line (never an identifier: columns are sized to their longest word) breaks by
 * characters rather than being cut.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
  for (const word of ascii(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line) && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/**
 * Column widths that fit each column's longest word (identifiers, figures, header words are never
 * broken) and share the rest of the line by how much text each column holds.
 */
export function columnWidths(
  table: BriefTable,
  fonts: { body: PDFFont; bold: PDFFont },
  width: number,
) {
  const words = (text: string) => ascii(text).split(/\s+/).filter(Boolean);
  const minimum = table.columns.map((column, i) => {
    const header = Math.max(...words(column).map((w) => fonts.bold.widthOfTextAtSize(w, CELL)), 0);
    const cells = table.rows.map((row) =>
      Math.max(...words(row[i] ?? '').map((w) => fonts.body.widthOfTextAtSize(w, CELL)), 0),
    );
    return Math.max(header, ...cells) + 2 * CELL_PAD;
  });
  const natural = table.columns.map((column, i) => {
    const lengths = table.rows.map((row) =>
      fonts.body.widthOfTextAtSize(ascii(row[i] ?? ''), CELL),
    );
    const longest = Math.max(fonts.bold.widthOfTextAtSize(ascii(column), CELL), ...lengths);
    return Math.max(longest + 2 * CELL_PAD, minimum[i] ?? 0);
  });
  const totalNatural = natural.reduce((s, w) => s + w, 0);
  if (totalNatural <= width) {
    // Everything fits on one line: spread the spare width in proportion.
    return natural.map((w) => (w / totalNatural) * width);
  }
  const totalMinimum = minimum.reduce((s, w) => s + w, 0);
  const spare = Math.max(0, width - totalMinimum);
  const wants = natural.map((w, i) => w - (minimum[i] ?? 0));
  const totalWants = wants.reduce((s, w) => s + w, 0) || 1;
  return minimum.map((m, i) => m + ((wants[i] ?? 0) / totalWants) * spare);
}

/**
 * A print-ready US Letter PDF of a brief laid out as a consultancy report: a title block on a
 * navy band, running header and footer with page numbers, section headings with a rule, prose,
 * and tables whose cells wrap (nothing is cut) and whose header repeats on every page.
 */
export async function renderBriefPdf(doc: BriefDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(ascii(doc.title));
  pdf.setSubject(ascii(doc.subtitle));
  pdf.setProducer(BRAND);
  pdf.setCreator(BRAND);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = WIDTH - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = 0;
  const text = (t: string, x: number, size: number, f: PDFFont, color: RGB = INK) =>
    page.drawText(t, { x, y, size, font: f, color });
  const newPage = () => {
    page = pdf.addPage([WIDTH, HEIGHT]);
    y = TOP;
  };
  /** Starts a new page unless `space` points still fit above the footer. */
  const ensure = (space: number) => {
    if (y - space < BOTTOM) {
      newPage();
      return true;
    }
    return false;
  };

  // Title block: a navy band across the top of the first page.
  const titleLines = wrapText(doc.title, bold, 22, width);
  const subtitleLines = wrapText(doc.subtitle, font, 10.5, width);
  const bandHeight = 70 + titleLines.length * 27 + subtitleLines.length * 14;
  page.drawRectangle({
    x: 0,
    y: HEIGHT - bandHeight,
    width: WIDTH,
    height: bandHeight,
    color: ACCENT,
  });
  y = HEIGHT - 40;
  text(BRAND.toUpperCase(), MARGIN, 8.5, bold, rgb(0.72, 0.8, 0.92));
  y -= 34;
  for (const line of titleLines) {
    text(line, MARGIN, 22, bold, rgb(1, 1, 1));
    y -= 27;
  }
  for (const line of subtitleLines) {
    text(line, MARGIN, 10.5, font, rgb(0.85, 0.89, 0.95));
    y -= 14;
  }
  y = HEIGHT - bandHeight - 28;

  for (const section of doc.sections) {
    const firstRow = section.table && section.table.rows.length > 0 ? 3 * CELL_LINE : LINE;
    ensure(34 + firstRow);
    heading(section.heading);
    for (const p of section.paragraphs) {
      for (const line of wrapText(p, font, BODY, width)) {
        ensure(LINE);
        text(line, MARGIN, BODY, font);
        y -= LINE;
      }
      y -= 5;
    }
    if (section.table && section.table.rows.length > 0) drawTable(section.heading, section.table);
    y -= 22;
  }

  const pages = pdf.getPages();
  pages.forEach((p, k) => {
    const footerY = 32;
    p.drawLine({
      start: { x: MARGIN, y: footerY + 12 },
      end: { x: WIDTH - MARGIN, y: footerY + 12 },
      thickness: 0.5,
      color: RULE,
    });
    p.drawText(ascii(doc.title), { x: MARGIN, y: footerY, size: 7.5, font, color: MUTED });
    const number = `page ${k + 1} of ${pages.length}`;
    p.drawText(number, {
      x: WIDTH - MARGIN - font.widthOfTextAtSize(number, 7.5),
      y: footerY,
      size: 7.5,
      font,
      color: MUTED,
    });
    if (k > 0) {
      p.drawText(BRAND.toUpperCase(), {
        x: MARGIN,
        y: HEIGHT - 40,
        size: 7.5,
        font: bold,
        color: ACCENT,
      });
      p.drawLine({
        start: { x: MARGIN, y: HEIGHT - 48 },
        end: { x: WIDTH - MARGIN, y: HEIGHT - 48 },
        thickness: 0.5,
        color: RULE,
      });
    }
  });
  return pdf.save();

  function heading(title: string) {
    page.drawRectangle({ x: MARGIN, y: y - 3, width: 3, height: 15, color: ACCENT });
    text(ascii(title), MARGIN + 10, 13, bold, ACCENT);
    y -= 22;
  }

  function drawTable(title: string, table: BriefTable) {
    const widths = columnWidths(table, { body: font, bold }, width);
    const cellLines = (cells: string[], f: PDFFont) =>
      cells.map((c, i) => wrapText(c, f, CELL, (widths[i] ?? 0) - 2 * CELL_PAD));
    const header = cellLines(table.columns, bold);
    const heightOf = (lines: string[][]) =>
      Math.max(...lines.map((l) => l.length)) * CELL_LINE + 2 * CELL_PAD - 2;
    const drawRow = (lines: string[][], f: PDFFont, fill: RGB | undefined, color: RGB) => {
      const h = heightOf(lines);
      if (fill) page.drawRectangle({ x: MARGIN, y: y - h, width, height: h, color: fill });
      let x = MARGIN;
      lines.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        cell.forEach((line, k) => {
          const lineWidth = f.widthOfTextAtSize(line, CELL);
          const tx = table.numeric[i] ? x + w - CELL_PAD - lineWidth : x + CELL_PAD;
          page.drawText(line, {
            x: tx,
            y: y - CELL_PAD - 6.5 - k * CELL_LINE,
            size: CELL,
            font: f,
            color,
          });
        });
        x += w;
      });
      y -= h;
    };
    const drawHeader = () => {
      drawRow(header, bold, ACCENT_LIGHT, ACCENT);
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + width, y },
        thickness: 0.8,
        color: ACCENT,
      });
    };
    drawHeader();
    for (const [k, row] of table.rows.entries()) {
      const lines = cellLines(row, font);
      if (ensure(heightOf(lines))) {
        // A table continued on a new page repeats its heading and header row.
        text(`${ascii(title)} (continued)`, MARGIN, 9, bold, MUTED);
        y -= 14;
        drawHeader();
      }
      drawRow(lines, font, k % 2 === 1 ? STRIPE : undefined, INK);
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + width, y },
        thickness: 0.3,
        color: RULE,
      });
    }
  }
}
