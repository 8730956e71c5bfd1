import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema.ts';

export type DatabaseMode = 'pglite' | 'postgres';

/** The project's handle on PostgreSQL: one API whether embedded (PGlite) or a server. */
export type Database = {
  kysely: Kysely<DB>;
  mode: DatabaseMode;
  /** True for the handle given to a `transaction` callback. */
  inTransaction: boolean;
  /** A streaming replica (read only): code that would write on a read skips the write (ADR 028). */
  replica?: boolean;
  /** Raw SQL with `$1` placeholders. Without params, a script of several statements may run. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction (nested calls join the outer one). */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

function wrapKysely(
  kysely: Kysely<DB> | Transaction<DB>,
  mode: DatabaseMode,
  inTransaction: boolean,
  close: () => Promise<void>,
  replica: boolean,
): Database {
  const db: Database = {
    kysely,
    mode,
    inTransaction,
    replica,
    async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
      const result = await kysely.executeQuery<T>(CompiledQuery.raw(text, params));
      return result.rows;
    },
    async transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      if (inTransaction) return fn(db);
      return kysely.transaction().execute((trx) => fn(wrapKysely(trx, mode, true, close, replica)));
    },
    close,
  };
  return db;
}

export function createDatabase(
  kysely: Kysely<DB>,
  mode: DatabaseMode,
  onClose?: () => Promise<void>,
  options: { replica?: boolean } = {},
): Database {
  const close = async () => {
    await kysely.destroy();
    await onClose?.();
  };
  return wrapKysely(kysely, mode, false, close, options.replica ?? false);
}
