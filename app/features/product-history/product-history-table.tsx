import { Table, Text } from '@mantine/core';
import { AnchorLink } from '../../components/data-table/anchor-link.tsx';
import { NumericCell } from '../../components/data-table/numeric-cell.tsx';
import { MUTED_TEXT } from '../../components/data-table/readable-colors.ts';
import { ScrollRegion } from '../../components/data-table/scroll-region.tsx';
import { formatCalendarDate } from '../../lib/format/format-date.ts';
import { formatMoneyCompact, formatMoneyFull } from '../../lib/format/format-money.ts';
import { formatInteger } from '../../lib/format/format-number.ts';
import { formatPercentChange } from '../../lib/format/format-percent.ts';
import { StatusBadge } from '../filings/status-badge.tsx';
import type { ProductHistoryRow } from './product-history-rows.ts';

/** The product's filings in time order, each linking to its filing. */
export function ProductHistoryTable({ rows }: { rows: ProductHistoryRow[] }) {
  return (
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
          {rows.map(({ entry, cumulative }) => (
            <Table.Tr key={entry.serffTrackingNumber} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <AnchorLink
                  to="/filings/$serffTrackingNumber"
                  params={{ serffTrackingNumber: entry.serffTrackingNumber }}
                  size="sm"
                  ff="monospace"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {entry.serffTrackingNumber}
                </AnchorLink>
                <Text size="xs" c={MUTED_TEXT}>
                  {entry.productName}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={entry.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(entry.submittedDate)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(entry.effectiveDate)}
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatPercentChange(entry.weightedRateImpact)}
                  change={entry.weightedRateImpact}
                />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatPercentChange(cumulative)} change={cumulative} />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatInteger(entry.sumPolicyholdersAffected)} />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatMoneyCompact(entry.writtenPremiumForProgram)}
                  title={formatMoneyFull(entry.writtenPremiumForProgram)}
                />
              </Table.Td>
              <Table.Td miw={320}>{entry.summary}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
