-- The trigram index of tracking numbers (migration 030) also supports "=", and the planner took it
-- for the tracking-number joins of search (a bitmap scan of the GIN index per joined row, 0.8 ms
-- each: 1.8 s for a search with filters at 100,000 filings) instead of the primary key. Indexed
-- as upper(serff_tracking_number) it serves only the fragment search that asks for that
-- expression (search-hit-sources.ts), and joins go back to the primary key.
drop index if exists whole_filings_tracking_trgm;
create index if not exists whole_filings_tracking_upper_trgm
  on whole_filings using gin (upper(serff_tracking_number) gin_trgm_ops);
