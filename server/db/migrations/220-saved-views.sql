-- Saved filters become saved views (issue 24): the page a view belongs to, its sort, its columns
-- and the page's URL query string. Rows saved before read as /filings views with the default
-- sort and columns, their filters in the filter columns above.
alter table saved_filters add column if not exists page text not null default 'filings'
  check (page in ('filings', 'state', 'single-carrier', 'multi-carrier', 'rating-factors',
    'objections', 'doi'));
alter table saved_filters add column if not exists sort_field text;
alter table saved_filters add column if not exists sort_direction text
  check (sort_direction in ('asc', 'desc'));
alter table saved_filters add column if not exists columns text[] not null default '{}';
alter table saved_filters add column if not exists search text not null default '';
