import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { insertSortFilings, sortedKeys } from '#tests/support/factories/insert-sort-filings.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { FilingFilters } from './filing-filters-schema.ts';
import { iterateWholeFilingRows } from './iterate-whole-filing-rows.ts';
import { listWholeFilings } from './list-whole-filings.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('iterateWholeFilingRows on %s', (target) => {
  let db: Database;
  let rows: { key: string; value: number | null; state: string; carrier: string }[];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertSortFilings(db);
    rows = (
      await db.query<{
        serff_tracking_number: string;
        overall_rate_impact: number | null;
        state: string;
        carrier: string;
      }>('select serff_tracking_number, overall_rate_impact, state, carrier from whole_filings')
    ).map((r) => ({
      key: r.serff_tracking_number,
      value: r.overall_rate_impact,
      state: r.state,
      carrier: r.carrier,
    }));
  });
  afterAll(async () => {
    await db?.close();
  });

  async function batches(sort: FilingSort, batchSize: number, filters?: FilingFilters) {
    const sizes: number[] = [];
    const numbers: string[] = [];
    const companies: string[] = [];
    for await (const batch of iterateWholeFilingRows(
      db,
      filters ?? resolveFilingFilters({}),
      sort,
      batchSize,
    )) {
      sizes.push(batch.length);
      numbers.push(...batch.map((r) => r.serff_tracking_number));
      companies.push(...batch.map((r) => r.companies));
    }
    return { sizes, numbers, companies };
  }

  it('reads every filing once, in the list order, across batches, ties and empty values', async () => {
    for (const direction of ['descending', 'ascending'] as const) {
      const sort = { field: 'rate_impact', direction } as const;
      const expected = sortedKeys(rows, direction);
      const listed = await listWholeFilings(db, {
        filters: resolveFilingFilters({}),
        sort,
        page: { page: 1, pageSize: 25 },
      });
      expect(listed.items.map((i) => i.serff_tracking_number)).toEqual(expected);
      for (const size of [1, 2, 3]) {
        const { numbers, sizes } = await batches(sort, size);
        expect(numbers, `${direction} by ${size}`).toEqual(expected);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(7);
      }
    }
  });

  it('orders by the key alone and by text columns with ties', async () => {
    const byNumber = rows.map((r) => r.key).sort();
    for (const size of [2, 4]) {
      expect(
        (await batches({ field: 'serff_tracking_number', direction: 'ascending' }, size)).numbers,
      ).toEqual(byNumber);
      expect(
        (await batches({ field: 'serff_tracking_number', direction: 'descending' }, size)).numbers,
      ).toEqual([...byNumber].reverse());
    }
    // One carrier throughout: tracking number order alone.
    const byCarrier = await batches({ field: 'carrier', direction: 'descending' }, 3);
    expect(byCarrier.numbers).toEqual(
      sortedKeys(
        rows.map((r) => ({ key: r.key, value: r.carrier })),
        'descending',
      ),
    );
  });

  it('names every company of a filing once, and filters as the list does', async () => {
    const oklahoma = await batches(
      { field: 'rate_impact', direction: 'descending' },
      2,
      resolveFilingFilters({ states: ['OK'] }),
    );
    expect(oklahoma.numbers).toEqual(
      sortedKeys(
        rows.filter((r) => r.state === 'OK'),
        'descending',
      ),
    );
    expect(oklahoma.companies).toContain('e Co 1; e Co 2');
    const onlyE = await batches(
      { field: 'rate_impact', direction: 'descending' },
      5,
      resolveFilingFilters({ companies: ['e Co 2'] }),
    );
    expect(onlyE.companies).toEqual(['e Co 1; e Co 2']);
    expect(onlyE.sizes).toEqual([1]);
  });
});
