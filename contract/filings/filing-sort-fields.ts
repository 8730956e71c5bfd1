import { type KebabCase, toKebabCase } from '#contract/kebab-case.ts';

/**
 * Every field the api sorts filings by, in its spelling (snake_case, proto Sort.field). The URL
 * spells them in kebab-case (sortFieldToParam); the server maps each to its columns.
 */
export const FILING_SORT_FIELDS = [
  'written_premium_change',
  'written_premium_for_program',
  'average_premium_change',
  'rate_impact',
  'indicated_change',
  'policyholders_affected',
  'max_change',
  'min_change',
  'effective_date_new',
  'effective_date_renewal',
  'disposition_date',
  'submitted_date',
  'serff_tracking_number',
  'carrier',
  'company',
  'state',
  'line_of_business',
  'product_name',
  'disposition_status',
  'filing_type',
] as const;
export type FilingSortField = (typeof FILING_SORT_FIELDS)[number];

/** Fields that sort whole filings only (company rows do not carry them). */
const WHOLE_FILING_ONLY = ['submitted_date'] as const;
type WholeFilingOnlySortField = (typeof WHOLE_FILING_ONLY)[number];

/** Fields the filings list (company rows, the filings table) sorts by. */
export type ListSortField = Exclude<FilingSortField, WholeFilingOnlySortField>;
export const LIST_SORT_FIELDS = FILING_SORT_FIELDS.filter(
  (field): field is ListSortField => !(WHOLE_FILING_ONLY as readonly string[]).includes(field),
);

export const SORT_DIRECTIONS = ['ascending', 'descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type FilingSort = { field: FilingSortField; direction: SortDirection };
export const DEFAULT_FILING_SORT = {
  field: 'written_premium_change',
  direction: 'descending',
} as const satisfies FilingSort;

/** A list sort field as the URL spells it. */
export type FilingSortParam = KebabCase<ListSortField>;

/** The api spelling → the URL's. */
export function sortFieldToParam<F extends ListSortField>(field: F): KebabCase<F> {
  return toKebabCase(field);
}

/** The URL spelling → the api's (proto Sort.field). */
export function sortParamToField(param: FilingSortParam): ListSortField {
  return param.replaceAll('-', '_') as ListSortField;
}

/** The list's sort fields as the URL spells them, in the api's order. */
export const FILING_SORT_PARAMS: readonly FilingSortParam[] =
  LIST_SORT_FIELDS.map(sortFieldToParam);
