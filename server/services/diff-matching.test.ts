import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiffReport, diffReportSchema } from '#contract/intelligence/diff-report.ts';
import { IntelligenceService } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createServiceClient, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createIntelligenceService } from './intelligence-service.ts';

/** A factor table: [level, before, after, base?]. */
const table = (rows: [string, number, number, boolean?][]) =>
  rows.map(([level, before, after, base]) => ({
    level,
    before,
    after,
    change: Math.round((after / before - 1) * 100_000) / 1000,
    ...(base ? { base: true } : {}),
  }));

const DRIVER_AGE_P1 = table([
  ['16-20', 2.0, 2.1],
  ['21-24', 1.5, 1.55],
  ['25-64', 1, 1, true],
]);
const DRIVER_AGE_Q1 = table([
  ['16-20', 1.9, 2.0],
  ['21-24', 1.4, 1.45],
  ['25-64', 1, 1, true],
  ['75+', 1.1, 1.2],
]);
const TERRITORY_P2 = table([
  ['Territory 1', 1, 1, true],
  ['Territory 2', 1.2, 1.25],
]);

/**
 * The diff's matching rules (ADR 022) on a small market: program P (Pine Mutual: P1, then P2)
 * and program Q (Quarry Casualty: Q1) in Texas personal auto.
 */
describe.each(listTestTargets())('CreateDiff matching rules on %s', (target) => {
  let db: Database;
  const tn = { p1: '', p2: '', q1: '' };
  const client = () =>
    createServiceClient(
      IntelligenceService,
      createIntelligenceService({ getDatabase: async () => db, rewriteProse: undefined }),
      'u1',
    );
  const diff = async (a: string, b: string): Promise<DiffReport> => {
    const res = await client().createDiff({ serffTrackingNumberA: a, serffTrackingNumberB: b });
    expect(res.errorMessage).toBe('');
    return diffReportSchema.parse(JSON.parse(res.reportJson));
  };
  const factor = (r: DiffReport, name: string) => {
    const fold = (x: string) => x.toLowerCase().replace(/\s+/g, ' ');
    const f = r.factorTables?.find((x) => fold(x.name) === fold(name));
    if (!f) throw new Error(`no factor ${name} in the diff`);
    return f;
  };

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertCarrier(db, 'Pine Mutual Group');
    await insertCarrier(db, 'Quarry Casualty Group');
    const segment = async (carrier: string) => {
      const [row] = await db.query<{ id: number }>(
        `insert into product_segments (carrier, state, line_of_business, product_name)
         values ($1, 'TX', '19.0 Personal Auto', 'Auto') returning id`,
        [carrier],
      );
      if (!row) throw new Error('no segment');
      return row.id;
    };
    const p = await segment('Pine Mutual Group');
    const q = await segment('Quarry Casualty Group');
    const p1 = await insertFiling(db, {
      carrier: 'Pine Mutual Group',
      product_segment: p,
      submitted_date: '2021-12-01',
      effective_date_new: '2022-03-01',
      disposition_status: 'Approved',
      companies: [{ company: 'Pine Mutual Insurance Company', written_premium_for_program: 9e6 }],
      ratingFactors: [
        { factor: 'Driver Age', category: 'Driver', change: 3, levels: DRIVER_AGE_P1 },
      ],
      baseRates: [{ coverage: 'Bodily Injury', before_rate: 300, after_rate: 310, change: 3.333 }],
    });
    const p2 = await insertFiling(db, {
      carrier: 'Pine Mutual Group',
      product_segment: p,
      submitted_date: '2023-01-10',
      effective_date_new: '2023-04-01',
      disposition_status: 'Approved',
      companies: [
        { company: 'Pine Mutual Insurance Co.', written_premium_for_program: 9e6 },
        { company: 'Pine Preferred', written_premium_for_program: 2e6 },
        { company: 'Pine Select', written_premium_for_program: 1e6 },
      ],
      ratingFactors: [
        { factor: 'Territory', category: 'Location', change: 2, levels: TERRITORY_P2 },
      ],
      baseRates: [{ coverage: 'Bodily Injury', before_rate: 310, after_rate: 320, change: 3.226 }],
    });
    const q1 = await insertFiling(db, {
      carrier: 'Quarry Casualty Group',
      product_segment: q,
      submitted_date: '2023-02-01',
      effective_date_new: '2023-05-01',
      disposition_status: 'Approved',
      companies: [
        { company: 'Quarry Casualty Company', written_premium_for_program: 7e6 },
        { company: 'Quarry Preferred', written_premium_for_program: 3e6 },
      ],
      ratingFactors: [
        { factor: 'driver  age', category: 'Driver', change: 4, levels: DRIVER_AGE_Q1 },
        {
          factor: 'Multi-Car',
          category: 'Policy',
          change: -1,
          levels: table([
            ['Yes', 0.9, 0.88],
            ['No', 1, 1, true],
          ]),
        },
      ],
      baseRates: [{ coverage: 'Property Damage', before_rate: 200, after_rate: 210, change: 5 }],
    });
    tn.p1 = p1.serff_tracking_number;
    tn.p2 = p2.serff_tracking_number;
    tn.q1 = q1.serff_tracking_number;
  });
  afterAll(async () => {
    await db.close();
  });

  it('one program over time: a factor B did not revise reads as in force when B was filed', async () => {
    const r = await diff(tn.p1, tn.p2);
    const age = factor(r, 'Driver Age');
    expect(age.status).toBe('not-revised-in-b');
    expect(age.a).toEqual({ serffTrackingNumber: tn.p1, revised: true, change: 3 });
    // P1 took effect (2022-03-01) before P2 was filed (2023-01-10): B's table is P1's.
    expect(age.b).toEqual({ serffTrackingNumber: tn.p1, revised: false, change: null });
    expect(age.levels.map((l) => [l.level, l.a, l.b, l.difference, l.base])).toEqual([
      ['16-20', 2.1, 2.1, 0, false],
      ['21-24', 1.55, 1.55, 0, false],
      ['25-64', 1, 1, 0, true],
    ]);
    // Territory: revised by B; A's program revises it (in P2), but nothing was in force when A was filed.
    const territory = factor(r, 'Territory');
    expect(territory.status).toBe('not-revised-in-a');
    expect(territory.a).toEqual({ serffTrackingNumber: null, revised: false, change: null });
    expect(territory.levels.map((l) => [l.level, l.a, l.b])).toEqual([
      ['Territory 1', null, 1],
      ['Territory 2', null, 1.25],
    ]);
    // Base rates revised by both filings.
    expect(r.baseRates).toEqual([
      expect.objectContaining({
        coverage: 'Bodily Injury',
        status: 'revised-in-both',
        rate: expect.objectContaining({ a: 310, b: 320, difference: 10, percentDifference: 3.23 }),
      }),
    ]);
  });

  it('two carriers: levels paired by name, "not revised" told apart from "not used"', async () => {
    const r = await diff(tn.p2, tn.q1);
    const age = factor(r, 'Driver Age');
    expect(age.status).toBe('not-revised-in-a');
    // A (P2, filed 2023-01-10) reads P1's table, in force since 2022-03-01; names fold case and spaces.
    expect(age.a.serffTrackingNumber).toBe(tn.p1);
    expect(age.b).toEqual({ serffTrackingNumber: tn.q1, revised: true, change: 4 });
    expect(age.levels.map((l) => [l.level, l.a, l.b, l.difference, l.percentDifference])).toEqual([
      ['16-20', 2.1, 2, -0.1, -4.76],
      ['21-24', 1.55, 1.45, -0.1, -6.45],
      ['25-64', 1, 1, 0, 0],
      ['75+', null, 1.2, null, null],
    ]);
    expect(factor(r, 'Territory').status).toBe('not-used-by-b');
    expect(factor(r, 'Multi-Car').status).toBe('not-used-by-a');
    expect(factor(r, 'Multi-Car').levels.every((l) => l.a === null)).toBe(true);
    const rates = new Map(r.baseRates?.map((x) => [x.coverage, x]));
    // Bodily injury: revised by A; Q's program never revises it.
    expect(rates.get('Bodily Injury')).toMatchObject({
      status: 'not-used-by-b',
      rate: { a: 320, b: null },
    });
    // Property damage: revised by B; P's program never revises it.
    expect(rates.get('Property Damage')).toMatchObject({
      status: 'not-used-by-a',
      rate: { a: null, b: 210 },
    });
  });

  it('B - A and B / A - 1 of every level agree with SQL over the stored tables', async () => {
    const r = await diff(tn.p1, tn.q1);
    const age = factor(r, 'Driver Age');
    expect(age.status).toBe('revised-in-both');
    const expected = await db.query<{ level: string; difference: number; percent: number }>(
      `with side as (
         select rf.serff_tracking_number as tn, l->>'level' as level, (l->>'after')::float8 as after
         from rating_factors rf, jsonb_array_elements(rf.levels) l
         where lower(regexp_replace(rf.factor, '\\s+', ' ', 'g')) = 'driver age')
       select a.level, round((b.after - a.after)::numeric, 3)::float8 as difference,
              round(((b.after / a.after - 1) * 100)::numeric, 2)::float8 as percent
       from side a join side b on b.level = a.level and b.tn = $2
       where a.tn = $1 order by a.level`,
      [tn.p1, tn.q1],
    );
    expect(expected.length).toBe(3);
    const byLevel = new Map(age.levels.map((l) => [l.level, l]));
    for (const row of expected) {
      expect(byLevel.get(row.level)?.difference).toBeCloseTo(row.difference, 3);
      expect(byLevel.get(row.level)?.percentDifference).toBeCloseTo(row.percent, 2);
    }
  });

  it('pairs companies by name first, then by role, then by written-premium rank', async () => {
    const same = await diff(tn.p1, tn.p2);
    // "Insurance Company" and "Insurance Co." are one company.
    expect(same.companyPairs).toEqual([
      { a: 'Pine Mutual Insurance Company', b: 'Pine Mutual Insurance Co.', rule: 'name' },
      { a: null, b: 'Pine Preferred', rule: 'unmatched' },
      { a: null, b: 'Pine Select', rule: 'unmatched' },
    ]);
    const single = await diff(tn.p1, tn.q1);
    // P1 has one company (its filing company); Q1 has two ("Multiple"): the largest pairs.
    expect(single.companyPairs).toEqual([
      { a: 'Pine Mutual Insurance Company', b: 'Quarry Casualty Company', rule: 'premium-rank' },
      { a: null, b: 'Quarry Preferred', rule: 'unmatched' },
    ]);
    const two = await diff(tn.q1, tn.p2);
    expect(two.companyPairs).toEqual([
      { a: 'Quarry Casualty Company', b: 'Pine Mutual Insurance Co.', rule: 'premium-rank' },
      { a: 'Quarry Preferred', b: 'Pine Preferred', rule: 'premium-rank' },
      { a: null, b: 'Pine Select', rule: 'unmatched' },
    ]);
    // Per-company figures follow the pairing: no company reads "only in A/B" when paired.
    const paired = two.companies.find((c) => c.company === 'Quarry Preferred');
    expect(paired).toMatchObject({ companyB: 'Pine Preferred', presentIn: 'both' });
    expect(paired?.figures.find((f) => f.metric === 'written_premium_for_program')).toMatchObject({
      a: 3e6,
      b: 2e6,
      delta: -1e6,
    });
  });

  it('exports the comparison as CSV with raw numbers and as a brief in Markdown', async () => {
    const res = await client().createDiff({
      serffTrackingNumberA: tn.p2,
      serffTrackingNumberB: tn.q1,
    });
    const lines = res.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'section,item,level,a,b,difference_b_minus_a,percent_difference,status,source_a,source_b',
    );
    expect(lines).toContain(
      `rating factor,driver  age,16-20,2.1,2,-0.1,-4.76,Not revised in A,${tn.p1},${tn.q1}`,
    );
    expect(lines).toContain(`base rate,Bodily Injury,,320,,,,Not used by B,${tn.p2},`);
    expect(res.markdown).toContain(`# Filing comparison: ${tn.p2} and ${tn.q1}`);
    expect(res.markdown).toContain('## Rating factor: Multi-Car (Not used by A)');
    expect(res.markdown).toContain('| 16-20 | 2.100 | 2.000 | −0.100 | −4.8% |');
    const failed = await client().createDiff({
      serffTrackingNumberA: tn.p2,
      serffTrackingNumberB: 'NOPE-1',
    });
    expect([failed.csv, failed.markdown]).toEqual(['', '']);
  });
});
