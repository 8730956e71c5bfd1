import type { AuditAction } from '#contract/team/audit-vocabulary.ts';
import type { SharedItem } from '#server/auth/shared-item-access.ts';

/** The audit entries one change of a shared item makes: which organization hears what. */
export type AuditEntry = { organizationId: string; action: AuditAction };

type Ownership = Pick<SharedItem, 'organizationId' | 'visibility'>;

function sharedWith(item: Ownership | null): string | null {
  return item && item.visibility === 'organization' ? item.organizationId : null;
}

/**
 * What to audit when an item goes from `before` to `after` (null: it did not exist / no longer
 * exists). Only organizations that could see the item hear of it: a private item's changes are
 * nobody else's business.
 * - created shared: 'created'; deleted while shared: 'deleted';
 * - private → shared: 'shared'; shared → private: 'unshared' (to the organization it left);
 * - moved from one organization to another: 'unshared' for the first, 'shared' for the second;
 * - content changed while shared (and staying so): 'changed'.
 */
export function auditItemChange(
  before: Ownership | null,
  after: Ownership | null,
  contentChanged = false,
): AuditEntry[] {
  const from = sharedWith(before);
  const to = sharedWith(after);
  if (before === null) return to ? [{ organizationId: to, action: 'created' }] : [];
  if (after === null) return from ? [{ organizationId: from, action: 'deleted' }] : [];
  const entries: AuditEntry[] = [];
  if (from && from !== to) entries.push({ organizationId: from, action: 'unshared' });
  if (to && from !== to) entries.push({ organizationId: to, action: 'shared' });
  if (to && from === to && contentChanged) entries.push({ organizationId: to, action: 'changed' });
  return entries;
}
