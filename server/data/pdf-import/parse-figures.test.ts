import { describe, expect, it } from 'vitest';
import { parseCount, parseDate, parseDecimal, parseMoney, parsePercent } from './parse-figures.ts';

describe('parse-figures', () => {
  it('reads percentages as printed, and marks repaired ones', () => {
    expect(parsePercent('+5.200%')).toEqual({ value: 5.2, repaired: false });
    expect(parsePercent('-0.4%')).toEqual({ value: -0.4, repaired: false });
    expect(parsePercent('(3.5%)')).toEqual({ value: -3.5, repaired: true });
    expect(parsePercent('5.2')).toEqual({ value: 5.2, repaired: true });
    expect(parsePercent('n/a')).toBeNull();
    expect(parsePercent('Texas')).toBeNull();
  });
  it('reads money, counts and relativities', () => {
    expect(parseMoney('-$183,816')).toEqual({ value: -183816, repaired: false });
    expect(parseMoney('($5,000)')).toEqual({ value: -5000, repaired: true });
    expect(parseMoney('$0.00')).toEqual({ value: 0, repaired: false });
    expect(parseMoney('12 345')).toEqual({ value: 12345, repaired: true });
    expect(parseCount('28,598')).toEqual({ value: 28598, repaired: false });
    expect(parseCount('2.5')).toBeNull();
    expect(parseDecimal('1.000')).toEqual({ value: 1, repaired: false });
  });
  it('reads dates in SERFF, ISO and letter form, refusing impossible ones', () => {
    expect(parseDate('03/07/2024')).toEqual({ value: '2024-03-07', repaired: false });
    expect(parseDate('2024-03-07')).toEqual({ value: '2024-03-07', repaired: true });
    expect(parseDate('March 7, 2024')).toEqual({ value: '2024-03-07', repaired: true });
    expect(parseDate('02/30/2024')).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});
