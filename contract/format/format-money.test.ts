import { describe, expect, it } from 'vitest';
import {
  formatMoneyChangeCompact,
  formatMoneyChangeFull,
  formatMoneyCompact,
  formatMoneyFull,
} from './format-money.ts';

describe('formatMoneyFull', () => {
  it('prints whole dollars with separators, never cents', () => {
    expect(formatMoneyFull(200_500_000)).toBe('$200,500,000');
    expect(formatMoneyFull(436.72)).toBe('$437');
    expect(formatMoneyFull(-12.4)).toBe('−$12');
    expect(formatMoneyFull(-0.2)).toBe('$0');
    expect(formatMoneyFull(undefined)).toBe('—');
    expect(formatMoneyFull(Number.NaN)).toBe('—');
  });
});

describe('formatMoneyChangeFull', () => {
  it('rounds to whole dollars and signs the change', () => {
    expect(formatMoneyChangeFull(436.72)).toBe('+$437');
    expect(formatMoneyChangeFull(1_234_567.5)).toBe('+$1,234,568');
    expect(formatMoneyChangeFull(-12.4)).toBe('−$12');
    expect(formatMoneyChangeFull(0.3)).toBe('$0');
    expect(formatMoneyChangeFull(null)).toBe('—');
  });
});

describe('formatMoneyCompact (chart axes)', () => {
  it('uses K, M, B with one decimal', () => {
    expect(formatMoneyCompact(200_500_000)).toBe('$200.5M');
    expect(formatMoneyCompact(1_250)).toBe('$1.3K');
    expect(formatMoneyCompact(3_400_000_000)).toBe('$3.4B');
    expect(formatMoneyCompact(12)).toBe('$12');
    expect(formatMoneyCompact(0)).toBe('$0');
  });

  it('moves to the next unit instead of printing 1000.0K', () => {
    expect(formatMoneyCompact(999_960)).toBe('$1.0M');
    expect(formatMoneyCompact(999_940)).toBe('$999.9K');
  });

  it('puts a minus sign before the dollar sign, and a dash for a missing value', () => {
    expect(formatMoneyCompact(-1_250)).toBe('−$1.3K');
    expect(formatMoneyCompact(undefined)).toBe('—');
  });

  it('always signs a change', () => {
    expect(formatMoneyChangeCompact(1_200_000)).toBe('+$1.2M');
    expect(formatMoneyChangeCompact(-1_200_000)).toBe('−$1.2M');
    expect(formatMoneyChangeCompact(0)).toBe('$0');
  });
});
