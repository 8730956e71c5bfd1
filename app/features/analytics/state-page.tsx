import { SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { countDatum, valueCountData } from '#app/components/charts/category-datum.ts';
import { StatGrid } from '#app/components/charts/stat-grid.tsx';
import { TrendChart } from '#app/components/charts/trend-chart.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { UpdatingRegion } from '#app/components/updating-region.tsx';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';
import { aggregateStats } from './aggregate-stats.ts';
import { AnalyticsFilterBar } from './analytics-filter-bar.tsx';
import {
  industryByRateImpactQueryOptions,
  stateStatsQueryOptions,
  topListQueryOptions,
} from './analytics-queries.ts';
import {
  type AnalyticsSearch,
  capitalizedBasis,
  minFilingsEmpty,
  minFilingsNote,
  monthRange,
  toAnalyticsFilters,
} from './analytics-search.ts';
import { RateImpactDistribution } from './rate-impact-distribution.tsx';
import { monthBoundsOf, toTrendData } from './trend-data.ts';
import { useDrillDown } from './use-drill-down.ts';

export function stateQueries(rpc: ReturnType<typeof useRpc>, search: AnalyticsSearch) {
  const filters = toAnalyticsFilters(search);
  return [
    stateStatsQueryOptions(rpc, filters),
    industryByRateImpactQueryOptions(rpc, filters),
    topListQueryOptions(
      rpc,
      'carriers',
      filters,
      RankingMetric.TOTAL_FILINGS,
      10,
      search.minFilings,
    ),
    topListQueryOptions(
      rpc,
      'companies',
      filters,
      RankingMetric.TOTAL_FILINGS,
      10,
      search.minFilings,
    ),
    topListQueryOptions(
      rpc,
      'reviewers',
      filters,
      RankingMetric.TOTAL_FILINGS,
      10,
      search.minFilings,
    ),
  ] as const;
}

/** /state: one state's filings under the page's filters. */
export function StatePage({
  search: liveSearch,
  onChange,
}: {
  search: AnalyticsSearch;
  onChange: (patch: Partial<AnalyticsSearch>) => void;
}) {
  const shown = useShownSearch(liveSearch);
  const search = shown.search;
  const rpc = useRpc();
  const [statsQ, industryQ, carriersQ, companiesQ, reviewersQ] = stateQueries(rpc, search);
  const { data: stats } = useSuspenseQuery(statsQ);
  const { data: industry } = useSuspenseQuery(industryQ);
  const { data: carriers } = useSuspenseQuery(carriersQ);
  const { data: companies } = useSuspenseQuery(companiesQ);
  const { data: reviewers } = useSuspenseQuery(reviewersQ);
  const drill = useDrillDown(search);
  const place = search.state ?? 'All states';
  const trend = toTrendData(stats.trend, monthBoundsOf(search.startDate, search.endDate));
  const count = (n: number) => formatInteger(n);
  return (
    <Stack gap="md">
      <PageHeader
        title={search.state ? `State: ${search.state}` : 'State'}
        description={`${place}${search.lineOfBusiness ? `, ${search.lineOfBusiness}` : ''}: filings and premium-weighted rate impact over time, distribution, carriers, outcomes and approval speed.`}
      />
      <AnalyticsFilterBar
        view="state"
        search={liveSearch}
        singles={['state', 'lineOfBusiness']}
        lists={['subTois', 'dispositionStatuses', 'filingTypes', 'companies', 'productNames']}
        onChange={onChange}
      />
      <UpdatingRegion updating={shown.updating}>
        <StatGrid stats={aggregateStats(stats.total)} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TrendChart
            title="Filings per month"
            note={`${capitalizedBasis(search)}. Click a month to list its filings.`}
            data={trend}
            series={[{ key: 'filings', label: 'Filings', color: 'blue.6' }]}
            valueFormatter={count}
            onSelect={(period) => drill(monthRange(period))}
            testId="chart-filings-trend"
          />
          <TrendChart
            title="Rate impact per month"
            note="Premium-weighted: each filing counts by its written premium. Months without filings are gaps."
            data={trend}
            series={[{ key: 'rateImpact', label: 'Rate impact (%)', color: 'red.6' }]}
            valueFormatter={formatPercentChange}
            minStep={0.1}
            onSelect={(period) => drill(monthRange(period))}
            testId="chart-rate-trend"
          />
          <RateImpactDistribution buckets={industry.buckets} onSelect={() => drill({})} />
          <CategoryBarChart
            title="Top carriers"
            note={`By number of filings; rate impact premium-weighted. ${minFilingsNote(search)}`}
            emptyText={minFilingsEmpty(search)}
            data={carriers.map((e) =>
              countDatum(e.name, e.totalFilings, formatPercentChange(e.premiumWeightedRateImpact)),
            )}
            valueLabel="Filings"
            extraLabel="Rate impact"
            categoryLabel="Carrier"
            horizontal
            onSelect={(name) => drill({ carriers: [name] })}
            testId="chart-top-carriers"
          />
          <CategoryBarChart
            title="Top underwriting companies"
            note={`By number of filings (each company of a multi-company filing counts it). ${minFilingsNote(search)}`}
            emptyText={minFilingsEmpty(search)}
            data={companies.map((e) =>
              countDatum(e.name, e.totalFilings, formatPercentChange(e.premiumWeightedRateImpact)),
            )}
            valueLabel="Filings"
            extraLabel="Rate impact"
            categoryLabel="Company"
            horizontal
            color="indigo.6"
            onSelect={(name) => drill({ companies: [name] })}
          />
          <CategoryBarChart
            title="Sub-TOI mix"
            data={valueCountData(stats.subTois)}
            valueLabel="Filings"
            categoryLabel="Sub-TOI"
            horizontal
            color="grape.6"
            onSelect={(name) => drill({ subTois: [name] })}
          />
          <CategoryBarChart
            title="Disposition outcomes"
            note={`${count(stats.total?.approvedFilings ?? 0)} approved, ${count(stats.total?.disapprovedFilings ?? 0)} disapproved, ${count(stats.total?.withdrawnFilings ?? 0)} withdrawn, ${count(stats.total?.pendingFilings ?? 0)} pending.${search.population === 'all' ? '' : ' Only approved filings count under the default population: choose All filings to see the others.'}`}
            data={valueCountData(stats.dispositionStatuses)}
            valueLabel="Filings"
            categoryLabel="Status"
            horizontal
            color="teal.7"
            onSelect={(name) => drill({ dispositionStatuses: [name] })}
            testId="chart-outcomes"
          />
          <CategoryBarChart
            title="Most active reviewers"
            note={`DOI reviewers by filings reviewed, with their average days to approval (approved filings only). ${minFilingsNote(search)}`}
            emptyText={minFilingsEmpty(search)}
            data={reviewers.map((e) =>
              countDatum(
                e.name,
                e.totalFilings,
                formatDays(e.averageDaysToApproval, e.averageDaysToApproval > 0),
              ),
            )}
            valueLabel="Filings"
            extraLabel="Avg. days to approval"
            categoryLabel="Reviewer"
            horizontal
            color="orange.7"
          />
        </SimpleGrid>
      </UpdatingRegion>
    </Stack>
  );
}
