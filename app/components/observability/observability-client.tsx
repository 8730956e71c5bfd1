import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { findSignedInUserId } from '#app/lib/analytics/find-signed-in-user-id.ts';
import { isReportableRouteError } from '#app/lib/monitoring/is-reportable-route-error.ts';
import { useObservabilityServices } from './use-observability-services.ts';

/**
 * Product analytics and error reporting in the browser, mounted once in the root. Renders
 * nothing. With no keys configured it loads no SDK and sends nothing. Otherwise: a page view on
 * the first page and on every route change (path), the signed-in user identified by id only,
 * and route errors (loader or render failures shown on the error screen) reported to Sentry.
 */
export function ObservabilityClient() {
  const router = useRouter();
  const { analytics, errors } = useObservabilityServices();
  const userId = useRouterState({ select: (state) => findSignedInUserId(state.matches) });
  const routeError = useRouterState({
    select: (state) => state.matches.find((match) => match.status === 'error')?.error,
  });

  useEffect(() => {
    if (!analytics) return;
    analytics.capturePageView(window.location.href);
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged) analytics.capturePageView(window.location.href);
    });
  }, [analytics, router]);

  // Public pages have no user in their context: the analytics identity is kept (no reset), so a
  // signed-in visitor looking at the landing page is not split into a new anonymous person.
  useEffect(() => {
    if (userId) analytics?.identify(userId);
    errors?.setUserId(userId);
  }, [analytics, errors, userId]);

  useEffect(() => {
    if (errors && isReportableRouteError(routeError)) errors.captureError(routeError);
  }, [errors, routeError]);

  return null;
}
