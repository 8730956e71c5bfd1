import cluster, { type Worker } from 'node:cluster';
import { getServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';
import { prepareDatabase } from '#server/startup/prepare-database.ts';

/** A worker dying this soon after its start counts as a crash loop: the next fork waits. */
const QUICK_EXIT_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * With WEB_CONCURRENCY > 1, this process becomes the cluster's primary (ADR 028): it migrates and
 * seeds the database once, then forks that many copies of itself, which serve PORT together
 * (Node's cluster module shares the listening socket, connections go round robin), and replaces
 * any that dies. Returns true there, so the caller serves nothing itself; false in a worker or
 * without a cluster, where the caller goes on as a single process. Nothing a request needs lives
 * in one process only: sessions, caches' versions, signing keys, job queue and stored results are
 * in the database or derived from AUTH_SECRET (docs/decisions/028-read-replicas.md).
 */
export async function superviseWorkers(): Promise<boolean> {
  const env = getServerEnv();
  const count = env.WEB_CONCURRENCY;
  if (count <= 1 || !cluster.isPrimary) return false;
  if (!env.DATABASE_URL) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
  }
  await prepareDatabase(env);
  // The workers open their own pools; the primary serves nothing and lets its connections go.
  await (await getDatabase()).close();
  let stopping = false;
  let restartDelay = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    restartDelay =
      lived < QUICK_EXIT_MS ? Math.min(MAX_RESTART_DELAY_MS, restartDelay * 2 || 500) : 0;
    console.error(
      `worker ${worker.id} exited (${signal ?? code}); starting another in ${restartDelay} ms`,
    );
    setTimeout(fork, restartDelay);
  });
  for (let i = 0; i < count; i++) fork();
  console.log(`${count} app processes serve port ${env.PORT} (WEB_CONCURRENCY)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of startedAt.keys()) worker.process.kill(signal);
      const exitWhenDone = () => startedAt.size === 0 && process.exit(0);
      cluster.on('exit', exitWhenDone);
      exitWhenDone();
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
  return true;
}
