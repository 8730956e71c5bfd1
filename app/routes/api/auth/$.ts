import { createFileRoute } from '@tanstack/react-router';

async function handleAuth(request: Request): Promise<Response> {
  const { getServerEnv } = await import('#server/config/server-env.ts');
  if (getServerEnv().AUTH_PROVIDER !== 'local') {
    return Response.json({ message: 'Sign-in is handled by Clerk' }, { status: 404 });
  }
  const { getAuth, isSecureRequest } = await import('#server/auth/get-auth.ts');
  const auth = await getAuth(isSecureRequest(request));
  return auth.handler(request);
}

// Local sign-in (better-auth): sign-in, sign-out, password reset, organizations, TOTP, /token
// and the JWKS at /api/auth/jwks. Not mounted when Clerk is configured.
export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => handleAuth(request),
      POST: ({ request }) => handleAuth(request),
    },
  },
});
