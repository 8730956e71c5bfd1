import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatCalendarDate,
  formatDateTime,
  formatIsoAsCalendarDate,
  formatIsoDate,
} from './format-date.ts';

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

describe('formatIsoAsCalendarDate', () => {
  it('reads an ISO date (or timestamp) back for display', () => {
    expect(formatIsoAsCalendarDate('2022-05-13')).toBe('May 13, 2022');
    expect(formatIsoAsCalendarDate('2026-11-25T14:03:22.000Z')).toBe('Nov 25, 2026');
    expect(formatIsoAsCalendarDate('2024-02')).toBe('Feb 2024');
    expect(formatIsoAsCalendarDate('2024')).toBe('2024');
  });
  it('prints a dash for nothing or something else', () => {
    expect(formatIsoAsCalendarDate('')).toBe('—');
    expect(formatIsoAsCalendarDate(undefined)).toBe('—');
    expect(formatIsoAsCalendarDate('any')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('prints a moment in UTC with plain spaces', () => {
    expect(formatDateTime(new Date('2026-11-25T14:03:22Z'), { utc: true })).toBe(
      'Nov 25, 2026, 2:03 PM UTC',
    );
  });
  it('prints a moment in the local time zone without saying so', () => {
    expect(formatDateTime(Date.UTC(2022, 4, 13, 12))).toMatch(
      /^May 1[34], 2022, \d{1,2}:00 [AP]M$/,
    );
    expect(formatDateTime(new Date('nope'))).toBe('—');
  });
});
