import type { AnalyticsStore } from './analytics-store.ts';
import type { FilterPlan } from './filter-plan.ts';
import { selectCompanyRows } from './select-company-rows.ts';
import { selectFilings } from './select-filings.ts';

/**
 * Whether every filter of `plan` reads a company row as its whole filing does: no company filter
 * (that one reads the row's own company) and no filtered column the rows keep apart from their
 * filings (CompanyRowColumns keeps a column only when some row differs from its filing).
 */
function filtersThroughFilings(store: AnalyticsStore, plan: FilterPlan): boolean {
  const rows = store.companyRows;
  if (plan.companies) return false;
  if (plan.lists.some((list) => rows[list.column] !== undefined)) return false;
  const day = plan.days?.column;
  return !((day === 'effectiveDay' || day === 'dispositionDay') && rows[day]);
}

/**
 * The company rows (indexes, ascending) `plan` keeps, as selectCompanyRows selects them: when
 * every filter reads the rows as their filings, the rows of the selected filings (a filing
 * selection is cheaper than a row-by-row one over 1.4 rows a filing).
 */
export function selectListRows(store: AnalyticsStore, plan: FilterPlan): Uint32Array {
  if (!filtersThroughFilings(store, plan)) return selectCompanyRows(store, plan);
  const rows = store.companyRows;
  const filings = selectFilings(store, plan);
  const out = new Uint32Array(rows.count);
  let n = 0;
  if (filings.length === store.filings.count) {
    for (let r = 0; r < rows.count; r++) out[r] = r;
    return out;
  }
  const selected = new Uint8Array(store.filings.count);
  for (const i of filings) selected[i] = 1;
  for (let r = 0; r < rows.count; r++) if (selected[rows.filing[r] ?? 0]) out[n++] = r;
  return out.subarray(0, n);
}
