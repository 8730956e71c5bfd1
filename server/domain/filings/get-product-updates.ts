import { sql } from 'kysely';
import { z } from 'zod';
import { cleanProductName } from '#server/data/format-figures.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageRequestSchema,
  pageResult,
} from './page-request.ts';
import { todayIso, tookEffectCondition } from './took-effect.ts';

export type ProductUpdateRow = {
  serff_tracking_number: string;
  carrier: string;
  company: string;
  state: string;
  product_name: string;
  line_of_business: string;
  filing_type: string;
  disposition_status: string;
  submitted_date: string | null;
  effective_date: string | null;
  disposition_date: string | null;
  rate_impact: number | null;
  written_premium_change: number | null;
  summary: string;
  /** The rates took effect by today (took-effect.ts). */
  took_effect: boolean;
};

export const productUpdatesRequestSchema = z.object({
  carrier: z.string().trim().min(1, 'Carrier is required').max(200, 'Carrier is too long'),
  product: z.string().trim().min(1, 'Product is required').max(200, 'Product is too long'),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((s) => s === '' || /^[A-Z]{2}$/.test(s), 'State must be a two-letter code')
    .default(''),
  pagination: pageRequestSchema,
});

export type ProductUpdatesRequest = z.output<typeof productUpdatesRequestSchema>;

/** A carrier's filings of one product (matched on the clean product name), newest first. */
export async function getProductUpdates(
  db: Database,
  request: ProductUpdatesRequest,
): Promise<{ rows: ProductUpdateRow[]; page: PageResult }> {
  const clean = cleanProductName(request.product);
  const where = sql`w.carrier = ${request.carrier} and w.clean_product_name = ${clean}
    ${request.state ? sql`and w.state = ${request.state}` : sql``}`;
  const [count] = (
    await sql<{ n: number }>`select count(*)::int as n from whole_filings w where ${where}`.execute(
      db.kysely,
    )
  ).rows;
  const page: PageRequest = request.pagination;
  const { rows } = await sql<ProductUpdateRow>`
    select w.serff_tracking_number, w.carrier, w.filing_company as company, w.state, w.product_name,
      w.line_of_business, w.filing_type, w.disposition_status, w.submitted_date,
      w.effective_date_new as effective_date, w.disposition_date,
      w.overall_rate_impact as rate_impact, w.overall_written_premium_change as written_premium_change,
      coalesce(w.summary, '') as summary,
      ${tookEffectCondition('w', sql`${todayIso()}::date`)} as took_effect
    from whole_filings w where ${where}
    order by w.submitted_date desc nulls last, w.serff_tracking_number desc
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db.kysely);
  return { rows, page: pageResult(page, count?.n ?? 0) };
}
