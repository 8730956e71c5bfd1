import { getRequest } from '@tanstack/react-start/server';
import { isAPIError } from 'better-auth/api';
import { findResetTokenOwner } from '#server/auth/find-session-details.ts';
import { getAuth, isSecureRequest } from '#server/auth/get-auth.ts';
import { markFactorVerified } from '#server/auth/session-factors.ts';
import { getDatabase } from '#server/db/connection.ts';
import { forwardCookies } from './forward-cookies.server.ts';
import type { ActionResult } from './session.ts';

async function currentAuth() {
  const request = getRequest();
  return { request, auth: await getAuth(isSecureRequest(request)) };
}

function toFailure(error: unknown): ActionResult {
  if (isAPIError(error)) {
    const body = error.body as { code?: unknown } | undefined;
    const code = typeof body?.code === 'string' ? body.code : '';
    return { ok: false, status: error.statusCode, code };
  }
  throw error;
}

export async function signOutLocal(): Promise<void> {
  const { request, auth } = await currentAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    forwardCookies(headers);
  } catch (error) {
    if (!isAPIError(error)) throw error; // already signed out
  }
}

export async function resetPasswordLocal(
  token: string,
  newPassword: string,
): Promise<ActionResult> {
  const { request, auth } = await currentAuth();
  const owner = await findResetTokenOwner(await getDatabase(), token);
  if (!owner) return { ok: false, status: 400, code: 'INVALID_TOKEN' };
  try {
    await auth.api.resetPassword({ headers: request.headers, body: { token, newPassword } });
  } catch (error) {
    return toFailure(error);
  }
  // Users with a second factor sign in again with their code.
  if (owner.twoFactorEnabled) return { ok: true, signedIn: false };
  const { headers } = await auth.api.signInEmail({
    headers: request.headers,
    body: { email: owner.email, password: newPassword },
    returnHeaders: true,
  });
  forwardCookies(headers);
  return { ok: true, signedIn: true };
}

export async function reverifyLocal(input: {
  password?: string;
  code?: string;
}): Promise<ActionResult> {
  const { request, auth } = await currentAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return { ok: false, status: 401, code: 'UNAUTHORIZED' };
  try {
    if (input.password !== undefined) {
      await auth.api.verifyPassword({
        headers: request.headers,
        body: { password: input.password },
      });
      await markFactorVerified(await getDatabase(), session.session.id, 'first');
    }
    if (input.code !== undefined) {
      await auth.api.verifyTOTP({ headers: request.headers, body: { code: input.code } });
      await markFactorVerified(await getDatabase(), session.session.id, 'second');
    }
  } catch (error) {
    return toFailure(error);
  }
  return { ok: true };
}
