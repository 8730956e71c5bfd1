import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

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

export type Fonts = { regular: PDFFont; bold: PDFFont };

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 46;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TOP = PAGE_HEIGHT - 36;
const BOTTOM = 52;
const JACKET_SIZE = 7.5;
export const GRID_COLOR = rgb(0.45, 0.45, 0.45);
export const INK = rgb(0, 0, 0);

const NON_WIN_ANSI = /[^\x20-\x7e]/g;
/** Standard PDF fonts only encode WinAnsi: keep printable ASCII. */
export const toWinAnsi = (text: string): string => text.replace(NON_WIN_ANSI, '?');

type Pair = readonly [label: string, value: string];

function jacketLines(h: JacketHeader): Pair[][] {
  return [
    [
      ['SERFF Tracking #:', h.serffTrackingNumber],
      ['State Tracking #:', h.stateTrackingNumber ?? ''],
      ['Company Tracking #:', h.companyTrackingNumber ?? ''],
    ],
    [
      ['State:', h.state],
      ['Filing Company:', h.filingCompany],
    ],
    [['TOI/Sub-TOI:', `${h.toi}/${h.subToi}`]],
    [['Product Name:', h.productName]],
    [['Project Name/Number:', `${h.projectName ?? ''}/${h.projectNumber ?? ''}`]],
  ];
}

/** The pages of one PDF: a cursor that starts a new page (with the jacket) when one is full. */
export class PdfCanvas {
  page: PDFPage;
  y = TOP;
  readonly fonts: Fonts;
  private readonly pdf: PDFDocument;
  private readonly jacket: Pair[][];

  constructor(pdf: PDFDocument, fonts: Fonts, header: JacketHeader) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.jacket = jacketLines(header);
    this.page = this.newPage();
  }

  /** Starts a page and prints the jacket header; returns it. */
  newPage(): PDFPage {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    let y = TOP;
    for (const pairs of this.jacket) {
      let x = MARGIN;
      for (const [label, value] of pairs) {
        const text = toWinAnsi(value);
        this.page.drawText(label, { x, y, size: JACKET_SIZE, font: this.fonts.bold });
        x += this.fonts.bold.widthOfTextAtSize(label, JACKET_SIZE) + 3;
        this.page.drawText(text, { x, y, size: JACKET_SIZE, font: this.fonts.regular });
        x += this.fonts.regular.widthOfTextAtSize(text, JACKET_SIZE) + 16;
      }
      y -= JACKET_SIZE + 2.5;
    }
    this.page.drawLine({
      start: { x: MARGIN, y: y + 3 },
      end: { x: PAGE_WIDTH - MARGIN, y: y + 3 },
      thickness: 1,
      color: INK,
    });
    this.y = y - 14;
    return this.page;
  }

  /** True when `height` more points fit above the bottom margin. */
  fits(height: number): boolean {
    return this.y - height >= BOTTOM;
  }

  /** Starts a new page unless `height` fits; true when it did. */
  ensure(height: number): boolean {
    if (this.fits(height)) return false;
    this.newPage();
    return true;
  }

  /** Prints "Page N of M" at the foot of every page. */
  numberPages(): void {
    const pages = this.pdf.getPages();
    for (const [k, page] of pages.entries()) {
      const text = `Page ${k + 1} of ${pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(text, 8);
      page.drawText(text, {
        x: (PAGE_WIDTH - width) / 2,
        y: 28,
        size: 8,
        font: this.fonts.regular,
      });
    }
  }
}
