import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchIndex,
  SearchResultType,
  SearchService,
} from '#gen/ratefiling/v1/search_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { seedSearchFixture } from '#tests/support/search/seed-search-fixture.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { createSearchService } from './search-service.ts';

describe.each(listTestTargets())('SearchService on %s', (target) => {
  let db: Database;
  let tn = '';
  const service = () =>
    createSearchService({ getDatabase: async () => db, today: () => '2026-12-31' });
  const client = () =>
    createClient(SearchService, createTestTransport([service()], { userId: 'u1' }));

  beforeAll(async () => {
    db = await seedSearchFixture(target);
    const [row] = await db.query<{ tn: string }>(
      'select serff_tracking_number as tn from whole_filings order by serff_tracking_number limit 1',
    );
    tn = row?.tn ?? '';
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('refuses callers who are not signed in', async () => {
    const anonymous = createClient(SearchService, createTestTransport([service()]));
    expect(await codeOf(anonymous.search({ query: 'territory' }))).toBe(Code.Unauthenticated);
  });

  it('finds a filing by its tracking number first, with its details', async () => {
    const response = await client().search({ query: tn, index: SearchIndex.FILINGS });
    const [first] = response.results;
    expect(first).toMatchObject({ type: SearchResultType.FILING, serffTrackingNumber: tn });
    expect(first?.carrier).not.toBe('');
    expect(first?.pageCount).toBeGreaterThan(0);
    expect(first?.effectiveDate?.year).toBeGreaterThan(2000);
  });

  it('answers counts per index, totals and pages', async () => {
    const response = await client().search({
      query: 'territory',
      pagination: { page: 2, pageSize: 5 },
    });
    expect(response.results).toHaveLength(5);
    const counts = new Map(response.indexCounts.map((c) => [c.index, c.totalResults]));
    expect(counts.get(SearchIndex.ALL)).toBe(response.totalResults);
    expect(counts.get(SearchIndex.FILINGS)).toBeGreaterThan(0);
    expect(response.pagination).toMatchObject({ nextPage: 3, totalResults: response.totalResults });
    for (const result of response.results) {
      expect(result.matchedText.join(' ')).toMatch(/<mark>territor/i);
    }
  });

  it('gives the document page of a snippet that comes from one', async () => {
    const response = await client().search({ query: 'chain-ladder', index: SearchIndex.FILINGS });
    const first = response.results[0];
    expect(first?.pageNumber).toBeGreaterThan(0);
    const [page] = await db.query<{ content: string }>(
      'select content from document_pages where serff_tracking_number = $1 and page_number = $2',
      [first?.serffTrackingNumber, first?.pageNumber],
    );
    expect(page?.content).toMatch(/chain-ladder/i);
    // What the hit's PDF link highlights: the hyphenated word as its words in a row.
    expect(response.highlightTerms).toEqual(['chain ladder']);
  });

  it('names the terms a hit highlights: searched words and phrases, a last word as a prefix', async () => {
    const response = await client().search({ query: '"dislocation analysis" -auto territ' });
    expect(response.highlightTerms).toEqual(['dislocation analysis', 'territ*']);
    expect((await client().search({ query: tn })).highlightTerms).toEqual([]);
  });

  it('matches the last word whole when the query ends in a space, as a prefix otherwise', async () => {
    const typing = await client().search({ query: 'territ', index: SearchIndex.FILINGS });
    expect(typing.totalResults).toBeGreaterThan(0);
    expect(typing.highlightTerms).toEqual(['territ*']);
    // 'territ' is no word of the documents: as a whole word it finds nothing.
    const whole = await client().search({ query: 'territ ', index: SearchIndex.FILINGS });
    expect(whole.totalResults).toBe(0);
    expect(whole.highlightTerms).toEqual(['territ']);
  });

  it('says when a count is a lower bound, and counts exactly below the candidate limits', async () => {
    // The word on most document pages: their branch reads its 1,000 candidates and stops.
    const [top] = await db.query<{ word: string }>(
      `select word from ts_stat('select search_vector from document_pages')
       where word ~ '^[a-z]{5,}$' order by ndoc desc, word limit 1`,
    );
    const common = await client().search({ query: `${top?.word ?? ''} ` });
    expect(common.hasMoreResults).toBe(true);
    const countOf = (index: SearchIndex) => common.indexCounts.find((c) => c.index === index);
    expect(countOf(SearchIndex.ALL)?.hasMoreResults).toBe(true);
    expect(countOf(SearchIndex.FILINGS)?.hasMoreResults).toBe(true);
    // A word of a few objection letters: every count is exact, as independent SQL counts it.
    const [rare] = await db.query<{ word: string; n: number }>(
      `select word, ndoc::int as n from ts_stat('select search_vector from objections')
       where ndoc between 2 and 20 and word ~ '^[a-z]{6,}$' order by ndoc desc, word limit 1`,
    );
    const word = rare?.word ?? '';
    const answer = await client().search({ query: `${word} `, index: SearchIndex.OBJECTIONS });
    expect(answer.hasMoreResults).toBe(false);
    const [expected] = await db.query<{ n: number }>(
      `select count(*)::int as n from objections where search_vector @@ websearch_to_tsquery('english', $1)`,
      [word],
    );
    expect(answer.totalResults).toBe(expected?.n);
    expect(answer.indexCounts.every((c) => !c.hasMoreResults)).toBe(true);
  });

  it('rejects page sizes over 50 and overlong queries as invalid arguments', async () => {
    const search = client().search;
    expect(await codeOf(search({ query: 'x', pagination: { page: 1, pageSize: 51 } }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(search({ query: 'x'.repeat(201) }))).toBe(Code.InvalidArgument);
    expect(await codeOf(search({ query: 'x', index: 42 as SearchIndex }))).toBe(
      Code.InvalidArgument,
    );
  });

  it('finds nothing for an empty query', async () => {
    const response = await client().search({ query: '   ' });
    expect(response.results).toEqual([]);
    expect(response.totalResults).toBe(0);
  });

  it.runIf(target === 'postgres')(
    'stops a search at its time limit with a deadline error that says what to do, and answers the next',
    async () => {
      const hurried = createClient(
        SearchService,
        createTestTransport(
          [createSearchService({ getDatabase: async () => db, searchTimeLimitMs: 1 })],
          { userId: 'u1' },
        ),
      );
      // A query no other test asks, so no cached answer stands in for the search.
      const request = { query: 'premium territory indication', states: ['TX', 'CA'] };
      const error = await hurried.search(request).then(
        () => undefined,
        (caught: unknown) => ConnectError.from(caught),
      );
      expect(error?.code).toBe(Code.DeadlineExceeded);
      expect(error?.rawMessage).toMatch(/took longer than .* Add a filter/);
      const answered = await client().search(request);
      expect(answered.totalResults).toBeGreaterThan(0);
    },
  );
});
