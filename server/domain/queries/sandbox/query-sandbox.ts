import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database } from '#server/db/connection.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { QueryBusyError } from '#server/domain/queries/query-busy-error.ts';
import { failedResult, type QueryRunResult } from '#server/domain/queries/query-result.ts';
import { exportQueryViews, type QueryViewSnapshot } from './query-view-snapshot.ts';
import { type FromWorker, fromWorkerSchema, type ToWorker } from './sandbox-messages.ts';

export type SandboxRunOptions = {
  /** How long the query may wait for its turn, and then how long it may run. */
  timeoutMs: number;
  maxRows: number;
  maxBytes: number;
};

export type QuerySandbox = {
  /** Runs one checked custom query in the worker; stops the worker at the deadline. */
  run(sql: string, options: SandboxRunOptions): Promise<QueryRunResult>;
  /** Copies the current data into a worker ahead of the first query (start-up, data change). */
  prepare(): Promise<void>;
  close(): Promise<void>;
};

/** The worker's JavaScript heap (its PGlite's memory is counted apart). */
const WORKER_HEAP_MB = 1024;
/** How long a query waits for a worker to copy the latest data (start-up, after a data change). */
export const SANDBOX_LOAD_TIMEOUT_MS = 120_000;

/** Where the worker's module is: beside this one, or in the source tree once bundled. */
export function findSandboxWorker(): URL {
  const beside = new URL('./sandbox-worker.ts', import.meta.url);
  if (beside.protocol === 'file:' && existsSync(fileURLToPath(beside))) return beside;
  const inSource = resolve(process.cwd(), 'server/domain/queries/sandbox/sandbox-worker.ts');
  if (existsSync(inSource)) return new URL(`file://${inSource}`);
  throw new Error(
    `The custom-query sandbox worker was not found (tried ${beside.href}, ${inSource})`,
  );
}

type Slot = {
  worker: Worker;
  version: string;
  data: QueryViewSnapshot;
  /** Resolves when the worker holds the data; rejects when it could not load it. */
  loaded: Promise<void>;
  pending: Map<number, (message: FromWorker | Error) => void>;
};

/** A promise that settles with the worker's answer, or undefined at the deadline. */
function within<T>(promise: Promise<T>, deadline: number): Promise<T | undefined> {
  const wait = Math.max(0, deadline - performance.now());
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(undefined), wait);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The embedded database (PGlite) runs one statement at a time on the api's thread and cannot be
 * interrupted: a custom query there would hold every other user until it ends. Custom queries
 * run instead in a worker thread with its own PGlite and a copy of the query views at the
 * current data version; the api thread terminates the worker at the deadline and starts another
 * (ADR 009).
 */
export function createQuerySandbox(getDatabase: () => Promise<Database>): QuerySandbox {
  const workerUrl = findSandboxWorker();
  let snapshot: Promise<QueryViewSnapshot> | undefined;
  let slot: Slot | undefined;
  /** A second worker with the same data, ready to take over when `slot` is stopped. */
  let spare: Slot | undefined;
  let nextId = 1;
  /** The worker runs one query at a time: callers queue here. */
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const snapshotOf = (from: Slot): QueryViewSnapshot => from.data;

  const currentVersion = async () => queryDataVersion(await getDatabase());

  function startWorker(data: QueryViewSnapshot): Slot {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const pending = new Map<number, (message: FromWorker | Error) => void>();
    let onLoaded: (message: FromWorker | Error) => void = () => undefined;
    const loaded = new Promise<void>((resolveLoaded, rejectLoaded) => {
      onLoaded = (message) => {
        if (message instanceof Error) rejectLoaded(message);
        else if (message.type === 'loaded') resolveLoaded();
        else rejectLoaded(new Error(message.type === 'failed' ? message.message : 'unexpected'));
      };
    });
    loaded.catch(() => undefined);
    worker.on('message', (raw: unknown) => {
      const message = fromWorkerSchema.parse(raw);
      if (message.type === 'result') {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      } else if (message.type === 'loaded' || pending.size === 0) onLoaded(message);
      else for (const [, settle] of pending) settle(message);
    });
    const fail = (error: Error) => {
      onLoaded(error);
      for (const [, settle] of pending) settle(error);
      pending.clear();
      if (slot?.worker === worker) slot = undefined;
      if (spare?.worker === worker) spare = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The query sandbox stopped')));
    const message: ToWorker = { type: 'load', views: data.views };
    worker.postMessage(message);
    return { worker, version: data.version, data, loaded, pending };
  }

  /** The worker for the current data version, started (and the data copied) when needed. */
  async function ensureSlot(): Promise<Slot> {
    const version = await currentVersion();
    if (slot && slot.version === version) return slot;
    if (!slot && spare && spare.version === version) {
      // The active worker was stopped: its spare takes over and another spare starts.
      const next = spare;
      slot = next;
      spare = undefined;
      void next.loaded.then(
        () => {
          if (slot === next && !spare && !closed) spare = startWorker(snapshotOf(next));
        },
        () => undefined,
      );
      return next;
    }
    let data = snapshot ? await snapshot : undefined;
    if (!data || data.version !== version) {
      snapshot = getDatabase().then((db) => exportQueryViews(db));
      snapshot.catch(() => {
        snapshot = undefined;
      });
      data = await snapshot;
    }
    if (slot && slot.version === data.version) return slot;
    const old = [slot, spare];
    if (spare && spare.version === data.version) {
      slot = spare;
      old[1] = undefined;
    } else slot = startWorker(data);
    spare = undefined;
    for (const stale of old) if (stale) void stale.worker.terminate();
    // The spare starts once the active worker holds the data, so the two never load at once.
    const active = slot;
    void active.loaded.then(
      () => {
        if (slot === active && !spare && !closed) spare = startWorker(data);
      },
      () => undefined,
    );
    return slot;
  }

  async function runIn(
    current: Slot,
    sql: string,
    options: SandboxRunOptions & { deadline: number },
  ) {
    const started = performance.now();
    const id = nextId++;
    const answer = new Promise<FromWorker | Error>((settle) => current.pending.set(id, settle));
    const message: ToWorker = {
      type: 'run',
      id,
      sql,
      timeoutMs: Math.max(1, Math.round(options.deadline - started)),
      maxRows: options.maxRows,
      maxBytes: options.maxBytes,
    };
    current.worker.postMessage(message);
    const settled = await within(answer, options.deadline);
    if (settled === undefined) {
      current.pending.delete(id);
      if (slot === current) slot = undefined;
      void current.worker.terminate();
      // Start the next worker now, so the next query does not wait for it.
      void ensureSlot().catch(() => undefined);
      return failedResult(
        `The query was stopped: it did not finish within ${Math.round((options.deadline - started) / 1000)} s; add filters or aggregate`,
        0,
        started,
      );
    }
    if (settled instanceof Error) {
      return failedResult(
        'The query was stopped: it needed more memory than a custom query may use',
        0,
        started,
      );
    }
    if (settled.type !== 'result')
      return failedResult(
        settled.type === 'failed' ? settled.message : 'The query failed',
        0,
        started,
      );
    return settled.result;
  }

  return {
    async run(sql, options) {
      if (closed) throw new Error('The query sandbox is closed');
      const previous = queue;
      let release: () => void = () => undefined;
      queue = new Promise<void>((resolveTurn) => {
        release = resolveTurn;
      });
      try {
        const turn = await within(
          previous.then(() => true),
          performance.now() + options.timeoutMs,
        );
        if (!turn)
          throw new QueryBusyError('Other custom queries are running; try again in a moment');
        const current = await ensureSlot();
        const ready = await within(
          current.loaded.then(() => true),
          performance.now() + SANDBOX_LOAD_TIMEOUT_MS,
        );
        if (!ready) {
          throw new QueryBusyError(
            'The query tool is still loading the latest data; try again in a minute',
          );
        }
        const deadline = performance.now() + options.timeoutMs;
        return await runIn(current, sql, { ...options, deadline });
      } finally {
        // The next caller may go once this one is done, whether it ran or gave up.
        void previous.then(release, release);
      }
    },
    async prepare() {
      const current = await ensureSlot();
      await current.loaded;
    },
    async close() {
      closed = true;
      const stopping = [slot, spare];
      slot = undefined;
      spare = undefined;
      await Promise.all(stopping.map((s) => s?.worker.terminate()));
    },
  };
}
