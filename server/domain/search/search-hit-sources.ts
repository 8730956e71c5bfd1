import { type RawBuilder, sql } from 'kysely';
import { API_LIMITS } from '#contract/api-limits.ts';
import { type PageScan, type ScanChoice, sourceScans } from './page-scan.ts';
import type { SearchMatchTerms } from './search-match-terms.ts';

/** Most candidate rows one branch of one source contributes (bounds the work of common words). */
export const CANDIDATES_PER_BRANCH = API_LIMITS.searchCandidatesPerSource;
/** Document pages: several pages of one filing often match. */
export const PAGE_CANDIDATES = API_LIMITS.searchPageCandidates;
/** Most filings a tracking number fragment finds. */
export const TRACKING_CANDIDATES = 100;

/**
 * The most rows a branch of the given kind reads ('text', 'name', 'tn', 'page-text', ...): a
 * branch that returned this many may have had more matches (its source's count is a lower bound).
 */
export function branchLimitOf(kind: string): number {
  if (kind.startsWith('page-')) return PAGE_CANDIDATES;
  return kind === 'tn' ? TRACKING_CANDIDATES : CANDIDATES_PER_BRANCH;
}

/** Weights of D, C, B, A: product names (A) above descriptions (B) above names (C) and page text (D). */
const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
const FLAT = sql.raw(`'{1, 1, 1, 1}'::float4[]`);

type Branch = RawBuilder<unknown>;

/** The text of a filing that whole_filings.search_vector indexes (for exact phrases). */
const FILING_TEXT = sql`concat_ws(' ', w.product_name, w.description, w.carrier, w.filing_company, w.filing_type)`;
type Filter = RawBuilder<boolean>;

const EMPTY = sql`select null::text as tn, ''::text as kind, 0::bigint as item, 0::float8 as score, 0::int as page, null::date as effective where false`;

function unionAll(branches: Branch[]): Branch {
  if (branches.length === 0) return EMPTY;
  return sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  );
}

/**
 * The tracking numbers of the filings by a matched (misspelt) carrier or company name, computed
 * once for every source (a common company can have tens of thousands of filings, and each source
 * used to gather them again). Written as one set from the carrier and company indexes: as
 * `carrier = any(...) or exists (...)` the planner could use neither index and scanned whole
 * filings (issue 11's plan-shape test).
 */
function nameFilings(terms: SearchMatchTerms): Branch {
  const { carriers, companies } = terms.names;
  return sql`name_filings as materialized (
    select n.serff_tracking_number as tn from whole_filings n where n.carrier = any(${carriers}::text[])
    union select f.serff_tracking_number from filings f where f.company = any(${companies}::text[])),`;
}

/** The condition of a filing by a matched name (the CTE `name_filings`). */
const NAME_CONDITION: Filter = sql<boolean>`w.serff_tracking_number in (select tn from name_filings)`;

/** Fragments are upper case (parse-search-query.ts); the trigram index is on upper() (migration 070). */
function trackingCondition(terms: SearchMatchTerms): Filter {
  const patterns = terms.trackingNumbers.map((fragment) => `%${fragment.toUpperCase()}%`);
  return sql<boolean>`upper(w.serff_tracking_number) like any(${patterns}::text[])`;
}

/** 10 for a whole tracking number (or its whole number part), 6 for a part of one. */
function trackingScore(terms: SearchMatchTerms): RawBuilder<number> {
  return sql<number>`case when w.serff_tracking_number = any(${terms.trackingNumbers}::text[])
    or split_part(w.serff_tracking_number, '-', 2) = any(${terms.trackingNumbers}::text[])
    then 10.0 else 6.0 end`;
}

/**
 * One source's branches: the full query on `vector`, the rest of the query on filings of a
 * misspelt name, the filings of a tracking number. `from` joins the source to `w`.
 */
function sourceBranches(
  terms: SearchMatchTerms,
  filter: Filter,
  spec: {
    from: Branch;
    vector: Branch;
    /** The text the vector indexes, for the exact check of quoted phrases. */
    text: Branch;
    /** The column of the text's pair keys (migration 270), when it has one. */
    pairs?: Branch;
    item: Branch;
    page?: Branch;
    weights: Branch;
    factor: number;
    limit: number;
  },
): Branch[] {
  const branches: Branch[] = [];
  const page = spec.page ?? sql`0`;
  // The document pages' index has its own configuration (see SearchMatchTerms.documentText).
  const { full, rest } = spec.page ? terms.documentText : terms;
  const head = (kind: string, score: Branch) =>
    sql`select w.serff_tracking_number as tn, ${sql.lit(spec.page ? `page-${kind}` : kind)}::text as kind, ${spec.item}::bigint as item, (${score})::float8 as score, ${page}::int as page, w.effective_date_new as effective from ${spec.from}`;
  // Quoted phrases are exact: the stemmed tsquery finds the candidates, the text must hold them.
  // With a pairs column (migration 270), a phrase's pair keys find the few rows worth checking;
  // a row not keyed yet (null: stored before the migration) is checked the old way.
  const phraseCheck = (pattern: string, keys: number[] | undefined) =>
    spec.pairs && keys && keys.length > 0
      ? sql`((${spec.pairs} @> ${keys}::int4[] or ${spec.pairs} is null) and ${spec.text} ~* ${pattern})`
      : sql`${spec.text} ~* ${pattern}`;
  const exact =
    terms.phrasePatterns.length === 0
      ? sql`true`
      : sql.join(
          terms.phrasePatterns.map(
            (group, g) =>
              sql`(${sql.join(
                group.map((pattern, i) => phraseCheck(pattern, terms.phrasePairKeys[g]?.[i])),
                sql` or `,
              )})`,
          ),
          sql` and `,
        );
  const rank = (query: Branch) =>
    sql`${sql.lit(spec.factor)} * ts_rank_cd(${spec.weights}, ${spec.vector}, ${query}, 32)`;
  if (terms.hasText) {
    branches.push(
      sql`${head('text', rank(full))} where ${spec.vector} @@ ${full} and ${exact} and ${filter} limit ${sql.lit(spec.limit)}`,
    );
  }
  if (terms.names.words.length > 0) {
    const bonus = sql.lit(Math.round(30 * terms.names.similarity) / 100);
    if (rest) {
      branches.push(
        sql`${head('name', sql`${rank(rest)} + ${bonus}`)} where ${spec.vector} @@ ${rest} and ${exact} and ${NAME_CONDITION} and ${filter} limit ${sql.lit(spec.limit)}`,
      );
    } else if (!spec.page) {
      branches.push(
        sql`${head('name', bonus)} where ${NAME_CONDITION} and ${filter} limit ${sql.lit(spec.limit)}`,
      );
    }
  }
  if (terms.trackingNumbers.length > 0 && !spec.page) {
    branches.push(
      sql`${head('tn', trackingScore(terms))} where ${trackingCondition(terms)} and ${filter} limit ${sql.lit(TRACKING_CANDIDATES)}`,
    );
  }
  return branches;
}

/**
 * A table read in its physical order (page-scan.ts, `in-table-order`): a TID range scan of the
 * whole table, planned alone (`offset 0`) so that the words are checked on each row it returns
 * and the branch's LIMIT stops it, rather than looked up in the full-text index first.
 */
function inTableOrder(table: Branch, alias: Branch): Branch {
  return sql`(select * from ${table} where ctid >= '(0,0)'::tid offset 0) ${alias}`;
}

/**
 * The document pages joined to their filings `w`, in the order `scan` reads them (page-scan.ts):
 * by word, the pages the full-text index finds, each joined to its filing; by filing, the
 * filtered filings, each with its pages by primary key (the lateral subquery is planned alone,
 * so the words are checked on those pages rather than looked up for the whole table).
 */
function pagesFrom(scan: PageScan): Branch {
  if (scan === 'in-table-order') {
    return sql`whole_filings w join ${inTableOrder(sql`document_pages`, sql`p`)} on w.serff_tracking_number = p.serff_tracking_number`;
  }
  if (scan === 'by-filing') {
    return sql`whole_filings w cross join lateral (select p.page_number, p.content, p.search_vector
      from document_pages p where p.serff_tracking_number = w.serff_tracking_number offset 0) p`;
  }
  return sql`document_pages p join whole_filings w on w.serff_tracking_number = p.serff_tracking_number`;
}

/**
 * The sources of hits, each a CTE: the filings' own text, their document pages (both filing
 * results), the objection letters, the summaries (filings' and letters'), the rating factors.
 */
export const HIT_SOURCES = [
  'filing_hits',
  'page_hits',
  'objection_hits',
  'summary_hits',
  'rating_hits',
] as const;
export type HitSource = (typeof HIT_SOURCES)[number];
/** Each source's CTE name, as SQL. */
const CTE_NAMES = Object.fromEntries(HIT_SOURCES.map((s) => [s, sql.raw(s)])) as Record<
  HitSource,
  RawBuilder<unknown>
>;

/**
 * Each source's branches (one union per source, columns tn, kind, item, score, page, effective)
 * and the CTE of the filings by a matched name (`name_filings as materialized (...),`; empty
 * without names), which every source reads.
 */
export function searchHitBranches(
  terms: SearchMatchTerms,
  filters: Filter,
  choice: ScanChoice = 'by-word',
): { names: Branch; sources: Record<HitSource, Branch> } {
  const scans = sourceScans(choice);
  const filter = terms.excluded
    ? sql<boolean>`${filters} and not (w.search_vector @@ ${terms.excluded})`
    : filters;
  // By filing (ADR 036 for the pages, ADR 042 for the filings' own text, summaries and letters,
  // each source as its own estimates choose): the filings the filters keep are read first (the
  // subquery is planned alone, on the filters' indexes), then each one's own text and letters,
  // which the words keep or drop; in table order (ADR 043, no filters, common words), the table
  // from its first row, each row's words checked, until the branch has its candidates; otherwise
  // the rows holding the words, found through their full-text index, each joined to its filing.
  // The rating factors are always read by word.
  const wholeBy = (scan: PageScan) => {
    if (scan === 'in-table-order') return inTableOrder(sql`whole_filings`, sql`w`);
    return scan === 'by-filing'
      ? sql`(select * from whole_filings w where ${filter} offset 0) w`
      : sql`whole_filings w`;
  };
  const objectionsBy = (scan: PageScan) => {
    if (scan === 'by-filing') {
      return sql`${wholeBy(scan)} cross join lateral (select o.* from objections o
          where o.serff_tracking_number = w.serff_tracking_number offset 0) o`;
    }
    if (scan === 'in-table-order') {
      return sql`whole_filings w join ${inTableOrder(sql`objections`, sql`o`)} on w.serff_tracking_number = o.serff_tracking_number`;
    }
    return sql`objections o join whole_filings w on w.serff_tracking_number = o.serff_tracking_number`;
  };
  const filings = sourceBranches(terms, filter, {
    from: wholeBy(scans.filings),
    vector: sql`w.search_vector`,
    text: FILING_TEXT,
    pairs: sql`w.phrase_pairs`,
    item: sql`0`,
    weights: WEIGHTS,
    factor: 1,
    limit: CANDIDATES_PER_BRANCH,
  });
  const pages = sourceBranches(terms, filter, {
    from: pagesFrom(scans.pages),
    vector: sql`p.search_vector`,
    text: sql`p.content`,
    item: sql`0`,
    page: sql`p.page_number`,
    weights: WEIGHTS,
    factor: 0.5,
    limit: PAGE_CANDIDATES,
  });
  const objections = sourceBranches(terms, filter, {
    from: objectionsBy(scans.letters),
    vector: sql`o.search_vector`,
    text: sql`concat_ws(' ', o.content, o.reply_content)`,
    pairs: sql`o.phrase_pairs`,
    item: sql`o.id`,
    weights: WEIGHTS,
    factor: 0.6,
    limit: CANDIDATES_PER_BRANCH,
  });
  const summaries = [
    ...sourceBranches(terms, sql<boolean>`${filter} and w.summary is not null`, {
      from: wholeBy(scans.summaries),
      vector: sql`to_tsvector('english', coalesce(w.summary, ''))`,
      text: sql`coalesce(w.summary, '')`,
      pairs: sql`w.summary_phrase_pairs`,
      item: sql`0`,
      weights: FLAT,
      factor: 0.7,
      limit: CANDIDATES_PER_BRANCH,
    }),
    ...sourceBranches(terms, sql<boolean>`${filter} and o.summary is not null`, {
      from: objectionsBy(scans.letterSummaries),
      vector: sql`to_tsvector('english', coalesce(o.summary, ''))`,
      text: sql`coalesce(o.summary, '')`,
      pairs: sql`o.summary_phrase_pairs`,
      item: sql`o.id`,
      weights: FLAT,
      factor: 0.7,
      limit: CANDIDATES_PER_BRANCH,
    }),
  ];
  const ratings = sourceBranches(terms, filter, {
    from: sql`rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number`,
    vector: sql`r.search_vector`,
    text: sql`concat_ws(' ', r.factor, r.category)`,
    item: sql`0`,
    weights: WEIGHTS,
    factor: 0.8,
    limit: CANDIDATES_PER_BRANCH,
  });
  return {
    names: terms.names.words.length > 0 ? nameFilings(terms) : sql``,
    sources: {
      filing_hits: unionAll(filings),
      page_hits: unionAll(pages),
      objection_hits: unionAll(objections),
      summary_hits: unionAll(summaries),
      rating_hits: unionAll(ratings),
    },
  };
}

/**
 * The CTEs of `sources` (by default all of HIT_SOURCES; columns tn, kind, item, score, page,
 * effective), after `name_filings` when names matched.
 */
export function searchHitSources(
  terms: SearchMatchTerms,
  filters: Filter,
  choice: ScanChoice = 'by-word',
  sources: readonly HitSource[] = HIT_SOURCES,
): Branch {
  const branches = searchHitBranches(terms, filters, choice);
  return sql`${branches.names} ${sql.join(
    sources.map((source) => sql`${CTE_NAMES[source]} as (${branches.sources[source]})`),
    sql`, `,
  )}`;
}

/**
 * The statement reading the candidates of `sources`: one row per candidate with its source, the
 * item as text (a bigint) and the effective date as text.
 */
export function searchHitRows(
  terms: SearchMatchTerms,
  filters: Filter,
  choice: ScanChoice,
  sources: readonly HitSource[],
): RawBuilder<Record<string, unknown>> {
  const rows = sources.map(
    (source) =>
      sql`select ${sql.lit(source)}::text as source, tn, kind, item::text as item, score, page,
        effective::text as effective from ${CTE_NAMES[source]}`,
  );
  return sql<Record<string, unknown>>`with ${searchHitSources(terms, filters, choice, sources)}
    ${sql.join(rows, sql` union all `)}`;
}
