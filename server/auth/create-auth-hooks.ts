import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Database } from '#server/db/connection.ts';
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
 * checked inside a session refreshes its second factor.
 */
export function createAuthHooks(db: Database) {
  return {
    before: createAuthMiddleware(async (ctx) => {
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
      if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
      if (ctx.context.returned instanceof Error) return;
      const session = await getSessionFromCtx(ctx);
      if (session) await markFactorVerified(db, session.session.id, 'second');
    }),
  };
}
