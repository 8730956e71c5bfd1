import type { Database } from '#server/db/connection.ts';
import { QueryBusyError } from './query-busy-error.ts';
import type { QueryRunResult } from './query-result.ts';
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_ROWS,
  DEFAULT_TIMEOUT_MS,
  runCustomQuery,
} from './run-custom-query.ts';
import { createQuerySandbox, type QuerySandbox } from './sandbox/query-sandbox.ts';

export type CustomQueryLimits = {
  /** Wall-clock bound of one query's run, and of its wait for a turn (default 5 s each). */
  timeoutMs: number;
  /** Custom queries one user may have running at once (default 2). */
  perUser: number;
  /** Server connections custom queries may hold at once in this process (default 3 of 10). */
  connections: number;
};

export const DEFAULT_CUSTOM_QUERY_LIMITS: CustomQueryLimits = {
  timeoutMs: DEFAULT_TIMEOUT_MS,
  perUser: 2,
  connections: 3,
};

export type CustomQueryRunner = {
  /** Runs `sql` for `userId`; throws QueryBusyError when the user or the process is at its limit. */
  run(userId: string, sql: string): Promise<QueryRunResult>;
  /** Readies the embedded database's sandbox (a no-op on a server). */
  prepare(): Promise<void>;
  close(): Promise<void>;
};

/** A counting semaphore whose waiters give up at a deadline. */
function createSemaphore(size: number) {
  let free = size;
  const waiters: Array<() => void> = [];
  return {
    async acquire(deadline: number): Promise<boolean> {
      if (free > 0) {
        free--;
        return true;
      }
      return new Promise<boolean>((settle) => {
        const wake = () => {
          clearTimeout(timer);
          settle(true);
        };
        const timer = setTimeout(
          () => {
            const at = waiters.indexOf(wake);
            if (at >= 0) waiters.splice(at, 1);
            settle(false);
          },
          Math.max(0, deadline - performance.now()),
        );
        waiters.push(wake);
      });
    },
    release(): void {
      const next = waiters.shift();
      if (next) next();
      else free++;
    },
  };
}

/**
 * Where custom queries run, so that none can hold the rest of the product: on the embedded
 * database in a worker-thread sandbox stopped at the deadline; on a server over at most
 * `connections` pooled connections under statement_timeout. Each user has at most `perUser`
 * queries running (ADR 009).
 */
export function createCustomQueryRunner(
  getDatabase: () => Promise<Database>,
  limits: CustomQueryLimits = DEFAULT_CUSTOM_QUERY_LIMITS,
): CustomQueryRunner {
  const running = new Map<string, number>();
  const connections = createSemaphore(limits.connections);
  let sandbox: QuerySandbox | undefined;

  async function sandboxFor(db: Database): Promise<QuerySandbox | undefined> {
    if (db.mode !== 'pglite') return undefined;
    sandbox ??= createQuerySandbox(getDatabase);
    return sandbox;
  }

  async function runOnServer(db: Database, sql: string, deadline: number) {
    if (!(await connections.acquire(deadline))) {
      throw new QueryBusyError('Too many custom queries are running; try again in a moment');
    }
    try {
      const timeoutMs = Math.max(1, Math.round(deadline - performance.now()));
      return await runCustomQuery(db, sql, { timeoutMs });
    } finally {
      connections.release();
    }
  }

  return {
    async run(userId, sql) {
      const mine = running.get(userId) ?? 0;
      if (mine >= limits.perUser) {
        throw new QueryBusyError(
          `You already have ${mine} custom queries running; wait for one to finish`,
        );
      }
      running.set(userId, mine + 1);
      try {
        const db = await getDatabase();
        const inSandbox = await sandboxFor(db);
        if (!inSandbox) return await runOnServer(db, sql, performance.now() + limits.timeoutMs);
        return await inSandbox.run(sql, {
          timeoutMs: limits.timeoutMs,
          maxRows: DEFAULT_MAX_ROWS,
          maxBytes: DEFAULT_MAX_BYTES,
        });
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      }
    },
    async prepare() {
      const inSandbox = await sandboxFor(await getDatabase());
      await inSandbox?.prepare();
    },
    async close() {
      await sandbox?.close();
    },
  };
}
