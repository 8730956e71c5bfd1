import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SAVED_VIEWS_QUERY_KEY } from '#app/features/saved-views/saved-views-queries.ts';
import { WATCHLISTS_QUERY_KEY } from '#app/features/watchlists/watchlists-queries.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { type SharedItem, SharedItemType } from '#gen/ratefiling/v1/team_service_pb.ts';
import { sharedItemsQueryOptions, TEAM_QUERY_KEY } from './team-queries.ts';

function openLink(item: SharedItem) {
  if (item.itemType === SharedItemType.BRIEF) {
    return (
      <Link to="/brief-builder" search={{ brief: item.id }}>
        {item.name}
      </Link>
    );
  }
  if (item.itemType === SharedItemType.WATCHLIST) {
    return (
      <Anchor component={Link} to="/watchlists">
        {item.name}
      </Anchor>
    );
  }
  return <Anchor href={`/${item.page}${item.search}`}>{item.name}</Anchor>;
}

function kindOf(item: SharedItem): string {
  if (item.itemType === SharedItemType.BRIEF) return 'Brief';
  if (item.itemType === SharedItemType.WATCHLIST) return 'Watchlist';
  return `View · ${item.page}`;
}

/**
 * The saved views, briefs and watchlists shared with the organization, with their owners. Whoever
 * may change one (its owner, an admin) unshares or deletes it here (deleting asks first).
 */
export function SharedItemsCard() {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const items = useQuery(sharedItemsQueryOptions(rpc));
  const [deleting, setDeleting] = useState<SharedItem | null>(null);
  const refresh = () =>
    Promise.all(
      [TEAM_QUERY_KEY, SAVED_VIEWS_QUERY_KEY, WATCHLISTS_QUERY_KEY, ['intelligence']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const failed = (cause: unknown) =>
    notifications.show({ color: 'red', title: 'Not changed', message: errorDisplayMessage(cause) });
  const unshare = useMutation({
    mutationFn: (item: SharedItem) =>
      rpc.team.setItemVisibility({
        itemType: item.itemType,
        id: item.id,
        visibility: ItemVisibility.PRIVATE,
      }),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: async (item: SharedItem) => {
      if (item.itemType === SharedItemType.BRIEF)
        await rpc.intelligence.deleteBrief({ id: item.id });
      else if (item.itemType === SharedItemType.WATCHLIST)
        await rpc.watchlists.deleteWatchlist({ id: item.id });
      else await rpc.savedFilters.deleteSavedFilter({ id: item.id });
    },
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: failed,
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} fz="lg">
          Shared with the organization
        </Title>
        <Modal
          opened={deleting !== null}
          onClose={() => setDeleting(null)}
          title={`Delete “${deleting?.name ?? ''}”?`}
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack>
            <Text size="sm">
              {deleting?.sharing?.ownedByCaller
                ? 'It is deleted for everyone in the organization.'
                : `It belongs to ${deleting?.sharing?.ownerName || 'a teammate'}: it is deleted for them and for everyone in the organization.`}{' '}
              This cannot be undone.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red.8"
                loading={remove.isPending}
                onClick={() => deleting && remove.mutate(deleting)}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        </Modal>
        {items.isPending ? (
          <Text size="sm">Loading…</Text>
        ) : items.isError ? (
          <Text size="sm" c="red.9">
            Could not load the shared items: {errorDisplayMessage(items.error)}
          </Text>
        ) : items.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing is shared yet. Turn on “Share with organization” on a saved view, a brief or a
            watchlist.
          </Text>
        ) : (
          <Table aria-label="Items shared with the organization">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th w={1}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.data.map((item) => (
                <Table.Tr key={item.id} data-testid="shared-item">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Stack gap={4} align="flex-start">
                      {openLink(item)}
                      <Group gap="xs">
                        <Badge size="sm" variant="light">
                          {kindOf(item)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {item.sharing?.ownedByCaller
                            ? 'Yours'
                            : `By ${item.sharing?.ownerName || 'a teammate'}`}
                        </Text>
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    {item.sharing?.canChange ? (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => unshare.mutate(item)}
                          aria-label={`Unshare ${item.name}`}
                        >
                          Unshare
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setDeleting(item)}
                          aria-label={`Delete ${item.name}`}
                        >
                          Delete
                        </Button>
                      </Group>
                    ) : (
                      <Text size="xs" c="dimmed">
                        None
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
