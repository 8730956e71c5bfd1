import { ActionIcon, Anchor, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { ListBriefsResponse } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';

const TYPE_LABELS: Record<number, string> = {
  [ReportType.GENERIC]: 'Generic',
  [ReportType.OBJECTIONS]: 'Objections',
  [ReportType.NONE]: 'Filings only',
};

/** The caller's past briefs, newest first: open or delete each. */
export function BriefList({
  data,
  openId,
  onOpen,
  onDelete,
}: {
  data: ListBriefsResponse;
  openId: string | undefined;
  onOpen: (id: string) => void;
  onDelete: (id: string, title: string) => void;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="brief-list">
      <Title order={2} size="h4" mb="sm">
        Your briefs
      </Title>
      {data.briefs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No briefs yet: create one above.
        </Text>
      ) : null}
      {data.briefs.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Filings</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.briefs.map((b) => (
                <Table.Tr
                  key={b.id}
                  bg={b.id === openId ? 'var(--mantine-color-blue-light)' : undefined}
                  data-testid="brief-row"
                >
                  <Table.Td>
                    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(b.id)}>
                      {b.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" size="sm">
                      {TYPE_LABELS[b.reportType] ?? 'Brief'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatInteger(b.filingCount)}</Table.Td>
                  <Table.Td>
                    {b.createdDate
                      ? new Date(Number(b.createdDate.seconds) * 1000).toLocaleString('en-US', {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${b.title}`}
                        onClick={() => onDelete(b.id, b.title)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Paper>
  );
}
