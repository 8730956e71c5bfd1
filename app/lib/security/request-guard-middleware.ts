import { createMiddleware } from '@tanstack/react-start';
import { guardRequest } from '#contract/security/guard-request.ts';

/**
 * Start-wide request middleware: refuses unknown hosts (400) and cross-origin state-changing
 * server function calls (403); see contract/security/guard-request.ts.
 */
export const requestGuardMiddleware = createMiddleware().server(
  async ({ request, pathname, handlerType, next }) => {
    const { getWebEnv } = await import('#app/lib/env/web-env.server.ts');
    const env = getWebEnv();
    const refusal = guardRequest(
      { request, pathname, handlerType },
      { allowedHosts: env.AUTH_ALLOWED_HOSTS, trustedOrigins: [env.PUBLIC_BASE_URL] },
    );
    return refusal ?? next();
  },
);
