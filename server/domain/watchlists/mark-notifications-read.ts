import type { Database } from '#server/db/connection.ts';

/**
 * Marks a user's notifications read: those of `ids`, or every unread one when `all`. Ids of
 * other users' notifications are ignored. Returns how many changed.
 */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  target: { all: true } | { ids: string[] },
): Promise<number> {
  const rows =
    'all' in target
      ? await db.query<{ id: string }>(
          `update watchlist_notifications set read_at = now()
            where user_id = $1 and read_at is null
            returning id`,
          [userId],
        )
      : await db.query<{ id: string }>(
          `update watchlist_notifications set read_at = now()
            where user_id = $1 and read_at is null and id = any($2::uuid[])
            returning id`,
          [userId, target.ids],
        );
  return rows.length;
}
