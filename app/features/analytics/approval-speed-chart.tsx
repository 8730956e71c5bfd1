import { BarChart } from '@mantine/charts';
import { Anchor } from '@mantine/core';
import { ChartCard } from '#app/components/charts/chart-card.tsx';
import { clickedCategory } from '#app/components/charts/chart-click.ts';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { formatDays } from '#app/lib/format/format-number.ts';

export type SpeedDatum = { name: string; carrier: number; industry: number };

/** The chart's height in px. */
const APPROVAL_SPEED_CHART_PX = 280;

/** Average days to approval of a carrier beside the industry's, per state. */
export function ApprovalSpeedChart({
  data,
  carrierLabel,
  onSelect,
}: {
  data: SpeedDatum[];
  carrierLabel: string;
  onSelect: (state: string) => void;
}) {
  const motion = useSeriesMotion();
  const rows = data.map((d) => ({
    id: d.name,
    name: (
      <Anchor component="button" type="button" size="sm" onClick={() => onSelect(d.name)}>
        {d.name}
      </Anchor>
    ),
    carrier: formatDays(d.carrier, d.carrier > 0),
    industry: formatDays(d.industry, d.industry > 0),
  }));
  const select = (event: unknown) => {
    const name = clickedCategory(event, 'name');
    if (name) onSelect(name);
  };
  return (
    <ChartCard
      title="Approval speed against the industry"
      note="Average days from submission to disposition, decided filings only, per state."
      columns={[
        { key: 'name', label: 'State' },
        { key: 'carrier', label: carrierLabel, numeric: true },
        { key: 'industry', label: 'Industry', numeric: true },
      ]}
      rows={rows}
      testId="chart-approval-speed"
      chartHeight={APPROVAL_SPEED_CHART_PX}
    >
      <BarChart
        h={APPROVAL_SPEED_CHART_PX}
        data={data}
        dataKey="name"
        series={[
          { name: 'carrier', label: carrierLabel, color: 'blue.6' },
          { name: 'industry', label: 'Industry', color: 'gray.6' },
        ]}
        withLegend
        // Axis ticks and the tooltip: whole days, 0 included ("0 d", never a dash).
        valueFormatter={(v) => formatDays(v)}
        barChartProps={{ onClick: select, style: { cursor: 'pointer' } }}
        tooltipAnimationDuration={100}
        barProps={motion}
      />
    </ChartCard>
  );
}
