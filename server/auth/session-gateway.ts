import { isAPIError } from 'better-auth/api';
import {
  type ActionResult,
  type AuthSession,
  type SessionAction,
  SIGNED_OUT,
} from '#contract/auth/session-contract.ts';
import type { Database } from '#server/db/connection.ts';
import type { Auth } from './create-auth.ts';
import { findActiveOrganization, findResetTokenOwner } from './find-session-details.ts';
import { markFactorVerified } from './session-factors.ts';

/** The process's auth and database (server/http/handle-session.ts); tests pass their own. */
export type SessionGatewayDeps = {
  getAuth: (secure: boolean) => Promise<Auth>;
  getDatabase: () => Promise<Database>;
};

/** A gateway answer: the body plus the Set-Cookie values the browser must receive. */
export type GatewayAnswer<T> = { body: T; cookies: string[] };

/** The browser's request as the gateway sees it: its headers (cookies) and whether it is https. */
export type GatewayCaller = { headers: Headers; secure: boolean };

const cookiesOf = (headers: Headers | null | undefined) => headers?.getSetCookie() ?? [];

function toFailure(error: unknown): ActionResult {
  if (isAPIError(error)) {
    const body = error.body as { code?: unknown } | undefined;
    const code = typeof body?.code === 'string' ? body.code : '';
    return { ok: false, status: error.statusCode, code };
  }
  throw error;
}

/** The local provider's session of the caller, with a fresh api token (GET /api/session). */
async function readSession(
  { getAuth, getDatabase }: SessionGatewayDeps,
  { headers, secure }: GatewayCaller,
): Promise<GatewayAnswer<AuthSession>> {
  const auth = await getAuth(secure);
  const { headers: answered, response } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const cookies = cookiesOf(answered);
  if (!response) return { body: SIGNED_OUT('local'), cookies };
  const { token } = await auth.api.getToken({ headers });
  const { user, session } = response;
  const organizationId = session.activeOrganizationId;
  return {
    body: {
      provider: 'local',
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        twoFactorEnabled: user.twoFactorEnabled === true,
      },
      token,
      activeOrganization: await findActiveOrganization(
        await getDatabase(),
        organizationId,
        user.id,
      ),
    },
    cookies,
  };
}

async function signOut(
  { getAuth }: SessionGatewayDeps,
  { headers, secure }: GatewayCaller,
): Promise<GatewayAnswer<ActionResult>> {
  const auth = await getAuth(secure);
  try {
    const { headers: answered } = await auth.api.signOut({ headers, returnHeaders: true });
    return { body: { ok: true }, cookies: cookiesOf(answered) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { body: { ok: true }, cookies: [] }; // already signed out
  }
}

/** Sets the new password (the link works once), revokes old sessions and signs the user in. */
async function resetPassword(
  { getAuth, getDatabase }: SessionGatewayDeps,
  { headers, secure }: GatewayCaller,
  token: string,
  newPassword: string,
): Promise<GatewayAnswer<ActionResult>> {
  const auth = await getAuth(secure);
  const owner = await findResetTokenOwner(await getDatabase(), token);
  if (!owner) return { body: { ok: false, status: 400, code: 'INVALID_TOKEN' }, cookies: [] };
  try {
    await auth.api.resetPassword({ headers, body: { token, newPassword } });
  } catch (error) {
    return { body: toFailure(error), cookies: [] };
  }
  // Users with a second factor sign in again with their code.
  if (owner.twoFactorEnabled) return { body: { ok: true, signedIn: false }, cookies: [] };
  const { headers: answered } = await auth.api.signInEmail({
    headers,
    body: { email: owner.email, password: newPassword },
    returnHeaders: true,
  });
  return { body: { ok: true, signedIn: true }, cookies: cookiesOf(answered) };
}

/** Proves the user again (password and/or authenticator code) for sensitive actions. */
async function reverify(
  { getAuth, getDatabase }: SessionGatewayDeps,
  { headers, secure }: GatewayCaller,
  input: { password?: string | undefined; code?: string | undefined },
): Promise<GatewayAnswer<ActionResult>> {
  const auth = await getAuth(secure);
  const session = await auth.api.getSession({ headers });
  if (!session) return { body: { ok: false, status: 401, code: 'UNAUTHORIZED' }, cookies: [] };
  try {
    if (input.password !== undefined) {
      await auth.api.verifyPassword({ headers, body: { password: input.password } });
      await markFactorVerified(await getDatabase(), session.session.id, 'first');
    }
    if (input.code !== undefined) {
      await auth.api.verifyTOTP({ headers, body: { code: input.code } });
      await markFactorVerified(await getDatabase(), session.session.id, 'second');
    }
  } catch (error) {
    return { body: toFailure(error), cookies: [] };
  }
  return { body: { ok: true }, cookies: [] };
}

export type SessionGateway = {
  /** GET /api/session: the caller's session. */
  readSession: (caller: GatewayCaller) => Promise<GatewayAnswer<AuthSession>>;
  /** POST /api/session: one action for the caller. */
  runAction: (caller: GatewayCaller, action: SessionAction) => Promise<GatewayAnswer<ActionResult>>;
};

/** The local provider's session gateway over the given auth and database. */
export function createSessionGateway(deps: SessionGatewayDeps): SessionGateway {
  return {
    readSession: (caller) => readSession(deps, caller),
    runAction: (caller, action) => {
      switch (action.action) {
        case 'sign-out':
          return signOut(deps, caller);
        case 'reset-password':
          return resetPassword(deps, caller, action.token, action.newPassword);
        case 'reverify':
          return reverify(deps, caller, action);
      }
    },
  };
}
