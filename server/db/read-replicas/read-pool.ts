import { z } from 'zod';
import type { Database } from '#server/db/create-database.ts';
import { caughtUpAt, keepRecentSamples, type PrimarySample } from './replica-lag.ts';
import { parseWalLsn, type WalLsn } from './wal-lsn.ts';

export type ReadPoolOptions = {
  /** A replica whose last known catch-up with the primary is older than this is skipped. */
  maxLagMs: number;
  /** How often the primary's and the replicas' WAL positions are read (default 1 s). */
  pollMs?: number;
  now?: () => number;
};

/** What the pool knows of one replica (logs, tests). */
export type ReplicaStatus = {
  index: number;
  up: boolean;
  replayed: WalLsn | undefined;
  lagMs: number | undefined;
  eligible: boolean;
};

/**
 * Reads spread over streaming replicas: round robin over the replicas that answer and are within
 * `maxLagMs` of the primary; none qualifying means the caller reads on the primary.
 */
export type ReadPool = {
  /** The lag bound the pool was made with. */
  maxLagMs: number;
  /** A replica that has replayed at least `minLsn` (a caller's last write), or undefined. */
  pick(minLsn?: WalLsn): Database | undefined;
  /** A replica that failed a call is skipped until a poll finds it answering again. */
  reportFailure(replica: Database): void;
  /** Reads every position now (it also runs every `pollMs`). */
  refresh(): Promise<void>;
  /** The primary's flushed WAL position: a write's read-your-writes marker. */
  primaryLsn(): Promise<WalLsn | undefined>;
  status(): ReplicaStatus[];
  /** Stops polling and closes the replicas' connections (not the primary's). */
  close(): Promise<void>;
};

type Replica = { db: Database; up: boolean; replayed?: WalLsn; caughtUpAt?: number };

const primaryRowSchema = z.object({ lsn: z.string() });
const replicaRowSchema = z.object({ recovering: z.boolean(), replayed: z.string().nullable() });
/** Primary samples older than this are dropped: a replica further behind is skipped anyway. */
const SAMPLE_WINDOW_FLOOR_MS = 60_000;

export function createReadPool(
  primary: Database,
  replicaDatabases: readonly Database[],
  options: ReadPoolOptions,
): ReadPool {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const replicas: Replica[] = replicaDatabases.map((db) => ({ db, up: false }));
  let samples: PrimarySample[] = [];
  let next = 0;
  let polling: Promise<void> | undefined;

  async function primaryLsn(): Promise<WalLsn | undefined> {
    const rows = await primary.query('select pg_current_wal_flush_lsn()::text as lsn');
    return parseWalLsn(primaryRowSchema.parse(rows[0]).lsn);
  }

  async function pollReplica(replica: Replica): Promise<void> {
    try {
      const rows = await replica.db.query(
        'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed',
      );
      const row = replicaRowSchema.parse(rows[0]);
      const replayed = parseWalLsn(row.replayed);
      // A promoted replica (no longer in recovery) is not a copy of this primary any more.
      replica.up = row.recovering && replayed !== undefined;
      if (replayed === undefined) return;
      replica.replayed = replayed;
      replica.caughtUpAt = caughtUpAt(samples, replayed, replica.caughtUpAt);
    } catch {
      replica.up = false;
    }
  }

  async function poll(): Promise<void> {
    const at = now();
    const lsn = await primaryLsn().catch(() => undefined);
    if (lsn !== undefined) samples.push({ at, lsn });
    samples = keepRecentSamples(samples, at, Math.max(SAMPLE_WINDOW_FLOOR_MS, options.maxLagMs));
    await Promise.all(replicas.map(pollReplica));
  }

  function refresh(): Promise<void> {
    polling ??= poll().finally(() => {
      polling = undefined;
    });
    return polling;
  }

  const lagOf = (replica: Replica) =>
    replica.caughtUpAt === undefined ? undefined : Math.max(0, now() - replica.caughtUpAt);
  const eligible = (replica: Replica) => {
    const lag = lagOf(replica);
    return replica.up && lag !== undefined && lag <= options.maxLagMs;
  };

  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  return {
    maxLagMs: options.maxLagMs,
    pick(minLsn) {
      for (let tried = 0; tried < replicas.length; tried++) {
        const replica = replicas[(next + tried) % replicas.length];
        if (!replica || !eligible(replica)) continue;
        if (minLsn !== undefined && (replica.replayed === undefined || replica.replayed < minLsn))
          continue;
        next = (next + tried + 1) % replicas.length;
        return replica.db;
      }
      return undefined;
    },
    reportFailure(db) {
      const replica = replicas.find((r) => r.db === db);
      if (replica) replica.up = false;
    },
    refresh,
    primaryLsn,
    status: () =>
      replicas.map((replica, index) => ({
        index,
        up: replica.up,
        replayed: replica.replayed,
        lagMs: lagOf(replica),
        eligible: eligible(replica),
      })),
    async close() {
      clearInterval(timer);
      await polling;
      await Promise.all(replicas.map((replica) => replica.db.close()));
    },
  };
}
