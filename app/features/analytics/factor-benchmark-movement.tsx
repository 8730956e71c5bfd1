import { LineChart } from '@mantine/charts';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { NumericTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import type { FactorBenchmarkYear } from '#gen/ratefiling/v1/analytics_service_pb.ts';

/** The y axis around the data, padded by 0.05, so that flat lines at 1.000 do not sit mid-air. */
const RELATIVITY_DOMAIN: [(min: number) => number, (max: number) => number] = [
  (min) => Math.max(0, Math.floor(min * 20) / 20 - 0.05),
  (max) => Math.ceil(max * 20) / 20 + 0.05,
];

const SERIES = [
  { name: 'max', label: 'Highest', color: 'red.6' },
  { name: 'median', label: 'Median', color: 'blue.6' },
  { name: 'min', label: 'Lowest', color: 'teal.6' },
] as const;

/**
 * How the level moved: the lowest, median and highest relativity in force at each year end (this
 * year: today), as a small chart and a table. The table is the accessible form: `inert` hides the
 * chart from assistive technology and from the keyboard.
 */
export function FactorBenchmarkMovement({ years }: { years: FactorBenchmarkYear[] }) {
  const motion = useSeriesMotion();
  const data = years.map((y) => ({
    year: String(y.year),
    min: y.min,
    median: y.median,
    max: y.max,
  }));
  return (
    <Stack gap="xs" data-testid="benchmark-movement">
      <Title order={3} fz="sm">
        Movement over time
      </Title>
      <Text size="xs" c="dimmed">
        The relativity each program had in force at the end of each year (this year: today), by
        effective date: lowest, median and highest across the programs with the level then.
      </Text>
      {years.length > 1 ? (
        <Box inert data-testid="benchmark-movement-chart">
          <LineChart
            h={180}
            data={data}
            dataKey="year"
            series={SERIES.map((s) => ({ ...s }))}
            valueFormatter={(v) => formatRelativity(v)}
            curveType="stepAfter"
            withLegend
            withDots
            lineProps={motion}
            yAxisProps={{ domain: RELATIVITY_DOMAIN, width: 48 }}
          />
        </Box>
      ) : null}
      <ScrollRegion label="Relativities in force at each year end" minWidth={380}>
        <Table striped verticalSpacing={2} fz="sm" data-testid="benchmark-years">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Year end</Table.Th>
              <Table.Th scope="col" ta="right">
                Programs
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Lowest
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Median
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Highest
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {years.map((y) => (
              <Table.Tr key={y.year}>
                <Table.Td>{y.year}</Table.Td>
                <NumericTd text={String(y.programs)} />
                <NumericTd text={formatRelativity(y.min)} />
                <NumericTd text={formatRelativity(y.median)} />
                <NumericTd text={formatRelativity(y.max)} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
