import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import type { FilingFiltersInit } from '#app/features/filings/filings-request.ts';
import { WatchlistFormModal } from './watchlist-form-modal.tsx';

/** "Watch these filters": a watchlist from the filter bar's current filters. */
export function WatchFiltersButton({ filters }: { filters: FilingFiltersInit }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={open}
      >
        Watch these filters
      </Button>
      {opened ? <WatchlistFormModal opened={opened} onClose={close} filters={filters} /> : null}
    </>
  );
}
