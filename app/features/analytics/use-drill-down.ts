import { useNavigate } from '@tanstack/react-router';
import type { FilingsFilterSearch } from '#app/features/filings/filings-request.ts';
import { DEFAULT_FILINGS_SORT } from '#app/lib/search/filings-search-schema.ts';
import { DEFAULT_PAGINATION } from '#app/lib/search/pagination-param.ts';
import { type AnalyticsSearch, toFilingsFilterSearch } from './analytics-search.ts';

/**
 * Opens /filings filtered to what was clicked: the page's own filters narrowed by `patch`
 * (e.g. one state, one carrier, one month).
 */
export function useDrillDown(search: AnalyticsSearch) {
  const navigate = useNavigate();
  return (patch: Partial<FilingsFilterSearch>) =>
    navigate({ to: '/filings', search: filingsDrillDownSearch(search, patch) });
}

export function filingsDrillDownSearch(
  search: AnalyticsSearch,
  patch: Partial<FilingsFilterSearch>,
) {
  return {
    ...toFilingsFilterSearch(search),
    ...patch,
    sort: DEFAULT_FILINGS_SORT,
    pagination: DEFAULT_PAGINATION,
  };
}
