import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '#contract/api-limits.ts';
import { topListQuerySchema } from '#server/domain/analytics/ranking.ts';
import { searchRequestSchema } from '#server/domain/search/search-request-schema.ts';
import { filingFiltersInputSchema } from './filing-filters-schema.ts';
import { pageRequestSchema } from './page-request.ts';

const ok = (result: { success: boolean }) => result.success;

/** The api refuses exactly past the contract's limits (the app's URL schemas stop at them). */
describe('server request schemas at the contract limits', () => {
  it('filter lists: maxValues values of maxValueLength characters, dates minYear..maxYear', () => {
    const values = (n: number, length = 1) =>
      Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'x'));
    const filters = (carriers: string[]) => filingFiltersInputSchema.safeParse({ carriers });
    expect(ok(filters(values(API_LIMITS.maxValues)))).toBe(true);
    expect(ok(filters(values(API_LIMITS.maxValues + 1)))).toBe(false);
    expect(ok(filters(values(1, API_LIMITS.maxValueLength)))).toBe(true);
    expect(ok(filters(values(1, API_LIMITS.maxValueLength + 1)))).toBe(false);
    const year = (y: number) =>
      filingFiltersInputSchema.safeParse({ startDate: { year: y, month: 0, day: 0 } });
    expect(ok(year(API_LIMITS.minYear))).toBe(true);
    expect(ok(year(API_LIMITS.minYear - 1))).toBe(false);
    expect(ok(year(API_LIMITS.maxYear))).toBe(true);
    expect(ok(year(API_LIMITS.maxYear + 1))).toBe(false);
  });

  it('filings pages: maxFilingsPage and maxPageSize, defaultPageSize when unset', () => {
    const page = (p: number, s: number) => pageRequestSchema.safeParse({ page: p, pageSize: s });
    expect(ok(page(API_LIMITS.maxFilingsPage, API_LIMITS.maxPageSize))).toBe(true);
    expect(ok(page(API_LIMITS.maxFilingsPage + 1, 1))).toBe(false);
    expect(ok(page(1, API_LIMITS.maxPageSize + 1))).toBe(false);
    expect(pageRequestSchema.parse(undefined).pageSize).toBe(API_LIMITS.defaultPageSize);
  });

  it('search: maxQueryLength, maxSearchPage, maxSearchPageSize, defaultSearchPageSize', () => {
    const search = (input: Record<string, unknown>) => searchRequestSchema.safeParse(input);
    expect(ok(search({ query: 'q'.repeat(API_LIMITS.maxQueryLength) }))).toBe(true);
    expect(ok(search({ query: 'q'.repeat(API_LIMITS.maxQueryLength + 1) }))).toBe(false);
    expect(ok(search({ page: API_LIMITS.maxSearchPage }))).toBe(true);
    expect(ok(search({ page: API_LIMITS.maxSearchPage + 1 }))).toBe(false);
    expect(ok(search({ pageSize: API_LIMITS.maxSearchPageSize }))).toBe(true);
    expect(ok(search({ pageSize: API_LIMITS.maxSearchPageSize + 1 }))).toBe(false);
    expect(searchRequestSchema.parse({}).pageSize).toBe(API_LIMITS.defaultSearchPageSize);
  });

  it('top lists: a minimum of filings up to maxMinFilings, defaultMinFilings when unset', () => {
    expect(ok(topListQuerySchema.safeParse({ minFilings: API_LIMITS.maxMinFilings }))).toBe(true);
    expect(ok(topListQuerySchema.safeParse({ minFilings: API_LIMITS.maxMinFilings + 1 }))).toBe(
      false,
    );
    expect(topListQuerySchema.parse({}).minFilings).toBe(API_LIMITS.defaultMinFilings);
  });
});
