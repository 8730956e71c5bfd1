import { describe, expect, it } from 'vitest';
import { planPageWindow } from '#server/domain/filings/plan-page-window.ts';
import { pagePositions, selectionMask } from './page-positions.ts';

/** Positions 0-9 in a descending order 9, 8, ..., 0; the even ones selected. */
const ORDER = Uint32Array.from([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
const EVEN = selectionMask(Uint32Array.from([0, 2, 4, 6, 8]), 10);

function page(direction: 'ascending' | 'descending', n: number, size: number) {
  const window = planPageWindow({ page: n, pageSize: size }, 5);
  if (!window) return [];
  return [...pagePositions(ORDER, EVEN, direction, window)];
}

describe('pagePositions', () => {
  it('walks the order forwards when descending and backwards when ascending', () => {
    expect(page('descending', 1, 2)).toEqual([8, 6]);
    expect(page('ascending', 1, 2)).toEqual([0, 2]);
  });

  it('reads pages past the middle from the end, in the list order', () => {
    expect(page('descending', 2, 2)).toEqual([4, 2]);
    expect(page('descending', 3, 2)).toEqual([0]);
    expect(page('ascending', 3, 2)).toEqual([8]);
    expect(page('ascending', 2, 3)).toEqual([6, 8]);
  });

  it('gives nothing past the end and every row without a selection', () => {
    expect(page('descending', 4, 2)).toEqual([]);
    const all = pagePositions(ORDER, undefined, 'descending', {
      offset: 8,
      limit: 2,
      reverse: false,
    });
    expect([...all]).toEqual([1, 0]);
  });

  it('leaves the mask out when every position is selected', () => {
    expect(selectionMask(Uint32Array.from([1, 0]), 2)).toBeUndefined();
  });
});
