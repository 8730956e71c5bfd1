import { type AnalyticsStore, FLAG, NO_DAY } from './analytics-store.ts';
import type { FilterPlan } from './filter-plan.ts';

/**
 * The company rows (indexes, ascending) list-top-underwriting-companies.ts keeps:
 * filingFilterCondition on the company rows (their own columns; a company filter on the row's
 * company; the submitted date and rating factors through the whole filing) and the population
 * on the whole filing.
 */
export function selectCompanyRows(store: AnalyticsStore, plan: FilterPlan): Uint32Array {
  if (plan.none) return new Uint32Array(0);
  const rows = store.companyRows;
  const f = store.filings;
  const lists = plan.lists.map((l) => {
    const own = rows[l.column];
    return { own, codes: own ?? f[l.column], mask: l.mask };
  });
  let tracking: Uint8Array | undefined;
  if (plan.trackingFilings) {
    tracking = new Uint8Array(f.count);
    for (const i of plan.trackingFilings) tracking[i] = 1;
  }
  const column = plan.days?.column;
  const ownDays =
    column === 'effectiveDay' || column === 'dispositionDay' ? rows[column] : undefined;
  const days = ownDays ?? (column ? f[column] : undefined);
  const from = plan.days?.from ?? 0;
  const to = plan.days?.to ?? 0;
  const { companies, factorFilings, rateChangesOnly } = plan;
  const out = new Uint32Array(rows.count);
  let n = 0;
  next: for (let r = 0; r < rows.count; r++) {
    const i = rows.filing[r] ?? 0;
    if (rateChangesOnly && ((f.flags[i] ?? 0) & FLAG.rateChange) === 0) continue;
    if (tracking && !tracking[i]) continue;
    for (const list of lists) if (!list.mask[list.codes[list.own ? r : i] ?? 0]) continue next;
    if (days) {
      const day = days[ownDays ? r : i] ?? NO_DAY;
      if (day === NO_DAY || day < from || day > to) continue;
    }
    if (companies && !companies[rows.company[r] ?? 0]) continue;
    if (factorFilings && !factorFilings[i]) continue;
    out[n++] = r;
  }
  return out.subarray(0, n);
}
