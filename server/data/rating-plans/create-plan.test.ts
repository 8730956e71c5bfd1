import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { HURRICANE_STATES, WILDFIRE_STATES } from '#server/data/reference/coverages.ts';
import { LINES_OF_BUSINESS } from '#server/data/reference/lines-of-business.ts';
import { US_STATES } from '#server/data/reference/us-states.ts';
import { CALIFORNIA_MARGIN, isOptionalInCalifornia } from './california-weighting.ts';
import { createRatingPlan } from './create-plan.ts';
import type { RatingPlan } from './rating-plan.ts';
import { isOrdered, spread } from './relativities.ts';
import { NO_CREDIT_AUTO, NO_GENDER_AUTO } from './state-rules.ts';

const SUB_TOIS = LINES_OF_BUSINESS.flatMap((l) =>
  l.subTois.map((s) => ({ subToi: s.name, kind: l.kind })),
);

function plans(seeds: number): RatingPlan[] {
  const out: RatingPlan[] = [];
  for (let seed = 0; seed < seeds; seed++) {
    const random = createRandom(seed, 7);
    for (const { subToi, kind } of SUB_TOIS) {
      for (const { code } of US_STATES) {
        out.push(
          createRatingPlan(random, {
            subToi,
            kind,
            state: code,
            premiumIndex: 0.6 + random.next(),
          }),
        );
      }
    }
  }
  return out;
}

const all = plans(4);
const names = (p: RatingPlan): string[] => p.factors.map((f) => f.name);

describe('createRatingPlan', () => {
  it('gives every table exactly one base level at 1.000, 3-decimal relativities and shares summing to 1', () => {
    const problems: string[] = [];
    for (const plan of all) {
      for (const f of plan.factors) {
        const at = `${plan.subToi} ${plan.state} ${f.name}`;
        if (f.relativities.filter((v) => v === 1).length !== 1 || f.relativities[f.base] !== 1) {
          problems.push(`${at}: base ${f.relativities}`);
        }
        if (f.relativities.some((v) => Math.round(v * 1000) / 1000 !== v || v < 0.1)) {
          problems.push(`${at}: relativities ${f.relativities}`);
        }
        const total = f.weights.reduce((s, w) => s + w, 0);
        if (Math.abs(total - 1) > 0.0015 || f.weights.some((w) => !(w > 0)))
          problems.push(`${at}: weights`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps ordered tables monotone (limits up, deductibles down, driver age U-shaped)', () => {
    const problems: string[] = [];
    for (const plan of all) {
      for (const f of plan.factors) {
        const at = `${plan.subToi} ${plan.state} ${f.name}`;
        if (!isOrdered(f.relativities, f.order, f.valley))
          problems.push(`${at}: ${f.relativities}`);
        const limits = f.category === 'Limits' && f.name !== 'Underlying Auto Limits';
        if (limits && f.order !== 'increasing') problems.push(`${at}: limits not increasing`);
        if (f.category === 'Deductible' && f.order !== 'decreasing')
          problems.push(`${at}: deductible`);
      }
      const age = plan.factors.find((f) => f.name === 'Driver Age');
      if (age) {
        const v = age.relativities;
        const low = v[age.valley] ?? 0;
        const inside = age.valley > 0 && age.valley < v.length - 1;
        if (!inside || !((v[0] ?? 0) > low) || !((v.at(-1) ?? 0) > low))
          problems.push(`${plan.state}: age ${v}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("varies a program's tables a little around the catalog", () => {
    const symbols = all
      .filter((p) => p.subToi.startsWith('19.0001') && p.state === 'OH')
      .map((p) => p.factors.find((f) => f.name === 'Vehicle Symbol')?.relativities[0]);
    expect(new Set(symbols).size).toBeGreaterThan(2);
    for (const s of symbols) {
      expect(s).toBeGreaterThan(0.55);
      expect(s).toBeLessThan(0.9);
    }
  });

  it('leaves out what the state forbids in personal auto and perils the state does not carry', () => {
    for (const plan of all) {
      const n = names(plan);
      if (plan.kind === 'auto' && NO_GENDER_AUTO.has(plan.state)) expect(n).not.toContain('Gender');
      if (plan.kind === 'auto' && NO_CREDIT_AUTO.has(plan.state)) {
        expect(n).not.toContain('Credit-Based Insurance Score');
      }
      if (plan.kind === 'auto' && plan.state === 'CA')
        expect(n).not.toContain('Occupation and Education');
      if (!HURRICANE_STATES.has(plan.state)) expect(n).not.toContain('Hurricane Load');
      if (!WILDFIRE_STATES.has(plan.state)) expect(n).not.toContain('Wildfire Load');
    }
    const ppa = (state: string) =>
      all.find((p) => p.subToi.startsWith('19.0001') && p.state === state);
    expect(names(ppa('TX') as RatingPlan)).toContain('Gender');
    expect(names(ppa('TX') as RatingPlan)).toContain('Credit-Based Insurance Score');
    const home = (state: string) =>
      all.find((p) => p.subToi.startsWith('04.0003') && p.state === state);
    expect(names(home('FL') as RatingPlan)).toContain('Hurricane Load');
    expect(names(home('CA') as RatingPlan)).toContain('Wildfire Load');
  });

  it('uses only variables the line uses', () => {
    for (const plan of all) {
      const n = names(plan);
      const code = plan.subToi.slice(0, 7);
      if (code === '04.0004') {
        expect(n).not.toContain('Roof Age');
        expect(n).not.toContain('Age of Home');
      }
      if (code === '16.0004') {
        expect(plan.factors.some((f) => f.category === 'Limits')).toBe(false);
        expect(plan.factors.some((f) => f.labels.some((l) => /\$[125],000,000/.test(l)))).toBe(
          false,
        );
        const mod = plan.factors.find((f) => f.name === 'Experience Modification');
        expect(mod?.relativities[mod.labels.indexOf('Unity (1.00)')]).toBe(1);
        expect(n).toEqual(
          expect.arrayContaining(['Schedule Rating', 'Premium Size Discount', 'Hazard Group']),
        );
      }
      if (code === '17.0019') {
        expect(n).toEqual(expect.arrayContaining(['Underlying Auto Limits', 'Number of Autos']));
      }
      if (code === '20.0000') {
        expect(n).toEqual(
          expect.arrayContaining(['Radius of Operation', 'Vehicle Weight Class', 'Fleet Size']),
        );
      }
      if (plan.kind !== 'auto') expect(n).not.toContain('Gender');
    }
  });

  it('weighs driving record, mileage and years licensed most in California auto', () => {
    const ca = all.filter((p) => p.state === 'CA' && /^19\.000[01]/.test(p.subToi));
    expect(ca.length).toBeGreaterThan(0);
    for (const plan of ca) {
      expect(plan.californiaWeighting).toBe(true);
      const mandatory = plan.factors
        .filter((f) => f.mandatoryInCalifornia)
        .map((f) => spread(f.relativities));
      expect(mandatory).toHaveLength(3);
      const territory = plan.factors.find((f) => f.name === 'Territory');
      const widestOptional = Math.max(
        ...plan.factors.filter(isOptionalInCalifornia).map((f) => spread(f.relativities)),
      );
      expect(Math.min(...mandatory)).toBeGreaterThan(widestOptional * CALIFORNIA_MARGIN * 0.99);
      expect(spread(territory?.relativities ?? [])).toBeLessThan(Math.min(...mandatory));
    }
    const elsewhere = all.find((p) => p.state === 'OH' && p.subToi.startsWith('19.0001'));
    const territoryOh = elsewhere?.factors.find((f) => f.name === 'Territory');
    expect(spread(territoryOh?.relativities ?? [])).toBeGreaterThan(1.7);
  });

  it('scales base rates with the premium index, whole dollars (WC per $100 payroll to cents)', () => {
    const random = createRandom(3);
    const cheap: number[] = [];
    const dear: number[] = [];
    for (let i = 0; i < 200; i++) {
      const input = {
        subToi: '19.0001 Private Passenger Auto (PPA)',
        kind: 'auto' as const,
        state: 'OH',
      };
      cheap.push(createRatingPlan(random, { ...input, premiumIndex: 0.7 }).baseRates[0]?.rate ?? 0);
      dear.push(createRatingPlan(random, { ...input, premiumIndex: 1.4 }).baseRates[0]?.rate ?? 0);
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(dear) / mean(cheap)).toBeGreaterThan(1.85);
    expect(mean(dear) / mean(cheap)).toBeLessThan(2.15);
    expect(new Set(cheap).size).toBeGreaterThan(10);
    for (const plan of all) {
      const total = plan.baseRates.reduce((s, r) => s + r.share, 0);
      expect(Math.abs(total - 1)).toBeLessThan(0.0015);
      for (const r of plan.baseRates) {
        const unit = plan.subToi.startsWith('16.') ? 100 : 1;
        expect(Math.round(r.rate * unit) / unit).toBe(r.rate);
        expect(r.rate).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic for a seed', () => {
    const input = {
      subToi: '04.0003 Owner Occupied Homeowners',
      kind: 'home' as const,
      state: 'FL',
      premiumIndex: 2,
    };
    expect(createRatingPlan(createRandom(9), input)).toEqual(
      createRatingPlan(createRandom(9), input),
    );
  });
});
