-- Full-text search (issue 7, docs/search.md). The tsvector columns and their GIN indexes of
-- 001 serve filings, document pages, objections and rating factors; these add what search
-- needs besides.
--
-- Summaries: the filing's one-line summary and each objection's summary, matched with the
-- same expression as the search query uses, so that the planner can use these indexes.
create index if not exists whole_filings_summary_search
  on whole_filings using gin (to_tsvector('english', coalesce(summary, '')));
create index if not exists objections_summary_search
  on objections using gin (to_tsvector('english', coalesce(summary, '')));

-- Tracking numbers, whole or partial ("SFMA-1343", "134393024"): ILIKE '%...%' through trigrams.
create index if not exists whole_filings_tracking_trgm
  on whole_filings using gin (serff_tracking_number gin_trgm_ops);
