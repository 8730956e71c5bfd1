import type { DateBasis } from '#contract/filings/filter-fields.ts';
import type { GroupDimension } from '#server/domain/analytics/group-filing-aggregates.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { type AnalyticsStore, NO_DAY } from './analytics-store.ts';
import { monthStart } from './calendar-days.ts';
import { DATE_BASIS_DAYS } from './filter-plan.ts';

/**
 * One grouping dimension over whole filings: a code per filing (`codes[i]`, below `size`) and
 * the key text of each code.
 */
export type DimensionCodes = {
  size: number;
  codes: ArrayLike<number>;
  key: (code: number) => string;
};

type MonthCodes = { codes: Int32Array; firstMonth: number; none: number };

/** Month codes per store and date basis, built on first use (a store is never changed). */
const monthCodesOf = new WeakMap<AnalyticsStore, Map<DateBasis, MonthCodes>>();

/** Each filing's month of `basis`, numbered from the store's first month; `none` without a date. */
function monthCodes(store: AnalyticsStore, basis: DateBasis): MonthCodes {
  let byBasis = monthCodesOf.get(store);
  if (!byBasis) {
    byBasis = new Map();
    monthCodesOf.set(store, byBasis);
  }
  const known = byBasis.get(basis);
  if (known) return known;
  const { firstDay, monthOfDay } = store.filings;
  const firstMonth = monthOfDay[0] ?? 0;
  const none = (monthOfDay[monthOfDay.length - 1] ?? firstMonth) - firstMonth + 1;
  const days = store.filings[DATE_BASIS_DAYS[basis]];
  const codes = new Int32Array(days.length);
  for (let i = 0; i < days.length; i++) {
    const day = days[i] ?? NO_DAY;
    codes[i] = day === NO_DAY ? none : (monthOfDay[day - firstDay] ?? firstMonth) - firstMonth;
  }
  const made = { codes, firstMonth, none };
  byBasis.set(basis, made);
  return made;
}

/**
 * A grouping dimension of group-filing-aggregates.ts in memory. Keys read as the SQL's do
 * (`String(value ?? '')`): the carrier, state, sub-TOI, status or filing type; the rate-impact
 * range's index; the first day (YYYY-MM-DD) of the month of the filters' date basis, '' for a
 * filing without that date.
 */
export function dimensionCodes(
  store: AnalyticsStore,
  filters: FilingFilters,
  dimension: GroupDimension,
): DimensionCodes {
  const f = store.filings;
  const d = store.dictionaries;
  const text = (codes: ArrayLike<number>, values: readonly string[]): DimensionCodes => ({
    size: values.length,
    codes,
    key: (code) => values[code] ?? '',
  });
  switch (dimension) {
    case 'carrier':
      return text(f.carrier, d.carrier.values);
    case 'state':
      return text(f.state, d.state.values);
    case 'subToi':
      return text(f.subToi, d.subToi.values);
    case 'dispositionStatus':
      return text(f.dispositionStatus, d.dispositionStatus.values);
    case 'filingType':
      return text(f.filingType, d.filingType.values);
    case 'rateImpactRange':
      return { size: 8, codes: f.rateRange, key: (code) => String(code) };
    case 'month': {
      const months = monthCodes(store, filters.dateBasis ?? 'effective');
      return {
        size: months.none + 1,
        codes: months.codes,
        key: (code) => (code === months.none ? '' : monthStart(months.firstMonth + code)),
      };
    }
  }
}
