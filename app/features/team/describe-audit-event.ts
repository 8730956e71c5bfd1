import {
  AUDIT_ITEM_TYPE_LABELS,
  AUDIT_ITEM_TYPES,
  type AuditItemType,
} from '#contract/team/audit-vocabulary.ts';
import { AuditAction, type AuditEvent } from '#gen/ratefiling/v1/team_service_pb.ts';

const ACTION_WORDS: Record<AuditAction, string> = {
  [AuditAction.UNSPECIFIED]: 'did something to',
  [AuditAction.CREATED]: 'created',
  [AuditAction.CHANGED]: 'changed',
  [AuditAction.DELETED]: 'deleted',
  [AuditAction.SHARED]: 'shared',
  [AuditAction.UNSHARED]: 'unshared',
};

function kindLabel(itemType: string): string {
  const known = AUDIT_ITEM_TYPES.find((type): type is AuditItemType => type === itemType);
  return known ? AUDIT_ITEM_TYPE_LABELS[known] : itemType;
}

/** How one audit event reads: who (shown in bold) and what they did. */
export type AuditSentence = { actor: string; rest: string };

/**
 * A membership change in words (server/auth/audit-member-changes.ts writes `how`, `role` and,
 * for a role change, `previousRole`): "joined as member", "added “Bob” as admin", "removed
 * “Bob”", "left the organization", "changed “Bob”'s role from member to admin".
 */
function memberChange(event: AuditEvent): string {
  const name = `“${event.itemName}”`;
  const { how, role, previousRole } = event.details;
  const self = event.itemId !== '' && event.itemId === event.actorUserId;
  if (how === 'accepted an invitation')
    return self ? `joined the organization as ${role ?? 'member'}` : `added ${name}`;
  if (how === 'added') return `added ${name}${role ? ` as ${role}` : ''}`;
  if (how === 'left' || (how === 'removed' && self)) return 'left the organization';
  if (how === 'removed') return `removed ${name} from the organization`;
  if (how === 'role changed')
    return previousRole && role
      ? `changed ${name}'s role from ${previousRole} to ${role}`
      : `changed ${name}'s role${role ? ` to ${role}` : ''}`;
  return `${ACTION_WORDS[event.action]} member ${name}`;
}

/** The audit log's sentence for an event: "Ada shared saved view “TX auto”". */
export function describeAuditEvent(event: AuditEvent): AuditSentence {
  const actor = event.actorName || 'A teammate';
  if (event.itemType === 'member') return { actor, rest: memberChange(event) };
  const kind = kindLabel(event.itemType).toLowerCase();
  return { actor, rest: `${ACTION_WORDS[event.action]} ${kind} “${event.itemName}”` };
}
