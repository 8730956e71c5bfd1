import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { Assignments, ReviewerTable } from './analytics-store.ts';
import { collationRanks } from './collation-ranks.ts';
import { growableColumn } from './growable-column.ts';
import { groupRows } from './postings.ts';
import { readInBatches } from './read-in-batches.ts';
import type { StringDictionary } from './string-dictionary.ts';
import { filingIndexOf, type TrackingNumberIndex } from './tracking-number-index.ts';

type ReviewerRow = { id: number; name: string; state: string };
type AssignmentRow = { tn: string; reviewer_id: number; is_primary: boolean };

const REVIEWERS_QUERY = sql<ReviewerRow>`select r.id, r.name, r.state from reviewers r`;
const ASSIGNMENTS_QUERY = sql<AssignmentRow>`select fr.serff_tracking_number as tn,
    fr.reviewer_id, fr.role = 'primary' as is_primary
  from filing_reviewers fr`;

/** Ranks of each value among the distinct values, in the database's collation. */
async function ranksOf(tx: Database, values: readonly string[]): Promise<Uint32Array> {
  const distinct = [...new Set(values)];
  const rank = await collationRanks(tx, distinct);
  const byValue = new Map(distinct.map((v, k) => [v, rank[k] ?? 0]));
  return Uint32Array.from(values, (v) => byValue.get(v) ?? 0);
}

/**
 * Reads the reviewers and their assignments (in `tx`, the store's snapshot): assignments grouped
 * by whole filing, reviewers with their names' and states' order in the database's collation.
 */
export async function loadReviewers(
  tx: Database,
  filingCount: number,
  trackingNumbers: TrackingNumberIndex,
  states: StringDictionary,
): Promise<{ reviewers: ReviewerTable; assignments: Assignments }> {
  const rows: ReviewerRow[] = [];
  await readInBatches(tx, REVIEWERS_QUERY, (batch) => {
    for (const r of batch) rows.push(r);
  });
  const indexOfId = new Map(rows.map((r, k) => [r.id, k]));
  const name = rows.map((r) => r.name);
  const state = rows.map((r) => r.state);
  const reviewers: ReviewerTable = {
    count: rows.length,
    id: Int32Array.from(rows, (r) => r.id),
    name,
    state,
    nameRank: await ranksOf(tx, name),
    stateRank: await ranksOf(tx, state),
    filingState: Int32Array.from(state, (s) => states.codeOf.get(s) ?? -1),
  };
  const size = 1 << 14;
  const filing = growableColumn(Uint32Array, size);
  const reviewer = growableColumn(Uint32Array, size);
  const primary = growableColumn(Uint8Array, size);
  await readInBatches(tx, ASSIGNMENTS_QUERY, (batch) => {
    for (const r of batch) {
      const f = filingIndexOf(trackingNumbers, r.tn);
      const k = indexOfId.get(r.reviewer_id);
      if (f < 0 || k === undefined) throw new Error(`assignment of unknown filing or reviewer`);
      filing.push(f);
      reviewer.push(k);
      primary.push(r.is_primary ? 1 : 0);
    }
  });
  const reviewerColumn = reviewer.finish();
  const primaryColumn = primary.finish();
  const grouped = groupRows(filing.finish(), filingCount, reviewerColumn);
  return {
    reviewers,
    assignments: {
      start: grouped.start,
      reviewer: grouped.filing,
      primary: Uint8Array.from(grouped.order, (at) => primaryColumn[at] ?? 0),
    },
  };
}
