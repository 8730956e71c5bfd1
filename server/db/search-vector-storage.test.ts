import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';

// Migration 260: the vectors a search reads for every candidate stay in the table's own rows.
describe.each(listTestTargets())('search vector storage on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps the pages’ and letters’ vectors in line (MAIN), their text out of line when long', async () => {
    const rows = await db.query<{ table: string; column: string; storage: string }>(
      `select c.relname as table, a.attname as column, a.attstorage as storage
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relname in ('document_pages', 'objections') and c.relkind = 'r'
         and c.relnamespace = current_schema()::regnamespace
         and a.attname in ('search_vector', 'content')
       order by 1, 2`,
    );
    expect(rows).toEqual([
      { table: 'document_pages', column: 'content', storage: 'x' },
      { table: 'document_pages', column: 'search_vector', storage: 'm' },
      { table: 'objections', column: 'content', storage: 'x' },
      { table: 'objections', column: 'search_vector', storage: 'm' },
    ]);
  });

  it('still stores a page too long for one row (the vector is moved out of line as a last resort)', async () => {
    const words = Array.from({ length: 4000 }, (_, k) => `word${k}`).join(' ');
    const filing = await insertFiling(db, { pages: [words] });
    const [row] = await db.query<{ found: boolean }>(
      `select search_vector @@ to_tsquery('document_english', 'word3999') as found
       from document_pages where serff_tracking_number = $1`,
      [filing.serff_tracking_number],
    );
    expect(row?.found).toBe(true);
  });
});
