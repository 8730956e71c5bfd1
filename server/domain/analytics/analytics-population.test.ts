import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import {
  companyFigures,
  insertAnalyticsFilings,
} from '#tests/support/factories/insert-analytics-filings.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { analyticsCondition, periodMonthSql, populationCondition } from './analytics-population.ts';

describe.each(listTestTargets())('analytics population on %s', (target) => {
  let db: Database;
  let names: Map<string, string>;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const { filings } = await insertAnalyticsFilings(db);
    // File-and-use filings that took effect count; an approved filing without a rate does not.
    const deemed = await insertFiling(db, {
      state: 'KS',
      disposition_status: 'Deemed',
      companies: [companyFigures('Deemed Co', 2, 100_000)],
    });
    const noRate = await insertFiling(db, {
      state: 'KS',
      companies: [{ company: 'Form Co', rate_impact: null, written_premium_change: null }],
    });
    names = new Map(
      Object.entries({ ...filings, deemed, noRate }).map(([name, f]) => [
        f.serff_tracking_number,
        name,
      ]),
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  async function select(where: (alias: string) => ReturnType<typeof populationCondition>) {
    const { rows } = await sql<{ tn: string }>`select w.serff_tracking_number as tn
      from whole_filings w where ${where('w')}`.execute(db.kysely);
    return rows.map((r) => names.get(r.tn) ?? r.tn).sort();
  }

  it('keeps approved filings with a non-zero rate impact by default, every filing with all', async () => {
    const byDefault = resolveFilingFilters({});
    expect(await select((a) => populationCondition(byDefault, a))).toEqual([
      'big',
      'deemed',
      'iowa',
    ]);
    const all = resolveFilingFilters({ population: 2 });
    expect(await select((a) => populationCondition(all, a))).toEqual([
      'big',
      'deemed',
      'flat',
      'iowa',
      'noRate',
      'pending',
      'withdrawn',
    ]);
  });

  it("adds the filings list's own filters, dates on the filters' date basis", async () => {
    const where = (input: object) => {
      const filters = resolveFilingFilters(input);
      return select((a) => analyticsCondition(filters, a));
    };
    expect(await where({ states: ['NE'] })).toEqual(['big']);
    expect(await where({ states: ['NE'], population: 2 })).toEqual(['big', 'flat', 'pending']);
    const may = { year: 2024, month: 5, day: 0 };
    expect(await where({ startDate: may, states: ['NE', 'IA'] })).toEqual(['iowa']);
    expect(
      await where({ startDate: { year: 2024, month: 3, day: 0 }, dateBasis: 2, population: 2 }),
    ).toEqual(['iowa', 'withdrawn']);
    expect(await where({ endDate: { year: 2024, month: 3, day: 31 }, dateBasis: 3 })).toEqual([
      'big',
      'deemed',
    ]);
  });

  it('names the month of the date basis, null without a date', async () => {
    const months = async (input: object) => {
      const filters = resolveFilingFilters({ ...input, population: 2, states: ['NE'] });
      const { rows } = await sql<{ tn: string; month: string | null }>`
        select w.serff_tracking_number as tn, ${periodMonthSql(filters, 'w')} as month
        from whole_filings w where ${analyticsCondition(filters, 'w')}`.execute(db.kysely);
      return Object.fromEntries(rows.map((r) => [names.get(r.tn), r.month]));
    };
    expect(await months({})).toEqual({
      big: '2024-04-01',
      flat: '2024-04-01',
      pending: '2024-07-01',
    });
    expect(await months({ dateBasis: 2 })).toEqual({
      big: '2024-01-01',
      flat: '2024-01-01',
      pending: '2024-02-01',
    });
    expect(await months({ dateBasis: 3 })).toEqual({
      big: '2024-03-01',
      flat: '2024-03-01',
      pending: null,
    });
  });
});
