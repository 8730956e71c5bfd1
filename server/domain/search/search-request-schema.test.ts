import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '#contract/api-limits.ts';
import { searchRequestSchema } from './search-request-schema.ts';

const messages = (input: object) => {
  const parsed = searchRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('searchRequestSchema', () => {
  it('fills every default', () => {
    expect(searchRequestSchema.parse({})).toEqual({
      query: '',
      carriers: [],
      linesOfBusiness: [],
      states: [],
      filingTypes: [],
      index: 'all',
      moreContext: false,
      promoteRecent: false,
      page: 1,
      pageSize: API_LIMITS.defaultSearchPageSize,
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('keeps a final space of the query as one, deduplicates and sorts lists, upper-cases states', () => {
    const request = searchRequestSchema.parse({
      query: '  roof age  ',
      carriers: [' Beta', 'Alpha', 'Beta'],
      states: ['tx', ' ok', 'TX'],
    });
    expect(request.query).toBe('roof age ');
    expect(searchRequestSchema.parse({ query: '  ' }).query).toBe('');
    expect(request.carriers).toEqual(['Alpha', 'Beta']);
    expect(request.states).toEqual(['OK', 'TX']);
  });

  it('resolves partial dates to inclusive bounds', () => {
    const request = searchRequestSchema.parse({
      startDate: { year: 2023, month: 0, day: 0 },
      endDate: { year: 2024, month: 2, day: 0 },
    });
    expect([request.startDate, request.endDate]).toEqual(['2023-01-01', '2024-02-29']);
  });

  it('refuses out-of-range values with readable messages', () => {
    expect(messages({ query: 'x'.repeat(API_LIMITS.maxQueryLength + 1) })).toEqual([
      `Search queries are at most ${API_LIMITS.maxQueryLength} characters`,
    ]);
    expect(messages({ states: ['Texas'] })).toEqual(['States are two-letter codes']);
    expect(messages({ carriers: [' '] })).toEqual(['Carriers: values must not be empty']);
    expect(messages({ page: 0 })).toEqual(['Page must be 1 or more']);
    expect(messages({ page: API_LIMITS.maxSearchPage + 1 })).toEqual([
      `Page must be at most ${API_LIMITS.maxSearchPage}`,
    ]);
    expect(messages({ pageSize: 0 })).toEqual([
      `Page size must be 1 to ${API_LIMITS.maxSearchPageSize}`,
    ]);
    expect(messages({ index: 'everything' })).toHaveLength(1);
  });

  it('refuses a start after the end', () => {
    expect(
      messages({
        startDate: { year: 2024, month: 6, day: 0 },
        endDate: { year: 2024, month: 5, day: 0 },
      }),
    ).toEqual(['The start date must not be after the end date']);
  });
});
