import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCount,
  formatDollars,
  formatLevel,
  formatRelativity,
  roundTo,
} from './format-figures.ts';

/** The brief's figures read as the app's (contract/format/): one module for both tiers. */
describe('format-figures', () => {
  it('formats changes with a sign and one decimal, never "-0.0%"', () => {
    expect(formatChange(7.2)).toBe('+7.2%');
    expect(formatChange(-3.14)).toBe('−3.1%');
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(-0.04)).toBe('0.0%');
    expect(formatChange(0.04)).toBe('0.0%');
  });

  it('formats levels without a sign', () => {
    expect(formatLevel(65)).toBe('65.0%');
    expect(formatLevel(-0.01)).toBe('0.0%');
    expect(formatLevel(1234.56)).toBe('1,234.6%');
  });

  it('formats whole dollars and counts with grouping', () => {
    expect(formatDollars(720_000)).toBe('$720,000');
    expect(formatDollars(-41_666.67)).toBe('−$41,667');
    expect(formatCount(6_900)).toBe('6,900');
    expect(formatCount(2.6)).toBe('3');
  });

  it('formats relativities with three decimals', () => {
    expect(formatRelativity(1)).toBe('1.000');
    expect(formatRelativity(0.98765)).toBe('0.988');
  });

  it('prints a dash for a missing figure', () => {
    for (const format of [
      formatChange,
      formatLevel,
      formatDollars,
      formatCount,
      formatRelativity,
    ]) {
      expect(format(null)).toBe('—');
      expect(format(undefined)).toBe('—');
    }
  });

  it('rounds to a number of decimals', () => {
    expect(roundTo(1.23456, 2)).toBe(1.23);
    expect(roundTo(1.235, 0)).toBe(1);
    expect(roundTo(-2.5, 0)).toBe(-2);
  });
});
