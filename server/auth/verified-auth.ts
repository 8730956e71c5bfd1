import { createContextKey } from '@connectrpc/connect';

/**
 * Who is calling, as proven by a verified token. Factor times are Unix seconds; a null
 * second factor means the user has none configured.
 */
export type VerifiedAuth = {
  provider: 'local' | 'clerk';
  userId: string;
  sessionId: string | null;
  organizationId: string | null;
  /** The role in the active organization, without Clerk's "org:" prefix (admin, member). */
  organizationRole: string | null;
  /** "resource:action" permissions in the active organization. */
  organizationPermissions: string[];
  firstFactorVerifiedAt: number | null;
  secondFactorVerifiedAt: number | null;
  /** When the token expires (Unix seconds). */
  expiresAt: number;
};

/** The verified caller of the current rpc; the auth interceptor sets it, services read it. */
export const authContextKey = createContextKey<VerifiedAuth | undefined>(undefined, {
  description: 'verified caller',
});
