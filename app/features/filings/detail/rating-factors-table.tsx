import { Table, Text } from '@mantine/core';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatDecimal } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { RatingFactor } from '#gen/ratefiling/v1/filing_pb.ts';

/** The rating factors a filing changes: relativities before and after, and the change. */
export function RatingFactorsTable({ factors }: { factors: RatingFactor[] }) {
  if (factors.length === 0)
    return (
      <Text c="dimmed" size="sm">
        The filing changes no rating factors.
      </Text>
    );
  return (
    <ScrollRegion label="Rating factors" minWidth={720}>
      <Table striped verticalSpacing="xs" fz="sm" data-testid="rating-factors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Factor</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>What changed</Table.Th>
            <Table.Th ta="right">Before</Table.Th>
            <Table.Th ta="right">After</Table.Th>
            <Table.Th ta="right">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {factors.map((factor) => (
            <Table.Tr key={`${factor.category}|${factor.name}|${factor.description}`}>
              <Table.Td fw={500}>{factor.name}</Table.Td>
              <Table.Td>{factor.category}</Table.Td>
              <Table.Td>{factor.description}</Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatDecimal(factor.relativityBefore)} />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatDecimal(factor.relativityAfter)} />
              </Table.Td>
              <Table.Td ta="right">
                <NumericCell text={formatPercentChange(factor.change)} change={factor.change} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
