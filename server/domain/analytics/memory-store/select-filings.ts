import type { AnalyticsStore } from './analytics-store.ts';
import { FLAG, NO_DAY } from './analytics-store.ts';
import type { FilterPlan } from './filter-plan.ts';

/**
 * The whole filings (indexes, ascending) analyticsCondition keeps: the filings list's filters
 * (OR within a field, AND across; companies and rating factors through the filing's rows; the
 * date range inclusive on the basis's date, a filing without that date left out) and the
 * population.
 */
export function selectFilings(store: AnalyticsStore, plan: FilterPlan): Uint32Array {
  const f = store.filings;
  if (plan.none) return new Uint32Array(0);
  const candidates = plan.trackingFilings;
  const total = candidates ? candidates.length : f.count;
  const out = new Uint32Array(total);
  const lists = plan.lists.map((l) => ({ codes: f[l.column], mask: l.mask }));
  const days = plan.days ? f[plan.days.column] : undefined;
  const from = plan.days?.from ?? 0;
  const to = plan.days?.to ?? 0;
  const { companyFilings, factorFilings, rateChangesOnly } = plan;
  const flags = f.flags;
  let n = 0;
  rows: for (let k = 0; k < total; k++) {
    const i = candidates ? (candidates[k] ?? 0) : k;
    if (rateChangesOnly && ((flags[i] ?? 0) & FLAG.rateChange) === 0) continue;
    for (const list of lists) if (!list.mask[list.codes[i] ?? 0]) continue rows;
    if (days) {
      const day = days[i] ?? NO_DAY;
      if (day === NO_DAY || day < from || day > to) continue;
    }
    if (companyFilings && !companyFilings[i]) continue;
    if (factorFilings && !factorFilings[i]) continue;
    out[n++] = i;
  }
  return out.subarray(0, n);
}
