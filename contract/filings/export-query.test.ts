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

  it('formats dates to the precision they have', () => {
    expect(formatExportDate({ year: 2024, month: 0, day: 0 })).toBe('2024');
    expect(formatExportDate({ year: 2024, month: 2, day: 0 })).toBe('2024-02');
    expect(formatExportDate({ year: 2024, month: 2, day: 9 })).toBe('2024-02-09');
  });
});
