import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { WholeFilingRow } from '#server/data/filing-rows.ts';
import type { Database } from '#server/db/connection.ts';
import {
  insertSortFilings,
  type SortFilingName,
  sortedKeys,
} from '#tests/support/factories/insert-sort-filings.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { listWholeFilings } from './list-whole-filings.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('listWholeFilings on %s', (target) => {
  let db: Database;
  let filings: Record<SortFilingName, WholeFilingRow>;
  let rows: { key: string; value: number | null }[];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    filings = await insertSortFilings(db);
    rows = (
      await db.query<{ serff_tracking_number: string; overall_rate_impact: number | null }>(
        'select serff_tracking_number, overall_rate_impact from whole_filings',
      )
    ).map((r) => ({ key: r.serff_tracking_number, value: r.overall_rate_impact }));
  });
  afterAll(async () => {
    await db?.close();
  });

  async function readAllPages(sort: FilingSort, pageSize: number) {
    const numbers: string[] = [];
    for (let page = 1; ; page++) {
      const result = await listWholeFilings(db, {
        filters: resolveFilingFilters({}),
        sort,
        page: { page, pageSize },
      });
      numbers.push(...result.items.map((i) => i.serff_tracking_number));
      if (result.page.nextPage === 0) return numbers;
    }
  }

  it('pages through whole filings in sort order, empty values last, ties by tracking number', async () => {
    expect(rows.find((r) => r.key === filings.e.serff_tracking_number)?.value).toBe(7);
    for (const direction of ['descending', 'ascending'] as const) {
      expect(await readAllPages({ field: 'rate_impact', direction }, 2), direction).toEqual(
        sortedKeys(rows, direction),
      );
    }
    const byNumber = rows.map((r) => r.key).sort();
    expect(
      await readAllPages({ field: 'serff_tracking_number', direction: 'ascending' }, 3),
    ).toEqual(byNumber);
    expect(
      await readAllPages({ field: 'serff_tracking_number', direction: 'descending' }, 3),
    ).toEqual([...byNumber].reverse());
  });

  it('attaches every company row of each filing, by company name', async () => {
    const result = await listWholeFilings(db, {
      filters: resolveFilingFilters({ companies: ['e Co 2'] }),
      sort: { field: 'rate_impact', direction: 'descending' },
      page: { page: 1, pageSize: 10 },
    });
    expect(result.page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 1 });
    const [item] = result.items;
    expect(item).toMatchObject({
      serff_tracking_number: filings.e.serff_tracking_number,
      company_count: 2,
      filing_company: 'Multiple',
      overall_rate_impact: 7,
      overall_max_change: 18.4,
    });
    expect(item?.companies.map((c) => [c.company, c.rate_impact])).toEqual([
      ['e Co 1', 5],
      ['e Co 2', 9],
    ]);
  });

  it('returns nothing past the last page, and refuses a company-row sort field', async () => {
    const filters = resolveFilingFilters({ states: ['OK'] });
    const past = await listWholeFilings(db, {
      filters,
      sort: { field: 'rate_impact', direction: 'descending' },
      page: { page: 2, pageSize: 3 },
    });
    expect(past).toEqual({ items: [], page: { nextPage: 0, totalPages: 1, totalResults: 3 } });
    await expect(
      listWholeFilings(db, {
        filters,
        sort: { field: 'max_change', direction: 'descending' },
        page: { page: 1, pageSize: 3 },
      }),
    ).rejects.toThrow('not a whole-filings sort field: max_change');
  });
});
