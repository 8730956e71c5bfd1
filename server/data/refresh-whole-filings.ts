import type { Database } from '#server/db/connection.ts';

/**
 * After company rows change: recomputes each whole filing's overall figures (premium-weighted
 * averages, sums, the largest maximum and smallest minimum change; the same definitions as
 * `overallCompanyFigures`) and company count, and copies the whole filing's filter columns back onto its company rows.
 */
export async function refreshWholeFilings(db: Database, trackingNumbers: string[]): Promise<void> {
  await db.query(
    `update whole_filings w set
       company_count = s.n,
       filing_company = case when s.n > 1 then 'Multiple' else s.company end,
       overall_written_premium = s.wp,
       overall_written_premium_change = s.wpc,
       overall_rate_impact = s.ri,
       overall_indicated_change = s.ic,
       overall_policyholders_affected = s.ph,
       overall_max_change = s.mx,
       overall_min_change = s.mn,
       overall_average_premium_change = s.apc,
       rate_change_type = case when s.ri > 0 then 'Increase' when s.ri < 0 then 'Decrease' when s.ri = 0 then 'Neutral' end,
       updated_at = now()
     from (
       select serff_tracking_number, count(*) as n, min(company) as company,
         sum(written_premium_for_program) as wp, sum(written_premium_change) as wpc,
         coalesce(sum(rate_impact * written_premium_for_program) / nullif(sum(written_premium_for_program) filter (where rate_impact is not null), 0), avg(rate_impact)) as ri,
         coalesce(sum(indicated_change * written_premium_for_program) / nullif(sum(written_premium_for_program) filter (where indicated_change is not null), 0), avg(indicated_change)) as ic,
         sum(policyholders_affected)::int as ph,
         max(max_change) as mx, min(min_change) as mn,
         coalesce(sum(average_premium_change * written_premium_for_program) filter (where written_premium_for_program > 0) / nullif(sum(written_premium_for_program) filter (where average_premium_change is not null and written_premium_for_program > 0), 0), avg(average_premium_change)) as apc
       from filings where serff_tracking_number = any($1::text[]) group by serff_tracking_number
     ) s
     where w.serff_tracking_number = s.serff_tracking_number`,
    [trackingNumbers],
  );
  await db.query(
    `update filings f set carrier = w.carrier, original_carrier = w.original_carrier, state = w.state,
       line_of_business = w.line_of_business, sub_toi = w.sub_toi, filing_type = w.filing_type,
       disposition_status = w.disposition_status, product_name = w.product_name,
       clean_product_name = w.clean_product_name, effective_date_new = w.effective_date_new,
       effective_date_renewal = w.effective_date_renewal, disposition_date = w.disposition_date
     from whole_filings w
     where w.serff_tracking_number = f.serff_tracking_number and w.serff_tracking_number = any($1::text[])`,
    [trackingNumbers],
  );
}
