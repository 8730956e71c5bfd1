import type { Database } from '#server/db/connection.ts';
import { auditWatchlistChange } from './audit-watchlist-change.ts';
import { getWatchlist } from './get-watchlist.ts';
import {
  MAX_WATCHLISTS_PER_USER,
  toStoredFilters,
  type Watchlist,
  type WatchlistFields,
} from './watchlist.ts';

export type CreateWatchlistResult =
  | { ok: true; watchlist: Watchlist }
  | { ok: false; reason: 'limit' };

/**
 * Creates a watchlist owned by `userId`, subscribed to by its owner (in the app and by email).
 * Shared (`visibility` 'organization') it belongs to `organizationId`, the caller's active
 * organization (the service checks they may share), and the organization's audit log hears of it.
 */
export async function createWatchlist(
  db: Database,
  owner: { userId: string; organizationId: string | null },
  fields: WatchlistFields,
): Promise<CreateWatchlistResult> {
  return db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx.query<{ count: number }>(
      'select count(*)::int as count from watchlists where user_id = $1',
      [owner.userId],
    );
    if (count >= MAX_WATCHLISTS_PER_USER) return { ok: false, reason: 'limit' };
    const organizationId = fields.visibility === 'organization' ? owner.organizationId : null;
    const t = fields.thresholds;
    const [created] = await tx.query<{ id: string }>(
      `insert into watchlists (user_id, organization_id, visibility, name, filters,
         min_rate_impact, min_written_premium_change, min_policyholders, statuses, filing_types,
         schedule)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11)
       returning id`,
      [
        owner.userId,
        organizationId,
        fields.visibility,
        fields.name,
        JSON.stringify(toStoredFilters(fields.filters)),
        t.minRateImpact,
        t.minWrittenPremiumChange,
        t.minPolicyholders,
        t.statuses,
        t.filingTypes,
        fields.schedule,
      ],
    );
    if (!created) throw new Error('The watchlist was not inserted');
    await tx.query(
      'insert into watchlist_subscriptions (watchlist_id, user_id, email) values ($1, $2, true)',
      [created.id, owner.userId],
    );
    await auditWatchlistChange(tx, {
      actorUserId: owner.userId,
      id: created.id,
      name: fields.name,
      before: null,
      after: { organizationId, visibility: fields.visibility },
    });
    const watchlist = await getWatchlist(tx, owner.userId, created.id);
    if (!watchlist) throw new Error('The new watchlist was not found');
    return { ok: true, watchlist };
  });
}
