import type { Database } from '#server/db/connection.ts';
import { signalFilingChangesQueued } from './filing-change-signal.ts';

/** Keys are queued in chunks of this many (one statement each). */
const CHUNK = 5_000;

/**
 * The one entry point for "these filings were added or changed" (import, seed, PDF ingestion,
 * a status change): queues their SERFF tracking numbers for the watchlist match job. Call it in
 * the transaction that writes the filings (the keys then appear exactly when the filings do), or
 * after it. With no watchlist in the database nothing is queued. Returns how many were queued.
 */
export async function enqueueFilingChanges(
  db: Database,
  filingKeys: readonly string[],
): Promise<number> {
  const keys = [...new Set(filingKeys.filter((k) => k.length > 0))];
  let queued = 0;
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db.query<{ serff_tracking_number: string }>(
      `insert into watchlist_filing_changes (serff_tracking_number)
       select k from unnest($1::text[]) as k
        where exists (select 1 from watchlists)
       on conflict (serff_tracking_number) do update set queued_at = now()
       returning serff_tracking_number`,
      [keys.slice(start, start + CHUNK)],
    );
    if (rows.length === 0) break;
    queued += rows.length;
  }
  if (queued > 0) signalFilingChangesQueued();
  return queued;
}
