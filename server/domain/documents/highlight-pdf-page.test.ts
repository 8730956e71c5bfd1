import {
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFilingPdf } from '#server/data/render-filing-pdf.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { highlightPdfPage } from './highlight-pdf-page.ts';

type Rect = { x0: number; y0: number; x1: number; y1: number };
type ReadHighlight = { rect: Rect; quads: number[]; contents: string };

const numbers = (array: PDFArray | undefined) =>
  (array?.asArray() ?? []).map((n) => (n instanceof PDFNumber ? n.asNumber() : Number.NaN));

/** The /Highlight annotations of a page, read back with pdf-lib. */
async function highlightsOf(bytes: Uint8Array, page: number): Promise<ReadHighlight[]> {
  const pdf = await PDFDocument.load(bytes);
  const annots = pdf.getPage(page - 1).node.Annots();
  return (annots?.asArray() ?? [])
    .map((ref) => pdf.context.lookup(ref, PDFDict))
    .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Highlight'))
    .map((dict) => {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = numbers(dict.lookup(PDFName.of('Rect'), PDFArray));
      return {
        rect: { x0, y0, x1, y1 },
        quads: numbers(dict.lookup(PDFName.of('QuadPoints'), PDFArray)),
        contents: dict.lookup(PDFName.of('Contents'), PDFHexString).decodeText(),
      };
    });
}

/** The page /OpenAction points at (1-based), 0 for none. */
async function openActionPage(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  const action = pdf.catalog.lookup(PDFName.of('OpenAction'));
  if (!(action instanceof PDFArray)) return 0;
  const target = action.get(0);
  return pdf.getPages().findIndex((p) => target instanceof PDFRef && p.ref === target) + 1;
}

type Run = { str: string; x: number; y: number; size: number };

/** The text runs of a page as the PDF places them (pdf.js), for the expected word positions. */
async function runsOf(bytes: Uint8Array, page: number): Promise<Run[]> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const content = await (await doc.getPage(page)).getTextContent();
  await doc.loadingTask.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ str: item.str, x: item.transform[4], y: item.transform[5], size: item.transform[3] }]
      : [],
  );
}

/**
 * Where `word` (its `nth` occurrence in run text containing `context`) is printed: the run's
 * origin plus the advance of the text before it in the font the run is set in (glyph widths,
 * no kerning, as a Tj string is shown).
 */
async function wordBox(
  runs: Run[],
  context: string,
  word: string,
  fontName: StandardFonts,
): Promise<Rect> {
  const run = runs.find((r) => r.str.includes(context));
  if (!run) throw new Error(`no run with ${context}`);
  const font: PDFFont = await (await PDFDocument.create()).embedFont(fontName);
  const advance = (text: string) =>
    [...text].reduce((sum, char) => sum + font.widthOfTextAtSize(char, run.size), 0);
  const start = run.str.indexOf(context) + context.indexOf(word);
  const x0 = run.x + advance(run.str.slice(0, start));
  return { x0, x1: x0 + advance(word), y0: run.y, y1: run.y + 0.6 * run.size };
}

/** The highlight whose rectangle covers the word's box (within `slack` points). */
function covering(highlights: ReadHighlight[], box: Rect, slack: number) {
  return highlights.filter(
    ({ rect }) =>
      rect.x0 <= box.x0 + slack &&
      rect.x1 >= box.x1 - slack &&
      rect.y0 <= box.y0 &&
      rect.y1 >= box.y1 &&
      // and not much more than the word
      rect.x1 - rect.x0 <= box.x1 - box.x0 + 2 * slack + 2,
  );
}

const HEADER = {
  serffTrackingNumber: 'HLTS-134393024',
  stateTrackingNumber: null,
  companyTrackingNumber: null,
  state: 'TX',
  filingCompany: 'Beacon Mutual',
  toi: '19.0 Personal Auto',
  subToi: '19.0001 Private Passenger Auto',
  productName: 'Auto Plus',
  projectName: null,
  projectNumber: null,
};

const PAGES = [
  'Rate Filing\n\nThe filing revises base rates.',
  'Actuarial Memorandum\n\nWildfire load:\nThe wildfire loads were revised for the territories with wildfire exposure. Loading the rates is needed because the catastrophe model changed and the roof age of the insured homes rose.',
  'Rate Pages\n\nNo load on this page is revised either.',
];

describe.each(listTestTargets())('highlightPdfPage on %s', (target) => {
  let db: Database;
  let rendered: Uint8Array;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    rendered = await renderFilingPdf(HEADER, PAGES);
  });
  afterAll(async () => {
    await db.close();
  });

  it('marks every stemmed form of a word on that page, over the word, and opens there', async () => {
    const { bytes, highlights } = await highlightPdfPage(db, rendered, {
      page: 2,
      terms: ['load'],
    });
    expect(highlights).toBe(3);
    const read = await highlightsOf(bytes, 2);
    expect(read.map((h) => h.contents)).toEqual([
      'Search match: load',
      'Search match: loads',
      'Search match: Loading',
    ]);
    const runs = await runsOf(bytes, 2);
    const expected = [
      await wordBox(runs, 'Wildfire load', 'load', StandardFonts.HelveticaBold),
      await wordBox(runs, 'wildfire loads were', 'loads', StandardFonts.Helvetica),
      await wordBox(runs, 'Loading the', 'Loading', StandardFonts.Helvetica),
    ];
    for (const box of expected) expect(covering(read, box, 0.9)).toHaveLength(1);
    // One quad per highlight, the same corners as its rectangle (less the padding).
    for (const { rect, quads } of read) {
      expect(quads).toHaveLength(8);
      expect(quads[0]).toBeCloseTo(rect.x0, 1);
      expect(quads[2]).toBeCloseTo(rect.x1, 1);
    }
    expect(await highlightsOf(bytes, 1)).toEqual([]);
    expect(await highlightsOf(bytes, 3)).toEqual([]);
    expect(await openActionPage(bytes)).toBe(2);
  });

  it('highlights a phrase word for word and a prefix, and nothing for a stop word', async () => {
    const { bytes } = await highlightPdfPage(db, rendered, {
      page: 2,
      terms: ['roof age', 'catas*', 'the'],
    });
    const read = await highlightsOf(bytes, 2);
    expect(read.map((h) => h.contents).sort()).toEqual([
      'Search match: catastrophe',
      'Search match: roof age',
    ]);
    const runs = await runsOf(bytes, 2);
    const roof = await wordBox(runs, 'roof age', 'roof', StandardFonts.Helvetica);
    const age = await wordBox(runs, 'roof age', 'age', StandardFonts.Helvetica);
    expect(covering(read, { ...roof, x1: age.x1 }, 0.9)).toHaveLength(1);
    expect(
      covering(
        read,
        await wordBox(runs, 'catastrophe', 'catastrophe', StandardFonts.Helvetica),
        0.9,
      ),
    ).toHaveLength(1);
  });

  it('finds words in a stored PDF of another font, close to where they are printed', async () => {
    const pdf = await PDFDocument.create();
    const times = await pdf.embedFont(StandardFonts.TimesRoman);
    pdf.addPage([612, 792]);
    const page = pdf.addPage([612, 792]);
    page.drawText('Territory relativities were revised in 2024 for all territories.', {
      x: 72,
      y: 600,
      size: 12,
      font: times,
    });
    const stored = await pdf.save();
    const { bytes, highlights } = await highlightPdfPage(db, stored, {
      page: 2,
      terms: ['relativity', '2024'],
    });
    expect(highlights).toBe(2);
    const read = await highlightsOf(bytes, 2);
    const runs = await runsOf(bytes, 2);
    for (const word of ['relativities', '2024']) {
      const box = await wordBox(runs, word, word, StandardFonts.TimesRoman);
      expect(covering(read, box, 3), word).toHaveLength(1);
    }
  });

  it('marks the box of a cited value exactly, and nothing else where there are no terms', async () => {
    const box = { x: 120.5, y: 600.25, width: 42, height: 9 };
    const { bytes, highlights } = await highlightPdfPage(db, rendered, {
      page: 2,
      terms: [],
      boxes: [box],
    });
    expect(highlights).toBe(1);
    const read = await highlightsOf(bytes, 2);
    expect(read).toHaveLength(1);
    expect(read[0]?.contents).toBe('Cited value');
    // The rectangle is the box, padded a little (as a word's box is).
    const rect = read[0]?.rect ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
    expect(rect.x0).toBeCloseTo(box.x - 0.8, 1);
    expect(rect.x1).toBeCloseTo(box.x + box.width + 0.8, 1);
    expect(rect.y0).toBeCloseTo(box.y - 0.4, 1);
    expect(rect.y1).toBeCloseTo(box.y + box.height + 0.4, 1);
    expect(await openActionPage(bytes)).toBe(2);
  });

  it('opens a page without matches at that page, and serves what it cannot mark as it is', async () => {
    const none = await highlightPdfPage(db, rendered, { page: 3, terms: ['hail'] });
    expect(none.highlights).toBe(0);
    expect(await highlightsOf(none.bytes, 3)).toEqual([]);
    expect(await openActionPage(none.bytes)).toBe(3);
    const pastEnd = await highlightPdfPage(db, rendered, { page: 9, terms: ['load'] });
    expect(pastEnd.bytes).toBe(rendered);
    const junk = new TextEncoder().encode('%PDF-1.7 not really');
    expect((await highlightPdfPage(db, junk, { page: 1, terms: ['load'] })).bytes).toBe(junk);
  });
});
