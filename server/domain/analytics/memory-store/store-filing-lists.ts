import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { PageRequest } from '#server/domain/filings/page-request.ts';
import { planPageWindow } from '#server/domain/filings/plan-page-window.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { planListFilters } from './list-filter-plan.ts';
import { pagePositions, selectionMask } from './page-positions.ts';
import { selectFilings } from './select-filings.ts';
import { selectListRows } from './select-list-rows.ts';
import { trackingNumberAt } from './tracking-number-index.ts';

/** Number of whole filings matching the filters (count-whole-filings.ts's count). */
export function storeCountWholeFilings(store: AnalyticsStore, filters: FilingFilters): number {
  return selectFilings(store, planListFilters(store, filters)).length;
}

/** Number of company rows matching the filters (list-filings.ts's countFilingRows). */
export function storeCountFilingRows(store: AnalyticsStore, filters: FilingFilters): number {
  return selectListRows(store, planListFilters(store, filters)).length;
}

/** One page of a list as the keys SQL reads its rows by, in the list's order, and the total. */
export type StorePage<K> = { total: number; keys: K[] };

/**
 * One page of company rows (their ids) as list-filings.ts orders and pages them; undefined when
 * the store holds no order for the sort (SQL answers).
 */
export function storeFilingRowsPage(
  store: AnalyticsStore,
  input: { filters: FilingFilters; sort: FilingSort; page: PageRequest },
): StorePage<number> | undefined {
  const order = store.sortOrders.companyRows[input.sort.field];
  if (!order) return undefined;
  const rows = store.companyRows;
  const selected = selectListRows(store, planListFilters(store, input.filters));
  const window = planPageWindow(input.page, selected.length);
  if (!window) return { total: selected.length, keys: [] };
  const mask = selectionMask(selected, rows.count);
  const page = pagePositions(order, mask, input.sort.direction, window);
  return { total: selected.length, keys: Array.from(page, (r) => rows.id[r] ?? 0) };
}

/**
 * One page of whole filings (their tracking numbers) as list-whole-filings.ts orders and pages
 * them; undefined when the store holds no order for the sort (SQL answers).
 */
export function storeWholeFilingsPage(
  store: AnalyticsStore,
  input: { filters: FilingFilters; sort: FilingSort; page: PageRequest },
): StorePage<string> | undefined {
  const order = store.sortOrders.wholeFilings[input.sort.field];
  if (!order) return undefined;
  const selected = selectFilings(store, planListFilters(store, input.filters));
  const window = planPageWindow(input.page, selected.length);
  if (!window) return { total: selected.length, keys: [] };
  const mask = selectionMask(selected, store.filings.count);
  const page = pagePositions(order, mask, input.sort.direction, window);
  return {
    total: selected.length,
    keys: Array.from(page, (i) => trackingNumberAt(store.trackingNumbers, i)),
  };
}
