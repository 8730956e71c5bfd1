import { describe, expect, it } from 'vitest';
import { daysBetween, formatCalendarDate, formatIsoDate } from './format-date.ts';

describe('formatCalendarDate', () => {
  it('prints a full date', () => {
    expect(formatCalendarDate({ year: 2024, month: 3, day: 5 })).toBe('Mar 5, 2024');
  });
  it('prints partial dates', () => {
    expect(formatCalendarDate({ year: 2024, month: 3, day: 0 })).toBe('Mar 2024');
    expect(formatCalendarDate({ year: 2024, month: 0, day: 0 })).toBe('2024');
  });
  it('prints a dash for no date', () => {
    expect(formatCalendarDate(undefined)).toBe('—');
    expect(formatCalendarDate({ year: 0, month: 0, day: 0 })).toBe('—');
  });
});

describe('formatIsoDate', () => {
  it('pads parts', () => {
    expect(formatIsoDate({ year: 2024, month: 3, day: 5 })).toBe('2024-03-05');
    expect(formatIsoDate({ year: 2024, month: 3, day: 0 })).toBe('');
  });
});

describe('daysBetween', () => {
  it('counts whole days across months and leap years', () => {
    expect(daysBetween({ year: 2024, month: 2, day: 1 }, { year: 2024, month: 3, day: 1 })).toBe(
      29,
    );
    expect(daysBetween({ year: 2024, month: 2, day: 1 }, undefined)).toBeUndefined();
  });
});
