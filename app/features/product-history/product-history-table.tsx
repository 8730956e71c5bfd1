import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { StatusBadge } from '#app/features/filings/status-badge.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { ProductHistoryRow } from './product-history-rows.ts';
import { SummaryText } from './summary-text.tsx';

/** Marks a filing whose rates never took effect (or not yet): shown, never compounded. */
export function NotCompoundedBadge() {
  return (
    <Badge color="gray" variant="light" size="xs" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      Not compounded
    </Badge>
  );
}

/** What the badge and the grey bars mean. */
export function ProductHistoryLegend() {
  return (
    <Group gap="xs" data-testid="product-history-legend" wrap="nowrap" align="flex-start">
      <NotCompoundedBadge />
      <Text size="xs" c="dimmed">
        Withdrawn, disapproved, pending or not yet effective: listed, but left out of the cumulative
        change, which compounds only filings that took effect (approved, filed, acknowledged,
        deemed… and effective by today), in effective-date order.
      </Text>
    </Group>
  );
}

/**
 * The product's filings in effective-date order, each linking to its filing. Fits a 1440 px
 * screen: the submission date goes under the effective date, and a filing's product name shows
 * only where it differs from `product` (the page's). Narrower screens scroll it sideways.
 */
export function ProductHistoryTable({
  rows,
  product,
}: {
  rows: ProductHistoryRow[];
  product?: string;
}) {
  return (
    <Stack gap="xs">
      <ProductHistoryLegend />
      <ScrollRegion label="Filings of the product" minWidth={880}>
        <Table striped verticalSpacing="sm" fz="sm" data-testid="product-history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Filing</Table.Th>
              <Table.Th>Status</Table.Th>
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
                  <FilingLink tn={entry.serffTrackingNumber} />
                  {entry.productName !== product ? (
                    <Text size="xs" c="dimmed" data-testid="history-product">
                      {entry.productName}
                    </Text>
                  ) : null}
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
                      <Text size="xs" c="dimmed">
                        Prior revision <FilingLink size="xs" tn={entry.priorSerffTrackingNumber} />
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(entry.effectiveDate)}
                  <Text size="xs" c="dimmed">
                    submitted {formatCalendarDate(entry.submittedDate)}
                  </Text>
                </Table.Td>
                <PercentChangeTd value={entry.weightedRateImpact} />
                <PercentChangeTd value={tookEffect ? cumulative : undefined} />
                <NumericTd text={formatInteger(entry.sumPolicyholdersAffected)} />
                <NumericTd text={formatMoneyFull(entry.writtenPremiumForProgram)} />
                <Table.Td miw={180}>
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
