import type { SearchHitRow } from './collect-search-hits.ts';
import type { HitSource } from './search-hit-sources.ts';
import type { SearchIndex, SearchResultType } from './search-request-schema.ts';

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

/** One result (a filing, a letter, a summary, a filing's rating factors) with its score. */
export type MergedResult = {
  type: SearchResultType;
  tn: string;
  /** Objection id (objection, summary of an objection); 0 otherwise. */
  item: number;
  /** The sum over the ways it matched of the best score of each way. */
  score: number;
  effective: string | null;
  /** Best matching document page (filings); 0 for none. */
  page: number;
  pageScore: number;
  textScore: number;
};

export type MergedHits = { results: MergedResult[]; counts: IndexCounts; capped: IndexCapped };

const TYPE_OF_SOURCE: Record<HitSource, SearchResultType> = {
  filing_hits: 'filing',
  page_hits: 'filing',
  objection_hits: 'objection',
  summary_hits: 'summary',
  rating_hits: 'rating-factors',
};

const INDEX_OF_TYPE: Record<SearchResultType, Exclude<SearchIndex, 'all'>> = {
  filing: 'filings',
  objection: 'objections',
  summary: 'summaries',
  'rating-factors': 'rating-factors',
};

/** Filings carry no item; letters and objection summaries their objection id. */
const itemOf = (hit: SearchHitRow) =>
  TYPE_OF_SOURCE[hit.source] === 'filing' ? 0 : Number(hit.item);

/** The later of two ISO dates (null below any date). */
const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * Merges the candidates of every source into results (search-hit-sources.ts): per result and way
 * of matching (`kind`) the best candidate (highest score, then lowest page), summed over the ways;
 * the best page is the page of the best page candidate. `branchLimitOf(kind)` is the most rows a
 * branch reads: a branch that returned as many makes its index's count a lower bound. The counts
 * are of all results; `results` is every result, unordered.
 */
export function mergeSearchHits(
  hits: readonly SearchHitRow[],
  branchLimitOf: (kind: string) => number,
): MergedHits {
  const best = new Map<string, SearchHitRow & { type: SearchResultType; itemId: number }>();
  const branchSizes = new Map<string, { type: SearchResultType; kind: string; n: number }>();
  for (const hit of hits) {
    const type = TYPE_OF_SOURCE[hit.source];
    const itemId = itemOf(hit);
    // Summaries come from two branches of one kind: filings' (item 0) and letters' summaries.
    const branch = `${type}\u0000${hit.kind}\u0000${type === 'summary' && itemId > 0}`;
    const size = branchSizes.get(branch) ?? { type, kind: hit.kind, n: 0 };
    size.n += 1;
    branchSizes.set(branch, size);
    const key = `${type}\u0000${hit.tn}\u0000${itemId}\u0000${hit.kind}`;
    const current = best.get(key);
    if (
      !current ||
      hit.score > current.score ||
      (hit.score === current.score && hit.page < current.page)
    )
      best.set(key, { ...hit, type, itemId });
  }
  const results = new Map<string, MergedResult>();
  for (const hit of best.values()) {
    const key = `${hit.type}\u0000${hit.tn}\u0000${hit.itemId}`;
    const result = results.get(key) ?? {
      type: hit.type,
      tn: hit.tn,
      item: hit.itemId,
      score: 0,
      effective: null,
      page: 0,
      pageScore: 0,
      textScore: 0,
    };
    result.score += hit.score;
    result.effective = later(result.effective, hit.effective);
    // The best page candidate gives the page and the page score (the highest, then the lowest page).
    if (hit.page > 0) {
      if (
        result.page === 0 ||
        hit.score > result.pageScore ||
        (hit.score === result.pageScore && hit.page < result.page)
      ) {
        result.page = hit.page;
        result.pageScore = hit.score;
      }
    } else result.textScore = Math.max(result.textScore, hit.score);
    results.set(key, result);
  }
  const counts: IndexCounts = { filings: 0, objections: 0, summaries: 0, 'rating-factors': 0 };
  const merged = [...results.values()];
  for (const result of merged) counts[INDEX_OF_TYPE[result.type]] += 1;
  const capped: IndexCapped = { ...NOT_CAPPED };
  for (const { type, kind, n } of branchSizes.values())
    if (n >= branchLimitOf(kind)) capped[INDEX_OF_TYPE[type]] = true;
  return { results: merged, counts, capped };
}

const isRecent = (r: MergedResult, promoteRecent: boolean, from: string, today: string) =>
  promoteRecent &&
  r.type === 'filing' &&
  r.effective !== null &&
  r.effective >= from &&
  r.effective <= today;

/** Compares by byte order (the tracking numbers and types are ASCII). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The results in the order of the results page: recent filings first when asked (effective in the
 * 90 days up to `today`), then by score, ties broken by recency (no date last), then by tracking
 * number (descending), type and item.
 */
export function orderSearchResults(
  results: readonly MergedResult[],
  options: { promoteRecent: boolean; today: string },
): MergedResult[] {
  const from = new Date(`${options.today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 90);
  const since = from.toISOString().slice(0, 10);
  const recent = (r: MergedResult) => isRecent(r, options.promoteRecent, since, options.today);
  return [...results].sort(
    (a, b) =>
      Number(recent(b)) - Number(recent(a)) ||
      b.score - a.score ||
      (a.effective === b.effective
        ? 0
        : a.effective === null
          ? 1
          : b.effective === null
            ? -1
            : byText(b.effective, a.effective)) ||
      byText(b.tn, a.tn) ||
      byText(a.type, b.type) ||
      a.item - b.item,
  );
}
