import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
} from '../../../server/domain/filings/filing-filters-schema.ts';
import { MAX_PAGE } from '../../../server/domain/filings/page-request.ts';
import {
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_PAGE_SIZE,
} from '../../../server/domain/search/search-request-schema.ts';
import { FILTER_LIMITS } from './filter-limits.ts';

describe('URL filter limits', () => {
  it('equal the limits the api enforces', () => {
    expect(FILTER_LIMITS.maxValues).toBe(MAX_FILTER_VALUES);
    expect(FILTER_LIMITS.maxValueLength).toBe(MAX_FILTER_VALUE_LENGTH);
    expect(FILTER_LIMITS.maxFilingsPage).toBe(MAX_PAGE);
    expect(FILTER_LIMITS.maxSearchPage).toBe(MAX_SEARCH_PAGE);
    expect(FILTER_LIMITS.maxSearchPageSize).toBe(MAX_SEARCH_PAGE_SIZE);
    expect(FILTER_LIMITS.maxQueryLength).toBe(MAX_QUERY_LENGTH);
  });
});
