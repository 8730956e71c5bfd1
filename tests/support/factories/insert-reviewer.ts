import type { Database } from '#server/db/connection.ts';

export type ReviewerOverrides = {
  name?: string;
  state?: string;
  title?: string;
  alternative_names?: string[];
  summary?: string | null;
};

/** Inserts a DOI reviewer and returns its id. */
export async function insertReviewer(
  db: Database,
  overrides: ReviewerOverrides = {},
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into reviewers (name, state, title, alternative_names, summary)
     values ($1, $2, $3, $4::text[], $5) returning id`,
    [
      overrides.name ?? `Reviewer ${Math.random().toString(36).slice(2, 8)}`,
      overrides.state ?? 'TX',
      overrides.title ?? 'Rate Analyst',
      overrides.alternative_names ?? [],
      overrides.summary ?? null,
    ],
  );
  if (!row) throw new Error('reviewer not inserted');
  return row.id;
}

/** Assigns a reviewer to a filing (the DOI review). */
export async function assignReviewer(
  db: Database,
  trackingNumber: string,
  reviewerId: number,
  role: 'primary' | 'secondary' = 'primary',
): Promise<void> {
  await db.query(
    'insert into filing_reviewers (serff_tracking_number, reviewer_id, role) values ($1, $2, $3)',
    [trackingNumber, reviewerId, role],
  );
}
