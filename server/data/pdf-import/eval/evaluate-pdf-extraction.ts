import { LOW_CONFIDENCE } from '#contract/documents/extraction-confidence.ts';
import type { FilingAggregate } from '#server/data/filing-rows.ts';
import { createGenerateContext, generateFiling } from '#server/data/generate-filing.ts';
import { extractFiling } from '#server/data/pdf-import/extract-filing.ts';
import { readPdfText } from '#server/data/pdf-import/read-pdf-text.ts';
import type { EvalLayout } from './eval-layouts.ts';
import { expectedValues, printsRates } from './expected-values.ts';
import { flattenExtracted } from './flatten-extracted.ts';
import { renderGeneratedPdf } from './render-generated-pdf.ts';
import { type Scores, scoreExtraction } from './score-extraction.ts';

export const EVAL_SEED = 20_261_125;

/** The seeded generator's filings 0..count-1 (deterministic). */
export function generateFilings(count: number, seed = EVAL_SEED): FilingAggregate[] {
  const ctx = createGenerateContext(seed, count);
  return Array.from({ length: count }, (_, k) => generateFiling(ctx, k));
}

/**
 * The filings a varied layout is tried on: multi-company rate filings, filings with factor
 * tables, and others, in the generator's order (so every layout meets each kind).
 */
export function pickVariedFilings(
  all: readonly FilingAggregate[],
  perKind: number,
): FilingAggregate[] {
  const multi = all.filter((a) => a.filings.length > 1 && printsRates(a.whole.filing_type));
  const factors = all.filter((a) => a.factors.length > 0 && !multi.includes(a));
  const other = all.filter((a) => !multi.includes(a) && !factors.includes(a));
  return [...multi.slice(0, perKind), ...factors.slice(0, perKind), ...other.slice(0, perKind)];
}

export type EvalRun = {
  scores: Scores;
  documents: number;
  pages: number;
  millis: number;
  /** Printed overall figures read, and those flagged "check" (below LOW_CONFIDENCE). */
  overall: { read: number; flagged: number };
};

async function run(
  filings: readonly FilingAggregate[],
  render: (a: FilingAggregate) => Promise<Uint8Array>,
  into: EvalRun,
): Promise<void> {
  for (const a of filings) {
    const bytes = await render(a);
    const started = performance.now();
    const text = await readPdfText(bytes);
    const extracted = extractFiling(text);
    into.millis += performance.now() - started;
    into.documents += 1;
    into.pages += text.pageCount;
    scoreExtraction(expectedValues(a), flattenExtracted(extracted), into.scores);
    // The generator's overall rows agree with their companies: none should be flagged for that.
    const overall = Object.values(extracted.overall);
    into.overall.read += overall.length;
    into.overall.flagged += overall.filter((v) => v.confidence < LOW_CONFIDENCE).length;
  }
}

const emptyRun = (): EvalRun => ({
  scores: new Map(),
  documents: 0,
  pages: 0,
  millis: 0,
  overall: { read: 0, flagged: 0 },
});

/** Accuracy by field on the generator's own PDFs of `filings`. */
export async function evaluateGeneratorLayout(
  filings: readonly FilingAggregate[],
): Promise<EvalRun> {
  const out = emptyRun();
  await run(filings, renderGeneratedPdf, out);
  return out;
}

/** Accuracy by field over a set of varied layouts, each rendering every filing given. */
export async function evaluateLayouts(
  filings: readonly FilingAggregate[],
  layouts: readonly EvalLayout[],
): Promise<{ total: EvalRun; byLayout: Map<string, EvalRun> }> {
  const total = emptyRun();
  const byLayout = new Map<string, EvalRun>();
  for (const layout of layouts) {
    const one = emptyRun();
    await run(filings, layout.render, one);
    byLayout.set(layout.name, one);
    for (const [field, s] of one.scores) {
      const t = total.scores.get(field) ?? { checked: 0, correct: 0, invented: 0 };
      t.checked += s.checked;
      t.correct += s.correct;
      t.invented += s.invented;
      total.scores.set(field, t);
    }
    total.documents += one.documents;
    total.pages += one.pages;
    total.millis += one.millis;
    total.overall.read += one.overall.read;
    total.overall.flagged += one.overall.flagged;
  }
  return { total, byLayout };
}
