import { type RawBuilder, sql } from 'kysely';
import type { SearchRequest } from './search-request-schema.ts';

const LIST_COLUMNS = [
  ['carriers', 'carrier'],
  ['linesOfBusiness', 'line_of_business'],
  ['states', 'state'],
  ['filingTypes', 'filing_type'],
] as const;

/**
 * The filters on the whole filing `w`: OR within a field, AND across fields, an inclusive range
 * on the effective date for new business. Values are bound parameters.
 */
export function searchFilterCondition(request: SearchRequest): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  for (const [field, column] of LIST_COLUMNS) {
    const values = request[field];
    if (values.length > 0) parts.push(sql`${sql.ref(`w.${column}`)} in (${sql.join(values)})`);
  }
  if (request.startDate) parts.push(sql`w.effective_date_new >= ${request.startDate}::date`);
  if (request.endDate) parts.push(sql`w.effective_date_new <= ${request.endDate}::date`);
  if (parts.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Whether the request has any filter, and whether one is a date range (page-scan.ts). */
export function searchFilterShape(request: SearchRequest): { any: boolean; dateFiltered: boolean } {
  const dateFiltered = Boolean(request.startDate || request.endDate);
  return {
    any: dateFiltered || LIST_COLUMNS.some(([field]) => request[field].length > 0),
    dateFiltered,
  };
}
