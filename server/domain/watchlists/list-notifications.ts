import type { Database } from '#server/db/connection.ts';
import { type NotificationReasons, readReasons } from './notification-reasons.ts';

export type WatchlistNotification = {
  id: string;
  watchlistId: string;
  watchlistName: string;
  serffTrackingNumber: string;
  reasons: NotificationReasons | null;
  createdAt: Date;
  readAt: Date | null;
};

export type NotificationPage = {
  notifications: WatchlistNotification[];
  unreadCount: number;
  /** The id to pass as `before` for the next page; empty at the end. */
  nextCursor: string;
};

type Row = {
  id: string;
  watchlist_id: string;
  watchlist_name: string;
  serff_tracking_number: string;
  reasons: unknown;
  created_at: Date | string;
  read_at: Date | string | null;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * A user's notifications, newest first (`limit` of them, after the cursor `before`, or only the
 * unread ones), with their unread count. Only the user's own: a notification is per subscriber.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  options: { limit: number; before?: string; unreadOnly?: boolean },
): Promise<NotificationPage> {
  const rows = await db.query<Row>(
    `select n.id, n.watchlist_id, w.name as watchlist_name, n.serff_tracking_number, n.reasons,
            n.created_at, n.read_at
       from watchlist_notifications n
       join watchlists w on w.id = n.watchlist_id
      where n.user_id = $1
        and ($2::boolean is false or n.read_at is null)
        and ($3::uuid is null or (n.created_at, n.id) < (
              select c.created_at, c.id from watchlist_notifications c
               where c.id = $3::uuid and c.user_id = $1))
      order by n.created_at desc, n.id desc
      limit $4`,
    [userId, options.unreadOnly === true, options.before ?? null, options.limit + 1],
  );
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'select count(*)::int as count from watchlist_notifications where user_id = $1 and read_at is null',
    [userId],
  );
  const page = rows.slice(0, options.limit);
  return {
    notifications: page.map((r) => ({
      id: r.id,
      watchlistId: r.watchlist_id,
      watchlistName: r.watchlist_name,
      serffTrackingNumber: r.serff_tracking_number,
      reasons: readReasons(r.reasons),
      createdAt: toDate(r.created_at),
      readAt: r.read_at === null ? null : toDate(r.read_at),
    })),
    unreadCount: count,
    nextCursor: rows.length > options.limit ? (page.at(-1)?.id ?? '') : '',
  };
}
