import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertSearchFilings } from '#tests/support/factories/insert-search-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { collectSearchHits, type SearchHitRow } from './collect-search-hits.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import { NO_NAME_MATCHES, resolveNameMatches } from './resolve-name-matches.ts';
import { HIT_SOURCES } from './search-hit-sources.ts';
import { buildSearchMatchTerms } from './search-match-terms.ts';

const QUERIES = ['roof', 'roof age', '"roof age"', 'terr', 'roof -hail', 'histogram attached'];

/** `db` with a count of the transactions opened on it (one per statement of candidates). */
function countingTransactions(db: Database): { db: Database; count: () => number } {
  let opened = 0;
  return {
    db: {
      ...db,
      transaction: (fn) => {
        opened += 1;
        return db.transaction(fn);
      },
    },
    count: () => opened,
  };
}

const sorted = (rows: SearchHitRow[]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(listTestTargets())('collectSearchHits on %s', (target) => {
  const fixture = useTestDatabase(target, insertSearchFilings);

  async function collect(db: Database, query: string) {
    const parsed = parseSearchQuery(query);
    const names =
      parsed.nameCandidates.length > 0
        ? await resolveNameMatches(db, parsed.nameCandidates, parsed.prefixWord)
        : NO_NAME_MATCHES;
    const terms = buildSearchMatchTerms(parsed, names);
    return collectSearchHits(db, terms, sql<boolean>`true`, 'by-word', 5_000);
  }

  it('reads the sources in separate statements on the server, one on the embedded database', async () => {
    const counting = countingTransactions(fixture.db);
    const rows = await collect(counting.db, 'roof');
    expect(counting.count()).toBe(target === 'postgres' ? 3 : 1);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(HIT_SOURCES));
  });

  it('finds the same candidates whether the sources are read apart or in one statement', async () => {
    for (const query of QUERIES) {
      const apart = await collect(fixture.db, query);
      // Inside a transaction the sources are read by one statement on every target.
      const together = await fixture.db.transaction((tx) => collect(tx, query));
      expect(sorted(apart), query).toEqual(sorted(together));
      expect(apart.length, query).toBeGreaterThan(0);
    }
  });

  it('reads a matched name’s filings once, in one statement', async () => {
    const counting = countingTransactions(fixture.db);
    const rows = await collect(counting.db, 'Alied roof');
    expect(counting.count()).toBe(1);
    expect(rows.some((r) => r.kind === 'name')).toBe(true);
  });
});
