import { describe, expect, it } from 'vitest';
import { EVAL_SEED, generateFilings, pickVariedFilings } from './eval/evaluate-pdf-extraction.ts';
import { expectedValues } from './eval/expected-values.ts';
import { flattenExtracted } from './eval/flatten-extracted.ts';
import { TUNED_SYSTEM_LAYOUTS } from './eval/layouts-tuned.ts';
import { renderGeneratedPdf } from './eval/render-generated-pdf.ts';
import { renderSystemLayoutPdf } from './eval/render-system-layout-pdf.ts';
import { renderVariantPdf } from './eval/render-variant-pdf.ts';
import { accuracyOf, type Scores, scoreExtraction, totalOf } from './eval/score-extraction.ts';
import { variant } from './eval/variant-options.ts';
import { extractFiling } from './extract-filing.ts';
import { readPdfText } from './read-pdf-text.ts';

const filings = generateFilings(8, EVAL_SEED);
const withFactors = filings.find((a) => a.factors.length > 0 && a.filings.length > 0);

describe('extractFiling', () => {
  it('reads the generator layout of eight filings at 98% or better, inventing nothing', async () => {
    const scores: Scores = new Map();
    for (const a of filings) {
      const text = await readPdfText(await renderGeneratedPdf(a));
      scoreExtraction(expectedValues(a), flattenExtracted(extractFiling(text)), scores);
    }
    const total = totalOf(scores);
    expect(total.invented).toBe(0);
    expect(accuracyOf(total)).toBeGreaterThanOrEqual(0.98);
  }, 60_000);

  it('keeps page, box and confidence for each value', async () => {
    const a = filings[0];
    if (!a) throw new Error('no filing');
    const e = extractFiling(await readPdfText(await renderGeneratedPdf(a)));
    const tn = e.fields.serff_tracking_number;
    expect(tn?.value).toBe(a.whole.serff_tracking_number);
    expect(tn?.page).toBe(1);
    expect(tn?.confidence).toBeGreaterThan(0.9);
    expect(tn?.box.width).toBeGreaterThan(10);
    expect(tn?.box.y).toBeGreaterThan(400);
  });

  it('reads reordered columns, a split factor table and an image-only page', async () => {
    if (!withFactors) throw new Error('no filing with factors');
    const layout = variant('test', {
      font: 'TimesRoman',
      rateColumns: ['min_change', 'company', 'rate_impact', 'indicated_change', 'max_change'],
      factorColumns: ['level', 'after', 'before'],
      splitFactorTableAfter: 2,
      repeatHeader: false,
      imageOnlyPage: true,
    });
    const text = await readPdfText(await renderVariantPdf(withFactors, layout));
    const e = extractFiling(text);
    expect(e.pagesWithoutText).toEqual([2]);
    const expected = expectedValues(withFactors);
    const actual = flattenExtracted(e);
    for (const f of withFactors.factors)
      for (const l of f.levels)
        expect(actual.get(`factor[${f.factor}].level[${l.level}].before`)).toBeCloseTo(l.before, 3);
    const company = withFactors.filings[0];
    if (!company) throw new Error('no company');
    expect(actual.get(`company[${company.company}].rate_impact`)).toBe(
      expected.get(`company[${company.company}].rate_impact`),
    );
    // Columns the layout does not print stay missing.
    expect(actual.get(`company[${company.company}].written_premium_for_program`)).toBeNull();
  }, 30_000);

  it("reads other systems' structures: grids without colons, companies as columns or blocks, factors in one table or under a two-row header", async () => {
    const [multi, withTables] = pickVariedFilings(generateFilings(40, EVAL_SEED), 1);
    if (!multi || !withTables) throw new Error('no filings');
    for (const layout of TUNED_SYSTEM_LAYOUTS) {
      const scores: Scores = new Map();
      for (const a of [multi, withTables]) {
        const text = await readPdfText(await renderSystemLayoutPdf(a, layout));
        scoreExtraction(expectedValues(a), flattenExtracted(extractFiling(text)), scores);
      }
      const total = totalOf(scores);
      expect(total.invented, layout.name).toBe(0);
      expect(accuracyOf(total), layout.name).toBeGreaterThanOrEqual(0.98);
    }
  }, 60_000);
});
