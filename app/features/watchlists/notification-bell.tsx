import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { NotificationList, useMarkRead } from './notification-list.tsx';
import { notificationsQueryOptions } from './watchlists-queries.ts';

/**
 * The header's notification centre: a bell with the unread count, opening a panel of the newest
 * notifications (reasons, link to the filing, mark read, mark all read). Loaded in the browser
 * only, so it never slows a page's server rendering.
 */
export function NotificationBell() {
  const rpc = useRpc();
  const [opened, { toggle, close }] = useDisclosure(false);
  const query = useQuery({
    ...notificationsQueryOptions(rpc),
    enabled: typeof window !== 'undefined',
  });
  const markRead = useMarkRead();
  const unread = query.data?.unreadCount ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      color="red.8"
      offset={4}
    >
      <Popover
        opened={opened}
        onChange={(o) => (o ? undefined : close())}
        width={380}
        position="bottom-end"
        shadow="md"
        trapFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            onClick={toggle}
            data-testid="notification-bell"
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label="Notifications">
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              disabled={unread === 0}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </Button>
          </Group>
          <ScrollArea.Autosize mah={420} type="auto">
            {query.isError ? (
              <Text size="sm" c="red.8">
                Notifications could not be loaded.
              </Text>
            ) : (
              <NotificationList
                notifications={query.data?.notifications ?? []}
                onOpenFiling={close}
              />
            )}
          </ScrollArea.Autosize>
          <Button
            component={Link}
            to="/watchlists"
            variant="subtle"
            size="compact-sm"
            mt="xs"
            onClick={close}
          >
            Manage watchlists
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
