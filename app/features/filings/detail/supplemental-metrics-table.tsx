import { Table, Text } from '@mantine/core';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { PercentChangeCell } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatPercent } from '#app/lib/format/format-percent.ts';
import type { SupplementalMetrics } from '#gen/ratefiling/v1/filing_pb.ts';

type Column = { label: string; value: (m: SupplementalMetrics) => number; signed: boolean };

const COLUMNS: Column[] = [
  { label: 'Proposed', value: (m) => m.proposedChange, signed: true },
  { label: 'Indicated', value: (m) => m.indication, signed: true },
  { label: 'Expense ratio', value: (m) => m.expenseRatio, signed: false },
  { label: 'Perm. loss ratio', value: (m) => m.permissibleLossRatio, signed: false },
  { label: 'Hist. freq.', value: (m) => m.historicFrequencyTrend, signed: true },
  { label: 'Hist. sev.', value: (m) => m.historicSeverityTrend, signed: true },
  { label: 'Hist. prem.', value: (m) => m.historicPremiumTrend, signed: true },
  { label: 'Hist. total', value: (m) => m.historicTotalTrend, signed: true },
  { label: 'Prosp. freq.', value: (m) => m.prospectiveFrequencyTrend, signed: true },
  { label: 'Prosp. sev.', value: (m) => m.prospectiveSeverityTrend, signed: true },
  { label: 'Prosp. prem.', value: (m) => m.prospectivePremiumTrend, signed: true },
  { label: 'Prosp. total', value: (m) => m.prospectiveTotalTrend, signed: true },
];

/** Actuarial support per coverage: proposed vs indicated, ratios and annual trends. */
export function SupplementalMetricsTable({ metrics }: { metrics: SupplementalMetrics[] }) {
  if (metrics.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No supplemental metrics were filed.
      </Text>
    );
  const showCompany = new Set(metrics.map((m) => m.company)).size > 1;
  return (
    <ScrollRegion label="Supplemental metrics" minWidth={1100}>
      <Table striped verticalSpacing="xs" fz="sm" data-testid="supplemental-metrics">
        <Table.Caption c="dimmed">
          Trends are annual, in percent; ratios are shares of premium.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {showCompany ? <Table.Th>Company</Table.Th> : null}
            <Table.Th>Coverage</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column.label} ta="right">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {metrics.map((row) => (
            <Table.Tr key={`${row.company}|${row.coverage}`}>
              {showCompany ? <Table.Td>{row.company}</Table.Td> : null}
              <Table.Td fw={500}>{row.coverage}</Table.Td>
              {COLUMNS.map((column) => {
                const value = column.value(row);
                return (
                  <Table.Td key={column.label} ta="right">
                    {column.signed ? (
                      <PercentChangeCell value={value} />
                    ) : (
                      <NumericCell text={formatPercent(value)} />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
