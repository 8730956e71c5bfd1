import type { FilingSortField } from '#contract/filings/filing-sort-fields.ts';

/**
 * Every row of a table in the order SQL's list query sorts it descending
 * (`filingOrderBy(column, key, alias, 'descending')`: the column descending, nulls last, then the
 * primary key ascending), as store positions. Ascending is that order reversed exactly (the
 * column ascending, nulls first, then the key descending), so one order serves both directions.
 */
export type SortOrder = Uint32Array;

/**
 * The list sorts the store mirrors (ADR 034), read from the database in the store's snapshot:
 * company rows (positions in `companyRows`) by each list sort field, whole filings (positions in
 * `filings`) by each whole-filing sort field. A field without an order is answered by SQL.
 */
export type SortOrders = {
  companyRows: Partial<Record<FilingSortField, SortOrder>>;
  wholeFilings: Partial<Record<FilingSortField, SortOrder>>;
};
