import {
  type RankedEntry,
  type RankedRow,
  type TopListQuery,
  toRankedEntries,
} from '#server/domain/analytics/ranking.ts';
import type { RankingAccumulator } from './ranking-accumulator.ts';

/** An entry with its ties broken as the SQL's ORDER BY does: by name, then by `then`. */
export type Candidate = { e: number; nameRank: number; thenRank?: number };

/**
 * A top list from accumulated entries, as ranking.ts's SQL orders it: entries with at least the
 * minimum of filings, by the metric (missing values last) in the query's direction, then by name
 * (and context for reviewers) in the database's collation, the first `limit`.
 */
export function rankEntries(
  accumulator: RankingAccumulator,
  candidates: readonly Candidate[],
  query: TopListQuery,
  rowOf: (e: number) => RankedRow,
): RankedEntry[] {
  const sign = query.ascending ? 1 : -1;
  const rows = candidates
    .filter((c) => (accumulator.total[c.e] ?? 0) >= query.minFilings)
    .map((c) => ({ c, row: rowOf(c.e) }));
  rows.sort((a, b) => {
    const x = a.row[query.metric];
    const y = b.row[query.metric];
    if (x !== y) {
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return sign * (x < y ? -1 : 1);
    }
    return a.c.nameRank - b.c.nameRank || (a.c.thenRank ?? 0) - (b.c.thenRank ?? 0);
  });
  return toRankedEntries(
    rows.slice(0, query.limit).map((r) => r.row),
    query.metric,
  );
}
