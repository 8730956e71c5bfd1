import { describe, expect, it } from 'vitest';
import { dayNumber, monthOfDay, monthStart } from './calendar-days.ts';

const DAY_MS = 86_400_000;

describe('calendar days', () => {
  it('counts days since 1970-01-01 as PostgreSQL dates do, leap years included', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-02-29')).toBe(Date.UTC(2024, 1, 29) / DAY_MS);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('2023-03-01') - dayNumber('2023-02-28')).toBe(1);
    expect(dayNumber('1900-03-01') - dayNumber('1900-02-28')).toBe(1);
    expect(dayNumber('0001-01-01')).toBe(-719_162);
    expect(dayNumber('9999-12-31')).toBe(2_932_896);
  });

  it('finds the month of every day of four years and names its first day', () => {
    for (let day = dayNumber('2023-01-01'); day <= dayNumber('2026-12-31'); day++) {
      const date = new Date(day * DAY_MS);
      expect(monthOfDay(day)).toBe(date.getUTCFullYear() * 12 + date.getUTCMonth());
    }
    expect(monthStart(monthOfDay(dayNumber('2024-12-31')))).toBe('2024-12-01');
    expect(monthStart(monthOfDay(dayNumber('0099-07-04')))).toBe('0099-07-01');
  });
});
