import { List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { countDatum } from '#app/components/charts/category-datum.ts';
import { StatGrid } from '#app/components/charts/stat-grid.tsx';
import { Identifier, TextWithIdentifiers } from '#app/components/identifier.tsx';
import {
  formatMoneyChangeCompact,
  formatMoneyChangeFull,
  formatMoneyFull,
} from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { commentaryParagraphs } from '#contract/intelligence/brief-commentary.ts';
import type { BriefReport } from '#contract/intelligence/brief-report.ts';
import { BriefFilingsTable } from './brief-filings-table.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A brief's report: summary, key metrics, charts, movers, notable filings, themes, methods. */
export function BriefReportSections({
  report: r,
  commentary = [],
}: {
  report: BriefReport;
  commentary?: { heading: string; text: string }[];
}) {
  const m = r.keyMetrics;
  return (
    <>
      {r.executiveSummary.length > 0 ? (
        <Section title="Executive summary">
          <Stack gap="xs" data-testid="brief-summary">
            {r.executiveSummary.map((p) => (
              <Text key={p} size="sm">
                <TextWithIdentifiers text={p} />
              </Text>
            ))}
          </Stack>
        </Section>
      ) : null}
      {commentary.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are ordered and edited by position
        <Section key={index} title={block.heading || 'Commentary'}>
          <Stack gap="xs" data-testid="brief-commentary">
            {commentaryParagraphs(block.text).map((p) => (
              <Text key={p} size="sm">
                <TextWithIdentifiers text={p} />
              </Text>
            ))}
          </Stack>
        </Section>
      ))}
      <StatGrid
        stats={[
          {
            label: 'Filings',
            value: formatInteger(m.filingCount),
            hint: `of ${formatInteger(r.methods.matchingFilings)} matching`,
          },
          {
            label: 'Weighted rate impact',
            value: formatPercentChange(m.premiumWeightedRateImpact),
            hint: `average ${formatPercentChange(m.averageRateImpact)}`,
          },
          {
            label: 'Premium change',
            value: formatMoneyChangeFull(m.totalWrittenPremiumChange),
          },
          { label: 'Written premium', value: formatMoneyFull(m.totalWrittenPremium) },
          {
            label: 'Objection letters',
            value: formatInteger(m.totalObjections),
            hint: `${formatInteger(m.filingsWithObjections)} filings`,
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CategoryBarChart
          title="Filings by state"
          data={r.charts.byState.map((b) => countDatum(b.name, b.filings))}
          valueLabel="Filings"
          categoryLabel="State"
          testId="brief-by-state"
        />
        <CategoryBarChart
          title="Premium change by carrier"
          data={r.charts.byCarrier.map((b) => ({
            name: b.name,
            value: b.writtenPremiumChange,
            display: formatMoneyChangeFull(b.writtenPremiumChange),
          }))}
          valueLabel="Premium change"
          categoryLabel="Carrier"
          horizontal
          valueFormatter={formatMoneyChangeFull}
          axisFormatter={formatMoneyChangeCompact}
          color="teal.6"
          testId="brief-by-carrier"
        />
      </SimpleGrid>
      <Stack gap="md">
        <Section title="Top movers: increases">
          {r.topMovers.increases.length > 0 ? (
            <BriefFilingsTable filings={r.topMovers.increases} testId="brief-increases" />
          ) : (
            <Text size="sm">No increases.</Text>
          )}
        </Section>
        <Section title="Top movers: decreases">
          {r.topMovers.decreases.length > 0 ? (
            <BriefFilingsTable filings={r.topMovers.decreases} testId="brief-decreases" />
          ) : (
            <Text size="sm">No decreases.</Text>
          )}
        </Section>
      </Stack>
      <Section title="Notable filings">
        <List size="sm" spacing={4}>
          {r.notableFilings.map((n) => (
            <List.Item key={n.reason}>
              <b>{n.reason}</b>: <Identifier>{n.serffTrackingNumber}</Identifier> ({n.figure})
            </List.Item>
          ))}
        </List>
      </Section>
      {r.objectionThemes ? (
        <Section title="Objection themes">
          <Text size="sm" mb="xs">
            <TextWithIdentifiers text={r.objectionThemes.summary} />
          </Text>
          <Table striped data-testid="brief-themes">
            <Table.Tbody>
              {r.objectionThemes.themes.map((t) => (
                <Table.Tr key={t.theme}>
                  <Table.Td>{t.theme}</Table.Td>
                  <Table.Td ta="right">{formatInteger(t.totalObjections)}</Table.Td>
                  <Table.Td>
                    {t.states
                      .slice(0, 3)
                      .map((s) => s.value)
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      ) : null}
      <Section title={`Filings considered (${formatInteger(r.filings.length)})`}>
        <BriefFilingsTable filings={r.filings} testId="brief-filings" />
      </Section>
      <Section title="Methods">
        <Stack gap={4} data-testid="brief-methods">
          <Text size="sm">
            Filters: <TextWithIdentifiers text={r.methods.filters.join('; ')} />.
          </Text>
          <Text size="sm">
            {formatInteger(r.methods.matchingFilings)} filings match the filters;{' '}
            {formatInteger(r.methods.consideredFilings)} were considered (at most{' '}
            {formatInteger(r.methods.maxFilings)}).
          </Text>
          <Text size="sm">
            <TextWithIdentifiers text={r.methods.selection} />
          </Text>
          {r.methods.notes.map((n) => (
            <Text key={n} size="sm" c="dimmed">
              <TextWithIdentifiers text={n} />
            </Text>
          ))}
        </Stack>
      </Section>
    </>
  );
}
