import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '#contract/documents/extraction-confidence.ts';
import { checkOverallFigures, roundingOf } from './check-overall-figures.ts';
import { EVAL_SEED, generateFilings } from './eval/evaluate-pdf-extraction.ts';
import { renderRebuiltPdf } from './eval/render-generated-pdf.ts';
import { extractFiling } from './extract-filing.ts';
import type { Extracted, ExtractedCompany, RateFigures } from './extracted-filing.ts';
import { parseMoney, parsePercent } from './parse-figures.ts';
import { readPdfText } from './read-pdf-text.ts';

const box = { x: 0, y: 0, width: 10, height: 10 };
const at = (text: string, value: number): Extracted<number> => ({
  value,
  text,
  page: 1,
  box,
  confidence: 0.95,
});
const pct = (text: string) => at(text, parsePercent(text)?.value ?? Number.NaN);
const money = (text: string) => at(text, parseMoney(text)?.value ?? Number.NaN);
const company = (name: string, figures: RateFigures): ExtractedCompany => ({
  name: { value: name, text: name, page: 1, box, confidence: 0.95 },
  figures,
});

const two = [
  company('A', { rate_impact: pct('5.2%'), written_premium_for_program: money('$1,000,000') }),
  company('B', { rate_impact: pct('3.0%'), written_premium_for_program: money('$3,000,000') }),
];

describe('checkOverallFigures', () => {
  it('tells rounding from the printed digits', () => {
    expect(roundingOf('5.2%')).toBeCloseTo(0.05, 10);
    expect(roundingOf('-0.125%')).toBeCloseTo(0.0005, 10);
    expect(roundingOf('$1,234,567')).toBe(0.5);
  });

  it('keeps the confidence of an overall figure that agrees within rounding', () => {
    // Premium-weighted 3.55%: printed 3.6% is within 0.05 (overall) + 0.05 (companies).
    const checked = checkOverallFigures(two, {
      rate_impact: pct('3.6%'),
      written_premium_for_program: money('$4,000,001'),
    });
    expect(checked.rate_impact?.confidence).toBe(0.95);
    expect(checked.written_premium_for_program?.confidence).toBe(0.95);
  });

  it('keeps a disagreeing printed figure but lowers it below the check threshold', () => {
    const checked = checkOverallFigures(two, {
      rate_impact: pct('3.8%'),
      written_premium_for_program: money('$4,000,010'),
    });
    expect(checked.rate_impact?.value).toBe(3.8);
    expect(checked.rate_impact?.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(checked.written_premium_for_program?.value).toBe(4_000_010);
    expect(checked.written_premium_for_program?.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('checks a largest change and a one-company filing against the company', () => {
    const one = [company('A', { max_change: pct('12.0%'), rate_impact: pct('4.1%') })];
    const checked = checkOverallFigures(one, {
      max_change: pct('15.0%'),
      rate_impact: pct('4.1%'),
    });
    expect(checked.max_change?.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(checked.rate_impact?.confidence).toBe(0.95);
  });

  it('does not check what the companies do not all print (a figure, or the premium to weight by)', () => {
    const partial = [
      company('A', { rate_impact: pct('5.2%'), policyholders_affected: at('100', 100) }),
      company('B', { rate_impact: pct('3.0%') }),
    ];
    const checked = checkOverallFigures(partial, {
      rate_impact: pct('9.9%'),
      policyholders_affected: at('5,000', 5000),
    });
    expect(checked.rate_impact?.confidence).toBe(0.95);
    expect(checked.policyholders_affected?.confidence).toBe(0.95);
  });

  it('flags the printed overall rate impact of a generated PDF whose overall row was altered, and nothing of an unaltered one', async () => {
    const a = generateFilings(40, EVAL_SEED).find(
      (f) =>
        f.filings.length > 1 &&
        f.filings.every((c) => (c.written_premium_for_program ?? 0) > 0 && c.rate_impact !== null),
    );
    if (!a) throw new Error('no multi-company filing with premiums');
    const low = (figures: RateFigures) =>
      Object.entries(figures).flatMap(([field, v]) =>
        v.confidence < LOW_CONFIDENCE ? [field] : [],
      );

    const as = extractFiling(await readPdfText(await renderRebuiltPdf(a)));
    expect(Object.keys(as.overall)).toContain('rate_impact');
    expect(low(as.overall)).toEqual([]);

    const printed = (a.whole.overall_rate_impact ?? 0) + 2;
    const altered = { ...a, whole: { ...a.whole, overall_rate_impact: printed } };
    const e = extractFiling(await readPdfText(await renderRebuiltPdf(altered)));
    expect(e.overall.rate_impact?.value).toBeCloseTo(printed, 1);
    expect(low(e.overall)).toEqual(['rate_impact']);
  }, 30_000);
});
