import { LineChart } from '@mantine/charts';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { ChartCard } from './chart-card.tsx';
import { clickedCategory } from './chart-click.ts';
import { toMonthKey, yearStartTicks } from './fill-months.ts';
import { niceTicks } from './nice-ticks.ts';

/** A trend chart's height in px. */
const TREND_CHART_PX = 260;

export type TrendSeries = { key: string; label: string; color: string };
/** One month: its key and label, and each series' value (null: a gap, e.g. no filings to average). */
export type TrendDatum = { period: string; periodLabel: string } & Record<
  string,
  number | string | null
>;

/** Above this many months the dots shrink (they stay: a month between two gaps is only a dot). */
const SMALL_DOTS_FROM = 36;

/**
 * Values over time (one point per month) with the table alternative; a click on a point (or on
 * a month in the table) calls `onSelect` with the period key. `data` must hold every month of
 * its range (see fill-months.ts), so the x axis is proportional to time; lines are straight and
 * stop at gaps (nothing is drawn where there is no value). The y axis has round ticks spaced at
 * least `minStep` apart (the smallest difference `valueFormatter` shows), so no label repeats.
 */
export function TrendChart({
  title,
  note,
  data,
  series,
  valueFormatter,
  onSelect,
  testId,
  unit,
  minStep = 1,
}: {
  title: string;
  note?: ReactNode;
  data: TrendDatum[];
  series: TrendSeries[];
  valueFormatter: (value: number) => string;
  onSelect?: (period: string) => void;
  testId?: string;
  unit?: string;
  minStep?: number;
}) {
  const motion = useSeriesMotion();
  const format = (value: number) => (Number.isFinite(value) ? valueFormatter(value) : '—');
  const columns = [
    { key: 'periodLabel', label: 'Month' },
    ...series.map((s) => ({ key: s.key, label: s.label, numeric: true })),
  ];
  const rows = data.map((d) => ({
    id: d.period,
    periodLabel: onSelect ? (
      <Anchor component="button" type="button" size="sm" onClick={() => onSelect(d.period)}>
        {d.periodLabel}
      </Anchor>
    ) : (
      d.periodLabel
    ),
    ...Object.fromEntries(
      series.map((s) => [s.key, typeof d[s.key] === 'number' ? format(d[s.key] as number) : '—']),
    ),
  }));
  const byLabel = new Map(data.map((d) => [d.periodLabel, d.period]));
  const select = (event: unknown) => {
    const label = clickedCategory(event, 'periodLabel');
    const period = label ? byLabel.get(label) : undefined;
    if (period && onSelect) onSelect(period);
  };
  const { ticks, domain } = niceTicks(
    data
      .flatMap((d) => series.map((s) => d[s.key]))
      .filter((v): v is number => typeof v === 'number'),
    { minStep },
  );
  const yearTicks = new Set(yearStartTicks(data.map((d) => toMonthKey(d.period) ?? '')));
  const xAxisProps =
    yearTicks.size > 0
      ? {
          ticks: data
            .filter((d) => yearTicks.has(toMonthKey(d.period) ?? ''))
            .map((d) => d.periodLabel),
          interval: 0 as const,
          tickFormatter: (label: string) => label.replace(/^Jan /, ''),
        }
      : undefined;
  return (
    <ChartCard
      title={title}
      note={note}
      columns={columns}
      rows={rows}
      testId={testId}
      chartHeight={TREND_CHART_PX}
    >
      <LineChart
        h={TREND_CHART_PX}
        data={data}
        dataKey="periodLabel"
        series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
        valueFormatter={format}
        unit={unit}
        curveType="linear"
        connectNulls={false}
        withDots
        dotProps={{ r: data.length > SMALL_DOTS_FROM ? 1.5 : 3, strokeWidth: 1 }}
        yAxisProps={{ ticks, domain, interval: 0, allowDecimals: minStep < 1 }}
        xAxisProps={xAxisProps}
        withLegend={series.length > 1}
        lineChartProps={{ onClick: select, style: { cursor: onSelect ? 'pointer' : undefined } }}
        activeDotProps={{ r: 5, onClick: select }}
        tooltipAnimationDuration={100}
        lineProps={motion}
      />
    </ChartCard>
  );
}
