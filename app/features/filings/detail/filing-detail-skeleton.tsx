import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

const FACT_KEYS = Array.from({ length: 10 }, (_, index) => `fact-${index}`);

/** The shape of a filing page while it loads. */
export function FilingDetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the filing">
      <Skeleton height={14} width={180} />
      <Skeleton height={34} width={260} />
      <Skeleton height={16} width={360} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {FACT_KEYS.map((key) => (
          <Skeleton key={key} height={38} />
        ))}
      </SimpleGrid>
      <Skeleton height={140} />
      <Skeleton height={240} />
    </Stack>
  );
}
