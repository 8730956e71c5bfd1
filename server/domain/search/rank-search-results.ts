import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import type { PageScan } from './page-scan.ts';
import { searchFilterCondition } from './search-filter-condition.ts';
import { branchLimitOf, searchHitSources } from './search-hit-sources.ts';
import type { SearchMatchTerms } from './search-match-terms.ts';
import {
  SEARCH_RESULT_TYPES,
  type SearchIndex,
  type SearchRequest,
  type SearchResultType,
} from './search-request-schema.ts';

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

export type IndexCounts = Record<Exclude<SearchIndex, 'all'>, number>;
/** Per index: whether its count is a lower bound (a branch of one of its sources was full). */
export type IndexCapped = Record<Exclude<SearchIndex, 'all'>, boolean>;
/** No count is a lower bound (nothing searched, or every branch below its limit). */
export const NOT_CAPPED: Readonly<IndexCapped> = {
  filings: false,
  objections: false,
  summaries: false,
  'rating-factors': false,
};
export type RankedPage = { results: RankedResult[]; counts: IndexCounts; capped: IndexCapped };

const INDEX_OF_TYPE: Record<SearchResultType, Exclude<SearchIndex, 'all'>> = {
  filing: 'filings',
  objection: 'objections',
  summary: 'summaries',
  'rating-factors': 'rating-factors',
};

/**
 * How many rows each branch returned: (result type, branch kind, objection summary or not), as
 * JSON text (the statement casts it, so both drivers hand over a string).
 */
const branchSizesSchema = z
  .string()
  .nullable()
  .transform((text): unknown => JSON.parse(text ?? '[]'))
  .pipe(z.array(z.object({ type: z.enum(SEARCH_RESULT_TYPES), kind: z.string(), n: z.number() })));

function cappedIndexes(sizes: z.infer<typeof branchSizesSchema>): IndexCapped {
  const capped: IndexCapped = { ...NOT_CAPPED };
  for (const { type, kind, n } of sizes) {
    if (n >= branchLimitOf(kind)) capped[INDEX_OF_TYPE[type]] = true;
  }
  return capped;
}

const TYPES_OF_INDEX: Record<SearchIndex, SearchResultType[]> = {
  all: ['filing', 'objection', 'summary', 'rating-factors'],
  filings: ['filing'],
  objections: ['objection'],
  summaries: ['summary'],
  'rating-factors': ['rating-factors'],
};

type Row = Omit<RankedResult, 'type'> & {
  type: SearchResultType | null;
  n_filings: number;
  n_objections: number;
  n_summaries: number;
  n_rating_factors: number;
  branch_sizes: string | null;
};

/**
 * Ranks the hits of every source (one result per filing, per objection, per summary, per
 * filing's rating factors), counts them per index and returns the requested page: recent filings
 * first when asked, then by score, ties broken by recency.
 */
export async function rankSearchResults(
  db: Database,
  request: SearchRequest,
  terms: SearchMatchTerms,
  today: string,
  pageScan: PageScan = 'by-word',
): Promise<RankedPage> {
  const types = TYPES_OF_INDEX[request.index];
  const offset = (request.page - 1) * request.pageSize;
  const { rows } = await sql<Row>`
    with ${searchHitSources(terms, searchFilterCondition(request), pageScan)},
    best_hits as (
      select distinct on (type, tn, item, kind) type, tn, item, kind, score, page, effective from (
        select 'filing' as type, tn, 0::bigint as item, kind, score, page, effective from filing_hits
        union all select 'objection', tn, item, kind, score, 0, effective from objection_hits
        union all select 'summary', tn, item, kind, score, 0, effective from summary_hits
        union all select 'rating-factors', tn, 0, kind, score, 0, effective from rating_hits
      ) h
      order by type, tn, item, kind, score desc, page
    ),
    results as (
      select type, tn, item, sum(score)::float8 as score, max(effective) as effective,
        coalesce((array_agg(page order by score desc, page) filter (where page > 0))[1], 0)::int as page,
        coalesce(max(score) filter (where page > 0), 0)::float8 as page_score,
        coalesce(max(score) filter (where page = 0), 0)::float8 as text_score
      from best_hits group by type, tn, item
    ),
    branch_sizes as (
      select 'filing' as type, kind, count(*)::int as n from filing_hits group by kind
      union all select 'objection', kind, count(*)::int from objection_hits group by kind
      union all select 'summary', kind, count(*)::int from summary_hits group by kind, item > 0
      union all select 'rating-factors', kind, count(*)::int from rating_hits group by kind
    ),
    counts as (
      select (select json_agg(b) from branch_sizes b)::text as branch_sizes,
        count(*) filter (where type = 'filing')::int as n_filings,
        count(*) filter (where type = 'objection')::int as n_objections,
        count(*) filter (where type = 'summary')::int as n_summaries,
        count(*) filter (where type = 'rating-factors')::int as n_rating_factors
      from results
    ),
    page_results as (
      select * from results r
      where r.type in (${sql.join(types)})
      order by (${request.promoteRecent} and r.type = 'filing'
          and r.effective between ${today}::date - 90 and ${today}::date) desc,
        r.score desc, r.effective desc nulls last, r.tn desc, r.type, r.item
      limit ${request.pageSize} offset ${offset}
    )
    select c.*, r.* from counts c left join lateral (
      select r.type, r.tn as "serffTrackingNumber", r.item::int as item, r.score, r.page,
        r.page_score as "pageScore", r.text_score as "textScore",
        w.line_of_business as "lineOfBusiness", w.state, w.carrier, w.filing_type as "filingType",
        w.filing_company as company, w.product_name as "productName",
        w.effective_date_new::text as "effectiveDate",
        coalesce(d.page_count, w.pdf_page_count, 0)::int as "pageCount"
      from page_results r
      join whole_filings w on w.serff_tracking_number = r.tn
      left join filing_documents d on d.serff_tracking_number = r.tn
      order by (${request.promoteRecent} and r.type = 'filing'
          and r.effective between ${today}::date - 90 and ${today}::date) desc,
        r.score desc, r.effective desc nulls last, r.tn desc, r.type, r.item
    ) r on true`.execute(db.kysely);
  const first = rows[0];
  const counts: IndexCounts = {
    filings: Number(first?.n_filings ?? 0),
    objections: Number(first?.n_objections ?? 0),
    summaries: Number(first?.n_summaries ?? 0),
    'rating-factors': Number(first?.n_rating_factors ?? 0),
  };
  const capped = cappedIndexes(branchSizesSchema.parse(first?.branch_sizes ?? null));
  const results = rows.flatMap(
    ({ n_filings, n_objections, n_summaries, n_rating_factors, branch_sizes, type, ...rest }) =>
      type ? [{ ...rest, type, item: Number(rest.item), score: Number(rest.score) }] : [],
  );
  return { results, counts, capped };
}
