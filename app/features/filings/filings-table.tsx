import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { PAGE_SIZE_OPTIONS } from '#app/lib/constants.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import { FILING_SORT_PARAMS, type FilingSortParam } from '#contract/filings/filing-sort-fields.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { filingRowId } from './filing-row-id.ts';
import { FILINGS_COLUMNS } from './filings-columns.tsx';
import { useFilingsNavigation } from './use-filings-navigation.ts';

function isSortField(value: string): value is FilingSortParam {
  return (FILING_SORT_PARAMS as readonly string[]).includes(value);
}

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
  const sortStatus: DataTableSortStatus<Filing> = {
    columnAccessor: search.sort.field,
    direction: search.sort.direction === 'ascending' ? 'asc' : 'desc',
  };

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
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        const field = String(status.columnAccessor);
        if (isSortField(field))
          setSort(field, status.direction === 'asc' ? 'ascending' : 'descending');
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
