import { Badge, Blockquote, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconMessageReply, IconMessageReport } from '@tabler/icons-react';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import type { Objection } from '#gen/ratefiling/v1/filing_pb.ts';

/** The objection rounds in order: each regulator letter, then the insurer's reply. */
export function ObjectionsTimeline({ objections }: { objections: Objection[] }) {
  if (objections.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        The regulator raised no objections.
      </Text>
    );
  }
  const rounds = [...objections].sort((a, b) => a.round - b.round);
  return (
    <Timeline bulletSize={26} lineWidth={2} data-testid="objections-timeline">
      {rounds.flatMap((objection) => [
        <Timeline.Item
          key={`letter-${objection.round}`}
          bullet={<IconMessageReport size={14} aria-hidden />}
          title={`Round ${objection.round}: objection from ${objection.reviewer || 'the DOI'}`}
        >
          <Text size="xs" c="dimmed" mb={4}>
            Sent {formatCalendarDate(objection.sentDate)}
          </Text>
          {objection.themes.length > 0 ? (
            <Group gap={4} mb={6}>
              {objection.themes.map((theme) => (
                <Badge key={theme} variant="light" color="gray" size="sm" tt="none">
                  {theme}
                </Badge>
              ))}
            </Group>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {objection.content}
          </Text>
        </Timeline.Item>,
        <Timeline.Item
          key={`reply-${objection.round}`}
          bullet={<IconMessageReply size={14} aria-hidden />}
          title={`Round ${objection.round}: insurer's reply`}
        >
          {objection.reply ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Replied {formatCalendarDate(objection.replyDate)}
              </Text>
              <Blockquote p="xs" color="gray" fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {objection.reply}
              </Blockquote>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Awaiting reply.
            </Text>
          )}
        </Timeline.Item>,
      ])}
    </Timeline>
  );
}
