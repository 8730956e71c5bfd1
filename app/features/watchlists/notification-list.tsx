import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { WatchlistNotification } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import { NOTIFICATIONS_QUERY_KEY } from './watchlists-queries.ts';

/** Marks notifications read (some, or all) and refreshes the unread count. */
export function useMarkRead() {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: string[] } | { all: true }) =>
      rpc.watchlists.markNotificationsRead('all' in target ? { all: true } : target),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

/** When a notification was made, as the rest of the app writes times. */
function notifiedAt(n: WatchlistNotification): string {
  return formatDateTime(Number(n.createdAt?.seconds ?? 0) * 1000);
}

/**
 * Notifications, each with its filing link, what the filing is, its watchlist and when, why it
 * matched, and a "Mark read" button.
 */
export function NotificationList({
  notifications,
  onOpenFiling,
}: {
  notifications: WatchlistNotification[];
  onOpenFiling?: () => void;
}) {
  const markRead = useMarkRead();
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No notifications yet. Watchlists tell you here when matching filings are added or change.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {notifications.map((n) => (
        <li key={n.id} aria-label={`${n.read ? '' : 'Unread: '}${n.serffTrackingNumber}`}>
          <Stack gap={2}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <AnchorLink
                to="/filings/$serffTrackingNumber"
                params={{ serffTrackingNumber: n.serffTrackingNumber }}
                fw={n.read ? 400 : 700}
                size="sm"
                onClick={() => {
                  if (!n.read) markRead.mutate({ ids: [n.id] });
                  onOpenFiling?.();
                }}
              >
                {n.serffTrackingNumber}
              </AnchorLink>
              {n.read ? null : (
                <Badge size="xs" color={FILLED_BUTTON_COLOR}>
                  New
                </Badge>
              )}
            </Group>
            <Text size="xs">
              {[n.carrier, n.state, n.productName, n.dispositionStatus].filter(Boolean).join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              Watchlist “{n.watchlistName}” · {notifiedAt(n)}
            </Text>
            <List size="xs" spacing={0}>
              {n.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
            {n.read ? null : (
              <Button
                variant="subtle"
                size="compact-xs"
                w="fit-content"
                onClick={() => markRead.mutate({ ids: [n.id] })}
                aria-label={`Mark read: ${n.serffTrackingNumber}`}
              >
                Mark read
              </Button>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
