import { Table, Text } from '@mantine/core';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import type { GetFactorBenchmarkResponse } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { benchmarkFilingsSearch } from './factor-benchmark-search.ts';
import { movesText } from './factor-benchmark-text.ts';

/**
 * One row per program with the level in force, lowest relativity first: the carrier (its filings
 * that revised the factor), the product (its history), the relativity, the level's change in the
 * filing that set it (linked) and the program's moves.
 */
export function FactorBenchmarkTable({ benchmark: b }: { benchmark: GetFactorBenchmarkResponse }) {
  return (
    <ScrollRegion label={`Current relativity of ${b.factor} ${b.level} by program`} minWidth={900}>
      <Table striped verticalSpacing={4} fz="sm" data-testid="benchmark-table">
        {/* Left, not centred on a table wider than a phone (where it would start off-screen). */}
        <Table.Caption ta="left">Sorted by current relativity, lowest first.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Carrier</Table.Th>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col" ta="right">
              Relativity
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Change in filing
            </Table.Th>
            <Table.Th scope="col">Set by filing</Table.Th>
            <Table.Th scope="col">Effective</Table.Th>
            <Table.Th scope="col">Moves (year effective)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {b.rows.map((r) => (
            <Table.Tr key={`${r.carrier}|${r.productName}|${r.serffTrackingNumber}`}>
              <Table.Td>
                <AnchorLink
                  to="/filings"
                  search={benchmarkFilingsSearch(b.state, b.lineOfBusiness, b.factor, r.carrier)}
                  size="sm"
                  aria-label={`${r.carrier}: filings that revised ${b.factor}`}
                >
                  {r.carrier}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                {r.segmentId ? (
                  <AnchorLink
                    to="/product-history/$segmentId"
                    params={{ segmentId: String(r.segmentId) }}
                    size="sm"
                  >
                    {r.productName}
                  </AnchorLink>
                ) : (
                  r.productName
                )}
              </Table.Td>
              <NumericTd text={formatRelativity(r.relativity)} />
              <PercentChangeTd value={r.change} />
              <Table.Td>
                <FilingLink tn={r.serffTrackingNumber} style={{ whiteSpace: 'nowrap' }} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(r.effectiveDate)}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {movesText(r.revisions)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
