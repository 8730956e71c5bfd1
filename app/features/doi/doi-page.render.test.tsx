// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RankedEntrySchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import { GetReviewerStatsByRateImpactResponseSchema } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { DoiPage, type DoiSearch, doiQueries } from './doi-page.tsx';

afterEach(cleanup);

function renderDoi(search: DoiSearch, reviewers: number) {
  const [stats, slowest] = doiQueries(offlineRpc, search);
  return renderPage(() => <DoiPage search={search} onChange={() => {}} />, {
    path: '/doi',
    queries: [
      filterChoices(search),
      [
        stats.queryKey,
        create(GetReviewerStatsByRateImpactResponseSchema, {
          reviewers: Array.from({ length: reviewers }, (_, i) => ({
            name: `Reviewer ${i + 1}`,
            state: 'TX',
            aggregate: { totalFilings: 10 - i, totalObjections: 3, averageDaysToApproval: 41 },
          })),
        }),
      ],
      [
        slowest.queryKey,
        reviewers
          ? [
              create(RankedEntrySchema, {
                name: 'Reviewer 1',
                context: 'TX',
                averageDaysToApproval: 88,
                totalFilings: 10,
              }),
            ]
          : [],
      ],
    ],
  });
}

describe('/doi', () => {
  it('lists the reviewers and the slowest to approve', async () => {
    await renderDoi({}, 2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'DOI reviewers' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const board = screen.getByTestId('chart-reviewer-leaderboard');
    expect(within(board).getByText('Reviewer 2')).toBeTruthy();
    expect(within(board).getAllByText('41 d').length).toBe(2);
    expect(within(screen.getByTestId('chart-slowest-reviewers')).getByText('88 d')).toBeTruthy();
    expect(screen.getByText('Click a reviewer for their profile and recent filings.')).toBeTruthy();
  });

  it('says no filings match when there are no reviewers', async () => {
    await renderDoi({ states: ['CA'] }, 0);
    await screen.findByRole('heading', { level: 1, name: 'DOI reviewers' }, { timeout: 15_000 });
    expect(screen.getAllByText('No filings match these filters.')).toHaveLength(1);
    // The top list has a minimum: it says so rather than that no filing matches.
    expect(screen.getAllByText(/^No entry has 5 or more filings under these filters/)).toHaveLength(
      1,
    );
  });
});
