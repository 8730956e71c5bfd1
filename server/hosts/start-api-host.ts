import { getObservabilityConfig } from '#server/config/observability-config.ts';
import { getServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';
import {
  analyticsStoreIdle,
  warmAnalyticsStore,
} from '#server/domain/analytics/memory-store/analytics-store-registry.ts';
import { markReady } from '#server/health/readiness.ts';
import { handleApiRequest } from '#server/http/handle-api-request.ts';
import { startBackgroundJobs, stopBackgroundJobs } from '#server/jobs/background-jobs.ts';
import { initServerSentry } from '#server/observability/init-server-sentry.ts';
import { warmCustomQueries } from '#server/rpc/rpc-service-registrations.ts';
import { prepareDatabase } from '#server/startup/prepare-database.ts';
import { serveHost } from './serve-host.ts';

/**
 * Readies the api: configuration validated, Sentry on, database opened, migrated and (on an
 * empty embedded database) seeded, background jobs (watchlists, digests) started, the in-memory
 * analytics store loading in the background (ADR 030; not on the primary when replicas serve the
 * reads), then the embedded database's custom-query sandbox (ADR 045). After it, /api/ready
 * answers 200.
 */
export async function prepareApi(): Promise<void> {
  const env = getServerEnv();
  await initServerSentry(getObservabilityConfig());
  await prepareDatabase(env);
  await startBackgroundJobs();
  const db = await getDatabase();
  const analytics =
    env.DATABASE_READ_URLS.length === 0
      ? warmAnalyticsStore(db, env.ANALYTICS_STORE).then(() => analyticsStoreIdle(db))
      : Promise.resolve();
  // Once the analytics store is loaded: both copies read PGlite's one session, one at a time.
  void analytics.catch(() => undefined).then(() => warmCustomQueries().catch(() => undefined));
  markReady();
}

/**
 * `npm run start:api`: the api alone (Connect at /rpc, sign-in, the session gateway, exports,
 * documents, health, analytics and error tunnels); every other path answers 404. Behind the web
 * process, TRUST_PROXY lets it believe the client address the web forwards.
 */
export async function startApiHost(): Promise<void> {
  const env = getServerEnv();
  await prepareApi();
  await serveHost({
    name: 'The Rate Filing Intelligence api',
    port: env.PORT,
    hostname: env.HOST,
    trustProxy: env.TRUST_PROXY,
    fetch: handleApiRequest,
    // Job workers finish what they hold (or leave it to be retried) before the process exits.
    onClose: stopBackgroundJobs,
  });
}
