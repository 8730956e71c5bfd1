import type { Database } from '#server/db/connection.ts';
import { errorCodeOf } from '#server/db/error-code.ts';

/**
 * How long the ranking of one search may run on the PostgreSQL server before it is stopped, so
 * that a search no index can answer quickly (a quoted phrase of very common words over millions
 * of pages) cannot hold a connection and two cores for a minute while others wait.
 */
export const SEARCH_TIME_LIMIT_MS = 5_000;

/** A search stopped at its time limit: the caller should narrow it. */
export class SearchTooSlowError extends Error {
  override readonly name = 'SearchTooSlowError';
  readonly limitMs: number;
  constructor(limitMs: number) {
    super(`The search was stopped after ${limitMs / 1000} seconds`);
    this.limitMs = limitMs;
  }
}

/** SQLSTATE 57014 (query_canceled), which statement_timeout raises. */
const isStatementTimeout = (error: unknown) => errorCodeOf(error) === '57014';

/**
 * Runs `fn` in the transaction `tx` with a statement timeout of `limitMs` on the server (the
 * embedded database runs one statement at a time in this process and has no timer to stop one),
 * turning the timeout into SearchTooSlowError. Without `limitMs`, just `fn`.
 */
export async function withSearchTimeLimit<T>(
  tx: Database,
  limitMs: number | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  if (tx.mode !== 'postgres' || limitMs === undefined) return fn();
  await tx.query(`set local statement_timeout = ${Math.max(1, Math.round(limitMs))}`);
  try {
    return await fn();
  } catch (error) {
    if (isStatementTimeout(error)) throw new SearchTooSlowError(limitMs);
    throw error;
  }
}
