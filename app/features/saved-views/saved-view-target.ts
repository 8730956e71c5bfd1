import type { FilingFiltersInit } from '#app/features/filings/filings-request.ts';
import type { SavedViewPage } from '#contract/filings/saved-view-pages.ts';
import type { SavedFilter } from '#gen/ratefiling/v1/saved_filter_service_pb.ts';

/** What a page gives its filter bar so that the bar can save and open the page's views. */
export type SavedViewTarget = {
  page: SavedViewPage;
  /** The page's filters in the api's shape (/filings: listed in the view and searchable). */
  filters?: FilingFiltersInit;
  /** The page's sort as the api spells it (snake_case field). */
  sort?: { field: string; ascending: boolean };
  /** The columns shown, by key, in order. */
  columns?: string[];
  /** Applies a view's columns when the view is opened. */
  onOpenColumns?: (columns: string[]) => void;
  /** The query string of a view saved before views existed (it has filters, no query string). */
  legacySearch?: (view: SavedFilter) => string;
};

/** The query string a view is saved with: the page's search without its pagination. */
export function viewSearchString(
  search: Record<string, unknown>,
  stringify: (search: Record<string, unknown>) => string,
): string {
  const { pagination: _pagination, ...kept } = search;
  return stringify(kept);
}

/** Where a saved view opens: its page with its query string. */
export function savedViewHref(view: SavedFilter, target: SavedViewTarget): string {
  const search = view.search || target.legacySearch?.(view) || '';
  return `/${view.page || target.page}${search}`;
}
