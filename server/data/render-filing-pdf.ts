import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** The jacket header printed on every page of a SERFF filing PDF. */
export type JacketHeader = {
  serffTrackingNumber: string;
  stateTrackingNumber: string | null;
  companyTrackingNumber: string | null;
  state: string;
  filingCompany: string;
  toi: string;
  subToi: string;
  productName: string;
  projectName: string | null;
  projectNumber: string | null;
};

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 50;
const BODY_SIZE = 9.5;

/** Standard PDF fonts only encode WinAnsi: keep printable ASCII. */
const toWinAnsi = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of toWinAnsi(paragraph).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

function headerLines(h: JacketHeader): string[] {
  return [
    `SERFF Tracking #: ${h.serffTrackingNumber}    State Tracking #: ${h.stateTrackingNumber ?? ''}    Company Tracking #: ${h.companyTrackingNumber ?? ''}`,
    `State: ${h.state}    Filing Company: ${h.filingCompany}`,
    `TOI/Sub-TOI: ${h.toi}/${h.subToi}`,
    `Product Name: ${h.productName}`,
    `Project Name/Number: ${h.projectName ?? ''}/${h.projectNumber ?? ''}`,
  ];
}

/** Renders a filing document: the jacket header on every page, then the page's text. */
export async function renderFilingPdf(header: JacketHeader, pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(`SERFF filing ${header.serffTrackingNumber}`));
  pdf.setProducer('Rate Filing Intelligence');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const jacket = headerLines(header).flatMap((l) => wrap(l, font, 8, PAGE_WIDTH - 2 * MARGIN));
  for (const [index, text] of pages.entries()) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    let y = PAGE_HEIGHT - MARGIN;
    for (const line of jacket) {
      page.drawText(line, { x: MARGIN, y, size: 8, font });
      y -= 11;
    }
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: PAGE_WIDTH - MARGIN, y: y + 4 },
      thickness: 0.75,
      color: rgb(0.3, 0.3, 0.3),
    });
    y -= 14;
    const [title = '', ...rest] = wrap(text, font, BODY_SIZE, PAGE_WIDTH - 2 * MARGIN);
    page.drawText(title, { x: MARGIN, y, size: 12, font: bold });
    y -= 20;
    for (const line of rest) {
      if (y < MARGIN + 20) break;
      page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font });
      y -= BODY_SIZE + 4;
    }
    page.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: PAGE_WIDTH / 2 - 25,
      y: MARGIN - 20,
      size: 8,
      font,
    });
  }
  return pdf.save({ useObjectStreams: true });
}
