import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DateParam } from '#app/lib/search/date-param.ts';
import type { FilingsSearch } from '#app/lib/search/filings-search-schema.ts';
import {
  DATE_BASIS_PARAMS,
  type DateBasisParam,
  dateBasisToProto,
} from '#app/lib/search/population-param.ts';
import { trackingNumbersOf } from '#app/lib/search/tracking-param.ts';
import { writeTrackingParam } from '#contract/filings/tracking-numbers.ts';
import type { FilingFiltersSchema, Date as ProtoDate } from '#gen/ratefiling/v1/common_pb.ts';
import type {
  GetNumberOfFilingsRequestSchema,
  ListFilingsRequestSchema,
} from '#gen/ratefiling/v1/filing_service_pb.ts';
import {
  FILING_LIST_FILTERS,
  type FilingFilterKey,
  type FilingListFilterKey,
} from './filing-filter-fields.ts';
import { sortFromParam, sortToRequest } from './filing-sort.ts';

/** The filter part of the /filings/ search (everything but sort, pagination and row mode). */
export type FilingsFilterSearch = Omit<FilingsSearch, 'sort' | 'pagination' | 'rows'>;
export type FilingFiltersInit = MessageInitShape<typeof FilingFiltersSchema>;
export type ListFilingsRequestInit = MessageInitShape<typeof ListFilingsRequestSchema>;
export type NumberOfFilingsRequestInit = MessageInitShape<typeof GetNumberOfFilingsRequestSchema>;
type ProtoDateInit = { year: number; month: number; day: number };

/** A URL date `{year, month, day}` (parts optional) → a proto Date (missing parts 0). */
export function dateParamToProto(date: DateParam): ProtoDateInit | undefined {
  if (!date?.year) return undefined;
  return { year: date.year, month: date.month ?? 0, day: date.month ? (date.day ?? 0) : 0 };
}

/** A proto Date → a URL date; an empty date (year 0) → undefined. */
export function protoDateToParam(date: ProtoDate | undefined): DateParam {
  if (!date?.year) return undefined;
  return {
    year: date.year,
    month: date.month || undefined,
    day: date.month && date.day ? date.day : undefined,
  };
}

/** The api's filters for the search's filters (lists sorted so equal filters share a cache key). */
export function searchToFilters(search: FilingsFilterSearch): FilingFiltersInit {
  const filters: FilingFiltersInit = {};
  const startDate = dateParamToProto(search.startDate);
  const endDate = dateParamToProto(search.endDate);
  if (startDate) filters.startDate = startDate;
  if (endDate) filters.endDate = endDate;
  const dateBasis = dateBasisToProto(search.dateBasis);
  if (dateBasis) filters.dateBasis = dateBasis;
  for (const { key } of FILING_LIST_FILTERS) {
    const values = search[key];
    if (values && values.length > 0) filters[key] = [...values].sort();
  }
  const trackingNumbers = trackingNumbersOf(search.tracking);
  if (trackingNumbers.length > 0) filters.trackingNumbers = trackingNumbers.sort();
  return filters;
}

/** The ListFilings request for a /filings/ search: filters, sort (snake_case), page. */
export function searchToListRequest(search: FilingsSearch): ListFilingsRequestInit {
  return {
    filters: searchToFilters(search),
    sort: sortToRequest(sortFromParam(search.sort)),
    pagination: { page: search.pagination.page, pageSize: search.pagination.pageSize },
  };
}

/** A proto DateBasis → the URL's `dateBasis` (the default, effective, is left out). */
export function protoDateBasisToParam(basis: number | undefined): DateBasisParam | undefined {
  const param = DATE_BASIS_PARAMS[(basis ?? 0) - 1];
  return param === 'effective' ? undefined : param;
}

/** Saved or received api filters → the filter part of a /filings/ search. */
export function filtersToSearch(filters: {
  startDate?: ProtoDate;
  endDate?: ProtoDate;
  dateBasis?: number;
  carriers: string[];
  linesOfBusiness: string[];
  states: string[];
  subTois: string[];
  dispositionStatuses: string[];
  filingTypes: string[];
  companies: string[];
  productNames: string[];
  ratingFactors: string[];
  trackingNumbers?: string[];
}): FilingsFilterSearch {
  const search: FilingsFilterSearch = {
    startDate: protoDateToParam(filters.startDate),
    endDate: protoDateToParam(filters.endDate),
    dateBasis: protoDateBasisToParam(filters.dateBasis),
    tracking:
      filters.trackingNumbers && filters.trackingNumbers.length > 0
        ? writeTrackingParam(filters.trackingNumbers)
        : undefined,
  };
  for (const { key } of FILING_LIST_FILTERS) {
    search[key] = filters[key].length > 0 ? [...filters[key]] : undefined;
  }
  return search;
}

/** The filter part of a search (drops sort and pagination). */
export function pickFilters(search: FilingsFilterSearch): FilingsFilterSearch {
  const picked: FilingsFilterSearch = {
    startDate: search.startDate,
    endDate: search.endDate,
    dateBasis: search.dateBasis,
    tracking: search.tracking,
  };
  for (const { key } of FILING_LIST_FILTERS) picked[key] = search[key];
  return picked;
}

/** The filters the search actually uses, in filter-bar order. */
export function activeFilterKeys(search: FilingsFilterSearch): FilingFilterKey[] {
  const keys: FilingFilterKey[] = [];
  if (dateParamToProto(search.startDate) || dateParamToProto(search.endDate))
    keys.push('dateRange');
  for (const { key } of FILING_LIST_FILTERS) {
    if ((search[key]?.length ?? 0) > 0) keys.push(key);
  }
  if (search.tracking) keys.push('tracking');
  return keys;
}

/** The search with one filter removed (what the empty state asks the count of). */
export function withoutFilter(
  search: FilingsFilterSearch,
  key: FilingFilterKey,
): FilingsFilterSearch {
  const rest = pickFilters(search);
  if (key === 'dateRange')
    return { ...rest, startDate: undefined, endDate: undefined, dateBasis: undefined };
  if (key === 'tracking') return { ...rest, tracking: undefined };
  return { ...rest, [key satisfies FilingListFilterKey]: undefined };
}
