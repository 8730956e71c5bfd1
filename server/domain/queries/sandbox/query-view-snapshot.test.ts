import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { QUERY_VIEW_CATALOG } from '#server/domain/queries/query-view-catalog.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { exportQueryViews, loadQueryViews } from './query-view-snapshot.ts';

describe.each(listTestTargets())('exportQueryViews and loadQueryViews on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    await insertFiling(db, { state: 'TX', companies: [{ company: 'One' }, { company: 'Two' }] });
    await insertFiling(db, { state: 'OK' });
  });

  it('copies every view in catalogue order, with typed columns and JSON rows, at one version', async () => {
    const snapshot = await exportQueryViews(fixture.db);
    expect(snapshot.version).toBe(await queryDataVersion(fixture.db));
    expect(snapshot.views.map((v) => v.name)).toEqual(QUERY_VIEW_CATALOG.map((v) => v.name));
    const filings = snapshot.views.find((v) => v.name === 'filings');
    expect(filings?.columns).toContainEqual({ name: 'state', type: 'text' });
    expect(filings?.chunks).toHaveLength(1);
    const rows = JSON.parse(filings?.chunks[0] ?? '[]') as { state: string }[];
    expect(rows.map((r) => r.state).sort()).toEqual(['OK', 'TX']);
    const companies = snapshot.views.find((v) => v.name === 'company_rate_figures');
    expect(JSON.parse(companies?.chunks[0] ?? '[]')).toHaveLength(3);
    expect(snapshot.views.find((v) => v.name === 'supplemental_metrics')?.chunks).toEqual([]);
  });

  it('copies again when the data changes during the copy, up to the attempts given', async () => {
    let writes = 0;
    const writing: Database = {
      ...fixture.db,
      async query<T>(text: string, params?: unknown[]) {
        if (text.includes('json_agg') && writes < 1) {
          writes += 1;
          await insertFiling(fixture.db, { state: 'NE' });
        }
        return fixture.db.query<T>(text, params);
      },
    };
    const snapshot = await exportQueryViews(writing);
    expect(writes).toBe(1);
    expect(snapshot.version).toBe(await queryDataVersion(fixture.db));
    const filings = snapshot.views.find((v) => v.name === 'filings');
    expect(JSON.parse(filings?.chunks[0] ?? '[]')).toHaveLength(3);
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

  it('leaves the reader role unable to create tables', async () => {
    await expect(
      fixture.db.transaction(async (tx) => {
        await tx.query('set local role rfi_query_reader');
        await tx.query('create table public.t (x int)');
      }),
    ).rejects.toThrow(/permission denied/);
  });
});
