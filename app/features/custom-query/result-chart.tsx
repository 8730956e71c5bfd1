import type { JsonObject } from '@bufbuild/protobuf';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { formatNumberCompact } from '#app/lib/format/format-number.ts';
import type { QueryColumn } from '#gen/ratefiling/v1/query_service_pb.ts';
import { cellOf, chartShapeOf } from './result-table-data.ts';

const COLORS = ['blue.6', 'teal.6'];

/** A bar or line chart when the result is one dimension and one or two measures. */
export function ResultChart({ columns, rows }: { columns: QueryColumn[]; rows: JsonObject[] }) {
  const motion = useSeriesMotion();
  const shape = chartShapeOf(columns, rows);
  if (!shape) return null;
  const data = rows.map((row) => {
    const point: Record<string, string | number> = {
      [shape.dimension]: String(cellOf(row, shape.dimension) ?? ''),
    };
    for (const measure of shape.measures) point[measure] = Number(cellOf(row, measure) ?? 0);
    return point;
  });
  const series = shape.measures.map((name, i) => ({ name, color: COLORS[i] ?? 'gray.6' }));
  const common = {
    h: 280,
    data,
    dataKey: shape.dimension,
    series,
    withLegend: series.length > 1,
    tickLine: 'y' as const,
    // Large figures (a total premium of $46B) would not fit the axis written in full.
    yAxisProps: { tickFormatter: (value: number) => formatNumberCompact(value), width: 56 },
  };
  return (
    <Paper withBorder p="md" data-testid="result-chart" data-chart-kind={shape.kind}>
      <Text size="sm" fw={600} mb="xs">
        {shape.measures.join(' and ')} by {shape.dimension}
      </Text>
      {shape.kind === 'line' ? (
        <LineChart {...common} curveType="linear" lineProps={motion} />
      ) : (
        <BarChart {...common} barProps={motion} />
      )}
    </Paper>
  );
}
