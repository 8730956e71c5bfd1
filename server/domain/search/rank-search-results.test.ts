import { describe, expect, it } from 'vitest';
import { insertSearchFilings } from '#tests/support/factories/insert-search-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import { rankSearchResults } from './rank-search-results.ts';
import { NO_NAME_MATCHES } from './resolve-name-matches.ts';
import { buildSearchMatchTerms } from './search-match-terms.ts';
import { searchRequestSchema } from './search-request-schema.ts';

describe.each(listTestTargets())('rankSearchResults on %s', (target) => {
  const fixture = useTestDatabase(target, insertSearchFilings);

  async function rank(input: { query: string } & Record<string, unknown>, today = '2024-06-01') {
    const request = searchRequestSchema.parse(input);
    const terms = buildSearchMatchTerms(parseSearchQuery(request.query), NO_NAME_MATCHES);
    const page = await rankSearchResults(fixture.db, request, terms, today);
    const { roof, auto, hail } = fixture.seeded;
    const label = new Map([
      [roof.serff_tracking_number, 'roof'],
      [auto.serff_tracking_number, 'auto'],
      [hail.serff_tracking_number, 'hail'],
    ]);
    return {
      ...page,
      order: page.results.map((r) => `${r.type}:${label.get(r.serffTrackingNumber)}`),
    };
  }

  it('ranks one result per filing, letter, summary and filing rating factors, best first', async () => {
    const { order, counts } = await rank({ query: 'roof' });
    expect(order).toEqual([
      'filing:roof',
      'rating-factors:roof',
      'summary:roof',
      'objection:roof',
      'filing:hail',
    ]);
    expect(counts).toEqual({ filings: 2, objections: 1, summaries: 1, 'rating-factors': 1 });
  });

  it('describes each result with its filing, best page and scores', async () => {
    const { results } = await rank({ query: 'roof', index: 'filings' });
    const [roof, hail] = results;
    expect(roof).toMatchObject({
      type: 'filing',
      item: 0,
      state: 'TX',
      carrier: 'Allied Shield Insurance Group',
      company: 'Allied Shield Casualty Company',
      productName: 'Homeowners Roof Plus',
      effectiveDate: '2024-05-01',
      pageCount: 2,
      page: 2,
    });
    expect(roof?.score).toBeCloseTo((roof?.textScore ?? 0) + (roof?.pageScore ?? 0), 6);
    expect(hail).toMatchObject({ page: 1, textScore: 0 });
    const { results: letters } = await rank({ query: 'roof', index: 'objections' });
    expect(letters.map((r) => [r.type, r.item])).toEqual([
      ['objection', fixture.seeded.roofObjectionId],
    ]);
  });

  it('keeps every index count whatever the index shown, and pages through the results', async () => {
    const first = await rank({ query: 'roof', index: 'filings', pageSize: 1 });
    expect(first.order).toEqual(['filing:roof']);
    expect(first.counts.objections).toBe(1);
    expect((await rank({ query: 'roof', index: 'filings', pageSize: 1, page: 2 })).order).toEqual([
      'filing:hail',
    ]);
    const beyond = await rank({ query: 'roof', pageSize: 10, page: 3 });
    expect(beyond.results).toEqual([]);
    expect(beyond.counts.filings).toBe(2);
  });

  it('breaks score ties by the newer effective date', async () => {
    expect((await rank({ query: 'beacon' })).order).toEqual(['filing:auto', 'filing:hail']);
  });

  it('puts filings effective in the 90 days before today first when asked', async () => {
    expect(
      (await rank({ query: 'roof', index: 'filings', promoteRecent: true }, '2020-02-01')).order,
    ).toEqual(['filing:hail', 'filing:roof']);
    expect(
      (await rank({ query: 'roof', index: 'filings', promoteRecent: true }, '2020-06-01')).order,
    ).toEqual(['filing:roof', 'filing:hail']);
  });

  it('applies the filters', async () => {
    expect(
      (await rank({ query: 'roof', states: ['TX'], carriers: ['Beacon Mutual Group'] })).order,
    ).toEqual(['filing:hail']);
  });

  it('counts nothing when nothing matches', async () => {
    expect(await rank({ query: 'zebra' })).toEqual({
      results: [],
      order: [],
      counts: { filings: 0, objections: 0, summaries: 0, 'rating-factors': 0 },
      capped: { filings: false, objections: false, summaries: false, 'rating-factors': false },
    });
  });
});
