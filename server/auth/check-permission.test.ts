import { describe, expect, it } from 'vitest';
import { createTestCaller } from '#tests/support/create-test-transport.ts';
import { listRolePermissions } from './auth-roles.ts';
import { hasPermission } from './check-permission.ts';
import { isReverified } from './check-reverification.ts';
import type { VerifiedAuth } from './verified-auth.ts';

const now = 1_800_000_000;
const base: VerifiedAuth = createTestCaller('u1', {
  sessionId: 's1',
  firstFactorVerifiedAt: now,
  expiresAt: now + 600,
});
const inOrg: VerifiedAuth = {
  ...base,
  organizationId: 'o1',
  organizationRole: 'member',
  organizationPermissions: listRolePermissions('member'),
};

describe('hasPermission (spec section 6)', () => {
  it('needs a signed-in user', () => {
    expect(hasPermission(undefined)).toBe(false);
    expect(hasPermission(base)).toBe(true);
  });

  it('needs an active organization for role and permission checks', () => {
    expect(hasPermission(base, { role: 'member' })).toBe(false);
    expect(hasPermission(base, { permission: 'savedData:read' })).toBe(false);
  });

  it('passes when the role matches or the permission is held', () => {
    expect(hasPermission(inOrg, { role: 'member' })).toBe(true);
    expect(hasPermission(inOrg, { role: 'org:member' })).toBe(true);
    expect(hasPermission(inOrg, { role: 'admin' })).toBe(false);
    expect(hasPermission(inOrg, { permission: 'savedData:read' })).toBe(true);
    expect(hasPermission(inOrg, { permission: 'savedData:delete' })).toBe(false);
    expect(hasPermission(inOrg, { role: 'admin', permission: 'savedData:read' })).toBe(true);
  });

  it('gives admins the member-management permissions and members none of them', () => {
    expect(listRolePermissions('admin')).toEqual(
      expect.arrayContaining(['member:create', 'member:delete', 'invitation:create']),
    );
    expect(listRolePermissions('member')).not.toContain('member:create');
    expect(listRolePermissions('nobody')).toEqual([]);
  });
});

describe('isReverified', () => {
  const minutes = (m: number) => now - m * 60;
  it('uses the first factor for second_factor levels when the user has no second factor', () => {
    const factors = { firstFactorVerifiedAt: minutes(30), secondFactorVerifiedAt: null };
    expect(isReverified('strict', factors, now)).toBe(false);
    expect(isReverified('moderate', factors, now)).toBe(true);
    expect(isReverified('lax', factors, now)).toBe(true);
    expect(isReverified('lax', { ...factors, firstFactorVerifiedAt: minutes(1500) }, now)).toBe(
      false,
    );
  });

  it('uses the second factor when the user has one', () => {
    const factors = { firstFactorVerifiedAt: minutes(1), secondFactorVerifiedAt: minutes(20) };
    expect(isReverified('strict', factors, now)).toBe(false);
    expect(isReverified('moderate', factors, now)).toBe(true);
  });

  it('needs both factors within 10 minutes for strict_mfa', () => {
    expect(
      isReverified(
        'strict_mfa',
        { firstFactorVerifiedAt: minutes(5), secondFactorVerifiedAt: minutes(5) },
        now,
      ),
    ).toBe(true);
    expect(
      isReverified(
        'strict_mfa',
        { firstFactorVerifiedAt: minutes(15), secondFactorVerifiedAt: minutes(5) },
        now,
      ),
    ).toBe(false);
    expect(
      isReverified(
        'strict_mfa',
        { firstFactorVerifiedAt: minutes(5), secondFactorVerifiedAt: null },
        now,
      ),
    ).toBe(true);
    expect(
      isReverified(
        'strict_mfa',
        { firstFactorVerifiedAt: null, secondFactorVerifiedAt: null },
        now,
      ),
    ).toBe(false);
  });
});
