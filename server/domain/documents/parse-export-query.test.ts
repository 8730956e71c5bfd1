import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { parseExportQuery } from './parse-export-query.ts';

const parse = (query: string) => parseExportQuery(new URLSearchParams(query));

describe('parseExportQuery', () => {
  it('defaults to no filters and the filings table default sort', () => {
    expect(parse('')).toEqual({
      rows: 'companies',
      filters: resolveFilingFilters({}),
      sort: { field: 'written_premium_change', direction: 'descending' },
    });
  });

  it('reads repeated list parameters and partial dates on the date basis', () => {
    const { filters, sort } = parse(
      'states=tx&states=CA&companies=B%20Co&companies=A%20Co&startDate=2024-02&endDate=2024-02&dateBasis=submitted&sortField=rate_impact&sortDirection=ascending',
    );
    expect(filters).toMatchObject({
      states: ['CA', 'TX'],
      companies: ['A Co', 'B Co'],
      startDate: '2024-02-01',
      endDate: '2024-02-29',
      dateBasis: 'submitted',
    });
    expect(sort).toEqual({ field: 'rate_impact', direction: 'ascending' });
    expect(parse('startDate=2023&endDate=2023-06-15&dateBasis=effective').filters).toMatchObject({
      startDate: '2023-01-01',
      endDate: '2023-06-15',
    });
    expect(parse('dateBasis=effective').filters.dateBasis).toBeUndefined();
    expect(parse('dateBasis=disposition').filters.dateBasis).toBe('disposition');
  });

  it('reads the tracking-number filter, upper-cased and sorted', () => {
    expect(parse('tracking=sfma-134393024,ALSE-G134016536').filters.trackingNumbers).toEqual([
      'ALSE-G134016536',
      'SFMA-134393024',
    ]);
    expect(parse('').filters.trackingNumbers).toBeUndefined();
  });

  it('sorts a per-filing export as whole filings sort', () => {
    expect(parse('rows=filings&sortField=submitted_date&sortDirection=ascending')).toMatchObject({
      rows: 'filings',
      sort: { field: 'submitted_date', direction: 'ascending' },
    });
    expect(parse('rows=filings&sortField=average_premium_change').sort.field).toBe(
      'average_premium_change',
    );
  });

  it('reads an empty date or an unknown direction as absent', () => {
    expect(parse('startDate=&endDate=').filters.startDate).toBeUndefined();
    expect(parse('sortField=carrier&sortDirection=sideways').sort).toEqual({
      field: 'carrier',
      direction: 'descending',
    });
  });

  it.each([
    ['population=2', 'Unknown export parameter: population'],
    [`${'x'.repeat(80)}=1`, `Unknown export parameter: ${'x'.repeat(40)}`],
    ['startDate=2024-1', 'startDate must be YYYY, YYYY-MM or YYYY-MM-DD'],
    ['endDate=24', 'endDate must be YYYY, YYYY-MM or YYYY-MM-DD'],
    ['startDate=2024-02-30', 'Day does not exist in that month'],
    ['startDate=2025&endDate=2024', 'The start date must not be after the end date'],
    ['dateBasis=filed', 'dateBasis must be one of effective, submitted, disposition'],
    ['states=Texas', 'two-letter'],
    ['tracking=SFMA-134393024,Texas', 'Texas is not a SERFF tracking number'],
    ['sortField=submitted_date', 'Unknown sort field'],
    ['rows=all', 'rows must be one of filings, companies'],
  ])('refuses %s', (query, message) => {
    expect(() => parse(query)).toThrow(message);
  });
});
