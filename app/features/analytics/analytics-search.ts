import type { DateParam } from '../../lib/search/date-param.ts';
import type { FilingFiltersInit, FilingsFilterSearch } from '../filings/filings-request.ts';
import { searchToFilters } from '../filings/filings-request.ts';

/** Every filter an analytics page can hold (the /filings/ filter names, plus singular ones). */
export type AnalyticsSearch = FilingsFilterSearch & {
  state?: string;
  lineOfBusiness?: string;
  carrier?: string;
};

/** The /filings/ filters of an analytics search (single values become one-item lists). */
export function toFilingsFilterSearch(search: AnalyticsSearch): FilingsFilterSearch {
  const { state, lineOfBusiness, carrier, ...lists } = search;
  return {
    ...lists,
    ...(state ? { states: [state] } : {}),
    ...(lineOfBusiness ? { linesOfBusiness: [lineOfBusiness] } : {}),
    ...(carrier ? { carriers: [carrier] } : {}),
  };
}

/** The api's common filters for an analytics search: the same mapping the filings list uses. */
export function toAnalyticsFilters(search: AnalyticsSearch): FilingFiltersInit {
  return searchToFilters(toFilingsFilterSearch(search));
}

/** The first and last day of the month starting on "YYYY-MM-DD" (a trend point). */
export function monthRange(periodStart: string): { startDate: DateParam; endDate: DateParam } {
  const [year, month] = periodStart.split('-').map(Number);
  if (!year || !month) return { startDate: undefined, endDate: undefined };
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: { year, month, day: 1 }, endDate: { year, month, day: last } };
}
