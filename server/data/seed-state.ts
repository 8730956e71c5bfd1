import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import type { DeferredDefinition } from './deferred-schema.ts';

/** Held (session- or transaction-level) by whoever seeds: one seed at a time per database. */
export const SEED_LOCK_KEY = 7_340_033;

const deferredSchema = z.array(
  z.object({
    kind: z.enum(['index', 'foreign key']),
    name: z.string(),
    table: z.string(),
    definition: z.string(),
  }),
);

export type SeedState = {
  status: 'loading' | 'complete';
  /** What a seed dropped and has not built again (a seed that stopped half way). */
  deferred: DeferredDefinition[];
};

/** The last seed's state (migration 060); null when no seed ever ran on this database. */
export async function readSeedState(db: Database): Promise<SeedState | null> {
  const [row] = await db.query<{ status: 'loading' | 'complete'; deferred: unknown }>(
    'select status, deferred from seed_state',
  );
  if (!row) return null;
  return { status: row.status, deferred: deferredSchema.parse(row.deferred) };
}

/** Records that a seed has started and what it is about to drop. */
export async function markSeedLoading(
  db: Database,
  run: { seed: number; filings: number; deferred: readonly DeferredDefinition[] },
): Promise<void> {
  await db.query(
    `insert into seed_state (id, status, seed, filings, deferred, started_at, finished_at)
     values (true, 'loading', $1, $2, $3::jsonb, now(), null)
     on conflict (id) do update set status = excluded.status, seed = excluded.seed,
       filings = excluded.filings, deferred = excluded.deferred,
       started_at = excluded.started_at, finished_at = null`,
    [run.seed, run.filings, JSON.stringify(run.deferred)],
  );
}

export async function markSeedComplete(db: Database): Promise<void> {
  await db.query("update seed_state set status = 'complete', deferred = '[]', finished_at = now()");
}

/**
 * Whether the demo data must be (re)seeded: no filings at all, or a seed that started and did
 * not finish (its rows are partial and some indexes may be missing).
 */
export async function needsDemoData(db: Database): Promise<boolean> {
  const [row] = await db.query<{ present: boolean; status: string | null }>(
    `select exists (select 1 from whole_filings) as present,
       (select status from seed_state) as status`,
  );
  return !row?.present || row.status === 'loading';
}
