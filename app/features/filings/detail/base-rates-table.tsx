import { Group, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatMoneyFull } from '#app/lib/format/format-money.ts';
import type { BaseRate } from '#gen/ratefiling/v1/filing_pb.ts';
import { BeforeAfterCells } from './before-after-cells.tsx';
import { SCROLL_TARGET } from './detail-section.tsx';
import { type DocumentMatch, pdfPageAnchor } from './matched-pdf-page.ts';
import { PdfPageLink } from './pdf-page-link.tsx';

/**
 * Base rates by coverage before and after the filing, with each coverage's share of premium;
 * `matched` when a search hit is on the PDF page that prints them (`#pdf-page-N` scrolls here).
 */
export function BaseRatesTable({
  rates,
  pdfLink,
  matched,
}: {
  rates: BaseRate[];
  pdfLink: string;
  matched?: DocumentMatch;
}) {
  if (rates.length === 0)
    return (
      <Text c="dimmed" size="sm">
        The filing changes no base rates.
      </Text>
    );
  const hasShares = rates.some((r) => r.exposureShare !== undefined);
  const page = rates.find((r) => r.pdfPage > 0)?.pdfPage ?? 0;
  return (
    <Stack
      gap={4}
      id={matched ? pdfPageAnchor(matched.page) : undefined}
      data-matched={matched ? 'true' : undefined}
      style={matched ? SCROLL_TARGET : undefined}
    >
      <Group justify={matched ? 'space-between' : 'flex-end'}>
        {matched ? (
          <Text size="sm" data-testid="base-rates-match">
            Your search matched PDF page {matched.page}, which prints the base rates.
          </Text>
        ) : null}
        <PdfPageLink pdfLink={pdfLink} page={page} what="base rates" terms={matched?.terms} />
      </Group>
      <ScrollRegion label="Base rates" minWidth={520}>
        <Table striped verticalSpacing={4} fz="sm" data-testid="base-rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Coverage</Table.Th>
              <Table.Th ta="right">Current base rate</Table.Th>
              <Table.Th ta="right">Proposed base rate</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
              {hasShares ? <Table.Th ta="right">Share of premium</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.map((rate) => (
              <Table.Tr key={rate.coverage}>
                <Table.Td>{rate.coverage}</Table.Td>
                <BeforeAfterCells
                  before={formatMoneyFull(rate.rateBefore)}
                  after={formatMoneyFull(rate.rateAfter)}
                  change={rate.change}
                  share={rate.exposureShare}
                  showShare={hasShares}
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
