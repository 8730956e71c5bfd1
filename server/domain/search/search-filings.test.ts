import { describe, expect, it } from 'vitest';
import { insertSearchFilings } from '#tests/support/factories/insert-search-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { isoToday, searchFilings } from './search-filings.ts';
import { searchRequestSchema } from './search-request-schema.ts';

describe('isoToday', () => {
  it('is the UTC date', () => {
    expect(isoToday(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
  });
});

describe.each(listTestTargets())('searchFilings on %s', (target) => {
  const fixture = useTestDatabase(target, insertSearchFilings);
  const search = (input: object) =>
    searchFilings(fixture.db, searchRequestSchema.parse(input), { today: '2024-06-01' });

  it('finds nothing for an empty query, or one of blanks and quotes', async () => {
    const empty = {
      hits: [],
      totalResults: 0,
      totalPages: 0,
      nextPage: 0,
      indexCounts: { filings: 0, objections: 0, summaries: 0, 'rating-factors': 0, all: 0 },
      indexCapped: {
        filings: false,
        objections: false,
        summaries: false,
        'rating-factors': false,
        all: false,
      },
      hasMoreResults: false,
    };
    expect(await search({ query: '' })).toEqual(empty);
    expect(await search({ query: '  "" ' })).toEqual(empty);
  });

  it('gives the hits of a page with their snippets, and the totals', async () => {
    const outcome = await search({ query: 'roof', pageSize: 2 });
    expect(outcome.totalResults).toBe(5);
    expect(outcome.totalPages).toBe(3);
    expect(outcome.nextPage).toBe(2);
    expect(outcome.indexCounts).toEqual({
      filings: 2,
      objections: 1,
      summaries: 1,
      'rating-factors': 1,
      all: 5,
    });
    const [first] = outcome.hits;
    expect(first).toMatchObject({
      type: 'filing',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
      pageNumber: 0,
    });
    expect(first?.matchedText[0]).toContain('<mark>Roof</mark>');
    expect(first).not.toHaveProperty('item');
    expect(first).not.toHaveProperty('pageScore');
  });

  it('counts one index when one is chosen, and has no next page on the last', async () => {
    const outcome = await search({ query: 'roof', index: 'filings', pageSize: 1, page: 2 });
    expect(outcome.totalResults).toBe(2);
    expect(outcome.totalPages).toBe(2);
    expect(outcome.nextPage).toBe(0);
    expect(outcome.hits.map((h) => h.serffTrackingNumber)).toEqual([
      fixture.seeded.hail.serff_tracking_number,
    ]);
  });

  it('finds the filings of a misspelt carrier', async () => {
    const outcome = await search({ query: 'beacn ' });
    expect(outcome.hits.map((h) => h.serffTrackingNumber)).toEqual([
      fixture.seeded.auto.serff_tracking_number,
      fixture.seeded.hail.serff_tracking_number,
    ]);
  });

  it('finds a filing by its tracking number', async () => {
    const tn = fixture.seeded.auto.serff_tracking_number;
    expect((await search({ query: tn })).hits.map((h) => [h.type, h.serffTrackingNumber])).toEqual([
      ['filing', tn],
    ]);
  });

  it('matches a quoted phrase exactly, never a stemmed form of it', async () => {
    // Stemmed, "roof ages" would match "roof age" everywhere; quoted it matches nothing.
    expect((await search({ query: '"roof ages"' })).totalResults).toBe(0);
    expect((await search({ query: 'roof ages ' })).totalResults).toBeGreaterThan(0);
    const exact = await search({ query: '"roof covering"', index: 'filings' });
    expect(exact.hits.map((h) => [h.serffTrackingNumber, h.pageNumber])).toEqual([
      [fixture.seeded.hail.serff_tracking_number, 1],
    ]);
    expect(exact.hits[0]?.matchedText.join(' ')).toMatch(/<mark>roof covering<\/mark>/i);
  });
});
