// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RankedEntrySchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import {
  GetCarrierStatsResponseSchema,
  GetStateStatsResponseSchema,
} from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import type { AnalyticsSearch } from './analytics-search.ts';
import { SingleCarrierPage, singleCarrierQueries } from './single-carrier-page.tsx';

afterEach(cleanup);

function renderCarrier(search: AnalyticsSearch) {
  const [carrierQ, industryQ, topQ] = singleCarrierQueries(offlineRpc, search);
  return renderPage(() => <SingleCarrierPage search={search} onChange={() => {}} />, {
    path: '/single-carrier',
    queries: [
      filterChoices(search),
      [
        carrierQ.queryKey,
        create(GetCarrierStatsResponseSchema, {
          carriers: [{ carrier: 'Acme Mutual', aggregate: { totalFilings: 31 } }],
        }),
      ],
      [industryQ.queryKey, create(GetStateStatsResponseSchema, {})],
      [
        topQ.queryKey,
        [
          create(RankedEntrySchema, { name: 'Acme Mutual', totalFilings: 31 }),
          create(RankedEntrySchema, { name: 'Beacon', totalFilings: 12 }),
        ],
      ],
    ],
  });
}

describe('/single-carrier', () => {
  it('offers the largest carriers when none is chosen', async () => {
    await renderCarrier({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Single carrier' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const choose = screen.getByTestId('choose-carrier');
    expect(within(choose).getByRole('button', { name: 'Beacon' })).toBeTruthy();
    expect(within(choose).getByText(/^12 filings/)).toBeTruthy();
  });

  it("shows the chosen carrier's figures", async () => {
    await renderCarrier({ carrier: 'Acme Mutual' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Carrier: Acme Mutual' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('choose-carrier')).toBeNull();
    expect(screen.getByText('31')).toBeTruthy();
  });
});
