import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_FILING_SORT,
  FILING_SORT_FIELDS,
  type FilingSort,
  type FilingSortField,
  type ListSortField,
  type SortDirection,
} from '#contract/filings/filing-sort-fields.ts';

/**
 * Each sort field of the contract and its column on company rows (`filings`) and on whole
 * filings (absent: not sortable there). Keyed by the contract's fields, so a field added there
 * without its columns here does not compile; the list's fields must have a company-row column.
 */
export const FILING_SORT_COLUMNS: {
  readonly [F in FilingSortField]: {
    filings: F extends ListSortField ? string : undefined;
    whole: string | undefined;
  };
} = {
  written_premium_change: {
    filings: 'written_premium_change',
    whole: 'overall_written_premium_change',
  },
  written_premium_for_program: {
    filings: 'written_premium_for_program',
    whole: 'overall_written_premium',
  },
  average_premium_change: {
    filings: 'average_premium_change',
    whole: 'overall_average_premium_change',
  },
  rate_impact: { filings: 'rate_impact', whole: 'overall_rate_impact' },
  indicated_change: { filings: 'indicated_change', whole: 'overall_indicated_change' },
  policyholders_affected: {
    filings: 'policyholders_affected',
    whole: 'overall_policyholders_affected',
  },
  max_change: { filings: 'max_change', whole: 'overall_max_change' },
  min_change: { filings: 'min_change', whole: 'overall_min_change' },
  effective_date_new: { filings: 'effective_date_new', whole: 'effective_date_new' },
  effective_date_renewal: { filings: 'effective_date_renewal', whole: 'effective_date_renewal' },
  disposition_date: { filings: 'disposition_date', whole: 'disposition_date' },
  submitted_date: { filings: undefined, whole: 'submitted_date' },
  serff_tracking_number: { filings: 'serff_tracking_number', whole: 'serff_tracking_number' },
  carrier: { filings: 'carrier', whole: 'carrier' },
  company: { filings: 'company', whole: 'filing_company' },
  state: { filings: 'state', whole: 'state' },
  line_of_business: { filings: 'line_of_business', whole: 'line_of_business' },
  product_name: { filings: 'product_name', whole: 'product_name' },
  disposition_status: { filings: 'disposition_status', whole: 'disposition_status' },
  filing_type: { filings: 'filing_type', whole: 'filing_type' },
};

/** Sort fields a table supports. */
export function filingSortFields(table: 'filings' | 'whole'): FilingSortField[] {
  return FILING_SORT_FIELDS.filter((field) => FILING_SORT_COLUMNS[field][table] !== undefined);
}

/** The column a sort field orders `table` by; throws for a field that table cannot sort on. */
export function filingSortColumn(field: FilingSortField, table: 'filings' | 'whole'): string {
  const column = (
    FILING_SORT_COLUMNS[field] as (typeof FILING_SORT_COLUMNS)[FilingSortField] | undefined
  )?.[table];
  if (!column)
    throw new Error(
      `not a ${table === 'whole' ? 'whole-filings' : 'filings'} sort field: ${field}`,
    );
  return column;
}

/** Validates a Sort from the api: empty field = default; direction unspecified = descending. */
export function filingSortSchema(table: 'filings' | 'whole') {
  const fields = filingSortFields(table);
  return z
    .object({
      field: z
        .string()
        .max(64)
        .refine((f) => f === '' || (fields as string[]).includes(f), {
          message: `Unknown sort field; one of: ${fields.join(', ')}`,
        }),
      direction: z.enum(['ascending', 'descending', 'unspecified']),
    })
    .optional()
    .transform((s): FilingSort => {
      if (!s || s.field === '') {
        return s?.direction === 'ascending'
          ? { ...DEFAULT_FILING_SORT, direction: 'ascending' }
          : { ...DEFAULT_FILING_SORT };
      }
      return {
        field: s.field as FilingSortField,
        direction: s.direction === 'ascending' ? 'ascending' : 'descending',
      };
    });
}

/**
 * ORDER BY for a sort, matching the indexes of migration 010: descending is
 * "column desc nulls last, key", ascending its exact reverse "column asc nulls first, key desc"
 * (empty values sort as the lowest). `reverse` flips it (used to read the last pages backwards).
 */
export function filingOrderBy(
  column: string,
  key: string,
  alias: string,
  direction: SortDirection,
  reverse = false,
): RawBuilder<unknown> {
  const descending = (direction === 'descending') !== reverse;
  const col = sql.ref(`${alias}.${column}`);
  const tie = sql.ref(`${alias}.${key}`);
  if (column === key) return descending ? sql`${col} desc` : sql`${col} asc`;
  return descending
    ? sql`${col} desc nulls last, ${tie} asc`
    : sql`${col} asc nulls first, ${tie} desc`;
}
