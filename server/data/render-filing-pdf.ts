import { PDFDocument, StandardFonts } from 'pdf-lib';
import { parsePage } from '#server/data/documents/page-markup.ts';
import { type JacketHeader, PdfCanvas, toWinAnsi } from '#server/data/documents/pdf-canvas.ts';
import { drawForm, drawTable } from '#server/data/documents/pdf-table.ts';
import { drawHeading, drawParagraph, drawTitle } from '#server/data/documents/pdf-text.ts';

export type { JacketHeader } from '#server/data/documents/pdf-canvas.ts';

/**
 * Renders a filing document: every stored page (in the markup of page-markup.ts) starts a new
 * PDF page under the jacket header; titles, headings, paragraphs, label/value forms and ruled
 * tables are laid out as a SERFF filing prints them, a page that runs over continues on the next
 * (repeating the table's header row), and every page is numbered "Page N of M".
 */
export async function renderFilingPdf(header: JacketHeader, pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(`SERFF filing ${header.serffTrackingNumber}`));
  pdf.setProducer('Rate Filing Intelligence');
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let canvas: PdfCanvas | undefined;
  for (const text of pages) {
    if (canvas) canvas.newPage();
    else canvas = new PdfCanvas(pdf, { regular, bold }, header);
    for (const block of parsePage(text)) {
      if (block.kind === 'title') drawTitle(canvas, block.lines);
      else if (block.kind === 'heading') drawHeading(canvas, block.text);
      else if (block.kind === 'paragraph') drawParagraph(canvas, block.text);
      else if (block.kind === 'space') canvas.y -= 6;
      else if (block.kind === 'form') drawForm(canvas, block.rows);
      else drawTable(canvas, block.header, block.rows);
    }
  }
  canvas?.numberPages();
  return pdf.save({ useObjectStreams: true });
}
