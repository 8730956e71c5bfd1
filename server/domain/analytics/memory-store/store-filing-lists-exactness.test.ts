import { beforeAll, describe, expect, it } from 'vitest';
import {
  FILING_SORT_FIELDS,
  type FilingSortField,
  LIST_SORT_FIELDS,
  SORT_DIRECTIONS,
} from '#contract/filings/filing-sort-fields.ts';
import { createRandom, type Random } from '#server/data/prng.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { countWholeFilings } from '#server/domain/filings/count-whole-filings.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { countFilingRows, listFilings } from '#server/domain/filings/list-filings.ts';
import { listFilterChoices } from '#server/domain/filings/list-filter-choices.ts';
import { listWholeFilings } from '#server/domain/filings/list-whole-filings.ts';
import type { PageRequest } from '#server/domain/filings/page-request.ts';
import { drawFilters, readFilterValues } from '#tests/support/analytics/draw-filters.ts';
import { insertStoreEdgeFilings } from '#tests/support/factories/insert-store-edge-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { loadAnalyticsStore } from './load-analytics-store.ts';

/** Random filter, sort and page combinations per database target. */
const DRAWS = 160;
const PAGE_SIZES = [1, 2, 7, 10, 25, 100];

/** A page as a user reaches it: the first, a near one, any up to the last, or one past it. */
async function drawPage(rng: Random, count: () => Promise<number>): Promise<PageRequest> {
  const pageSize = rng.pick(PAGE_SIZES);
  const roll = rng.int(0, 9);
  if (roll < 4) return { page: 1, pageSize };
  if (roll < 6) return { page: rng.int(2, 5), pageSize };
  const pages = Math.max(1, Math.ceil((await count()) / pageSize));
  return { page: roll < 9 ? rng.int(1, pages) : pages + rng.int(0, 1), pageSize };
}

function drawSort(rng: Random, fields: readonly FilingSortField[]) {
  return { field: rng.pick(fields), direction: rng.pick(SORT_DIRECTIONS) };
}

/**
 * ADR 034: for filter, sort and page combinations drawn as the population workload draws them
 * (plus tracking numbers, product names, company rows differing from their filing, pages of one
 * row, deep pages read from the end and pages past the end), the store path of List filings,
 * List whole filings, Number of filings and the filter choices returns exactly what SQL does:
 * the same rows in the same order, the same page numbers, the same counts.
 */
describe.each(listTestTargets())('lists and counts from the store against SQL on %s', (target) => {
  const fixture = useTestDatabase(
    target,
    async (db) => {
      await seedDatabase(db, { filings: 1500, seed: 20261129 });
      await insertStoreEdgeFilings(db);
      return readFilterValues(db);
    },
    600_000,
  );
  let store: AnalyticsStore;
  let db: Database;

  beforeAll(async () => {
    db = fixture.db;
    const load = await loadAnalyticsStore(db);
    if (!load.store) throw new Error('the store was not built');
    store = load.store;
  });

  const draws = (salt: number) => {
    const rng = createRandom(20261129, (target === 'pglite' ? 10 : 20) + salt);
    return { rng, filters: (): FilingFilters => drawFilters(rng, fixture.seeded) };
  };

  it(`lists company rows as SQL does for ${DRAWS} combinations`, async () => {
    const { rng, filters: draw } = draws(1);
    const failures: string[] = [];
    let rowsSeen = 0;
    for (let k = 0; k < DRAWS; k++) {
      const filters = draw();
      const sort = drawSort(rng, LIST_SORT_FIELDS);
      const page = await drawPage(rng, () => countFilingRows(db, filters));
      const input = { filters, sort, page };
      const expected = await listFilings(db, input);
      const actual = await listFilings(db, input, store);
      rowsSeen += expected.rows.length;
      try {
        expect(actual).toEqual(expected);
      } catch {
        failures.push(JSON.stringify({ input, expected: expected.rows.map((r) => r.id) }));
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(rowsSeen).toBeGreaterThan(DRAWS);
  }, 600_000);

  it(`lists whole filings as SQL does for ${DRAWS} combinations`, async () => {
    const { rng, filters: draw } = draws(2);
    const failures: string[] = [];
    let rowsSeen = 0;
    for (let k = 0; k < DRAWS; k++) {
      const filters = draw();
      const sort = drawSort(rng, FILING_SORT_FIELDS);
      const page = await drawPage(rng, () => countWholeFilings(db, filters));
      const input = { filters, sort, page };
      const expected = await listWholeFilings(db, input);
      const actual = await listWholeFilings(db, input, store);
      rowsSeen += expected.items.length;
      try {
        expect(actual).toEqual(expected);
      } catch {
        const numbers = expected.items.map((r) => r.serff_tracking_number);
        failures.push(JSON.stringify({ input, expected: numbers }));
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(rowsSeen).toBeGreaterThan(DRAWS);
  }, 600_000);

  it(`counts filings and lists the filter choices as SQL does for ${DRAWS} filter combinations`, async () => {
    const { filters: draw } = draws(3);
    const failures: string[] = [];
    for (let k = 0; k < DRAWS; k++) {
      const filters = draw();
      const count = await countWholeFilings(db, filters);
      const fromStore = await countWholeFilings(db, filters, store);
      if (count !== fromStore)
        failures.push(`count ${JSON.stringify(filters)}: ${count} ${fromStore}`);
      const choices = await listFilterChoices(db, filters);
      const choicesFromStore = await listFilterChoices(db, filters, store);
      try {
        expect(choicesFromStore).toEqual(choices);
      } catch {
        failures.push(`choices ${JSON.stringify(filters)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 600_000);
});
