import { describe, expect, it } from 'vitest';
import { countRequestSchema, listRequestSchema } from './list-request-schema.ts';

describe('listRequestSchema', () => {
  it('defaults filters, sort and page', () => {
    expect(listRequestSchema('filings').parse({})).toEqual({
      filters: countRequestSchema.parse({}).filters,
      sort: { field: 'written_premium_change', direction: 'descending' },
      pagination: { page: 1, pageSize: 10 },
    });
    expect(listRequestSchema('whole').parse({ filters: null }).filters.carriers).toEqual([]);
  });

  it('resolves filters and validates the sort against the table read', () => {
    const request = listRequestSchema('whole').parse({
      filters: { states: ['ca'], startDate: { year: 2024, month: 0, day: 0 } },
      sort: { field: 'submitted_date', direction: 'ascending' },
      pagination: { page: 2, pageSize: 50 },
    });
    expect(request).toMatchObject({
      filters: { states: ['CA'], startDate: '2024-01-01' },
      sort: { field: 'submitted_date', direction: 'ascending' },
      pagination: { page: 2, pageSize: 50 },
    });
    expect(() =>
      listRequestSchema('filings').parse({
        sort: { field: 'submitted_date', direction: 'ascending' },
      }),
    ).toThrow('Unknown sort field');
  });

  it('refuses bad filters and pages', () => {
    expect(() => countRequestSchema.parse({ filters: { dateBasis: 9 } })).toThrow(
      'Unknown date basis',
    );
    expect(() =>
      countRequestSchema.parse({
        filters: {
          startDate: { year: 2025, month: 0, day: 0 },
          endDate: { year: 2024, month: 0, day: 0 },
        },
      }),
    ).toThrow('The start date must not be after the end date');
    expect(() =>
      listRequestSchema('filings').parse({ pagination: { page: 1, pageSize: 101 } }),
    ).toThrow('Page size');
  });
});
