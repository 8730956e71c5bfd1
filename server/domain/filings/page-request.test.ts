import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '#contract/api-limits.ts';
import { pageRequestSchema, pageResult } from './page-request.ts';

const { maxFilingsPage: MAX_PAGE, maxPageSize: MAX_PAGE_SIZE } = API_LIMITS;

describe('pageRequestSchema', () => {
  it('reads 0 or absent as page 1 of 10', () => {
    expect(pageRequestSchema.parse(undefined)).toEqual({ page: 1, pageSize: 10 });
    expect(pageRequestSchema.parse({ page: 0, pageSize: 0 })).toEqual({ page: 1, pageSize: 10 });
    expect(pageRequestSchema.parse({ page: 3, pageSize: 25 })).toEqual({ page: 3, pageSize: 25 });
    expect(pageRequestSchema.parse({ page: MAX_PAGE, pageSize: MAX_PAGE_SIZE })).toEqual({
      page: MAX_PAGE,
      pageSize: MAX_PAGE_SIZE,
    });
  });

  it.each([
    [{ page: -1, pageSize: 10 }, 'Page must be 1 or more'],
    [{ page: MAX_PAGE + 1, pageSize: 10 }, `Page must be at most ${MAX_PAGE}`],
    [{ page: 1, pageSize: MAX_PAGE_SIZE + 1 }, 'Page size must be 1 to 100'],
    [{ page: 1, pageSize: -5 }, 'Page size must be 1 to 100'],
    [{ page: 1.5, pageSize: 10 }, ''],
  ])('refuses %j', (input, message) => {
    expect(() => pageRequestSchema.parse(input)).toThrow(message);
  });
});

describe('pageResult', () => {
  it.each([
    [{ page: 1, pageSize: 10 }, 0, { nextPage: 0, totalPages: 0, totalResults: 0 }],
    [{ page: 1, pageSize: 10 }, 10, { nextPage: 0, totalPages: 1, totalResults: 10 }],
    [{ page: 1, pageSize: 10 }, 11, { nextPage: 2, totalPages: 2, totalResults: 11 }],
    [{ page: 2, pageSize: 10 }, 11, { nextPage: 0, totalPages: 2, totalResults: 11 }],
    [{ page: 7, pageSize: 10 }, 11, { nextPage: 0, totalPages: 2, totalResults: 11 }],
    [{ page: 3, pageSize: 3 }, 100, { nextPage: 4, totalPages: 34, totalResults: 100 }],
  ])('%j of %i results', (request, total, expected) => {
    expect(pageResult(request, total)).toEqual(expected);
  });
});
