import type { JsonObject } from '@bufbuild/protobuf';
import { Button, Group, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { downloadBlob } from '#app/features/filings/download-url.ts';
import type { QueryColumn } from '#gen/ratefiling/v1/query_service_pb.ts';
import { cellOf, isNumberColumn, sortRows, toCsv } from './result-table-data.ts';

const MAX_SHOWN = 1_000;

function downloadCsv(columns: QueryColumn[], rows: JsonObject[]): void {
  downloadBlob(
    new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
    'custom-query.csv',
  );
}

/**
 * Numbers with thousands separators, except years and identifiers: a column named for a year
 * ("year", "filing_year", "extract" of `extract(year from ...)`) or an id.
 */
export function formatCell(value: string | number | null, column: string): string {
  if (value === null) return '—';
  if (typeof value !== 'number') return value;
  const plain = /year|(^|_)(id|yr)$|^(extract|date_part)$/i.test(column);
  return value.toLocaleString('en-US', { maximumFractionDigits: 4, useGrouping: !plain });
}

/** The rows of a result: sortable by any column, exported to CSV as returned. */
export function ResultsTable({ columns, rows }: { columns: QueryColumn[]; rows: JsonObject[] }) {
  const [sort, setSort] = useState<{ column?: string; direction: 'asc' | 'desc' }>({
    direction: 'asc',
  });
  const sorted = useMemo(() => sortRows(rows, sort.column, sort.direction), [rows, sort]);
  const toggle = (name: string) =>
    setSort((current) => ({
      column: name,
      direction: current.column === name && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="result-count">
          {rows.length.toLocaleString('en-US')} {rows.length === 1 ? 'row' : 'rows'}
          {rows.length > MAX_SHOWN ? ` (first ${MAX_SHOWN} shown; the CSV has all)` : ''}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => downloadCsv(columns, sorted)}
        >
          Export CSV
        </Button>
      </Group>
      <ScrollArea.Autosize mah={480} type="auto">
        <Table striped highlightOnHover withTableBorder stickyHeader data-testid="result-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = sort.column === column.name;
                const Icon = !active
                  ? IconArrowsSort
                  : sort.direction === 'asc'
                    ? IconArrowUp
                    : IconArrowDown;
                return (
                  <Table.Th
                    key={column.name}
                    ta={isNumberColumn(column) ? 'right' : 'left'}
                    aria-sort={
                      active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                  >
                    <UnstyledButton onClick={() => toggle(column.name)} title={column.rawType}>
                      <Group
                        gap={4}
                        wrap="nowrap"
                        justify={isNumberColumn(column) ? 'flex-end' : 'flex-start'}
                      >
                        <Text fw={600} size="sm">
                          {column.name}
                        </Text>
                        <Icon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.slice(0, MAX_SHOWN).map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: result rows have no identity
              <Table.Tr key={index}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.name}
                    ta={isNumberColumn(column) ? 'right' : 'left'}
                    ff={isNumberColumn(column) ? 'monospace' : undefined}
                  >
                    {formatCell(cellOf(row, column.name), column.name)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
