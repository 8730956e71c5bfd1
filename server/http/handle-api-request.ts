import { guardRequest } from '#contract/security/guard-request.ts';
import { getServerEnv } from '#server/config/server-env.ts';
import { API_ROUTES } from './api-routes.ts';
import { type ApiHandler, createApiHandler } from './create-api-handler.ts';

const routeTable = createApiHandler(API_ROUTES);

/**
 * The api of this process: every path contract/http/api-paths.ts names. Sign-in paths first pass
 * the Host check (400 outside AUTH_ALLOWED_HOSTS; contract/security/guard-request.ts).
 */
export const handleApiRequest: ApiHandler = async (request) => {
  const env = getServerEnv();
  const refusal = guardRequest(
    { request, pathname: new URL(request.url).pathname, handlerType: 'router' },
    { allowedHosts: env.AUTH_ALLOWED_HOSTS, trustedOrigins: [env.PUBLIC_BASE_URL] },
  );
  return refusal ?? routeTable(request);
};
