// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { RankedEntrySchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import { GetFactorBenchmarkResponseSchema } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { filterChoices } from '#tests/support/render/filter-choices.ts';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import type { AnalyticsSearch } from './analytics-search.ts';
import {
  type FactorBenchmarkSearch,
  factorBenchmarkQueryOptions,
} from './factor-benchmark-search.ts';
import { RatingFactorsPage, ratingFactorQueries } from './rating-factors-page.tsx';

afterEach(cleanup);

const factor = (name: string, totalFilings: number, averageChange: number) =>
  create(RankedEntrySchema, { name, context: 'Driver', totalFilings, averageChange });

const date = (year: number, month: number, day: number) => ({ year, month, day });

const benchmark = create(GetFactorBenchmarkResponseSchema, {
  state: 'CA',
  lineOfBusiness: '19.0 Personal Auto',
  factor: 'Driver Age',
  level: '16-17',
  states: [{ value: 'CA', count: 3 }],
  linesOfBusiness: [{ value: '19.0 Personal Auto', count: 3 }],
  factors: [{ value: 'Driver Age', count: 3 }],
  levels: [{ value: '16-17', count: 3 }],
  rows: [
    {
      carrier: 'Alpha Mutual',
      productName: 'Alpha Auto',
      segmentId: 7,
      serffTrackingNumber: 'ALPH-1',
      effectiveDate: date(2024, 3, 1),
      relativity: 1.85,
      change: -2.5,
      revisions: [
        { serffTrackingNumber: 'ALPH-0', effectiveDate: date(2021, 1, 1), relativity: 1.9 },
        { serffTrackingNumber: 'ALPH-1', effectiveDate: date(2024, 3, 1), relativity: 1.85 },
      ],
    },
    {
      carrier: 'Beta Insurance',
      productName: 'Beta Auto',
      segmentId: 0,
      serffTrackingNumber: 'BETA-1',
      effectiveDate: date(2023, 6, 1),
      relativity: 2.4,
      change: 4,
      revisions: [
        { serffTrackingNumber: 'BETA-1', effectiveDate: date(2023, 6, 1), relativity: 2.4 },
      ],
    },
  ],
  spread: { programs: 2, carriers: 2, min: 1.85, median: 2.125, max: 2.4 },
  years: [
    { year: 2023, programs: 2, min: 1.9, median: 2.15, max: 2.4 },
    { year: 2024, programs: 2, min: 1.85, median: 2.125, max: 2.4 },
  ],
});

function renderFactors(
  search: AnalyticsSearch & FactorBenchmarkSearch,
  factors: ReturnType<typeof factor>[],
  benchmarkResponse?: typeof benchmark,
) {
  const [factorsQ] = ratingFactorQueries(offlineRpc, search);
  const benchmarkQ = factorBenchmarkQueryOptions(offlineRpc, search);
  return renderPage(() => <RatingFactorsPage search={search} onChange={() => {}} />, {
    path: '/rating-factors',
    queries: [
      filterChoices(search),
      [factorsQ.queryKey, factors],
      ...(benchmarkResponse ? [[benchmarkQ.queryKey, benchmarkResponse] as const] : []),
    ],
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
    expect(screen.getAllByText(/^No entry has 5 or more filings under these filters/)).toHaveLength(
      2,
    );
  });

  it('benchmarks a factor level across carriers, each row linking to its filing', async () => {
    await renderFactors({ benchmarkState: 'CA' }, [], benchmark);
    const section = await screen.findByTestId('factor-benchmark', {}, { timeout: 15_000 });
    expect(within(section).getByTestId('benchmark-spread').textContent).toBe(
      'Across 2 programs of 2 carriers, the relativity of Driver Age 16-17 runs from 1.850 to 2.400 (median 2.125): the highest is 1.30 times the lowest.',
    );
    // Drawn once the page around it has been painted (useDrawnAfterPaint).
    const table = await within(section).findByTestId('benchmark-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Alpha Mutual');
    expect(rows[1]?.textContent).toContain('1.900 (2021) → 1.850 (2024)');
    expect(within(section).getByRole('link', { name: 'ALPH-1' }).getAttribute('href')).toBe(
      '/filings/ALPH-1',
    );
    expect(within(section).getByRole('link', { name: 'Alpha Auto' }).getAttribute('href')).toBe(
      '/product-history/7',
    );
    const all = within(section).getByTestId('benchmark-filings-link').getAttribute('href') ?? '';
    const params = new URL(all, 'http://localhost').searchParams;
    expect(params.get('ratingFactors')).toBe('["Driver Age"]');
    expect(params.get('states')).toBe('["CA"]');
    expect(params.get('linesOfBusiness')).toBe('["19.0 Personal Auto"]');
    expect(within(section).getByTestId('benchmark-years').textContent).toContain('2.125');
  });

  it('says so when no program has a table in force', async () => {
    const empty = create(GetFactorBenchmarkResponseSchema, {
      state: 'WY',
      lineOfBusiness: '04.0 Homeowners',
      spread: {},
    });
    await renderFactors({ benchmarkState: 'WY' }, [], empty);
    expect(
      (await screen.findByTestId('benchmark-empty', {}, { timeout: 15_000 })).textContent,
    ).toBe('No filing in WY, 04.0 Homeowners revised a rating factor table that took effect.');
  });

  it('says when the benchmark could not be loaded', async () => {
    await renderFactors({}, []);
    expect(
      (await screen.findByTestId('benchmark-error', {}, { timeout: 15_000 })).textContent,
    ).toContain('render test called rpc.analytics.getFactorBenchmark');
  });
});
