import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { storeCountWholeFilings } from '#server/domain/analytics/memory-store/store-filing-lists.ts';
import { countFilingsCached, hashCountKey } from './count-filings-cached.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import type { FilingFilters } from './filing-filters-schema.ts';

/**
 * Number of filings (distinct tracking numbers) matching the filters: exact, cached per filter
 * while the data is unchanged (see count-filings-cached.ts); from `store` when given (the
 * analytics store at the data version the call read, ADR 034).
 */
export async function countWholeFilings(
  db: Database,
  filters: FilingFilters,
  store?: AnalyticsStore,
): Promise<number> {
  if (store) return storeCountWholeFilings(store, filters);
  const where = filingFilterCondition(filters, 'whole_filings', 'w');
  return countFilingsCached(
    db,
    hashCountKey('whole-filings', filters),
    sql`select count(*)::int as n from whole_filings w where ${where}`,
  );
}
