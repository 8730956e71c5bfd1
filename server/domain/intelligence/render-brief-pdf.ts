import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { BriefDocument, BriefTable } from './build-brief-document.ts';

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 54;
const BODY = 9.5;
const LINE = 13;

/** Standard fonts encode WinAnsi only: fold typographic characters to ASCII. */
const ascii = (text: string) =>
  text
    .replace(/[−–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of ascii(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function clip(text: string, font: PDFFont, size: number, width: number): string {
  let t = ascii(text);
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = `${t.slice(0, -2)}~`;
  return t;
}

/** A print-ready US Letter PDF of a brief: title block, sections, ruled tables, page numbers. */
export async function renderBriefPdf(doc: BriefDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(ascii(doc.title));
  pdf.setSubject(ascii(doc.subtitle));
  pdf.setProducer('Rate Filing Intelligence');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = WIDTH - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const ensure = (space: number) => {
    if (y - space < MARGIN + 20) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };
  const text = (t: string, x: number, size: number, f: PDFFont, color = rgb(0.1, 0.1, 0.12)) =>
    page.drawText(t, { x, y, size, font: f, color });

  for (const line of wrap(doc.title, bold, 18, width)) {
    ensure(24);
    text(line, MARGIN, 18, bold);
    y -= 24;
  }
  for (const line of wrap(doc.subtitle, font, 10, width)) {
    text(line, MARGIN, 10, font, rgb(0.35, 0.35, 0.4));
    y -= LINE;
  }
  y -= 6;
  for (const section of doc.sections) {
    ensure(40);
    y -= 8;
    text(ascii(section.heading), MARGIN, 12.5, bold, rgb(0.05, 0.25, 0.55));
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: WIDTH - MARGIN, y: y - 4 },
      thickness: 0.6,
      color: rgb(0.75, 0.78, 0.85),
    });
    y -= 20;
    for (const p of section.paragraphs) {
      for (const line of wrap(p, font, BODY, width)) {
        ensure(LINE);
        text(line, MARGIN, BODY, font);
        y -= LINE;
      }
      y -= 4;
    }
    if (section.table && section.table.rows.length > 0) drawTable(section.table);
  }
  const pages = pdf.getPages();
  pages.forEach((p, k) => {
    p.drawText(ascii(`${doc.title} - page ${k + 1} of ${pages.length}`), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7.5,
      font,
      color: rgb(0.45, 0.45, 0.5),
    });
  });
  return pdf.save();

  function drawTable(table: BriefTable) {
    const weights = table.columns.map(
      (c, i) =>
        Math.max(
          c.length,
          ...table.rows.slice(0, 50).map((r) => Math.min((r[i] ?? '').length, 40)),
        ) + 2,
    );
    const total = weights.reduce((s, w) => s + w, 0);
    const widths = weights.map((w) => (w / total) * width);
    const row = (cells: string[], f: PDFFont, shade: boolean) => {
      ensure(LINE + 2);
      if (shade)
        page.drawRectangle({
          x: MARGIN,
          y: y - 3,
          width,
          height: LINE,
          color: rgb(0.93, 0.95, 0.98),
        });
      let x = MARGIN;
      cells.forEach((c, i) => {
        const w = widths[i] ?? 0;
        const t = clip(c, f, BODY - 1, w - 6);
        const tx = table.numeric[i] ? x + w - 3 - f.widthOfTextAtSize(t, BODY - 1) : x + 3;
        page.drawText(t, { x: tx, y, size: BODY - 1, font: f, color: rgb(0.1, 0.1, 0.12) });
        x += w;
      });
      y -= LINE;
    };
    row(table.columns, bold, true);
    for (const [k, r] of table.rows.entries()) row(r, font, k % 2 === 1);
    y -= 6;
  }
}
