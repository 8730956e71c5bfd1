import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Database } from '#server/db/connection.ts';
import {
  auditMemberChange,
  isMemberChangePath,
  ROLE_CHANGE_PATH,
  readMemberRole,
} from './audit-member-changes.ts';
import { isReverified, type ReverificationLevel } from './check-reverification.ts';
import { markFactorVerified, readSessionFactors } from './session-factors.ts';

/** Sensitive local-auth actions and the re-verification level each needs (spec section 6). */
const SENSITIVE_PATHS: Record<string, ReverificationLevel> = {
  '/change-password': 'strict',
  '/organization/invite-member': 'moderate',
  '/organization/remove-member': 'moderate',
  '/organization/update-member-role': 'moderate',
  '/organization/cancel-invitation': 'moderate',
  '/organization/delete': 'moderate',
};

const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export const REVERIFICATION_REQUIRED = 'REVERIFICATION_REQUIRED';

/**
 * better-auth hooks: sensitive actions refuse with 403 REVERIFICATION_REQUIRED when the
 * session's factors are too old; a password change always revokes the other sessions; a code
 * checked inside a session refreshes its second factor; a member added, removed or given another
 * role is recorded in the organization's audit log (audit-member-changes.ts).
 */
export function createAuthHooks(db: Database) {
  // A member's role before a role change, by the request's own context object (the same object
  // in the before and after hooks of one call).
  const previousRoles = new WeakMap<object, string | null>();
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === ROLE_CHANGE_PATH)
        previousRoles.set(ctx.context, await readMemberRole(db, ctx.body?.memberId));
      const level = SENSITIVE_PATHS[ctx.path];
      if (!level) return;
      const session = await getSessionFromCtx(ctx);
      if (!session) return; // the endpoint itself answers 401
      const factors = await readSessionFactors(db, session.session);
      const isPasswordChange = ctx.path === '/change-password';
      // A password change carries the current password: that is a fresh first factor.
      const effective = isPasswordChange
        ? { ...factors, firstFactorVerifiedAt: Math.floor(Date.now() / 1000) }
        : factors;
      if (!isReverified(level, effective)) {
        throw new APIError('FORBIDDEN', {
          message: 'Confirm it is you to continue.',
          code: REVERIFICATION_REQUIRED,
        });
      }
      if (isPasswordChange) {
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.context.returned instanceof Error) return;
      if (SECOND_FACTOR_PATHS.has(ctx.path)) {
        const session = await getSessionFromCtx(ctx);
        if (session) await markFactorVerified(db, session.session.id, 'second');
        return;
      }
      if (!isMemberChangePath(ctx.path)) return;
      const session = await getSessionFromCtx(ctx);
      if (!session) return;
      try {
        await auditMemberChange(db, {
          path: ctx.path,
          returned: ctx.context.returned,
          actorUserId: session.user.id,
          previousRole: previousRoles.get(ctx.context) ?? null,
        });
      } catch (error) {
        // The change is made (better-auth wrote it): answer it as done, and say what is missing.
        ctx.context.logger.error('Could not record a member change in the audit log', error);
      }
    }),
  };
}
