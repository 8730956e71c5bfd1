import { getAuth, isSecureRequest } from '#server/auth/get-auth.ts';
import { getServerEnv } from '#server/config/server-env.ts';

/**
 * /api/auth/*: local sign-in (better-auth): sign-in, sign-out, password reset, organizations,
 * TOTP, /token and the JWKS at /api/auth/jwks. 404 when Clerk is configured.
 */
export async function handleAuth(request: Request): Promise<Response> {
  if (getServerEnv().AUTH_PROVIDER !== 'local') {
    return Response.json({ message: 'Sign-in is handled by Clerk' }, { status: 404 });
  }
  const auth = await getAuth(isSecureRequest(request));
  return auth.handler(request);
}
