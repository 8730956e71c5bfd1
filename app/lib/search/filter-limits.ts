/**
 * The limits the api enforces on filter values (server/domain/filings/filing-filters-schema.ts,
 * server/domain/filings/page-request.ts, server/domain/search/search-request-schema.ts). The URL
 * schemas drop what the api would refuse, so a hand-edited link falls back to defaults instead
 * of failing; filter-limits.test.ts keeps both sides equal.
 */
export const FILTER_LIMITS = {
  /** Most values one filter list may hold. */
  maxValues: 200,
  /** Longest single filter value. */
  maxValueLength: 200,
  /** Earliest year a date filter may name. */
  minYear: 1900,
  maxYear: 9999,
  /** Deepest page of the filings table. */
  maxFilingsPage: 100_000,
  /** Deepest page and largest page of search results. */
  maxSearchPage: 500,
  maxSearchPageSize: 50,
  /** Longest search query. */
  maxQueryLength: 200,
} as const;
