import { CompositeChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { ProductHistoryRow } from './product-history-rows.ts';

/**
 * Rate impact of each filing (bars) and the compounded cumulative change (line). The chart is
 * hidden from screen readers, which get the same numbers as a table.
 */
export function ProductHistoryChart({ rows }: { rows: ProductHistoryRow[] }) {
  const motion = useSeriesMotion();
  const data = rows.map((row) => ({
    label: row.label,
    'Rate impact': row.tookEffect ? row.rateImpact : null,
    'Did not take effect': row.tookEffect ? null : row.rateImpact,
    Cumulative: row.cumulative,
  }));
  return (
    <figure
      style={{ margin: 0 }}
      aria-labelledby="product-history-chart-caption"
      data-testid="product-history-chart"
    >
      <Text component="figcaption" id="product-history-chart-caption" size="sm" c="dimmed" mb="xs">
        Rate impact of each filing (bars, left axis; grey: withdrawn, disapproved, pending or not
        yet effective, not compounded) and the cumulative compounded change of the filings that took
        effect (line, right axis), by effective date.
      </Text>
      <div aria-hidden="true">
        <CompositeChart
          h={280}
          data={data}
          dataKey="label"
          series={[
            { name: 'Rate impact', color: 'blue.6', type: 'bar' },
            { name: 'Did not take effect', color: 'gray.4', type: 'bar' },
            { name: 'Cumulative', color: 'orange.6', type: 'line', yAxisId: 'right' },
          ]}
          withRightYAxis
          yAxisLabel="Rate impact"
          rightYAxisLabel="Cumulative"
          yAxisProps={{ width: 70 }}
          rightYAxisProps={{ width: 70 }}
          valueFormatter={(value) => formatPercentChange(value)}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          referenceLines={[{ y: 0, color: 'gray.5' }]}
          maxBarWidth={36}
          curveType="linear"
          accessibilityLayer={false}
          barProps={motion}
          lineProps={motion}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>Rate impact and cumulative change by filing</caption>
          <thead>
            <tr>
              <th scope="col">Filing</th>
              <th scope="col">Effective</th>
              <th scope="col">Rate impact</th>
              <th scope="col">Took effect</th>
              <th scope="col">Cumulative change</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.entry.serffTrackingNumber}>
                <th scope="row">{row.entry.serffTrackingNumber}</th>
                <td>{row.label}</td>
                <td>{formatPercentChange(row.rateImpact)}</td>
                <td>{row.tookEffect ? 'Yes' : 'No, not compounded'}</td>
                <td>{formatPercentChange(row.cumulative)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
