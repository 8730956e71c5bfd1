import type { Kysely } from 'kysely';
import { createDatabase, type Database } from '#server/db/create-database.ts';
import type { DB } from '#server/db/schema.ts';

function bindConnection(kysely: Kysely<DB>, db: Database): Database {
  const handle = createDatabase(kysely, db.mode);
  handle.close = () =>
    Promise.reject(new Error('a bound connection is released by withConnections'));
  return handle;
}

/**
 * Runs `fn` with `count` handles of a server database, each bound to its own pooled connection
 * (every statement on one handle runs on that connection, outside any transaction unless it opens
 * one). The connections go back to the pool when `fn` settles. The pool must have room for them.
 */
export async function withConnections<T>(
  db: Database,
  count: number,
  fn: (connections: Database[]) => Promise<T>,
): Promise<T> {
  const acquire = (held: Database[]): Promise<T> =>
    held.length >= count
      ? fn(held)
      : db.kysely.connection().execute((kysely) => acquire([...held, bindConnection(kysely, db)]));
  return acquire([]);
}

/**
 * Works through `items` with one worker per connection, each taking the next item when it is
 * free. On a failure the other workers finish their current item, take no more, and the first
 * error is thrown once all have stopped (so no connection is released with a statement running).
 */
export async function runOnConnections<I>(
  connections: readonly Database[],
  items: AsyncIterator<I> | Iterator<I>,
  work: (connection: Database, item: I) => Promise<void>,
): Promise<void> {
  let failed = false;
  const worker = async (connection: Database): Promise<void> => {
    try {
      while (!failed) {
        const next = await items.next();
        if (next.done) return;
        await work(connection, next.value);
      }
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const results = await Promise.allSettled(connections.map(worker));
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
}
