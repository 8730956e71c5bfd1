/** The pages with filters that keep saved views (their paths, without the slash). */
export const SAVED_VIEW_PAGES = [
  'filings',
  'state',
  'single-carrier',
  'multi-carrier',
  'rating-factors',
  'objections',
  'doi',
  'search',
] as const;

export type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];

/** A view's stored query string: empty or "?…", at most this long. */
export const MAX_SAVED_VIEW_SEARCH_LENGTH = 4000;
export const MAX_SAVED_VIEW_COLUMNS = 40;
