import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { countWholeFilings } from './count-whole-filings.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('countWholeFilings on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertFiling(db, {
      state: 'TX',
      effective_date_new: '2024-02-01',
      companies: [{ company: 'One Co' }, { company: 'Two Co' }],
    });
    await insertFiling(db, {
      state: 'TX',
      effective_date_new: '2024-06-01',
      companies: [{ company: 'One Co' }],
    });
    await insertFiling(db, {
      state: 'OK',
      effective_date_new: null,
      companies: [{ company: 'Two Co' }],
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  const count = (input: object) => countWholeFilings(db, resolveFilingFilters(input));

  it('counts each filing once, whatever its number of companies', async () => {
    expect(await count({})).toBe(3);
    expect(await count({ companies: ['One Co'] })).toBe(2);
    expect(await count({ companies: ['One Co', 'Two Co'] })).toBe(3);
    expect(await count({ companies: ['One Co'], states: ['OK'] })).toBe(0);
  });

  it('applies the date range, leaving out filings without the date', async () => {
    expect(await count({ startDate: { year: 2024, month: 3, day: 0 } })).toBe(1);
    expect(await count({ endDate: { year: 2024, month: 2, day: 1 } })).toBe(1);
    expect(await count({ startDate: { year: 2024, month: 0, day: 0 } })).toBe(2);
  });

  it('follows new filings although counts are cached', async () => {
    expect(await count({ states: ['OK'] })).toBe(1);
    await insertFiling(db, { state: 'OK' });
    expect(await count({ states: ['OK'] })).toBe(2);
    expect(await count({})).toBe(4);
  });
});
