import type { Interceptor } from '@connectrpc/connect';
import { bearerHeader } from '#contract/auth/bearer-token.ts';

/** Where a call gets the signed-in user's short-lived token; undefined when signed out. */
export type TokenSource = () => string | undefined | Promise<string | undefined>;

/** Adds `Authorization: Bearer <token>` to every call when a token is available. */
export function createBearerTokenInterceptor(getToken: TokenSource): Interceptor {
  return (next) => async (request) => {
    const token = await getToken();
    if (token) request.header.set('Authorization', bearerHeader(token));
    return next(request);
  };
}
