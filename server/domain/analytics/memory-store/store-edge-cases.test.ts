import { beforeAll, describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { ANALYTICS_CASES, DEFAULT_CASE_OPTIONS } from '#tests/support/analytics/analytics-cases.ts';
import { figureDifferences } from '#tests/support/analytics/figure-differences.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { insertStoreEdgeFilings } from '#tests/support/factories/insert-store-edge-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { loadAnalyticsStore } from './load-analytics-store.ts';
import { storeCarrierStats, storeStateStats } from './store-aggregates.ts';
import { StoreUnsupportedValue } from './store-load-error.ts';
import { storeReviewerStatsByRateImpact } from './store-reviewer-stats.ts';
import { storeTopCarriers, storeTopUnderwritingCompanies } from './store-top-lists.ts';

const ALL = 2; // proto Population.ALL_FILINGS
const filtersOf = (input: Record<string, unknown>) => resolveFilingFilters(input);

describe.each(listTestTargets())('analytics store edge cases on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await insertAnalyticsFilings(db);
    // A far outlier of days to approval: medians are sorted by comparison here (no histogram,
    // no counting sort); the exactness test covers the histograms.
    return insertStoreEdgeFilings(db, { farOutlier: true });
  });
  let store: AnalyticsStore;
  beforeAll(async () => {
    const load = await loadAnalyticsStore(fixture.db);
    if (!load.store) throw new Error('the store was not built');
    store = load.store;
  });

  /** Every case's store figures equal the SQL's for these filters (default options). */
  async function expectSqlFigures(input: Record<string, unknown>) {
    const filters = filtersOf(input);
    for (const c of ANALYTICS_CASES) {
      for (const options of [
        DEFAULT_CASE_OPTIONS,
        { ...DEFAULT_CASE_OPTIONS, minFilings: 1, role: 'primary' as const, ascending: true },
        { ...DEFAULT_CASE_OPTIONS, page: { page: 2, pageSize: 1 }, minFilings: 1 },
      ]) {
        const differences = figureDifferences(
          await c.sql(fixture.db, filters, options),
          c.store(store, filters, options),
        );
        expect(differences, `${c.name} ${JSON.stringify(input)}`).toEqual([]);
      }
    }
  }

  it('answers an empty selection with the zero total row, empty lists and no page', async () => {
    expect(store.filings.daysToApprovalHigh).toBe(4_000_000);
    await expectSqlFigures({ carriers: ['No Such Carrier'] });
    await expectSqlFigures({ companies: ['No Such Company'], population: ALL });
    const filters = filtersOf({ carriers: ['No Such Carrier'] });
    expect(storeStateStats(store, filters).total.totalFilings).toBe(0);
    expect(storeTopCarriers(store, { ...DEFAULT_TOP, filters })).toEqual([]);
    expect(
      storeReviewerStatsByRateImpact(store, {
        filters,
        role: 'any',
        page: { page: 1, pageSize: 5 },
      }),
    ).toEqual({ reviewers: [], page: { nextPage: 0, totalPages: 0, totalResults: 0 } });
  });

  it('reads date bounds inclusively on each date basis, leaving out filings without the date', async () => {
    const day = { year: 2024, month: 1, day: 1 };
    await expectSqlFigures({ startDate: day, endDate: day, population: ALL });
    await expectSqlFigures({ endDate: { year: 2023, month: 12, day: 31 }, population: ALL });
    await expectSqlFigures({ startDate: { year: 2023, month: 9, day: 30 }, dateBasis: 2 });
    await expectSqlFigures({
      startDate: { year: 2023, month: 11, day: 0 },
      dateBasis: 3,
      population: ALL,
    });
    const edge = filtersOf({
      carriers: ['Edge Bounds Group'],
      startDate: day,
      endDate: day,
      population: ALL,
    });
    expect(storeStateStats(store, edge).total.totalFilings).toBe(4);
  });

  it('falls back to the plain mean where no filing has a premium, and keeps a filing without an effective date out of the trend', async () => {
    await expectSqlFigures({ carriers: ['Edge Fallback Mutual'], population: ALL });
    const stats = storeCarrierStats(
      store,
      filtersOf({ carriers: ['Edge Fallback Mutual'], population: ALL }),
      true,
    );
    expect(stats.total.totalFilings).toBe(3);
    expect(stats.total.premiumWeightedRateImpact).toBeCloseTo(4.5, 12);
    expect(stats.total.premiumWeightedFilings).toBe(0);
    expect(stats.trend.reduce((n, p) => n + p.aggregate.totalFilings, 0)).toBe(2);
  });

  it('counts rate impacts on each range bound in the upper range and 0 outside the rate changes', async () => {
    await expectSqlFigures({ carriers: ['Edge Bounds Group'] });
    await expectSqlFigures({ carriers: ['Edge Bounds Group'], population: ALL });
    const rateChanges = storeStateStats(store, filtersOf({ carriers: ['Edge Bounds Group'] }));
    expect(rateChanges.total.totalFilings).toBe(9);
  });

  it("filters company rows on their own columns, as the company rows' SQL does", async () => {
    await expectSqlFigures({ carriers: ['Edge Other Carrier'], population: ALL });
    await expectSqlFigures({ states: ['ID'], population: ALL });
    await expectSqlFigures({ companies: ['Edge Split Beta Co'], population: ALL });
    await expectSqlFigures({
      startDate: { year: 2019, month: 0, day: 0 },
      endDate: { year: 2019, month: 0, day: 0 },
      population: ALL,
    });
    const companies = storeTopUnderwritingCompanies(store, {
      ...DEFAULT_TOP,
      minFilings: 1,
      filters: filtersOf({ carriers: ['Edge Other Carrier'], population: ALL }),
    });
    expect(companies.map((c) => [c.name, c.context])).toEqual([
      ['Edge Split Beta Co', 'Edge Other Carrier'],
    ]);
  });

  it('agrees on factors without a change or category, same-named reviewers and tracking numbers', async () => {
    await expectSqlFigures({ ratingFactors: ['Edge Factor'], population: ALL });
    await expectSqlFigures({ states: ['WY', 'MT'], population: ALL });
    const [tn] = fixture.seeded;
    await expectSqlFigures({ trackingNumbers: [tn, 'ZZZZ-99999999'], population: ALL });
    await expectSqlFigures({ trackingNumbers: ['ZZZZ-99999999'] });
  });

  it('refuses to build from a value it cannot hold exactly (NaN), so the analytics stay on SQL', async () => {
    const [tn] = fixture.seeded;
    await fixture.db.query(
      `update whole_filings set overall_indicated_change = 'NaN' where serff_tracking_number = $1`,
      [tn],
    );
    try {
      await expect(loadAnalyticsStore(fixture.db)).rejects.toBeInstanceOf(StoreUnsupportedValue);
    } finally {
      await fixture.db.query(
        'update whole_filings set overall_indicated_change = 1 where serff_tracking_number = $1',
        [tn],
      );
    }
  });
});

const DEFAULT_TOP = {
  metric: 'total_filings' as const,
  ascending: false,
  limit: 10,
  minFilings: 5,
};
