-- One row per filing sorts by every column the filings table shows (issue 24): the overall
-- average premium change, largest and smallest change of whole filings get the sort shape of
-- migration 010, (column desc nulls last, tracking number), read forwards or backwards.
create index if not exists whole_filings_sort_average_premium on whole_filings (overall_average_premium_change desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_max_change on whole_filings (overall_max_change desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_min_change on whole_filings (overall_min_change desc nulls last, serff_tracking_number);
