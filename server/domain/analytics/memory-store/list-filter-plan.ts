import type { FilterListField } from '#contract/filings/filter-fields.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { type FilterPlan, planFilters } from './filter-plan.ts';

/**
 * The filters as filingFilterCondition applies them to the lists, counts and filter choices
 * (ADR 034): the analytics population does not apply (every filing is listed); `except` leaves
 * one list field's filter out, as the filter choices do (never the tracking numbers).
 */
export function planListFilters(
  store: AnalyticsStore,
  filters: FilingFilters,
  except?: FilterListField,
): FilterPlan {
  const plan = planFilters(store, except ? { ...filters, [except]: [] } : filters);
  return { ...plan, rateChangesOnly: false };
}
