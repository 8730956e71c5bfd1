import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * The query id that asks for a script's rows of every statement and a rollback on failure (see
 * PgliteConnection#executeScript); other queries keep the last result's rows.
 */
export const SCRIPT_ROWS_QUERY_ID = 'pglite-script-rows';

/**
 * The query id of a binary COPY through PGlite's `/dev/blob` (server/db/pglite-copy.ts): `COPY ...
 * TO '/dev/blob'` answers one row `{ data, rows }`; `COPY ... FROM '/dev/blob'` takes its data as
 * the one parameter (a Uint8Array). It waits its turn on the one session like any other query.
 */
export const COPY_BLOB_QUERY_ID = 'pglite-copy-blob';

/** A FIFO lock: PGlite has one session, so a Kysely "connection" must be held exclusively. */
function createMutex(): { lock(): Promise<() => void> } {
  let tail: Promise<void> = Promise.resolve();
  return {
    lock() {
      let release: () => void = () => {};
      const next = new Promise<void>((resolve) => {
        release = resolve;
      });
      const acquired = tail.then(() => release);
      tail = tail.then(() => next);
      return acquired;
    },
  };
}

function toQueryResult<R>(result: Results<R> | undefined): QueryResult<R> {
  if (!result) return { rows: [] };
  const affected = result.affectedRows;
  return {
    rows: result.rows,
    ...(affected !== undefined && result.fields.length === 0
      ? { numAffectedRows: BigInt(affected) }
      : {}),
  };
}

class PgliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (compiledQuery.queryId?.queryId === SCRIPT_ROWS_QUERY_ID) {
      return this.#executeScript<R>(compiledQuery);
    }
    if (compiledQuery.queryId?.queryId === COPY_BLOB_QUERY_ID) {
      return this.#executeCopy<R>(compiledQuery);
    }
    if (compiledQuery.parameters.length === 0) {
      // Simple protocol: allows scripts of several statements (migrations); the last result wins.
      const results = await this.#pglite.exec(compiledQuery.sql);
      const withRows = results.filter((r) => r.fields.length > 0);
      return toQueryResult((withRows.at(-1) ?? results.at(-1)) as Results<R> | undefined);
    }
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return toQueryResult(result);
  }

  /**
   * A job library's statement (server/jobs/pg-boss-database.ts): a parameterless script returns
   * the rows of every statement, in order, and a failed script is rolled back before the error
   * goes on, so that a BEGIN … COMMIT block that failed half way leaves no aborted transaction on
   * the one session (the caller still holds it: nothing else ran in between).
   */
  async #executeScript<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      if (compiledQuery.parameters.length > 0) {
        return toQueryResult(
          await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]),
        );
      }
      const results = await this.#pglite.exec(compiledQuery.sql);
      return { rows: results.flatMap((r) => r.rows as R[]) };
    } catch (error) {
      await this.#pglite.exec('rollback').catch(() => undefined);
      throw error;
    }
  }

  async #executeCopy<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const [data] = compiledQuery.parameters;
    const blob = data instanceof Uint8Array ? new Blob([new Uint8Array(data)]) : undefined;
    const result = await this.#pglite.query(compiledQuery.sql, [], blob ? { blob } : {});
    const out = result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array();
    return { rows: [{ data: out, rows: result.affectedRows ?? 0 } as R] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported by the PGlite driver');
  }
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  readonly #pglite: PGlite;
  readonly #mutex = createMutex();
  readonly #releases = new Map<DatabaseConnection, () => void>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

/** Kysely dialect for an open PGlite instance, reusing Kysely's PostgreSQL pieces. */
export function createPgliteDialect(pglite: PGlite): Dialect {
  return {
    createAdapter: (): DialectAdapter => new PostgresAdapter(),
    createDriver: (): Driver => new PgliteDriver(pglite),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => new PostgresIntrospector(db),
    createQueryCompiler: (): QueryCompiler => new PostgresQueryCompiler(),
  };
}
