import {
  canChangeItem,
  canReadItem,
  canShareWithOrganization,
  type ItemVisibility,
} from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { type ItemAccessResult, refused } from '#server/domain/team/item-access-result.ts';
import { lockSharedItem } from '#server/domain/team/shareable-items.ts';
import { auditWatchlistChange } from './audit-watchlist-change.ts';
import { getWatchlist } from './get-watchlist.ts';
import { toStoredFilters, type Watchlist, type WatchlistFields } from './watchlist.ts';

/** What an update writes: every field, the visibility null to keep it as it is. */
export type WatchlistUpdate = Omit<WatchlistFields, 'visibility'> & {
  visibility: ItemVisibility | null;
};

/**
 * Replaces a watchlist's name, filters, thresholds, schedule and visibility, as `auth`: its owner,
 * or an admin of the organization it is shared with (ADR 025). The row is locked while the rules
 * are checked, changed and audited, in one transaction. Shared, it stays with its organization;
 * shared from private (the owner, with an active organization) it goes to the caller's active
 * organization. Returns the watchlist as the caller sees it.
 */
export async function updateWatchlist(
  db: Database,
  auth: VerifiedAuth,
  id: string,
  update: WatchlistUpdate,
): Promise<ItemAccessResult<Watchlist>> {
  return db.transaction(async (tx) => {
    const before = await lockSharedItem(tx, 'watchlist', id);
    if (!before || !canReadItem(auth, before)) return refused('not-found');
    if (!canChangeItem(auth, before)) return refused('forbidden');
    const fields = { ...update, visibility: update.visibility ?? before.visibility };
    const sharing = fields.visibility === 'organization' && before.visibility === 'private';
    if (sharing && !canShareWithOrganization(auth)) return refused('no-organization');
    const organizationId =
      fields.visibility === 'private' || before.visibility === 'organization'
        ? before.organizationId
        : auth.organizationId;
    const t = fields.thresholds;
    await tx.query(
      `update watchlists
          set name = $2, filters = $3::jsonb, min_rate_impact = $4,
              min_written_premium_change = $5, min_policyholders = $6, statuses = $7,
              filing_types = $8, schedule = $9, visibility = $10, organization_id = $11,
              updated_at = now()
        where id = $1`,
      [
        before.id,
        fields.name,
        JSON.stringify(toStoredFilters(fields.filters)),
        t.minRateImpact,
        t.minWrittenPremiumChange,
        t.minPolicyholders,
        t.statuses,
        t.filingTypes,
        fields.schedule,
        fields.visibility,
        organizationId,
      ],
    );
    await auditWatchlistChange(tx, {
      actorUserId: auth.userId,
      id: before.id,
      name: fields.name,
      before,
      after: { organizationId, visibility: fields.visibility },
      contentChanged: true,
    });
    const updated = await getWatchlist(tx, auth.userId, before.id);
    if (!updated) throw new Error('The updated watchlist was not found');
    return { ok: true, value: updated };
  });
}
