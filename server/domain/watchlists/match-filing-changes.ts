import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { filingFilterCondition } from '#server/domain/filings/filing-filter-condition.ts';
import { changeKeyOf, evaluateMatch } from './evaluate-match.ts';
import { type FilingSnapshot, readReasons } from './notification-reasons.ts';
import { toWatchlist, WATCHLIST_COLUMNS, type Watchlist, type WatchlistRow } from './watchlist.ts';

/** Filings taken from the queue per transaction. */
const BATCH = 500;

export type MatchResult = {
  /** Filings taken from the queue and checked. */
  filingsChecked: number;
  notificationsCreated: number;
  /** Users with new notifications of watchlists emailed at once (their digest goes next). */
  immediateUserIds: string[];
};

type FilingRow = {
  serff_tracking_number: string;
  carrier: string;
  state: string;
  line_of_business: string;
  product_name: string;
  disposition_status: string;
  filing_type: string;
  overall_rate_impact: number | null;
  overall_written_premium_change: number | null;
  overall_written_premium: number | null;
  overall_policyholders_affected: number | null;
};

function toSnapshot(row: FilingRow): FilingSnapshot {
  return {
    carrier: row.carrier,
    state: row.state,
    lineOfBusiness: row.line_of_business,
    productName: row.product_name,
    status: row.disposition_status,
    filingType: row.filing_type,
    rateImpact: row.overall_rate_impact,
    writtenPremiumChange: row.overall_written_premium_change,
    writtenPremium: row.overall_written_premium,
    policyholders: row.overall_policyholders_affected,
  };
}

/** The filings of `keys` that pass the watchlist's filters (its SQL condition). */
async function filingsPassingFilters(
  tx: Database,
  watchlist: Watchlist,
  keys: string[],
): Promise<FilingRow[]> {
  const result = await sql<FilingRow>`
    select wf.serff_tracking_number, wf.carrier, wf.state, wf.line_of_business, wf.product_name,
           wf.disposition_status, wf.filing_type, wf.overall_rate_impact,
           wf.overall_written_premium_change, wf.overall_written_premium,
           wf.overall_policyholders_affected
      from whole_filings wf
     where wf.serff_tracking_number = any(${keys}::text[])
       and ${filingFilterCondition(watchlist.filters, 'whole_filings', 'wf')}`.execute(tx.kysely);
  return result.rows;
}

/**
 * Who hears of a watchlist's matches: its subscribers who may still read it (the owner, and
 * members of the organization it is shared with).
 */
async function recipientsOf(tx: Database, watchlistId: string): Promise<string[]> {
  const rows = await tx.query<{ user_id: string }>(
    `select s.user_id
       from watchlist_subscriptions s
       join watchlists w on w.id = s.watchlist_id
      where s.watchlist_id = $1
        and (s.user_id = w.user_id
             or (w.visibility = 'organization' and exists (
                   select 1 from auth_member m
                    where m."organizationId" = w.organization_id and m."userId" = s.user_id)))
      order by s.user_id`,
    [watchlistId],
  );
  return rows.map((r) => r.user_id);
}

/** The filings as each one's latest alert of this watchlist saw them. */
async function previousSnapshots(
  tx: Database,
  watchlistId: string,
  keys: string[],
): Promise<Map<string, FilingSnapshot>> {
  const rows = await tx.query<{ serff_tracking_number: string; reasons: unknown }>(
    `select distinct on (serff_tracking_number) serff_tracking_number, reasons
       from watchlist_notifications
      where watchlist_id = $1 and serff_tracking_number = any($2::text[])
      order by serff_tracking_number, created_at desc`,
    [watchlistId, keys],
  );
  const snapshots = new Map<string, FilingSnapshot>();
  for (const row of rows) {
    const reasons = readReasons(row.reasons);
    if (reasons) snapshots.set(row.serff_tracking_number, reasons.filing);
  }
  return snapshots;
}

/** Writes the notifications of one watchlist's matches; returns the users who got a new one. */
async function notifyMatches(
  tx: Database,
  watchlist: Watchlist,
  keys: string[],
): Promise<string[]> {
  const passing = await filingsPassingFilters(tx, watchlist, keys);
  if (passing.length === 0) return [];
  const recipients = await recipientsOf(tx, watchlist.id);
  if (recipients.length === 0) return [];
  const previous = await previousSnapshots(
    tx,
    watchlist.id,
    passing.map((f) => f.serff_tracking_number),
  );
  const users: string[] = [];
  const filings: string[] = [];
  const changeKeys: string[] = [];
  const reasons: string[] = [];
  for (const row of passing) {
    const snapshot = toSnapshot(row);
    const changeKey = changeKeyOf(snapshot);
    const before = previous.get(row.serff_tracking_number) ?? null;
    if (before && changeKeyOf(before) === changeKey) continue;
    const why = evaluateMatch(snapshot, watchlist.thresholds, before);
    if (!why) continue;
    for (const userId of recipients) {
      users.push(userId);
      filings.push(row.serff_tracking_number);
      changeKeys.push(changeKey);
      reasons.push(JSON.stringify(why));
    }
  }
  if (users.length === 0) return [];
  // The unique key (watchlist, user, filing, change) makes a second run of the same change a
  // no-op, however many processes run it.
  const inserted = await tx.query<{ user_id: string }>(
    `insert into watchlist_notifications
       (user_id, watchlist_id, serff_tracking_number, change_key, reasons)
     select u, $1, f, c, r::jsonb
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as x(u, f, c, r)
     on conflict (watchlist_id, user_id, serff_tracking_number, change_key) do nothing
     returning user_id`,
    [watchlist.id, users, filings, changeKeys, reasons],
  );
  return inserted.map((r) => r.user_id);
}

/**
 * Drains the queue of changed filings (enqueueFilingChanges): each batch is taken with
 * `for update skip locked` and matched against every watchlist in one transaction, so two
 * processes never take the same filings, and a process that dies leaves them queued.
 */
export async function matchFilingChanges(db: Database): Promise<MatchResult> {
  const result: MatchResult = { filingsChecked: 0, notificationsCreated: 0, immediateUserIds: [] };
  const immediate = new Set<string>();
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const queued = await tx.query<{ serff_tracking_number: string }>(
        `delete from watchlist_filing_changes
          where serff_tracking_number in (
            select serff_tracking_number from watchlist_filing_changes
             order by queued_at, serff_tracking_number
             limit ${BATCH}
             for update skip locked)
         returning serff_tracking_number`,
      );
      if (queued.length === 0) return 0;
      const keys = queued.map((q) => q.serff_tracking_number);
      const watchlists = (
        await tx.query<WatchlistRow>(
          `select ${WATCHLIST_COLUMNS}
             from watchlists w
             left join watchlist_subscriptions s on s.watchlist_id = w.id and s.user_id = w.user_id
             left join auth_user o on o.id = w.user_id
            order by w.created_at, w.id`,
        )
      ).map(toWatchlist);
      for (const watchlist of watchlists) {
        const notified = await notifyMatches(tx, watchlist, keys);
        result.notificationsCreated += notified.length;
        if (watchlist.schedule === 'immediate') for (const u of notified) immediate.add(u);
      }
      return keys.length;
    });
    if (taken === 0) break;
    result.filingsChecked += taken;
  }
  result.immediateUserIds = [...immediate].sort();
  return result;
}
