import type { PageRequest } from './page-request.ts';

export type PageWindow = { offset: number; limit: number; reverse: boolean };

/**
 * Where a page lies in a result of `total` rows, read from the nearer end: a page in the second
 * half is read in reverse order from the end (then flipped back by the caller's outer ORDER BY),
 * so that OFFSET never walks more than half the result. Undefined when the page is past the end.
 */
export function planPageWindow(page: PageRequest, total: number): PageWindow | undefined {
  const offset = (page.page - 1) * page.pageSize;
  if (offset >= total) return undefined;
  const limit = Math.min(page.pageSize, total - offset);
  if (offset + limit / 2 <= total / 2) return { offset, limit, reverse: false };
  return { offset: total - offset - limit, limit, reverse: true };
}
