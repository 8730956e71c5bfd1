import { describe, expect, it } from 'vitest';
import { digestPeriodOf, isoWeekOf } from './digest-period.ts';

describe('digestPeriodOf', () => {
  it('names a daily period by its UTC day', () => {
    expect(digestPeriodOf('daily', new Date('2026-11-25T23:59:00Z'))).toBe('2026-11-25');
    expect(digestPeriodOf('daily', new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
  });

  it('names a weekly period by its ISO week, across year ends', () => {
    expect(digestPeriodOf('weekly', new Date('2026-11-23T07:00:00Z'))).toBe('2026-W48');
    expect(digestPeriodOf('weekly', new Date('2026-11-29T23:00:00Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-12-31T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2027-01-04T12:00:00Z'))).toBe('2027-W01');
    expect(isoWeekOf(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});
