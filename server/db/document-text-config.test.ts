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
  });

  it('keeps page vectors by trigger: computed when an insert brings none and on every update', async () => {
    await db.query(
      `insert into whole_filings (serff_tracking_number, carrier, filing_company, state, line_of_business,
         sub_toi, filing_type, disposition_status, product_name, clean_product_name)
       values ('TEST-1', 'Test Group', 'Test Company', 'OH', '19.0 Personal Auto',
         '19.0001 Private Passenger Auto (PPA)', 'Rate', 'Approved', 'Test Auto', 'test auto')`,
    );
    await db.query(
      `insert into filing_documents (serff_tracking_number, page_count) values ('TEST-1', 2)`,
    );
    await db.query(
      `insert into document_pages (serff_tracking_number, page_number, content) values ('TEST-1', 1, 'Roof age 1.181')`,
    );
    await db.query(
      `insert into document_pages (serff_tracking_number, page_number, content, search_vector)
       values ('TEST-1', 2, 'Wind and hail', to_tsvector('document_english', 'Wind and hail'))`,
    );
    const vectors = async () =>
      db.query<{ page_number: number; v: string; same: boolean }>(
        `select page_number, search_vector::text as v,
           search_vector = to_tsvector('document_english', content) as same
         from document_pages where serff_tracking_number = 'TEST-1' order by page_number`,
      );
    expect(await vectors()).toEqual([
      { page_number: 1, v: "'age':2 'roof':1", same: true },
      { page_number: 2, v: "'hail':3 'wind':1", same: true },
    ]);
    await db.query(
      `update document_pages set content = 'Hail deductible' where serff_tracking_number = 'TEST-1' and page_number = 2`,
    );
    expect((await vectors())[1]).toEqual({
      page_number: 2,
      v: "'deduct':2 'hail':1",
      same: true,
    });
  });
});
