import { Table, Text } from '@mantine/core';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { formatDecimal } from '#app/lib/format/format-number.ts';
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
              <NumericTd text={formatDecimal(factor.relativityBefore)} />
              <NumericTd text={formatDecimal(factor.relativityAfter)} />
              <PercentChangeTd value={factor.change} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
