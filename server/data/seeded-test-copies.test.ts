import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createSeededTestDatabase } from '#tests/support/seeded-test-database.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { seedDatabase } from './seed-database.ts';

/** A digest of the generated rows that a copy must hold exactly. */
async function digest(db: Database): Promise<string> {
  const [row] = await db.query<{ digest: string }>(
    `select md5(string_agg(x, '|' order by x)) as digest from (
       select concat_ws(',', serff_tracking_number, carrier, product_name, description,
         effective_date_new, disposition_status) as x from whole_filings
       union all select concat_ws(',', serff_tracking_number, page_number, md5(content))
         from document_pages
       union all select concat_ws(',', serff_tracking_number, factor, category, levels::text) from rating_factors) t`,
  );
  return row?.digest ?? '';
}

/**
 * Test files that seed the same data set get copies of one seeded database (a cached PGlite dump,
 * a template database on the server): a copy must hold what a fresh seed writes, and a copy
 * changed by one file must not change the next.
 */
describe.each(listTestTargets())('seeded test copies on %s', (target) => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const db of open) await db.close();
  });

  it('hold what a fresh seed writes, and each copy is its own', async () => {
    const seed = { filings: 20, seed: 41 };
    const fresh = await createTestDatabase(target);
    open.push(fresh);
    await seedDatabase(fresh, seed);
    const first = await createSeededTestDatabase(target, seed);
    open.push(first);
    expect(await digest(first)).toBe(await digest(fresh));
    await first.query('delete from document_pages');
    const second = await createSeededTestDatabase(target, seed);
    open.push(second);
    expect(await digest(second)).toBe(await digest(fresh));
  });
});
