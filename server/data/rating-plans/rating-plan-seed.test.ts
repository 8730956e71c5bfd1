import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { createRatingPlan } from './create-plan.ts';
import { reviseRatingPlan } from './revise-plan.ts';

// The speed of plan generation is measured by the seeding benchmark (docs/demo-data.md), not here:
// a timing assertion fails on a busy machine without anything being wrong.
describe('rating plans, seed', () => {
  it('is deterministic for a seed', () => {
    const input = {
      subToi: '19.0001 Private Passenger Auto (PPA)',
      kind: 'auto' as const,
      state: 'TX',
      premiumIndex: 1.1,
    };
    const run = (seed: number) => {
      const random = createRandom(seed);
      const plan = createRatingPlan(random, input);
      return reviseRatingPlan(random, plan, { trackingNumber: 'X', impact: 12.5, kind: 'rate' });
    };
    expect(run(4)).toEqual(run(4));
  });
});
