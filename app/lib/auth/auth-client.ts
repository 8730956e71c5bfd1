import { createAuthClient } from 'better-auth/client';
import { organizationClient, twoFactorClient } from 'better-auth/client/plugins';

/**
 * The browser's client of the local sign-in endpoints (/api/auth). Its calls set and clear the
 * HttpOnly session cookie; the api token comes from the getSession server function instead.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [organizationClient(), twoFactorClient()],
});
