import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import { ANALYTICS_CASES, randomCaseOptions } from '#tests/support/analytics/analytics-cases.ts';
import { drawFilters, readFilterValues } from '#tests/support/analytics/draw-filters.ts';
import { figureDifferences } from '#tests/support/analytics/figure-differences.ts';
import { insertStoreEdgeFilings } from '#tests/support/factories/insert-store-edge-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { loadAnalyticsStore } from './load-analytics-store.ts';
import { storeStateStats } from './store-aggregates.ts';

/** Random filter combinations per database target (each checked against every call). */
const DRAWS = 150;

/**
 * The store's heart (ADR 030): for filter combinations drawn as the population workload draws
 * them, every figure of every aggregate, top list and reviewer stat from the in-memory store
 * equals the SQL's (numbers within 1e-9 relative, counts exactly, same rows in the same order).
 */
describe.each(listTestTargets())('analytics store against SQL on %s', (target) => {
  const fixture = useTestDatabase(
    target,
    async (db) => {
      await seedDatabase(db, { filings: 1500, seed: 20261128 });
      await insertStoreEdgeFilings(db);
      return readFilterValues(db);
    },
    600_000,
  );
  let store: AnalyticsStore;

  beforeAll(async () => {
    const load = await loadAnalyticsStore(fixture.db);
    if (!load.store) throw new Error('the store was not built');
    store = load.store;
  });

  it('holds every whole filing, company row, factor revision and review', async () => {
    const [counts] = await fixture.db.query<Record<string, number>>(
      `select (select count(*)::int from whole_filings) as filings,
        (select count(*)::int from filings) as rows,
        (select count(*)::int from (select distinct serff_tracking_number, factor from rating_factors) f) as factors,
        (select count(*)::int from filing_reviewers) as reviews`,
    );
    expect({
      filings: store.filings.count,
      rows: store.companyRows.count,
      factors: store.filingFactors.factor.length,
      reviews: store.assignments.reviewer.length,
    }).toEqual(counts);
    // The edge data's differing company row keeps its own carrier, state and dates.
    expect(store.companyRows.carrier).toBeDefined();
    expect(store.companyRows.effectiveDay).toBeDefined();
  });

  it(`gives the SQL's figures for ${DRAWS} random filter combinations`, async () => {
    const rng = createRandom(20261128, target === 'pglite' ? 1 : 2);
    const failures: string[] = [];
    let nonEmpty = 0;
    for (let draw = 0; draw < DRAWS; draw++) {
      const filters = drawFilters(rng, fixture.seeded);
      const options = randomCaseOptions(rng);
      for (const c of ANALYTICS_CASES) {
        const expected = await c.sql(fixture.db, filters, options);
        const actual = c.store(store, filters, options);
        const differences = figureDifferences(expected, actual);
        if (differences.length > 0) {
          failures.push(
            `${c.name} ${JSON.stringify({ filters, options })}: ${differences.slice(0, 5).join('; ')}`,
          );
        }
      }
      if (storeStateStats(store, filters).total.totalFilings > 0) nonEmpty += 1;
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Most draws select filings (not only empty selections).
    expect(nonEmpty).toBeGreaterThan(DRAWS / 2);
  }, 600_000);
});
