import { Paper, Skeleton, Stack } from '@mantine/core';

const CARD_KEYS = ['a', 'b', 'c', 'd', 'e'];

/** The shape of the search page while results load. */
export function SearchPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading search" data-testid="search-skeleton">
      <Skeleton height={34} width={160} />
      <Skeleton height={42} />
      <Skeleton height={120} radius="md" />
      <Skeleton height={36} width="60%" />
      {CARD_KEYS.map((key) => (
        <Paper key={key} withBorder p="md" radius="md">
          <Stack gap={8}>
            <Skeleton height={16} width="45%" />
            <Skeleton height={12} width="70%" />
            <Skeleton height={12} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
