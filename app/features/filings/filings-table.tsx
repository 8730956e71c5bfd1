import { DataTable } from 'mantine-datatable';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { PAGE_SIZE_OPTIONS } from '#app/lib/constants.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { filingRowId } from './filing-row-id.ts';
import { sortFromTableStatus, sortToTableStatus } from './filing-sort.ts';
import { FILINGS_COLUMNS } from './filings-columns.tsx';
import { useFilingsNavigation } from './use-filings-navigation.ts';

/** The filings table: server-side sort and pagination driven by the URL, row selection. */
export function FilingsTable({
  search,
  filings,
  totalRecords,
  fetching,
  selected,
  onSelectedChange,
}: {
  search: FilingsSearch;
  filings: Filing[];
  totalRecords: number;
  fetching: boolean;
  selected: Filing[];
  onSelectedChange: (rows: Filing[]) => void;
}) {
  const { setSort, setPage, setPageSize } = useFilingsNavigation();

  return (
    <DataTable<Filing>
      aria-label="Filings"
      data-testid="filings-table"
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing="sm"
      fz="sm"
      minHeight={200}
      pinFirstColumn
      records={filings}
      columns={FILINGS_COLUMNS}
      idAccessor={filingRowId}
      fetching={fetching}
      sortStatus={sortToTableStatus<Filing>(search.sort)}
      onSortStatusChange={(status) => {
        const sort = sortFromTableStatus(status);
        if (sort) setSort(sort);
      }}
      totalRecords={totalRecords}
      recordsPerPage={search.pagination.pageSize}
      page={search.pagination.page}
      onPageChange={setPage}
      recordsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
      onRecordsPerPageChange={setPageSize}
      recordsPerPageLabel="Rows per page"
      paginationActiveBackgroundColor={FILLED_BUTTON_COLOR}
      paginationText={({ from, to, totalRecords: total }) =>
        `${formatInteger(from)}–${formatInteger(to)} of ${formatInteger(total)}`
      }
      getPaginationControlProps={(control) => ({ 'aria-label': `${control} page` })}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      selectionCheckboxProps={{ 'aria-label': 'Select row' }}
      getRecordSelectionCheckboxProps={(filing) => ({
        'aria-label': `Select ${filing.serffTrackingNumber} ${filing.company}`,
      })}
      allRecordsSelectionCheckboxProps={{ 'aria-label': 'Select all rows on this page' }}
    />
  );
}
