import { z } from '#contract/zod.ts';
import { parseSentryDsn, type SentryDsn } from '#server/observability/parse-sentry-dsn.ts';
import {
  type PosthogUpstreams,
  resolvePosthogUpstreams,
} from '#server/observability/posthog-upstreams.ts';
import { parseServerEnv } from './server-env.ts';

export type ObservabilityConfig = {
  /** Set when PUBLIC_POSTHOG_KEY is: where /ingest forwards to. */
  posthog: PosthogUpstreams | undefined;
  /** Set when PUBLIC_SENTRY_DSN is: the DSN the tunnel accepts and forwards to. */
  sentryDsn: SentryDsn | undefined;
  /** PUBLIC_SENTRY_DSN as written (the server SDK reports to it directly). */
  sentryDsnText: string | undefined;
  environment: string | undefined;
  release: string | undefined;
};

const unsetWhenEmpty = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** The public keys that switch the services on (validated in full by app/lib/env). */
const publicKeysSchema = z.object({
  PUBLIC_POSTHOG_KEY: unsetWhenEmpty,
  PUBLIC_SENTRY_DSN: unsetWhenEmpty,
});

type Source = Record<string, string | undefined>;

/**
 * What the /ingest proxy, the /sentry tunnel and the server SDK need. SENTRY_HOST and
 * SENTRY_PROJECT, when set, replace the DSN's host and project id.
 */
export function readObservabilityConfig(source: Source = process.env): ObservabilityConfig {
  const keys = publicKeysSchema.parse(source);
  const env = parseServerEnv(source);
  const parsedDsn = keys.PUBLIC_SENTRY_DSN ? parseSentryDsn(keys.PUBLIC_SENTRY_DSN) : undefined;
  const sentryDsn = parsedDsn && {
    ...parsedDsn,
    host: env.SENTRY_HOST?.toLowerCase() ?? parsedDsn.host,
    projectId: env.SENTRY_PROJECT ?? parsedDsn.projectId,
  };
  return {
    posthog: keys.PUBLIC_POSTHOG_KEY ? resolvePosthogUpstreams(env.POSTHOG_HOST) : undefined,
    sentryDsn,
    sentryDsnText: parsedDsn ? keys.PUBLIC_SENTRY_DSN : undefined,
    environment: env.DEPLOYMENT_ENV,
    release: env.COMMIT_SHA,
  };
}

let cached: ObservabilityConfig | undefined;

/** The configuration from process.env, read once. */
export function getObservabilityConfig(): ObservabilityConfig {
  cached ??= readObservabilityConfig();
  return cached;
}
