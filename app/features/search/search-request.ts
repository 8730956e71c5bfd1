import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DateParam } from '#app/lib/search/date-param.ts';
import type { searchSearchSchema } from '#app/lib/search/route-search-schemas.ts';
import { API_LIMITS } from '#contract/api-limits.ts';
import type { SearchIndexName } from '#contract/search/search-indexes.ts';
import type { z } from '#contract/zod.ts';
import { SearchIndex, type SearchRequestSchema } from '#gen/ratefiling/v1/search_service_pb.ts';

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

const sorted = (values: string[] | undefined) => (values ? [...values].sort() : []);

/** The Search request of a /search URL (lists sorted so equal searches share a cache key). */
export function searchToRequest(search: SearchSearch): SearchRequestInit {
  const request: SearchRequestInit = {
    query: (search.query ?? '').slice(0, MAX_SEARCH_QUERY_LENGTH),
    carriers: sorted(search.carriers),
    linesOfBusiness: sorted(search.linesOfBusiness),
    states: sorted(search.states),
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
