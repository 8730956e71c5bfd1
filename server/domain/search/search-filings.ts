import type { Database } from '#server/db/connection.ts';
import { loadSearchSnippets, snippetKey } from './load-search-snippets.ts';
import { type IndexCapped, type IndexCounts, NOT_CAPPED } from './merge-search-hits.ts';
import { type PageScan, planPageScan } from './page-scan.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import { type RankedResult, rankSearchResults } from './rank-search-results.ts';
import { NO_NAME_MATCHES, resolveNameMatches } from './resolve-name-matches.ts';
import { searchFilterCondition, searchFilterShape } from './search-filter-condition.ts';
import { CANDIDATES_PER_BRANCH, PAGE_CANDIDATES } from './search-hit-sources.ts';
import { buildSearchMatchTerms } from './search-match-terms.ts';
import type { SearchRequest } from './search-request-schema.ts';
import { SEARCH_TIME_LIMIT_MS } from './search-time-limit.ts';

export type SearchHit = Omit<RankedResult, 'item' | 'page' | 'pageScore' | 'textScore'> & {
  matchedText: string[];
  pageNumber: number;
};

export type SearchOutcome = {
  hits: SearchHit[];
  totalResults: number;
  totalPages: number;
  nextPage: number;
  indexCounts: IndexCounts & { all: number };
  /** Per index: its count is a lower bound (more matches than the search read as candidates). */
  indexCapped: IndexCapped & { all: boolean };
  /** `totalResults` is a lower bound. */
  hasMoreResults: boolean;
};

function emptyOutcome(): SearchOutcome {
  const counts = { filings: 0, objections: 0, summaries: 0, 'rating-factors': 0 };
  return {
    hits: [],
    totalResults: 0,
    totalPages: 0,
    nextPage: 0,
    indexCounts: { ...counts, all: 0 },
    indexCapped: { ...NOT_CAPPED, all: false },
    hasMoreResults: false,
  };
}

/** Today as YYYY-MM-DD (UTC), the reference of "recent" filings. */
export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Full-text search of filings (with their document pages), objections, summaries and rating
 * factors: parses the query, resolves misspelt carrier names, ranks one page of results, then
 * highlights the passages that matched. An empty query finds nothing.
 */
export async function searchFilings(
  db: Database,
  request: SearchRequest,
  options: {
    today?: string;
    /** One scan for every source instead of each source's planned one (tests compare the two). */
    pageScan?: PageScan;
    /** How long the ranking may run on the server (SearchTooSlowError after). */
    timeLimitMs?: number;
  } = {},
): Promise<SearchOutcome> {
  const parsed = parseSearchQuery(request.query);
  if (!parsed.leadingText && !parsed.prefixWord && parsed.trackingNumbers.length === 0) {
    return emptyOutcome();
  }
  const names =
    parsed.nameCandidates.length > 0
      ? await resolveNameMatches(db, parsed.nameCandidates, parsed.prefixWord)
      : NO_NAME_MATCHES;
  const terms = buildSearchMatchTerms(parsed, names);
  const scans =
    options.pageScan ??
    (await planPageScan(
      db,
      terms,
      { condition: searchFilterCondition(request), ...searchFilterShape(request) },
      { pages: PAGE_CANDIDATES, rows: CANDIDATES_PER_BRANCH },
    ));
  // Inside a caller's transaction the limit would outlive the search: only in its own.
  const timeLimitMs = db.inTransaction ? undefined : (options.timeLimitMs ?? SEARCH_TIME_LIMIT_MS);
  const ranked = await rankSearchResults(
    db,
    request,
    terms,
    options.today ?? isoToday(),
    scans,
    timeLimitMs,
  );
  const snippets = await loadSearchSnippets(db, ranked.results, terms, request.moreContext);
  const hits = ranked.results.map(
    ({ item: _item, page: _page, pageScore: _ps, textScore: _ts, ...result }) => {
      const found = snippets.get(snippetKey({ ...result, item: _item }));
      return {
        ...result,
        matchedText: found?.matchedText ?? [],
        pageNumber: found?.pageNumber ?? 0,
      };
    },
  );
  const all = Object.values(ranked.counts).reduce((sum, count) => sum + count, 0);
  const totalResults = request.index === 'all' ? all : ranked.counts[request.index];
  const indexCapped = { ...ranked.capped, all: Object.values(ranked.capped).some(Boolean) };
  const totalPages = Math.ceil(totalResults / request.pageSize);
  return {
    hits,
    totalResults,
    totalPages,
    nextPage: request.page < totalPages ? request.page + 1 : 0,
    indexCounts: { ...ranked.counts, all },
    indexCapped,
    hasMoreResults: indexCapped[request.index],
  };
}
