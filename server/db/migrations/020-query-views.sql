-- Custom query (issue 8, docs/custom-query.md): the curated, read-only views a user's SQL may
-- read, in their own schema, and a role that can read only them. The custom query runs in a
-- READ ONLY transaction after `set local role rfi_query_reader`; the views run with their
-- owner's rights, so the role needs nothing on the underlying tables. Never auth, saved filters
-- or briefs.
create schema if not exists query_views;

create or replace view query_views.filings as
select
  w.serff_tracking_number, w.product_name, w.carrier, w.filing_company, w.company_count,
  w.state, w.line_of_business, w.sub_toi, w.filing_type, w.approval_type, w.rate_change_type,
  w.disposition_status, w.submitted_date, w.effective_date_new, w.effective_date_renewal,
  w.disposition_date, w.days_to_approval, w.on_approval,
  w.overall_indicated_change as indicated_change, w.overall_rate_impact as rate_impact,
  w.overall_written_premium as written_premium,
  w.overall_written_premium_change as written_premium_change,
  w.overall_policyholders_affected as policyholders_affected, w.objection_count,
  w.product_segment as segment_id, w.prior_serff_tracking_number, w.summary, w.description
from public.whole_filings w;

create or replace view query_views.company_rate_figures as
select
  f.serff_tracking_number, f.company, f.carrier, f.state, f.line_of_business, f.sub_toi,
  f.filing_type, f.disposition_status, f.product_name, f.effective_date_new,
  f.disposition_date, f.indicated_change, f.rate_impact, f.average_premium_change,
  f.written_premium_change, f.written_premium_for_program, f.policyholders_affected,
  f.max_change, f.min_change, f.prior_rate_change
from public.filings f;

create or replace view query_views.rating_factors as
select
  r.serff_tracking_number, r.company, r.factor, r.category, r.before_value, r.after_value,
  r.change, r.levels::text as levels
from public.rating_factors r;

create or replace view query_views.objections as
select
  o.serff_tracking_number, o.round, o.reviewer_name, o.objection_date, o.content,
  o.reply_date, o.reply_content, o.summary
from public.objections o;

create or replace view query_views.reviews as
select
  fr.serff_tracking_number, r.id as reviewer_id, r.name as reviewer_name, fr.role, w.state,
  w.submitted_date, w.disposition_date, w.days_to_approval, w.overall_rate_impact as rate_impact
from public.filing_reviewers fr
join public.reviewers r on r.id = fr.reviewer_id
join public.whole_filings w on w.serff_tracking_number = fr.serff_tracking_number;

create or replace view query_views.reviewers as
select
  r.id as reviewer_id, r.name, r.state, r.title, array_to_string(r.alternative_names, '; ')
    as alternative_names, r.summary,
  (select count(*) from public.filing_reviewers fr where fr.reviewer_id = r.id) as total_filings,
  (select count(*) from public.objections o where o.reviewer_id = r.id) as total_objections
from public.reviewers r;

create or replace view query_views.product_history as
select
  s.id as segment_id, s.carrier, s.state, s.line_of_business, w.serff_tracking_number,
  w.product_name, w.disposition_status as status, w.submitted_date,
  w.effective_date_new as effective_date, w.overall_rate_impact as weighted_rate_impact,
  w.overall_policyholders_affected as policyholders_affected,
  w.overall_written_premium as written_premium_for_program, w.summary
from public.product_segments s
join public.whole_filings w on w.product_segment = s.id;

-- The role is cluster-wide: create it once, tolerating a concurrent creator.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'rfi_query_reader') then
    create role rfi_query_reader nologin;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;

-- Whoever runs the api must be able to `set role` to it (a no-op for a superuser).
do $$
begin
  if not pg_has_role(current_user, 'rfi_query_reader', 'member') then
    execute format('grant rfi_query_reader to %I', current_user);
  end if;
exception when insufficient_privilege then
  raise warning 'could not grant rfi_query_reader to %: custom queries will fail', current_user;
end $$;

revoke all on schema query_views from public;
grant usage on schema query_views to rfi_query_reader;
grant select on all tables in schema query_views to rfi_query_reader;
