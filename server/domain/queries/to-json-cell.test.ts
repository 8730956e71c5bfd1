import { describe, expect, it } from 'vitest';
import { toJsonCell } from './to-json-cell.ts';

describe('toJsonCell', () => {
  it('keeps numbers and text, and makes missing values null', () => {
    expect(toJsonCell(7.25)).toBe(7.25);
    expect(toJsonCell(-0)).toBe(-0);
    expect(toJsonCell('TX')).toBe('TX');
    expect(toJsonCell('')).toBe('');
    expect(toJsonCell(null)).toBeNull();
    expect(toJsonCell(undefined)).toBeNull();
  });

  it('writes non-finite numbers as text and big integers as numbers', () => {
    expect(toJsonCell(Number.NaN)).toBe('NaN');
    expect(toJsonCell(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(toJsonCell(12n)).toBe(12);
  });

  it('writes booleans as "true" and "false"', () => {
    expect(toJsonCell(true)).toBe('true');
    expect(toJsonCell(false)).toBe('false');
  });

  it('writes dates as ISO 8601, an invalid date as null', () => {
    expect(toJsonCell(new Date(Date.UTC(2024, 3, 1)))).toBe('2024-04-01T00:00:00.000Z');
    expect(toJsonCell(new Date('not a date'))).toBeNull();
  });

  it('writes arrays and JSON as JSON text, and values that know their PostgreSQL text as that', () => {
    expect(toJsonCell([1, 'a'])).toBe('[1,"a"]');
    expect(toJsonCell({ a: { b: null } })).toBe('{"a":{"b":null}}');
    expect(toJsonCell({ toPostgres: () => '1 day' })).toBe('1 day');
  });
});
