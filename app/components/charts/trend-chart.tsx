import { LineChart } from '@mantine/charts';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from './chart-card.tsx';
import { clickedCategory } from './chart-click.ts';
import mutedText from './muted-text.module.css';

export type TrendSeries = { key: string; label: string; color: string };
export type TrendDatum = { period: string; periodLabel: string } & Record<string, number | string>;

/**
 * Values over time (one point per month) with the table alternative; a click on a point (or on
 * a month in the table) calls `onSelect` with the period key.
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
}: {
  title: string;
  note?: ReactNode;
  data: TrendDatum[];
  series: TrendSeries[];
  valueFormatter: (value: number) => string;
  onSelect?: (period: string) => void;
  testId?: string;
  unit?: string;
}) {
  const columns = [
    { key: 'periodLabel', label: 'Month' },
    ...series.map((s) => ({ key: s.key, label: s.label, numeric: true })),
  ];
  const rows = data.map((d) => ({
    id: d.period,
    periodLabel: onSelect ? (
      <Anchor
        className={mutedText.link}
        component="button"
        type="button"
        size="sm"
        onClick={() => onSelect(d.period)}
      >
        {d.periodLabel}
      </Anchor>
    ) : (
      d.periodLabel
    ),
    ...Object.fromEntries(
      series.map((s) => [
        s.key,
        typeof d[s.key] === 'number' ? valueFormatter(d[s.key] as number) : '—',
      ]),
    ),
  }));
  const byLabel = new Map(data.map((d) => [d.periodLabel, d.period]));
  const select = (event: unknown) => {
    const label = clickedCategory(event, 'periodLabel');
    const period = label ? byLabel.get(label) : undefined;
    if (period && onSelect) onSelect(period);
  };
  return (
    <ChartCard title={title} note={note} columns={columns} rows={rows} testId={testId}>
      <LineChart
        h={260}
        data={data}
        dataKey="periodLabel"
        series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
        valueFormatter={valueFormatter}
        unit={unit}
        curveType="monotone"
        withDots={data.length <= 36}
        connectNulls
        withLegend={series.length > 1}
        lineChartProps={{ onClick: select, style: { cursor: onSelect ? 'pointer' : undefined } }}
        activeDotProps={{ r: 5, onClick: select }}
        tooltipAnimationDuration={100}
      />
    </ChartCard>
  );
}
