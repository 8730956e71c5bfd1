import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import type { Date as ApiDate } from '#gen/ratefiling/v1/common_pb.ts';
import {
  SearchIndex,
  SearchResultType,
  SearchService,
} from '#gen/ratefiling/v1/search_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { cachedByDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { highlightTermsOf } from '#server/domain/search/highlight-terms.ts';
import { isoToday, type SearchHit, searchFilings } from '#server/domain/search/search-filings.ts';
import {
  type SearchIndex as DomainIndex,
  type SearchResultType as DomainResultType,
  searchRequestSchema,
} from '#server/domain/search/search-request-schema.ts';
import { SearchTooSlowError } from '#server/domain/search/search-time-limit.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { toApiDate } from './filing-service-mapping.ts';

export type SearchServiceDeps = {
  getDatabase: () => Promise<Database>;
  /** Today as YYYY-MM-DD ("recent" filings are effective in the 90 days before it). */
  today?: () => string;
  /** How long one search's ranking may run on the server (search-time-limit.ts; tests lower it). */
  searchTimeLimitMs?: number;
};

/** A search stopped at its time limit, as the client sees it (504), with what to do about it. */
function tooSlow(error: SearchTooSlowError) {
  return createRpcError(
    Code.DeadlineExceeded,
    `This search took longer than ${error.limitMs / 1000} seconds and was stopped. Add a filter (state, carrier, line or dates), or search for rarer words: a quoted phrase of very common words has to be checked page by page.`,
    { reason: 'SEARCH_TOO_SLOW' },
  );
}

const INDEX_FROM_API: Record<number, DomainIndex> = {
  [SearchIndex.UNSPECIFIED]: 'all',
  [SearchIndex.ALL]: 'all',
  [SearchIndex.FILINGS]: 'filings',
  [SearchIndex.OBJECTIONS]: 'objections',
  [SearchIndex.SUMMARIES]: 'summaries',
  [SearchIndex.RATING_FACTORS]: 'rating-factors',
};
const INDEX_TO_API: Record<DomainIndex, SearchIndex> = {
  all: SearchIndex.ALL,
  filings: SearchIndex.FILINGS,
  objections: SearchIndex.OBJECTIONS,
  summaries: SearchIndex.SUMMARIES,
  'rating-factors': SearchIndex.RATING_FACTORS,
};
const TYPE_TO_API: Record<DomainResultType, SearchResultType> = {
  filing: SearchResultType.FILING,
  objection: SearchResultType.OBJECTION,
  summary: SearchResultType.SUMMARY,
  'rating-factors': SearchResultType.RATING_FACTORS,
};

const indexSchema = z
  .number()
  .int()
  .refine((value) => value in INDEX_FROM_API, 'Unknown search index')
  .transform((value) => INDEX_FROM_API[value] ?? 'all');

/** An api Date with year 0 means "no date". */
function fromApiDate(date: ApiDate | undefined) {
  return date?.year ? { year: date.year, month: date.month, day: date.day } : undefined;
}

function toApiResult(hit: SearchHit) {
  return {
    type: TYPE_TO_API[hit.type],
    serffTrackingNumber: hit.serffTrackingNumber,
    lineOfBusiness: hit.lineOfBusiness,
    state: hit.state,
    carrier: hit.carrier,
    filingType: hit.filingType,
    matchedText: hit.matchedText,
    pageCount: hit.pageCount,
    pageNumber: hit.pageNumber,
    company: hit.company,
    productName: hit.productName,
    effectiveDate: toApiDate(hit.effectiveDate),
    score: hit.score,
  };
}

/** SearchService: full-text search for signed-in users (spec section 7, issue 7). */
export function createSearchService(deps: SearchServiceDeps): RpcServiceRegistration {
  return defineRpcService(SearchService, {
    async search(request) {
      const parsed = searchRequestSchema.parse({
        query: request.query,
        carriers: request.carriers,
        linesOfBusiness: request.linesOfBusiness,
        states: request.states,
        filingTypes: request.filingTypes,
        startDate: fromApiDate(request.startDate),
        endDate: fromApiDate(request.endDate),
        index: indexSchema.parse(request.index),
        moreContext: request.hasMoreContext,
        promoteRecent: request.hasPromotedRecentFilings,
        page: request.pagination?.page || undefined,
        pageSize: request.pagination?.pageSize || undefined,
      });
      const today = deps.today?.() ?? isoToday();
      const db = await deps.getDatabase();
      // Searches read filing data only: the same search is answered again until it changes.
      const outcome = await cachedByDataVersion(db, 'search', { parsed, today }, () =>
        searchFilings(db, parsed, { today, timeLimitMs: deps.searchTimeLimitMs }),
      ).catch((error: unknown) => {
        throw error instanceof SearchTooSlowError ? tooSlow(error) : error;
      });
      return {
        results: outcome.hits.map(toApiResult),
        totalResults: outcome.totalResults,
        pagination: {
          nextPage: outcome.nextPage,
          totalPages: outcome.totalPages,
          totalResults: outcome.totalResults,
        },
        indexCounts: Object.entries(outcome.indexCounts).map(([index, totalResults]) => ({
          index: INDEX_TO_API[index as DomainIndex],
          totalResults,
          hasMoreResults: outcome.indexCapped[index as DomainIndex],
        })),
        hasMoreResults: outcome.hasMoreResults,
        highlightTerms: highlightTermsOf(parsed.query),
      };
    },
  });
}
