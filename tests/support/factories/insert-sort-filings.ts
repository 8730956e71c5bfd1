import type { WholeFilingRow } from '#server/data/filing-rows.ts';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from './insert-filing.ts';

/** Rate impacts of each filing's company rows: ties, empty values and a two-company filing. */
export const SORT_FILING_RATES = {
  a: ['TX', [5]],
  b: ['TX', [5]],
  c: ['TX', [null]],
  d: ['TX', [-2]],
  e: ['OK', [5, 9]],
  f: ['OK', [null]],
  g: ['OK', [0]],
} as const satisfies Record<string, readonly [string, readonly (number | null)[]]>;

export type SortFilingName = keyof typeof SORT_FILING_RATES;

/**
 * Seven whole filings with eight company rows for tests of list order and paging: rate impacts
 * 5, 5, empty and −2 in TX; 5 and 9 (one filing, overall 7), empty and 0 in OK. Companies are
 * named "<filing> Co <n>", e.g. "e Co 2".
 */
export async function insertSortFilings(
  db: Database,
): Promise<Record<SortFilingName, WholeFilingRow>> {
  const filings: Partial<Record<SortFilingName, WholeFilingRow>> = {};
  for (const [name, [state, rates]] of Object.entries(SORT_FILING_RATES)) {
    filings[name as SortFilingName] = await insertFiling(db, {
      state,
      companies: rates.map((rate, k) => ({
        company: `${name} Co ${k + 1}`,
        rate_impact: rate,
        written_premium_for_program: 1_000_000,
        written_premium_change: rate === null ? null : rate * 10_000,
      })),
    });
  }
  return filings as Record<SortFilingName, WholeFilingRow>;
}

type Keyed = { value: number | string | null; key: number | string };

/**
 * The documented list order (filing-sort.ts): descending is value descending with empty values
 * last, ties by key ascending; ascending is its exact reverse.
 */
export function sortedKeys<T extends Keyed>(
  rows: readonly T[],
  direction: 'ascending' | 'descending',
): (number | string)[] {
  const descending = [...rows].sort((x, y) => {
    if (x.value !== y.value) {
      if (x.value === null) return 1;
      if (y.value === null) return -1;
      return x.value < y.value ? 1 : -1;
    }
    return x.key < y.key ? -1 : x.key > y.key ? 1 : 0;
  });
  const keys = descending.map((r) => r.key);
  return direction === 'descending' ? keys : keys.reverse();
}
