import { describe, expect, it } from 'vitest';
import { tookEffect } from '#server/domain/filings/took-effect.ts';
import type { FilingAggregate } from './filing-rows.ts';
import { createGenerateContext, generateFiling } from './generate-filing.ts';
import { createPriorFilingLinker } from './link-prior-filings.ts';

const text = (v: unknown) => (v == null ? null : String(v));

/** The definition, by brute force: the latest filing of the program in force at submission. */
function expectedPrior(all: FilingAggregate[], a: FilingAggregate): FilingAggregate | undefined {
  const submitted = text(a.whole.submitted_date) ?? '\uffff';
  return all
    .filter(
      (p) =>
        p !== a &&
        p.whole.product_segment === a.whole.product_segment &&
        tookEffect(p.whole.disposition_status, text(p.whole.effective_date_new), submitted),
    )
    .sort((x, y) => {
      const ex = text(x.whole.effective_date_new) ?? '';
      const ey = text(y.whole.effective_date_new) ?? '';
      if (ex !== ey) return ex < ey ? -1 : 1;
      return x.whole.serff_tracking_number < y.whole.serff_tracking_number ? -1 : 1;
    })
    .at(-1);
}

describe('createPriorFilingLinker', () => {
  const total = 2_000;
  const ctx = createGenerateContext(7, total);
  const generate = () => Array.from({ length: total }, (_, i) => generateFiling(ctx, i));

  it('links each filing to the last filing of its product that took effect by its submission', () => {
    const filings = generate();
    const link = createPriorFilingLinker();
    for (const a of filings) link(a);
    const byNumber = new Map(filings.map((a) => [a.whole.serff_tracking_number, a]));
    let linked = 0;
    for (const a of filings) {
      const prior = expectedPrior(filings, a);
      expect(a.whole.prior_serff_tracking_number).toBe(prior?.whole.serff_tracking_number ?? null);
      for (const f of a.filings) {
        expect(f.prior_serff_tracking_number).toBe(prior?.whole.serff_tracking_number ?? null);
        expect(f.prior_rate_change).toBe(prior ? prior.whole.overall_rate_impact : null);
      }
      if (!prior) continue;
      linked++;
      // Never a withdrawn, disapproved or pending filing.
      const status = byNumber.get(prior.whole.serff_tracking_number)?.whole.disposition_status;
      expect(['Withdrawn', 'Disapproved', 'Pending', 'Review Pending']).not.toContain(status);
    }
    expect(linked).toBeGreaterThan(total / 2);
  });

  it('marks a filing that follows a withdrawn or disapproved one within a year as its refiling', () => {
    const filings = generate();
    const link = createPriorFilingLinker();
    for (const a of filings) link(a);
    const byNumber = new Map(filings.map((a) => [a.whole.serff_tracking_number, a]));
    const refilings = filings.filter((a) => a.whole.refiles_serff_tracking_number);
    expect(refilings.length).toBeGreaterThan(5);
    for (const a of refilings) {
      const refiled = byNumber.get(a.whole.refiles_serff_tracking_number ?? '');
      expect(refiled?.whole.product_segment).toBe(a.whole.product_segment);
      expect(['Withdrawn', 'Disapproved']).toContain(refiled?.whole.disposition_status);
      const closed = Date.parse(String(refiled?.whole.disposition_date));
      const submitted = Date.parse(String(a.whole.submitted_date));
      expect(submitted).toBeGreaterThanOrEqual(closed);
      expect(submitted - closed).toBeLessThanOrEqual(365 * 86_400_000);
      // A refiling never takes the filing it refiles as its prior revision.
      expect(a.whole.prior_serff_tracking_number).not.toBe(a.whole.refiles_serff_tracking_number);
    }
  });

  it('refuses filings of one product out of submission order', () => {
    const filings = generate();
    const first = filings[0];
    const later = filings.find(
      (a, i) => i > 0 && a.whole.product_segment === first?.whole.product_segment,
    );
    if (!first || !later) throw new Error('no two filings of one product');
    const link = createPriorFilingLinker();
    link(later);
    expect(() => link(first)).toThrow(/comes before/);
  });
});
