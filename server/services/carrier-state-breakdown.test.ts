import { createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { Population } from '#gen/ratefiling/v1/common_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createAnalyticsService } from './analytics-service.ts';

/*
 * The carrier x state matrix of /multi-carrier (GetCarrierStats with include_state_breakdown),
 * recomputed with SQL written from docs/analytics-definitions.md ("Carrier x state") alone.
 */

const APPROVED = `('Approved', 'Closed-Approved', 'Approved as Amended', 'Closed-Received/Filed',
  'Filed', 'Acknowledged', 'Authorized', 'Deemed')`;

type Cell = {
  carrier: string;
  state: string;
  n: number;
  weighted: number | null;
  premium_change: number;
  approved: number;
};

describe.each(listTestTargets())('carrier x state figures on %s', (target) => {
  let db: Database;
  const analytics = createClient(
    AnalyticsService,
    createTestTransport([createAnalyticsService({ getDatabase: async () => db })], {
      userId: 'u1',
    }),
  );

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 300, seed: 24 });
  });
  afterAll(async () => {
    await db?.close();
  });

  for (const population of [
    {
      name: 'rate changes that took effect',
      api: Population.UNSPECIFIED,
      where: `disposition_status in ${APPROVED} and overall_rate_impact is not null and overall_rate_impact <> 0`,
    },
    { name: 'all filings', api: Population.ALL_FILINGS, where: 'true' },
  ]) {
    it(`every carrier's figures in every state: ${population.name}`, async () => {
      const where = `${population.where} and effective_date_new between '2022-01-01' and '2024-12-31'`;
      const expected = await db.query<Cell>(
        `select carrier, state, count(*)::int as n,
           (sum(overall_rate_impact * overall_written_premium) filter (where overall_rate_impact is not null and overall_written_premium > 0)
             / sum(overall_written_premium) filter (where overall_rate_impact is not null and overall_written_premium > 0))::float8 as weighted,
           coalesce(sum(overall_written_premium_change), 0)::float8 as premium_change,
           count(*) filter (where disposition_status in ${APPROVED})::int as approved
         from whole_filings where ${where} group by carrier, state order by carrier, state`,
      );
      expect(expected.length).toBeGreaterThan(5);
      const response = await analytics.getCarrierStats({
        filters: {
          startDate: { year: 2022, month: 1, day: 1 },
          endDate: { year: 2024, month: 12, day: 31 },
          population: population.api,
        },
        includeStateBreakdown: true,
      });
      const actual = response.carriers
        .flatMap((c) => c.states.map((s) => ({ carrier: c.carrier, ...s })))
        .sort((a, b) => a.carrier.localeCompare(b.carrier) || a.state.localeCompare(b.state));
      expect(actual.map((c) => [c.carrier, c.state])).toEqual(
        expected.map((c) => [c.carrier, c.state]),
      );
      for (const [i, cell] of actual.entries()) {
        const want = expected[i];
        expect(cell.aggregate?.totalFilings).toBe(want?.n);
        expect(cell.aggregate?.premiumWeightedRateImpact ?? 0).toBeCloseTo(want?.weighted ?? 0, 6);
        expect(cell.aggregate?.totalWrittenPremiumChange ?? 0).toBeCloseTo(
          want?.premium_change ?? 0,
          1,
        );
        expect(cell.aggregate?.approvedFilings).toBe(want?.approved);
      }
    });
  }
});
