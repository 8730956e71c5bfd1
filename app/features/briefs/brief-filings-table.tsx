import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatMoneyChangeFull } from '#app/lib/format/format-money.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { BriefFiling } from '#contract/intelligence/brief-report.ts';

/** Filings of a brief with the figures it uses; tracking numbers open the filing. */
export function BriefFilingsTable({
  filings,
  testId,
}: {
  filings: BriefFiling[];
  testId?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>Carrier</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Rate impact
            </Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Premium change
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {filings.map((f) => (
            <Table.Tr key={f.serffTrackingNumber}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      to="/filings/$serffTrackingNumber"
                      params={{ serffTrackingNumber: f.serffTrackingNumber }}
                      {...props}
                    />
                  )}
                >
                  {f.serffTrackingNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{f.carrier}</Table.Td>
              <Table.Td>{f.state}</Table.Td>
              <Table.Td>{f.productName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-column="rate-impact">
                {formatPercentChange(f.rateImpact)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoneyChangeFull(f.writtenPremiumChange)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
