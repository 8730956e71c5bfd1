import { Table } from '@mantine/core';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import {
  formatMoneyChangeCents,
  formatMoneyChangeCompact,
  formatMoneyCompact,
} from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
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
              <PercentChangeTd value={company.indicatedChange} />
              <PercentChangeTd value={company.rateImpact} />
              <NumericTd
                text={formatMoneyChangeCents(company.averagePremiumChange)}
                change={company.averagePremiumChange}
              />
              <NumericTd
                text={formatMoneyChangeCompact(company.writtenPremiumChange)}
                change={company.writtenPremiumChange}
              />
              <NumericTd text={formatMoneyCompact(company.writtenPremiumForProgram)} />
              <NumericTd text={formatInteger(company.policyholdersAffected)} />
              <PercentChangeTd value={company.maxChange} />
              <PercentChangeTd value={company.minChange} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
