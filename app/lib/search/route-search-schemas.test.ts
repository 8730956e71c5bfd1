import { describe, expect, it } from 'vitest';
import { filingsSearchSchema } from './filings-search-schema.ts';
import {
  multiCarrierSearchSchema,
  searchSearchSchema,
  stateSearchSchema,
} from './route-search-schemas.ts';

describe('filings search params', () => {
  it('defaults to written premium change descending, page 1 of 10', () => {
    const parsed = filingsSearchSchema.parse({});
    expect(parsed.sort).toEqual({ field: 'written-premium-change', direction: 'descending' });
    expect(parsed.pagination).toEqual({ page: 1, pageSize: 10 });
    expect(parsed.carriers).toBeUndefined();
  });

  it('keeps valid values', () => {
    const parsed = filingsSearchSchema.parse({
      sort: { field: 'rate-impact', direction: 'ascending' },
      pagination: { page: 3, pageSize: 50 },
      startDate: { year: 2024, month: 1, day: 15 },
      carriers: ['State Farm', 'GEICO'],
    });
    expect(parsed.sort).toEqual({ field: 'rate-impact', direction: 'ascending' });
    expect(parsed.pagination).toEqual({ page: 3, pageSize: 50 });
    expect(parsed.startDate).toEqual({ year: 2024, month: 1, day: 15 });
    expect(parsed.carriers).toEqual(['State Farm', 'GEICO']);
  });

  it('falls back to defaults for every kind of bad value instead of failing', () => {
    const parsed = filingsSearchSchema.parse({
      sort: { field: 'drop table', direction: 'sideways' },
      pagination: { page: -4, pageSize: 1e9 },
      startDate: { year: -1, month: 13, day: 'x' },
      endDate: 'yesterday',
      carriers: [1, null, '', '  Allstate  ', 'Allstate', { a: 1 }],
      states: 'TX',
      companies: 42,
    });
    expect(parsed.sort).toEqual({ field: 'written-premium-change', direction: 'descending' });
    expect(parsed.pagination).toEqual({ page: 1, pageSize: 10 });
    expect(parsed.startDate).toEqual({ year: undefined, month: undefined, day: undefined });
    expect(parsed.endDate).toBeUndefined();
    expect(parsed.carriers).toEqual(['1', 'Allstate']);
    expect(parsed.states).toEqual(['TX']);
    expect(parsed.companies).toBeUndefined();
  });

  it('treats a non-object sort or pagination as the default', () => {
    const parsed = filingsSearchSchema.parse({ sort: 'x', pagination: [1, 2] });
    expect(parsed.sort.field).toBe('written-premium-change');
    expect(parsed.pagination).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('search route params', () => {
  it('defaults index to "all" and pagination to 1/10', () => {
    const parsed = searchSearchSchema.parse({});
    expect(parsed.index).toBe('all');
    expect(parsed.pagination).toEqual({ page: 1, pageSize: 10 });
  });

  it('drops an unknown index and non-boolean flags', () => {
    const parsed = searchSearchSchema.parse({
      index: 'everything',
      hasMoreContext: 'yes',
      hasPromotedRecentFilings: true,
      query: '  wildfire surcharge ',
    });
    expect(parsed.index).toBe('all');
    expect(parsed.hasMoreContext).toBeUndefined();
    expect(parsed.hasPromotedRecentFilings).toBe(true);
    expect(parsed.query).toBe('wildfire surcharge');
  });
});

describe('state and carrier params', () => {
  it('keeps a state and line and drops non-string ones', () => {
    expect(
      stateSearchSchema.parse({ state: 'TX', lineOfBusiness: '19.0 Personal Auto' }),
    ).toMatchObject({
      state: 'TX',
      lineOfBusiness: '19.0 Personal Auto',
    });
    expect(stateSearchSchema.parse({ state: { x: 1 } }).state).toBeUndefined();
  });

  it('accepts dates with only some parts', () => {
    const parsed = multiCarrierSearchSchema.parse({ startDate: { year: 2025 } });
    expect(parsed.startDate).toEqual({ year: 2025, month: undefined, day: undefined });
  });
});
