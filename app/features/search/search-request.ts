import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DateParam } from '#app/lib/search/date-param.ts';
import type { searchSearchSchema } from '#app/lib/search/route-search-schemas.ts';
import { API_LIMITS } from '#contract/api-limits.ts';
import type { SearchIndexName } from '#contract/search/search-indexes.ts';
import type { z } from '#contract/zod.ts';
import { SearchIndex, type SearchRequestSchema } from '#gen/ratefiling/v1/search_service_pb.ts';
import {
  interpretQueryNames,
  type NameChoices,
  type QueryInterpretation,
} from './query-name-filters.ts';

export type SearchSearch = z.output<typeof searchSearchSchema>;
export type SearchIndexParam = SearchIndexName;
export type SearchRequestInit = MessageInitShape<typeof SearchRequestSchema>;

/** The api refuses longer queries. */
export const MAX_SEARCH_QUERY_LENGTH = API_LIMITS.maxQueryLength;

export const INDEX_TO_API: Record<SearchIndexParam, SearchIndex> = {
  all: SearchIndex.ALL,
  filings: SearchIndex.FILINGS,
  objections: SearchIndex.OBJECTIONS,
  summaries: SearchIndex.SUMMARIES,
  'rating-factors': SearchIndex.RATING_FACTORS,
};

function toApiDate(date: DateParam) {
  if (!date?.year) return undefined;
  return { year: date.year, month: date.month ?? 0, day: date.month ? (date.day ?? 0) : 0 };
}

const sorted = (values: string[] | undefined) => (values ? [...new Set(values)].sort() : []);

/** The names a /search query holds, read against the filter choices (none without choices). */
export function interpretSearchQuery(
  search: SearchSearch,
  choices: NameChoices | undefined,
): QueryInterpretation {
  const query = search.query ?? '';
  return choices ? interpretQueryNames(query, choices) : { rest: query, filters: [] };
}

/** The filter choices as plain lists of names. */
export function nameChoicesOf(metadata: {
  states: { value: string }[];
  carriers: { value: string }[];
  linesOfBusiness: { value: string }[];
}): NameChoices {
  const values = (list: { value: string }[]) => list.map((item) => item.value);
  return {
    states: values(metadata.states),
    carriers: values(metadata.carriers),
    linesOfBusiness: values(metadata.linesOfBusiness),
  };
}

/**
 * The Search request of a /search URL (lists sorted so equal searches share a cache key). With
 * the filter choices, names of states, carriers and lines in the query become filters and the
 * rest of the query is searched ("wildfire Texas": "wildfire" in TX).
 */
export function searchToRequest(search: SearchSearch, choices?: NameChoices): SearchRequestInit {
  const { rest, filters } = interpretSearchQuery(search, choices);
  const named = (kind: (typeof filters)[number]['kind']) =>
    filters.filter((f) => f.kind === kind).map((f) => f.value);
  const request: SearchRequestInit = {
    query: rest.slice(0, MAX_SEARCH_QUERY_LENGTH),
    carriers: sorted([...(search.carriers ?? []), ...named('carriers')]),
    linesOfBusiness: sorted([...(search.linesOfBusiness ?? []), ...named('linesOfBusiness')]),
    states: sorted([...(search.states ?? []), ...named('states')]),
    filingTypes: sorted(search.filingTypes),
    index: INDEX_TO_API[search.index],
    hasMoreContext: search.hasMoreContext ?? false,
    hasPromotedRecentFilings: search.hasPromotedRecentFilings ?? false,
    pagination: {
      page: search.pagination.page,
      pageSize: Math.min(search.pagination.pageSize, API_LIMITS.maxSearchPageSize),
    },
  };
  const startDate = toApiDate(search.startDate);
  const endDate = toApiDate(search.endDate);
  if (startDate) request.startDate = startDate;
  if (endDate) request.endDate = endDate;
  return request;
}

/** How many filters (not the query, index or options) the search uses. */
export function countSearchFilters(search: SearchSearch): number {
  const lists = [search.carriers, search.linesOfBusiness, search.states, search.filingTypes];
  const dates = toApiDate(search.startDate) || toApiDate(search.endDate) ? 1 : 0;
  return lists.filter((list) => (list?.length ?? 0) > 0).length + dates;
}
