import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { StatusBadge } from '#app/features/filings/status-badge.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatMoneyCompact, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { ProductHistoryRow } from './product-history-rows.ts';
import { SummaryText } from './summary-text.tsx';

/** Marks a filing whose rates never took effect (or not yet): shown, never compounded. */
export function NotCompoundedBadge() {
  return (
    <Badge color="gray" variant="light" size="xs" radius="sm" tt="none">
      Not compounded
    </Badge>
  );
}

/** What the badge and the grey bars mean. */
export function ProductHistoryLegend() {
  return (
    <Group gap="xs" data-testid="product-history-legend" wrap="nowrap">
      <NotCompoundedBadge />
      <Text size="xs" c="dimmed">
        Withdrawn, disapproved, pending or not yet effective: listed, but left out of the cumulative
        change, which compounds only filings that took effect (approved, filed, acknowledged,
        deemed… and effective by today), in effective-date order.
      </Text>
    </Group>
  );
}

/** The product's filings in effective-date order, each linking to its filing. */
export function ProductHistoryTable({ rows }: { rows: ProductHistoryRow[] }) {
  return (
    <Stack gap="xs">
      <ProductHistoryLegend />
      <ScrollRegion label="Filings of the product" minWidth={1000}>
        <Table striped verticalSpacing="sm" fz="sm" data-testid="product-history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Filing</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Submitted</Table.Th>
              <Table.Th>Effective</Table.Th>
              <Table.Th ta="right">Rate impact</Table.Th>
              <Table.Th ta="right">Cumulative</Table.Th>
              <Table.Th ta="right">Policyholders</Table.Th>
              <Table.Th ta="right">Written premium</Table.Th>
              <Table.Th>Summary</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ entry, cumulative, tookEffect }) => (
              <Table.Tr
                key={entry.serffTrackingNumber}
                style={{ verticalAlign: 'top' }}
                data-took-effect={tookEffect}
              >
                <Table.Td>
                  <FilingLink tn={entry.serffTrackingNumber} style={{ whiteSpace: 'nowrap' }} />
                  <Text size="xs" c="dimmed">
                    {entry.productName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <StatusBadge status={entry.status} />
                    {tookEffect ? null : <NotCompoundedBadge />}
                    {entry.refilesSerffTrackingNumber ? (
                      <Text size="xs" c="dimmed" data-testid="refiles">
                        Refiling of <FilingLink size="xs" tn={entry.refilesSerffTrackingNumber} />
                      </Text>
                    ) : null}
                    {entry.priorSerffTrackingNumber ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        Prior revision <FilingLink size="xs" tn={entry.priorSerffTrackingNumber} />
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(entry.submittedDate)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(entry.effectiveDate)}
                </Table.Td>
                <PercentChangeTd value={entry.weightedRateImpact} />
                <PercentChangeTd value={tookEffect ? cumulative : undefined} />
                <NumericTd text={formatInteger(entry.sumPolicyholdersAffected)} />
                <NumericTd
                  text={formatMoneyCompact(entry.writtenPremiumForProgram)}
                  title={formatMoneyFull(entry.writtenPremiumForProgram)}
                />
                <Table.Td miw={320}>
                  <SummaryText text={entry.summary} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
