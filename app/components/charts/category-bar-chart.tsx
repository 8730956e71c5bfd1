import { BarChart } from '@mantine/charts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { CATEGORY_AXIS_PX, CATEGORY_ROW_PX, CategoryTick } from './category-tick.tsx';
import { ChartCard } from './chart-card.tsx';
import { clickedCategory } from './chart-click.ts';
import { type NiceTicks, niceTicks } from './nice-ticks.ts';

/** Room above the tallest bar (a share of the axis): a bar ending on the top tick reads as cut. */
const HEADROOM = 0.05;

/** Width of a phone's horizontal value axis (what the 190 px of names leave of the card). */
const NARROW_AXIS_PX = 110;
/** About the width of a tick label's character at 12 px, and the least gap between labels. */
const LABEL_CHAR_PX = 7;
const LABEL_GAP_PX = 8;

/**
 * The value axis's ticks: round, evenly spaced, with headroom. Counts step by whole numbers,
 * other figures (percentages with one decimal) by 0.1 at least. On a phone a horizontal chart's
 * value axis is about 110 px wide: as many ticks (three at most) as their labels fit there, all
 * drawn; recharts dropped a crowded tick and left "+5.0%" and "+15.0%" unevenly apart. `max`
 * caps the axis at the largest value the measure can take.
 */
export function valueAxisTicks(
  values: readonly number[],
  {
    narrow,
    format = String,
    max,
  }: { narrow: boolean; format?: (value: number) => string; max?: number },
) {
  const ticksOf = (maxTicks: number) =>
    capTicks(
      niceTicks(values, {
        minStep: values.every(Number.isInteger) ? 1 : 0.1,
        maxTicks,
        headroom: HEADROOM,
      }),
      max,
    );
  if (!narrow) return ticksOf(5);
  const three = ticksOf(3);
  const widest = Math.max(...three.ticks.map((t) => format(t).length));
  const fits = three.ticks.length * (widest * LABEL_CHAR_PX + LABEL_GAP_PX) <= NARROW_AXIS_PX;
  return fits ? three : ticksOf(2);
}

/**
 * An axis that ends at the largest value the measure can take (100 for a share in percent): no
 * tick past it, even where the headroom above the tallest bar would add one ("150.0%").
 */
function capTicks(axis: NiceTicks, max: number | undefined): NiceTicks {
  if (max === undefined || axis.domain[1] <= max) return axis;
  return { ticks: axis.ticks.filter((tick) => tick <= max), domain: [axis.domain[0], max] };
}

/** The `count` largest categories by value, largest first (ties in the given order). */
export function largest<T extends { value: number }>(data: readonly T[], count: number): T[] {
  return data
    .map((d, index) => ({ d, index }))
    .sort((x, y) => y.d.value - x.d.value || x.index - y.index)
    .slice(0, count)
    .map(({ d }) => d);
}

export type CategoryDatum = { name: string; value: number; display: string; extra?: ReactNode };

/**
 * A bar per category (a state, a carrier, a status...) with its table alternative. A click on a
 * bar, or on a category's link in the table, calls `onSelect` (the drill-down). The tooltip
 * shows `valueFormatter`'s text; the value axis shows `axisFormatter`'s (a compact form where a
 * full figure does not fit), else the tooltip's. An axis tick is a number, never a dash: a
 * formatter that prints "—" for a value (no decided filing) is not fit for the axis.
 */
export function CategoryBarChart({
  title,
  note,
  data: all,
  valueLabel,
  categoryLabel,
  onSelect,
  horizontal = false,
  color = 'blue.6',
  valueFormatter,
  axisFormatter,
  valueMax,
  extraLabel,
  emptyText,
  top,
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
  /** The value axis's tick labels (default: `valueFormatter`). */
  axisFormatter?: (value: number) => string;
  /** The largest value the measure can take (100 for a share in percent): the axis ends there. */
  valueMax?: number;
  extraLabel?: string;
  /** Said instead of the chart when there is no category (default: no filing matches). */
  emptyText?: string;
  /**
   * Show only the `count` largest categories, with a toggle to show all of them ("Show all 62
   * themes"); `noun` names the categories in the plural.
   */
  top?: { count: number; noun: string };
  testId?: string;
}) {
  const motion = useSeriesMotion();
  const [showAll, setShowAll] = useState(false);
  const limited = top !== undefined && all.length > top.count;
  const data = limited && !showAll ? largest(all, top.count) : all;
  const height = horizontal ? Math.max(160, data.length * CATEGORY_ROW_PX + 40) : 260;
  const axisTicks = axisFormatter ?? valueFormatter;
  const valueTickFormatter = axisTicks ? (value: number) => axisTicks(Number(value)) : undefined;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { ticks, domain } = valueAxisTicks(
    data.map((d) => d.value),
    { narrow: horizontal && phone, format: axisTicks, max: valueMax },
  );
  // Every tick drawn: they are few and evenly spaced, none for recharts to drop.
  const valueAxis = { tickFormatter: valueTickFormatter, ticks, domain, interval: 0 as const };
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
    <ChartCard
      title={title}
      note={note}
      columns={columns}
      rows={rows}
      testId={testId}
      chartHeight={height}
      footer={
        limited ? (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showAll}
              onClick={() => setShowAll((v) => !v)}
              data-testid={testId ? `${testId}-show-all` : undefined}
            >
              {showAll
                ? `Show the top ${top.count} ${top.noun}`
                : `Show all ${all.length} ${top.noun}`}
            </Button>
          </Group>
        ) : undefined
      }
      empty={
        emptyText ? (
          <Text size="sm" c="dimmed" py="xl" ta="center">
            {emptyText}
          </Text>
        ) : undefined
      }
    >
      <BarChart
        h={height}
        data={data}
        dataKey="name"
        orientation={horizontal ? 'vertical' : 'horizontal'}
        series={[{ name: 'value', label: valueLabel, color }]}
        valueFormatter={valueFormatter}
        yAxisProps={
          horizontal
            ? {
                width: CATEGORY_AXIS_PX,
                interval: 0,
                tick: CategoryTick,
              }
            : valueAxis
        }
        xAxisProps={
          horizontal
            ? valueAxis
            : // Many categories: slanted labels never overlap (1440 px) and stay legible on a phone.
              data.length > 5
              ? { interval: 0, fontSize: 11, angle: -35, textAnchor: 'end', height: 64 }
              : { interval: 0, fontSize: 11 }
        }
        gridAxis={horizontal ? 'x' : 'y'}
        barChartProps={{
          onClick: select,
          style: { cursor: onSelect ? 'pointer' : undefined },
          // The last tick's label is centred on the axis's end: room for its right half.
          margin: horizontal ? { right: 28 } : undefined,
        }}
        barProps={{ onClick: select, ...motion }}
        withTooltip
        tooltipAnimationDuration={100}
      />
    </ChartCard>
  );
}
