import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatMoneyChangeFull, formatMoneyFull } from '#app/lib/format/format-money.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { CompanyMetrics } from '#gen/ratefiling/v1/filing_pb.ts';
import { companyPaths, companyRow, RATE_FIELD_OF, ratePath } from './citations/citation-paths.ts';
import { isStated, useCitations } from './citations/citations-context.tsx';
import { Cite } from './citations/cite.tsx';
import { NotStated } from './citations/not-stated.tsx';

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

/** A cell of a figure the filing's PDF does not state (see `isStated`). */
function NotStatedTd() {
  return (
    <Table.Td ta="right">
      <NotStated />
    </Table.Td>
  );
}

/**
 * Each company's rate figures; each company links to its own view of the filing. For a filing
 * imported from a PDF, a figure the PDF does not state for the company is shown as not stated.
 */
export function CompanyMetricsTable({
  serffTrackingNumber,
  companies,
}: {
  serffTrackingNumber: string;
  companies: CompanyMetrics[];
}) {
  const citations = useCitations();
  // The figure's cell, or "not stated" (the average premium change, `null`, never is).
  const cell = (company: string, field: keyof typeof RATE_FIELD_OF | null, td: ReactNode) =>
    isStated(citations, field ? [ratePath(companyRow(company), RATE_FIELD_OF[field])] : []) ? (
      td
    ) : (
      <NotStatedTd />
    );
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
                <Group gap={6} wrap="nowrap">
                  <AnchorLink
                    to="/filings/$serffTrackingNumber/$company"
                    params={{ serffTrackingNumber, company: company.name }}
                    size="sm"
                  >
                    {company.name}
                  </AnchorLink>
                  <Cite paths={companyPaths(company.name)} what={`${company.name} figures`} />
                </Group>
              </Table.Td>
              {cell(
                company.name,
                'indicatedChange',
                <PercentChangeTd value={company.indicatedChange} />,
              )}
              {cell(company.name, 'rateImpact', <PercentChangeTd value={company.rateImpact} />)}
              {cell(
                company.name,
                null,
                <NumericTd
                  text={formatMoneyChangeFull(company.averagePremiumChange)}
                  change={company.averagePremiumChange}
                />,
              )}
              {cell(
                company.name,
                'writtenPremiumChange',
                <NumericTd
                  text={formatMoneyChangeFull(company.writtenPremiumChange)}
                  change={company.writtenPremiumChange}
                />,
              )}
              {cell(
                company.name,
                'writtenPremiumForProgram',
                <NumericTd text={formatMoneyFull(company.writtenPremiumForProgram)} />,
              )}
              {cell(
                company.name,
                'policyholdersAffected',
                <NumericTd text={formatInteger(company.policyholdersAffected)} />,
              )}
              {cell(company.name, 'maxChange', <PercentChangeTd value={company.maxChange} />)}
              {cell(company.name, 'minChange', <PercentChangeTd value={company.minChange} />)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
