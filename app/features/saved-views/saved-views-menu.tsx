import { ActionIcon, Anchor, Button, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBookmarks, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ShareSwitch } from '#app/features/team/share-switch.tsx';
import { SharedBadge } from '#app/features/team/shared-badge.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { SharedItemType } from '#gen/ratefiling/v1/team_service_pb.ts';
import { DeleteSavedViewModal } from './delete-saved-view-modal.tsx';
import { type SavedViewTarget, savedViewHref } from './saved-view-target.ts';
import { SAVED_VIEWS_QUERY_KEY, savedViewsQueryOptions } from './saved-views-queries.ts';

/**
 * The saved views of this page the user reads (their own and those shared with their active
 * organization): each opens its filters and sort (its URL) and its columns; the user's own can
 * be shared or made private, and whoever may change a view (its owner, an admin) deletes it.
 */
export function SavedViewsMenu({ target }: { target: SavedViewTarget }) {
  const rpc = useRpc();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const saved = useQuery(savedViewsQueryOptions(rpc, target.page));
  const count = saved.data?.length ?? 0;

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" width={360} shadow="md">
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconBookmarks size={16} aria-hidden />}
            onClick={() => setOpened((value) => !value)}
            aria-expanded={opened}
          >
            Saved views{count > 0 ? ` (${count})` : ''}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="saved-views">
          {saved.isPending ? (
            <Text size="sm">Loading…</Text>
          ) : saved.isError ? (
            <Text size="sm" c="red">
              Could not load your saved views.
            </Text>
          ) : count === 0 ? (
            <Text size="sm" c="dimmed">
              No saved views of this page yet. Set filters, sort and columns, then “Save view”.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={300}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {saved.data.map((view) => {
                  const href = savedViewHref(view, target);
                  return (
                    <Group component="li" key={view.id} justify="space-between" wrap="nowrap">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor
                          href={href}
                          size="sm"
                          style={{ overflowWrap: 'anywhere' }}
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                            event.preventDefault();
                            setOpened(false);
                            if (view.columns.length > 0) target.onOpenColumns?.(view.columns);
                            void navigate({ href });
                          }}
                        >
                          {view.name}
                        </Anchor>
                        <SharedBadge sharing={view.sharing} />
                      </Stack>
                      <Group gap={4} wrap="nowrap">
                        <ShareSwitch
                          itemType={SharedItemType.SAVED_VIEW}
                          id={view.id}
                          name={view.name}
                          sharing={view.sharing}
                          invalidate={[SAVED_VIEWS_QUERY_KEY]}
                          size="xs"
                          compact
                        />
                        {view.sharing?.canChange === false ? null : (
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            aria-label={`Delete saved view ${view.name}`}
                            onClick={() => {
                              setOpened(false);
                              setToDelete({ id: view.id, name: view.name });
                            }}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
      <DeleteSavedViewModal filter={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
