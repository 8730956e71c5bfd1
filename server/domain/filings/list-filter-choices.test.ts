import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { listFilterChoices } from './list-filter-choices.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('listFilterChoices on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertFiling(db, {
      state: 'TX',
      carrier: 'Alpha Group',
      effective_date_new: '2023-05-01',
      companies: [{ company: 'Alpha One' }, { company: 'Alpha Two' }],
    });
    await insertFiling(db, {
      state: 'TX',
      carrier: 'Beta Mutual',
      effective_date_new: '2024-09-30',
      companies: [{ company: 'Beta Ins' }],
    });
    await insertFiling(db, {
      state: 'OH',
      carrier: 'Alpha Group',
      effective_date_new: null,
      filing_type: 'Rule',
      companies: [{ company: 'Alpha One' }],
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('counts filings per choice, most first then by value, and the date range of the data', async () => {
    const choices = await listFilterChoices(db, resolveFilingFilters({}));
    expect(choices.states).toEqual([
      { value: 'TX', count: 2 },
      { value: 'OH', count: 1 },
    ]);
    expect(choices.carriers).toEqual([
      { value: 'Alpha Group', count: 2 },
      { value: 'Beta Mutual', count: 1 },
    ]);
    expect(choices.filingTypes).toEqual([
      { value: 'Rate/Rule', count: 2 },
      { value: 'Rule', count: 1 },
    ]);
    expect(choices.companies).toEqual([
      { value: 'Alpha One', count: 2 },
      { value: 'Alpha Two', count: 1 },
      { value: 'Beta Ins', count: 1 },
    ]);
    expect(choices.productNames).toEqual([{ value: 'Private Passenger Auto', count: 3 }]);
    expect([choices.earliestDate, choices.latestDate]).toEqual(['2023-05-01', '2024-09-30']);
  });

  it("ignores a field's own filter so that its other choices stay selectable", async () => {
    const choices = await listFilterChoices(db, resolveFilingFilters({ states: ['OH'] }));
    expect(choices.states).toEqual([
      { value: 'TX', count: 2 },
      { value: 'OH', count: 1 },
    ]);
    expect(choices.carriers).toEqual([{ value: 'Alpha Group', count: 1 }]);
    expect(choices.companies).toEqual([{ value: 'Alpha One', count: 1 }]);
    const byCompany = await listFilterChoices(
      db,
      resolveFilingFilters({ companies: ['Beta Ins'] }),
    );
    expect(byCompany.companies).toHaveLength(3);
    expect(byCompany.carriers).toEqual([{ value: 'Beta Mutual', count: 1 }]);
    // The date range is the data's, whatever the filters.
    expect(byCompany.earliestDate).toBe('2023-05-01');
  });

  it('gives empty lists where nothing matches and follows new filings', async () => {
    const none = await listFilterChoices(db, resolveFilingFilters({ carriers: ['Nobody'] }));
    expect(none.states).toEqual([]);
    expect(none.carriers).toHaveLength(2);
    await insertFiling(db, { state: 'OH', carrier: 'Gamma Inc', effective_date_new: '2025-01-01' });
    const after = await listFilterChoices(db, resolveFilingFilters({ states: ['OH'] }));
    expect(after.carriers).toEqual([
      { value: 'Alpha Group', count: 1 },
      { value: 'Gamma Inc', count: 1 },
    ]);
    expect(after.latestDate).toBe('2025-01-01');
  });
});
