import { z } from '#contract/zod.ts';
import { type FilingSortField, SORT_DIRECTIONS, type SortDirection } from './filing-sort-fields.ts';
import {
  DATE_BASES,
  type DateBasis,
  dateBasisToProto,
  FILTER_LIST_FIELDS,
  type FilterListField,
} from './filter-fields.ts';
import { trackingListItems, writeTrackingParam } from './tracking-numbers.ts';

/** A date as the api takes it: missing parts 0 (a whole year or month). */
export type ExportDate = { year: number; month: number; day: number };

/**
 * The rows of an export, as the filings table shows them: one per filing with its overall
 * figures (`filings`), or one per filing and company (`companies`, the default of a link
 * without `rows`).
 */
export const EXPORT_ROW_MODES = ['filings', 'companies'] as const;
export type ExportRows = (typeof EXPORT_ROW_MODES)[number];

/**
 * The query of a CSV export link (`exports/filings.csv?...`): the filings table's filters and
 * sort. The app writes it, the server reads it back; the server then validates the values with
 * its filter and sort schemas.
 */
export type ExportQuery = {
  /** One row per filing or per filing and company (absent: per company). */
  rows?: ExportRows;
  lists: Partial<Record<FilterListField, readonly string[]>>;
  /** Only these filings (the tracking-number filter). */
  trackingNumbers?: readonly string[];
  startDate?: ExportDate;
  endDate?: ExportDate;
  /** Only with a date: which date the range reads (absent: effective). */
  dateBasis?: DateBasis;
  sortField: FilingSortField;
  sortDirection: SortDirection;
};

/** What the server validates: proto-shaped filters (dateBasis as its proto number) and sort. */
export type ReadExportQuery = {
  filters: Partial<Record<FilterListField, string[]>> & {
    trackingNumbers?: string[];
    startDate?: ExportDate;
    endDate?: ExportDate;
    dateBasis?: number;
  };
  sort: { field: string; direction: SortDirection | 'unspecified' };
  rows: ExportRows;
};

const DATE_PARAMS = ['startDate', 'endDate'] as const;
const EXPORT_PARAMS = new Set<string>([
  'rows',
  ...FILTER_LIST_FIELDS,
  'tracking',
  ...DATE_PARAMS,
  'dateBasis',
  'sortField',
  'sortDirection',
]);
const DATE_PARAM = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** {2024, 6, 0} → "2024-06": YYYY, YYYY-MM or YYYY-MM-DD. */
export function formatExportDate(date: ExportDate): string {
  if (!date.month) return String(date.year);
  if (!date.day) return `${date.year}-${pad(date.month)}`;
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The link's query text, in a fixed order (row mode, lists, tracking numbers, dates, date basis,
 * sort); `rows=filings` only when the export is one row per filing.
 */
export function writeExportQuery(query: ExportQuery): string {
  const params = new URLSearchParams();
  if (query.rows === 'filings') params.set('rows', 'filings');
  for (const field of FILTER_LIST_FIELDS) {
    for (const value of query.lists[field] ?? []) params.append(field, value);
  }
  if (query.trackingNumbers && query.trackingNumbers.length > 0) {
    params.set('tracking', writeTrackingParam(query.trackingNumbers));
  }
  for (const name of DATE_PARAMS) {
    const date = query[name];
    if (date) params.set(name, formatExportDate(date));
  }
  if (query.dateBasis && (query.startDate || query.endDate)) {
    params.set('dateBasis', query.dateBasis);
  }
  params.set('sortField', query.sortField);
  params.set('sortDirection', query.sortDirection);
  return params.toString();
}

function refuse(name: string, message: string, input: string): never {
  throw new z.ZodError([{ code: 'custom', message, path: [name], input }]);
}

function readDate(params: URLSearchParams, name: string): ExportDate | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  const m = DATE_PARAM.exec(value);
  if (!m) refuse(name, `${name} must be YYYY, YYYY-MM or YYYY-MM-DD`, value);
  return { year: Number(m[1]), month: Number(m[2] ?? 0), day: Number(m[3] ?? 0) };
}

function readRows(params: URLSearchParams): ExportRows {
  const value = params.get('rows');
  if (value === null || value === '') return 'companies';
  if (!(EXPORT_ROW_MODES as readonly string[]).includes(value)) {
    refuse('rows', `rows must be one of ${EXPORT_ROW_MODES.join(', ')}`, value);
  }
  return value as ExportRows;
}

function readDateBasis(params: URLSearchParams): number | undefined {
  const value = params.get('dateBasis');
  if (value === null || value === '') return undefined;
  if (!(DATE_BASES as readonly string[]).includes(value)) {
    refuse('dateBasis', `dateBasis must be one of ${DATE_BASES.join(', ')}`, value);
  }
  return dateBasisToProto(value as DateBasis);
}

/**
 * Reads an export link's query: `rows` (filings | companies, default companies), repeated list
 * fields, `tracking` (comma-separated tracking numbers, validated by the server's filter
 * schema), dates as YYYY[-MM[-DD]], dateBasis (effective | submitted | disposition), sortField
 * (snake_case) and sortDirection; the sort defaults to the api's. Unknown parameters, malformed
 * dates, an unknown date basis or row mode throw a ZodError naming the parameter.
 */
export function readExportQuery(params: URLSearchParams): ReadExportQuery {
  for (const key of params.keys()) {
    if (!EXPORT_PARAMS.has(key)) refuse(key, `Unknown export parameter: ${key.slice(0, 40)}`, key);
  }
  const filters: ReadExportQuery['filters'] = {};
  for (const field of FILTER_LIST_FIELDS) filters[field] = params.getAll(field);
  const tracking = params.getAll('tracking').flatMap(trackingListItems);
  if (tracking.length > 0) filters.trackingNumbers = tracking;
  const startDate = readDate(params, 'startDate');
  const endDate = readDate(params, 'endDate');
  const dateBasis = readDateBasis(params);
  if (startDate) filters.startDate = startDate;
  if (endDate) filters.endDate = endDate;
  if (dateBasis) filters.dateBasis = dateBasis;
  const direction = params.get('sortDirection') ?? 'descending';
  return {
    rows: readRows(params),
    filters,
    sort: {
      field: params.get('sortField') ?? '',
      direction: (SORT_DIRECTIONS as readonly string[]).includes(direction)
        ? (direction as SortDirection)
        : 'unspecified',
    },
  };
}
