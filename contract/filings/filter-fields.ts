/**
 * The multi-value filters of FilingFilters (proto field names, camelCase), in a fixed order: the
 * app's URL schema and request builder and the server's column maps are keyed by this list.
 */
export const FILTER_LIST_FIELDS = [
  'carriers',
  'linesOfBusiness',
  'states',
  'subTois',
  'dispositionStatuses',
  'filingTypes',
  'companies',
  'productNames',
  'ratingFactors',
] as const;
export type FilterListField = (typeof FILTER_LIST_FIELDS)[number];

/** Every multi-value filter, each a list of values (OR within a field, AND across fields). */
export type FilterLists = { [F in FilterListField]: string[] };

/** No filter at all: every list empty (a fresh object each call, safe to spread or change). */
export function emptyFilterLists(): FilterLists {
  // Written out, so that the type (from FILTER_LIST_FIELDS) refuses a missing or extra list.
  return {
    carriers: [],
    linesOfBusiness: [],
    states: [],
    subTois: [],
    dispositionStatuses: [],
    filingTypes: [],
    companies: [],
    productNames: [],
    ratingFactors: [],
  };
}

/** Which date a date range (and a trend's months) is read on; proto DateBasis is index + 1. */
export const DATE_BASES = ['effective', 'submitted', 'disposition'] as const;
export type DateBasis = (typeof DATE_BASES)[number];

/** proto DateBasis of a date basis (1 effective, 2 submitted, 3 disposition). */
export function dateBasisToProto(basis: DateBasis): 1 | 2 | 3 {
  return (DATE_BASES.indexOf(basis) + 1) as 1 | 2 | 3;
}

/**
 * Which filings analytics figures count: `rate_changes` (default) the approved or effective
 * filings that change rates (rate impact set and not 0), `all` every filing (proto Population
 * index + 1). The filings list ignores it; see docs/analytics-definitions.md.
 */
export const POPULATIONS = ['rate_changes', 'all'] as const;
export type Population = (typeof POPULATIONS)[number];
