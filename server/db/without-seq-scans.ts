import type { Database } from './connection.ts';

/**
 * Runs `fn` in a transaction whose planner avoids sequential scans (`set local enable_seqscan =
 * off`): for statements that end in a LIMIT or count many rows, where the planner's estimate
 * favours reading the whole table and the index is the plan wanted (issue 11's plan-shape test).
 * Called inside a transaction, it joins it and leaves that transaction's settings alone.
 */
export function withoutSeqScans<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!db.inTransaction) await tx.query('set local enable_seqscan = off');
    return fn(tx);
  });
}
