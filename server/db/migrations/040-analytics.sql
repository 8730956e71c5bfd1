-- Analytics (issue 6, docs/analytics.md): narrow covering indexes so that aggregates over the
-- filtered filings read an index of the columns they use instead of the wide tables (whole
-- filings carry descriptions and search vectors; rating factors their levels). Once vacuumed
-- (autovacuum after a load) they are read by index-only scans; the leading date column also
-- serves date-range filters.
create index if not exists whole_filings_analytics on whole_filings (effective_date_new)
  include (state, carrier, line_of_business, sub_toi, disposition_status, filing_type,
    product_name, serff_tracking_number, overall_rate_impact, overall_written_premium,
    overall_written_premium_change, overall_indicated_change, overall_policyholders_affected,
    days_to_approval, disposition_date, objection_count);
create index if not exists rating_factors_analytics on rating_factors (serff_tracking_number)
  include (factor, category, change);
