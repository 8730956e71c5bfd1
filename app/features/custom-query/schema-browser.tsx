import { Accordion, Badge, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { QueryTable } from '#gen/ratefiling/v1/query_service_pb.ts';

/** The views a query may read, each with its columns, types and descriptions. */
export function SchemaBrowser({
  tables,
  onInsert,
}: {
  tables: QueryTable[];
  onInsert: (text: string) => void;
}) {
  return (
    <ScrollArea.Autosize mah={640} type="auto">
      <Accordion variant="separated" multiple defaultValue={['filings']} aria-label="Query views">
        {tables.map((table) => (
          <Accordion.Item key={table.name} value={table.name}>
            <Accordion.Control>
              <Text ff="monospace" fw={600} size="sm">
                {table.name}
              </Text>
              <Text size="xs" c="dimmed">
                {table.description}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap={6}>
                {table.columns.map((column) => (
                  <div key={column.name}>
                    <Group gap={6} wrap="nowrap">
                      <Text
                        ff="monospace"
                        size="xs"
                        component="button"
                        type="button"
                        onClick={() => onInsert(column.name)}
                        style={{
                          cursor: 'pointer',
                          background: 'none',
                          border: 0,
                          padding: 0,
                          color: 'inherit',
                        }}
                        title={`Insert ${column.name}`}
                      >
                        {column.name}
                      </Text>
                      <Badge size="xs" variant="light" color="gray">
                        {column.rawType}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {column.description}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ScrollArea.Autosize>
  );
}
