import { ActionIcon, Button, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBookmarks, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { DeleteSavedFilterModal } from './delete-saved-filter-modal.tsx';
import { filtersToSearch } from './filings-request.ts';
import { savedFiltersQueryOptions } from './saved-filters-queries.ts';

/** The user's saved filters: each applies by navigating to its URL; each can be deleted. */
export function SavedFiltersMenu() {
  const rpc = useRpc();
  const [opened, setOpened] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const saved = useQuery(savedFiltersQueryOptions(rpc));
  const count = saved.data?.length ?? 0;

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" width={320} shadow="md">
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconBookmarks size={16} aria-hidden />}
            onClick={() => setOpened((value) => !value)}
            aria-expanded={opened}
          >
            Saved filters{count > 0 ? ` (${count})` : ''}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="saved-filters">
          {saved.isPending ? (
            <Text size="sm">Loading…</Text>
          ) : saved.isError ? (
            <Text size="sm" c="red">
              Could not load your saved filters.
            </Text>
          ) : count === 0 ? (
            <Text size="sm" c="dimmed">
              No saved filters yet. Choose filters, then “Save filter”.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={300}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {saved.data.map((filter) => (
                  <Group component="li" key={filter.id} justify="space-between" wrap="nowrap">
                    <AnchorLink
                      to="/filings"
                      search={filter.filters ? filtersToSearch(filter.filters) : {}}
                      onClick={() => setOpened(false)}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {filter.name}
                    </AnchorLink>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Delete saved filter ${filter.name}`}
                      onClick={() => {
                        setOpened(false);
                        setToDelete({ id: filter.id, name: filter.name });
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
      <DeleteSavedFilterModal filter={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
