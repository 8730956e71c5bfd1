import { getRequest } from '@tanstack/react-start/server';
import { findActiveOrganization } from '#server/auth/find-session-details.ts';
import { getAuth, isSecureRequest } from '#server/auth/get-auth.ts';
import { getDatabase } from '#server/db/connection.ts';
import { type AuthSession, SIGNED_OUT } from './auth-session-types.ts';
import { forwardCookies } from './forward-cookies.server.ts';

/** The local provider's session of the current request, with a fresh api token. */
export async function loadLocalSession(): Promise<AuthSession> {
  const request = getRequest();
  const auth = await getAuth(isSecureRequest(request));
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  forwardCookies(headers);
  if (!response) return SIGNED_OUT('local');
  const { token } = await auth.api.getToken({ headers: request.headers });
  const { user, session } = response;
  const db = await getDatabase();
  return {
    provider: 'local',
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    token,
    activeOrganization: await findActiveOrganization(db, session.activeOrganizationId, user.id),
  };
}
