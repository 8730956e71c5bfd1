import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { insertSortFilings, sortedKeys } from '#tests/support/factories/insert-sort-filings.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { FilingFilters } from './filing-filters-schema.ts';
import { iterateFilingRows } from './iterate-filing-rows.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('iterateFilingRows on %s', (target) => {
  let db: Database;
  let rows: { key: number; value: number | null; state: string; company: string }[];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertSortFilings(db);
    rows = (
      await db.query<{ id: number; rate_impact: number | null; state: string; company: string }>(
        'select id, rate_impact, state, company from filings',
      )
    ).map((r) => ({ key: r.id, value: r.rate_impact, state: r.state, company: r.company }));
  });
  afterAll(async () => {
    await db?.close();
  });

  async function batches(sort: FilingSort, batchSize: number, filters?: FilingFilters) {
    const sizes: number[] = [];
    const ids: number[] = [];
    for await (const batch of iterateFilingRows(
      db,
      filters ?? resolveFilingFilters({}),
      sort,
      batchSize,
    )) {
      sizes.push(batch.length);
      ids.push(...batch.map((r) => r.id));
    }
    return { sizes, ids };
  }

  it('reads every row once in sort order across batches, through ties and empty values', async () => {
    for (const direction of ['descending', 'ascending'] as const) {
      const sort = { field: 'rate_impact', direction } as const;
      const expected = sortedKeys(rows, direction);
      for (const size of [1, 2, 3]) {
        const { ids, sizes } = await batches(sort, size);
        expect(ids, `${direction} by ${size}`).toEqual(expected);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(8);
        expect(sizes.length).toBe(Math.ceil(8 / size));
      }
    }
  });

  it('stops after a full last batch and after a single batch', async () => {
    const sort = { field: 'rate_impact', direction: 'descending' } as const;
    expect((await batches(sort, 4)).sizes).toEqual([4, 4]);
    expect((await batches(sort, 1_000)).sizes).toEqual([8]);
    expect((await batches(sort, 2, resolveFilingFilters({ states: ['ZZ'] }))).sizes).toEqual([]);
  });

  it('keys text columns and filters like the list', async () => {
    const byCompany = await batches({ field: 'company', direction: 'ascending' }, 3);
    const companies = rows.map((r) => ({ key: r.key, value: r.company }));
    expect(byCompany.ids).toEqual(sortedKeys(companies, 'ascending'));
    const oklahoma = await batches(
      { field: 'rate_impact', direction: 'descending' },
      2,
      resolveFilingFilters({ states: ['OK'] }),
    );
    expect(oklahoma.ids).toEqual(
      sortedKeys(
        rows.filter((r) => r.state === 'OK'),
        'descending',
      ),
    );
    // Equal values throughout: row id order alone.
    const byState = await batches({ field: 'carrier', direction: 'descending' }, 3);
    expect(byState.ids).toEqual(rows.map((r) => r.key).sort((x, y) => x - y));
  });

  it('refuses a field company rows cannot be sorted on', async () => {
    const rowsOf = iterateFilingRows(db, resolveFilingFilters({}), {
      field: 'submitted_date',
      direction: 'ascending',
    });
    await expect(rowsOf.next()).rejects.toThrow('not a filings sort field: submitted_date');
  });
});
