import { Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { AuditEvent } from '#gen/ratefiling/v1/team_service_pb.ts';
import { describeAuditEvent } from './describe-audit-event.ts';
import { auditEventsQueryOptions } from './team-queries.ts';

function when(event: AuditEvent): string {
  return formatDateTime(Number(event.at?.seconds ?? 0) * 1000);
}

/**
 * The organization's audit log for its admins: who created, changed, shared or deleted what, and
 * who joined, left, was removed or got another role.
 */
export function AuditLogCard() {
  const rpc = useRpc();
  const [page, setPage] = useState(1);
  const events = useQuery(auditEventsQueryOptions(rpc, page));
  const totalPages = events.data?.pagination?.totalPages ?? 0;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} fz="lg">
          Audit log
        </Title>
        {events.isPending ? (
          <Text size="sm">Loading…</Text>
        ) : events.isError ? (
          <Text size="sm" c="red.9">
            Could not load the audit log: {errorDisplayMessage(events.error)}
          </Text>
        ) : events.data.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes to shared items or members yet.
          </Text>
        ) : (
          <Table aria-label="Audit log" data-testid="audit-log" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={1}>When</Table.Th>
                <Table.Th>What</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.events.map((event) => {
                const sentence = describeAuditEvent(event);
                return (
                  <Table.Tr key={event.id} data-testid="audit-event">
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {when(event)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600} size="sm">
                        {sentence.actor}
                      </Text>{' '}
                      {sentence.rest}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {totalPages > 1 ? (
          <Group justify="flex-end">
            <Pagination
              total={totalPages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label="Audit log pages"
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
