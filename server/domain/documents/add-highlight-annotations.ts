import {
  fill,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFRef,
  rectangle,
  setFillingRgbColor,
  setGraphicsState,
} from 'pdf-lib';
import type { Box } from './extract-page-words.ts';

/**
 * One highlight: the boxes it covers (one per line it spans) and what it marks; a search match
 * (the default) or a cited value (a citation's box, issue 25).
 */
export type Highlight = { boxes: Box[]; label: string; kind?: 'match' | 'cited' };

/** Highlighter yellow, multiplied onto the page so that the text under it stays black. */
export const HIGHLIGHT_COLOR = [1, 0.84, 0] as const;
/** Points added around a word's box (the glyphs' box is tight). */
const PAD = 0.8;

const padded = (box: Box): Box => ({
  x0: box.x0 - PAD,
  y0: box.y0 - PAD / 2,
  x1: box.x1 + PAD,
  y1: box.y1 + PAD / 2,
});

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Adds a /Highlight annotation (QuadPoints over each box, and an appearance stream: a yellow
 * rectangle in Multiply blend mode, half opaque so that a viewer without blend modes still shows
 * the text) for each highlight on page `page` (1-based), and makes the document open at that
 * page (/OpenAction). Throws when the bytes are not a PDF pdf-lib can rewrite (encrypted, say).
 */
export async function addHighlightAnnotations(
  bytes: Uint8Array,
  page: number,
  highlights: readonly Highlight[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const target = pdf.getPage(page - 1);
  const { context } = pdf;
  const state: PDFRef = context.register(
    context.obj({ Type: 'ExtGState', BM: 'Multiply', ca: 0.5, CA: 0.5 }),
  );
  const [red, green, blue] = HIGHLIGHT_COLOR;
  for (const highlight of highlights) {
    const boxes = highlight.boxes.map(padded);
    if (boxes.length === 0) continue;
    const rect = {
      x0: Math.min(...boxes.map((b) => b.x0)),
      y0: Math.min(...boxes.map((b) => b.y0)),
      x1: Math.max(...boxes.map((b) => b.x1)),
      y1: Math.max(...boxes.map((b) => b.y1)),
    };
    const appearance = context.register(
      context.formXObject(
        [
          setGraphicsState('GS0'),
          setFillingRgbColor(red, green, blue),
          ...boxes.map((b) =>
            rectangle(round(b.x0), round(b.y0), round(b.x1 - b.x0), round(b.y1 - b.y0)),
          ),
          fill(),
        ],
        {
          BBox: [rect.x0, rect.y0, rect.x1, rect.y1].map(round),
          Resources: { ExtGState: { GS0: state } },
        },
      ),
    );
    // QuadPoints per box: upper left, upper right, lower left, lower right (as viewers read them).
    const quads = boxes.flatMap((b) => [b.x0, b.y1, b.x1, b.y1, b.x0, b.y0, b.x1, b.y0].map(round));
    const annotation = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Highlight',
        Rect: [rect.x0, rect.y0, rect.x1, rect.y1].map(round),
        QuadPoints: quads,
        C: [...HIGHLIGHT_COLOR],
        F: 4,
        P: target.ref,
        Contents: PDFHexString.fromText(
          highlight.kind === 'cited' ? highlight.label : `Search match: ${highlight.label}`,
        ),
        AP: { N: appearance },
      }),
    );
    target.node.addAnnot(annotation);
  }
  pdf.catalog.set(PDFName.of('OpenAction'), context.obj([target.ref, 'XYZ', null, null, null]));
  return pdf.save();
}
