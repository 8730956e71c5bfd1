import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '#server/db/create-database.ts';
import { isReplicaFailure, isReplicaUnreachable } from './is-replica-failure.ts';
import type { ReadPool } from './read-pool.ts';
import { formatWalLsn, type WalLsn } from './wal-lsn.ts';

/**
 * Which database each api call uses (ADR 028). Inside `runRead` `getDatabase()` answers the
 * replica picked for that call (one per call, so its statements share a replica), everywhere
 * else the primary.
 */
export type ReadRouting = {
  getDatabase(): Promise<Database>;
  /**
   * Runs a read-only call on a replica that has replayed `minLsn` (the caller's last write), or
   * on the primary when none qualifies. A call failing on its replica (unreachable, tried to
   * write, cancelled by replay) runs again on the primary, and an unreachable replica is skipped
   * until the pool sees it answer.
   */
  runRead<T>(minLsn: WalLsn | undefined, call: () => Promise<T>): Promise<T>;
  /** After a write: the primary's WAL position to hand the caller, when replicas serve reads. */
  writeMarker(): Promise<WriteMarker | undefined>;
};

export type ReadRoutingDeps = {
  getPrimary: () => Promise<Database>;
  /** Undefined when no replica is configured (then everything runs on the primary). */
  getReadPool: () => Promise<ReadPool | undefined>;
  /** Told when a call moves from its replica to the primary (for the log). */
  onFallback?: (error: unknown) => void;
};

/** A write's WAL position and how long the caller should send it back. */
export type WriteMarker = { lsn: string; maxAgeSeconds: number };

/** Past the lag bound every replica in use has the write; a minute of margin on top. */
const MARKER_MARGIN_SECONDS = 60;

type CallTarget = { replica: Database | undefined };

export function createReadRouting(deps: ReadRoutingDeps): ReadRouting {
  const calls = new AsyncLocalStorage<CallTarget>();
  const onPrimary: CallTarget = { replica: undefined };

  return {
    async getDatabase() {
      return calls.getStore()?.replica ?? deps.getPrimary();
    },

    async runRead(minLsn, call) {
      const pool = await deps.getReadPool();
      const replica = pool?.pick(minLsn);
      if (!pool || !replica) return calls.run(onPrimary, call);
      try {
        return await calls.run({ replica }, call);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        if (isReplicaUnreachable(error)) pool.reportFailure(replica);
        deps.onFallback?.(error);
        return calls.run(onPrimary, call);
      }
    },

    async writeMarker() {
      const pool = await deps.getReadPool();
      const lsn = await pool?.primaryLsn().catch(() => undefined);
      if (!pool || lsn === undefined) return undefined;
      const maxAgeSeconds = Math.ceil(pool.maxLagMs / 1000) + MARKER_MARGIN_SECONDS;
      return { lsn: formatWalLsn(lsn), maxAgeSeconds };
    },
  };
}
