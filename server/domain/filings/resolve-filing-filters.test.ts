import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

describe('resolveFilingFilters', () => {
  it('expands partial dates to inclusive whole-period bounds', () => {
    expect(
      resolveFilingFilters({
        startDate: { year: 2024, month: 0, day: 0 },
        endDate: { year: 2024, month: 2, day: 0 },
      }),
    ).toMatchObject({ startDate: '2024-01-01', endDate: '2024-02-29' });
    expect(resolveFilingFilters({ endDate: { year: 2023, month: 0, day: 0 } })).toMatchObject({
      endDate: '2023-12-31',
    });
    expect(
      resolveFilingFilters({ startDate: { year: 0, month: 0, day: 0 } }).startDate,
    ).toBeUndefined();
  });

  it('deduplicates and sorts list values, upper-cases states', () => {
    expect(resolveFilingFilters({ carriers: ['B', 'A', 'B'], states: ['tx', 'OH'] })).toMatchObject(
      {
        carriers: ['A', 'B'],
        states: ['OH', 'TX'],
        companies: [],
      },
    );
  });

  it.each([
    [{ startDate: { year: 2024, month: 13, day: 0 } }, /Month/],
    [{ startDate: { year: 2023, month: 2, day: 29 } }, /Day does not exist/],
    [{ startDate: { year: 0, month: 3, day: 0 } }, /needs a year/],
    [
      { startDate: { year: 2025, month: 0, day: 0 }, endDate: { year: 2024, month: 0, day: 0 } },
      /start date/,
    ],
    [{ states: ['Texas'] }, /two-letter/],
    [{ carriers: [''] }, /must not be empty/],
  ])('refuses %j', (input, message) => {
    expect(() => resolveFilingFilters(input)).toThrow(message);
  });
});
