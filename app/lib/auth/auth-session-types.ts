/** The signed-in user as the web tier sees it (serializable; no secrets). */
export type SessionUser = { id: string; email: string; name: string; twoFactorEnabled: boolean };

export type ActiveOrganization = { id: string; name: string; role: string };

/** What the guard loads on every protected navigation. */
export type AuthSession = {
  provider: 'local' | 'clerk';
  user: SessionUser | null;
  /** The short-lived api token (10 minutes); null when signed out. */
  token: string | null;
  activeOrganization: ActiveOrganization | null;
};

export const SIGNED_OUT = (provider: AuthSession['provider']): AuthSession => ({
  provider,
  user: null,
  token: null,
  activeOrganization: null,
});
