import { BarChart } from '@mantine/charts';
import { Anchor } from '@mantine/core';
import { ChartCard } from '#app/components/charts/chart-card.tsx';
import { clickedCategory } from '#app/components/charts/chart-click.ts';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { ReviewerRateImpactStats } from '#gen/ratefiling/v1/analytics_service_pb.ts';

const RANGE_COLORS = [
  'teal.8',
  'teal.5',
  'gray.5',
  'yellow.5',
  'orange.5',
  'orange.7',
  'red.6',
  'red.8',
];

/** Reviewers with most filings: their filings by rate-impact range, objections and speed. */
export function ReviewerLeaderboard({
  reviewers,
  onSelect,
}: {
  reviewers: ReviewerRateImpactStats[];
  onSelect: (name: string, state: string) => void;
}) {
  const motion = useSeriesMotion();
  const labels = reviewers[0]?.buckets.map((b) => b.range?.label ?? '') ?? [];
  const data = reviewers.map((r) => ({
    name: `${r.name} (${r.state})`,
    ...Object.fromEntries(r.buckets.map((b, i) => [`r${i}`, b.totalFilings])),
  }));
  const byLabel = new Map(reviewers.map((r) => [`${r.name} (${r.state})`, r]));
  const open = (event: unknown) => {
    const label = clickedCategory(event, 'name');
    const reviewer = label ? byLabel.get(label) : undefined;
    if (reviewer) onSelect(reviewer.name, reviewer.state);
  };
  const rows = reviewers.map((r) => ({
    id: `${r.name}|${r.state}`,
    name: (
      <Anchor component="button" type="button" size="sm" onClick={() => onSelect(r.name, r.state)}>
        {r.name}
      </Anchor>
    ),
    state: r.state,
    filings: formatInteger(r.aggregate?.totalFilings ?? 0),
    objections: formatInteger(r.aggregate?.totalObjections ?? 0),
    days: formatDays(
      r.aggregate?.averageDaysToApproval,
      (r.aggregate?.averageDaysToApproval ?? 0) > 0,
    ),
    impact: formatPercentChange(r.aggregate?.premiumWeightedRateImpact ?? 0),
    ranges: r.buckets.map((b) => `${b.range?.label}: ${b.totalFilings}`).join(', '),
  }));
  const height = Math.max(200, reviewers.length * 30 + 60);
  return (
    <ChartCard
      title="Reviewer leaderboard"
      note="Most filings first; bars split each reviewer's filings by rate-impact range. Rate impact premium-weighted. Click a reviewer for their profile."
      columns={[
        { key: 'name', label: 'Reviewer' },
        { key: 'state', label: 'State' },
        { key: 'filings', label: 'Filings', numeric: true },
        { key: 'objections', label: 'Objections', numeric: true },
        { key: 'days', label: 'Avg. days to approval', numeric: true },
        { key: 'impact', label: 'Rate impact', numeric: true },
        { key: 'ranges', label: 'Filings by rate-impact range' },
      ]}
      rows={rows}
      testId="chart-reviewer-leaderboard"
      chartHeight={height}
    >
      <BarChart
        h={height}
        data={data}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 190, interval: 0 }}
        gridAxis="x"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        series={labels.map((label, i) => ({
          name: `r${i}`,
          label,
          color: RANGE_COLORS[i] ?? 'gray.6',
        }))}
        barChartProps={{ onClick: open, style: { cursor: 'pointer' } }}
        tooltipAnimationDuration={100}
        barProps={motion}
      />
    </ChartCard>
  );
}
