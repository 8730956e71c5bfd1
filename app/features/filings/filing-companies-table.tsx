import { Table } from '@mantine/core';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { CompanyMetrics } from '#gen/ratefiling/v1/filing_pb.ts';

/** A filing's companies, each with its own figures and a link to its page (an expanded row). */
export function FilingCompaniesTable({
  serffTrackingNumber,
  companies,
}: {
  serffTrackingNumber: string;
  companies: CompanyMetrics[];
}) {
  return (
    <Table
      fz="xs"
      withRowBorders={false}
      verticalSpacing={4}
      data-testid={`companies-of-${serffTrackingNumber}`}
      aria-label={`Companies of ${serffTrackingNumber}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Company</Table.Th>
          <Table.Th scope="col" ta="right">
            Rate impact
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Written premium change
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Written premium
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Policyholders
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {companies.map((c) => (
          <Table.Tr key={c.name}>
            <Table.Td>
              <AnchorLink
                to="/filings/$serffTrackingNumber/$company"
                params={{ serffTrackingNumber, company: c.name }}
                size="xs"
              >
                {c.name}
              </AnchorLink>
            </Table.Td>
            <PercentChangeTd value={c.rateImpact} />
            <NumericTd
              text={formatMoneyChangeFull(c.writtenPremiumChange)}
              change={c.writtenPremiumChange}
            />
            <NumericTd text={formatMoneyFull(c.writtenPremiumForProgram)} />
            <NumericTd text={formatInteger(c.policyholdersAffected)} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
