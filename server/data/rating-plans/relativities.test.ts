import { describe, expect, it } from 'vitest';
import {
  isOrdered,
  normalizeShares,
  orderLevels,
  spread,
  valleyOf,
  weightedMean,
} from './relativities.ts';

describe('orderLevels', () => {
  it('makes an increasing table rise strictly from a base in the middle, adjusting the far levels', () => {
    const v = [0.9, 0.95, 1, 0.998, 1.2];
    orderLevels(v, 'increasing', 2, 0);
    expect(v).toEqual([0.9, 0.95, 1, 1.001, 1.2]);
    const w = [0.97, 0.96, 1.00004, 1.3];
    orderLevels(w, 'increasing', 2, 0);
    expect(w).toEqual([0.959, 0.96, 1, 1.3]);
    expect(isOrdered(w, 'increasing', 0)).toBe(true);
    expect(isOrdered([0.9, 0.9, 1], 'increasing', 0)).toBe(false);
  });

  it('makes a decreasing table fall strictly (a higher deductible never costs more)', () => {
    const v = [1.1, 1.12, 1, 0.86, 0.9];
    orderLevels(v, 'decreasing', 2, 4);
    expect(v).toEqual([1.121, 1.12, 1, 0.86, 0.859]);
    expect(isOrdered(v, 'decreasing', 4)).toBe(true);
  });

  it('keeps a U falling to its valley and rising after, with no second 1.000', () => {
    const v = [2.5, 1.4, 1.5, 1, 0.93, 1.0001, 0.99];
    orderLevels(v, 'u-shaped', 3, 4);
    expect(v).toEqual([2.5, 1.501, 1.5, 1, 0.93, 1.001, 1.002]);
    expect(isOrdered(v, 'u-shaped', 4)).toBe(true);
    const left = [1.3, 0.92, 0.95, 1, 1.2];
    orderLevels(left, 'u-shaped', 3, 1);
    expect(isOrdered(left, 'u-shaped', 1)).toBe(true);
    expect(left[3]).toBe(1);
  });

  it('rounds to 3 decimals and moves a stray 1.000 off the base in unordered tables', () => {
    const v = [0.91234, 1, 1.0002, 1.2];
    orderLevels(v, 'none', 1, -1);
    expect(v).toEqual([0.912, 1, 1.001, 1.2]);
  });
});

describe('relativity helpers', () => {
  it('finds the valley of a U and the ends of monotone tables', () => {
    expect(valleyOf('u-shaped', [2, 1.2, 1, 0.94, 1.1])).toBe(3);
    expect(valleyOf('increasing', [1, 2])).toBe(0);
    expect(valleyOf('decreasing', [1.2, 1, 0.8])).toBe(2);
    expect(valleyOf('none', [1, 2])).toBe(-1);
  });

  it('normalizes shares to 3 decimals summing to exactly 1', () => {
    const shares = normalizeShares([1, 1, 1]);
    expect(shares.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    expect(shares.every((s) => Math.round(s * 1000) / 1000 === s)).toBe(true);
    expect(normalizeShares([1000, 0.0001])[1]).toBe(0.001);
  });

  it('measures spread and weighted means', () => {
    expect(spread([0.8, 1, 1.6])).toBe(2);
    expect(weightedMean([1, 2], [0.75, 0.25])).toBe(1.25);
  });
});
