/**
 * The `code` a database or socket error carries: PostgreSQL's SQLSTATE (node-postgres and PGlite)
 * or Node's socket code (ECONNRESET, ...) that node-postgres passes through; undefined otherwise.
 */
export function errorCodeOf(error: unknown): string | undefined {
  const code: unknown = error && typeof error === 'object' ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
}
