import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { countDatum } from '#app/components/charts/category-datum.ts';
import { PageHeader } from '#app/components/page-header.tsx';
import { UpdatingRegion } from '#app/components/updating-region.tsx';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';
import { AnalyticsFilterBar } from './analytics-filter-bar.tsx';
import { topListQueryOptions } from './analytics-queries.ts';
import {
  type AnalyticsSearch,
  minFilingsEmpty,
  minFilingsNote,
  toAnalyticsFilters,
} from './analytics-search.ts';
import type { FactorBenchmarkSearch } from './factor-benchmark-search.ts';
import { FactorBenchmarkSection } from './factor-benchmark-section.tsx';
import { useDrillDown } from './use-drill-down.ts';

const LIMIT = 15;

export function ratingFactorQueries(rpc: RpcClients, search: AnalyticsSearch) {
  const filters = toAnalyticsFilters(search);
  return [
    topListQueryOptions(
      rpc,
      'ratingFactors',
      filters,
      RankingMetric.TOTAL_FILINGS,
      LIMIT,
      search.minFilings,
    ),
  ] as const;
}

/**
 * /rating-factors: the most frequently changed rating factors and the size of the changes, and
 * the factor benchmark (one level of a factor across the carriers of a state and line).
 */
export function RatingFactorsPage({
  search,
  onChange,
}: {
  search: AnalyticsSearch & FactorBenchmarkSearch;
  onChange: (patch: Partial<AnalyticsSearch & FactorBenchmarkSearch>) => void;
}) {
  const { benchmarkState, benchmarkLine, benchmarkFactor, benchmarkLevel, ...analytics } = search;
  const benchmark = { benchmarkState, benchmarkLine, benchmarkFactor, benchmarkLevel };
  return (
    <Stack gap="md">
      <TopFactors search={analytics} onChange={onChange} />
      <FactorBenchmarkSection search={benchmark} onChange={onChange} />
    </Stack>
  );
}

/** The header, the filters and the two top lists of the factors changed most often. */
function TopFactors({
  search: liveSearch,
  onChange,
}: {
  search: AnalyticsSearch;
  onChange: (patch: Partial<AnalyticsSearch>) => void;
}) {
  const shown = useShownSearch(liveSearch);
  const search = shown.search;
  const rpc = useRpc();
  const [factorsQ] = ratingFactorQueries(rpc, search);
  const { data: factors } = useSuspenseQuery(factorsQ);
  const drill = useDrillDown(search);
  const bySize = [...factors].sort((a, b) => Math.abs(b.averageChange) - Math.abs(a.averageChange));
  return (
    <>
      <PageHeader
        title="Rating factors"
        description={
          'The most frequently changed rating factors and the size of their changes, for the carriers, states and lines chosen.'
        }
      />
      <AnalyticsFilterBar
        view="rating-factors"
        search={liveSearch}
        lists={['carriers', 'linesOfBusiness', 'states']}
        onChange={onChange}
      />
      <SegmentedControl
        aria-label="Line of business shortcut"
        value={
          liveSearch.linesOfBusiness?.length === 1 ? (liveSearch.linesOfBusiness[0] ?? '') : ''
        }
        onChange={(v) => onChange({ linesOfBusiness: v ? [v] : undefined })}
        data={[
          { value: '', label: 'All lines' },
          { value: '19.0 Personal Auto', label: 'Personal auto' },
          { value: '04.0 Homeowners', label: 'Homeowners' },
        ]}
        w="fit-content"
      />
      <UpdatingRegion updating={shown.updating}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CategoryBarChart
            title="Most frequently changed"
            note={`Filings changing each factor (a filing counts once per factor). ${minFilingsNote(search)} Click a factor to list the filings that revised it.`}
            emptyText={minFilingsEmpty(search)}
            data={factors.map((f) => countDatum(f.name, f.totalFilings, f.context))}
            valueLabel="Filings"
            extraLabel="Category"
            categoryLabel="Rating factor"
            horizontal
            onSelect={(name) => drill({ ratingFactors: [name] })}
            testId="chart-factor-frequency"
          />
          <CategoryBarChart
            title="Average size of change"
            note={`Mean change of the factor's relativities, in percent (plain mean over filings). ${minFilingsNote(search)}`}
            emptyText={minFilingsEmpty(search)}
            data={bySize.map((f) => ({
              name: f.name,
              value: Math.round(f.averageChange * 100) / 100,
              display: formatPercentChange(f.averageChange),
              extra: `${formatPercentChange(f.premiumWeightedRateImpact)} (n = ${formatInteger(f.totalFilings)})`,
            }))}
            valueLabel="Average change"
            extraLabel="Filings' rate impact (premium-weighted) and n"
            categoryLabel="Rating factor"
            horizontal
            color="red.6"
            valueFormatter={formatPercentChange}
            onSelect={(name) => drill({ ratingFactors: [name] })}
          />
        </SimpleGrid>
      </UpdatingRegion>
    </>
  );
}
