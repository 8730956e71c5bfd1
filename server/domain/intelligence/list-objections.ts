import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type { FilingObjection } from '#server/domain/filings/filing-details.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { type ObjectionScope, objectionScopeCondition } from './objection-scope.ts';
import { objectionThemesOf } from './objection-theme-rules.ts';

export type ObjectionListItem = {
  serffTrackingNumber: string;
  carrier: string;
  company: string;
  state: string;
  lineOfBusiness: string;
  productName: string;
  objection: FilingObjection;
};

type Row = {
  serff_tracking_number: string;
  carrier: string;
  filing_company: string;
  state: string;
  line_of_business: string;
  product_name: string;
  round: number;
  objection_date: string | null;
  reviewer_name: string | null;
  content: string;
  reply_content: string | null;
  reply_date: string | null;
  summary: string | null;
  total: number | string;
};

/** One page of objection letters in scope, newest first (then by filing and round). */
export async function listObjections(
  db: Database,
  scope: ObjectionScope,
  page: PageRequest,
): Promise<{ items: ObjectionListItem[]; page: PageResult }> {
  const { rows } = await sql<Row>`
    select w.serff_tracking_number, w.carrier, w.filing_company, w.state, w.line_of_business,
      w.product_name, o.round, o.objection_date, o.reviewer_name, o.content, o.reply_content,
      o.reply_date, o.summary, count(*) over () as total
    from objections o join whole_filings w on w.serff_tracking_number = o.serff_tracking_number
    where ${objectionScopeCondition(scope)}
    order by o.objection_date desc nulls last, o.serff_tracking_number, o.round
    limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db.kysely);
  const total = rows[0] ? Number(rows[0].total) : await countObjections(db, scope);
  return {
    items: rows.map((r) => ({
      serffTrackingNumber: r.serff_tracking_number,
      carrier: r.carrier,
      company: r.filing_company,
      state: r.state,
      lineOfBusiness: r.line_of_business,
      productName: r.product_name,
      objection: {
        round: r.round,
        sentDate: r.objection_date,
        reviewer: r.reviewer_name ?? '',
        content: r.content,
        reply: r.reply_content ?? '',
        replyDate: r.reply_date,
        themes: objectionThemesOf(r.summary, r.content),
      },
    })),
    page: pageResult(page, total),
  };
}

async function countObjections(db: Database, scope: ObjectionScope): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from objections o
    join whole_filings w on w.serff_tracking_number = o.serff_tracking_number
    where ${objectionScopeCondition(scope)}`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}
