import type {
  FilingFiltersInit,
  FilingsFilterSearch,
} from '#app/features/filings/filings-request.ts';
import { searchToFilters } from '#app/features/filings/filings-request.ts';
import type { DateParam } from '#app/lib/search/date-param.ts';
import {
  type DateBasisParam,
  DEFAULT_MIN_FILINGS,
  type PopulationParam,
  populationToProto,
} from '#app/lib/search/population-param.ts';

/** Every filter an analytics page can hold (the /filings/ filter names, plus singular ones). */
export type AnalyticsSearch = FilingsFilterSearch & {
  state?: string;
  lineOfBusiness?: string;
  carrier?: string;
  /** Which filings the figures count (absent: approved or effective rate changes). */
  population?: PopulationParam;
  /** A top list's minimum of filings per entry (absent: the api's default, 5). */
  minFilings?: number;
};

/** "By effective date (new business)", "By submitted date", "By disposition date". */
export function capitalizedBasis(search: AnalyticsSearch): string {
  if (search.dateBasis === 'submitted') return 'By submitted date';
  if (search.dateBasis === 'disposition') return 'By disposition date';
  return 'By effective date (new business)';
}

/**
 * What an empty top list says: filings may well match, but none of its entries reaches the
 * minimum.
 */
export function minFilingsEmpty(search: AnalyticsSearch): string {
  const min = search.minFilings ?? DEFAULT_MIN_FILINGS;
  return `No entry has ${min} or more filings under these filters: lower "Top lists: minimum filings" to see smaller ones.`;
}

/** A top list's note on its minimum: "Entries with at least 5 filings; n = filings." */
export function minFilingsNote(search: AnalyticsSearch): string {
  const min = search.minFilings ?? DEFAULT_MIN_FILINGS;
  return `Entries with at least ${min} filing${min === 1 ? '' : 's'}; n = filings.`;
}

/** The population and date basis in force, defaults filled in. */
export function analyticsScope(search: AnalyticsSearch): {
  population: PopulationParam;
  dateBasis: DateBasisParam;
} {
  return {
    population: search.population ?? 'rate-changes',
    dateBasis: search.dateBasis ?? 'effective',
  };
}

/** The /filings/ filters of an analytics search (single values become one-item lists). */
export function toFilingsFilterSearch(search: AnalyticsSearch): FilingsFilterSearch {
  const { state, lineOfBusiness, carrier, population, minFilings, ...lists } = search;
  return {
    ...lists,
    ...(state ? { states: [state] } : {}),
    ...(lineOfBusiness ? { linesOfBusiness: [lineOfBusiness] } : {}),
    ...(carrier ? { carriers: [carrier] } : {}),
  };
}

/** The api's common filters for an analytics search: the same mapping the filings list uses. */
export function toAnalyticsFilters(search: AnalyticsSearch): FilingFiltersInit {
  const filters = searchToFilters(toFilingsFilterSearch(search));
  const population = populationToProto(search.population);
  return population ? { ...filters, population } : filters;
}

/** The first and last day of the month starting on "YYYY-MM-DD" (a trend point). */
export function monthRange(periodStart: string): { startDate: DateParam; endDate: DateParam } {
  const [year, month] = periodStart.split('-').map(Number);
  if (!year || !month) return { startDate: undefined, endDate: undefined };
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: { year, month, day: 1 }, endDate: { year, month, day: last } };
}
