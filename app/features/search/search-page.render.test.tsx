// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchSearchSchema } from '#app/lib/search/route-search-schemas.ts';
import {
  SearchIndex,
  SearchResponseSchema,
  SearchResultType,
} from '#gen/ratefiling/v1/search_service_pb.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { SearchPage } from './search-page.tsx';
import { searchQueryOptions } from './search-queries.ts';
import { searchToRequest } from './search-request.ts';

afterEach(cleanup);

function renderSearch(
  raw: Record<string, unknown>,
  results: { serffTrackingNumber: string }[],
  tooSlow?: string,
  bound?: { total: number; filings: number },
) {
  const search = searchSearchSchema.parse(raw);
  const query = raw.query ? `?query=${encodeURIComponent(String(raw.query))}` : '';
  return renderPage(SearchPage, {
    path: 'search',
    url: `/search${query}`,
    validateSearch: (input) => searchSearchSchema.parse(input),
    queries: [
      [
        searchQueryOptions(offlineRpc, searchToRequest(search)).queryKey,
        tooSlow
          ? { kind: 'too-slow', message: tooSlow }
          : {
              kind: 'results',
              response: create(SearchResponseSchema, {
                results: results.map((r) => ({
                  ...r,
                  type: SearchResultType.FILING,
                  carrier: 'Acme Mutual',
                  state: 'TX',
                  matchedText: ['a <mark>territory</mark> change'],
                })),
                totalResults: bound?.total ?? results.length,
                hasMoreResults: bound !== undefined,
                pagination: { totalResults: bound?.total ?? results.length, totalPages: 1 },
                indexCounts: bound
                  ? [
                      { index: SearchIndex.ALL, totalResults: bound.total, hasMoreResults: true },
                      {
                        index: SearchIndex.FILINGS,
                        totalResults: bound.filings,
                        hasMoreResults: true,
                      },
                      { index: SearchIndex.OBJECTIONS, totalResults: 3, hasMoreResults: false },
                    ]
                  : [],
              }),
            },
      ],
    ],
  });
}

describe('/search', () => {
  it('prompts for words before a query is typed', async () => {
    await renderSearch({}, []);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('search-prompt').textContent).toContain('Search the filings');
  });

  it('shows result cards with the matched words marked', async () => {
    await renderSearch({ query: 'territory' }, [
      { serffTrackingNumber: 'ACME-100000001' },
      { serffTrackingNumber: 'ACME-100000002' },
    ]);
    const cards = await screen.findAllByTestId('search-result', {}, { timeout: 15_000 });
    expect(cards).toHaveLength(2);
    const [first] = cards;
    if (!first) throw new Error('no result card');
    expect(within(first).getByTestId('result-link').textContent).toBe('ACME-100000001');
    expect(first.querySelector('mark')?.textContent).toBe('territory');
  });

  it('says when a count is a lower bound, on the total and on each tab', async () => {
    await renderSearch({ query: 'rate' }, [{ serffTrackingNumber: 'ACME-100000001' }], undefined, {
      total: 2052,
      filings: 552,
    });
    const total = await screen.findByTestId('search-total', {}, { timeout: 15_000 });
    expect(total.textContent).toMatch(/^At least 2,052 results/);
    expect(screen.getByTestId('search-total-bound').textContent).toContain('first 500 matches');
    const counts = screen.getAllByTestId('index-count').map((badge) => badge.textContent);
    expect(counts).toEqual(['2,052+', '552+', '3']);
  });

  it('says when nothing matches', async () => {
    await renderSearch({ query: 'zzqxv' }, []);
    expect(await screen.findByTestId('search-empty', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryAllByTestId('search-result')).toHaveLength(0);
  });

  it('shows a search stopped at its time limit in place of the results, keeping the box', async () => {
    const message = 'This search took longer than 5 seconds and was stopped. Add a filter.';
    await renderSearch({ query: 'rate change' }, [], message);
    const alert = await screen.findByTestId('search-too-slow', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('took too long');
    expect(alert.textContent).toContain(message);
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('rate change');
    expect(screen.queryByTestId('search-empty')).toBeNull();
    // No count on the tabs: the search did not finish, so "0" would be a claim it cannot make.
    expect(screen.queryAllByTestId('index-count')).toHaveLength(0);
    expect(screen.queryByTestId('render-error')).toBeNull();
  });
});
