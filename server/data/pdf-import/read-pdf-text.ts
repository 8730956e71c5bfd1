import { getDocumentProxy } from 'unpdf';
import { mergeWordRuns } from './merge-word-runs.ts';

/** One run of text on a page, in PDF units (origin bottom-left; `y` is the baseline). */
export type TextItem = {
  text: string;
  x: number;
  y: number;
  width: number;
  /** The font size, which is also the height of the item's box. */
  size: number;
};

/** The text layer of one page; `hasTextLayer` is false for a page that is only drawn (a scan). */
export type PageText = {
  page: number;
  width: number;
  height: number;
  items: TextItem[];
  hasTextLayer: boolean;
};

export type PdfText = { pageCount: number; pages: PageText[] };

/** The part of pdf.js's text content this module reads (items; marked-content entries have no `str`). */
type RawItem = { str?: string; transform?: number[]; width?: number; height?: number };

function toItem(raw: RawItem): TextItem | null {
  if (typeof raw.str !== 'string' || raw.str.trim() === '' || !raw.transform) return null;
  const [a = 0, b = 0, , d = 0, e = 0, f = 0] = raw.transform;
  // Rotated text (b != 0) is kept with its origin; the size is the scale of the glyph matrix.
  const size = Math.abs(d) > 0 ? Math.abs(d) : Math.hypot(a, b);
  return { text: raw.str, x: e, y: f, width: raw.width ?? 0, size: size || (raw.height ?? 0) };
}

/**
 * Reads the text of every page with pdf.js (through unpdf): each text run with its position and
 * size, runs split at a space joined again (merge-word-runs.ts). Throws when the bytes are not a readable PDF (the caller reports the file as bad).
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const doc = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
      const content = await page.getTextContent();
      const runs: TextItem[] = [];
      for (const raw of content.items as RawItem[]) {
        const item = toItem(raw);
        if (item) runs.push({ ...item, x: item.x - x0, y: item.y - y0 });
      }
      const items = mergeWordRuns(runs);
      pages.push({
        page: n,
        width: x1 - x0,
        height: y1 - y0,
        items,
        hasTextLayer: items.length > 0,
      });
      page.cleanup();
    }
    return { pageCount: doc.numPages, pages };
  } finally {
    await doc.loadingTask.destroy();
  }
}
