import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';

// Migration 170 (ADR 020): document pages index words and whole numbers, not decimal figures.
describe.each(listTestTargets())('document_english text search configuration on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  const lexemes = async (config: string, text: string) => {
    const rows = await db.query<{ lexeme: string }>(
      'select lexeme from unnest(to_tsvector($1::regconfig, $2))',
      [config, text],
    );
    return rows.map((r) => r.lexeme).sort();
  };

  it('keeps words, integers and tracking numbers and drops decimal figures', async () => {
    const text = 'Bodily Injury\t1.181\t-2.7%\t$1,574,593 in 2024, NAIC 64032, AVIC-131046949';
    expect(await lexemes('document_english', text)).toEqual(
      expect.arrayContaining(['bodili', 'injuri', '2024', '64032', 'avic', '-131046949', '574']),
    );
    expect(await lexemes('document_english', text)).not.toEqual(expect.arrayContaining(['1.181']));
    expect(await lexemes('document_english', text)).not.toContain('-2.7');
    expect(await lexemes('english', text)).toEqual(expect.arrayContaining(['1.181', '-2.7']));
  });

  it('stores page vectors with it, and a query parsed with it ignores the decimal figure', async () => {
    const [row] = await db.query<{ same: boolean; found: boolean; english: boolean }>(
      `select to_tsvector('document_english', 'Roof age 1.181') = to_tsvector('document_english', 'Roof age') as same,
         to_tsvector('document_english', 'Roof age 1.181') @@ websearch_to_tsquery('document_english', 'roof 1.181') as found,
         to_tsvector('document_english', 'Roof age 1.181') @@ websearch_to_tsquery('english', 'roof 1.181') as english`,
    );
    expect(row).toEqual({ same: true, found: true, english: false });
    const [column] = await db.query<{ expr: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as expr from pg_attrdef d
       join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
       where d.adrelid = 'document_pages'::regclass and a.attname = 'search_vector'`,
    );
    expect(column?.expr).toContain('document_english');
  });
});
