import { describe, expect, it } from 'vitest';
import { createTestCaller } from '#tests/support/create-test-transport.ts';
import { listRolePermissions } from './auth-roles.ts';
import {
  canChangeItem,
  canReadAuditLog,
  canReadItem,
  canShareWithOrganization,
  type SharedItem,
  visibleItemsScope,
} from './shared-item-access.ts';
import type { VerifiedAuth } from './verified-auth.ts';

function caller(userId: string, organizationId: string | null, role: string | null): VerifiedAuth {
  return {
    ...createTestCaller(userId),
    organizationId,
    organizationRole: role,
    organizationPermissions: role ? listRolePermissions(role) : [],
  };
}

const owner = caller('owner', 'o1', 'member');
const member = caller('member', 'o1', 'member');
const admin = caller('admin', 'o1', 'admin');
const outsider = caller('outsider', 'o2', 'admin');
const noOrganization = caller('loner', null, null);

const shared: SharedItem = {
  ownerUserId: 'owner',
  organizationId: 'o1',
  visibility: 'organization',
};
const privateItem: SharedItem = { ...shared, visibility: 'private' };

describe('shared item access', () => {
  it('lets the owner read and change their own items, shared or not', () => {
    for (const item of [shared, privateItem]) {
      expect(canReadItem(owner, item)).toBe(true);
      expect(canChangeItem(owner, item)).toBe(true);
    }
  });

  it('lets members read shared items and admins also change them', () => {
    expect(canReadItem(member, shared)).toBe(true);
    expect(canChangeItem(member, shared)).toBe(false);
    expect(canReadItem(admin, shared)).toBe(true);
    expect(canChangeItem(admin, shared)).toBe(true);
  });

  it('keeps private items and other organizations out', () => {
    for (const who of [member, admin, outsider, noOrganization]) {
      expect(canReadItem(who, privateItem)).toBe(false);
      expect(canChangeItem(who, privateItem)).toBe(false);
    }
    expect(canReadItem(outsider, shared)).toBe(false);
    expect(canChangeItem(outsider, shared)).toBe(false);
    expect(canReadItem(noOrganization, shared)).toBe(false);
  });

  it('scopes listings and sharing to the active organization', () => {
    expect(visibleItemsScope(member)).toEqual({ userId: 'member', organizationId: 'o1' });
    expect(visibleItemsScope(noOrganization)).toEqual({ userId: 'loner', organizationId: null });
    expect(canShareWithOrganization(member)).toBe(true);
    expect(canShareWithOrganization(noOrganization)).toBe(false);
  });

  it('opens the audit log to admins of the active organization only', () => {
    expect(canReadAuditLog(admin)).toBe(true);
    expect(canReadAuditLog(outsider)).toBe(true);
    for (const who of [owner, member, noOrganization]) expect(canReadAuditLog(who)).toBe(false);
    // A Clerk admin whose role carries no product permissions still reads it by role.
    expect(
      canReadAuditLog({ ...member, organizationRole: 'admin', organizationPermissions: [] }),
    ).toBe(true);
  });
});
