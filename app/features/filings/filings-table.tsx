import { useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { rowKeyboardAttributes } from '#app/components/data-table/row-keyboard-navigation.ts';
import { PAGE_SIZE_OPTIONS } from '#app/lib/constants.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import type { CompanyMetrics, Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { FilingCompaniesTable } from './filing-companies-table.tsx';
import { filingRowId } from './filing-row-id.ts';
import { sortFromTableStatus, sortToTableStatus } from './filing-sort.ts';
import { visibleFilingsColumns } from './filings-columns.tsx';
import classes from './filings-table.module.css';
import { useFilingsNavigation } from './use-filings-navigation.ts';
import { wholeFilingCompanyColumn, wholeFilingKeyColumn } from './whole-filing-company-column.tsx';

/**
 * The filings table: server-side sort and pagination driven by the URL, row selection, the
 * chosen columns with the tracking number pinned, one row per filing (companies expandable) or
 * per company, and rows walked with the arrow keys (Enter opens the filing).
 */
export function FilingsTable({
  search,
  filings,
  companiesOf,
  columns,
  totalRecords,
  fetching,
  selected,
  onSelectedChange,
}: {
  search: FilingsSearch;
  filings: Filing[];
  companiesOf: Map<string, CompanyMetrics[]>;
  columns: readonly string[];
  totalRecords: number;
  fetching: boolean;
  selected: Filing[];
  onSelectedChange: (rows: Filing[]) => void;
}) {
  const { setSort, setPage, setPageSize } = useFilingsNavigation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<string[]>([]);
  const whole = search.rows === 'filings';
  const toggle = (tn: string) =>
    setExpanded((open) => (open.includes(tn) ? open.filter((t) => t !== tn) : [...open, tn]));
  const open = (filing: Filing) =>
    whole
      ? navigate({
          to: '/filings/$serffTrackingNumber',
          params: { serffTrackingNumber: filing.serffTrackingNumber },
        })
      : navigate({
          to: '/filings/$serffTrackingNumber/$company',
          params: { serffTrackingNumber: filing.serffTrackingNumber, company: filing.company },
        });

  return (
    <DataTable<Filing>
      aria-label={whole ? 'Filings, one row per filing' : 'Filings, one row per filing and company'}
      data-testid="filings-table"
      data-rows={search.rows}
      className={classes.table}
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
      columns={visibleFilingsColumns(
        columns,
        whole
          ? {
              key: wholeFilingKeyColumn({ companiesOf, expanded, toggle }),
              company: wholeFilingCompanyColumn({ companiesOf, expanded, toggle }),
            }
          : {},
      )}
      idAccessor={whole ? (f: Filing) => f.serffTrackingNumber : filingRowId}
      customRowAttributes={(filing, index) => rowKeyboardAttributes(index, () => open(filing))}
      rowExpansion={
        whole
          ? {
              allowMultiple: true,
              trigger: 'never',
              expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
              content: ({ record }) => (
                <FilingCompaniesTable
                  serffTrackingNumber={record.serffTrackingNumber}
                  companies={companiesOf.get(record.serffTrackingNumber) ?? []}
                />
              ),
            }
          : undefined
      }
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
        'aria-label': whole
          ? `Select ${filing.serffTrackingNumber}`
          : `Select ${filing.serffTrackingNumber} ${filing.company}`,
      })}
      allRecordsSelectionCheckboxProps={{ 'aria-label': 'Select all rows on this page' }}
    />
  );
}
