import {
  type DATE_BASIS_LABELS,
  POPULATION_DEFINITIONS,
  populationScopeLabel,
} from '#contract/analytics/analytics-definitions.ts';
import { formatIsoAsCalendarDate } from '#contract/format/format-date.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';

const LABELS: Record<
  Exclude<keyof FilingFilters, 'startDate' | 'endDate' | 'dateBasis' | 'population'>,
  string
> = {
  carriers: 'Carriers',
  linesOfBusiness: 'Lines of business',
  states: 'States',
  subTois: 'Sub-TOIs',
  dispositionStatuses: 'Statuses',
  filingTypes: 'Filing types',
  companies: 'Companies',
  productNames: 'Products',
  ratingFactors: 'Rating factors',
  trackingNumbers: 'Tracking numbers',
};

/** How many tracking numbers of a tracking-number filter the description names. */
const NAMED_TRACKING_NUMBERS = 10;

const DATE_NAMES = {
  effective: 'Effective date',
  submitted: 'Submitted date',
  disposition: 'Disposition date',
} as const satisfies Record<keyof typeof DATE_BASIS_LABELS, string>;

/**
 * The population and date basis a brief's figures are taken over, as one line
 * ("Population: Approved or effective rate changes · by effective date — …definition").
 */
export function describeBriefPopulation(filters: FilingFilters): string {
  const population = filters.population ?? 'rate_changes';
  const basis = filters.dateBasis ?? 'effective';
  return `Population: ${populationScopeLabel(population, basis)} — ${POPULATION_DEFINITIONS[population]}`;
}

/** The filters as readable lines ("States: TX, OK"); none: "All filings (no filters)". */
export function describeBriefFilters(filters: FilingFilters): string[] {
  const lines: string[] = [];
  if (filters.startDate || filters.endDate) {
    const name = DATE_NAMES[filters.dateBasis ?? 'effective'];
    const day = (iso: string | undefined) => (iso ? formatIsoAsCalendarDate(iso) : 'any');
    lines.push(`${name}: ${day(filters.startDate)} to ${day(filters.endDate)}`);
  }
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const values = filters[key] ?? [];
    if (values.length === 0) continue;
    // A pasted list of tracking numbers can hold 200: name the first few.
    const shown = key === 'trackingNumbers' ? values.slice(0, NAMED_TRACKING_NUMBERS) : values;
    const more = values.length > shown.length ? ` and ${values.length - shown.length} more` : '';
    lines.push(`${label}: ${shown.join(', ')}${more}`);
  }
  return lines.length > 0 ? lines : ['All filings (no filters)'];
}

/** A short scope for a title: "TX, 19.0 Personal Auto" or "All filings". */
export function briefScope(filters: FilingFilters): string {
  const parts = [
    ...filters.carriers.slice(0, 2),
    ...filters.states.slice(0, 4),
    ...filters.linesOfBusiness.slice(0, 2),
    ...filters.productNames.slice(0, 1),
  ];
  const more =
    filters.carriers.length +
      filters.states.length +
      filters.linesOfBusiness.length +
      filters.productNames.length >
    parts.length
      ? ' and more'
      : '';
  return parts.length > 0 ? `${parts.join(', ')}${more}` : 'All filings';
}
