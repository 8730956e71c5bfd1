import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyPhrasePairs } from '#server/data/key-phrase-pairs.ts';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { searchFilings } from './search-filings.ts';
import { searchRequestSchema } from './search-request-schema.ts';

// Quoted phrases in the sources with pair keys (ADR 044): the letters, their summaries, the
// filings' own text and summaries find the exact phrase, and only it, whether the keys came from
// the app or from the trigger (these rows are written without them).
describe.each(listTestTargets())('quoted phrases through the pair keys on %s', (target) => {
  let db: Database;
  const tn: Record<string, string> = {};
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const rows = {
      hyphen: { letter: 'Provide the rate-change histogram.', summary: 'Rate-change histogram' },
      plural: { letter: 'Explain the rate changes by territory.', summary: 'Rate changes' },
      apart: { letter: 'The rate. Change the exhibit.', summary: 'Rate, change' },
      exact: { letter: 'Support the RATE\n  CHANGE for tenants.', summary: 'Rate change support' },
    };
    for (const [key, row] of Object.entries(rows)) {
      const filing = await insertFiling(db, {
        summary: `${row.summary} filed`,
        objections: [{ content: row.letter, summary: row.summary }],
      });
      tn[key] = filing.serff_tracking_number;
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  const found = async (query: string, index: string) => {
    const outcome = await searchFilings(db, searchRequestSchema.parse({ query, index }));
    return [...new Set(outcome.hits.map((hit) => hit.serffTrackingNumber))].sort();
  };

  it('finds the letters and summaries holding the phrase word for word, and no others', async () => {
    expect(await found('"rate change"', 'objections')).toEqual([tn.exact]);
    expect(await found('"rate change"', 'summaries')).toEqual([tn.exact]);
    expect(await found('"rate-change histogram"', 'objections')).toEqual([tn.hyphen]);
    expect(await found('"rate changes"', 'summaries')).toEqual([tn.plural]);
    expect(await found('"change rate"', 'objections')).toEqual([]);
  });

  it('finds a letter again when its reply brings the phrase (the trigger keys the new text)', async () => {
    await db.query(
      `update objections set reply_content = 'The rate change is attached.' where serff_tracking_number = $1`,
      [tn.apart],
    );
    expect(await found('"rate change"', 'objections')).toEqual([tn.apart, tn.exact].sort());
  });

  it('checks rows not keyed yet the old way, until keyPhrasePairs keys them', async () => {
    await db.query('update objections set phrase_pairs = null, summary_phrase_pairs = null');
    await db.query('update whole_filings set phrase_pairs = null, summary_phrase_pairs = null');
    const both = [tn.apart, tn.exact].sort();
    expect(await found('"rate change"', 'objections')).toEqual(both);
    expect(await found('"rate change"', 'summaries')).toEqual([tn.exact]);
    expect(await keyPhrasePairs(db)).toEqual({ wholeFilings: 4, objections: 4 });
    const [left] = await db.query<{ n: number }>(
      `select (select count(*) from objections where phrase_pairs is null or summary_phrase_pairs is null)::int
         + (select count(*) from whole_filings where phrase_pairs is null or summary_phrase_pairs is null)::int as n`,
    );
    expect(left?.n).toBe(0);
    expect(await found('"rate change"', 'objections')).toEqual(both);
    expect(await found('"rate change"', 'summaries')).toEqual([tn.exact]);
  });
});
