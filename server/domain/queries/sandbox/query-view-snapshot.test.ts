import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { copyInBinary } from '#server/db/pglite-copy.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { QUERY_VIEW_CATALOG } from '#server/domain/queries/query-view-catalog.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { exportQueryViews, loadQueryViews, type ViewData } from './query-view-snapshot.ts';

/** The rows of one exported view, read back through a scratch table of the same database. */
async function rowsOf(
  db: Database,
  view: ViewData | undefined,
): Promise<Record<string, unknown>[]> {
  if (!view) return [];
  await db.query('create schema if not exists scratch');
  await db.query('drop table if exists scratch.copy_back');
  const columns = view.columns.map((c) => `"${c.name}" ${c.type}`).join(', ');
  await db.query(`create table scratch.copy_back (${columns})`);
  if (view.rows > 0) await copyInBinary(db, 'scratch.copy_back', view.data);
  return db.query('select * from scratch.copy_back');
}

// The sandbox copies the embedded database only (ADR 009, ADR 045).
describe('exportQueryViews and loadQueryViews on pglite', () => {
  const fixture = useTestDatabase('pglite', async (db) => {
    await insertFiling(db, { state: 'TX', companies: [{ company: 'One' }, { company: 'Two' }] });
    await insertFiling(db, { state: 'OK' });
  });

  it('copies every view in catalogue order, with typed columns and binary rows, at one version', async () => {
    const snapshot = await exportQueryViews(fixture.db);
    expect(snapshot.version).toBe(await queryDataVersion(fixture.db));
    expect(snapshot.views.map((v) => v.name)).toEqual(QUERY_VIEW_CATALOG.map((v) => v.name));
    const filings = snapshot.views.find((v) => v.name === 'filings');
    expect(filings?.columns).toContainEqual({ name: 'state', type: 'text' });
    expect(filings?.rows).toBe(2);
    const rows = (await rowsOf(fixture.db, filings)) as { state: string }[];
    expect(rows.map((r) => r.state).sort()).toEqual(['OK', 'TX']);
    const companies = snapshot.views.find((v) => v.name === 'company_rate_figures');
    expect(companies?.rows).toBe(3);
    expect(await rowsOf(fixture.db, companies)).toHaveLength(3);
    expect(snapshot.views.find((v) => v.name === 'supplemental_metrics')?.rows).toBe(0);
  });

  it('keeps every value of a filing as the view gives it (dates, numbers, nulls, arrays)', async () => {
    const snapshot = await exportQueryViews(fixture.db);
    const filings = snapshot.views.find((v) => v.name === 'filings');
    const copied = await rowsOf(fixture.db, filings);
    const original = await fixture.db.query<Record<string, unknown>>(
      'select * from query_views.filings',
    );
    const byTracking = (rows: Record<string, unknown>[]) =>
      [...rows].sort((a, b) => String(a.tracking_number).localeCompare(String(b.tracking_number)));
    expect(byTracking(copied)).toEqual(byTracking(original));
  });

  it('copies again when the data changes during the copy, up to the attempts given', async () => {
    let writes = 0;
    const writing: Database = {
      ...fixture.db,
      async query<T>(text: string, params?: unknown[]) {
        if (text.includes('pg_attribute') && writes < 1) {
          writes += 1;
          await insertFiling(fixture.db, { state: 'NE' });
        }
        return fixture.db.query<T>(text, params);
      },
    };
    const snapshot = await exportQueryViews(writing);
    expect(writes).toBe(1);
    expect(snapshot.version).toBe(await queryDataVersion(fixture.db));
    expect(snapshot.views.find((v) => v.name === 'filings')?.rows).toBe(3);
  });

  // Last: the copy goes back into this database once its query views are dropped (opening an
  // empty PGlite, as the sandbox does, costs seconds).
  it('creates the views as tables the reader role can read, twice over', async () => {
    const { views } = await exportQueryViews(fixture.db);
    await fixture.db.query('drop schema query_views cascade');
    await loadQueryViews(fixture.db, views);
    await loadQueryViews(fixture.db, views);
    const rows = await fixture.db.transaction(async (tx) => {
      await tx.query('set local role rfi_query_reader');
      return tx.query<{ state: string }>('select state from query_views.filings order by 1');
    });
    expect(rows).toEqual([{ state: 'NE' }, { state: 'OK' }, { state: 'TX' }]);
    const [kind] = await fixture.db.query<{ relkind: string }>(
      "select relkind::text from pg_class where oid = 'query_views.filings'::regclass",
    );
    expect(kind).toEqual({ relkind: 'r' });
  });

  it('refuses a server: there a COPY to /dev/blob would write a file of the server', async () => {
    const server: Database = { ...fixture.db, mode: 'postgres' };
    await expect(exportQueryViews(server)).rejects.toThrow(/PGlite only/);
  });

  it('leaves the reader role unable to create tables', async () => {
    await expect(
      fixture.db.transaction(async (tx) => {
        await tx.query('set local role rfi_query_reader');
        await tx.query('create table public.t (x int)');
      }),
    ).rejects.toThrow(/permission denied/);
  });
});
