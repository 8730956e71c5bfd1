import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { WholeFilingRow } from '#server/data/filing-rows.ts';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import {
  insertSortFilings,
  type SortFilingName,
  sortedKeys,
} from '#tests/support/factories/insert-sort-filings.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { countFilingRows, listFilings } from './list-filings.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('listFilings on %s', (target) => {
  let db: Database;
  let filings: Record<SortFilingName, WholeFilingRow>;
  let rows: { key: number; value: number | null; state: string }[];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    filings = await insertSortFilings(db);
    rows = (
      await db.query<{ id: number; rate_impact: number | null; state: string }>(
        'select id, rate_impact, state from filings',
      )
    ).map((r) => ({ key: r.id, value: r.rate_impact, state: r.state }));
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Every page of `pageSize`, concatenated: the ids in page order, and the page results. */
  async function readAllPages(
    sort: FilingSort,
    pageSize: number,
    filters = resolveFilingFilters({}),
  ) {
    const ids: number[] = [];
    const pages = [];
    for (let page = 1; ; page++) {
      const result = await listFilings(db, { filters, sort, page: { page, pageSize } });
      pages.push(result.page);
      ids.push(...result.rows.map((r) => r.id));
      if (result.page.nextPage === 0) break;
    }
    return { ids, pages };
  }

  it('pages through company rows in sort order, empty values last, ties by row id', async () => {
    for (const direction of ['descending', 'ascending'] as const) {
      const { ids, pages } = await readAllPages({ field: 'rate_impact', direction }, 3);
      expect(ids, direction).toEqual(sortedKeys(rows, direction));
      expect(pages.map((p) => p.nextPage)).toEqual([2, 3, 0]);
      expect(pages[0]).toMatchObject({ totalPages: 3, totalResults: 8 });
    }
    const { ids } = await readAllPages({ field: 'rate_impact', direction: 'descending' }, 8);
    expect(ids).toEqual(sortedKeys(rows, 'descending'));
  });

  it('filters company rows, each with its whole filing fields', async () => {
    const filters = resolveFilingFilters({ states: ['OK'] });
    expect(await countFilingRows(db, filters)).toBe(4);
    const { ids } = await readAllPages(
      { field: 'rate_impact', direction: 'descending' },
      3,
      filters,
    );
    expect(ids).toEqual(
      sortedKeys(
        rows.filter((r) => r.state === 'OK'),
        'descending',
      ),
    );
    const result = await listFilings(db, {
      filters: resolveFilingFilters({ companies: ['e Co 2'] }),
      sort: { field: 'company', direction: 'ascending' },
      page: { page: 1, pageSize: 10 },
    });
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      serff_tracking_number: filings.e.serff_tracking_number,
      company: 'e Co 2',
      state: 'OK',
      rate_impact: 9,
      submitted_date: filings.e.submitted_date,
      pdf_page_count: filings.e.pdf_page_count,
      on_approval: false,
    });
  });

  it('returns no rows past the last page, and refuses a whole-filing sort field', async () => {
    const filters = resolveFilingFilters({});
    const past = await listFilings(db, {
      filters,
      sort: { field: 'rate_impact', direction: 'descending' },
      page: { page: 4, pageSize: 3 },
    });
    expect(past).toEqual({ rows: [], page: { nextPage: 0, totalPages: 3, totalResults: 8 } });
    await expect(
      listFilings(db, {
        filters,
        sort: { field: 'submitted_date', direction: 'descending' },
        page: { page: 1, pageSize: 3 },
      }),
    ).rejects.toThrow('not a filings sort field: submitted_date');
  });

  it('counts a new filing at once (the cached count follows the data)', async () => {
    const filters = resolveFilingFilters({ states: ['TX'] });
    expect(await countFilingRows(db, filters)).toBe(4);
    await insertFiling(db, { state: 'TX' });
    expect(await countFilingRows(db, filters)).toBe(5);
  });
});
