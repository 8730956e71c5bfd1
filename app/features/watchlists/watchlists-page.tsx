import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink, ButtonLink } from '#app/components/data-table/anchor-link.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { filtersToSearch } from '#app/features/filings/filings-request.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import type { Watchlist } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import { describeFilters, describeThresholds, SCHEDULE_LABELS } from './describe-watchlist.ts';
import { NotificationList, useMarkRead } from './notification-list.tsx';
import { WatchlistFormModal } from './watchlist-form-modal.tsx';
import {
  notificationPagesQueryOptions,
  WATCHLISTS_QUERY_KEY,
  watchlistsQueryOptions,
} from './watchlists-queries.ts';

/** A watchlist saved without filters: every filing. */
const EMPTY_FILTERS = {
  carriers: [],
  linesOfBusiness: [],
  states: [],
  subTois: [],
  dispositionStatuses: [],
  filingTypes: [],
  companies: [],
  productNames: [],
  ratingFactors: [],
};

function WatchlistCard({ watchlist }: { watchlist: Watchlist }) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const [editing, edit] = useDisclosure(false);
  const [deleting, confirm] = useDisclosure(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WATCHLISTS_QUERY_KEY });
  const subscribe = useMutation({
    mutationFn: (next: { subscribed: boolean; email: boolean }) =>
      rpc.watchlists.setWatchlistSubscription({ id: watchlist.id, ...next }),
    onSuccess: refresh,
    onError: (cause) =>
      notifications.show({ color: 'red', title: 'Not saved', message: errorDisplayMessage(cause) }),
  });
  const remove = useMutation({
    mutationFn: () => rpc.watchlists.deleteWatchlist({ id: watchlist.id }),
    onSuccess: async () => {
      await refresh();
      confirm.close();
    },
    onError: (cause) =>
      notifications.show({
        color: 'red',
        title: 'Not deleted',
        message: errorDisplayMessage(cause),
      }),
  });
  const filters = describeFilters(watchlist.filters);
  const thresholds = describeThresholds(watchlist);
  const shared = watchlist.sharing?.visibility === ItemVisibility.ORGANIZATION;
  return (
    <Card withBorder component="article" aria-labelledby={`watchlist-${watchlist.id}`}>
      <Stack gap="xs">
        <Stack gap={4}>
          <Title
            order={2}
            fz="lg"
            id={`watchlist-${watchlist.id}`}
            style={{ overflowWrap: 'anywhere' }}
          >
            {watchlist.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{SCHEDULE_LABELS[watchlist.schedule]}</Badge>
            {shared ? <Badge variant="outline">Shared</Badge> : null}
            {watchlist.sharing && !watchlist.sharing.ownedByCaller ? (
              <Text size="xs" c="dimmed">
                By {watchlist.sharing.ownerName || 'a teammate'}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Text size="sm">{filters.length > 0 ? filters.join('; ') : 'Every filing'}</Text>
        <Text size="sm" c="dimmed">
          {thresholds.length > 0
            ? `When ${thresholds.join(', ')}`
            : 'Whatever their figures and status'}
        </Text>
        <Group gap="md">
          <Switch
            label="Notify me"
            checked={watchlist.subscribed}
            onChange={(e) =>
              subscribe.mutate({ subscribed: e.currentTarget.checked, email: watchlist.email })
            }
          />
          <Switch
            label="By email"
            checked={watchlist.subscribed && watchlist.email}
            disabled={!watchlist.subscribed}
            onChange={(e) => subscribe.mutate({ subscribed: true, email: e.currentTarget.checked })}
          />
        </Group>
        <Group gap="xs">
          <ButtonLink
            to="/filings"
            search={filtersToSearch(watchlist.filters ?? EMPTY_FILTERS)}
            variant="default"
            size="xs"
            aria-label={`Filings of ${watchlist.name}`}
          >
            Filings
          </ButtonLink>
          {watchlist.sharing?.canChange ? (
            <>
              <Button
                variant="default"
                size="xs"
                onClick={edit.open}
                aria-label={`Edit ${watchlist.name}`}
              >
                Edit
              </Button>
              <Button
                variant="default"
                size="xs"
                onClick={confirm.open}
                aria-label={`Delete ${watchlist.name}`}
              >
                Delete
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
      {editing ? (
        <WatchlistFormModal opened={editing} onClose={edit.close} watchlist={watchlist} />
      ) : null}
      <Modal
        opened={deleting}
        onClose={confirm.close}
        title={`Delete “${watchlist.name}”?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">Its notifications go with it. This cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button color="red.8" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** /watchlists: the caller's watchlists (and the organization's), and their notifications. */
export function WatchlistsPage() {
  const rpc = useRpc();
  const watchlists = useQuery(watchlistsQueryOptions(rpc));
  const notificationsQuery = useInfiniteQuery(notificationPagesQueryOptions(rpc));
  const shownNotifications = notificationsQuery.data?.pages.flatMap((p) => p.notifications) ?? [];
  const [creating, setCreating] = useState(false);
  const markRead = useMarkRead();
  const unread = notificationsQuery.data?.pages[0]?.unreadCount ?? 0;
  return (
    <>
      <PageHeader
        title="Watchlists"
        description={
          <>
            Filters with thresholds: you are told in the app, and by email, when matching filings
            are added or change. To watch some filings, filter them on the{' '}
            <AnchorLink to="/filings" inherit>
              Filings page
            </AnchorLink>{' '}
            and choose “Watch these filters”.
          </>
        }
      >
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Watch every filing
          </Button>
        </Group>
      </PageHeader>
      {creating ? (
        <WatchlistFormModal opened={creating} onClose={() => setCreating(false)} filters={{}} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mb="xl">
        {watchlists.isPending ? <Text size="sm">Loading watchlists…</Text> : null}
        {watchlists.isError ? (
          <Text size="sm" c="red.8">
            {errorDisplayMessage(watchlists.error)}
          </Text>
        ) : null}
        {watchlists.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            No watchlists yet.
          </Text>
        ) : null}
        {watchlists.data?.map((w) => (
          <WatchlistCard key={w.id} watchlist={w} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Recent notifications{unread > 0 ? ` (${unread} unread)` : ''}
        </Title>
        <Button
          variant="default"
          size="xs"
          disabled={unread === 0}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </Group>
      <NotificationList notifications={shownNotifications} />
      {notificationsQuery.hasNextPage ? (
        <Button
          variant="default"
          size="xs"
          mt="md"
          loading={notificationsQuery.isFetchingNextPage}
          onClick={() => void notificationsQuery.fetchNextPage()}
        >
          Show older notifications
        </Button>
      ) : null}
    </>
  );
}
