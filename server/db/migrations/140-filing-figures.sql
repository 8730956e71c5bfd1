-- Filing figures an actuary can trust (issue 18, ADR 012, docs/analytics-definitions.md).

-- 1. Ratios in percentage points, as every other figure and the api: the demo data stored the
-- expense ratio and permissible loss ratio as fractions (0.252), which every screen showed as
-- 0.3%. A ratio of premium is never 1.5 points or less, so a value that small is a fraction.
update supplemental_metrics set
  expense_ratio = case when abs(expense_ratio) <= 1.5 then expense_ratio * 100 else expense_ratio end,
  permissible_loss_ratio = case when abs(permissible_loss_ratio) <= 1.5
    then permissible_loss_ratio * 100 else permissible_loss_ratio end
where abs(expense_ratio) <= 1.5 or abs(permissible_loss_ratio) <= 1.5;

-- 2. The overall figures of a multi-company filing that were read off its first company: the
-- largest maximum, the smallest minimum, the premium-weighted average premium change.
alter table whole_filings
  add column if not exists overall_max_change double precision,
  add column if not exists overall_min_change double precision,
  add column if not exists overall_average_premium_change double precision,
  -- The withdrawn or disapproved filing of the same program that this filing refiles.
  add column if not exists refiles_serff_tracking_number text;

update whole_filings w set
  overall_max_change = s.mx,
  overall_min_change = s.mn,
  overall_average_premium_change = s.apc
from (
  select serff_tracking_number, max(max_change) as mx, min(min_change) as mn,
    coalesce(
      sum(average_premium_change * written_premium_for_program)
        filter (where written_premium_for_program > 0)
        / nullif(sum(written_premium_for_program)
          filter (where average_premium_change is not null and written_premium_for_program > 0), 0),
      avg(average_premium_change)) as apc
  from filings group by serff_tracking_number
) s
where w.serff_tracking_number = s.serff_tracking_number
  and (w.overall_max_change is distinct from s.mx or w.overall_min_change is distinct from s.mn
    or w.overall_average_premium_change is distinct from s.apc);

-- 3. "Took effect": the rates of the filing are in force on `as_of` (the same definition as
-- server/domain/filings/took-effect.ts).
create or replace function public.filing_took_effect(status text, effective date, as_of date)
returns boolean language sql immutable parallel safe as $$
  select coalesce(status in ('Approved', 'Closed-Approved', 'Approved as Amended',
    'Closed-Received/Filed', 'Filed', 'Acknowledged', 'Authorized', 'Deemed')
    and effective <= as_of, false)
$$;

-- 4. The prior revision of a filing is the last filing of its program that took effect by the
-- day it was submitted (latest effective date, then tracking number), never a withdrawn,
-- disapproved or pending one.
-- (Only rows whose link changes are written: every update recomputes the stored search vector.)
update whole_filings w set prior_serff_tracking_number = l.prior
from (
  select w2.serff_tracking_number, (
    select p.serff_tracking_number from whole_filings p
    where p.product_segment = w2.product_segment
      and p.serff_tracking_number <> w2.serff_tracking_number
      and public.filing_took_effect(p.disposition_status, p.effective_date_new, w2.submitted_date)
    order by p.effective_date_new desc, p.serff_tracking_number desc limit 1) as prior
  from whole_filings w2 where w2.product_segment is not null
) l
where w.serff_tracking_number = l.serff_tracking_number
  and w.prior_serff_tracking_number is distinct from l.prior;

update filings f set prior_serff_tracking_number = w.prior_serff_tracking_number,
  prior_rate_change = p.overall_rate_impact
from whole_filings w left join whole_filings p on p.serff_tracking_number = w.prior_serff_tracking_number
where w.serff_tracking_number = f.serff_tracking_number
  and (f.prior_serff_tracking_number is distinct from w.prior_serff_tracking_number
    or f.prior_rate_change is distinct from p.overall_rate_impact);

-- 5. Refilings: a filing refiles the filing submitted just before it in its program when that
-- one was withdrawn or disapproved and the new one followed within a year of the disposition.
update whole_filings w set refiles_serff_tracking_number = r.previous
from (
  select serff_tracking_number, submitted_date,
    lag(serff_tracking_number) over s as previous,
    lag(disposition_status) over s as previous_status,
    lag(disposition_date) over s as previous_disposition
  from whole_filings where product_segment is not null
  window s as (partition by product_segment order by submitted_date, serff_tracking_number)
) r
where w.serff_tracking_number = r.serff_tracking_number
  and r.previous_status in ('Withdrawn', 'Disapproved')
  and r.previous_disposition <= r.submitted_date
  and r.submitted_date <= r.previous_disposition + 365
  and w.refiles_serff_tracking_number is distinct from r.previous;

-- 6. The custom-query views show the same figures (new columns go last).
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
  w.product_segment as segment_id, w.prior_serff_tracking_number, w.summary, w.description,
  w.overall_max_change as max_change, w.overall_min_change as min_change,
  w.overall_average_premium_change as average_premium_change,
  w.refiles_serff_tracking_number,
  public.filing_took_effect(w.disposition_status, w.effective_date_new, current_date) as took_effect
from public.whole_filings w;

create or replace view query_views.product_history as
select
  s.id as segment_id, s.carrier, s.state, s.line_of_business, w.serff_tracking_number,
  w.product_name, w.disposition_status as status, w.submitted_date,
  w.effective_date_new as effective_date, w.overall_rate_impact as weighted_rate_impact,
  w.overall_policyholders_affected as policyholders_affected,
  w.overall_written_premium as written_premium_for_program, w.summary,
  public.filing_took_effect(w.disposition_status, w.effective_date_new, current_date) as took_effect,
  w.prior_serff_tracking_number, w.refiles_serff_tracking_number
from public.product_segments s
join public.whole_filings w on w.product_segment = s.id;

create or replace view query_views.supplemental_metrics as
select
  m.serff_tracking_number, m.company, m.coverage, m.proposed_change, m.indication,
  m.expense_ratio, m.permissible_loss_ratio, m.historic_frequency_trend,
  m.historic_severity_trend, m.historic_premium_trend, m.historic_total_trend,
  m.prospective_frequency_trend, m.prospective_severity_trend, m.prospective_premium_trend,
  m.prospective_total_trend
from public.supplemental_metrics m;

grant select on all tables in schema query_views to rfi_query_reader;
