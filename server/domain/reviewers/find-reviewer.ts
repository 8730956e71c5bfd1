import type { Database } from '#server/db/connection.ts';

export type ReviewerIdentity = {
  id: number;
  name: string;
  state: string;
  title: string | null;
  alternative_names: string[];
};

/**
 * The reviewer of that name in that state: the exact name first, else a case-insensitive match
 * on the name or one of the alternative names (other spellings found in filings).
 */
export async function findReviewer(
  db: Database,
  name: string,
  state: string,
): Promise<ReviewerIdentity | undefined> {
  const [row] = await db.query<ReviewerIdentity>(
    `select id, name, state, title, alternative_names from reviewers
     where state = $2 and (lower(name) = lower($1)
       or exists (select 1 from unnest(alternative_names) a where lower(a) = lower($1)))
     order by (name = $1) desc, id limit 1`,
    [name, state],
  );
  return row;
}
