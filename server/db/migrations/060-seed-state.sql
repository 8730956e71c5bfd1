-- Demo seed bookkeeping (docs/decisions/008-seed-speed.md). On a PostgreSQL server the seed
-- loads over several connections and commits as it goes, so a seed that dies half way would
-- leave part of the rows and none of the secondary indexes and foreign keys it dropped. This one
-- row says whether the last seed finished ('loading' until it has), and keeps the definitions of
-- what it dropped until they exist again: the next seed (or the next start, through
-- ensureDemoData) seeds again and rebuilds them. No row: no seed has run here.
create table if not exists seed_state (
  id boolean primary key default true check (id),
  status text not null check (status in ('loading', 'complete')),
  seed bigint not null,
  filings integer not null,
  -- [{ "kind": "index" | "foreign key", "name", "table", "definition" }]: dropped for the load
  -- and not yet rebuilt.
  deferred jsonb not null default '[]',
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
