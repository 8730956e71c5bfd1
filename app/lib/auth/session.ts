import { createServerFn } from '@tanstack/react-start';
import { z } from '#contract/zod.ts';
import type { AuthSession } from './auth-session-types.ts';

/**
 * The current user, a fresh short-lived api token and the active organization. The guard of the
 * protected routes calls it on every navigation (spec section 7: "a server function that
 * returns user and token").
 */
export const getSession = createServerFn({ method: 'GET' }).handler(
  async (): Promise<AuthSession> => {
    const { getServerEnv } = await import('#server/config/server-env.ts');
    const env = getServerEnv();
    if (env.AUTH_PROVIDER === 'clerk') {
      const { loadClerkSession } = await import('./load-clerk-session.server.ts');
      return loadClerkSession(env);
    }
    const { loadLocalSession } = await import('./load-local-session.server.ts');
    return loadLocalSession();
  },
);

/** Signs out of the local provider: the session is deleted and the cookie cleared. */
export const signOut = createServerFn({ method: 'POST' }).handler(async () => {
  const { signOutLocal } = await import('./local-actions.server.ts');
  await signOutLocal();
  return { signedOut: true };
});

const resetSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().min(8, 'Must be at least 8 characters').max(128),
});

export type ActionResult =
  | { ok: true; signedIn?: boolean }
  | { ok: false; status: number; code: string };

/** Sets the new password (the link works once), revokes old sessions and signs the user in. */
export const resetPasswordAndSignIn = createServerFn({ method: 'POST' })
  .validator(resetSchema)
  .handler(async ({ data }): Promise<ActionResult> => {
    const { resetPasswordLocal } = await import('./local-actions.server.ts');
    return resetPasswordLocal(data.token, data.newPassword);
  });

const reverifySchema = z.object({
  password: z.string().min(1).max(128).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
});

/** Proves the user again (password and/or authenticator code) for sensitive actions. */
export const reverify = createServerFn({ method: 'POST' })
  .validator(reverifySchema)
  .handler(async ({ data }): Promise<ActionResult> => {
    const { reverifyLocal } = await import('./local-actions.server.ts');
    return reverifyLocal(data);
  });
