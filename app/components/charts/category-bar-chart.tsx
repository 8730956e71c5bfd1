import { BarChart } from '@mantine/charts';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from './chart-card.tsx';
import { clickedCategory } from './chart-click.ts';

/** Long category names are cut on the axis (the tooltip and the table carry them whole). */
function shortLabel(value: unknown): string {
  const text = String(value);
  return text.length > 28 ? `${text.slice(0, 27)}…` : text;
}

export type CategoryDatum = { name: string; value: number; display: string; extra?: ReactNode };

/**
 * A bar per category (a state, a carrier, a status...) with its table alternative. A click on a
 * bar, or on a category's link in the table, calls `onSelect` (the drill-down).
 */
export function CategoryBarChart({
  title,
  note,
  data,
  valueLabel,
  categoryLabel,
  onSelect,
  horizontal = false,
  color = 'blue.6',
  valueFormatter,
  extraLabel,
  testId,
}: {
  title: string;
  note?: ReactNode;
  data: CategoryDatum[];
  valueLabel: string;
  categoryLabel: string;
  onSelect?: (name: string) => void;
  horizontal?: boolean;
  color?: string;
  valueFormatter?: (value: number) => string;
  extraLabel?: string;
  testId?: string;
}) {
  const height = horizontal ? Math.max(160, data.length * 28 + 40) : 260;
  const columns = [
    { key: 'name', label: categoryLabel },
    { key: 'value', label: valueLabel, numeric: true },
    ...(extraLabel ? [{ key: 'extra', label: extraLabel, numeric: true }] : []),
  ];
  const rows = data.map((d) => ({
    id: d.name,
    name: onSelect ? (
      <Anchor component="button" type="button" size="sm" onClick={() => onSelect(d.name)}>
        {d.name}
      </Anchor>
    ) : (
      d.name
    ),
    value: d.display,
    extra: d.extra,
  }));
  const select = (event: unknown) => {
    const name = clickedCategory(event, 'name');
    if (name && onSelect) onSelect(name);
  };
  return (
    <ChartCard title={title} note={note} columns={columns} rows={rows} testId={testId}>
      <BarChart
        h={height}
        data={data}
        dataKey="name"
        orientation={horizontal ? 'vertical' : 'horizontal'}
        series={[{ name: 'value', label: valueLabel, color }]}
        valueFormatter={valueFormatter}
        yAxisProps={
          horizontal
            ? { width: 190, interval: 0, tickFormatter: shortLabel, fontSize: 11 }
            : undefined
        }
        xAxisProps={
          horizontal
            ? undefined
            : // Many categories: slanted labels never overlap (1440 px) and stay legible on a phone.
              data.length > 5
              ? { interval: 0, fontSize: 11, angle: -35, textAnchor: 'end', height: 64 }
              : { interval: 0, fontSize: 11 }
        }
        gridAxis={horizontal ? 'x' : 'y'}
        barChartProps={{ onClick: select, style: { cursor: onSelect ? 'pointer' : undefined } }}
        barProps={{ onClick: select }}
        withTooltip
        tooltipAnimationDuration={100}
      />
    </ChartCard>
  );
}
