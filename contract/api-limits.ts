/**
 * The limits the api enforces on what a request may ask, in one place for both tiers: the server's
 * request schemas refuse what exceeds them, the app's URL schemas drop or clamp it first so a
 * hand-edited link falls back to defaults instead of failing.
 */
export const API_LIMITS = {
  /** Most values one filter list may hold. */
  maxValues: 200,
  /** Most tracking numbers one tracking-number filter may list. */
  maxTrackingNumbers: 200,
  /** Longest single filter value. */
  maxValueLength: 200,
  /** Earliest and latest year a date filter may name. */
  minYear: 1900,
  maxYear: 9999,
  /** The filings table's default and largest page size, and its deepest page (keeps OFFSET bounded). */
  defaultPageSize: 10,
  maxPageSize: 100,
  maxFilingsPage: 100_000,
  /** Search results: deepest page (ranked among a bounded candidate set), page sizes, longest query. */
  maxSearchPage: 500,
  defaultSearchPageSize: 10,
  maxSearchPageSize: 50,
  maxQueryLength: 200,
  /**
   * Most matches one source of search results reads (document pages: pageCandidates): results
   * are ranked among these, and a count that reaches them is a lower bound (docs/search.md).
   */
  searchCandidatesPerSource: 500,
  searchPageCandidates: 1_000,
  /** Most PDFs in one zip download. */
  maxPdfsPerZip: 50,
  /** Analytics top lists: default and largest minimum of filings per entry. */
  defaultMinFilings: 5,
  maxMinFilings: 10_000,
} as const;
