import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type Analytics, startAnalytics } from '#app/lib/analytics/start-analytics.ts';
import type { PublicEnv } from '#app/lib/env/public-env.ts';
import {
  type ErrorReporting,
  startErrorReporting,
} from '#app/lib/monitoring/start-error-reporting.ts';

export type ObservabilityServices = { analytics?: Analytics; errors?: ErrorReporting };

/**
 * Starts analytics and error reporting once, in the browser, for the keys in the public
 * configuration the root route handed over; each SDK is loaded only when its key is set.
 */
export function useObservabilityServices(): ObservabilityServices {
  // Missing when the root route's own beforeLoad failed (its error screen still renders here,
  // ADR 040): then nothing is started, as with no keys.
  const publicEnv = useRouteContext({
    from: '__root__',
    select: (context): PublicEnv | undefined => context.publicEnv,
  });
  const [services, setServices] = useState<ObservabilityServices>({});
  const posthogKey = publicEnv?.PUBLIC_POSTHOG_KEY;
  const sentryDsn = publicEnv?.PUBLIC_SENTRY_DSN;
  const environment = publicEnv?.DEPLOYMENT_ENV;
  const release = publicEnv?.COMMIT_SHA;
  useEffect(() => {
    if (!posthogKey && !sentryDsn) return;
    let cancelled = false;
    void Promise.all([
      startErrorReporting({
        PUBLIC_SENTRY_DSN: sentryDsn,
        DEPLOYMENT_ENV: environment,
        COMMIT_SHA: release,
      }),
      startAnalytics({ PUBLIC_POSTHOG_KEY: posthogKey }),
    ]).then(([errors, analytics]) => {
      if (!cancelled) setServices({ errors, analytics });
    });
    return () => {
      cancelled = true;
    };
  }, [posthogKey, sentryDsn, environment, release]);
  return services;
}
