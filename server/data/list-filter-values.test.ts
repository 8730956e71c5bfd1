import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { listFilterValues } from './list-filter-values.ts';

describe.each(listTestTargets())('listFilterValues on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertFiling(db, { state: 'TX', carrier: 'Alpha Group', filing_type: 'Rate' });
    await insertFiling(db, {
      state: 'TX',
      carrier: 'Beta Group',
      companies: [{ company: 'Beta One' }, { company: 'Beta Two' }],
    });
    await insertFiling(db, { state: 'NY', carrier: 'Alpha Group', product_name: 'Homeowners' });
  });
  afterAll(async () => {
    await db.close();
  });

  it('lists each filter value once with its number of filings, sorted', async () => {
    const values = await listFilterValues(db);
    expect(values.states).toEqual([
      { value: 'NY', count: 1 },
      { value: 'TX', count: 2 },
    ]);
    expect(values.carriers).toEqual([
      { value: 'Alpha Group', count: 2 },
      { value: 'Beta Group', count: 1 },
    ]);
    expect(values.filingTypes).toEqual([
      { value: 'Rate', count: 1 },
      { value: 'Rate/Rule', count: 2 },
    ]);
    expect(values.productNames.map((v) => v.value)).toEqual([
      'Homeowners',
      'Private Passenger Auto',
    ]);
    expect(values.companies).toEqual([
      { value: 'Beta One', count: 1 },
      { value: 'Beta Two', count: 1 },
      { value: 'Test Mutual Insurance Company', count: 2 },
    ]);
    expect(values.linesOfBusiness).toHaveLength(1);
    expect(values.subTois).toHaveLength(1);
    expect(values.dispositionStatuses).toEqual([{ value: 'Approved', count: 3 }]);
  });

  it('factory filings carry overall figures computed from their company rows', async () => {
    const rows = await db.query<{ filing_company: string; overall_written_premium: number }>(
      "select filing_company, overall_written_premium from whole_filings where carrier = 'Beta Group'",
    );
    expect(rows).toEqual([{ filing_company: 'Multiple', overall_written_premium: 20_000_000 }]);
  });
});
