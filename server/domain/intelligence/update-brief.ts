import type { BriefText } from '#contract/intelligence/brief-commentary.ts';
import { canChangeItem, canReadItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { auditItemChange } from '#server/domain/team/audit-item-change.ts';
import { type ItemAccessResult, refused } from '#server/domain/team/item-access-result.ts';
import { recordItemAudit } from '#server/domain/team/record-item-audit.ts';
import { lockSharedItem } from '#server/domain/team/shareable-items.ts';
import { getBrief } from './get-brief.ts';
import type { StoredBrief } from './stored-brief.ts';

/**
 * Replaces the title, subtitle and commentary of a brief (validated by the caller with
 * briefTextSchema); the report is never touched. Its owner, or an admin of the organization it
 * is shared with, may; a change of a shared brief is audited in the same transaction.
 */
export function updateBrief(
  db: Database,
  auth: VerifiedAuth,
  id: string,
  text: BriefText,
): Promise<ItemAccessResult<StoredBrief>> {
  return db.transaction(async (tx) => {
    const item = await lockSharedItem(tx, 'brief', id);
    if (!item || !canReadItem(auth, item)) return refused('not-found');
    if (!canChangeItem(auth, item)) return refused('forbidden');
    await tx.query(
      'update briefs set title = $2, subtitle = $3, commentary = $4::jsonb where id = $1',
      [item.id, text.title, text.subtitle, JSON.stringify(text.commentary)],
    );
    await recordItemAudit(tx, auditItemChange(item, item, true), {
      actorUserId: auth.userId,
      itemType: 'brief',
      itemId: item.id,
      itemName: text.title,
      details: text.title === item.name ? {} : { previousTitle: item.name },
    });
    const brief = await getBrief(tx, item.id);
    if (!brief) throw new Error(`brief ${item.id} vanished while it was locked`);
    return { ok: true, value: brief };
  });
}
