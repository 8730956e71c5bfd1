import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { SectionCard } from '#app/components/section-card.tsx';
import { useDrawnNearViewport } from './use-drawn-near-viewport.ts';

export type ChartTableColumn = { key: string; label: string; numeric?: boolean };
export type ChartTableRow = Record<string, ReactNode> & { id: string };

/**
 * A chart with its title, a short note (e.g. "premium-weighted") and a table of the same figures:
 * always present for screen readers (visually hidden) and shown on demand ("Show table"). The
 * chart itself is drawn just after the card first appears, and only once the card is within a
 * viewport height of the viewport (`useDrawnNearViewport`, ADR 035 and 037); until then the card
 * keeps an empty space of the chart's height (`chartHeight`), so that nothing moves when it comes.
 * The space is marked `data-chart-pending` while the chart is about to be drawn and
 * `data-chart-deferred` while it waits for the reader to scroll near it.
 */
export function ChartCard({
  title,
  note,
  columns,
  rows,
  children,
  chartHeight,
  empty,
  footer,
  testId,
}: {
  title: string;
  note?: ReactNode;
  columns: ChartTableColumn[];
  rows: ChartTableRow[];
  children: ReactNode;
  /** The chart's height in px: the room kept for it until it is drawn. */
  chartHeight: number;
  /** Shown instead of the chart when there are no rows. */
  empty?: ReactNode;
  /** Under the chart or its table (e.g. a "Show all" toggle); not shown when there are no rows. */
  footer?: ReactNode;
  testId?: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const { ref, phase } = useDrawnNearViewport<HTMLDivElement>();
  const headingId = useId();
  const table = (
    <Table striped withTableBorder fz="sm" aria-labelledby={headingId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined} scope="col">
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map((c) => (
              <Table.Td
                key={c.key}
                ta={c.numeric ? 'right' : undefined}
                style={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
              >
                {row[c.key]}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // The screen readers' copy: plain elements, since nobody sees its styling; Mantine's table
  // parts cost a page change with seven charts (~270 rows) a tenth of its render (issue 23).
  const hiddenTable = (
    <table aria-labelledby={headingId}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((c) => (
              <td key={c.key}>{row[c.key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <SectionCard labelledBy={headingId} testId={testId}>
      <Stack gap="xs" ref={ref}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz="md" id={headingId}>
              {title}
            </Title>
            {note ? (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            ) : null}
          </div>
          {rows.length > 0 ? (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconTable size={14} aria-hidden />}
              aria-pressed={showTable}
              style={{ flexShrink: 0 }}
              onClick={() => setShowTable((v) => !v)}
            >
              {showTable ? 'Show chart' : 'Show table'}
            </Button>
          ) : null}
        </Group>
        {rows.length === 0 ? (
          (empty ?? (
            <Text size="sm" c="dimmed" py="xl" ta="center">
              No filings match these filters.
            </Text>
          ))
        ) : showTable ? (
          <Table.ScrollContainer minWidth={320}>{table}</Table.ScrollContainer>
        ) : (
          <>
            {phase === 'drawn' ? (
              children
            ) : (
              <div
                style={{ height: chartHeight }}
                data-chart-pending={phase === 'pending' ? '' : undefined}
                data-chart-deferred={phase === 'deferred' ? '' : undefined}
              />
            )}
            <VisuallyHidden>{hiddenTable}</VisuallyHidden>
          </>
        )}
        {rows.length > 0 ? footer : null}
      </Stack>
    </SectionCard>
  );
}
