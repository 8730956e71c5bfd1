import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { ListObjectionsResponse } from '#gen/ratefiling/v1/intelligence_service_pb.ts';

/** One page of objection letters, each with its filing, reviewer, themes and a thread button. */
export function ObjectionList({
  data,
  page,
  onPage,
  onThread,
}: {
  data: ListObjectionsResponse;
  page: number;
  onPage: (page: number) => void;
  onThread: (trackingNumber: string) => void;
}) {
  const total = data.pagination?.totalResults ?? 0;
  return (
    <Stack gap="sm" data-testid="objection-list">
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatInteger(total)} letter{total === 1 ? '' : 's'}
      </Text>
      {data.objections.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>No objection letters match these filters.</Text>
        </Paper>
      ) : null}
      {data.objections.map((item) => (
        <Paper
          key={`${item.serffTrackingNumber}-${item.objection?.round}`}
          withBorder
          p="md"
          radius="md"
          data-testid="objection-item"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Anchor
                  fw={600}
                  renderRoot={(props) => (
                    <Link
                      to="/filings/$serffTrackingNumber"
                      params={{ serffTrackingNumber: item.serffTrackingNumber }}
                      {...props}
                    />
                  )}
                >
                  {item.serffTrackingNumber}
                </Anchor>
                <Text size="sm">
                  round {item.objection?.round} · {formatCalendarDate(item.objection?.sentDate)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {item.carrier} · {item.state} · {item.productName} ·{' '}
                {item.objection?.reviewer || 'Unknown reviewer'}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              onClick={() => onThread(item.serffTrackingNumber)}
            >
              Open thread
            </Button>
          </Group>
          <Group gap={4} mt="xs">
            {item.objection?.themes.map((t) => (
              <Badge key={t} size="sm" variant="light">
                {t}
              </Badge>
            ))}
          </Group>
          <Text size="sm" mt="xs" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {item.objection?.content}
          </Text>
        </Paper>
      ))}
      {(data.pagination?.totalPages ?? 0) > 1 ? (
        <Pagination
          total={data.pagination?.totalPages ?? 1}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      ) : null}
    </Stack>
  );
}
