import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import {
  companyFigures,
  insertAnalyticsFilings,
} from '#tests/support/factories/insert-analytics-filings.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { getIndustryStatsByRateImpact } from './get-industry-stats-by-rate-impact.ts';
import { RATE_IMPACT_RANGES } from './rate-impact-ranges.ts';

describe.each(listTestTargets())('getIndustryStatsByRateImpact on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertAnalyticsFilings(db);
    // Range bounds: min inclusive, max exclusive; no rate at all is "No change".
    for (const rate of [-5, -0.05, 20, null]) {
      await insertFiling(db, {
        state: 'KS',
        companies: [{ ...companyFigures('Bounds Co', rate ?? 0, 1_000_000), rate_impact: rate }],
      });
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  const countsOf = async (input: object) => {
    const { buckets, total } = await getIndustryStatsByRateImpact(db, resolveFilingFilters(input));
    expect(buckets.map((b) => b.range)).toEqual(RATE_IMPACT_RANGES);
    return { counts: buckets.map((b) => b.totalFilings), buckets, total };
  };

  it('puts each filing in its range, every range listed lowest first', async () => {
    const { counts, buckets, total } = await countsOf({ population: 2, states: ['NE', 'IA'] });
    expect(counts).toEqual([1, 0, 1, 1, 1, 1, 0, 0]);
    expect(buckets[5]).toMatchObject({
      totalFilings: 1,
      totalWrittenPremiumForProgram: 9_000_000,
      averageDaysToApproval: 30,
    });
    expect(total.totalFilings).toBe(5);
  });

  it('puts a bound in the range it starts and a filing without a rate in "No change"', async () => {
    const { counts } = await countsOf({ population: 2, states: ['KS'] });
    expect(counts).toEqual([0, 1, 2, 0, 0, 0, 0, 1]);
  });

  it('counts only approved rate changes by default, zeros when nothing matches', async () => {
    const { counts, total } = await countsOf({ states: ['NE', 'IA'] });
    expect(counts).toEqual([0, 0, 0, 0, 1, 1, 0, 0]);
    expect(total.totalFilings).toBe(2);
    const none = await countsOf({ states: ['ZZ'] });
    expect(none.counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(none.total.totalFilings).toBe(0);
  });
});
