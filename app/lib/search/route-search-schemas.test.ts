import { describe, expect, it } from 'vitest';
import { filingsSearchSchema } from './filings-search-schema.ts';
import {
  multiCarrierPageSearchSchema,
  multiCarrierSearchSchema,
  ratingFactorsSearchSchema,
  searchSearchSchema,
  singleCarrierSearchSchema,
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
    expect(parsed.pagination).toEqual({ page: 1, pageSize: 100 });
    expect(parsed.startDate).toBeUndefined();
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
    // The final space stays: the last word is whole, not a prefix.
    expect(parsed.query).toBe('wildfire surcharge ');
    expect(searchSearchSchema.parse({ query: 'wildf' }).query).toBe('wildf');
    expect(searchSearchSchema.parse({ query: '   ' }).query).toBeUndefined();
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
    expect(parsed.startDate).toEqual({ year: 2025 });
  });
});

describe('factor benchmark params', () => {
  it('keeps a state, line, factor and level and drops what the api would refuse', () => {
    expect(
      ratingFactorsSearchSchema.parse({
        benchmarkState: 'ca',
        benchmarkLine: '19.0 Personal Auto',
        benchmarkFactor: 'Driver Age',
        benchmarkLevel: 16,
        states: ['TX'],
      }),
    ).toMatchObject({
      benchmarkState: 'CA',
      benchmarkLine: '19.0 Personal Auto',
      benchmarkFactor: 'Driver Age',
      benchmarkLevel: '16',
      states: ['TX'],
    });
    const dropped = ratingFactorsSearchSchema.parse({
      benchmarkState: 'California',
      benchmarkLine: 'x'.repeat(201),
      benchmarkFactor: { x: 1 },
      benchmarkLevel: '  ',
    });
    expect(dropped).toEqual(ratingFactorsSearchSchema.parse({}));
  });
});

describe('values the api would refuse fall back instead of failing the page', () => {
  it('keeps only two-letter state codes, upper-cased', () => {
    const parsed = multiCarrierSearchSchema.parse({
      states: ['Approved', 'tx', 'TX', 'C A', 'ny'],
    });
    expect(parsed.states).toEqual(['TX', 'NY']);
    expect(stateSearchSchema.parse({ state: 'Texas' }).state).toBeUndefined();
    expect(stateSearchSchema.parse({ state: 'ca' }).state).toBe('CA');
  });

  it('drops filter values longer than the api accepts and caps list length', () => {
    const long = 'x'.repeat(201);
    const parsed = multiCarrierSearchSchema.parse({
      carriers: [long, 'GEICO', ...Array.from({ length: 300 }, (_, i) => `C${i}`)],
    });
    expect(parsed.carriers).toHaveLength(200);
    expect(parsed.carriers?.[0]).toBe('GEICO');
    expect(stateSearchSchema.parse({ lineOfBusiness: long }).lineOfBusiness).toBeUndefined();
    expect(singleCarrierSearchSchema.parse({ carrier: 'x'.repeat(200) }).carrier).toHaveLength(200);
  });

  it('drops dates the api refuses: no year, before 1900, a day past the month end', () => {
    const parse = (startDate: unknown) => multiCarrierSearchSchema.parse({ startDate }).startDate;
    expect(parse({ month: 3, day: 1 })).toBeUndefined();
    expect(parse({ year: 1899 })).toBeUndefined();
    expect(parse({ year: 2023, month: 2, day: 29 })).toEqual({ year: 2023, month: 2 });
    expect(parse({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parse({ year: 2024, day: 9 })).toEqual({ year: 2024 });
  });

  it('bounds search paging and query length to the api limits', () => {
    const parsed = searchSearchSchema.parse({
      pagination: { page: 501, pageSize: 100 },
      query: 'q'.repeat(300),
    });
    expect(parsed.pagination).toEqual({ page: 500, pageSize: 50 });
    expect(parsed.query).toHaveLength(200);
    expect(filingsSearchSchema.parse({ pagination: { page: 100_001 } }).pagination.page).toBe(
      100_000,
    );
    expect(
      filingsSearchSchema.parse({ pagination: { page: 2.5, pageSize: 0 } }).pagination,
    ).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('text the database refuses', () => {
  it('drops values with NUL or unpaired surrogates and keeps other Unicode', () => {
    const parsed = multiCarrierSearchSchema.parse({
      carriers: ['nul\u0000byte', 'lone \ud800 surrogate', 'rates 📈 up', 'Zoë'],
    });
    expect(parsed.carriers).toEqual(['rates 📈 up', 'Zoë']);
    expect(stateSearchSchema.parse({ lineOfBusiness: '\u0000' }).lineOfBusiness).toBeUndefined();
    expect(searchSearchSchema.parse({ query: 'a\u0000b' }).query).toBeUndefined();
  });
});

describe('/multi-carrier measure', () => {
  it('keeps a known measure of the carriers-by-state table and drops anything else', () => {
    expect(multiCarrierPageSearchSchema.parse({ measure: 'approval-rate' }).measure).toBe(
      'approval-rate',
    );
    expect(multiCarrierPageSearchSchema.parse({ measure: 'nope' }).measure).toBeUndefined();
    expect(multiCarrierPageSearchSchema.parse({ measure: ['filings'] }).measure).toBeUndefined();
    expect(multiCarrierPageSearchSchema.parse({}).measure).toBeUndefined();
    expect(multiCarrierSearchSchema.parse({ measure: 'filings' })).not.toHaveProperty('measure');
  });
});
