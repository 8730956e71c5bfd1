import type { AnalyticsStore } from './analytics-store.ts';

type Sized = { byteLength: number };
const isSized = (value: unknown): value is Sized =>
  ArrayBuffer.isView(value) && typeof (value as Sized).byteLength === 'number';

/**
 * Bytes held by the store's typed arrays (the bulk of it; dictionaries' strings and the reviewer
 * names are left out, a few hundred kB at most in the demo data's shape).
 */
export function storeBytes(store: AnalyticsStore): number {
  let bytes = 0;
  const visit = (value: unknown, depth: number) => {
    if (isSized(value)) bytes += value.byteLength;
    else if (value && typeof value === 'object' && depth < 3 && !Array.isArray(value))
      for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(store, 0);
  return bytes;
}
