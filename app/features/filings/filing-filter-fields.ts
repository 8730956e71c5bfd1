import { stateName, US_STATE_NAMES } from '#app/lib/reference/us-state-names.ts';

/** The multi-value filters of the filings list, in the order the filter bar shows them. */
export const FILING_LIST_FILTERS = [
  { key: 'carriers', label: 'Carriers', placeholder: 'Any carrier' },
  { key: 'states', label: 'States', placeholder: 'Any state' },
  { key: 'linesOfBusiness', label: 'Lines of business', placeholder: 'Any line' },
  { key: 'subTois', label: 'Sub-TOIs', placeholder: 'Any sub-TOI' },
  { key: 'dispositionStatuses', label: 'Statuses', placeholder: 'Any status' },
  { key: 'filingTypes', label: 'Filing types', placeholder: 'Any filing type' },
  { key: 'companies', label: 'Companies', placeholder: 'Any company' },
  { key: 'productNames', label: 'Products', placeholder: 'Any product' },
  { key: 'ratingFactors', label: 'Rating factors revised', placeholder: 'Any rating factor' },
] as const;

export type FilingListFilterKey = (typeof FILING_LIST_FILTERS)[number]['key'];

/** Every filter of the filings list: the lists, the date range and the tracking numbers. */
export type FilingFilterKey = FilingListFilterKey | 'dateRange' | 'tracking';

export const FILING_FILTER_LABELS: Readonly<Record<FilingFilterKey, string>> = {
  ...(Object.fromEntries(FILING_LIST_FILTERS.map((field) => [field.key, field.label])) as Record<
    FilingListFilterKey,
    string
  >),
  dateRange: 'Effective date range',
  tracking: 'Tracking numbers',
};

/** The longer names of a filter's values, shown with them and matched by the type-ahead. */
export const FILTER_VALUE_NAMES: Partial<
  Record<FilingListFilterKey, (value: string) => string | undefined>
> = { states: stateName };

/** Values a pasted list may pick although the other filters leave them out of the choices. */
export const FILTER_KNOWN_VALUES: Partial<Record<FilingListFilterKey, readonly string[]>> = {
  states: Object.keys(US_STATE_NAMES),
};
