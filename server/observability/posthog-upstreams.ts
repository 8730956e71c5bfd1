export type PosthogUpstreams = {
  /** Event ingestion, flags and config (POSTHOG_HOST). */
  api: string;
  /** Static files posthog-js loads lazily (`/static/...`); PostHog Cloud serves them elsewhere. */
  assets: string;
};

const CLOUD_INGEST_HOST = /^(us|eu)\.i\.posthog\.com$/;

/** The upstreams for a PostHog host: PostHog Cloud's asset host, or the same host when self-hosted. */
export function resolvePosthogUpstreams(posthogHost: string): PosthogUpstreams {
  const url = new URL(posthogHost);
  const api = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const region = CLOUD_INGEST_HOST.exec(url.hostname)?.[1];
  const assets = region ? `${url.protocol}//${region}-assets.i.posthog.com` : api;
  return { api, assets };
}
