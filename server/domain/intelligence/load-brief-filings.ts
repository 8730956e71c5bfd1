import { sql } from 'kysely';
import type { BriefFiling } from '#contract/intelligence/brief-report.ts';
import type { Database } from '#server/db/connection.ts';
import { analyticsCondition } from '#server/domain/analytics/analytics-population.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';

type Row = {
  serff_tracking_number: string;
  carrier: string;
  state: string;
  line_of_business: string;
  product_name: string;
  disposition_status: string;
  effective_date_new: string | null;
  overall_rate_impact: number | null;
  overall_indicated_change: number | null;
  overall_written_premium: number | null;
  overall_written_premium_change: number | null;
  overall_policyholders_affected: number | null;
  objection_count: number;
  matching: number | string;
};

/**
 * The most significant `maxFilings` whole filings under the filters and of their population
 * (analyticsCondition: by default approved or effective rate changes; largest written premium
 * change first, then tracking number), and how many filings match in all.
 */
export async function loadBriefFilings(
  db: Database,
  filters: FilingFilters,
  maxFilings: number,
): Promise<{ filings: BriefFiling[]; matchingFilings: number }> {
  const { rows } = await sql<Row>`
    select w.serff_tracking_number, w.carrier, w.state, w.line_of_business, w.product_name,
      w.disposition_status, w.effective_date_new, w.overall_rate_impact, w.overall_indicated_change,
      w.overall_written_premium, w.overall_written_premium_change,
      w.overall_policyholders_affected, w.objection_count, count(*) over () as matching
    from whole_filings w where ${analyticsCondition(filters, 'w')}
    order by w.overall_written_premium_change desc nulls last, w.serff_tracking_number
    limit ${maxFilings}`.execute(db.kysely);
  let matching = Number(rows[0]?.matching ?? 0);
  if (rows.length === 0) matching = 0;
  return { matchingFilings: matching, filings: rows.map(toBriefFiling) };
}

/**
 * The largest rate increases and decreases among all filings under the filters and of their
 * population (not only the filings considered, which are chosen by premium change and so are
 * mostly increases): `limit` each, largest move first, ties by tracking number.
 */
export async function loadTopMovers(
  db: Database,
  filters: FilingFilters,
  limit: number,
): Promise<{ increases: BriefFiling[]; decreases: BriefFiling[] }> {
  const { rows } = await sql<Row & { direction: number }>`
    select * from (
      (select 1 as direction, w.serff_tracking_number, w.carrier, w.state, w.line_of_business,
        w.product_name, w.disposition_status, w.effective_date_new, w.overall_rate_impact,
        w.overall_indicated_change, w.overall_written_premium, w.overall_written_premium_change,
        w.overall_policyholders_affected, w.objection_count, 0 as matching
      from whole_filings w
      where ${analyticsCondition(filters, 'w')} and w.overall_rate_impact > 0
      order by w.overall_rate_impact desc, w.serff_tracking_number limit ${limit})
      union all
      (select -1 as direction, w.serff_tracking_number, w.carrier, w.state, w.line_of_business,
        w.product_name, w.disposition_status, w.effective_date_new, w.overall_rate_impact,
        w.overall_indicated_change, w.overall_written_premium, w.overall_written_premium_change,
        w.overall_policyholders_affected, w.objection_count, 0 as matching
      from whole_filings w
      where ${analyticsCondition(filters, 'w')} and w.overall_rate_impact < 0
      order by w.overall_rate_impact asc, w.serff_tracking_number limit ${limit})
    ) movers
    order by direction desc, abs(overall_rate_impact) desc, serff_tracking_number`.execute(
    db.kysely,
  );
  return {
    increases: rows.filter((r) => Number(r.direction) > 0).map(toBriefFiling),
    decreases: rows.filter((r) => Number(r.direction) < 0).map(toBriefFiling),
  };
}

function toBriefFiling(r: Row): BriefFiling {
  return {
    serffTrackingNumber: r.serff_tracking_number,
    carrier: r.carrier,
    state: r.state,
    lineOfBusiness: r.line_of_business,
    productName: r.product_name,
    dispositionStatus: r.disposition_status,
    effectiveDateNew: r.effective_date_new,
    rateImpact: r.overall_rate_impact,
    indicatedChange: r.overall_indicated_change,
    writtenPremium: r.overall_written_premium,
    writtenPremiumChange: r.overall_written_premium_change,
    policyholdersAffected: r.overall_policyholders_affected,
    objectionCount: r.objection_count,
  };
}
