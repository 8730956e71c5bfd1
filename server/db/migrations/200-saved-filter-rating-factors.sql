-- Saved filters keep the rating-factor filter of /filings (issue 21, FilingFilters.rating_factors).
alter table saved_filters add column if not exists rating_factors text[] not null default '{}';
