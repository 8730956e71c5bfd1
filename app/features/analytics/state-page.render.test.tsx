// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RankedEntrySchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import {
  GetIndustryStatsByRateImpactResponseSchema,
  GetStateStatsResponseSchema,
} from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import type { AnalyticsSearch } from './analytics-search.ts';
import { StatePage, stateQueries } from './state-page.tsx';

afterEach(cleanup);

const carrier = (name: string, totalFilings: number) =>
  create(RankedEntrySchema, { name, totalFilings, premiumWeightedRateImpact: 4.2 });

function renderState(search: AnalyticsSearch, filings: number) {
  const [stats, industry, carriers, companies, reviewers] = stateQueries(offlineRpc, search);
  return renderPage(() => <StatePage search={search} onChange={() => {}} />, {
    path: '/state',
    queries: [
      filterChoices(search),
      [
        stats.queryKey,
        create(GetStateStatsResponseSchema, {
          total: {
            totalFilings: filings,
            premiumWeightedRateImpact: 3.5,
            approvedFilings: filings,
          },
          dispositionStatuses: filings ? [{ value: 'Approved', count: filings }] : [],
        }),
      ],
      [industry.queryKey, create(GetIndustryStatsByRateImpactResponseSchema, {})],
      [carriers.queryKey, filings ? [carrier('Acme Mutual', 7), carrier('Beacon', 5)] : []],
      [companies.queryKey, []],
      [reviewers.queryKey, []],
    ],
  });
}

describe('/state', () => {
  it("shows a state's headline figures and its top carriers", async () => {
    await renderState({ state: 'TX' }, 12);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'State: TX' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('12 approved, 0 disapproved, 0 withdrawn, 0 pending.', { exact: false }),
    ).toBeTruthy();
    const top = screen.getByTestId('chart-top-carriers');
    expect(within(top).getAllByText('Acme Mutual').length).toBeGreaterThan(0);
    expect(screen.getAllByText('+3.5%').length).toBeGreaterThan(0);
  });

  it('names all states when none is chosen and shows zero filings', async () => {
    await renderState({}, 0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'State' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/^All states:/)).toBeTruthy();
    expect(
      screen.getByText('0 approved, 0 disapproved, 0 withdrawn, 0 pending.', { exact: false }),
    ).toBeTruthy();
  });
});
