import { describe, expect, it } from 'vitest';
import { createGenerateContext, generateFiling } from './generate-filing.ts';
import { generateWorld } from './generate-world.ts';
import { US_STATES } from './reference/us-states.ts';

describe('generateWorld', () => {
  const world = generateWorld(42, 5_000);

  it('has at least 60 carrier groups with 1-6 companies and SERFF prefixes', () => {
    expect(world.carriers.length).toBeGreaterThanOrEqual(60);
    for (const c of world.carriers) {
      expect(c.prefix).toMatch(/^[A-Z]{4}$/);
      expect(c.companies.length).toBeGreaterThanOrEqual(1);
      expect(c.companies.length).toBeLessThanOrEqual(6);
    }
    expect(new Set(world.carriers.map((c) => c.prefix)).size).toBe(world.carriers.length);
  });

  it('has about 400 reviewers in every state and DC, each with name variants', () => {
    expect(world.reviewers.length).toBeGreaterThan(350);
    expect(world.reviewers.length).toBeLessThan(450);
    expect(new Set(world.reviewers.map((r) => r.state)).size).toBe(51);
    for (const r of world.reviewers) expect(r.alternativeNames.length).toBeGreaterThanOrEqual(2);
  });
});

describe('generateFiling', () => {
  const total = 3_000;
  const ctx = createGenerateContext(7, total);
  const filings = Array.from({ length: total }, (_, i) => generateFiling(ctx, i));

  it('is deterministic for one seed and differs for another', () => {
    expect(generateFiling(ctx, 123)).toEqual(filings[123]);
    const other = createGenerateContext(8, total);
    expect(generateFiling(other, 123)).not.toEqual(filings[123]);
  });

  it('numbers filings SERFF-style, unique and rising with submission time', () => {
    const numbers = filings.map((f) =>
      Number(f.whole.serff_tracking_number.replace(/^[A-Z]{4}-G?/, '')),
    );
    for (const f of filings) expect(f.whole.serff_tracking_number).toMatch(/^[A-Z]{4}-G?\d{9}$/);
    for (let i = 1; i < numbers.length; i++)
      expect(numbers[i]).toBeGreaterThan(numbers[i - 1] as number);
    const dates = filings.map((f) => f.whole.submitted_date ?? '');
    expect([...dates].sort()).toEqual(dates);
  });

  it('covers all states, effective dates 2018-2026, and the personal lines mix', () => {
    expect(new Set(filings.map((f) => f.whole.state)).size).toBe(US_STATES.length);
    for (const f of filings) {
      expect((f.whole.effective_date_new ?? '') >= '2018-01-01').toBe(true);
      expect((f.whole.effective_date_new ?? '9999') <= '2026-12-31').toBe(true);
    }
    const auto = filings.filter((f) => f.whole.line_of_business === '19.0 Personal Auto').length;
    const home = filings.filter((f) => f.whole.line_of_business === '04.0 Homeowners').length;
    expect(auto / total).toBeGreaterThan(0.4);
    expect(home / total).toBeGreaterThan(0.28);
    expect(auto).toBeGreaterThan(home);
  });

  it('spreads effective dates: no day holds more than a plausible share of filings', () => {
    // 3,000 filings over nine years average about one per day; clamping to the window's ends
    // once put 1% of all filings on 2026-12-31 and 2% in 2018's first three weeks.
    for (const field of ['effective_date_new', 'effective_date_renewal'] as const) {
      const perDay = new Map<string, number>();
      for (const f of filings) {
        const day = f.whole[field] ?? '';
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const busiest = Math.max(...perDay.values());
      expect(busiest, field).toBeLessThanOrEqual(8);
      expect(perDay.get('2026-12-31') ?? 0, field).toBeLessThanOrEqual(8);
      expect(perDay.get('2018-01-01') ?? 0, field).toBeLessThanOrEqual(8);
    }
  });

  it('draws rate figures per the facts: 0% refreshes, some decreases, indicated mostly above', () => {
    const impacts = filings.map((f) => f.whole.overall_rate_impact ?? 0);
    expect(impacts.filter((x) => x === 0).length / total).toBeGreaterThan(0.15);
    expect(impacts.filter((x) => x < 0).length / total).toBeGreaterThan(0.05);
    const rated = filings.filter((f) => f.whole.overall_indicated_change != null);
    const above = rated.filter(
      (f) => (f.whole.overall_indicated_change ?? 0) > (f.whole.overall_rate_impact ?? 0),
    );
    expect(above.length / rated.length).toBeGreaterThan(0.7);
    const multiple = filings.filter((f) => f.filings.length > 1);
    expect(multiple.length).toBeGreaterThan(0);
    for (const f of multiple) expect(f.whole.filing_company).toBe('Multiple');
  });

  it('gives every filing 3-40 document pages and 0-6 objection rounds with replies', () => {
    for (const f of filings) {
      expect(f.pages.length).toBeGreaterThanOrEqual(3);
      expect(f.pages.length).toBeLessThanOrEqual(40);
      expect(f.objections.length).toBeLessThanOrEqual(6);
      for (const o of f.objections) expect(o.reply_content).toBeTruthy();
    }
    expect(filings.some((f) => f.objections.length >= 3)).toBe(true);
  });

  it('takes longer to approve filings with objections', () => {
    const median = (xs: number[]): number =>
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const days = (withObjections: boolean): number[] =>
      filings
        .filter(
          (f) => f.whole.days_to_approval != null && f.objections.length > 0 === withObjections,
        )
        .map((f) => f.whole.days_to_approval as number);
    expect(median(days(true))).toBeGreaterThan(median(days(false)));
  });
});
