-- Filings listing (issue 5, docs/decisions/006-filings-listing.md).
--
-- 1. Sort indexes: every column the filings table can sort by has an index in the one shape the
--    list query orders by: (column desc nulls last, id). Descending reads it forwards
--    ("column desc nulls last, id"), ascending reads it backwards ("column asc nulls first,
--    id desc"), so no sort direction needs a sort of the whole table. 001 already has the
--    shape for written_premium_change, rate_impact, indicated_change, written_premium_for_program,
--    policyholders_affected and average_premium_change.
create index if not exists filings_sort_max_change on filings (max_change desc nulls last, id);
create index if not exists filings_sort_min_change on filings (min_change desc nulls last, id);
create index if not exists filings_sort_effective_new on filings (effective_date_new desc nulls last, id);
create index if not exists filings_sort_effective_renewal on filings (effective_date_renewal desc nulls last, id);
create index if not exists filings_sort_disposition_date on filings (disposition_date desc nulls last, id);
create index if not exists filings_sort_tracking on filings (serff_tracking_number desc nulls last, id);
create index if not exists filings_sort_carrier on filings (carrier desc nulls last, id);
create index if not exists filings_sort_company on filings (company desc nulls last, id);
create index if not exists filings_sort_state on filings (state desc nulls last, id);
create index if not exists filings_sort_line on filings (line_of_business desc nulls last, id);
create index if not exists filings_sort_product on filings (product_name desc nulls last, id);
create index if not exists filings_sort_status on filings (disposition_status desc nulls last, id);
create index if not exists filings_sort_filing_type on filings (filing_type desc nulls last, id);

-- The same for whole filings (tie-break: the tracking number, their primary key).
create index if not exists whole_filings_sort_policyholders on whole_filings (overall_policyholders_affected desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_effective_new on whole_filings (effective_date_new desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_effective_renewal on whole_filings (effective_date_renewal desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_disposition_date on whole_filings (disposition_date desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_submitted on whole_filings (submitted_date desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_carrier on whole_filings (carrier desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_company on whole_filings (filing_company desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_state on whole_filings (state desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_line on whole_filings (line_of_business desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_product on whole_filings (product_name desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_status on whole_filings (disposition_status desc nulls last, serff_tracking_number);
create index if not exists whole_filings_sort_filing_type on whole_filings (filing_type desc nulls last, serff_tracking_number);

-- Product updates: a carrier's product by clean name, newest first.
create index if not exists whole_filings_product_updates on whole_filings (carrier, clean_product_name, submitted_date desc nulls last);

-- 2. Counts per filter, cached across processes and exact: every statement that changes filings
--    or whole_filings bumps one version number (a statement-level trigger, in the writer's
--    transaction). A cached count is used only while its version is the current one; the count
--    and the version it belongs to are read in one statement, so in one snapshot.
create table if not exists filings_data_version (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into filings_data_version (id, version) values (true, 0) on conflict (id) do nothing;

create or replace function bump_filings_data_version() returns trigger language plpgsql as $$
begin
  update filings_data_version set version = version + 1 where id;
  return null;
end;
$$;

drop trigger if exists filings_data_version_bump on filings;
create trigger filings_data_version_bump after insert or update or delete or truncate on filings
  for each statement execute function bump_filings_data_version();
drop trigger if exists whole_filings_data_version_bump on whole_filings;
create trigger whole_filings_data_version_bump after insert or update or delete or truncate on whole_filings
  for each statement execute function bump_filings_data_version();

create table if not exists filing_count_cache (
  -- sha256 of the kind of count and the normalised filters.
  filter_hash text primary key,
  version bigint not null,
  count integer not null,
  computed_at timestamptz not null default now()
);

-- Filter choices (ListFilingsEndpointMetadata) per filter, cached the same way as counts.
create table if not exists filing_choices_cache (
  filter_hash text primary key,
  version bigint not null,
  choices jsonb not null,
  computed_at timestamptz not null default now()
);
