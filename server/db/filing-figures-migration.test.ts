import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { Database } from './connection.ts';
import { loadMigrations } from './migrate.ts';

// Migration 140 repairs data stored before it: ratios as fractions, overall figures missing,
// prior-revision links to withdrawn filings. Rerunning its SQL on such rows must repair them.
describe.each(listTestTargets())('migration 140 (filing figures) on %s', (target) => {
  let db: Database;
  let approved = '';
  let withdrawn = '';
  let later = '';

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await db.query(`insert into carriers (name, serff_prefix) values ('Legacy Mutual', 'LGCY')`);
    const [segment] = await db.query<{ id: number }>(
      `insert into product_segments (carrier, state, line_of_business, product_name)
       values ('Legacy Mutual', 'CA', '19.0 Personal Auto', 'Legacy Auto') returning id`,
    );
    const base = {
      carrier: 'Legacy Mutual',
      state: 'CA',
      product_name: 'Legacy Auto',
      product_segment: segment?.id ?? null,
    };
    approved = (
      await insertFiling(db, {
        ...base,
        submitted_date: '2021-01-10',
        effective_date_new: '2021-06-01',
        disposition_date: '2021-04-01',
        companies: [{ company: 'Legacy One', rate_impact: 4 }],
      })
    ).serff_tracking_number;
    withdrawn = (
      await insertFiling(db, {
        ...base,
        disposition_status: 'Withdrawn',
        submitted_date: '2021-09-01',
        effective_date_new: '2022-01-01',
        disposition_date: '2021-12-01',
        companies: [{ company: 'Legacy One', rate_impact: 35 }],
      })
    ).serff_tracking_number;
    later = (
      await insertFiling(db, {
        ...base,
        submitted_date: '2022-03-01',
        effective_date_new: '2022-08-01',
        disposition_date: '2022-06-01',
        companies: [
          { company: 'Legacy One', rate_impact: 3, max_change: 9, min_change: 0 },
          { company: 'Legacy Two', rate_impact: 8, max_change: 21, min_change: -7 },
        ],
      })
    ).serff_tracking_number;
    // The state before the fix: linked to the filing just before, first-company figures,
    // fractions for ratios.
    await db.query(
      `update whole_filings set prior_serff_tracking_number = $2, overall_max_change = null,
         overall_min_change = null, refiles_serff_tracking_number = null
       where serff_tracking_number = $1`,
      [later, withdrawn],
    );
    await db.query(
      `update filings set prior_serff_tracking_number = $2, prior_rate_change = 35
       where serff_tracking_number = $1`,
      [later, withdrawn],
    );
    await db.query(
      `insert into supplemental_metrics (serff_tracking_number, company, coverage, expense_ratio,
         permissible_loss_ratio)
       values ($1, 'Legacy One', 'Fractions', 0.252, 0.71), ($1, 'Legacy One', 'Points', 27, 70)`,
      [later],
    );
    const migration = (await loadMigrations()).find((m) => m.version === '140');
    if (!migration) throw new Error('migration 140 not found');
    await db.transaction((tx) => tx.query(migration.sql));
  });
  afterAll(async () => {
    await db.close();
  });

  it('turns ratios stored as fractions into percentage points, leaving points alone', async () => {
    const rows = await db.query<{ coverage: string; e: number; p: number }>(
      `select coverage, expense_ratio as e, permissible_loss_ratio as p
       from query_views.supplemental_metrics where serff_tracking_number = $1 order by coverage`,
      [later],
    );
    expect(rows.map((r) => [r.coverage, r.e, r.p])).toEqual([
      ['Fractions', 25.2, 71],
      ['Points', 27, 70],
    ]);
  });

  it('fills the overall maximum and minimum change across the companies', async () => {
    const [row] = await db.query<{ mx: number; mn: number }>(
      `select overall_max_change as mx, overall_min_change as mn from whole_filings
       where serff_tracking_number = $1`,
      [later],
    );
    expect(row).toEqual({ mx: 21, mn: -7 });
  });

  it('links the prior revision to the last filing in force and marks the refiling', async () => {
    const [whole] = await db.query<{ prior: string; refiles: string }>(
      `select prior_serff_tracking_number as prior, refiles_serff_tracking_number as refiles
       from whole_filings where serff_tracking_number = $1`,
      [later],
    );
    expect(whole).toEqual({ prior: approved, refiles: withdrawn });
    const companies = await db.query<{ prior: string; change: number }>(
      `select prior_serff_tracking_number as prior, prior_rate_change as change from filings
       where serff_tracking_number = $1`,
      [later],
    );
    expect(companies).toEqual([
      { prior: approved, change: 4 },
      { prior: approved, change: 4 },
    ]);
  });
});
