import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '#contract/api-limits.ts';
import { dateParamSchema } from './date-param.ts';
import { listParamSchema } from './list-param.ts';
import { paginationParamSchema, searchPaginationParamSchema } from './pagination-param.ts';
import { minFilingsParamSchema } from './population-param.ts';
import { filterValueParamSchema, queryParamSchema } from './scalar-param.ts';

/** The URL schemas keep a link within the api's limits (contract/api-limits.ts). */
describe('URL schemas within the api limits', () => {
  it('keep at most maxValues list values, each at most maxValueLength long', () => {
    const many = Array.from({ length: API_LIMITS.maxValues + 5 }, (_, i) => `v${i}`);
    expect(listParamSchema.parse(many)).toHaveLength(API_LIMITS.maxValues);
    const longest = 'x'.repeat(API_LIMITS.maxValueLength);
    expect(listParamSchema.parse([longest, `${longest}y`])).toEqual([longest]);
    expect(filterValueParamSchema.parse(`${longest}y`)).toBeUndefined();
  });

  it('drop dates outside minYear..maxYear', () => {
    expect(dateParamSchema.parse({ year: API_LIMITS.minYear - 1 })).toBeUndefined();
    expect(dateParamSchema.parse({ year: API_LIMITS.minYear })).toEqual({
      year: API_LIMITS.minYear,
    });
    expect(dateParamSchema.parse({ year: API_LIMITS.maxYear + 1 })).toBeUndefined();
  });

  it('clamp pages and page sizes to the filings and search limits', () => {
    expect(paginationParamSchema.parse({ page: 10 ** 9, pageSize: 10 ** 9 })).toEqual({
      page: API_LIMITS.maxFilingsPage,
      pageSize: API_LIMITS.maxPageSize,
    });
    expect(searchPaginationParamSchema.parse({ page: 10 ** 9, pageSize: 10 ** 9 })).toEqual({
      page: API_LIMITS.maxSearchPage,
      pageSize: API_LIMITS.maxSearchPageSize,
    });
    expect(searchPaginationParamSchema.parse(undefined)).toEqual({
      page: 1,
      pageSize: API_LIMITS.defaultSearchPageSize,
    });
  });

  it('cut queries to maxQueryLength and drop minimums of filings above maxMinFilings', () => {
    const query = queryParamSchema.parse('q'.repeat(API_LIMITS.maxQueryLength + 10));
    expect(query).toHaveLength(API_LIMITS.maxQueryLength);
    expect(minFilingsParamSchema.parse(API_LIMITS.maxMinFilings)).toBe(API_LIMITS.maxMinFilings);
    expect(minFilingsParamSchema.parse(API_LIMITS.maxMinFilings + 1)).toBeUndefined();
  });
});
