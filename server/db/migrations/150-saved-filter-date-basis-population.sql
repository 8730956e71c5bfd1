-- Saved filters keep the date basis of their date range and the analytics population
-- (docs/analytics-definitions.md). Null: the defaults (effective date, rate changes).
alter table saved_filters add column if not exists date_basis text
  check (date_basis in ('effective', 'submitted', 'disposition'));
alter table saved_filters add column if not exists population text
  check (population in ('rate_changes', 'all'));
