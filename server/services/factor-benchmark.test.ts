import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { codeOf, createServiceClient } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createAnalyticsService } from './analytics-service.ts';

/*
 * Issue 21, factor benchmarks: every figure of AnalyticsService.GetFactorBenchmark recomputed
 * with SQL written from docs/analytics-definitions.md ("Factor benchmark") over rating_factors
 * and whole_filings, the took-effect statuses spelled out here.
 */

const APPROVED = `('Approved', 'Closed-Approved', 'Approved as Amended', 'Closed-Received/Filed',
  'Filed', 'Acknowledged', 'Authorized', 'Deemed')`;

/** Each program's revisions of each factor that took effect by $1, one table per filing. */
const REVISIONS = `select distinct on (w.serff_tracking_number, r.factor)
    w.serff_tracking_number as tn, w.carrier, w.state, w.line_of_business as line,
    coalesce(w.product_segment::text, w.carrier || '|' || w.clean_product_name) as program,
    w.effective_date_new as eff, w.submitted_date as sub, r.factor, r.levels
  from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
  where w.disposition_status in ${APPROVED} and w.effective_date_new <= $1::date
  order by w.serff_tracking_number, r.factor, r.id`;

/** The current table of each program and factor, one row per level. */
const CURRENT_LEVELS = `with rev as (${REVISIONS}),
  latest as (select *, row_number() over (partition by state, line, program, factor
    order by eff desc, sub desc nulls first, tn desc) as n from rev)
  select state, line, factor, program, carrier, tn, l->>'level' as level,
    (l->>'after')::float8 as after, (l->>'change')::float8 as change
  from latest cross join jsonb_array_elements(levels) l where n = 1`;

const today = () => new Date().toISOString().slice(0, 10);

describe.each(listTestTargets())('factor benchmark on %s', (target) => {
  let db: Database;
  let empty: Database;
  const client = () =>
    createServiceClient(
      AnalyticsService,
      createAnalyticsService({ getDatabase: async () => db }),
      'user-a',
    );

  beforeAll(async () => {
    db = await createTestDatabase(target);
    empty = await createTestDatabase(target);
    await seedDatabase(db, { filings: 1000, seed: 21 });
  });
  afterAll(async () => {
    await db?.close();
    await empty?.close();
  });

  it('gives each program its current relativity and the spread, as SQL does', async () => {
    const [pick] = await db.query<{ state: string; line: string; factor: string; level: string }>(
      `select state, line, factor, level from (${CURRENT_LEVELS}) c
       group by 1, 2, 3, 4 order by count(*) desc, count(distinct carrier) desc, 1, 2, 3, 4 limit 1`,
      [today()],
    );
    if (!pick) throw new Error('no current factor table');
    const benchmark = await client().getFactorBenchmark({
      state: pick.state,
      lineOfBusiness: pick.line,
      factor: pick.factor,
      level: pick.level,
    });
    expect([benchmark.state, benchmark.lineOfBusiness, benchmark.factor, benchmark.level]).toEqual([
      pick.state,
      pick.line,
      pick.factor,
      pick.level,
    ]);
    const expected = await db.query<{ tn: string; carrier: string; after: number; change: number }>(
      `select tn, carrier, after, change from (${CURRENT_LEVELS}) c
       where state = $2 and line = $3 and factor = $4 and level = $5 order by after, carrier, tn`,
      [today(), pick.state, pick.line, pick.factor, pick.level],
    );
    expect(expected.length).toBeGreaterThan(1);
    const rows = [...benchmark.rows].sort(
      (a, b) => a.relativity - b.relativity || a.carrier.localeCompare(b.carrier),
    );
    expect(rows.map((r) => [r.serffTrackingNumber, r.carrier, r.relativity, r.change])).toEqual(
      expected.map((e) => [e.tn, e.carrier, e.after, e.change]),
    );
    // Sorted by relativity; each row's last revision is the current one.
    expect(benchmark.rows.map((r) => r.relativity)).toEqual(expected.map((e) => e.after));
    for (const row of benchmark.rows)
      expect(row.revisions.at(-1)?.serffTrackingNumber).toBe(row.serffTrackingNumber);

    const [spread] = await db.query<{
      n: number;
      carriers: number;
      min: number;
      median: number;
      max: number;
    }>(
      `select count(*)::int as n, count(distinct carrier)::int as carriers, min(after) as min,
         percentile_cont(0.5) within group (order by after) as median, max(after) as max
       from (${CURRENT_LEVELS}) c where state = $2 and line = $3 and factor = $4 and level = $5`,
      [today(), pick.state, pick.line, pick.factor, pick.level],
    );
    expect(benchmark.spread?.programs).toBe(spread?.n);
    expect(benchmark.spread?.carriers).toBe(spread?.carriers);
    expect(benchmark.spread?.min).toBeCloseTo(Number(spread?.min), 6);
    expect(benchmark.spread?.median).toBeCloseTo(Number(spread?.median), 6);
    expect(benchmark.spread?.max).toBeCloseTo(Number(spread?.max), 6);

    // The choices: programs per factor of the state and line, per level of the factor.
    const factors = await db.query<{ value: string; count: number }>(
      `select factor as value, count(distinct program)::int as count from (${REVISIONS}) r
       where state = $2 and line = $3 group by 1`,
      [today(), pick.state, pick.line],
    );
    expect(new Map(benchmark.factors.map((f) => [f.value, f.count]))).toEqual(
      new Map(factors.map((f) => [f.value, f.count])),
    );
    const levels = await db.query<{ value: string; count: number }>(
      `select level as value, count(*)::int as count from (${CURRENT_LEVELS}) c
       where state = $2 and line = $3 and factor = $4 group by 1`,
      [today(), pick.state, pick.line, pick.factor],
    );
    expect(new Map(benchmark.levels.map((f) => [f.value, f.count]))).toEqual(
      new Map(levels.map((f) => [f.value, f.count])),
    );

    // Year by year: the relativity of each program's table in force at the end of the year.
    const years = await db.query<{
      year: number;
      n: number;
      min: number;
      median: number;
      max: number;
    }>(
      `with rev as (${REVISIONS}),
       mine as (select * from rev where state = $2 and line = $3 and factor = $4),
       years as (select generate_series(extract(year from min(eff))::int,
         extract(year from $1::date)::int) as y from mine),
       inforce as (select distinct on (y, program) y, program, levels from years
         join mine on eff <= least(make_date(y, 12, 31), $1::date)
         order by y, program, eff desc, sub desc nulls first, tn desc)
       select y as year, count(*)::int as n, min((l->>'after')::float8) as min,
         percentile_cont(0.5) within group (order by (l->>'after')::float8) as median,
         max((l->>'after')::float8) as max
       from inforce cross join jsonb_array_elements(levels) l where l->>'level' = $5
       group by y order by y`,
      [today(), pick.state, pick.line, pick.factor, pick.level],
    );
    expect(benchmark.years.map((y) => [y.year, y.programs])).toEqual(
      years.map((y) => [y.year, y.n]),
    );
    benchmark.years.forEach((y, i) => {
      expect(y.min).toBeCloseTo(Number(years[i]?.min), 6);
      expect(y.median).toBeCloseTo(Number(years[i]?.median), 6);
      expect(y.max).toBeCloseTo(Number(years[i]?.max), 6);
    });
    // This year's figures are today's spread.
    expect(benchmark.years.at(-1)?.median).toBeCloseTo(benchmark.spread?.median ?? 0, 6);
  });

  it('falls back to the choices with the most programs', async () => {
    const benchmark = await client().getFactorBenchmark({});
    const [state] = await db.query<{ state: string; n: number }>(
      `select state, count(distinct program)::int as n from (${REVISIONS}) r
       group by 1 order by 2 desc, 1 limit 1`,
      [today()],
    );
    expect(benchmark.state).toBe(state?.state);
    expect([benchmark.states[0]?.value, benchmark.states[0]?.count]).toEqual([
      state?.state,
      state?.n,
    ]);
    expect(benchmark.lineOfBusiness).toBe(benchmark.linesOfBusiness[0]?.value);
    expect(benchmark.factor).toBe(benchmark.factors[0]?.value);
    const most = Math.max(...benchmark.levels.map((l) => l.count));
    expect(benchmark.levels.find((l) => l.value === benchmark.level)?.count).toBe(most);
    // A factor the state and line never revised: the default one.
    const other = await client().getFactorBenchmark({
      state: benchmark.state,
      lineOfBusiness: benchmark.lineOfBusiness,
      factor: 'No Such Factor',
    });
    expect(other.factor).toBe(benchmark.factor);
  });

  it('refuses an unknown state or line and a malformed request, naming the field', async () => {
    const call = (request: Record<string, string>) => client().getFactorBenchmark(request);
    await expect(call({ state: 'ZZ' })).rejects.toThrow(/Unknown state "ZZ"/);
    await expect(call({ state: 'California' })).rejects.toThrow(/two-letter code/);
    await expect(call({ state: 'CA', lineOfBusiness: 'Pet Insurance' })).rejects.toThrow(
      /No filing has the line of business "Pet Insurance"/,
    );
    await expect(call({ factor: 'x'.repeat(201) })).rejects.toThrow(/at most 200 characters/);
    expect(await codeOf(call({ state: 'ZZ' }))).toBe(Code.InvalidArgument);
    expect(await codeOf(call({ lineOfBusiness: 'Pet Insurance' }))).toBe(Code.InvalidArgument);
  });

  it('answers with empty figures when nothing took effect', async () => {
    const benchmark = await createServiceClient(
      AnalyticsService,
      createAnalyticsService({ getDatabase: async () => empty }),
      'user-a',
    ).getFactorBenchmark({ state: 'ca' });
    expect(benchmark.state).toBe('CA');
    expect(benchmark.rows).toEqual([]);
    expect(benchmark.factors).toEqual([]);
    expect(benchmark.years).toEqual([]);
    expect(benchmark.spread?.programs).toBe(0);
  });
});
