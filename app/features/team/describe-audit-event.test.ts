import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { AuditAction, AuditEventSchema } from '#gen/ratefiling/v1/team_service_pb.ts';
import { describeAuditEvent } from './describe-audit-event.ts';

const event = (fields: Parameters<typeof create<typeof AuditEventSchema>>[1]) =>
  create(AuditEventSchema, { actorUserId: 'u-ada', actorName: 'Ada', ...fields });

const member = (details: Record<string, string>, action: AuditAction, itemId = 'u-bob') =>
  event({ itemType: 'member', itemId, itemName: 'Bob', action, details });

describe('describeAuditEvent', () => {
  it('names a shared item by its kind and name', () => {
    const shared = event({
      itemType: 'saved_view',
      itemName: 'TX auto',
      action: AuditAction.SHARED,
    });
    expect(describeAuditEvent(shared)).toEqual({
      actor: 'Ada',
      rest: 'shared saved view “TX auto”',
    });
    const unknownActor = event({
      actorName: '',
      itemType: 'note',
      itemName: 'Rates up',
      action: AuditAction.DELETED,
    });
    expect(describeAuditEvent(unknownActor)).toEqual({
      actor: 'A teammate',
      rest: 'deleted note “Rates up”',
    });
  });

  it('reads membership changes as what happened to the member', () => {
    const rest = (e: ReturnType<typeof member>) => describeAuditEvent(e).rest;
    expect(rest(member({ how: 'added', role: 'admin' }, AuditAction.CREATED))).toBe(
      'added “Bob” as admin',
    );
    expect(rest(member({ how: 'removed', role: 'member' }, AuditAction.DELETED))).toBe(
      'removed “Bob” from the organization',
    );
    expect(
      rest(
        member({ how: 'role changed', role: 'admin', previousRole: 'member' }, AuditAction.CHANGED),
      ),
    ).toBe("changed “Bob”'s role from member to admin");
    // The member acting on themselves: an accepted invitation, leaving.
    expect(
      rest(member({ how: 'accepted an invitation', role: 'member' }, AuditAction.CREATED, 'u-ada')),
    ).toBe('joined the organization as member');
    expect(rest(member({ how: 'left', role: 'member' }, AuditAction.DELETED, 'u-ada'))).toBe(
      'left the organization',
    );
  });
});
