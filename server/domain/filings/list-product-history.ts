import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { todayIso, tookEffect } from './took-effect.ts';

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
  prior_serff_tracking_number: string | null;
  refiles_serff_tracking_number: string | null;
  /** The filing's rates took effect by the history's as-of date (took-effect.ts). */
  took_effect: boolean;
};

export type ProductHistory = {
  segmentId: number;
  carrier: string;
  state: string;
  lob: string;
  entries: ProductHistoryEntry[];
  /** Compounded over the entries that took effect, in effective-date order, percentage points. */
  cumulativeRateImpact: number;
};

/** Compounds percentage changes: +10 then +10 is +21. */
export function compoundRateImpacts(impacts: number[]): number {
  const factor = impacts.reduce((acc, r) => acc * (1 + r / 100), 1);
  return Math.round((factor - 1) * 100 * 1000) / 1000;
}

/**
 * The filings of a product segment in effective-date order (then submission date, tracking
 * number), oldest first, with rate impact weighted by written premium over each filing's
 * companies (the filing's overall figure when there is no premium). Every filing is listed;
 * only those that took effect by `asOf` (default today) are compounded into the cumulative
 * change: a withdrawn, disapproved or pending filing never changed the rates in force.
 */
export async function listProductHistory(
  db: Database,
  segmentId: number,
  asOf: string = todayIso(),
): Promise<ProductHistory | undefined> {
  const segment = await db.kysely
    .selectFrom('product_segments')
    .select(['id', 'carrier', 'state', 'line_of_business'])
    .where('id', '=', segmentId)
    .executeTakeFirst();
  if (!segment) return undefined;
  const { rows } = await sql<Omit<ProductHistoryEntry, 'took_effect'>>`
    select w.serff_tracking_number, w.disposition_status as status, w.submitted_date,
      w.effective_date_new as effective_date, w.product_name, coalesce(w.summary, '') as summary,
      w.prior_serff_tracking_number, w.refiles_serff_tracking_number,
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
    order by w.effective_date_new asc nulls last, w.submitted_date asc nulls last,
      w.serff_tracking_number`.execute(db.kysely);
  const entries = rows.map(
    (r): ProductHistoryEntry => ({
      ...r,
      weighted_rate_impact: Math.round(r.weighted_rate_impact * 1000) / 1000,
      took_effect: tookEffect(r.status, r.effective_date, asOf),
    }),
  );
  return {
    segmentId: segment.id,
    carrier: segment.carrier,
    state: segment.state,
    lob: segment.line_of_business,
    entries,
    cumulativeRateImpact: compoundRateImpacts(
      entries.filter((e) => e.took_effect).map((e) => e.weighted_rate_impact),
    ),
  };
}
