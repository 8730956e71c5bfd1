import { describe, expect, it } from 'vitest';
import {
  formatDays,
  formatDecimal,
  formatInteger,
  formatNumberCompact,
  formatRelativity,
} from './format-number.ts';

describe('formatNumberCompact', () => {
  it('shortens large figures for an axis and keeps small ones readable', () => {
    expect(formatNumberCompact(46_235_418_337)).toBe('46.2B');
    expect(formatNumberCompact(50_000_000_000)).toBe('50B');
    expect(formatNumberCompact(1_250)).toBe('1.3K');
    expect(formatNumberCompact(-2_500_000)).toBe('−2.5M');
    expect(formatNumberCompact(-12.345)).toBe('−12.35');
    expect(formatNumberCompact(0)).toBe('0');
    expect(formatNumberCompact(Number.NaN)).toBe('—');
  });
});

describe('formatInteger', () => {
  it('rounds and groups thousands', () => {
    expect(formatInteger(12_345.4)).toBe('12,345');
    expect(formatInteger(-1_000)).toBe('−1,000');
    expect(formatInteger(-0.2)).toBe('0');
    expect(formatInteger(undefined)).toBe('—');
  });
});

describe('formatDecimal', () => {
  it('keeps two to three decimals', () => {
    expect(formatDecimal(1.05)).toBe('1.05');
    expect(formatDecimal(0.9375)).toBe('0.938');
    expect(formatDecimal(1)).toBe('1.00');
    expect(formatDecimal(null)).toBe('—');
  });
});

describe('formatRelativity', () => {
  it('prints three decimals as rate manuals do, a true minus sign and a dash for nothing', () => {
    expect(formatRelativity(1)).toBe('1.000');
    expect(formatRelativity(0.9375)).toBe('0.938');
    expect(formatRelativity(1.1814)).toBe('1.181');
    expect(formatRelativity(-0.5)).toBe('−0.500');
    expect(formatRelativity(undefined)).toBe('—');
    expect(formatRelativity(Number.NaN)).toBe('—');
  });
});

describe('formatDays', () => {
  it('prints whole days with a unit, zero included', () => {
    expect(formatDays(12.4)).toBe('12 d');
    expect(formatDays(0)).toBe('0 d');
    expect(formatDays(1_234)).toBe('1,234 d');
  });
  it('prints a dash when nothing was decided or the value is missing', () => {
    expect(formatDays(0, false)).toBe('—');
    expect(formatDays(undefined)).toBe('—');
    expect(formatDays(Number.NaN)).toBe('—');
  });
});
