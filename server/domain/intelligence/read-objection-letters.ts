import { type RawBuilder, sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import { objectionThemesOf } from './objection-theme-rules.ts';
import type { ObjectionLetter } from './summarize-objection-rows.ts';

/** Rows read per query: every letter in scope is read, in pages of this size. */
const BATCH = 5000;

type Row = {
  serff_tracking_number: string;
  summary: string | null;
  content: string;
  state: string;
  carrier: string;
  reviewer: string | null;
  month: string | null;
};

/**
 * Every objection letter matching `where` (a condition over `objections o join whole_filings w`),
 * in letter order, with its themes, filing state and carrier, reviewer (the reviewer record's
 * name, else the name the letter is signed with) and month: what summarizeObjectionRows counts.
 */
export async function readObjectionLetters(
  db: Database,
  where: RawBuilder<boolean>,
): Promise<ObjectionLetter[]> {
  const letters: ObjectionLetter[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await sql<Row>`
      select o.serff_tracking_number, o.summary, o.content, w.state, w.carrier,
        coalesce((select r.name from reviewers r where r.id = o.reviewer_id), o.reviewer_name) as reviewer,
        to_char(date_trunc('month', o.objection_date), 'YYYY-MM-DD') as month
      from objections o join whole_filings w on w.serff_tracking_number = o.serff_tracking_number
      where ${where}
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
    if (rows.length < BATCH) return letters;
  }
}
