import type { SortDirection } from '#contract/filings/filing-sort-fields.ts';
import type { PageWindow } from '#server/domain/filings/plan-page-window.ts';
import type { SortOrder } from './sort-orders.ts';

/**
 * The store positions of one page, in the list's order: walks `order` (the descending order,
 * see sort-orders.ts; ascending walks it backwards) over the `selected` rows (undefined: every
 * row), skips `window.offset` of them and keeps the next `window.limit`. A window read from the
 * end (`reverse`, planPageWindow) walks from the other end and is flipped back, so no walk passes
 * more than half of the selected rows; nothing is sorted.
 */
export function pagePositions(
  order: SortOrder,
  selected: Uint8Array | undefined,
  direction: SortDirection,
  window: PageWindow,
): Uint32Array {
  const page = new Uint32Array(window.limit);
  const forward = (direction === 'descending') !== window.reverse;
  let skip = window.offset;
  let n = 0;
  const step = forward ? 1 : -1;
  for (let k = forward ? 0 : order.length - 1; k >= 0 && k < order.length; k += step) {
    const position = order[k] ?? 0;
    if (selected && !selected[position]) continue;
    if (skip > 0) {
      skip -= 1;
      continue;
    }
    page[n++] = position;
    if (n === window.limit) break;
  }
  const taken = page.subarray(0, n);
  return window.reverse ? taken.reverse() : taken;
}

/** A mask over `count` positions with the given ones set (undefined when all are given). */
export function selectionMask(positions: Uint32Array, count: number): Uint8Array | undefined {
  if (positions.length === count) return undefined;
  const mask = new Uint8Array(count);
  for (const position of positions) mask[position] = 1;
  return mask;
}
