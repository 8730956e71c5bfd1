import type { Database } from '#server/db/connection.ts';

export type RecentReview = {
  serffTrackingNumber: string;
  state: string;
  rateImpact: number;
  daysToApproval: number;
  submittedDate: string | null;
  dispositionDate: string | null;
  reviewers: { name: string; role: 'primary' | 'secondary' }[];
};

type Row = {
  serff_tracking_number: string;
  state: string;
  rate_impact: number | null;
  days_to_approval: number | null;
  submitted_date: string | null;
  disposition_date: string | null;
  reviewers: { name: string; role: 'primary' | 'secondary' }[] | null;
};

/** A reviewer's most recent reviews (by submission date, newest first) with every reviewer. */
export async function listRecentReviews(
  db: Database,
  reviewerId: number,
  limit = 20,
): Promise<RecentReview[]> {
  const rows = await db.query<Row>(
    `select w.serff_tracking_number, w.state, w.overall_rate_impact as rate_impact,
       w.days_to_approval, w.submitted_date, w.disposition_date,
       (select json_agg(json_build_object('name', r.name, 'role', a.role) order by a.role, r.name)
        from filing_reviewers a join reviewers r on r.id = a.reviewer_id
        where a.serff_tracking_number = w.serff_tracking_number) as reviewers
     from filing_reviewers fr
     join whole_filings w on w.serff_tracking_number = fr.serff_tracking_number
     where fr.reviewer_id = $1
     order by w.submitted_date desc nulls last, w.serff_tracking_number desc
     limit $2`,
    [reviewerId, limit],
  );
  return rows.map((r) => ({
    serffTrackingNumber: r.serff_tracking_number,
    state: r.state,
    rateImpact: Number(r.rate_impact ?? 0),
    daysToApproval: Number(r.days_to_approval ?? 0),
    submittedDate: r.submitted_date,
    dispositionDate: r.disposition_date,
    reviewers: r.reviewers ?? [],
  }));
}
