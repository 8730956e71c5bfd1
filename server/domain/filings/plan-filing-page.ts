import type { RawBuilder } from 'kysely';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import { type FilingTable, filingFilterCondition } from './filing-filter-condition.ts';
import type { FilingFilters } from './filing-filters-schema.ts';
import { filingSortColumn } from './filing-sort.ts';
import { type PageRequest, type PageResult, pageResult } from './page-request.ts';
import { type PageWindow, planPageWindow } from './plan-page-window.ts';

export type FilingPageInput = { filters: FilingFilters; sort: FilingSort; page: PageRequest };

/** What one page of a list query reads. */
export type FilingPageRead = {
  /** Rows to read, from the nearer end. */
  window: PageWindow;
  /** The sort field's column on the table. */
  column: string;
  /** The filters' WHERE condition on the table's alias. */
  where: RawBuilder<boolean>;
};

/**
 * The part both list queries (company rows and whole filings) settle before their SQL, once the
 * `total` matching rows are counted: the page numbers, and unless the page lies past the end
 * (`read` undefined, nothing to read) the window, the sort column (throws for a field `table`
 * cannot sort on) and the filters' condition on `alias`.
 */
export function planFilingPage(
  input: FilingPageInput,
  total: number,
  table: FilingTable,
  alias: string,
): { page: PageResult; read: FilingPageRead | undefined } {
  const page = pageResult(input.page, total);
  const window = planPageWindow(input.page, total);
  if (!window) return { page, read: undefined };
  return {
    page,
    read: {
      window,
      column: filingSortColumn(input.sort.field, table === 'filings' ? 'filings' : 'whole'),
      where: filingFilterCondition(input.filters, table, alias),
    },
  };
}
