import { useNavigate } from '@tanstack/react-router';
import type { FilingsFilterSearch } from '#app/features/filings/filings-request.ts';
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
    sort: { field: 'written-premium-change' as const, direction: 'descending' as const },
    pagination: { page: 1, pageSize: 10 },
  };
}
