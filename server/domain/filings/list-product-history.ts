import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

export type ProductHistoryEntry = {
  serff_tracking_number: string;
  status: string;
  submitted_date: string | null;
  effective_date: string | null;
  weighted_rate_impact: number;
  sum_policyholders_affected: number;
  product_name: string;
  summary: string;
  written_premium_for_program: number;
};

export type ProductHistory = {
  segmentId: number;
  carrier: string;
  state: string;
  lob: string;
  entries: ProductHistoryEntry[];
  /** Compounded over the entries, percentage points. */
  cumulativeRateImpact: number;
};

/** Compounds percentage changes: +10 then +10 is +21. */
export function compoundRateImpacts(impacts: number[]): number {
  const factor = impacts.reduce((acc, r) => acc * (1 + r / 100), 1);
  return Math.round((factor - 1) * 100 * 1000) / 1000;
}

/**
 * The filings of a product segment, oldest first, with rate impact weighted by written premium
 * over each filing's companies (the filing's overall figure when there is no premium).
 */
export async function listProductHistory(
  db: Database,
  segmentId: number,
): Promise<ProductHistory | undefined> {
  const segment = await db.kysely
    .selectFrom('product_segments')
    .select(['id', 'carrier', 'state', 'line_of_business'])
    .where('id', '=', segmentId)
    .executeTakeFirst();
  if (!segment) return undefined;
  const { rows } = await sql<ProductHistoryEntry>`
    select w.serff_tracking_number, w.disposition_status as status, w.submitted_date,
      w.effective_date_new as effective_date, w.product_name, coalesce(w.summary, '') as summary,
      coalesce(
        sum(f.rate_impact * f.written_premium_for_program)
          / nullif(sum(f.written_premium_for_program) filter (where f.rate_impact is not null), 0),
        w.overall_rate_impact, 0)::float8 as weighted_rate_impact,
      coalesce(sum(f.policyholders_affected), w.overall_policyholders_affected, 0)::float8
        as sum_policyholders_affected,
      coalesce(sum(f.written_premium_for_program), w.overall_written_premium, 0)::float8
        as written_premium_for_program
    from whole_filings w left join filings f on f.serff_tracking_number = w.serff_tracking_number
    where w.product_segment = ${segmentId}
    group by w.serff_tracking_number
    order by w.submitted_date asc nulls last, w.serff_tracking_number`.execute(db.kysely);
  const entries = rows.map((r) => ({
    ...r,
    weighted_rate_impact: Math.round(r.weighted_rate_impact * 1000) / 1000,
  }));
  return {
    segmentId: segment.id,
    carrier: segment.carrier,
    state: segment.state,
    lob: segment.line_of_business,
    entries,
    cumulativeRateImpact: compoundRateImpacts(entries.map((e) => e.weighted_rate_impact)),
  };
}
