import { readFile } from 'node:fs/promises';
import {
  type MailboxLine,
  type Mailer,
  type MailMessage,
  mailboxLineSchema,
} from '#server/auth/mailer.ts';
import type { Database } from '#server/db/connection.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { createWatchlist } from '#server/domain/watchlists/create-watchlist.ts';
import type {
  Watchlist,
  WatchlistFields,
  WatchlistThresholds,
} from '#server/domain/watchlists/watchlist.ts';

/** A user of the local sign-in (auth_user), for tests that email them. */
export async function insertUser(db: Database, id: string, email = `${id}@example.test`) {
  await db.query(
    `insert into auth_user (id, name, email, "emailVerified") values ($1, $2, $3, true)
     on conflict (id) do nothing`,
    [id, id, email],
  );
}

let organizations = 0;

/** An organization with members (auth_organization, auth_member) as `{ userId: role }`. */
export async function insertOrganization(
  db: Database,
  id: string,
  members: Record<string, string>,
): Promise<void> {
  organizations += 1;
  await db.query(
    `insert into auth_organization (id, name, slug, "createdAt") values ($1, $1, $2, now())
     on conflict (id) do nothing`,
    [id, `${id}-${organizations}-${Math.random().toString(36).slice(2, 8)}`],
  );
  for (const [userId, role] of Object.entries(members)) {
    await insertUser(db, userId);
    await db.query(
      `insert into auth_member (id, "organizationId", "userId", role, "createdAt")
       values ($1, $2, $3, $4, now()) on conflict (id) do nothing`,
      [`${id}-${userId}`, id, userId, role],
    );
  }
}

export const NO_THRESHOLDS: WatchlistThresholds = {
  minRateImpact: null,
  minWrittenPremiumChange: null,
  minPolicyholders: null,
  statuses: [],
  filingTypes: [],
};

/** Creates a watchlist through the domain (filters in the api's shape). */
export async function insertWatchlist(
  db: Database,
  owner: { userId: string; organizationId?: string | null },
  fields: Partial<Omit<WatchlistFields, 'filters' | 'thresholds'>> & {
    filters?: Record<string, unknown>;
    thresholds?: Partial<WatchlistThresholds>;
  } = {},
): Promise<Watchlist> {
  const result = await createWatchlist(
    db,
    { userId: owner.userId, organizationId: owner.organizationId ?? null },
    {
      name: fields.name ?? 'Watchlist',
      filters: resolveFilingFilters(fields.filters ?? {}),
      thresholds: { ...NO_THRESHOLDS, ...fields.thresholds },
      schedule: fields.schedule ?? 'immediate',
      visibility: fields.visibility ?? 'private',
    },
  );
  if (!result.ok) throw new Error(`watchlist not created: ${result.reason}`);
  return result.watchlist;
}

/** A mailer that keeps what it sends (in order), for digest tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** The URL of a test database on the server (its name next to TEST_DATABASE_URL). */
export async function serverUrlOf(db: Database): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const [row] = await db.query<{ name: string }>('select current_database() as name');
  const url = new URL(base);
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}

/** Reads `read` every 200 ms until `done` holds or `ms` pass; returns the last value read. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * True when no watchlist job waits or runs (pg-boss's job table) and no changed filing is
 * queued: whatever was asked of the workers is done.
 */
export async function watchlistJobsIdle(db: Database): Promise<boolean> {
  const [row] = await db.query<{ busy: number }>(
    `select (select count(*) from pgboss.job
              where name like 'watchlist-%' and state in ('created', 'retry', 'active'))::int
          + (select count(*) from watchlist_filing_changes)::int as busy`,
  );
  return row?.busy === 0;
}

/** The messages of a mailbox file (DATA_DIR/mailbox.jsonl), oldest first; none when it is missing. */
export async function readMailbox(path: string): Promise<MailboxLine[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => mailboxLineSchema.parse(JSON.parse(line)));
}
