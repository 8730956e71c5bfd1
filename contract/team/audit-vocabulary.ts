/** What an audit event says happened to a shared item (migration 230 checks the same lists). */
export const AUDIT_ACTIONS = ['created', 'changed', 'deleted', 'shared', 'unshared'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of item an audit event is about. */
export const AUDIT_ITEM_TYPES = ['saved_view', 'brief', 'note', 'watchlist', 'member'] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

/** How the audit log names each kind of item. */
export const AUDIT_ITEM_TYPE_LABELS: Record<AuditItemType, string> = {
  saved_view: 'Saved view',
  brief: 'Brief',
  note: 'Note',
  watchlist: 'Watchlist',
  member: 'Member',
};
