import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { type PageVectorizer, startPageVectorizer } from './start-page-vectorizer.ts';

describe('startPageVectorizer', () => {
  let db: Database;
  let vectorizer: PageVectorizer;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    vectorizer = startPageVectorizer();
  });
  afterAll(async () => {
    await vectorizer.close();
    await db.close();
  });

  it('computes in the worker the vectors the migrated database computes, in order', async () => {
    const texts = [
      'Rate Pages\nBodily Injury\t$217.00\t$214.00\t-1.4%',
      '',
      'Objection Letter 1: the Department requests the Bornhuetter-Ferguson support (AVIC-131046949).',
      'Übersicht des Tarifs – café, naïve, 2024',
    ];
    const [first, second] = await Promise.all([
      vectorizer.vectorsOf(texts),
      vectorizer.vectorsOf(texts.slice(0, 1)),
    ]);
    const rows = await db.query<{ v: string }>(
      `select to_tsvector('document_english', t)::text as v
       from unnest($1::text[]) with ordinality as x(t, n) order by n`,
      [texts],
    );
    expect(first).toEqual(rows.map((r) => r.v));
    expect(second).toEqual([rows[0]?.v]);
    expect(first?.[1]).toBe('');
  });

  it('refuses work once closed', async () => {
    const closed = startPageVectorizer();
    await closed.close();
    await expect(closed.vectorsOf(['x'])).rejects.toThrow(/closed/);
  });
});
