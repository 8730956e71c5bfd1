import type { PublicEnv } from '#app/lib/env/public-env.ts';

/** Where @sentry/react posts its envelopes: the app's own tunnel (server/observability). */
export const ERROR_REPORTING_TUNNEL = '/sentry';

/** What the app does with error reporting. */
export type ErrorReporting = {
  captureError: (error: unknown) => void;
  /** The signed-in user by id only, or undefined after sign-out. */
  setUserId: (userId: string | undefined) => void;
};

type MonitoringEnv = Pick<PublicEnv, 'PUBLIC_SENTRY_DSN' | 'DEPLOYMENT_ENV' | 'COMMIT_SHA'>;

/**
 * Starts Sentry in the browser when PUBLIC_SENTRY_DSN is set (environment DEPLOYMENT_ENV, release
 * COMMIT_SHA, through the /sentry tunnel), else resolves to undefined without loading the SDK.
 */
export async function startErrorReporting(env: MonitoringEnv): Promise<ErrorReporting | undefined> {
  const dsn = env.PUBLIC_SENTRY_DSN;
  if (!dsn) return undefined;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    tunnel: ERROR_REPORTING_TUNNEL,
    environment: env.DEPLOYMENT_ENV,
    release: env.COMMIT_SHA,
    // No cookies, headers, bodies, query strings or IP-derived user data; the user is set by id.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  return {
    captureError: (error) => {
      Sentry.captureException(error);
    },
    setUserId: (userId) => Sentry.setUser(userId ? { id: userId } : null),
  };
}
