/**
 * The search indexes by name, as the URL's `index` parameter and the api's domain spell them
 * (the protobuf enum SearchIndex is mapped to and from these at each tier's edge).
 */
export const SEARCH_INDEXES = [
  'all',
  'filings',
  'objections',
  'summaries',
  'rating-factors',
] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];
