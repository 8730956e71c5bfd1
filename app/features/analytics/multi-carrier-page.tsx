import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { UpdatingRegion } from '#app/components/updating-region.tsx';
import {
  formatMoneyChangeCompact,
  formatMoneyChangeFull,
  formatMoneyCompact,
  formatMoneyFull,
} from '#app/lib/format/format-money.ts';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercent, formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { MatrixMeasureParam } from '#app/lib/search/route-search-schemas.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { AnalyticsFilterBar } from './analytics-filter-bar.tsx';
import { carrierStatsQueryOptions } from './analytics-queries.ts';
import { type AnalyticsSearch, toAnalyticsFilters } from './analytics-search.ts';
import { CarrierStateMatrixSection } from './carrier-state-matrix.tsx';
import { useDrillDown } from './use-drill-down.ts';

/** Carriers shown side by side when none are chosen: the largest by written premium. */
const DEFAULT_CARRIERS = 8;

export function multiCarrierQueries(rpc: RpcClients, search: AnalyticsSearch) {
  return [carrierStatsQueryOptions(rpc, toAnalyticsFilters(search), true)] as const;
}

/** /multi-carrier: several carriers side by side on the same measures. */
export function MultiCarrierPage({
  search: livePageSearch,
  onChange,
  onMeasureChange,
}: {
  search: AnalyticsSearch & { measure?: MatrixMeasureParam };
  onChange: (patch: Partial<AnalyticsSearch>) => void;
  /** The carriers-by-state table's measure was changed (the route keeps it in the URL). */
  onMeasureChange?: (measure: MatrixMeasureParam) => void;
}) {
  const shown = useShownSearch(livePageSearch);
  // The measure is no filter: drill-down links and the filter bar get the filters alone; the bar
  // shows the URL at once, the figures follow their answer.
  const { measure: matrixMeasure, ...filters } = shown.search;
  const { measure: _measure, ...liveSearch } = livePageSearch;
  const search: AnalyticsSearch = filters;
  const rpc = useRpc();
  const [statsQ] = multiCarrierQueries(rpc, search);
  const { data: stats } = useSuspenseQuery(statsQ);
  const drill = useDrillDown(search);
  const chosen = (search.carriers?.length ?? 0) > 0;
  const carriers = chosen ? stats.carriers : stats.carriers.slice(0, DEFAULT_CARRIERS);
  const select = (name: string) => drill({ carriers: [name] });
  const measure = (
    title: string,
    note: string,
    value: (a: NonNullable<(typeof carriers)[number]['aggregate']>) => number,
    display: (v: number) => string,
    color: string,
    options: { testId?: string; axis?: (v: number) => string; max?: number } = {},
  ) => (
    <CategoryBarChart
      title={title}
      note={note}
      data={carriers.map((c) => {
        const v = c.aggregate ? value(c.aggregate) : 0;
        return { name: c.carrier, value: Math.round(v * 100) / 100, display: display(v) };
      })}
      valueLabel={title}
      categoryLabel="Carrier"
      horizontal
      color={color}
      valueFormatter={display}
      axisFormatter={options.axis}
      valueMax={options.max}
      onSelect={select}
      testId={options.testId}
    />
  );
  return (
    <Stack gap="md">
      <PageHeader
        title="Multi carrier"
        description={
          'Several carriers side by side, state by state and overall. Open a figure or click a carrier to list its filings.'
        }
      />
      <AnalyticsFilterBar
        view="multi-carrier"
        search={liveSearch}
        withMinFilings={false}
        lists={['carriers', 'linesOfBusiness', 'states']}
        onChange={onChange}
      />
      <UpdatingRegion updating={shown.updating}>
        {!chosen && carriers.length > 0 ? (
          <Text size="sm" c="dimmed">
            No carriers chosen: showing the {carriers.length} largest by written premium. Choose
            carriers in the filters to compare others.
          </Text>
        ) : null}
        <CarrierStateMatrixSection
          carriers={carriers}
          search={search}
          measure={matrixMeasure}
          onMeasureChange={onMeasureChange}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {measure(
            'Rate impact',
            'Premium-weighted: each filing counts by its written premium.',
            (a) => a.premiumWeightedRateImpact,
            formatPercentChange,
            'red.6',
            { testId: 'chart-carrier-rate-impact' },
          )}
          {measure('Filings', 'Number of filings.', (a) => a.totalFilings, formatInteger, 'blue.6')}
          {measure(
            'Written premium change',
            'Sum of the filings’ written premium change.',
            (a) => a.totalWrittenPremiumChange,
            formatMoneyChangeFull,
            'indigo.6',
            { axis: formatMoneyChangeCompact },
          )}
          {measure(
            'Average written premium',
            'Average written premium for the program per filing.',
            (a) => a.averageWrittenPremiumForProgram,
            formatMoneyFull,
            'grape.6',
            { axis: formatMoneyCompact },
          )}
          {measure(
            'Average days to approval',
            'Decided filings only.',
            (a) => a.averageDaysToApproval,
            (v) => formatDays(v, v > 0),
            'orange.7',
            // The axis starts at 0 days, which is a tick, not "no decided filing".
            { axis: (v) => formatDays(v), testId: 'chart-carrier-days' },
          )}
          {measure(
            'Approval rate',
            search.population === 'all'
              ? 'Approved share of decided filings (approved, disapproved or withdrawn).'
              : 'Approved share of decided filings. The population counts approved rate changes only, so each carrier reads 100%: choose the population All filings to compare approval rates.',
            (a) => {
              const decided = a.approvedFilings + a.disapprovedFilings + a.withdrawnFilings;
              return decided > 0 ? (a.approvedFilings / decided) * 100 : 0;
            },
            formatPercent,
            'teal.7',
            { max: 100, testId: 'chart-carrier-approval-rate' },
          )}
        </SimpleGrid>
      </UpdatingRegion>
    </Stack>
  );
}
