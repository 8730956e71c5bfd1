/**
 * The one place where result values are normalised so that PGlite and node-postgres agree:
 * bigint (count(*)) and numeric (avg, sum) become numbers, dates stay `YYYY-MM-DD` strings.
 */
export const PG_TYPE_INT8 = 20;
export const PG_TYPE_NUMERIC = 1700;
export const PG_TYPE_DATE = 1082;

const parseNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [PG_TYPE_INT8]: parseNumber,
  [PG_TYPE_NUMERIC]: parseNumber,
  [PG_TYPE_DATE]: keepText,
};
