-- Saved views on /search too (issue 24: saved views on every page that has filters): the page of
-- a view may be 'search'. Migration 220 named the check of the page column (Postgres' default
-- name for a column's check constraint).
alter table saved_filters drop constraint if exists saved_filters_page_check;
alter table saved_filters add constraint saved_filters_page_check
  check (page in ('filings', 'state', 'single-carrier', 'multi-carrier', 'rating-factors',
    'objections', 'doi', 'search'));
