import { type RawBuilder, sql } from 'kysely';
import type { FilingSort } from '#contract/filings/filing-sort-fields.ts';

/** A sort column's value, or a row key's. */
export type KeysetValue = string | number | null;

/**
 * Rows strictly after (value, key) in the order of filingOrderBy on `alias`: descending is
 * "column desc nulls last, key", ascending "column asc nulls first, key desc". When the column
 * is the key itself (unique, never empty) the key comparisons decide alone.
 */
export function keysetAfter(
  alias: string,
  column: string,
  keyColumn: string,
  direction: FilingSort['direction'],
  value: KeysetValue,
  key: string | number,
): RawBuilder<unknown> {
  const col = sql.ref(`${alias}.${column}`);
  const keyRef = sql.ref(`${alias}.${keyColumn}`);
  if (direction === 'descending') {
    return value === null
      ? sql`(${col} is null and ${keyRef} > ${key})`
      : sql`(${col} < ${value} or (${col} = ${value} and ${keyRef} > ${key}) or ${col} is null)`;
  }
  return value === null
    ? sql`((${col} is null and ${keyRef} < ${key}) or ${col} is not null)`
    : sql`(${col} > ${value} or (${col} = ${value} and ${keyRef} < ${key}))`;
}
