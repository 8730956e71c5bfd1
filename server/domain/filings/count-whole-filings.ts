import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { countFilingsCached, hashCountKey } from './count-filings-cached.ts';
import { filingFilterCondition } from './filing-filter-condition.ts';
import type { FilingFilters } from './filing-filters-schema.ts';

/**
 * Number of filings (distinct tracking numbers) matching the filters: exact, cached per filter
 * while the data is unchanged (see count-filings-cached.ts).
 */
export function countWholeFilings(db: Database, filters: FilingFilters): Promise<number> {
  const where = filingFilterCondition(filters, 'whole_filings', 'w');
  return countFilingsCached(
    db,
    hashCountKey('whole-filings', filters),
    sql`select count(*)::int as n from whole_filings w where ${where}`,
  );
}
