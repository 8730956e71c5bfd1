import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const FIELD_KEYS = Array.from({ length: 9 }, (_, index) => `field-${index}`);
const ROW_KEYS = Array.from({ length: 11 }, (_, index) => `row-${index}`);

/** The shape of the filings page while its first data loads. */
export function FilingsPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading filings" data-testid="filings-skeleton">
      <Skeleton height={34} width={160} />
      <Skeleton height={14} width={280} />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
          {FIELD_KEYS.map((key) => (
            <Stack key={key} gap={6}>
              <Skeleton height={12} width="40%" />
              <Skeleton height={36} />
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      <Stack gap={6}>
        {ROW_KEYS.map((key) => (
          <Skeleton key={key} height={key === 'row-0' ? 40 : 32} />
        ))}
      </Stack>
    </Stack>
  );
}
