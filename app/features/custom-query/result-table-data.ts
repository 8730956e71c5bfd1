import type { JsonObject, JsonValue } from '@bufbuild/protobuf';
import { ColumnType, type QueryColumn } from '#gen/ratefiling/v1/query_service_pb.ts';

export type Cell = string | number | null;

export function cellOf(row: JsonObject, name: string): Cell {
  const value: JsonValue | undefined = row[name];
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

export const isNumberColumn = (column: QueryColumn) => column.type === ColumnType.NUMBER;

/** Rows sorted by one column; nulls last in both directions, numbers numerically. */
export function sortRows(
  rows: JsonObject[],
  column: string | undefined,
  direction: 'asc' | 'desc',
): JsonObject[] {
  if (!column) return rows;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = cellOf(a, column);
    const y = cellOf(b, column);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y), undefined, { numeric: true }) * sign;
  });
}

function csvField(value: Cell): string {
  if (value === null) return '';
  const raw = String(value);
  // Text a spreadsheet would run as a formula is prefixed with a quote.
  const text = typeof value === 'string' && /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) || text !== raw ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The result as CSV (RFC 4180, CRLF), with formula-like text defused for spreadsheets. */
export function toCsv(columns: QueryColumn[], rows: JsonObject[]): string {
  const header = columns.map((c) => csvField(c.name)).join(',');
  const lines = rows.map((row) => columns.map((c) => csvField(cellOf(row, c.name))).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

export type ChartShape = {
  kind: 'bar' | 'line';
  dimension: string;
  measures: string[];
};

const TIME_NAMES = /^(year|quarter|month|week|day|date)$|_date$|_month$|_year$/;

/**
 * The chart a result supports: exactly one text (or time) column and one or two number columns,
 * with 2 to 200 rows. Time-like dimensions get a line, the rest bars.
 */
export function chartShapeOf(columns: QueryColumn[], rows: JsonObject[]): ChartShape | undefined {
  if (rows.length < 2 || rows.length > 200 || columns.length < 2 || columns.length > 3)
    return undefined;
  const numbers = columns.filter(isNumberColumn);
  const others = columns.filter((c) => !isNumberColumn(c));
  const timeNumber = numbers.find((c) => TIME_NAMES.test(c.name));
  const dimension = others.length === 1 ? others[0] : others.length === 0 ? timeNumber : undefined;
  if (!dimension) return undefined;
  const measures = numbers.filter((c) => c !== dimension).map((c) => c.name);
  if (measures.length < 1 || measures.length > 2) return undefined;
  const time = TIME_NAMES.test(dimension.name) || /^(date|timestamp)/.test(dimension.rawType);
  return { kind: time ? 'line' : 'bar', dimension: dimension.name, measures };
}
