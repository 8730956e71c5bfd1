import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { DiffFactor, DiffReport } from '#contract/intelligence/diff-report.ts';

const rel = (v: number | null) => formatRelativity(v);

function FactorList({
  title,
  factors,
  color,
}: {
  title: string;
  factors: DiffFactor[];
  color: string;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title} ({factors.length})
      </Text>
      {factors.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : null}
      {factors.map((f) => (
        <Group key={`${f.company}|${f.name}`} gap={6}>
          <Badge color={color} variant="light" size="sm">
            {f.name}
          </Badge>
          <Text size="xs" c="dimmed">
            {f.category} · {formatPercentChange(f.change)}
            {f.relativityAfter !== null
              ? ` · relativity ${rel(f.relativityBefore)} → ${rel(f.relativityAfter)}`
              : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The factor lists of a report stored before the level-by-level diff (ADR 022). */
export function LegacyFactors({ report }: { report: DiffReport }) {
  const rf = report.ratingFactors;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="sm">
        <FactorList title="Revised only in B" factors={rf.added} color="green" />
        <FactorList title="Revised only in A" factors={rf.removed} color="red" />
      </SimpleGrid>
      <Text fw={600} size="sm">
        Changed ({rf.changed.length}), unchanged {rf.unchanged}
      </Text>
      {rf.changed.length > 0 ? (
        <Table.ScrollContainer minWidth={620}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factor</Table.Th>
                <Table.Th ta="right">Relativity A</Table.Th>
                <Table.Th ta="right">Relativity B</Table.Th>
                <Table.Th ta="right">Relativity change</Table.Th>
                <Table.Th ta="right">Change A</Table.Th>
                <Table.Th ta="right">Change B</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rf.changed.map((c) => (
                <Table.Tr key={`${c.company}|${c.name}`}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td ta="right">{rel(c.a.relativityAfter)}</Table.Td>
                  <Table.Td ta="right">{rel(c.b.relativityAfter)}</Table.Td>
                  <Table.Td ta="right">
                    {c.relativityAfterDelta === null
                      ? '—'
                      : `${c.relativityAfterDelta > 0 ? '+' : ''}${formatRelativity(c.relativityAfterDelta)}`}
                  </Table.Td>
                  <Table.Td ta="right">{formatPercentChange(c.a.change)}</Table.Td>
                  <Table.Td ta="right">{formatPercentChange(c.b.change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </>
  );
}
