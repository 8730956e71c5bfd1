import { ActionIcon, Anchor, Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { SharedBadge } from '#app/features/team/shared-badge.tsx';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { ListBriefsResponse } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';

const TYPE_LABELS: Record<number, string> = {
  [ReportType.GENERIC]: 'Generic',
  [ReportType.OBJECTIONS]: 'Objections',
  [ReportType.NONE]: 'Filings only',
};

/**
 * The caller's briefs and those shared with their organization, newest first: open each, delete
 * those the caller may change (their own; an admin also the organization's).
 */
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
        Briefs
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
                    <SharedBadge sharing={b.sharing} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* Never cut to "GENE…" when the table is squeezed on a phone. */}
                    <Badge
                      variant="light"
                      size="sm"
                      style={{ overflow: 'visible' }}
                      miw="max-content"
                    >
                      {TYPE_LABELS[b.reportType] ?? 'Brief'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatInteger(b.filingCount)}</Table.Td>
                  <Table.Td>
                    {b.createdDate ? formatDateTime(Number(b.createdDate.seconds) * 1000) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      {b.sharing?.canChange === false ? null : (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${b.title}`}
                          onClick={() => onDelete(b.id, b.title)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
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
