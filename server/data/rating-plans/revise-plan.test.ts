import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { LINES_OF_BUSINESS } from '#server/data/reference/lines-of-business.ts';
import { US_STATES } from '#server/data/reference/us-states.ts';
import { CALIFORNIA_MARGIN, isOptionalInCalifornia } from './california-weighting.ts';
import { createRatingPlan } from './create-plan.ts';
import type { RatingPlan } from './rating-plan.ts';
import { isOrdered, spread } from './relativities.ts';
import { type PlanRevision, reviseRatingPlan } from './revise-plan.ts';

const SUB_TOIS = LINES_OF_BUSINESS.flatMap((l) =>
  l.subTois.map((s) => ({ subToi: s.name, kind: l.kind })),
);

type Step = {
  before: RatingPlan;
  revision: PlanRevision;
  impact: number;
  kind: 'rate' | 'refresh';
};

/** Every sub-TOI in every state, each program revised 8 times in a row. */
function chains(seed: number): Step[] {
  const random = createRandom(seed, 11);
  const steps: Step[] = [];
  for (const { subToi, kind } of SUB_TOIS) {
    for (const { code } of US_STATES) {
      let plan = createRatingPlan(random, {
        subToi,
        kind,
        state: code,
        premiumIndex: 0.5 + random.next() * 2,
      });
      for (let i = 0; i < 8; i++) {
        const refresh = random.chance(0.2);
        const impact = refresh ? 0 : Math.round((random.next() * 80 - 25) * 10) / 10;
        const input = {
          trackingNumber: `T-${i}`,
          impact,
          kind: refresh ? ('refresh' as const) : ('rate' as const),
        };
        const revision = reviseRatingPlan(random, plan, input);
        steps.push({ before: plan, revision, impact, kind: input.kind });
        plan = revision.next;
      }
    }
  }
  return steps;
}

const steps = [...chains(1), ...chains(2)];
const rate = steps.filter((s) => s.kind === 'rate');
const refresh = steps.filter((s) => s.kind === 'refresh');

function compounded(r: PlanRevision): number {
  const baseEffect =
    r.baseRates.reduce((s, b) => s + ((b.exposure_share ?? 0) * b.after_rate) / b.before_rate, 0) -
    1;
  let total = 1 + baseEffect;
  for (const f of r.factors) total *= 1 + (f.change ?? 0) / 100;
  return total * (1 + (r.offBalance ?? 0) / 100) - 1;
}

describe('reviseRatingPlan', () => {
  it('compounds base rates, factor effects and the off-balance to the impact within a point', () => {
    let worst = 0;
    for (const s of steps)
      worst = Math.max(worst, Math.abs(compounded(s.revision) - s.impact / 100));
    expect(worst).toBeLessThan(0.01);
    expect(worst).toBeLessThan(0.002);
  });

  it('keeps the base level at 1.000, the order and the shares of every revised table', () => {
    const problems: string[] = [];
    for (const { before, revision } of steps) {
      for (const row of revision.factors) {
        const f = before.factors.find((x) => x.name === row.factor);
        const at = `${before.subToi} ${before.state} ${row.factor}`;
        if (!f) throw new Error(`${at}: not in the plan`);
        const bases = row.levels.filter((l) => l.base === true);
        if (bases.length !== 1 || bases[0]?.before !== 1 || bases[0]?.after !== 1) {
          problems.push(`${at}: base level`);
        }
        if (row.levels.filter((l) => l.after === 1).length !== 1)
          problems.push(`${at}: other 1.000`);
        const after = row.levels.map((l) => l.after);
        if (!isOrdered(after, f.order, f.valley)) problems.push(`${at}: out of order ${after}`);
        if (after.some((v) => Math.round(v * 1000) / 1000 !== v))
          problems.push(`${at}: not rounded`);
        const weights = row.levels.reduce((sum, l) => sum + (l.weight ?? 0), 0);
        if (Math.abs(weights - 1) > 0.0015) problems.push(`${at}: weights sum to ${weights}`);
        if (row.company !== null) problems.push(`${at}: company`);
        if (row.levels.every((l) => l.before === l.after)) problems.push(`${at}: nothing changed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("states each factor's change as its premium effect and keeps the min - max text", () => {
    const row = rate.flatMap((s) => s.revision.factors)[0];
    if (!row) throw new Error('no factor rows');
    const sum = (k: 'before' | 'after') =>
      row.levels.reduce((s, l) => s + (l.weight ?? 0) * l[k], 0);
    expect(row.change).toBeCloseTo(100 * (sum('after') / sum('before') - 1), 3);
    const befores = row.levels.map((l) => l.before);
    expect(row.before_value).toBe(
      `${Math.min(...befores).toFixed(3)} - ${Math.max(...befores).toFixed(3)}`,
    );
    for (const l of row.levels) {
      expect(Math.abs(l.change - (l.after / l.before - 1) * 100)).toBeLessThan(0.00051);
    }
  });

  it('persists: the revision starts from the plan, next holds the after, untouched tables stay', () => {
    const problems: string[] = [];
    const same = (a: readonly unknown[], b: readonly unknown[] | undefined) =>
      b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
    for (const { before, revision } of steps) {
      const revised = new Set(revision.factors.map((f) => f.factor));
      for (const row of revision.factors) {
        const was = before.factors.find((f) => f.name === row.factor);
        const now = revision.next.factors.find((f) => f.name === row.factor);
        if (
          !same(
            row.levels.map((l) => l.before),
            was?.relativities,
          )
        )
          problems.push(`${row.factor} before`);
        if (
          !same(
            row.levels.map((l) => l.after),
            now?.relativities,
          )
        )
          problems.push(`${row.factor} after`);
      }
      before.factors.forEach((f, i) => {
        if (!revised.has(f.name) && revision.next.factors[i] !== f)
          problems.push(`${f.name} touched`);
      });
      const rates = revision.baseRates;
      if (
        !same(
          rates.map((b) => b.before_rate),
          before.baseRates.map((b) => b.rate),
        )
      )
        problems.push('base before');
      if (
        !same(
          revision.next.baseRates.map((b) => b.rate),
          rates.map((b) => b.after_rate),
        )
      )
        problems.push('base next');
      if (
        !same(
          rates.map((b) => b.exposure_share),
          before.baseRates.map((b) => b.share),
        )
      )
        problems.push('shares');
    }
    expect(problems).toEqual([]);
  });

  it('revises 1-5 tables in a rate filing (sometimes none) and 1-2 in a refresh, a few percent each', () => {
    const counts = rate.map((s) => s.revision.factors.length);
    expect(Math.max(...counts)).toBe(5);
    const none = counts.filter((c) => c === 0).length / counts.length;
    expect(none).toBeGreaterThan(0.08);
    expect(none).toBeLessThan(0.25);
    for (const s of refresh) {
      expect(s.revision.factors.length).toBeGreaterThanOrEqual(1);
      expect(s.revision.factors.length).toBeLessThanOrEqual(2);
    }
    const effects = steps.flatMap((s) => s.revision.factors.map((f) => Math.abs(f.change ?? 0)));
    const small = effects.filter((e) => e <= 5).length / effects.length;
    expect(small).toBeGreaterThan(0.97);
    expect(Math.max(...effects)).toBeLessThan(12);
  });

  it('lets base rates carry most of a rate change and keeps the off-balance mostly within 3%', () => {
    const big = rate.filter((s) => Math.abs(s.impact) >= 10);
    const carried = big.filter((s) => {
      const base = s.revision.baseRates.reduce(
        (sum, b) => sum + ((b.exposure_share ?? 0) * b.after_rate) / b.before_rate,
        -1,
      );
      return (
        Math.sign(base) === Math.sign(s.impact) && Math.abs(base) >= 0.6 * Math.abs(s.impact / 100)
      );
    });
    expect(carried.length / big.length).toBeGreaterThan(0.95);
    const stated = steps.map((s) => s.revision.offBalance).filter((o): o is number => o !== null);
    expect(stated.length / steps.length).toBeGreaterThan(0.4);
    expect(stated.length / steps.length).toBeLessThan(0.9);
    expect(stated.filter((o) => Math.abs(o) <= 3).length / stated.length).toBeGreaterThan(0.9);
    for (const s of refresh) {
      const changed = s.revision.baseRates.filter((b) => b.after_rate !== b.before_rate);
      const ob = s.revision.offBalance ?? 0;
      const product = s.revision.factors.reduce((p, f) => p * (1 + (f.change ?? 0) / 100), 1);
      // Base rates left alone: the stated off-balance offsets the refreshed tables in full.
      if (changed.length === 0 && s.revision.offBalance !== null)
        expect(Math.abs(product * (1 + ob / 100) - 1)).toBeLessThan(0.0001);
      const moved = s.revision.baseRates.reduce(
        (sum, b) => sum + ((b.exposure_share ?? 0) * b.after_rate) / b.before_rate,
        -1,
      );
      expect(Math.abs(moved)).toBeLessThan(0.07);
    }
  });

  it('keeps base rates positive and rounded, one row per coverage', () => {
    const problems: string[] = [];
    for (const { before, revision } of steps) {
      if (revision.baseRates.length !== before.baseRates.length)
        problems.push(`${before.subToi}: rows`);
      const unit = before.rateDecimals === 2 ? 100 : 1;
      for (const b of revision.baseRates) {
        const at = `${before.subToi} ${b.coverage}`;
        if (!(b.after_rate > 0) || Math.round(b.after_rate * unit) / unit !== b.after_rate) {
          problems.push(`${at}: rate ${b.after_rate}`);
        }
        if (Math.abs(b.change - (b.after_rate / b.before_rate - 1) * 100) > 0.00051)
          problems.push(`${at}: change`);
        if (b.company !== null) problems.push(`${at}: company`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps California auto weighted towards the mandatory factors across revisions', () => {
    const ca = steps.filter((s) => s.before.californiaWeighting).map((s) => s.revision.next);
    expect(ca.length).toBeGreaterThan(20);
    for (const plan of ca) {
      const mandatory = Math.min(
        ...plan.factors.filter((f) => f.mandatoryInCalifornia).map((f) => spread(f.relativities)),
      );
      const optional = Math.max(
        ...plan.factors.filter(isOptionalInCalifornia).map((f) => spread(f.relativities)),
      );
      expect(mandatory).toBeGreaterThan(optional * CALIFORNIA_MARGIN * 0.99);
    }
  });

  it('never revises the definitional experience modification or schedule rating', () => {
    const wc = steps.filter((s) => s.before.subToi.startsWith('16.'));
    expect(wc.length).toBeGreaterThan(100);
    for (const s of wc) {
      const names = s.revision.factors.map((f) => f.factor);
      expect(names).not.toContain('Experience Modification');
      expect(names).not.toContain('Schedule Rating');
    }
  });

  it('keeps long-lived tables near their starting shape (30 revisions)', () => {
    const random = createRandom(21);
    const ratios: number[] = [];
    for (const { subToi, kind } of SUB_TOIS) {
      for (const state of ['CA', 'TX', 'FL', 'NY', 'OH']) {
        for (let k = 0; k < 4; k++) {
          let plan = createRatingPlan(random, { subToi, kind, state, premiumIndex: 1 });
          const start = plan.factors.map((f) => spread(f.relativities));
          for (let i = 0; i < 30; i++) {
            const kind = random.chance(0.2) ? ('refresh' as const) : ('rate' as const);
            const impact = random.next() * 30 - 5;
            plan = reviseRatingPlan(random, plan, { trackingNumber: 'X', impact, kind }).next;
          }
          plan.factors.forEach((f, i) => {
            ratios.push(spread(f.relativities) / (start[i] ?? 1));
          });
        }
      }
    }
    ratios.sort((a, b) => a - b);
    expect(ratios[0]).toBeGreaterThan(0.5);
    expect(ratios.at(-1)).toBeLessThan(2.5);
    expect(ratios[Math.floor(ratios.length * 0.95)]).toBeLessThan(1.35);
  });
});
