import { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_ITEM_TYPES,
  type AuditAction,
  type AuditItemType,
} from '#contract/team/audit-vocabulary.ts';

/** At most this many details per event, each value at most this long. */
const MAX_DETAILS = 20;
const MAX_DETAIL_LENGTH = 500;

/** An event's details: a small flat object of text, numbers and booleans (stored as jsonb). */
export const auditDetailsSchema = z
  .record(
    z.string().min(1).max(64),
    z.union([z.string().max(MAX_DETAIL_LENGTH), z.number(), z.boolean(), z.null()]),
  )
  .refine((details) => Object.keys(details).length <= MAX_DETAILS, 'Too many audit details');

export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** One thing to record: who did what to which item of which organization. */
export const auditEventInputSchema = z.object({
  organizationId: z.string().min(1),
  actorUserId: z.string().min(1),
  action: z.enum(AUDIT_ACTIONS),
  itemType: z.enum(AUDIT_ITEM_TYPES),
  itemId: z.string().min(1).max(200),
  /** The item's name when it happened; cut to 200 characters. */
  itemName: z.string().transform((name) => name.slice(0, 200)),
  details: auditDetailsSchema.default({}),
});

export type AuditEventInput = z.input<typeof auditEventInputSchema>;

/** An event as read back for the audit log. */
export type AuditEvent = {
  id: string;
  organizationId: string;
  actorUserId: string;
  actorName: string;
  action: AuditAction;
  itemType: AuditItemType;
  itemId: string;
  itemName: string;
  at: Date;
  details: AuditDetails;
};
