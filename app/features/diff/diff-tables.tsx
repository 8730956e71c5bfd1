import { Badge, Table, Text } from '@mantine/core';
import type { FigureDelta } from '#contract/intelligence/diff-report.ts';
import { formatDiffDelta, formatDiffFigure, formatDiffHeaderValue } from './format-diff-figure.ts';

/** Figures of A and B with B − A, one row per figure. */
export function FigureDeltaTable({ figures, testId }: { figures: FigureDelta[]; testId?: string }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th ta="right">A</Table.Th>
            <Table.Th ta="right">B</Table.Th>
            <Table.Th ta="right">Change (B − A)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.map((f) => (
            <Table.Tr key={f.metric}>
              <Table.Td>{f.label}</Table.Td>
              <Table.Td ta="right">{formatDiffFigure(f.metric, f.a)}</Table.Td>
              <Table.Td ta="right">{formatDiffFigure(f.metric, f.b)}</Table.Td>
              <Table.Td ta="right" fw={f.delta ? 600 : undefined}>
                {formatDiffDelta(f.metric, f.delta)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Header fields side by side; changed rows are marked. */
export function HeaderTable({
  rows,
}: {
  rows: { field: string; label: string; a: string; b: string; changed: boolean }[];
}) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="diff-header">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>A</Table.Th>
            <Table.Th>B</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.field}
              bg={r.changed ? 'var(--mantine-color-yellow-light)' : undefined}
              data-changed={r.changed || undefined}
            >
              <Table.Td>
                <Text size="sm" fw={r.changed ? 600 : undefined}>
                  {r.label}{' '}
                  {r.changed ? (
                    <Badge
                      component="span"
                      size="xs"
                      color="yellow"
                      variant="filled"
                      autoContrast
                      ml={4}
                    >
                      changed
                    </Badge>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td>{formatDiffHeaderValue(r.field, r.a)}</Table.Td>
              <Table.Td>{formatDiffHeaderValue(r.field, r.b)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
