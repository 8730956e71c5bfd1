import type { FactorRevision } from '#gen/ratefiling/v1/filing_service_pb.ts';

/** One level of a factor across revisions: its relativity after each (null: not in that table). */
export type FactorHistoryRow = { level: string; base: boolean; relativities: (number | null)[] };

/**
 * The levels of a factor's successive tables as rows, in the order they first appear, with the
 * relativity each revision gave them (null where a revision's table has no such level).
 */
export function factorHistoryRows(revisions: readonly FactorRevision[]): FactorHistoryRow[] {
  const rows = new Map<string, FactorHistoryRow>();
  revisions.forEach((revision, k) => {
    for (const level of revision.levels) {
      const row = rows.get(level.level) ?? {
        level: level.level,
        base: false,
        relativities: revisions.map(() => null),
      };
      row.relativities[k] = level.relativityAfter;
      row.base ||= level.base;
      rows.set(level.level, row);
    }
  });
  return [...rows.values()];
}
