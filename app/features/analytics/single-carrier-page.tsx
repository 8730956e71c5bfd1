import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { valueCountData } from '#app/components/charts/category-datum.ts';
import { StatGrid } from '#app/components/charts/stat-grid.tsx';
import { TrendChart } from '#app/components/charts/trend-chart.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { UpdatingRegion } from '#app/components/updating-region.tsx';
import { filingsMetadataQueryOptions } from '#app/features/filings/filings-queries.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';
import { aggregateStats } from './aggregate-stats.ts';
import { AnalyticsFilterBar } from './analytics-filter-bar.tsx';
import {
  carrierStatsQueryOptions,
  stateStatsQueryOptions,
  topListQueryOptions,
} from './analytics-queries.ts';
import {
  type AnalyticsSearch,
  capitalizedBasis,
  monthRange,
  toAnalyticsFilters,
} from './analytics-search.ts';
import { ApprovalSpeedChart } from './approval-speed-chart.tsx';
import { CarrierStatesSection } from './carrier-states-section.tsx';
import { monthBoundsOf, toTrendData } from './trend-data.ts';
import { useDrillDown } from './use-drill-down.ts';

export function singleCarrierQueries(rpc: RpcClients, search: AnalyticsSearch) {
  const filters = toAnalyticsFilters(search);
  const industry = toAnalyticsFilters({ ...search, carrier: undefined });
  return [
    carrierStatsQueryOptions(rpc, filters, true),
    stateStatsQueryOptions(rpc, industry),
    topListQueryOptions(
      rpc,
      'carriers',
      industry,
      RankingMetric.AVERAGE_WRITTEN_PREMIUM_FOR_PROGRAM,
      12,
      search.minFilings,
    ),
  ] as const;
}

/** /single-carrier: one carrier across states and lines. */
export function SingleCarrierPage({
  search: liveSearch,
  onChange,
}: {
  search: AnalyticsSearch;
  onChange: (patch: Partial<AnalyticsSearch>) => void;
}) {
  const shown = useShownSearch(liveSearch);
  const search = shown.search;
  const rpc = useRpc();
  const [carrierQ, industryQ, topQ] = singleCarrierQueries(rpc, search);
  const { data: stats } = useSuspenseQuery(carrierQ);
  const { data: industry } = useSuspenseQuery(industryQ);
  const { data: top } = useSuspenseQuery(topQ);
  const { data: metadata } = useSuspenseQuery(
    filingsMetadataQueryOptions(rpc, toAnalyticsFilters(search)),
  );
  const drill = useDrillDown(search);
  const carrier = search.carrier;
  const own = stats.carriers.find((c) => c.carrier === carrier);
  const industryDays = new Map(
    industry.states.map((s) => [s.state, s.aggregate?.averageDaysToApproval ?? 0]),
  );
  const trend = toTrendData(stats.trend, monthBoundsOf(search.startDate, search.endDate));
  return (
    <Stack gap="md">
      <PageHeader
        title={carrier ? `Carrier: ${carrier}` : 'Single carrier'}
        description={
          'One carrier across states and lines: rate changes by state, timeline, products and approval speed against the industry.'
        }
      />
      <AnalyticsFilterBar
        view="single-carrier"
        search={liveSearch}
        singles={['carrier']}
        lists={['linesOfBusiness', 'states']}
        onChange={onChange}
      />
      <UpdatingRegion updating={shown.updating}>
        {!carrier ? (
          <Paper withBorder p="lg" radius="md" data-testid="choose-carrier">
            <Title order={2} fz="md">
              Choose a carrier
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Pick one in the filters above, or start from the largest carriers by average written
              premium:
            </Text>
            <List spacing={4} size="sm">
              {top.map((e) => (
                <List.Item key={e.name}>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onChange({ carrier: e.name })}
                  >
                    {e.name}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    {formatInteger(e.totalFilings)} filings,{' '}
                    {formatPercentChange(e.premiumWeightedRateImpact)} premium-weighted
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        ) : (
          <>
            <StatGrid stats={aggregateStats(own?.aggregate)} />
            <CarrierStatesSection
              states={own?.states ?? []}
              onSelect={(s) => drill({ states: [s] })}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TrendChart
                title="Timeline"
                note={`Filings and premium-weighted rate impact per month. ${capitalizedBasis(search)}.`}
                data={trend}
                series={[
                  { key: 'filings', label: 'Filings', color: 'blue.6' },
                  { key: 'rateImpact', label: 'Rate impact (%)', color: 'red.6' },
                ]}
                valueFormatter={(v) => String(Math.round(v * 10) / 10)}
                minStep={0.1}
                onSelect={(period) => drill(monthRange(period))}
                testId="chart-carrier-trend"
              />
              <CategoryBarChart
                title="Products"
                note="Filings per product name."
                data={valueCountData(metadata.productNames.slice(0, 12))}
                valueLabel="Filings"
                categoryLabel="Product"
                horizontal
                color="indigo.6"
                onSelect={(name) => drill({ productNames: [name] })}
              />
            </SimpleGrid>
            <ApprovalSpeedChart
              carrierLabel={carrier}
              data={(own?.states ?? []).map((s) => ({
                name: s.state,
                carrier: Math.round(s.aggregate?.averageDaysToApproval ?? 0),
                industry: Math.round(industryDays.get(s.state) ?? 0),
              }))}
              onSelect={(s) => drill({ states: [s] })}
            />
          </>
        )}
      </UpdatingRegion>
    </Stack>
  );
}
