import { createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilingAggregate, RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { DateBasis, Population } from '#gen/ratefiling/v1/common_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { computeBriefReport } from '#server/domain/intelligence/compute-brief-report.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createAnalyticsService } from './analytics-service.ts';

/*
 * Every headline figure of the dashboards and of a brief, recomputed with SQL written from
 * docs/analytics-definitions.md alone (status lists spelled out here, not imported from the
 * domain), for both populations and the three date bases, through the api.
 */

const APPROVED = `('Approved', 'Closed-Approved', 'Approved as Amended', 'Closed-Received/Filed',
  'Filed', 'Acknowledged', 'Authorized', 'Deemed')`;
const DECIDED = `('Approved', 'Closed-Approved', 'Approved as Amended', 'Closed-Received/Filed',
  'Filed', 'Acknowledged', 'Authorized', 'Deemed', 'Disapproved', 'Rejected', 'Withdrawn',
  'Closed (no response)')`;

const POPULATIONS = [
  {
    name: 'rate changes that took effect',
    api: Population.UNSPECIFIED,
    sql: (w: string) =>
      `${w}disposition_status in ${APPROVED} and ${w}overall_rate_impact is not null and ${w}overall_rate_impact <> 0`,
  },
  { name: 'all filings', api: Population.ALL_FILINGS, sql: (_w: string) => 'true' },
] as const;

const DATE_BASES = [
  { name: 'effective', api: DateBasis.UNSPECIFIED, column: 'effective_date_new' },
  { name: 'submitted', api: DateBasis.SUBMITTED, column: 'submitted_date' },
  { name: 'disposition', api: DateBasis.DISPOSITION, column: 'disposition_date' },
] as const;

const START = '2023-01-01';
const END = '2024-12-31';

/** The figures of one set of whole filings, as the definitions document states them. */
const FIGURES = `count(*)::int as n,
  (sum(overall_rate_impact * overall_written_premium) filter (where overall_rate_impact is not null and overall_written_premium > 0)
    / sum(overall_written_premium) filter (where overall_rate_impact is not null and overall_written_premium > 0))::float8 as weighted,
  count(*) filter (where overall_rate_impact is not null and overall_written_premium > 0)::int as weighted_n,
  avg(overall_rate_impact) filter (where overall_rate_impact is not null and overall_indicated_change is not null)::float8 as mean_rate,
  avg(overall_indicated_change) filter (where overall_rate_impact is not null and overall_indicated_change is not null)::float8 as mean_indicated,
  count(*) filter (where overall_rate_impact is not null and overall_indicated_change is not null)::int as both_n,
  coalesce(sum(overall_written_premium_change), 0)::float8 as premium_change,
  coalesce(sum(overall_written_premium), 0)::float8 as premium,
  avg(days_to_approval) filter (where disposition_status in ${APPROVED} and days_to_approval is not null and disposition_date is not null)::float8 as approval_days,
  percentile_cont(0.5) within group (order by days_to_approval) filter (where disposition_status in ${APPROVED} and days_to_approval is not null and disposition_date is not null)::float8 as approval_median,
  count(*) filter (where disposition_status in ${APPROVED} and days_to_approval is not null and disposition_date is not null)::int as approval_n,
  avg(days_to_approval) filter (where disposition_status in ${DECIDED} and days_to_approval is not null and disposition_date is not null)::float8 as disposition_days,
  count(*) filter (where disposition_status in ${DECIDED} and days_to_approval is not null and disposition_date is not null)::int as disposition_n,
  count(*) filter (where disposition_status in ('Withdrawn', 'Closed (no response)'))::int as withdrawn`;

type Figures = {
  n: number;
  weighted: number | null;
  weighted_n: number;
  mean_rate: number | null;
  mean_indicated: number | null;
  both_n: number;
  premium_change: number;
  premium: number;
  approval_days: number | null;
  approval_median: number | null;
  approval_n: number;
  disposition_days: number | null;
  disposition_n: number;
  withdrawn: number;
};

function expectFigures(actual: FilingAggregate | undefined, expected: Figures | undefined) {
  expect(actual?.totalFilings ?? 0).toBe(expected?.n ?? 0);
  expect(actual?.premiumWeightedRateImpact ?? 0).toBeCloseTo(expected?.weighted ?? 0, 6);
  expect(actual?.premiumWeightedFilings ?? 0).toBe(expected?.weighted_n ?? 0);
  expect(actual?.averageRateImpact ?? 0).toBeCloseTo(expected?.mean_rate ?? 0, 6);
  expect(actual?.averageIndicatedChange ?? 0).toBeCloseTo(expected?.mean_indicated ?? 0, 6);
  expect(actual?.rateAndIndicationFilings ?? 0).toBe(expected?.both_n ?? 0);
  expect(actual?.totalWrittenPremiumChange ?? 0).toBeCloseTo(expected?.premium_change ?? 0, 1);
  expect(actual?.totalWrittenPremiumForProgram ?? 0).toBeCloseTo(expected?.premium ?? 0, 1);
  expect(actual?.averageDaysToApproval ?? 0).toBeCloseTo(expected?.approval_days ?? 0, 6);
  expect(actual?.medianDaysToApproval ?? 0).toBeCloseTo(expected?.approval_median ?? 0, 6);
  expect(actual?.daysToApprovalFilings ?? 0).toBe(expected?.approval_n ?? 0);
  expect(actual?.averageDaysToDisposition ?? 0).toBeCloseTo(expected?.disposition_days ?? 0, 6);
  expect(actual?.daysToDispositionFilings ?? 0).toBe(expected?.disposition_n ?? 0);
  expect(actual?.withdrawnFilings ?? 0).toBe(expected?.withdrawn ?? 0);
}

describe.each(listTestTargets())('headline figures under their definitions on %s', (target) => {
  let db: Database;
  const transport = createTestTransport([createAnalyticsService({ getDatabase: async () => db })], {
    userId: 'u1',
  });
  const analytics = createClient(AnalyticsService, transport);

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 400, seed: 18 });
  });
  afterAll(async () => {
    await db?.close();
  });

  const query = <T>(text: string) => db.query<T>(text);

  for (const population of POPULATIONS) {
    for (const basis of DATE_BASES) {
      const whereOn = (w: string) =>
        `(${population.sql(w)}) and ${w}${basis.column} between '${START}' and '${END}'`;
      const where = whereOn('');
      const filters = {
        startDate: { year: 2023, month: 1, day: 1 },
        endDate: { year: 2024, month: 12, day: 31 },
        dateBasis: basis.api,
        population: population.api,
      };

      it(`/state and /multi-carrier: ${population.name}, by ${basis.name} date`, async () => {
        const [total] = await query<Figures>(`select ${FIGURES} from whole_filings where ${where}`);
        expect(total?.n ?? 0).toBeGreaterThan(0);
        const state = await analytics.getStateStats({ filters });
        expectFigures(state.total, total);

        const byState = await query<Figures & { state: string }>(
          `select state, ${FIGURES} from whole_filings where ${where} group by state order by state`,
        );
        expect(state.states.map((s) => s.state)).toEqual(byState.map((s) => s.state));
        for (const [i, s] of state.states.entries()) expectFigures(s.aggregate, byState[i]);

        const byMonth = await query<{ month: string; n: number }>(
          `select to_char(${basis.column}, 'YYYY-MM') as month, count(*)::int as n
           from whole_filings where ${where} group by 1 order by 1`,
        );
        expect(
          state.trend.map((p) => [
            `${p.periodStart?.year}-${String(p.periodStart?.month).padStart(2, '0')}`,
            p.aggregate?.totalFilings,
          ]),
        ).toEqual(byMonth.map((m) => [m.month, m.n]));

        const carriers = await analytics.getCarrierStats({ filters });
        const byCarrier = await query<Figures & { carrier: string }>(
          `select carrier, ${FIGURES} from whole_filings where ${where} group by carrier
           order by sum(coalesce(overall_written_premium, 0)) desc, carrier`,
        );
        expect(carriers.carriers.map((c) => c.carrier)).toEqual(byCarrier.map((c) => c.carrier));
        for (const [i, c] of carriers.carriers.entries()) expectFigures(c.aggregate, byCarrier[i]);
      });

      it(`/single-carrier and top lists: ${population.name}, by ${basis.name} date`, async () => {
        const top = await analytics.listTopCarriers({ query: { filters, limit: 100 } });
        const expected = await query<{ carrier: string; n: number }>(
          `select carrier, count(*)::int as n from whole_filings where ${where}
           group by carrier having count(*) >= 5 order by count(*) desc, carrier`,
        );
        expect(top.entries.map((e) => [e.name, e.totalFilings])).toEqual(
          expected.map((c) => [c.carrier, c.n]),
        );
        const one = await analytics.listTopCarriers({
          query: { filters, limit: 100, minFilings: 1 },
        });
        const [all] = await query<{ n: number }>(
          `select count(distinct carrier)::int as n from whole_filings where ${where}`,
        );
        expect(one.entries).toHaveLength(Math.min(all?.n ?? 0, 100));
      });

      it(`/rating-factors: ${population.name}, by ${basis.name} date`, async () => {
        const top = await analytics.listTopRatingFactors({ query: { filters, limit: 100 } });
        const expected = await query<{ factor: string; n: number }>(
          `select rf.factor, count(distinct w.serff_tracking_number)::int as n
           from rating_factors rf join whole_filings w using (serff_tracking_number)
           where ${whereOn('w.')}
           group by rf.factor having count(distinct w.serff_tracking_number) >= 5
           order by 2 desc, 1`,
        );
        expect(top.entries.map((e) => [e.name, e.totalFilings])).toEqual(
          expected.map((f) => [f.factor, f.n]),
        );
      });

      it(`/doi: ${population.name}, by ${basis.name} date`, async () => {
        const top = await analytics.listTopReviewers({
          query: { filters, limit: 100, metric: RankingMetric.AVERAGE_DAYS_TO_APPROVAL },
        });
        const expected = await query<{ name: string; n: number; days: number | null }>(
          `select r.name, count(*)::int as n,
             avg(w.days_to_approval) filter (where w.disposition_status in ${APPROVED}
               and w.days_to_approval is not null and w.disposition_date is not null)::float8 as days
           from filing_reviewers fr join whole_filings w using (serff_tracking_number)
           join reviewers r on r.id = fr.reviewer_id
           where ${whereOn('w.')}
           group by r.id, r.name having count(*) >= 5`,
        );
        const key = (name: string, n: number) => `${name}/${n}`;
        expect(top.entries.map((e) => key(e.name, e.totalFilings)).sort()).toEqual(
          expected.map((r) => key(r.name, r.n)).sort(),
        );
        for (const e of top.entries) {
          const r = expected.find((x) => x.name === e.name && x.n === e.totalFilings);
          expect(e.averageDaysToApproval).toBeCloseTo(r?.days ?? 0, 6);
        }
        const days = top.entries.map((e) => e.averageDaysToApproval);
        expect(days).toEqual([...days].sort((a, b) => b - a));
      });

      it(`a brief: ${population.name}, by ${basis.name} date`, async () => {
        const resolved = resolveFilingFilters(filters);
        const report = await computeBriefReport(db, {
          reportType: 'none',
          filters: resolved,
          maxFilings: 500,
          now: new Date('2026-11-24T00:00:00Z'),
        });
        const [total] = await query<Figures>(`select ${FIGURES} from whole_filings where ${where}`);
        const k = report.keyMetrics;
        expect(report.methods.matchingFilings).toBe(total?.n);
        expect(k.filingCount).toBe(total?.n);
        expect(k.totalWrittenPremiumChange).toBeCloseTo(total?.premium_change ?? 0, 1);
        expect(k.premiumWeightedRateImpact ?? 0).toBeCloseTo(total?.weighted ?? 0, 6);
        expect(k.averageRateImpact ?? 0).toBeCloseTo(total?.mean_rate ?? 0, 6);
        expect(k.averageIndicatedChange ?? 0).toBeCloseTo(total?.mean_indicated ?? 0, 6);
        const label =
          population.api === Population.ALL_FILINGS
            ? 'All filings'
            : 'Approved or effective rate changes';
        expect(report.methods.filters[0]).toContain(`Population: ${label} · by ${basis.name} date`);
      });
    }
  }
});
