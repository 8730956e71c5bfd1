import { sql } from 'kysely';
import type { ObjectionSummary } from '#contract/intelligence/objection-summary.ts';
import type { Database } from '#server/db/connection.ts';
import { type ObjectionScope, objectionScopeCondition } from './objection-scope.ts';
import { objectionThemesOf } from './objection-theme-rules.ts';
import { summarizeObjectionRows } from './summarize-objection-rows.ts';

/** Rows read per query: the summary reads every letter in scope in pages of this size. */
const BATCH = 5000;

/** Themes of the letters in scope with counts by state, reviewer and carrier, and a monthly trend. */
export async function getObjectionSummary(
  db: Database,
  scope: Omit<ObjectionScope, 'theme' | 'query'>,
): Promise<ObjectionSummary> {
  const letters = [];
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await sql<{
      serff_tracking_number: string;
      summary: string | null;
      content: string;
      state: string;
      carrier: string;
      reviewer: string | null;
      month: string | null;
    }>`
      select o.serff_tracking_number, o.summary, o.content, w.state, w.carrier,
        coalesce((select r.name from reviewers r where r.id = o.reviewer_id), o.reviewer_name) as reviewer,
        to_char(date_trunc('month', o.objection_date), 'YYYY-MM-DD') as month
      from objections o join whole_filings w on w.serff_tracking_number = o.serff_tracking_number
      where ${objectionScopeCondition(scope)}
      order by o.id limit ${BATCH} offset ${offset}`.execute(db.kysely);
    for (const r of rows) {
      letters.push({
        trackingNumber: r.serff_tracking_number,
        themes: objectionThemesOf(r.summary, r.content),
        state: r.state,
        carrier: r.carrier,
        reviewer: r.reviewer ?? 'Unknown reviewer',
        month: r.month,
      });
    }
    if (rows.length < BATCH) break;
  }
  return summarizeObjectionRows(letters);
}
