import { randomUUID } from 'node:crypto';
import type { Mailer } from '#server/auth/mailer.ts';
import type { Database } from '#server/db/connection.ts';
import { composeDigestEmail, type DigestItem } from './compose-digest-email.ts';
import { readReasons } from './notification-reasons.ts';
import { unsubscribeLink } from './unsubscribe-link.ts';
import type { WatchlistSchedule } from './watchlist.ts';

/** How long a process may take to send a claimed digest before another may take it over. */
const CLAIM_SECONDS = 300;

export type DigestDeps = { mailer: Mailer; publicBaseUrl: string; signingKey: Buffer };
export type DigestRun = { userId: string; schedule: WatchlistSchedule; period: string };
/** sent: mailed; empty: nothing to send; no-email: the user has no address; taken: another process sent or is sending it. */
export type DigestOutcome = 'sent' | 'empty' | 'no-email' | 'taken';

/** Takes the run (made when missing) for this process: its id, or null when it is sent or being sent. */
async function claimRun(db: Database, run: DigestRun, token: string): Promise<string | null> {
  await db.query(
    `insert into watchlist_digest_runs (user_id, schedule, period) values ($1, $2, $3)
     on conflict (user_id, schedule, period) do nothing`,
    [run.userId, run.schedule, run.period],
  );
  const [claimed] = await db.query<{ id: string }>(
    `update watchlist_digest_runs
        set claim_token = $4, claimed_until = now() + make_interval(secs => $5)
      where user_id = $1 and schedule = $2 and period = $3 and sent_at is null
        and (claimed_until is null or claimed_until < now())
      returning id`,
    [run.userId, run.schedule, run.period, token, CLAIM_SECONDS],
  );
  return claimed?.id ?? null;
}

/** Puts the user's undigested notifications of this schedule (email on) in the run; returns the run's items. */
async function collectItems(db: Database, runId: string, run: DigestRun): Promise<DigestItem[]> {
  await db.query(
    `update watchlist_notifications n set digest_run_id = $1
       from watchlists w, watchlist_subscriptions s
      where n.watchlist_id = w.id and s.watchlist_id = w.id and s.user_id = n.user_id
        and n.user_id = $2 and w.schedule = $3 and s.email and n.digest_run_id is null`,
    [runId, run.userId, run.schedule],
  );
  const rows = await db.query<{
    watchlist_id: string;
    name: string;
    serff_tracking_number: string;
    reasons: unknown;
  }>(
    `select n.watchlist_id, w.name, n.serff_tracking_number, n.reasons
       from watchlist_notifications n join watchlists w on w.id = n.watchlist_id
      where n.digest_run_id = $1
      order by w.name, w.id, n.created_at, n.serff_tracking_number`,
    [runId],
  );
  return rows.map((r) => ({
    watchlistId: r.watchlist_id,
    watchlistName: r.name,
    serffTrackingNumber: r.serff_tracking_number,
    reasons: readReasons(r.reasons),
  }));
}

async function finishRun(db: Database, runId: string, token: string, count: number) {
  await db.query(
    `update watchlist_digest_runs set sent_at = now(), notification_count = $3, claimed_until = null
      where id = $1 and claim_token = $2`,
    [runId, token, count],
  );
}

/**
 * Sends one user's digest of a schedule and period, exactly once across processes: the run's
 * unique key and its claim let one process send it, and each notification goes in one run only
 * (digest_run_id is set by a conditional update). A process that dies after claiming leaves the
 * run to be taken over after CLAIM_SECONDS (its mail may then go twice, if it died after the SMTP
 * server accepted it and before recording that: the one window left).
 */
export async function sendWatchlistDigest(
  db: Database,
  deps: DigestDeps,
  run: DigestRun,
): Promise<DigestOutcome> {
  const token = randomUUID();
  const runId = await claimRun(db, run, token);
  if (!runId) return 'taken';
  const items = await collectItems(db, runId, run);
  if (items.length === 0) {
    await finishRun(db, runId, token, 0);
    return 'empty';
  }
  const [user] = await db.query<{ email: string }>('select email from auth_user where id = $1', [
    run.userId,
  ]);
  if (!user?.email) {
    await finishRun(db, runId, token, 0);
    return 'no-email';
  }
  const message = composeDigestEmail({
    to: user.email,
    schedule: run.schedule,
    period: run.period,
    items,
    publicBaseUrl: deps.publicBaseUrl,
    unsubscribeLinkOf: (watchlistIds) =>
      unsubscribeLink({
        publicBaseUrl: deps.publicBaseUrl,
        signingKey: deps.signingKey,
        watchlistIds,
        userId: run.userId,
      }),
  });
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // Not sent: release the claim, so that the job's retry may take the run again at once.
    await db.query(
      `update watchlist_digest_runs set claimed_until = null where id = $1 and claim_token = $2`,
      [runId, token],
    );
    throw error;
  }
  await finishRun(db, runId, token, items.length);
  return 'sent';
}

/** Users with notifications waiting for a digest of this schedule (email on). */
export async function listDigestRecipients(
  db: Database,
  schedule: WatchlistSchedule,
): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `select distinct n.user_id
       from watchlist_notifications n
       join watchlists w on w.id = n.watchlist_id
       join watchlist_subscriptions s on s.watchlist_id = w.id and s.user_id = n.user_id
      where n.digest_run_id is null and w.schedule = $1 and s.email
      order by n.user_id`,
    [schedule],
  );
  return rows.map((r) => r.user_id);
}
