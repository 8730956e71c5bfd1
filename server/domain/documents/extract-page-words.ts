import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

/** A rectangle in the page's user space (PDF points, origin bottom-left). */
export type Box = { x0: number; y0: number; x1: number; y1: number };

/** A word of a page (a run of letters and digits), in reading order, with its box. */
export type PageWord = { text: string; box: Box };

/** The words of one page; undefined when the PDF has fewer pages. */
export type PageWords = { pageCount: number; words: PageWord[] } | undefined;

/** What this module reads of pdf.js's text items (marked-content entries have no `str`). */
type RawItem = { str?: string; transform?: number[]; width?: number; fontName?: string };
type RawStyle = { ascent?: number; descent?: number };

const WORD = /[\p{L}\p{N}]+/gu;
const charWidths = new Map<string, number>();
let helvetica: Promise<PDFFont> | undefined;

/** Helvetica's metrics (a standard font: nothing is read from disk). */
function loadHelvetica(): Promise<PDFFont> {
  helvetica ??= PDFDocument.create().then((pdf) => pdf.embedFont(StandardFonts.Helvetica));
  return helvetica;
}

/**
 * The advance of a character in Helvetica (per point of size): the relative widths by which the
 * width of a text run is shared among its characters. The PDFs the app renders are set in
 * Helvetica, so their words are placed exactly; in an imported PDF of another proportional font
 * a word is off by a fraction of a character at most.
 */
function charWidth(font: PDFFont, char: string): number {
  let width = charWidths.get(char);
  if (width === undefined) {
    try {
      width = font.widthOfTextAtSize(char, 1);
    } catch {
      width = 0.556; // outside WinAnsi: Helvetica's digit width
    }
    charWidths.set(char, width);
  }
  return width;
}

/** The words of one text run, placed along it by their share of the run's width. */
function wordsOfItem(item: RawItem, styles: Record<string, RawStyle>, font: PDFFont): PageWord[] {
  const { str, transform, width } = item;
  if (!str || !transform || !width || width <= 0) return [];
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = transform;
  // Only upright, unrotated text is highlighted (rotated runs are rare in filings).
  if (Math.abs(b) > 1e-6 || Math.abs(c) > 1e-6 || a <= 0) return [];
  const size = Math.abs(d);
  const style = styles[item.fontName ?? ''] ?? {};
  const ascent = style.ascent && style.ascent > 0 && style.ascent < 1.5 ? style.ascent : 0.8;
  const descent = style.descent && style.descent < 0 && style.descent > -1 ? style.descent : -0.2;
  const chars = [...str];
  const advances = chars.map((char) => charWidth(font, char));
  const total = advances.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return [];
  const scale = width / total;
  // The x offset of each UTF-16 index of `str` (the regex reports those).
  const offsets: number[] = [];
  let x = 0;
  for (const [k, char] of chars.entries()) {
    for (let unit = 0; unit < char.length; unit++) offsets.push(x);
    x += (advances[k] ?? 0) * scale;
  }
  offsets.push(x);
  const words: PageWord[] = [];
  for (const match of str.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    words.push({
      text: match[0],
      box: {
        x0: e + (offsets[start] ?? 0),
        x1: e + (offsets[end] ?? x),
        y0: f + descent * size,
        y1: f + ascent * size,
      },
    });
  }
  return words;
}

/**
 * The words of page `page` (1-based) of a PDF with their boxes, read with pdf.js (unpdf): each
 * text run's position and width come from the PDF, a word's place inside the run from character
 * widths. Throws when the bytes are not a readable PDF.
 */
export async function extractPageWords(bytes: Uint8Array, page: number): Promise<PageWords> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const font = await loadHelvetica();
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  try {
    if (page < 1 || page > doc.numPages) return undefined;
    const content = await (await doc.getPage(page)).getTextContent();
    const styles = content.styles as Record<string, RawStyle>;
    const words = (content.items as RawItem[]).flatMap((item) => wordsOfItem(item, styles, font));
    return { pageCount: doc.numPages, words };
  } finally {
    await doc.loadingTask.destroy();
  }
}
