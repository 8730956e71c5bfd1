import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { FilingFactors, StoreDictionaries } from './analytics-store.ts';
import { growableColumn } from './growable-column.ts';
import { groupRows } from './postings.ts';
import { readInBatches } from './read-in-batches.ts';
import { finiteOrNull } from './store-load-error.ts';
import { encode } from './string-dictionary.ts';
import { filingIndexOf, type TrackingNumberIndex } from './tracking-number-index.ts';

type Row = { tn: string; factor: string; category: string | null; change: number | null };

/**
 * Each (filing, factor) with the least category and the mean change of its rows: the database
 * computes both as list-top-rating-factors.ts's per_filing does (min in its collation, avg).
 */
const FACTOR_FILINGS_QUERY = sql<Row>`select rf.serff_tracking_number as tn, rf.factor,
    min(rf.category) as category, avg(rf.change) as change
  from rating_factors rf group by rf.serff_tracking_number, rf.factor`;

/** Reads the factors each filing revised (in `tx`, the store's snapshot), grouped by filing. */
export async function loadFilingFactors(
  tx: Database,
  filingCount: number,
  trackingNumbers: TrackingNumberIndex,
  dictionaries: StoreDictionaries,
): Promise<FilingFactors> {
  const size = 1 << 14;
  const factor = growableColumn(Uint32Array, size);
  const filing = growableColumn(Uint32Array, size);
  const change = growableColumn(Float64Array, size);
  const category = growableColumn(Int32Array, size);
  await readInBatches(tx, FACTOR_FILINGS_QUERY, (rows) => {
    for (const r of rows) {
      const f = filingIndexOf(trackingNumbers, r.tn);
      if (f < 0) throw new Error(`rating factor of unknown filing ${r.tn}`);
      factor.push(encode(dictionaries.factor, r.factor));
      filing.push(f);
      change.push(finiteOrNull(r.change, 'rating_factors.change'));
      category.push(r.category === null ? -1 : encode(dictionaries.category, r.category));
    }
  });
  const changes = change.finish();
  const categories = category.finish();
  const grouped = groupRows(filing.finish(), filingCount, factor.finish());
  return {
    start: grouped.start,
    factor: grouped.filing,
    change: Float64Array.from(grouped.order, (at) => changes[at] ?? Number.NaN),
    category: Int32Array.from(grouped.order, (at) => categories[at] ?? -1),
  };
}
