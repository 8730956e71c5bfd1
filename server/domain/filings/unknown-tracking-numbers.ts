import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from './filing-filters-schema.ts';

/**
 * The filters' tracking numbers that name no filing at all (whatever the other filters say), in
 * the filters' (sorted) order: what the filter bar reports as "not found". One primary-key
 * lookup per number; none without a tracking-number filter.
 */
export async function unknownTrackingNumbers(
  db: Database,
  filters: FilingFilters,
): Promise<string[]> {
  const wanted = filters.trackingNumbers ?? [];
  if (wanted.length === 0) return [];
  const found = await db.kysely
    .selectFrom('whole_filings')
    .select('serff_tracking_number')
    .where('serff_tracking_number', 'in', wanted)
    .execute();
  const known = new Set(found.map((row) => row.serff_tracking_number));
  return wanted.filter((tn) => !known.has(tn));
}
