import { Group, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatMoneyCents } from '#app/lib/format/format-money.ts';
import type { BaseRate } from '#gen/ratefiling/v1/filing_pb.ts';
import { BeforeAfterCells } from './before-after-cells.tsx';
import { PdfPageLink } from './pdf-page-link.tsx';

/** Base rates by coverage before and after the filing, with each coverage's share of premium. */
export function BaseRatesTable({ rates, pdfLink }: { rates: BaseRate[]; pdfLink: string }) {
  if (rates.length === 0)
    return (
      <Text c="dimmed" size="sm">
        The filing changes no base rates.
      </Text>
    );
  const hasShares = rates.some((r) => r.exposureShare !== undefined);
  const page = rates.find((r) => r.pdfPage > 0)?.pdfPage ?? 0;
  return (
    <Stack gap={4}>
      <Group justify="flex-end">
        <PdfPageLink pdfLink={pdfLink} page={page} what="base rates" />
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
                  before={formatMoneyCents(rate.rateBefore)}
                  after={formatMoneyCents(rate.rateAfter)}
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
