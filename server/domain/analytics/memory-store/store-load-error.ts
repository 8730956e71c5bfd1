import { NO_DAY, NO_INT } from './analytics-store.ts';

/**
 * A value the store cannot hold so that every figure stays exactly the SQL's (a NaN or infinite
 * number, a date outside years 1 to 9999, an integer equal to the store's null marker): the store
 * is not built and the analytics stay on SQL.
 */
export class StoreUnsupportedValue extends Error {
  override name = 'StoreUnsupportedValue';
}

/** The number, or NaN for null; refuses NaN and infinities stored in the database. */
export function finiteOrNull(value: number | null, column: string): number {
  if (value === null) return Number.NaN;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new StoreUnsupportedValue(`${column} holds ${value}`);
  return n;
}

/** First and last day (since 1970-01-01) of years 1 to 9999, the dates the store formats. */
const FIRST_DAY = -719_162;
const LAST_DAY = 2_932_896;

/** Days since 1970-01-01, or the null marker; refuses dates outside years 1 to 9999. */
export function dayOrNull(value: number | null, column: string): number {
  if (value === null) return NO_DAY;
  if (!Number.isInteger(value) || value < FIRST_DAY || value > LAST_DAY)
    throw new StoreUnsupportedValue(`${column} holds a date outside years 1 to 9999`);
  return value;
}

/** An integer, or the null marker; refuses the marker itself. */
export function intOrNull(value: number | null, column: string): number {
  if (value === null) return NO_INT;
  if (!Number.isInteger(value) || value === NO_INT)
    throw new StoreUnsupportedValue(`${column} holds ${value}`);
  return value;
}
