export type JsonCell = string | number | null;

/** PostgreSQL types (as `pg_typeof` spells them) whose values are numbers in a result. */
export const NUMBER_TYPES: ReadonlySet<string> = new Set([
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'real',
  'double precision',
]);

function hasToPostgres(value: object): value is { toPostgres(): string } {
  return typeof (value as { toPostgres?: unknown }).toPostgres === 'function';
}

/**
 * One result value as a JSON cell: numbers stay numbers (non-finite ones become text), dates and
 * timestamps ISO 8601 text, booleans "true"/"false", arrays and JSON as JSON text.
 */
export function toJsonCell(value: unknown): JsonCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') {
    if (hasToPostgres(value)) return value.toPostgres();
    return JSON.stringify(value);
  }
  return String(value);
}
