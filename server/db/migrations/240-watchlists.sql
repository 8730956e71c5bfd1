-- Watchlists, notifications and email digests (issue 26, ADR 026). A watchlist is a filter of
-- filings (the filing filters as jsonb, read through the filters' zod schema) with thresholds and
-- a schedule; when filings are added or change, the matching ones notify the watchlist's
-- subscribers (its owner, and members of its organization who subscribed to a shared one) in the
-- app, and by email at once, daily or weekly. Jobs run on pg-boss (its own schema, "pgboss").

create table watchlists (
  id uuid primary key default gen_random_uuid(),
  user_id text not null,
  -- The organization it is shared with (server/auth/shared-item-access.ts); null: never shared.
  organization_id text,
  visibility text not null default 'private' check (visibility in ('private', 'organization')),
  name text not null check (char_length(name) between 1 and 100),
  -- FilingFilters in the api's shape (camelCase lists, dates as {year, month, day}).
  filters jsonb not null default '{}',
  -- Figure thresholds: a filing qualifies when it meets at least one that is set (all null: any).
  -- Rate impact in percentage points either way, written premium change in percent of the
  -- written premium either way, policyholders affected at least.
  min_rate_impact double precision check (min_rate_impact >= 0),
  min_written_premium_change double precision check (min_written_premium_change >= 0),
  min_policyholders integer check (min_policyholders >= 0),
  -- Required when not empty: the filing's status / filing type is one of these.
  statuses text[] not null default '{}',
  filing_types text[] not null default '{}',
  schedule text not null default 'daily' check (schedule in ('immediate', 'daily', 'weekly')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint watchlists_shared_has_organization
    check (visibility = 'private' or organization_id is not null)
);
create index watchlists_user on watchlists (user_id, created_at desc);
create index watchlists_organization on watchlists (organization_id, created_at desc)
  where visibility = 'organization';

-- Who hears of a watchlist's matches: its owner (a row made with the watchlist) and members of
-- its organization who subscribed to it while shared. email false: in the app only (the signed
-- unsubscribe link sets it).
create table watchlist_subscriptions (
  watchlist_id uuid not null references watchlists (id) on delete cascade,
  user_id text not null,
  email boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (watchlist_id, user_id)
);
create index watchlist_subscriptions_user on watchlist_subscriptions (user_id);

-- Filings added or changed since the matcher last ran (an outbox: enqueueFilingChanges writes it,
-- in the writer's transaction; the match job drains it with for update skip locked).
create table watchlist_filing_changes (
  serff_tracking_number text primary key,
  queued_at timestamptz not null default now()
);

-- One email digest: per user, schedule and period ('2026-11-25' daily, '2026-W48' weekly, the
-- match run's id for immediate), sent once: the unique key refuses a second run, and the claim
-- (claim_token, claimed_until) lets one process send it; a claim that lapsed (its process died)
-- may be taken again.
create table watchlist_digest_runs (
  id uuid primary key default gen_random_uuid(),
  user_id text not null,
  schedule text not null check (schedule in ('immediate', 'daily', 'weekly')),
  period text not null,
  claim_token uuid,
  claimed_until timestamptz,
  sent_at timestamptz,
  notification_count integer not null default 0,
  created_at timestamptz not null default now(),
  unique (user_id, schedule, period)
);

-- A notification: a filing matched a watchlist for one subscriber. The unique key is the delivery
-- record: one change of one filing (change_key: a hash of its status, filing type and figures)
-- notifies a subscriber of a watchlist once, however often it is imported. reasons: why it
-- matched (read through a zod schema). digest_run_id: the email digest that carried it.
create table watchlist_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id text not null,
  watchlist_id uuid not null references watchlists (id) on delete cascade,
  serff_tracking_number text not null,
  change_key text not null,
  reasons jsonb not null default '{}',
  created_at timestamptz not null default now(),
  read_at timestamptz,
  digest_run_id uuid references watchlist_digest_runs (id) on delete set null,
  unique (watchlist_id, user_id, serff_tracking_number, change_key)
);
create index watchlist_notifications_user on watchlist_notifications (user_id, created_at desc);
create index watchlist_notifications_unread on watchlist_notifications (user_id)
  where read_at is null;
create index watchlist_notifications_undigested on watchlist_notifications (user_id)
  where digest_run_id is null;
