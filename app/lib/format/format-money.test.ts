import { describe, expect, it } from 'vitest';
import {
  formatMoneyCents,
  formatMoneyChangeCents,
  formatMoneyChangeCompact,
  formatMoneyChangeFull,
  formatMoneyCompact,
  formatMoneyFull,
} from './format-money.ts';

describe('formatMoneyCompact', () => {
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
  it('puts a minus sign before the dollar sign', () => {
    expect(formatMoneyCompact(-1_250)).toBe('−$1.3K');
  });
  it('shows a dash for a missing value', () => {
    expect(formatMoneyCompact(undefined)).toBe('—');
  });
});

describe('formatMoneyChangeCompact', () => {
  it('always signs a change', () => {
    expect(formatMoneyChangeCompact(1_200_000)).toBe('+$1.2M');
    expect(formatMoneyChangeCompact(-1_200_000)).toBe('−$1.2M');
    expect(formatMoneyChangeCompact(0)).toBe('$0');
  });
});

describe('formatMoneyFull', () => {
  it('prints whole dollars with separators', () => {
    expect(formatMoneyFull(200_500_000)).toBe('$200,500,000');
    expect(formatMoneyFull(-12.4)).toBe('−$12');
    expect(formatMoneyFull(-0.2)).toBe('$0');
    expect(formatMoneyFull(undefined)).toBe('—');
  });
});

describe('cents', () => {
  it('prints per-policyholder amounts with cents', () => {
    expect(formatMoneyCents(41.5)).toBe('$41.50');
    expect(formatMoneyChangeCents(41.5)).toBe('+$41.50');
    expect(formatMoneyChangeCents(-3.456)).toBe('−$3.46');
    expect(formatMoneyChangeCents(0.001)).toBe('$0.00');
  });
});

describe('formatMoneyChangeFull', () => {
  it('rounds to whole dollars and signs the change', () => {
    expect(formatMoneyChangeFull(436.72)).toBe('+$437');
    expect(formatMoneyChangeFull(-12.4)).toBe('−$12');
    expect(formatMoneyChangeFull(0.3)).toBe('$0');
    expect(formatMoneyChangeFull(null)).toBe('—');
  });
});
