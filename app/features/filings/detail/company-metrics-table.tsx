import { Table } from '@mantine/core';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import {
  formatMoneyChangeCents,
  formatMoneyChangeCompact,
  formatMoneyCompact,
} from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { CompanyMetrics } from '#gen/ratefiling/v1/filing_pb.ts';

const HEADERS = [
  'Indicated',
  'Rate impact',
  'Avg premium chg',
  'Written premium chg',
  'Written premium',
  'Policyholders',
  'Max',
  'Min',
];

/** Each company's rate figures; each company links to its own view of the filing. */
export function CompanyMetricsTable({
  serffTrackingNumber,
  companies,
}: {
  serffTrackingNumber: string;
  companies: CompanyMetrics[];
}) {
  return (
    <ScrollRegion label="Rate figures by company" minWidth={900}>
      <Table striped verticalSpacing="xs" fz="sm" data-testid="company-metrics">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            {HEADERS.map((header) => (
              <Table.Th key={header} ta="right">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.name}>
              <Table.Td>
                <AnchorLink
                  to="/filings/$serffTrackingNumber/$company"
                  params={{ serffTrackingNumber, company: company.name }}
                  size="sm"
                >
                  {company.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatPercentChange(company.indicatedChange)}
                  change={company.indicatedChange}
                />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatPercentChange(company.rateImpact)}
                  change={company.rateImpact}
                />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatMoneyChangeCents(company.averagePremiumChange)}
                  change={company.averagePremiumChange}
                />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatMoneyChangeCompact(company.writtenPremiumChange)}
                  change={company.writtenPremiumChange}
                />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatMoneyCompact(company.writtenPremiumForProgram)} />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatInteger(company.policyholdersAffected)} />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatPercentChange(company.maxChange)}
                  change={company.maxChange}
                />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell
                  text={formatPercentChange(company.minChange)}
                  change={company.minChange}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
