import { describe, expect, it } from 'vitest';
import { wideStatColumns } from './stat-grid.tsx';

describe('wideStatColumns', () => {
  it('keeps rows even: no figure left alone on a row', () => {
    expect([1, 3, 4].map(wideStatColumns)).toEqual([4, 4, 4]);
    expect(wideStatColumns(5)).toBe(5);
    expect(wideStatColumns(6)).toBe(3);
    expect(wideStatColumns(7)).toBe(4);
    expect(wideStatColumns(8)).toBe(4);
    expect(wideStatColumns(10)).toBe(5);
  });
});
