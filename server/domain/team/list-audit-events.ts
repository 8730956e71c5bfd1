import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ITEM_TYPES } from '#contract/team/audit-vocabulary.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type PageRequest,
  type PageResult,
  pageResult,
} from '#server/domain/filings/page-request.ts';
import { type AuditEvent, auditDetailsSchema } from './audit-event.ts';

/** A stored row, checked on read: the vocabulary and the details' shape. */
const auditRowSchema = z.object({
  id: z.coerce.string(),
  organization_id: z.string(),
  actor_user_id: z.string(),
  actor_name: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  item_type: z.enum(AUDIT_ITEM_TYPES),
  item_id: z.string(),
  item_name: z.string(),
  at: z.union([z.date(), z.string()]).transform((v) => new Date(v)),
  details: z.unknown(),
});

/** Details that no longer match the schema show as this, rather than hiding the event. */
const UNREADABLE = { unreadable: true } as const;

function readDetails(value: unknown): AuditEvent['details'] {
  const parsed = auditDetailsSchema.safeParse(
    typeof value === 'string' ? JSON.parse(value) : value,
  );
  return parsed.success ? parsed.data : UNREADABLE;
}

/** An organization's audit events, newest first, with the actor's display name. */
export async function listAuditEvents(
  db: Database,
  organizationId: string,
  page: PageRequest,
): Promise<{ events: AuditEvent[]; page: PageResult }> {
  const [rows, count] = await Promise.all([
    db.query<unknown>(
      `select e.id, e.organization_id, e.actor_user_id, e.action, e.item_type, e.item_id,
         e.item_name, e.at, e.details, coalesce(nullif(actor."name", ''), actor.email, '') as actor_name
       from audit_events e left join auth_user actor on actor.id = e.actor_user_id
       where e.organization_id = $1
       order by e.at desc, e.id desc limit $2 offset $3`,
      [organizationId, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<{ n: number }>(
      'select count(*)::int as n from audit_events where organization_id = $1',
      [organizationId],
    ),
  ]);
  const events = rows.map((raw) => {
    const row = auditRowSchema.parse(raw);
    return {
      id: row.id,
      organizationId: row.organization_id,
      actorUserId: row.actor_user_id,
      actorName: row.actor_name ?? '',
      action: row.action,
      itemType: row.item_type,
      itemId: row.item_id,
      itemName: row.item_name,
      at: row.at,
      details: readDetails(row.details),
    };
  });
  return { events, page: pageResult(page, count[0]?.n ?? 0) };
}
