import { Alert, Button, Drawer, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { wholeFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { ReplyEditor } from './reply-editor.tsx';

/** One filing's objection rounds and replies, oldest first, each with a "Draft a reply" action. */
export function ObjectionThreadDrawer({
  trackingNumber,
  onClose,
}: {
  trackingNumber: string | undefined;
  onClose: () => void;
}) {
  const rpc = useRpc();
  const filing = useQuery({
    ...wholeFilingQueryOptions(rpc, trackingNumber ?? ''),
    enabled: Boolean(trackingNumber),
  });
  const [round, setRound] = useState<number>();
  const draft = useMutation({
    mutationFn: (content: string) =>
      rpc.intelligence.createObjectionReply({
        objectionContent: content,
        serffTrackingNumber: trackingNumber ?? '',
      }),
  });
  const f = filing.data?.filing;
  return (
    <Drawer
      opened={Boolean(trackingNumber)}
      onClose={onClose}
      position="right"
      size="xl"
      title={`Objection thread: ${trackingNumber ?? ''}`}
    >
      {filing.isPending ? <Loader size="sm" /> : null}
      {f ? (
        <Stack gap="md" data-testid="objection-thread">
          <Text size="sm" c="dimmed">
            {f.carrier} · {f.state} · {f.productName}
          </Text>
          {f.objections.length === 0 ? <Text>No objection letters on this filing.</Text> : null}
          {f.objections.map((o) => (
            <Stack key={o.round} gap="xs">
              <Paper withBorder p="sm" radius="md">
                <Title order={3} size="h6">
                  Round {o.round}: letter from {o.reviewer || 'the reviewer'},{' '}
                  {formatCalendarDate(o.sentDate)}
                </Title>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                  {o.content}
                </Text>
              </Paper>
              <Paper withBorder p="sm" radius="md" ml="xl" bg="var(--mantine-color-default-hover)">
                <Title order={4} size="h6">
                  {o.reply ? `Reply, ${formatCalendarDate(o.replyDate)}` : 'Not answered yet'}
                </Title>
                {o.reply ? (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                    {o.reply}
                  </Text>
                ) : null}
              </Paper>
              <Button
                size="xs"
                variant="light"
                w="fit-content"
                loading={draft.isPending && round === o.round}
                onClick={() => {
                  setRound(o.round);
                  draft.mutate(o.content);
                }}
              >
                Draft a reply to round {o.round}
              </Button>
              {round === o.round && draft.data ? (
                <ReplyEditor
                  draft={draft.data.reply?.content ?? ''}
                  themes={draft.data.themes}
                  fileName={`reply-${trackingNumber}-round-${o.round}`}
                />
              ) : null}
              {round === o.round && draft.error ? (
                <Alert color="red">{draft.error.message}</Alert>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Drawer>
  );
}
