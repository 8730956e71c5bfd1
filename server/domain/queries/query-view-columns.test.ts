import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { QUERY_VIEWS_SCHEMA } from './query-view-catalog.ts';
import { QUERY_VIEW_COLUMN_NAMES } from './query-view-columns.ts';

describe('QUERY_VIEW_COLUMN_NAMES', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  }, 120_000);
  afterAll(() => db?.close());

  it('lists exactly the columns of the query views (the attribute-notation check relies on it)', async () => {
    const rows = await db.query<{ name: string }>(
      'select distinct column_name::text as name from information_schema.columns where table_schema = $1',
      [QUERY_VIEWS_SCHEMA],
    );
    expect([...QUERY_VIEW_COLUMN_NAMES].sort()).toEqual(rows.map((r) => r.name).sort());
  });
});
