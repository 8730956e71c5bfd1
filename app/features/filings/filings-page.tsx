import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ColumnChooser } from '#app/components/data-table/column-chooser.tsx';
import { useColumnPreference } from '#app/components/data-table/use-column-preference.ts';
import { PageHeader } from '#app/components/page-header.tsx';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { isFilingsRowMode } from '#app/lib/search/filings-search-schema.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { sortFromParam } from './filing-sort.ts';
import { DEFAULT_FILINGS_COLUMNS, FILINGS_COLUMN_CHOICES, KEY_COLUMN } from './filings-columns.tsx';
import { FilingsEmptyState } from './filings-empty-state.tsx';
import { FilingsExportActions } from './filings-export-actions.tsx';
import { FilingsFilterBar } from './filings-filter-bar.tsx';
import { filingsListQueryOptions, numberOfFilingsQueryOptions } from './filings-queries.ts';
import {
  filtersToSearch,
  pickFilters,
  searchToFilters,
  searchToListRequest,
} from './filings-request.ts';
import { filingsRouteApi } from './filings-route-api.ts';
import { FilingsTable } from './filings-table.tsx';
import { useFilingsNavigation } from './use-filings-navigation.ts';

const plural = (count: number, word: string) =>
  `${formatInteger(count)} ${word}${count === 1 ? '' : 's'}`;

const COLUMN_KEYS = FILINGS_COLUMN_CHOICES.map((c) => c.key);

/**
 * /filings/: the filter bar (with saved views), the row mode, the column chooser, exports and
 * the table, all driven by the URL but the columns (a per-user preference).
 */
export function FilingsPage() {
  const liveSearch = filingsRouteApi.useSearch();
  // The filter bar shows the URL at once; the rows follow when their answer arrives.
  const shown = useShownSearch(liveSearch);
  const search = shown.search;
  const routeFetching = filingsRouteApi.useMatch({ select: (match) => Boolean(match.isFetching) });
  const fetching = routeFetching || shown.updating;
  const resolvedSearch = useRouterState({ select: (state) => state.resolvedLocation?.searchStr });
  const rpc = useRpc();
  const router = useRouter();
  const filters = pickFilters(search);
  const liveFilters = pickFilters(liveSearch);
  const { data } = useSuspenseQuery(
    filingsListQueryOptions(rpc, searchToListRequest(search), search.rows),
  );
  const filingCount = useQuery(numberOfFilingsQueryOptions(rpc, searchToFilters(filters)));
  const [selected, setSelected] = useState<Filing[]>([]);
  const { setRows } = useFilingsNavigation();
  const columns = useColumnPreference('filings', COLUMN_KEYS, DEFAULT_FILINGS_COLUMNS);
  const totalRows = data.totalRows;
  const sort = sortFromParam(liveSearch.sort);

  return (
    <Stack
      gap="md"
      data-testid="filings-page"
      data-resolved-search={resolvedSearch ?? ''}
      aria-busy={fetching}
    >
      <PageHeader
        title="Filings"
        description="Filter, sort and export rate filings: one row per filing (open its companies) or per filing and company. ↑ ↓ move between rows, Enter opens one."
      />
      <FilingsFilterBar
        filters={liveFilters}
        view={{
          page: 'filings',
          filters: searchToFilters(liveFilters),
          sort: { field: sort.field, ascending: sort.direction === 'ascending' },
          columns: columns.columns,
          onOpenColumns: columns.setColumns,
          legacySearch: (view) =>
            view.filters ? router.options.stringifySearch(filtersToSearch(view.filters)) : '',
        }}
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
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Rows"
            value={liveSearch.rows}
            onChange={(value) => isFilingsRowMode(value) && setRows(value)}
            data={[
              { value: 'filings', label: 'One row per filing' },
              { value: 'companies', label: 'Per company' },
            ]}
            data-testid="filings-row-mode"
          />
          <ColumnChooser
            columns={FILINGS_COLUMN_CHOICES}
            visible={columns.columns}
            locked={[KEY_COLUMN]}
            onChange={columns.setColumns}
            onReset={columns.reset}
          />
          <FilingsExportActions search={search} totalRows={totalRows} selected={selected} />
        </Group>
      </Group>
      {data.filings.length === 0 && search.pagination.page === 1 ? (
        <FilingsEmptyState filters={filters} />
      ) : (
        <FilingsTable
          search={search}
          filings={data.filings}
          companiesOf={data.companiesOf}
          columns={columns.columns}
          totalRecords={totalRows}
          fetching={fetching}
          selected={selected}
          onSelectedChange={setSelected}
        />
      )}
    </Stack>
  );
}
