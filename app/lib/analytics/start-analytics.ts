import type { PublicEnv } from '#app/lib/env/public-env.ts';

/** Where posthog-js sends everything: the app's own proxy (server/observability). */
export const ANALYTICS_API_HOST = '/ingest';

/** What the app does with product analytics; nothing else of posthog-js is used. */
export type Analytics = {
  capturePageView: (url: string) => void;
  /** Identifies the signed-in user by id only (no e-mail, no name). */
  identify: (userId: string) => void;
};

type AnalyticsEnv = Pick<PublicEnv, 'PUBLIC_POSTHOG_KEY'>;

/**
 * Starts PostHog when PUBLIC_POSTHOG_KEY is set, else resolves to undefined without loading
 * posthog-js at all (it is imported on demand). Page views are sent by the caller on route changes.
 */
export async function startAnalytics(env: AnalyticsEnv): Promise<Analytics | undefined> {
  const key = env.PUBLIC_POSTHOG_KEY;
  if (!key) return undefined;
  const { default: posthog } = await import('posthog-js');
  posthog.init(key, {
    api_host: ANALYTICS_API_HOST,
    capture_pageview: false,
    capture_pageleave: true,
    person_profiles: 'identified_only',
    disable_session_recording: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
  });
  return {
    capturePageView: (url) => {
      posthog.capture('$pageview', { $current_url: url });
    },
    identify: (userId) => {
      if (posthog.get_distinct_id() !== userId) posthog.identify(userId);
    },
  };
}
