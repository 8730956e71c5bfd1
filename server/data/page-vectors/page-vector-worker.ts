/**
 * Worker thread of a PGlite seed: computes the document pages' search vectors in its own
 * in-memory PGlite (the same build and configuration as the database) while the main thread
 * inserts. Messages: { id, texts } in, { id, vectors } or { id, error } out, in order.
 */
import { parentPort } from 'node:worker_threads';
import { openPglite } from '#server/db/open-pglite.ts';
import { DOCUMENT_TEXT_CONFIG_SQL } from './document-text-config.ts';
import { type VectorRequest, vectorRequestSchema } from './vector-messages.ts';

const port = parentPort;
if (!port) throw new Error('page-vector-worker runs as a worker thread');

const ready = (async () => {
  const db = await openPglite({});
  for (const statement of DOCUMENT_TEXT_CONFIG_SQL) await db.exec(statement);
  return db;
})();

async function vectorsOf(request: VectorRequest): Promise<string[]> {
  const db = await ready;
  const { rows } = await db.query<{ v: string }>(
    `select to_tsvector('document_english', t)::text as v
     from json_array_elements_text($1::json) with ordinality as x(t, n) order by n`,
    [JSON.stringify(request.texts)],
  );
  return rows.map((row) => row.v);
}

let queue: Promise<void> = Promise.resolve();
port.on('message', (message: unknown) => {
  const request = vectorRequestSchema.parse(message);
  queue = queue.then(async () => {
    try {
      port.postMessage({ id: request.id, vectors: await vectorsOf(request) });
    } catch (error) {
      port.postMessage({ id: request.id, error: String(error) });
    }
  });
});
