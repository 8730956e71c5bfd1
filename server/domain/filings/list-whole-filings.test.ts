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

  it('returns nothing past the last page', async () => {
    const filters = resolveFilingFilters({ states: ['OK'] });
    const past = await listWholeFilings(db, {
      filters,
      sort: { field: 'rate_impact', direction: 'descending' },
      page: { page: 2, pageSize: 3 },
    });
    expect(past).toEqual({ items: [], page: { nextPage: 0, totalPages: 1, totalResults: 3 } });
  });

  it('sorts by the overall largest, smallest and average premium change', async () => {
    // Distinct values, ties and empty values in each column.
    await db.query(`
      with n as (select serff_tracking_number as tn,
                        row_number() over (order by serff_tracking_number) as n from whole_filings)
      update whole_filings w set
        overall_max_change = case when n.n = 3 then null when n.n in (4, 5) then 2.5 else n.n * 1.5 end,
        overall_min_change = case when n.n = 6 then null else -(n.n % 3) end,
        overall_average_premium_change = case when n.n = 1 then null else n.n * 10 - 25 end
      from n where n.tn = w.serff_tracking_number`);
    for (const [field, column] of [
      ['max_change', 'overall_max_change'],
      ['min_change', 'overall_min_change'],
      ['average_premium_change', 'overall_average_premium_change'],
    ] as const) {
      const values = (
        await db.query<{ key: string; value: number | null }>(
          `select serff_tracking_number as key, ${column} as value from whole_filings`,
        )
      ).map((r) => ({ key: r.key, value: r.value === null ? null : Number(r.value) }));
      expect(new Set(values.map((v) => v.value)).size, column).toBeGreaterThan(1);
      for (const direction of ['descending', 'ascending'] as const) {
        expect(await readAllPages({ field, direction }, 3), `${field} ${direction}`).toEqual(
          sortedKeys(values, direction),
        );
      }
    }
  });
});
