import { describe, expect, it } from 'vitest';
import { keyPhrasePairs } from '#server/data/key-phrase-pairs.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { searchFilings } from './search-filings.ts';
import { searchRequestSchema } from './search-request-schema.ts';

// Quoted phrases in the sources with pair keys (ADR 044): the letters, their summaries, the
// filings' own text and summaries find the exact phrase, and only it, whether the keys came from
// the app or from the trigger (these rows are written without them).
describe.each(listTestTargets())('quoted phrases through the pair keys on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => {
    const rows = {
      hyphen: { letter: 'Provide the rate-change histogram.', summary: 'Rate-change histogram' },
      plural: { letter: 'Explain the rate changes by territory.', summary: 'Rate changes' },
      apart: { letter: 'The rate. Change the exhibit.', summary: 'Rate, change' },
      exact: { letter: 'Support the RATE\n  CHANGE for tenants.', summary: 'Rate change support' },
    };
    const tn: Record<string, string> = {};
    for (const [key, row] of Object.entries(rows)) {
      const filing = await insertFiling(db, {
        summary: `${row.summary} filed`,
        objections: [{ content: row.letter, summary: row.summary }],
      });
      tn[key] = filing.serff_tracking_number;
    }
    return tn;
  });

  const found = async (query: string, index: string) => {
    const outcome = await searchFilings(fixture.db, searchRequestSchema.parse({ query, index }));
    return [...new Set(outcome.hits.map((hit) => hit.serffTrackingNumber))].sort();
  };

  it('finds the letters and summaries holding the phrase word for word, and no others', async () => {
    expect(await found('"rate change"', 'objections')).toEqual([fixture.seeded.exact]);
    expect(await found('"rate change"', 'summaries')).toEqual([fixture.seeded.exact]);
    expect(await found('"rate-change histogram"', 'objections')).toEqual([fixture.seeded.hyphen]);
    expect(await found('"rate changes"', 'summaries')).toEqual([fixture.seeded.plural]);
    expect(await found('"change rate"', 'objections')).toEqual([]);
  });

  it('finds a letter again when its reply brings the phrase (the trigger keys the new text)', async () => {
    await fixture.db.query(
      `update objections set reply_content = 'The rate change is attached.' where serff_tracking_number = $1`,
      [fixture.seeded.apart],
    );
    expect(await found('"rate change"', 'objections')).toEqual(
      [fixture.seeded.apart, fixture.seeded.exact].sort(),
    );
  });

  it('checks rows not keyed yet the old way, until keyPhrasePairs keys them', async () => {
    await fixture.db.query(
      'update objections set phrase_pairs = null, summary_phrase_pairs = null',
    );
    await fixture.db.query(
      'update whole_filings set phrase_pairs = null, summary_phrase_pairs = null',
    );
    const both = [fixture.seeded.apart, fixture.seeded.exact].sort();
    expect(await found('"rate change"', 'objections')).toEqual(both);
    expect(await found('"rate change"', 'summaries')).toEqual([fixture.seeded.exact]);
    expect(await keyPhrasePairs(fixture.db)).toEqual({ wholeFilings: 4, objections: 4 });
    const [left] = await fixture.db.query<{ n: number }>(
      `select (select count(*) from objections where phrase_pairs is null or summary_phrase_pairs is null)::int
         + (select count(*) from whole_filings where phrase_pairs is null or summary_phrase_pairs is null)::int as n`,
    );
    expect(left?.n).toBe(0);
    expect(await found('"rate change"', 'objections')).toEqual(both);
    expect(await found('"rate change"', 'summaries')).toEqual([fixture.seeded.exact]);
  });
});
