import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const STAT_KEYS = ['a', 'b', 'c', 'd'];
const CHART_KEYS = ['c1', 'c2', 'c3', 'c4'];

/** The shape of an analytics page while its figures load. */
export function AnalyticsPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading figures" data-testid="analytics-skeleton">
      <Skeleton height={34} width={200} />
      <Skeleton height={14} width={320} />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {STAT_KEYS.map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        {STAT_KEYS.map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {CHART_KEYS.map((key) => (
          <Skeleton key={key} height={300} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
