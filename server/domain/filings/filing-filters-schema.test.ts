import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '#contract/api-limits.ts';
import { emptyFilterLists } from '#contract/filings/filter-fields.ts';
import {
  daysInMonth,
  filingFiltersInputSchema,
  filterDateSchema,
} from './filing-filters-schema.ts';

const { maxValues: MAX_FILTER_VALUES, maxValueLength: MAX_FILTER_VALUE_LENGTH } = API_LIMITS;

const date = (year: number, month = 0, day = 0) => ({ year, month, day });

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 1, 31],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('filterDateSchema', () => {
  it('accepts a year, a month of a year, a day of a month and the empty date', () => {
    for (const d of [date(0), date(2024), date(2024, 2), date(2024, 2, 29), date(1900, 12, 31)])
      expect(filterDateSchema.parse(d)).toEqual(d);
  });

  it.each([
    [date(0, 3), 'A date with a month or day needs a year'],
    [date(2024, 0, 5), 'A date with a day needs a month'],
    [date(1899), 'Year must be 1900 or later'],
    [date(10_000), 'Year must be at most 9999'],
    [date(2024, 13), 'Month must be 1 to 12'],
    [date(2024, 1, 32), 'Day must be 1 to 31'],
    [date(2023, 2, 29), 'Day does not exist in that month'],
    [date(2024, 4, 31), 'Day does not exist in that month'],
  ])('refuses %j: %s', (d, message) => {
    const result = filterDateSchema.safeParse(d);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toContain(message);
  });
});

describe('filingFiltersInputSchema', () => {
  it('defaults every list to empty, the date basis to effective, the population to rate changes', () => {
    expect(filingFiltersInputSchema.parse({})).toEqual({
      ...emptyFilterLists(),
      trackingNumbers: [],
      dateBasis: 'effective',
      population: 'rate_changes',
    });
  });

  it('trims, deduplicates and sorts list values; upper-cases states', () => {
    const parsed = filingFiltersInputSchema.parse({
      companies: [' Beta Co ', 'Alpha Co', 'Beta Co'],
      states: ['tx', ' ca', 'TX'],
    });
    expect(parsed.companies).toEqual(['Alpha Co', 'Beta Co']);
    expect(parsed.states).toEqual(['CA', 'TX']);
  });

  it('maps the proto date basis and population', () => {
    const basis = (dateBasis: number) => filingFiltersInputSchema.parse({ dateBasis }).dateBasis;
    expect([0, 1, 2, 3].map(basis)).toEqual(['effective', 'effective', 'submitted', 'disposition']);
    const population = (p: number) => filingFiltersInputSchema.parse({ population: p }).population;
    expect([0, 1, 2].map(population)).toEqual(['rate_changes', 'rate_changes', 'all']);
  });

  it.each([
    [{ dateBasis: 4 }, 'Unknown date basis'],
    [{ population: 3 }, 'Unknown population'],
    [{ states: ['TEX'] }, 'States are two-letter codes'],
    [{ carriers: ['  '] }, 'Carriers: values must not be empty'],
    [
      { productNames: ['x'.repeat(MAX_FILTER_VALUE_LENGTH + 1)] },
      `Product names: values must be at most ${MAX_FILTER_VALUE_LENGTH} characters`,
    ],
    [
      { subTois: Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => `v${i}`) },
      `Sub-TOIs: at most ${MAX_FILTER_VALUES} values`,
    ],
  ])('refuses %#', (input, message) => {
    expect(() => filingFiltersInputSchema.parse(input)).toThrow(message);
  });

  it('accepts exactly the maximum number and length of values', () => {
    const values = Array.from(
      { length: MAX_FILTER_VALUES },
      (_, i) => `v${String(i).padStart(3, '0')}`,
    );
    expect(filingFiltersInputSchema.parse({ carriers: values }).carriers).toHaveLength(
      MAX_FILTER_VALUES,
    );
    const long = 'x'.repeat(MAX_FILTER_VALUE_LENGTH);
    expect(filingFiltersInputSchema.parse({ carriers: [long] }).carriers).toEqual([long]);
  });
});

describe('the tracking-number filter', () => {
  const numbers = (count: number) =>
    Array.from({ length: count }, (_, i) => `SFMA-${String(100_000 + i)}`);

  it('upper-cases, deduplicates and sorts tracking numbers', () => {
    const parsed = filingFiltersInputSchema.parse({
      trackingNumbers: [' sfma-134393024', 'ALSE-G134016536', 'SFMA-134393024'],
    });
    expect(parsed.trackingNumbers).toEqual(['ALSE-G134016536', 'SFMA-134393024']);
  });

  it('takes 200 and refuses 201 with a clear message', () => {
    expect(
      filingFiltersInputSchema.parse({ trackingNumbers: numbers(200) }).trackingNumbers,
    ).toHaveLength(200);
    expect(() => filingFiltersInputSchema.parse({ trackingNumbers: numbers(201) })).toThrow(
      'Tracking numbers: at most 200 values',
    );
  });

  it('names an item that is not a tracking number', () => {
    expect(() =>
      filingFiltersInputSchema.parse({ trackingNumbers: ['SFMA-134393024', 'Texas'] }),
    ).toThrow('Tracking numbers: Texas is not a SERFF tracking number');
  });
});
