import { describe, expect, it } from 'vitest';
import { isoToPartialDate, partialDateToIso } from './date-range-value.ts';

describe('partialDateToIso', () => {
  it('prints a full date', () => {
    expect(partialDateToIso({ year: 2024, month: 3, day: 5 }, 'start')).toBe('2024-03-05');
  });
  it('fills a start date with the start of its period', () => {
    expect(partialDateToIso({ year: 2024 }, 'start')).toBe('2024-01-01');
    expect(partialDateToIso({ year: 2024, month: 6 }, 'start')).toBe('2024-06-01');
  });
  it('fills an end date with the end of its period', () => {
    expect(partialDateToIso({ year: 2024 }, 'end')).toBe('2024-12-31');
    expect(partialDateToIso({ year: 2024, month: 2 }, 'end')).toBe('2024-02-29');
    expect(partialDateToIso({ year: 2023, month: 2, day: 31 }, 'end')).toBe('2023-02-28');
  });
  it('gives null without a year', () => {
    expect(partialDateToIso(undefined, 'start')).toBeNull();
    expect(partialDateToIso({ month: 3 }, 'end')).toBeNull();
  });
});

describe('isoToPartialDate', () => {
  it('reads the picker value', () => {
    expect(isoToPartialDate('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(isoToPartialDate('2024-03-05 00:00:00')).toEqual({ year: 2024, month: 3, day: 5 });
  });
  it('ignores anything else', () => {
    expect(isoToPartialDate(null)).toBeUndefined();
    expect(isoToPartialDate('yesterday')).toBeUndefined();
    expect(isoToPartialDate('2024-13-01')).toBeUndefined();
  });
});
