import { describe, expect, it } from 'vitest';
import { formatExportDate, readExportQuery, writeExportQuery } from './export-query.ts';

describe('export query', () => {
  it('writes lists, partial dates, the date basis of a range and the sort, and reads them back', () => {
    const text = writeExportQuery({
      lists: { carriers: ['A & B', 'C'], states: ['TX'] },
      startDate: { year: 2024, month: 0, day: 0 },
      endDate: { year: 2024, month: 6, day: 30 },
      dateBasis: 'submitted',
      sortField: 'rate_impact',
      sortDirection: 'ascending',
    });
    expect(text).toBe(
      'carriers=A+%26+B&carriers=C&states=TX&startDate=2024&endDate=2024-06-30&dateBasis=submitted&sortField=rate_impact&sortDirection=ascending',
    );
    const read = readExportQuery(new URLSearchParams(text));
    expect(read.filters).toMatchObject({
      carriers: ['A & B', 'C'],
      states: ['TX'],
      productNames: [],
      startDate: { year: 2024, month: 0, day: 0 },
      endDate: { year: 2024, month: 6, day: 30 },
      dateBasis: 2,
    });
    expect(read.sort).toEqual({ field: 'rate_impact', direction: 'ascending' });
  });

  it('leaves the date basis out without a date, and defaults the sort direction', () => {
    const text = writeExportQuery({
      lists: {},
      dateBasis: 'disposition',
      sortField: 'carrier',
      sortDirection: 'descending',
    });
    expect(text).toBe('sortField=carrier&sortDirection=descending');
    expect(readExportQuery(new URLSearchParams('')).sort).toEqual({
      field: '',
      direction: 'descending',
    });
    expect(readExportQuery(new URLSearchParams('sortDirection=up')).sort.direction).toBe(
      'unspecified',
    );
  });

  it('refuses unknown parameters, malformed dates and unknown date bases, naming them', () => {
    expect(() => readExportQuery(new URLSearchParams('page=2'))).toThrow(
      /Unknown export parameter: page/,
    );
    expect(() => readExportQuery(new URLSearchParams('startDate=2024-6'))).toThrow(
      /startDate must be YYYY, YYYY-MM or YYYY-MM-DD/,
    );
    expect(() => readExportQuery(new URLSearchParams('dateBasis=tomorrow'))).toThrow(/dateBasis/);
  });

  it('carries the tracking-number filter as one comma-separated parameter', () => {
    const text = writeExportQuery({
      lists: { states: ['TX'] },
      trackingNumbers: ['SFMA-134393024', 'ALSE-G134016536'],
      sortField: 'carrier',
      sortDirection: 'ascending',
    });
    expect(text).toBe(
      'states=TX&tracking=SFMA-134393024%2CALSE-G134016536&sortField=carrier&sortDirection=ascending',
    );
    expect(readExportQuery(new URLSearchParams(text)).filters.trackingNumbers).toEqual([
      'SFMA-134393024',
      'ALSE-G134016536',
    ]);
    expect(readExportQuery(new URLSearchParams('')).filters.trackingNumbers).toBeUndefined();
  });

  it('names one row per filing as rows=filings, and reads a link without it as per company', () => {
    const text = writeExportQuery({
      rows: 'filings',
      lists: { states: ['TX'] },
      sortField: 'rate_impact',
      sortDirection: 'descending',
    });
    expect(text).toBe('rows=filings&states=TX&sortField=rate_impact&sortDirection=descending');
    expect(readExportQuery(new URLSearchParams(text)).rows).toBe('filings');
    expect(
      writeExportQuery({
        rows: 'companies',
        lists: {},
        sortField: 'carrier',
        sortDirection: 'ascending',
      }),
    ).toBe('sortField=carrier&sortDirection=ascending');
    expect(readExportQuery(new URLSearchParams('')).rows).toBe('companies');
    expect(readExportQuery(new URLSearchParams('rows=companies')).rows).toBe('companies');
    expect(() => readExportQuery(new URLSearchParams('rows=everything'))).toThrow(
      /rows must be one of filings, companies/,
    );
  });

  it('formats dates to the precision they have', () => {
    expect(formatExportDate({ year: 2024, month: 0, day: 0 })).toBe('2024');
    expect(formatExportDate({ year: 2024, month: 2, day: 0 })).toBe('2024-02');
    expect(formatExportDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
  });
});
