import type { Database } from '../db/connection.ts';

/** Links each filing to the previous filing of its product (segment) and its rate change. */
export async function linkPriorFilings(db: Database): Promise<void> {
  await db.query(`
    with ordered as (
      select serff_tracking_number,
        lag(serff_tracking_number) over w as prior_number,
        lag(overall_rate_impact) over w as prior_impact
      from whole_filings
      where product_segment is not null
      window w as (partition by product_segment order by submitted_date, serff_tracking_number)
    ), updated as (
      update whole_filings w set prior_serff_tracking_number = o.prior_number
      from ordered o
      where o.serff_tracking_number = w.serff_tracking_number and o.prior_number is not null
      returning w.serff_tracking_number
    )
    update filings f set prior_serff_tracking_number = o.prior_number, prior_rate_change = o.prior_impact
    from ordered o
    where o.serff_tracking_number = f.serff_tracking_number and o.prior_number is not null`);
}
