// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { GetCarrierStatsResponseSchema } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import type { AnalyticsSearch } from './analytics-search.ts';
import { MultiCarrierPage, multiCarrierQueries } from './multi-carrier-page.tsx';

afterEach(cleanup);

function renderCarriers(search: AnalyticsSearch, count: number) {
  const [stats] = multiCarrierQueries(offlineRpc, search);
  return renderPage(() => <MultiCarrierPage search={search} onChange={() => {}} />, {
    path: '/multi-carrier',
    queries: [
      filterChoices(search),
      [
        stats.queryKey,
        create(GetCarrierStatsResponseSchema, {
          carriers: Array.from({ length: count }, (_, i) => ({
            carrier: `Carrier ${i + 1}`,
            aggregate: { totalFilings: 20 - i, premiumWeightedRateImpact: 8.5 - i },
            states:
              i === 0
                ? [
                    {
                      state: 'CA',
                      aggregate: { totalFilings: 2, premiumWeightedRateImpact: 4.25 },
                    },
                    { state: 'TX', aggregate: { totalFilings: 5, premiumWeightedRateImpact: 9.5 } },
                  ]
                : [{ state: 'TX', aggregate: { totalFilings: 1, premiumWeightedRateImpact: -1 } }],
          })),
        }),
      ],
    ],
  });
}

describe('/multi-carrier', () => {
  it('compares the largest carriers when none is chosen', async () => {
    await renderCarriers({}, 3);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multi carrier' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/No carriers chosen: showing the 3 largest/)).toBeTruthy();
    const impact = screen.getByTestId('chart-carrier-rate-impact');
    expect(within(impact).getByText('Carrier 3')).toBeTruthy();
    expect(within(impact).getByText(formatPercentChange(8.5))).toBeTruthy();
  });

  it('compares carriers state by state in a carrier x state table', async () => {
    await renderCarriers({}, 2);
    const table = await screen.findByTestId('carrier-state-table', {}, { timeout: 15_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Carrier', 'CA', 'TX', 'Total']);
    const second = within(table).getByRole('rowheader', { name: 'Carrier 2' }).closest('tr');
    expect(second?.querySelector('[data-state="CA"]')?.textContent).toBe('–');
    expect(
      within(table).getByRole('link', { name: `${formatPercentChange(9.5)}: Carrier 1 in TX` }),
    ).toBeTruthy();
  });

  it('says no filings match when no carrier has any', async () => {
    await renderCarriers({ carriers: ['Nobody'] }, 0);
    await screen.findByRole('heading', { level: 1, name: 'Multi carrier' }, { timeout: 15_000 });
    expect(screen.queryByText(/No carriers chosen/)).toBeNull();
    expect(screen.getAllByText('No filings match these filters.').length).toBeGreaterThan(0);
  });
});
