import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { getCustomQuerySchema } from './get-custom-query-schema.ts';
import { runCustomQuery } from './run-custom-query.ts';

describe.each(listTestTargets())('runCustomQuery on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 60, seed: 7 });
  }, 120_000);
  afterAll(() => db?.close());

  it('returns typed columns and rows in column order', async () => {
    const result = await runCustomQuery(
      db,
      'select state, count(*) as n, avg(rate_impact) as avg, min(submitted_date) as first from filings group by 1 order by 2 desc, 1;',
    );
    expect(result.errorMessage).toBe('');
    expect(result.columns).toEqual([
      { name: 'state', type: 'string', rawType: 'text' },
      { name: 'n', type: 'number', rawType: 'bigint' },
      { name: 'avg', type: 'number', rawType: 'double precision' },
      { name: 'first', type: 'string', rawType: 'date' },
    ]);
    const total = result.rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBe(60);
    expect(result.rows[0]?.first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads the rating plans level by level and the base rates (issue 21)', async () => {
    const [stored] = await db.query<{ tn: string; factor: string; levels: unknown }>(
      `select serff_tracking_number as tn, factor, levels from rating_factors
       where jsonb_array_length(levels) > 2 order by id limit 1`,
    );
    if (!stored) throw new Error('the demo has no factor tables');
    const result = await runCustomQuery(
      db,
      `select level, relativity_before, relativity_after, is_base, exposure_share
       from rating_factor_levels where serff_tracking_number = '${stored.tn}' and factor = '${stored.factor}'
       order by level_order`,
    );
    expect(result.errorMessage).toBe('');
    const levels = stored.levels as {
      level: string;
      before: number;
      after: number;
      base?: boolean;
      weight?: number;
    }[];
    expect(result.rows).toEqual(
      levels.map((l) => ({
        level: l.level,
        relativity_before: l.before,
        relativity_after: l.after,
        is_base: String(l.base === true),
        exposure_share: l.weight ?? null,
      })),
    );
    const rates = await runCustomQuery(
      db,
      'select count(*) as n, count(*) filter (where rate_after > 0) as priced from base_rates',
    );
    expect(Number(rates.rows[0]?.n)).toBeGreaterThan(0);
    expect(rates.rows[0]?.priced).toBe(rates.rows[0]?.n);
  });

  it('keeps duplicate names apart and types an empty result', async () => {
    const result = await runCustomQuery(
      db,
      "with x as (select 1 as a, 'b' as a, true as t, interval '2 days' as i) select * from x where false",
    );
    expect(result.rows).toEqual([]);
    expect(result.columns.map((c) => [c.name, c.type, c.rawType])).toEqual([
      ['a', 'number', 'integer'],
      ['a_2', 'string', 'text'],
      ['t', 'string', 'boolean'],
      ['i', 'string', 'interval'],
    ]);
  });

  it('caps the rows and flags truncation', async () => {
    const result = await runCustomQuery(db, 'select * from generate_series(1, 25) as g', {
      maxRows: 10,
    });
    expect(result.rows).toHaveLength(10);
    expect(result.truncated).toBe(true);
  });

  it("reports PostgreSQL's message and the position in the user's text", async () => {
    const sql = '  -- first line\nselect nosuch from filings';
    const result = await runCustomQuery(db, sql);
    expect(result.errorMessage).toBe('column "nosuch" does not exist');
    expect(result.errorPosition).toBe(sql.indexOf('nosuch') + 1);
  });

  it('reports parse errors with their position', async () => {
    const sql = 'select état, from filings';
    const result = await runCustomQuery(db, sql);
    expect(result.errorMessage).toMatch(/syntax error at or near "from"/);
    expect(result.errorPosition).toBe(sql.indexOf('from') + 1);
  });

  it('reports refusals with the position of the offending name', async () => {
    const sql = 'select * from filings join pg_roles on true';
    const result = await runCustomQuery(db, sql);
    expect(result.errorMessage).toMatch(/pg_roles is not one of the query views/);
    expect(result.errorPosition).toBe(sql.indexOf('pg_roles') + 1);
  });

  it('lists every view with described columns', async () => {
    const tables = await getCustomQuerySchema(db);
    expect(tables.map((t) => t.name)).toEqual([
      'filings',
      'company_rate_figures',
      'rating_factors',
      'rating_factor_levels',
      'base_rates',
      'objections',
      'reviews',
      'reviewers',
      'product_history',
      'supplemental_metrics',
    ]);
    for (const table of tables) {
      expect(table.columns.length).toBeGreaterThan(3);
      for (const column of table.columns) expect(column.description, column.name).not.toBe('');
    }
    const views = await runCustomQuery(
      db,
      tables.map((t) => `select count(*) from ${t.name}`).join(' union all '),
    );
    expect(views.errorMessage).toBe('');
  });
});
