import { Group, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '#app/components/page-header.tsx';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { FilingsEmptyState } from './filings-empty-state.tsx';
import { FilingsExportActions } from './filings-export-actions.tsx';
import { FilingsFilterBar } from './filings-filter-bar.tsx';
import { listFilingsQueryOptions, numberOfFilingsQueryOptions } from './filings-queries.ts';
import { pickFilters, searchToFilters, searchToListRequest } from './filings-request.ts';
import { filingsRouteApi } from './filings-route-api.ts';
import { FilingsTable } from './filings-table.tsx';
import { SaveFilterButton } from './save-filter-button.tsx';
import { SavedFiltersMenu } from './saved-filters-menu.tsx';

const plural = (count: number, word: string) =>
  `${formatInteger(count)} ${word}${count === 1 ? '' : 's'}`;

/** /filings/: the filter bar, saved filters, exports and the table, all driven by the URL. */
export function FilingsPage() {
  const search = filingsRouteApi.useSearch();
  const fetching = filingsRouteApi.useMatch({ select: (match) => Boolean(match.isFetching) });
  const resolvedSearch = useRouterState({ select: (state) => state.resolvedLocation?.searchStr });
  const rpc = useRpc();
  const filters = pickFilters(search);
  const { data } = useSuspenseQuery(listFilingsQueryOptions(rpc, searchToListRequest(search)));
  const filingCount = useQuery(numberOfFilingsQueryOptions(rpc, searchToFilters(filters)));
  const [selected, setSelected] = useState<Filing[]>([]);
  const totalRows = data.pagination?.totalResults ?? 0;

  return (
    <Stack
      gap="md"
      data-testid="filings-page"
      data-resolved-search={resolvedSearch ?? ''}
      aria-busy={fetching}
    >
      <PageHeader
        title="Filings"
        description="Filter, sort and export rate filings. Figures are per filing and company."
      />
      <FilingsFilterBar
        filters={filters}
        actions={
          <>
            <SavedFiltersMenu />
            <SaveFilterButton filters={filters} />
          </>
        }
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite" data-testid="filings-total">
          <Text span fw={700} inherit data-testid="filings-total-rows">
            {formatInteger(totalRows)}
          </Text>{' '}
          {totalRows === 1 ? 'row' : 'rows'}
          {filingCount.data !== undefined ? ` · ${plural(filingCount.data, 'filing')}` : ''}
          {selected.length > 0 ? ` · ${formatInteger(selected.length)} selected` : ''}
        </Text>
        <FilingsExportActions search={search} totalRows={totalRows} selected={selected} />
      </Group>
      {data.filings.length === 0 && search.pagination.page === 1 ? (
        <FilingsEmptyState filters={filters} />
      ) : (
        <FilingsTable
          search={search}
          filings={data.filings}
          totalRecords={totalRows}
          fetching={fetching}
          selected={selected}
          onSelectedChange={setSelected}
        />
      )}
    </Stack>
  );
}
