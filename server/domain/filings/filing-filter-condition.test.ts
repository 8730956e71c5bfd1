import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterListField } from '#contract/filings/filter-fields.ts';
import type { Database } from '#server/db/connection.ts';
import { compileSql } from '#tests/support/compile-sql.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe.each(listTestTargets())('filingFilterCondition on %s', (target) => {
  let db: Database;
  let names: Map<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const texas = await insertFiling(db, {
      state: 'TX',
      carrier: 'Alpha Group',
      filing_type: 'Rate/Rule',
      submitted_date: '2024-01-10',
      effective_date_new: '2024-03-01',
      disposition_date: '2024-02-15',
      companies: [{ company: 'Alpha One' }, { company: 'Alpha Two' }],
      ratingFactors: [{ factor: 'Driver Age', category: 'Driver' }],
    });
    const homes = await insertFiling(db, {
      state: 'TX',
      carrier: 'Beta Mutual',
      line_of_business: '04.0 Homeowners',
      sub_toi: '04.0000 Homeowners Sub-TOI Combinations',
      filing_type: 'Rule',
      product_name: 'Homeowners',
      submitted_date: '2024-02-01',
      effective_date_new: '2024-04-01',
      disposition_status: 'Pending',
      disposition_date: null,
      companies: [{ company: 'Beta Ins' }],
      ratingFactors: [{ factor: 'Roof Age', category: 'Property' }],
    });
    const ohio = await insertFiling(db, {
      state: 'OH',
      carrier: 'Alpha Group',
      submitted_date: '2023-12-31',
      effective_date_new: null,
      disposition_date: '2024-01-31',
      companies: [{ company: 'Alpha One' }],
    });
    names = new Map(
      Object.entries({ texas, homes, ohio }).map(([name, f]) => [f.serff_tracking_number, name]),
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The filings (whole) or "filing/company" rows (company rows) the filters keep. */
  async function kept(input: object, table: 'whole_filings' | 'filings', except?: FilterListField) {
    const where = filingFilterCondition(resolveFilingFilters(input), table, 'x', except);
    const { rows } =
      table === 'whole_filings'
        ? await sql<{
            tn: string;
            company: null;
          }>`select serff_tracking_number as tn, null as company
            from whole_filings x where ${where}`.execute(db.kysely)
        : await sql<{ tn: string; company: string }>`select serff_tracking_number as tn, company
            from filings x where ${where}`.execute(db.kysely);
    return rows.map((r) => [names.get(r.tn), r.company].filter(Boolean).join('/')).sort();
  }

  it('keeps everything without filters', async () => {
    expect(await kept({}, 'whole_filings')).toEqual(['homes', 'ohio', 'texas']);
    expect(await kept({}, 'filings')).toEqual([
      'homes/Beta Ins',
      'ohio/Alpha One',
      'texas/Alpha One',
      'texas/Alpha Two',
    ]);
  });

  it('ORs values within a field and ANDs fields', async () => {
    expect(await kept({ states: ['TX', 'OH'] }, 'whole_filings')).toEqual([
      'homes',
      'ohio',
      'texas',
    ]);
    expect(await kept({ states: ['TX'], carriers: ['Alpha Group'] }, 'whole_filings')).toEqual([
      'texas',
    ]);
    expect(await kept({ linesOfBusiness: ['04.0 Homeowners'] }, 'whole_filings')).toEqual([
      'homes',
    ]);
    expect(await kept({ subTois: ['04.0000 Homeowners Sub-TOI Combinations'] }, 'filings')).toEqual(
      ['homes/Beta Ins'],
    );
    expect(await kept({ dispositionStatuses: ['Pending'] }, 'whole_filings')).toEqual(['homes']);
    expect(
      await kept({ filingTypes: ['Rule'], productNames: ['Homeowners'] }, 'whole_filings'),
    ).toEqual(['homes']);
    expect(await kept({ filingTypes: ['Rule'], states: ['OH'] }, 'whole_filings')).toEqual([]);
  });

  it('matches a whole filing with one such company, but only those company rows', async () => {
    expect(await kept({ companies: ['Alpha Two'] }, 'whole_filings')).toEqual(['texas']);
    expect(await kept({ companies: ['Alpha Two'] }, 'filings')).toEqual(['texas/Alpha Two']);
    expect(await kept({ companies: ['Alpha One'] }, 'filings')).toEqual([
      'ohio/Alpha One',
      'texas/Alpha One',
    ]);
  });

  it('bounds the date of the date basis inclusively; company rows read the submitted date from their filing', async () => {
    const march = { year: 2024, month: 3, day: 1 };
    expect(await kept({ startDate: march }, 'whole_filings')).toEqual(['homes', 'texas']);
    expect(await kept({ endDate: march }, 'whole_filings')).toEqual(['texas']);
    const submitted2024 = { startDate: { year: 2024, month: 0, day: 0 }, dateBasis: 2 };
    expect(await kept(submitted2024, 'whole_filings')).toEqual(['homes', 'texas']);
    expect(await kept(submitted2024, 'filings')).toEqual([
      'homes/Beta Ins',
      'texas/Alpha One',
      'texas/Alpha Two',
    ]);
    const january = {
      startDate: { year: 2024, month: 1, day: 0 },
      endDate: { year: 2024, month: 1, day: 0 },
      dateBasis: 3,
    };
    expect(await kept(january, 'whole_filings')).toEqual(['ohio']);
    expect(await kept(january, 'filings')).toEqual(['ohio/Alpha One']);
  });

  it('matches a filing, and each of its company rows, that revised one of the factors', async () => {
    expect(await kept({ ratingFactors: ['Driver Age'] }, 'whole_filings')).toEqual(['texas']);
    expect(await kept({ ratingFactors: ['Driver Age', 'Roof Age'] }, 'whole_filings')).toEqual([
      'homes',
      'texas',
    ]);
    expect(await kept({ ratingFactors: ['Driver Age'] }, 'filings')).toEqual([
      'texas/Alpha One',
      'texas/Alpha Two',
    ]);
    expect(await kept({ ratingFactors: ['Territory'] }, 'whole_filings')).toEqual([]);
    expect(
      await kept({ ratingFactors: ['Roof Age'] }, 'whole_filings', 'ratingFactors'),
    ).toHaveLength(3);
  });

  it('keeps only the listed tracking numbers, with every company row, whatever `except` says', async () => {
    const tn = (name: string) => [...names].find(([, n]) => n === name)?.[0] ?? '';
    const input = { trackingNumbers: [tn('texas').toLowerCase(), tn('ohio')] };
    expect(await kept(input, 'whole_filings')).toEqual(['ohio', 'texas']);
    expect(await kept(input, 'filings')).toEqual([
      'ohio/Alpha One',
      'texas/Alpha One',
      'texas/Alpha Two',
    ]);
    expect(await kept({ ...input, states: ['TX'] }, 'whole_filings')).toEqual(['texas']);
    expect(await kept({ ...input, states: ['TX'] }, 'whole_filings', 'states')).toEqual([
      'ohio',
      'texas',
    ]);
    expect(await kept({ trackingNumbers: ['ZZZZ-99999999'] }, 'filings')).toEqual([]);
  });

  it('leaves out the excepted field only', async () => {
    const input = { states: ['OH'], carriers: ['Alpha Group'] };
    expect(await kept(input, 'whole_filings', 'states')).toEqual(['ohio', 'texas']);
    expect(await kept(input, 'whole_filings', 'carriers')).toEqual(['ohio']);
    expect(await kept({ companies: ['Beta Ins'] }, 'filings', 'companies')).toHaveLength(4);
  });

  it('binds values as parameters, never in the SQL text', () => {
    const hostile = "TX') or true --";
    const compiled = compileSql(
      filingFilterCondition(
        resolveFilingFilters({
          carriers: [hostile],
          companies: [hostile],
          ratingFactors: [hostile],
          trackingNumbers: ['SFMA-134393024'],
        }),
        'whole_filings',
        'w',
      ),
    );
    expect(compiled.sql).not.toContain('or true');
    expect(compiled.sql).not.toContain('SFMA');
    expect(compiled.parameters).toEqual(['SFMA-134393024', hostile, hostile, hostile]);
    expect(compileSql(filingFilterCondition(resolveFilingFilters({}), 'filings', 'f')).sql).toBe(
      'true',
    );
  });
});
