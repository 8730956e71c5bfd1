import { describe, expect, it } from 'vitest';
import { dateRangePresets, parseTypedRange } from './date-range-presets.ts';
import { formatDateRange } from './date-range-text.ts';

describe('date range presets', () => {
  it('offers years, year to date, 12 months and quarters as of today', () => {
    const presets = dateRangePresets(new Date(2025, 4, 13));
    const byLabel = Object.fromEntries(presets.map((p) => [p.label, p]));
    expect(byLabel['This year']).toMatchObject({ start: { year: 2025 }, end: { year: 2025 } });
    expect(byLabel['Last year']).toMatchObject({ start: { year: 2024 }, end: { year: 2024 } });
    expect(byLabel['Year to date']?.end).toEqual({ year: 2025, month: 5, day: 13 });
    expect(byLabel['Last 12 months']?.start).toEqual({ year: 2024, month: 5, day: 14 });
    expect(byLabel['Q2 2025']).toMatchObject({ start: { year: 2025, month: 4 } });
    expect(byLabel['Q3 2025']).toBeUndefined();
    expect(byLabel['Q4 2024']).toMatchObject({ end: { year: 2024, month: 12 } });
  });
});

describe('typed ranges', () => {
  it('reads years, quarters, months and days', () => {
    expect(parseTypedRange('2024')).toEqual({ start: { year: 2024 }, end: { year: 2024 } });
    expect(parseTypedRange('Q1 2024')).toEqual({
      start: { year: 2024, month: 1 },
      end: { year: 2024, month: 3 },
    });
    expect(parseTypedRange('2024-q3')?.end).toEqual({ year: 2024, month: 9 });
    expect(parseTypedRange('Mar 2024')?.start).toEqual({ year: 2024, month: 3 });
    expect(parseTypedRange('2023-02-01 to 2023-05-15')).toEqual({
      start: { year: 2023, month: 2, day: 1 },
      end: { year: 2023, month: 5, day: 15 },
    });
    expect(parseTypedRange('1/5/2024 – 2/29/2024')?.end).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses what it cannot read or a backwards range', () => {
    expect(parseTypedRange('yesterday')).toBeUndefined();
    expect(parseTypedRange('2023-02-30')).toBeUndefined();
    expect(parseTypedRange('2024 to 2023')).toBeUndefined();
  });

  it('shows years, quarters and months by name', () => {
    expect(formatDateRange({ year: 2024 }, { year: 2024 })).toBe('2024');
    expect(formatDateRange({ year: 2024, month: 4 }, { year: 2024, month: 6 })).toBe('Q2 2024');
    expect(formatDateRange({ year: 2024, month: 3 }, { year: 2024, month: 3 })).toBe('Mar 2024');
    expect(formatDateRange({ year: 2024 }, { year: 2024, month: 5, day: 13 })).toBe(
      'Jan 1, 2024 – May 13, 2024',
    );
  });
});
