// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { RankedEntrySchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import type { AnalyticsSearch } from './analytics-search.ts';
import { RatingFactorsPage, ratingFactorQueries } from './rating-factors-page.tsx';

afterEach(cleanup);

const factor = (name: string, totalFilings: number, averageChange: number) =>
  create(RankedEntrySchema, { name, context: 'Driver', totalFilings, averageChange });

function renderFactors(search: AnalyticsSearch, factors: ReturnType<typeof factor>[]) {
  const [factorsQ] = ratingFactorQueries(offlineRpc, search);
  return renderPage(() => <RatingFactorsPage search={search} onChange={() => {}} />, {
    path: '/rating-factors',
    queries: [filterChoices(search), [factorsQ.queryKey, factors]],
  });
}

describe('/rating-factors', () => {
  it('ranks factors by filings and by the size of their change', async () => {
    await renderFactors({}, [factor('Driver Age', 9, 2.5), factor('Territory', 4, -7.25)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rating factors' }, { timeout: 15_000 }),
    ).toBeTruthy();
    const frequency = screen.getByTestId('chart-factor-frequency');
    const rows = within(frequency)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    expect(rows.findIndex((r) => r.includes('Driver Age'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Territory')),
    );
    expect(screen.getAllByText(formatPercentChange(-7.25)).length).toBeGreaterThan(0);
  });

  it('says no filings match when no factor changed', async () => {
    await renderFactors({ states: ['CA'] }, []);
    await screen.findByRole('heading', { level: 1, name: 'Rating factors' }, { timeout: 15_000 });
    expect(screen.getAllByText('No filings match these filters.')).toHaveLength(2);
  });
});
