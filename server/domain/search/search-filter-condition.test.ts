import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileSql } from '#tests/support/compile-sql.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { searchFilterCondition } from './search-filter-condition.ts';
import { searchRequestSchema } from './search-request-schema.ts';

const condition = (input: object) => searchFilterCondition(searchRequestSchema.parse(input));

describe('searchFilterCondition', () => {
  it('is true without filters', () => {
    expect(compileSql(condition({}))).toEqual({ sql: 'true', parameters: [] });
  });

  it('binds every value, ORs within a field and ANDs fields and date bounds', () => {
    expect(
      compileSql(
        condition({
          carriers: ['B', 'A'],
          states: ['TX'],
          startDate: { year: 2024, month: 0, day: 0 },
          endDate: { year: 2024, month: 6, day: 0 },
        }),
      ),
    ).toEqual({
      sql: '("w"."carrier" in ($1, $2) and "w"."state" in ($3) and w.effective_date_new >= $4::date and w.effective_date_new <= $5::date)',
      parameters: ['A', 'B', 'TX', '2024-01-01', '2024-06-30'],
    });
  });
});

describe.each(listTestTargets())('searchFilterCondition on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await insertFiling(db, { state: 'TX', filing_type: 'Rate', effective_date_new: '2024-01-01' });
    await insertFiling(db, { state: 'TX', filing_type: 'Form', effective_date_new: '2024-06-30' });
    await insertFiling(db, { state: 'OK', filing_type: 'Rate', effective_date_new: '2024-07-01' });
  });

  const kept = async (input: object) => {
    const { rows } = await sql<{ key: string }>`select w.state || '/' || w.filing_type as key
      from whole_filings w where ${condition(input)} order by 1`.execute(fixture.db.kysely);
    return rows.map((r) => r.key);
  };

  it('keeps the filings the filters describe, date bounds included', async () => {
    expect(await kept({})).toEqual(['OK/Rate', 'TX/Form', 'TX/Rate']);
    expect(await kept({ states: ['TX'], filingTypes: ['Rate', 'Form'] })).toEqual([
      'TX/Form',
      'TX/Rate',
    ]);
    expect(
      await kept({
        startDate: { year: 2024, month: 1, day: 1 },
        endDate: { year: 2024, month: 6, day: 30 },
      }),
    ).toEqual(['TX/Form', 'TX/Rate']);
    expect(await kept({ carriers: ['Nobody'] })).toEqual([]);
  });
});
