import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import {
  type FilingAggregateRow,
  filingAggregateColumns,
  premiumWeighted,
  toFilingAggregate,
} from './filing-aggregate.ts';

describe('toFilingAggregate', () => {
  it('reads a missing row as zeros', () => {
    const zero = toFilingAggregate(undefined);
    expect(Object.values(zero).every((v) => v === 0)).toBe(true);
    expect(Object.keys(zero)).toHaveLength(22);
  });

  it('rounds money to cents and reads nulls as 0', () => {
    const aggregate = toFilingAggregate({
      total_filings: 3,
      average_rate_impact: 4.123456,
      premium_weighted_rate_impact: null,
      average_indicated_change: null,
      total_written_premium_change: 1234.5678,
      total_written_premium_for_program: 1_000_000.005,
      average_written_premium_change: -10.557,
      average_written_premium_for_program: 0.004,
      total_policyholders_affected: 120,
      average_days_to_approval: 45.5,
      median_days_to_approval: 44,
      total_objections: null,
      approved_filings: 2,
      disapproved_filings: 0,
      withdrawn_filings: 0,
      pending_filings: 1,
      average_days_to_disposition: null,
      median_days_to_disposition: null,
      days_to_approval_filings: 2,
      days_to_disposition_filings: 2,
      rate_and_indication_filings: 3,
      premium_weighted_filings: 0,
    } satisfies FilingAggregateRow);
    expect(aggregate).toMatchObject({
      totalFilings: 3,
      averageRateImpact: 4.123456,
      premiumWeightedRateImpact: 0,
      totalWrittenPremiumChange: 1234.57,
      totalWrittenPremiumForProgram: 1_000_000.01,
      averageWrittenPremiumChange: -10.56,
      averageWrittenPremiumForProgram: 0,
      totalObjections: 0,
      pendingFilings: 1,
    });
  });
});

describe.each(listTestTargets())('filing aggregate SQL on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  it('weights by premium over rows having both, else falls back to the plain mean', async () => {
    const weighted = async (rows: [number | null, number | null][]) => {
      const values = sql.join(rows.map(([r, p]) => sql`(${r}::float8, ${p}::float8)`));
      const { rows: out } = await sql<{ v: number | null }>`
        select ${premiumWeighted(sql`t.r`, sql`t.p`)} as v
        from (values ${values}) as t(r, p)`.execute(fixture.db.kysely);
      return out[0]?.v;
    };
    expect(
      await weighted([
        [4, 100],
        [10, 300],
        [null, 1000],
        [50, 0],
      ]),
    ).toBeCloseTo(8.5, 9);
    expect(
      await weighted([
        [2, null],
        [6, 0],
      ]),
    ).toBe(4);
    expect(await weighted([[null, 100]])).toBeNull();
  });

  it('computes every figure over the whole filings', async () => {
    const { rows } = await sql<FilingAggregateRow>`select ${filingAggregateColumns('w')}
      from whole_filings w`.execute(fixture.db.kysely);
    const a = toFilingAggregate(rows[0]);
    expect(a).toMatchObject({
      totalFilings: 5,
      averageRateImpact: 2.2,
      averageIndicatedChange: 9.5,
      totalWrittenPremiumChange: 975_000,
      totalWrittenPremiumForProgram: 16_500_000,
      averageWrittenPremiumChange: 195_000,
      averageWrittenPremiumForProgram: 3_300_000,
      totalPolicyholdersAffected: 6 * 6_900,
      medianDaysToApproval: 50,
      averageDaysToDisposition: 47.5,
      medianDaysToDisposition: 40,
      daysToApprovalFilings: 3,
      daysToDispositionFilings: 4,
      rateAndIndicationFilings: 5,
      premiumWeightedFilings: 5,
      totalObjections: 3,
      approvedFilings: 3,
      disapprovedFilings: 0,
      withdrawnFilings: 1,
      pendingFilings: 1,
    });
    expect(a.premiumWeightedRateImpact).toBeCloseTo(97.5 / 16.5, 9);
    expect(a.averageDaysToApproval).toBeCloseTo(170 / 3, 9);
  });

  it('gives zero counts and null figures over no filings', async () => {
    const { rows } = await sql<FilingAggregateRow>`select ${filingAggregateColumns('w')}
      from whole_filings w where w.state = 'ZZ'`.execute(fixture.db.kysely);
    expect(rows[0]).toMatchObject({
      total_filings: 0,
      average_rate_impact: null,
      premium_weighted_rate_impact: null,
      median_days_to_approval: null,
      approved_filings: 0,
      total_objections: null,
    });
  });
});
