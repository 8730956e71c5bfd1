import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { extractFormFields } from './extract-form-fields.ts';
import type { FilingSource, SourceDocument } from './read-import-sources.ts';
import { type PdfText, readPdfText } from './read-pdf-text.ts';
import { REQUIRED_FIELDS } from './to-import-rows.ts';

/** A filing's documents read, joined into the one PDF that is stored and cited. */
export type FilingDocuments = {
  /** The stored PDF: the summary document first, then the others in name order. */
  bytes: Uint8Array;
  /** The filing's summary pages (numbered as in `bytes`), or null when no document is one. */
  summary: PdfText | null;
  /** The other documents' pages, numbered as in `bytes`, one PdfText each. */
  others: PdfText[];
  /** Every page, numbered as in `bytes`. */
  all: PdfText;
  /** How many documents were joined. */
  documents: number;
  /** The documents left out, with the reason ("rates.xlsx: not a PDF"). */
  skipped: string[];
};

const isPdf = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes('%PDF-');

type Readable = { name: string; bytes: Uint8Array; text: PdfText; pdf?: PDFDocument };

/**
 * How much of a filing's summary a document's text holds: the required fields its forms state
 * (a document without the SERFF tracking number is no summary), then all the fields.
 */
function summaryScore(text: PdfText): [number, number] {
  const { fields } = extractFormFields(text.pages.filter((p) => p.hasTextLayer));
  if (!fields.serff_tracking_number) return [0, 0];
  return [REQUIRED_FIELDS.filter((f) => fields[f]).length, Object.keys(fields).length];
}

const better = (a: [number, number], b: [number, number]): boolean =>
  a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/** The document holding the filing's summary (the first of the best, in name order), or -1. */
function pickSummary(readable: readonly Readable[]): number {
  let best = -1;
  let bestScore: [number, number] = [0, 0];
  for (const [k, doc] of readable.entries()) {
    const score = summaryScore(doc.text);
    if (score[0] > 0 && better(score, bestScore)) {
      best = k;
      bestScore = score;
    }
  }
  return best;
}

/** The pages of `text` renumbered from `offset + 1`. */
const shifted = (text: PdfText, offset: number): PdfText => ({
  pageCount: text.pageCount,
  pages: text.pages.map((p) => ({ ...p, page: p.page + offset })),
});

async function join(docs: readonly Readable[]): Promise<Uint8Array> {
  const [first] = docs;
  if (!first) throw new Error('no document');
  if (docs.length === 1) return first.bytes;
  const out = await PDFDocument.create();
  for (const doc of docs) {
    const source = doc.pdf ?? (await PDFDocument.load(doc.bytes));
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save({ useObjectStreams: true });
}

/** A document read, or why it cannot be ("not a PDF", "cannot be read as a PDF (...)"). */
async function readOne(
  doc: SourceDocument,
  joined: boolean,
): Promise<Readable | { problem: string }> {
  if (!isPdf(doc.bytes)) return { problem: 'not a PDF' };
  let text: PdfText;
  try {
    text = await readPdfText(doc.bytes);
  } catch (error) {
    return { problem: `cannot be read as a PDF (${(error as Error).message})` };
  }
  if (!joined) return { ...doc, text };
  try {
    // Joined documents are copied page by page: an encrypted one cannot be (its streams would
    // be copied still encrypted), so it is left out rather than stored unreadable.
    return { ...doc, text, pdf: await PDFDocument.load(doc.bytes, { updateMetadata: false }) };
  } catch (error) {
    return {
      problem:
        error instanceof EncryptedPDFError
          ? "encrypted, so it cannot be joined to the filing's other documents"
          : `cannot be joined (${(error as Error).message})`,
    };
  }
}

/**
 * Reads the documents of one filing (a PDF, or a zip's PDFs): the text of every page, and which
 * document is the filing's summary (the one whose forms state the SERFF tracking number and most
 * of the required fields). The documents are joined into one PDF, the summary first, so that
 * every value cites a page of the one stored file. A lone document that cannot be read makes the
 * whole source fail (a message); among several, one that cannot be read or joined (not a PDF,
 * damaged, encrypted) is left out and named in `skipped`, as long as one remains.
 */
export async function readFilingDocuments(
  source: FilingSource,
): Promise<{ ok: true; read: FilingDocuments } | { ok: false; error: string }> {
  const several = source.documents.length > 1;
  const skipped = [...(source.skipped ?? [])];
  const readable: Readable[] = [];
  let lone = 'no document';
  for (const doc of source.documents) {
    const one = await readOne(doc, several);
    if ('problem' in one) {
      skipped.push(`${doc.name}: ${one.problem}`);
      lone = one.problem === 'not a PDF' ? `${doc.name} is not a PDF` : one.problem;
    } else readable.push(one);
  }
  if (readable.length === 0)
    return {
      ok: false,
      error: several ? `no document could be read (${skipped.join('; ')})` : lone,
    };
  const summaryAt = pickSummary(readable);
  const ordered =
    summaryAt > 0
      ? [readable[summaryAt] as Readable, ...readable.filter((_, k) => k !== summaryAt)]
      : readable;
  let bytes: Uint8Array;
  try {
    bytes = await join(ordered);
  } catch (error) {
    return { ok: false, error: `cannot be read as a PDF (${(error as Error).message})` };
  }
  let offset = 0;
  const texts = ordered.map((doc) => {
    const text = shifted(doc.text, offset);
    offset += doc.text.pageCount;
    return text;
  });
  const all: PdfText = { pageCount: offset, pages: texts.flatMap((t) => t.pages) };
  return {
    ok: true,
    read: {
      bytes,
      summary: summaryAt >= 0 ? (texts[0] ?? null) : null,
      others: summaryAt >= 0 ? texts.slice(1) : texts,
      all,
      documents: ordered.length,
      skipped,
    },
  };
}
