import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { type FactorLevel, parseFactorLevels } from './factor-levels.ts';
import { todayIso, tookEffect } from './took-effect.ts';

export type FactorRevision = {
  serffTrackingNumber: string;
  effectiveDate: string | null;
  submittedDate: string | null;
  status: string;
  tookEffect: boolean;
  change: number;
  levels: FactorLevel[];
};

export type FactorHistory = {
  /** Factors revised by the segment's filings, most often revised first. */
  factors: { value: string; count: number }[];
  /** The factor shown: the one asked for, else the most often revised; '' when none. */
  factor: string;
  revisions: FactorRevision[];
};

/**
 * One factor's table across the filings of a product segment that revised it, in effective-date
 * order (then submission date, tracking number), as the product history lists them; undefined
 * for an unknown segment. A filing that revised the factor for several companies counts once,
 * with its first table (the demo revises one table per filing).
 */
export async function getFactorHistory(
  db: Database,
  segmentId: number,
  factor: string,
  asOf: string = todayIso(),
): Promise<FactorHistory | undefined> {
  const segment = await db.kysely
    .selectFrom('product_segments')
    .select('id')
    .where('id', '=', segmentId)
    .executeTakeFirst();
  if (!segment) return undefined;
  const { rows: factors } = await sql<{ value: string; count: number }>`
    select r.factor as value, count(distinct r.serff_tracking_number)::int as count
    from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
    where w.product_segment = ${segmentId}
    group by r.factor order by count desc, value`.execute(db.kysely);
  const shown =
    factor && factors.some((f) => f.value === factor) ? factor : (factors[0]?.value ?? '');
  if (!shown) return { factors, factor: '', revisions: [] };
  const { rows } = await sql<{
    tn: string;
    effective_date: string | null;
    submitted_date: string | null;
    status: string;
    change: number | null;
    levels: unknown;
  }>`
    select distinct on (w.effective_date_new, w.submitted_date, w.serff_tracking_number)
      w.serff_tracking_number as tn, w.effective_date_new as effective_date, w.submitted_date,
      w.disposition_status as status, r.change, r.levels
    from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
    where w.product_segment = ${segmentId} and r.factor = ${shown}
    order by w.effective_date_new asc nulls last, w.submitted_date asc nulls last,
      w.serff_tracking_number, r.id`.execute(db.kysely);
  return {
    factors,
    factor: shown,
    revisions: rows.map((r) => ({
      serffTrackingNumber: r.tn,
      effectiveDate: r.effective_date,
      submittedDate: r.submitted_date,
      status: r.status,
      tookEffect: tookEffect(r.status, r.effective_date, asOf),
      change: r.change ?? 0,
      levels: parseFactorLevels(r.levels),
    })),
  };
}
