import { Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { SaveViewButton } from '#app/features/saved-views/save-view-button.tsx';
import type { SavedViewTarget } from '#app/features/saved-views/saved-view-target.ts';
import { SavedViewsMenu } from '#app/features/saved-views/saved-views-menu.tsx';
import { WatchFiltersButton } from '#app/features/watchlists/watch-filters-button.tsx';

/**
 * The frame of a page's filters: a responsive grid of fields and a "Clear filters" action. On
 * small screens the fields fold away behind a "Filters" toggle so that the results stay in view.
 * With `view`, the bar also saves the page's filters, sort and columns as a named view and
 * opens the user's saved views of the page.
 */
export function FilterBar({
  children,
  activeCount,
  onClear,
  actions,
  view,
}: {
  children: ReactNode;
  activeCount: number;
  onClear: () => void;
  actions?: ReactNode;
  view?: SavedViewTarget;
}) {
  const [opened, { toggle }] = useDisclosure(false);
  const fieldsId = useId();
  return (
    <Paper
      component="section"
      aria-label="Filters"
      withBorder
      p="md"
      radius="md"
      data-testid="filter-bar"
    >
      <Button
        hiddenFrom="sm"
        variant="default"
        size="xs"
        mb={opened ? 'sm' : 0}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={fieldsId}
      >
        {opened ? 'Hide filters' : 'Show filters'}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
      <Box id={fieldsId} display={{ base: opened ? 'block' : 'none', sm: 'block' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm" verticalSpacing="xs">
          {children}
        </SimpleGrid>
      </Box>
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap="xs">
          {view ? (
            <>
              <SavedViewsMenu target={view} />
              <SaveViewButton target={view} />
              {view.page === 'filings' && view.filters ? (
                <WatchFiltersButton filters={view.filters} />
              ) : null}
            </>
          ) : null}
          {actions}
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {activeCount === 0
              ? 'No filters'
              : `${activeCount} filter${activeCount === 1 ? '' : 's'} active`}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
            disabled={activeCount === 0}
          >
            Clear filters
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
