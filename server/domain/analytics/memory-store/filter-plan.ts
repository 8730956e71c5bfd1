import type { DateBasis } from '#contract/filings/filter-fields.ts';
import { DEFAULT_POPULATION } from '#server/domain/analytics/analytics-population.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { AnalyticsStore, Postings } from './analytics-store.ts';
import { dayNumber } from './calendar-days.ts';
import { codeMask } from './string-dictionary.ts';
import { filingIndexOf } from './tracking-number-index.ts';

/** The whole-filing text columns a list filter reads, by filter field (FILTER_LIST_COLUMNS). */
export const LIST_FILTER_COLUMNS = {
  carriers: 'carrier',
  linesOfBusiness: 'lineOfBusiness',
  states: 'state',
  subTois: 'subToi',
  dispositionStatuses: 'dispositionStatus',
  filingTypes: 'filingType',
  productNames: 'productName',
} as const;
export type ListColumn = (typeof LIST_FILTER_COLUMNS)[keyof typeof LIST_FILTER_COLUMNS];

/** The day column of each date basis (DATE_BASIS_COLUMNS). */
export const DATE_BASIS_DAYS = {
  effective: 'effectiveDay',
  submitted: 'submittedDay',
  disposition: 'dispositionDay',
} as const satisfies Record<DateBasis, string>;

/**
 * FilingFilters and the population made ready to test rows: a mask over the codes of each list
 * filter, masks over whole filings for the companies, rating factors and tracking numbers, the
 * inclusive day range on the basis's column. `none` when a filter can match no row.
 */
export type FilterPlan = {
  none: boolean;
  lists: { column: ListColumn; mask: Uint8Array }[];
  /** Whole filings having a company row of a listed company (whole-filing filter). */
  companyFilings?: Uint8Array;
  /** The listed companies' codes (company-row filter). */
  companies?: Uint8Array;
  factorFilings?: Uint8Array;
  /** Whole filings listed by tracking number, ascending. */
  trackingFilings?: Uint32Array;
  days?: { column: (typeof DATE_BASIS_DAYS)[DateBasis]; from: number; to: number };
  rateChangesOnly: boolean;
};

const anySet = (mask: Uint8Array) => mask.includes(1);

function filingsOf(store: AnalyticsStore, postings: Postings, keys: Uint8Array): Uint8Array {
  const mask = new Uint8Array(store.filings.count);
  for (let key = 0; key < keys.length; key++) {
    if (!keys[key]) continue;
    const to = postings.start[key + 1] ?? 0;
    for (let at = postings.start[key] ?? 0; at < to; at++) mask[postings.filing[at] ?? 0] = 1;
  }
  return mask;
}

/** Whole filings that revised a factor of the mask. */
function filingsRevising(store: AnalyticsStore, factors: Uint8Array): Uint8Array {
  const { start, factor } = store.filingFactors;
  const mask = new Uint8Array(store.filings.count);
  for (let i = 0; i < mask.length; i++) {
    const to = start[i + 1] ?? 0;
    for (let at = start[i] ?? 0; at < to; at++) {
      if (factors[factor[at] ?? 0]) {
        mask[i] = 1;
        break;
      }
    }
  }
  return mask;
}

/** Plans `filters` (with the analytics population) over `store`. */
export function planFilters(store: AnalyticsStore, filters: FilingFilters): FilterPlan {
  const d = store.dictionaries;
  const plan: FilterPlan = {
    none: false,
    lists: [],
    rateChangesOnly: (filters.population ?? DEFAULT_POPULATION) === 'rate_changes',
  };
  for (const [field, column] of Object.entries(LIST_FILTER_COLUMNS) as [
    keyof typeof LIST_FILTER_COLUMNS,
    ListColumn,
  ][]) {
    const mask = codeMask(d[column], filters[field]);
    if (!mask) continue;
    if (!anySet(mask)) plan.none = true;
    plan.lists.push({ column, mask });
  }
  const companies = codeMask(d.company, filters.companies);
  if (companies) {
    plan.companies = companies;
    plan.companyFilings = filingsOf(store, store.companyFilings, companies);
    if (!anySet(companies)) plan.none = true;
  }
  const factors = codeMask(d.factor, filters.ratingFactors);
  if (factors) {
    plan.factorFilings = filingsRevising(store, factors);
    if (!anySet(factors)) plan.none = true;
  }
  const trackingNumbers = filters.trackingNumbers ?? [];
  if (trackingNumbers.length > 0) {
    const found = trackingNumbers
      .map((tn) => filingIndexOf(store.trackingNumbers, tn))
      .filter((f) => f >= 0);
    plan.trackingFilings = Uint32Array.from(new Set(found)).sort();
    if (found.length === 0) plan.none = true;
  }
  if (filters.startDate || filters.endDate) {
    plan.days = {
      column: DATE_BASIS_DAYS[filters.dateBasis ?? 'effective'],
      from: filters.startDate ? dayNumber(filters.startDate) : Number.NEGATIVE_INFINITY,
      to: filters.endDate ? dayNumber(filters.endDate) : Number.POSITIVE_INFINITY,
    };
  }
  return plan;
}
