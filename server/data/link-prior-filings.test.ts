import { describe, expect, it } from 'vitest';
import { generateFiling } from './generate-filing.ts';
import { generateWorld } from './generate-world.ts';
import { createPriorFilingLinker } from './link-prior-filings.ts';

describe('createPriorFilingLinker', () => {
  const total = 2_000;
  const ctx = { world: generateWorld(7, total), seed: 7, total };
  const generate = () => Array.from({ length: total }, (_, i) => generateFiling(ctx, i));

  it("links each filing to the one before of its product, with that filing's rate change", () => {
    const filings = generate();
    const link = createPriorFilingLinker();
    for (const a of filings) link(a);
    const previous = new Map<number | null | undefined, (typeof filings)[number]>();
    let linked = 0;
    for (const a of filings) {
      const prior = previous.get(a.whole.product_segment);
      expect(a.whole.prior_serff_tracking_number).toBe(prior?.whole.serff_tracking_number ?? null);
      for (const f of a.filings) {
        expect(f.prior_serff_tracking_number).toBe(prior?.whole.serff_tracking_number ?? null);
        expect(f.prior_rate_change).toBe(prior ? prior.whole.overall_rate_impact : null);
      }
      if (prior) linked++;
      previous.set(a.whole.product_segment, a);
    }
    expect(linked).toBeGreaterThan(0);
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
