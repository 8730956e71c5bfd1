import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { UpdatingRegion } from '#app/components/updating-region.tsx';
import { AnalyticsFilterBar } from '#app/features/analytics/analytics-filter-bar.tsx';
import {
  reviewerDetailsQueryOptions,
  reviewerStatsQueryOptions,
  topListQueryOptions,
} from '#app/features/analytics/analytics-queries.ts';
import {
  type AnalyticsSearch,
  minFilingsEmpty,
  minFilingsNote,
  toAnalyticsFilters,
} from '#app/features/analytics/analytics-search.ts';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { RankingMetric } from '#gen/ratefiling/v1/analytics_pb.ts';
import { ReviewerLeaderboard } from './reviewer-leaderboard.tsx';
import { ReviewerProfile } from './reviewer-profile.tsx';

export type DoiSearch = AnalyticsSearch & { reviewer?: string; reviewerState?: string };

export function doiQueries(rpc: RpcClients, search: DoiSearch) {
  const filters = toAnalyticsFilters(search);
  return [
    reviewerStatsQueryOptions(rpc, filters),
    topListQueryOptions(
      rpc,
      'reviewers',
      filters,
      RankingMetric.AVERAGE_DAYS_TO_APPROVAL,
      12,
      search.minFilings,
    ),
    ...(search.reviewer && search.reviewerState
      ? [reviewerDetailsQueryOptions(rpc, search.reviewer, search.reviewerState)]
      : []),
  ] as const;
}

/** /doi: the reviewer leaderboard, the slowest reviewers and a reviewer's profile. */
export function DoiPage({
  search: liveSearch,
  onChange,
}: {
  search: DoiSearch;
  onChange: (patch: Partial<DoiSearch>) => void;
}) {
  const shown = useShownSearch(liveSearch);
  const search = shown.search;
  const rpc = useRpc();
  const [statsQ, slowestQ] = doiQueries(rpc, search);
  const { data: stats } = useSuspenseQuery(statsQ);
  const { data: slowest } = useSuspenseQuery(slowestQ);
  const open = (reviewer: string, reviewerState: string) => onChange({ reviewer, reviewerState });
  const byLabel = new Map(slowest.map((e) => [`${e.name} (${e.context})`, e]));
  return (
    <Stack gap="md">
      <PageHeader
        title="DOI reviewers"
        description={
          'Department of insurance reviewers: filings, objections, days to approval and the rate impact of what they review.'
        }
      />
      <AnalyticsFilterBar
        view="doi"
        search={liveSearch}
        lists={['carriers', 'linesOfBusiness', 'states']}
        onChange={onChange}
      />
      <UpdatingRegion updating={shown.updating}>
        {search.reviewer && search.reviewerState ? (
          <ReviewerProfile name={search.reviewer} state={search.reviewerState} />
        ) : (
          <Text size="sm" c="dimmed">
            Click a reviewer for their profile and recent filings.
          </Text>
        )}
        <ReviewerLeaderboard reviewers={stats.reviewers} onSelect={open} />
        <CategoryBarChart
          title="Slowest to approve"
          note={`Reviewers by average days from submission to approval (approved filings only). ${minFilingsNote(search)}`}
          emptyText={minFilingsEmpty(search)}
          data={slowest.map((e) => ({
            name: `${e.name} (${e.context})`,
            value: Math.round(e.averageDaysToApproval),
            display: formatDays(e.averageDaysToApproval, e.averageDaysToApproval > 0),
            extra: formatInteger(e.totalFilings),
          }))}
          valueLabel="Avg. days to approval"
          extraLabel="n (filings)"
          categoryLabel="Reviewer"
          horizontal
          valueFormatter={(v) => formatDays(v)}
          color="orange.7"
          onSelect={(label) => {
            const e = byLabel.get(label);
            if (e) open(e.name, e.context);
          }}
          testId="chart-slowest-reviewers"
        />
      </UpdatingRegion>
    </Stack>
  );
}
