import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { collectSearchHits } from './collect-search-hits.ts';
import {
  type IndexCapped,
  type IndexCounts,
  mergeSearchHits,
  orderSearchResults,
} from './merge-search-hits.ts';
import type { ScanChoice } from './page-scan.ts';
import { searchFilterCondition } from './search-filter-condition.ts';
import { branchLimitOf } from './search-hit-sources.ts';
import type { SearchMatchTerms } from './search-match-terms.ts';
import type { SearchIndex, SearchRequest, SearchResultType } from './search-request-schema.ts';

/** One ranked result of the requested page, before its snippets are made. */
export type RankedResult = {
  type: SearchResultType;
  serffTrackingNumber: string;
  /** Objection id (objection, summary of an objection); 0 otherwise. */
  item: number;
  score: number;
  /** Best matching document page (filings); 0 for none. */
  page: number;
  pageScore: number;
  textScore: number;
  lineOfBusiness: string;
  state: string;
  carrier: string;
  filingType: string;
  company: string;
  productName: string;
  effectiveDate: string | null;
  pageCount: number;
};

export type RankedPage = { results: RankedResult[]; counts: IndexCounts; capped: IndexCapped };

const TYPES_OF_INDEX: Record<SearchIndex, SearchResultType[]> = {
  all: ['filing', 'objection', 'summary', 'rating-factors'],
  filings: ['filing'],
  objections: ['objection'],
  summaries: ['summary'],
  'rating-factors': ['rating-factors'],
};

/** The filing columns a result shows. */
type FilingColumns = Pick<
  RankedResult,
  | 'lineOfBusiness'
  | 'state'
  | 'carrier'
  | 'filingType'
  | 'company'
  | 'productName'
  | 'effectiveDate'
  | 'pageCount'
>;

/**
 * Ranks the hits of every source (one result per filing, per objection, per summary, per
 * filing's rating factors), counts them per index and returns the requested page: recent filings
 * first when asked, then by score, ties broken by recency. The candidates are collected first
 * (collect-search-hits.ts, each statement within `timeLimitMs` on the server), merged and ordered
 * here (merge-search-hits.ts); the filings of the requested page are then read by primary key.
 */
export async function rankSearchResults(
  db: Database,
  request: SearchRequest,
  terms: SearchMatchTerms,
  today: string,
  choice: ScanChoice = 'by-word',
  timeLimitMs?: number,
): Promise<RankedPage> {
  const hits = await collectSearchHits(
    db,
    terms,
    searchFilterCondition(request),
    choice,
    timeLimitMs,
  );
  const { results, counts, capped } = mergeSearchHits(hits, branchLimitOf);
  const types = new Set(TYPES_OF_INDEX[request.index]);
  const offset = (request.page - 1) * request.pageSize;
  const page = orderSearchResults(
    results.filter((r) => types.has(r.type)),
    { promoteRecent: request.promoteRecent, today },
  ).slice(offset, offset + request.pageSize);
  if (page.length === 0) return { results: [], counts, capped };
  const rows = await db.kysely
    .selectFrom('whole_filings as w')
    .leftJoin('filing_documents as d', 'd.serff_tracking_number', 'w.serff_tracking_number')
    .select([
      'w.serff_tracking_number as tn',
      'w.line_of_business as lineOfBusiness',
      'w.state',
      'w.carrier',
      'w.filing_type as filingType',
      'w.filing_company as company',
      'w.product_name as productName',
      sql<string | null>`w.effective_date_new::text`.as('effectiveDate'),
      sql<number>`coalesce(d.page_count, w.pdf_page_count, 0)::int`.as('pageCount'),
    ])
    .where('w.serff_tracking_number', 'in', [...new Set(page.map((r) => r.tn))])
    .execute();
  const filings = new Map<string, FilingColumns>(rows.map(({ tn, ...row }) => [tn, row]));
  return {
    results: page.flatMap(({ tn, effective: _effective, ...result }) => {
      const filing = filings.get(tn);
      // A filing deleted since its candidates were read is left out.
      return filing ? [{ ...result, serffTrackingNumber: tn, ...filing }] : [];
    }),
    counts,
    capped,
  };
}
