import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { countDatum } from '#app/components/charts/category-datum.ts';
import { fillMonths, monthKey } from '#app/components/charts/fill-months.ts';
import { StatGrid } from '#app/components/charts/stat-grid.tsx';
import { TrendChart, type TrendDatum } from '#app/components/charts/trend-chart.tsx';
import { TextWithIdentifiers } from '#app/components/identifier.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { ObjectionSummary } from '#gen/ratefiling/v1/intelligence_service_pb.ts';

const top = (values: { value: string; count: number }[]) =>
  values
    .slice(0, 3)
    .map((v) => `${v.value} (${formatInteger(v.count)})`)
    .join(', ') || '—';

/** Themes drawn before "Show all": 62 bars make a 2,000 px chart on a phone. */
const TOP_THEMES = 15;

type ObjectionPeriod = ObjectionSummary['trend'][number];

const monthOfPeriod = (p: ObjectionPeriod) =>
  p.periodStart?.year && p.periodStart.month
    ? monthKey(p.periodStart.year, p.periodStart.month)
    : undefined;

/** Letters per month, every month from the first to the last with letters (0 in between). */
function objectionTrend(trend: ObjectionPeriod[]): TrendDatum[] {
  return fillMonths(trend, monthOfPeriod, {}).map(({ month, point }) => {
    const [year, monthNumber] = month.split('-').map(Number);
    return {
      period: month,
      periodLabel: formatCalendarDate({ year: year ?? 0, month: monthNumber ?? 0, day: 0 }),
      letters: point?.totalObjections ?? 0,
    };
  });
}

/** Themes of the letters in scope: headline counts, a bar per theme, where they occur, a trend. */
export function ObjectionSummaryPanel({
  summary,
  onTheme,
}: {
  summary: ObjectionSummary;
  onTheme: (theme: string) => void;
}) {
  return (
    <Stack gap="md" data-testid="objection-summary">
      <Paper withBorder p="md" radius="md">
        <Text size="sm" data-testid="objection-summary-text">
          <TextWithIdentifiers text={summary.summary} />
        </Text>
      </Paper>
      <StatGrid
        stats={[
          { label: 'Objection letters', value: formatInteger(summary.totalObjections) },
          {
            label: 'Filings with objections',
            value: formatInteger(summary.totalFilingsWithObjections),
          },
          { label: 'Themes found', value: formatInteger(summary.themes.length) },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CategoryBarChart
          title="Objection themes"
          note="Letters raising each theme; choose one to list its letters"
          data={summary.themes.map((t) => countDatum(t.theme, t.totalObjections))}
          valueLabel="Letters"
          categoryLabel="Theme"
          horizontal
          top={{ count: TOP_THEMES, noun: 'themes' }}
          onSelect={onTheme}
          testId="theme-chart"
        />
        <TrendChart
          title="Objection letters per month"
          data={objectionTrend(summary.trend)}
          series={[{ key: 'letters', label: 'Letters', color: 'orange.6' }]}
          valueFormatter={formatInteger}
          testId="objection-trend"
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="xs">
          Where each theme occurs
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="theme-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Theme</Table.Th>
                <Table.Th ta="right">Letters</Table.Th>
                <Table.Th>Top states</Table.Th>
                <Table.Th>Top reviewers</Table.Th>
                <Table.Th>Top carriers</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.themes.map((t) => (
                <Table.Tr key={t.theme}>
                  <Table.Td>{t.theme}</Table.Td>
                  <Table.Td ta="right">{formatInteger(t.totalObjections)}</Table.Td>
                  <Table.Td>{top(t.states)}</Table.Td>
                  <Table.Td>{top(t.reviewers)}</Table.Td>
                  <Table.Td>{top(t.carriers)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
