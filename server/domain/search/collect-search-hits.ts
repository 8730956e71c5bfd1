import type { RawBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { withoutSeqScans } from '#server/db/without-seq-scans.ts';
import type { ScanChoice } from './page-scan.ts';
import { HIT_SOURCES, type HitSource, searchHitRows } from './search-hit-sources.ts';
import type { SearchMatchTerms } from './search-match-terms.ts';
import { withSearchTimeLimit } from './search-time-limit.ts';

/** One candidate of one branch of one source, as the ranking statement reads it back. */
export const searchHitRowSchema = z.object({
  source: z.enum(HIT_SOURCES),
  tn: z.string(),
  kind: z.string(),
  /** Objection id as text (a bigint, which JSON cannot carry as a number on every driver). */
  item: z.string(),
  score: z.coerce.number(),
  page: z.coerce.number().int(),
  effective: z.string().nullable(),
});
export type SearchHitRow = z.infer<typeof searchHitRowSchema>;

/**
 * The sources read by separate statements on the server, which run at the same time on
 * connections of the pool: the document pages, the objection letters with the filings' own text,
 * and the summaries with the rating factors. The pages are most of a search's time for a common
 * word, the letters for a quoted phrase of common words; a statement runs on one core, and one
 * statement for all of them left the server's other core idle while a user waited
 * (bench/scale-1m.md, fourteenth session).
 */
const SERVER_GROUPS: readonly (readonly HitSource[])[] = [
  ['page_hits'],
  ['filing_hits', 'objection_hits'],
  ['summary_hits', 'rating_hits'],
];

async function readSources(
  db: Database,
  terms: SearchMatchTerms,
  filter: RawBuilder<boolean>,
  choice: ScanChoice,
  sources: readonly HitSource[],
  timeLimitMs: number | undefined,
): Promise<SearchHitRow[]> {
  // The branches end in a LIMIT: for a word in a large share of rows the planner would scan the
  // table until it has enough; the GIN index is the plan we want (issue 11).
  const rows = await withoutSeqScans(db, (tx) =>
    withSearchTimeLimit(tx, timeLimitMs, async () => {
      const { rows } = await searchHitRows(terms, filter, choice, sources).execute(tx.kysely);
      return rows;
    }),
  );
  return z.array(searchHitRowSchema).parse(rows);
}

/**
 * The candidates of every source of a search (search-hit-sources.ts). On the PostgreSQL server,
 * outside a caller's transaction and without a matched name, the sources are read by separate
 * statements at the same time (SERVER_GROUPS); otherwise (the embedded database runs one
 * statement at a time; a matched name's filings are gathered once for all sources) by one
 * statement. Each statement has the search's time limit.
 */
export async function collectSearchHits(
  db: Database,
  terms: SearchMatchTerms,
  filter: RawBuilder<boolean>,
  choice: ScanChoice,
  timeLimitMs: number | undefined,
): Promise<SearchHitRow[]> {
  const together = db.mode !== 'postgres' || db.inTransaction || terms.names.words.length > 0;
  const groups = together ? [HIT_SOURCES] : SERVER_GROUPS;
  const parts = await Promise.all(
    groups.map((sources) => readSources(db, terms, filter, choice, sources, timeLimitMs)),
  );
  return parts.flat();
}
