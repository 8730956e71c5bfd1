import { Skeleton, Stack } from '@mantine/core';

/** The shape of the product history page while it loads. */
export function ProductHistorySkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the product history">
      <Skeleton height={34} width={320} />
      <Skeleton height={16} width={240} />
      <Skeleton height={320} />
      <Skeleton height={240} />
    </Stack>
  );
}
