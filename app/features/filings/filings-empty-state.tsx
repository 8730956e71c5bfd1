import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconMoodEmpty } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { FILING_FILTER_LABELS } from './filing-filter-fields.ts';
import { numberOfFilingsQueryOptions } from './filings-queries.ts';
import {
  activeFilterKeys,
  type FilingsFilterSearch,
  searchToFilters,
  withoutFilter,
} from './filings-request.ts';
import { useFilingsNavigation } from './use-filings-navigation.ts';

/**
 * No rows: names the filter(s) whose removal alone brings filings back (asking the count of the
 * filter minus each field), and offers to remove them.
 */
export function FilingsEmptyState({ filters }: { filters: FilingsFilterSearch }) {
  const rpc = useRpc();
  const { setFilters, replaceFilters } = useFilingsNavigation();
  const keys = activeFilterKeys(filters);
  const counts = useQueries({
    queries: keys.map((key) =>
      numberOfFilingsQueryOptions(rpc, searchToFilters(withoutFilter(filters, key))),
    ),
  });
  const pending = counts.some((count) => count.isPending);
  const failed = counts.some((count) => count.isError);
  const culprits = keys
    .map((key, index) => ({ key, count: counts[index]?.data ?? 0 }))
    .filter((entry) => entry.count > 0);

  const remove = (key: (typeof keys)[number]) =>
    key === 'dateRange'
      ? setFilters({ startDate: undefined, endDate: undefined })
      : setFilters({ [key]: undefined });

  return (
    <Paper withBorder radius="md" p="xl" data-testid="filings-empty-state">
      <Stack align="center" gap="sm" ta="center">
        <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
        <Title order={2} fz="lg">
          No filings match these filters
        </Title>
        {keys.length === 0 ? (
          <Text c="dimmed">There are no filings yet.</Text>
        ) : failed ? (
          <Text>Could not work out which filter removed everything; try removing filters.</Text>
        ) : pending ? (
          <Text c="dimmed">Looking for the filter that removed everything…</Text>
        ) : culprits.length > 0 ? (
          <>
            <Text data-testid="empty-state-culprits">
              Removing {culprits.length === 1 ? 'this filter' : 'one of these filters'} brings
              filings back:
            </Text>
            <List listStyleType="none" spacing="xs">
              {culprits.map(({ key, count }) => (
                <List.Item key={key}>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconFilterOff size={14} aria-hidden />}
                    onClick={() => remove(key)}
                  >
                    Remove {FILING_FILTER_LABELS[key]} ({formatInteger(count)} filings)
                  </Button>
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text>No single filter is to blame: the filters only exclude everything together.</Text>
        )}
        {keys.length > 0 ? (
          <Group>
            <Button variant="default" onClick={() => replaceFilters({})}>
              Clear all filters
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
