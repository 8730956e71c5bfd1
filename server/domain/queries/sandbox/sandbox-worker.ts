/**
 * A custom-query sandbox (worker thread): its own in-memory PGlite holding a copy of the query
 * views, so a runaway query burns this thread only and the api thread can terminate it.
 * Messages: sandbox-messages.ts. Started by query-sandbox.ts.
 */
import { parentPort } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { createDatabase } from '#server/db/create-database.ts';
import { openPglite } from '#server/db/open-pglite.ts';
import { createPgliteDialect } from '#server/db/pglite-dialect.ts';
import type { DB } from '#server/db/schema.ts';
import { runCustomQuery } from '#server/domain/queries/run-custom-query.ts';
import { loadQueryViews } from './query-view-snapshot.ts';
import { type FromWorker, toWorkerSchema } from './sandbox-messages.ts';

const port = parentPort;
if (!port) throw new Error('sandbox-worker.ts runs as a worker thread');

const pglite = await openPglite({});
const db = createDatabase(new Kysely<DB>({ dialect: createPgliteDialect(pglite) }), 'pglite');

function send(message: FromWorker): void {
  port?.postMessage(message);
}

port.on('message', async (raw: unknown) => {
  try {
    // Parsed inside the try: a malformed message is answered "failed", the worker lives on.
    const message = toWorkerSchema.parse(raw);
    if (message.type === 'load') {
      const started = performance.now();
      await loadQueryViews(db, message.views);
      send({ type: 'loaded', ms: Math.round(performance.now() - started) });
      return;
    }
    const result = await runCustomQuery(db, message.sql, {
      timeoutMs: message.timeoutMs,
      maxRows: message.maxRows,
      maxBytes: message.maxBytes,
    });
    send({ type: 'result', id: message.id, result });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
