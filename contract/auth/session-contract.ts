import { z } from '#contract/zod.ts';

/**
 * The session gateway's contract (GET and POST /api/session, served by the api's
 * server/auth/session-gateway.ts, called by the web tier's app/lib/auth/auth-gateway.server.ts):
 * the one interface through which the web tier reads and changes a local sign-in session.
 */

export const SESSION_PATH = '/api/session';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  twoFactorEnabled: z.boolean(),
});

export const activeOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
});

/** What the guard loads on every protected navigation. */
export const authSessionSchema = z.object({
  provider: z.enum(['local', 'clerk']),
  user: sessionUserSchema.nullable(),
  /** The short-lived api token (10 minutes); null when signed out. */
  token: z.string().nullable(),
  activeOrganization: activeOrganizationSchema.nullable(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type ActiveOrganization = z.infer<typeof activeOrganizationSchema>;
export type AuthSession = z.infer<typeof authSessionSchema>;

export const SIGNED_OUT = (provider: AuthSession['provider']): AuthSession => ({
  provider,
  user: null,
  token: null,
  activeOrganization: null,
});

export const resetPasswordInputSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().min(8, 'Must be at least 8 characters').max(128),
});

export const reverifyInputSchema = z.object({
  password: z.string().min(1).max(128).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
});

/** The body of POST /api/session. */
export const sessionActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('sign-out') }),
  resetPasswordInputSchema.extend({ action: z.literal('reset-password') }),
  reverifyInputSchema.extend({ action: z.literal('reverify') }),
]);

export type SessionAction = z.infer<typeof sessionActionSchema>;

/** The answer to POST /api/session (cookies travel in Set-Cookie). */
export const actionResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), signedIn: z.boolean().optional() }),
  z.object({ ok: z.literal(false), status: z.number().int(), code: z.string() }),
]);

export type ActionResult = z.infer<typeof actionResultSchema>;
