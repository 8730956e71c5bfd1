import {
  type AnalyticsSearch,
  toAnalyticsFilters,
} from '#app/features/analytics/analytics-search.ts';
import type { ObjectionsSearch } from '#app/lib/search/objections-search-schema.ts';

// Kept apart from objections-search-schema.ts: the route tree, part of every page's entry chunk, imports
// that file for its URL schema, and these request builders bring the filings request code along.

export const OBJECTIONS_PAGE_SIZE = 10;

export function toObjectionsRequest(search: ObjectionsSearch) {
  return {
    filters: toAnalyticsFilters(search as AnalyticsSearch),
    reviewer: search.reviewer ?? '',
    theme: search.theme ?? '',
    query: search.query ?? '',
    pagination: { page: search.page ?? 1, pageSize: OBJECTIONS_PAGE_SIZE },
  };
}

export function toSummaryRequest(search: ObjectionsSearch) {
  return {
    filters: toAnalyticsFilters(search as AnalyticsSearch),
    reviewer: search.reviewer ?? '',
  };
}
