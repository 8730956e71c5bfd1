import { createMiddleware } from '@tanstack/react-start';

/**
 * Start-wide request middleware: refuses unknown hosts (400) and cross-origin state-changing
 * server function calls (403); see server/security/guard-request.ts.
 */
export const requestGuardMiddleware = createMiddleware().server(
  async ({ request, pathname, handlerType, next }) => {
    const { guardRequest } = await import('#server/security/guard-request.ts');
    const { getServerEnv } = await import('#server/config/server-env.ts');
    const env = getServerEnv();
    const refusal = guardRequest(
      { request, pathname, handlerType },
      { allowedHosts: env.AUTH_ALLOWED_HOSTS, trustedOrigins: [env.PUBLIC_BASE_URL] },
    );
    return refusal ?? next();
  },
);
