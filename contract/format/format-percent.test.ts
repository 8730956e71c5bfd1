import { describe, expect, it } from 'vitest';
import { changeTone, formatPercent, formatPercentChange } from './format-percent.ts';

describe('formatPercentChange', () => {
  it('signs and keeps one decimal', () => {
    expect(formatPercentChange(7.2)).toBe('+7.2%');
    expect(formatPercentChange(-12)).toBe('−12.0%');
    expect(formatPercentChange(3.25)).toBe('+3.3%');
    expect(formatPercentChange(1234.5)).toBe('+1,234.5%');
  });
  it('prints values that round to zero without a sign', () => {
    expect(formatPercentChange(0)).toBe('0.0%');
    expect(formatPercentChange(-0.04)).toBe('0.0%');
    expect(formatPercentChange(0.04)).toBe('0.0%');
  });
  it('shows a dash for a missing value', () => {
    expect(formatPercentChange(undefined)).toBe('—');
    expect(formatPercentChange(Number.NaN)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('prints a level without a plus sign', () => {
    expect(formatPercent(65)).toBe('65.0%');
    expect(formatPercent(-2.06)).toBe('−2.1%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('changeTone', () => {
  it('follows the displayed value', () => {
    expect(changeTone(0.06)).toBe('increase');
    expect(changeTone(-3)).toBe('decrease');
    expect(changeTone(-0.04)).toBe('none');
    expect(changeTone(undefined)).toBe('none');
  });
});
