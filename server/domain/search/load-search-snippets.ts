import { type RawBuilder, sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { formatSnippet, headlineOptions } from './format-snippet.ts';
import type { RankedResult } from './rank-search-results.ts';
import type { SearchMatchTerms } from './search-match-terms.ts';

/** The snippets of one result, best first, and the document page the first one comes from. */
export type ResultSnippets = { matchedText: string[]; pageNumber: number };

/** The key of a result in the map `loadSearchSnippets` returns. */
export function snippetKey(result: Pick<RankedResult, 'type' | 'serffTrackingNumber' | 'item'>) {
  return `${result.type}/${result.serffTrackingNumber}/${result.item}`;
}

/** A snippet of `text`; `whole` highlights the whole (short) text instead of fragments. */
type Headline = (text: RawBuilder<unknown>, whole?: boolean) => RawBuilder<string>;

function headlineBuilder(terms: SearchMatchTerms, moreContext: boolean): Headline {
  const query = terms.rest ? sql`(${terms.full} || ${terms.rest})` : terms.full;
  const hasQuery = terms.hasText || terms.rest !== null;
  return (text, whole = false) => {
    // Drop the marker characters from the data so that only ts_headline's markers remain.
    const clean = sql`translate(${text}, chr(57344) || chr(57345), '')`;
    if (!hasQuery) return sql<string>`left(${clean}, ${moreContext ? 400 : 160})`;
    return sql<string>`ts_headline('english', ${clean}, ${query}, ${headlineOptions(moreContext, whole)})`;
  };
}

function only(results: RankedResult[], type: RankedResult['type']) {
  return results.filter((result) => result.type === type);
}

/** Makes the highlighted snippets of one page of results (ts_headline on a few rows only). */
export async function loadSearchSnippets(
  db: Database,
  results: RankedResult[],
  terms: SearchMatchTerms,
  moreContext: boolean,
): Promise<Map<string, ResultSnippets>> {
  const headline = headlineBuilder(terms, moreContext);
  const snippets = new Map<string, ResultSnippets>();
  const put = (result: RankedResult, texts: (string | null)[], pageNumber = 0) =>
    snippets.set(snippetKey(result), {
      matchedText: [
        ...new Set(texts.filter((text): text is string => Boolean(text)).map(formatSnippet)),
      ],
      pageNumber,
    });
  const filings = only(results, 'filing');
  const objections = only(results, 'objection');
  const summaries = only(results, 'summary');
  const ratings = only(results, 'rating-factors');
  const [filingRows, objectionRows, summaryRows, ratingRows] = await Promise.all([
    filings.length === 0
      ? []
      : sql<{ tn: string; text: string; page_text: string | null }>`
      select x.tn, ${headline(sql`w.product_name || '. ' || w.description`)} as text,
        (select ${headline(sql`p.content`)} from document_pages p
          where p.serff_tracking_number = x.tn and p.page_number = x.page) as page_text
      from unnest(${filings.map((r) => r.serffTrackingNumber)}::text[], ${filings.map((r) => r.page)}::int[]) as x(tn, page)
      join whole_filings w on w.serff_tracking_number = x.tn`
          .execute(db.kysely)
          .then((r) => r.rows),
    objections.length === 0
      ? []
      : sql<{ id: number; text: string; reply: string | null }>`
      select o.id::int as id, ${headline(sql`o.content`)} as text,
        case when to_tsvector('english', coalesce(o.reply_content, '')) @@ ${terms.full}
          then ${headline(sql`o.reply_content`)} end as reply
      from objections o where o.id = any(${objections.map((r) => r.item)}::bigint[])`
          .execute(db.kysely)
          .then((r) => r.rows),
    summaries.length === 0
      ? []
      : sql<{ tn: string; item: number; text: string }>`
      select x.tn, x.item::int as item,
        ${headline(sql`coalesce(o.summary, w.summary, '')`, true)} as text
      from unnest(${summaries.map((r) => r.serffTrackingNumber)}::text[], ${summaries.map((r) => r.item)}::bigint[]) as x(tn, item)
      join whole_filings w on w.serff_tracking_number = x.tn
      left join objections o on o.id = x.item`
          .execute(db.kysely)
          .then((r) => r.rows),
    ratings.length === 0
      ? []
      : sql<{ tn: string; texts: string[] }>`
      select x.tn, array(
        select ${headline(sql`r.factor`, true)} || ' (' || coalesce(r.category, 'General') || ')'
        from rating_factors r where r.serff_tracking_number = x.tn
        order by (r.search_vector @@ ${terms.full}) desc, ts_rank_cd(r.search_vector, ${terms.full}) desc, r.id
        limit 3) as texts
      from unnest(${ratings.map((r) => r.serffTrackingNumber)}::text[]) as x(tn)`
          .execute(db.kysely)
          .then((r) => r.rows),
  ]);
  for (const result of filings) {
    const row = filingRows.find((r) => r.tn === result.serffTrackingNumber);
    const pageFirst = Boolean(row?.page_text) && result.pageScore > result.textScore;
    if (pageFirst) put(result, [row?.page_text ?? null, row?.text ?? null], result.page);
    else put(result, [row?.text ?? null, row?.page_text ?? null]);
  }
  for (const result of objections) {
    const row = objectionRows.find((r) => Number(r.id) === result.item);
    put(result, [row?.text ?? null, row?.reply ?? null]);
  }
  for (const result of summaries) {
    const row = summaryRows.find(
      (r) => r.tn === result.serffTrackingNumber && Number(r.item) === result.item,
    );
    put(result, [row?.text ?? null]);
  }
  for (const result of ratings) {
    put(result, ratingRows.find((r) => r.tn === result.serffTrackingNumber)?.texts ?? []);
  }
  return snippets;
}
