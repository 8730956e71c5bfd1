import { z } from 'zod';
import {
  booleanSchema,
  emptyAsUnset,
  httpUrlSchema,
  integerSchema,
  numericIdSchema,
  optionalField,
} from '#contract/env/env-fields.ts';
import { siteEnvFields } from '#contract/env/site-fields.ts';
import { ANALYTICS_STORE_MODES } from '#server/domain/analytics/memory-store/analytics-store-mode.ts';
import { trustProxySchema } from '#server/security/trust-proxy-setting.ts';

export { DEFAULT_PORT } from '#contract/env/site-fields.ts';
export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_DEMO_USER_EMAIL = 'demo@ratefiling.example';
export const DEFAULT_DEMO_FILINGS = 5000;
export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';
export const DEFAULT_SIGNED_LINK_TTL_SECONDS = 900;
export const AUTH_SECRET_MIN_LENGTH = 32;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_DATABASE_READ_MAX_LAG_MS = 5000;

const postgresUrlSchema = z.url({
  protocol: /^postgres(ql)?$/,
  message: 'Invalid URL: expected postgres://user:password@host:5432/database',
});

/** `DATABASE_READ_URLS`: comma-separated postgres:// URLs (blanks between commas ignored). */
const databaseReadUrlsSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .pipe(z.array(postgresUrlSchema));

const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/** Every server-side variable, field by field. Cross-field rules live in parseServerEnv. */
export const serverEnvFieldsSchema = z.object({
  ...siteEnvFields,
  DATABASE_URL: optionalField(
    z.url({
      protocol: /^postgres(ql)?$/,
      message: 'Invalid URL: expected postgres://user:password@host:5432/database',
    }),
  ),
  /** Streaming replicas of DATABASE_URL for reads, comma-separated (ADR 028). */
  DATABASE_READ_URLS: emptyAsUnset(databaseReadUrlsSchema.default([])),
  /** A replica further behind the primary than this is skipped (ADR 028). */
  DATABASE_READ_MAX_LAG_MS: emptyAsUnset(
    integerSchema({ min: 0 }).default(DEFAULT_DATABASE_READ_MAX_LAG_MS),
  ),
  /** App processes serving PORT together (Node's cluster module, ADR 028); 1: no cluster. */
  WEB_CONCURRENCY: emptyAsUnset(integerSchema({ min: 1, max: 64 }).default(1)),
  DATA_DIR: emptyAsUnset(z.string().default(DEFAULT_DATA_DIR)),
  /** The production build's folder, relative to the project (tests build into their own). */
  BUILD_OUT_DIR: emptyAsUnset(z.string().default('dist')),
  AUTH_SECRET: optionalField(
    z.string().min(AUTH_SECRET_MIN_LENGTH, `Must be at least ${AUTH_SECRET_MIN_LENGTH} characters`),
  ),
  ALLOW_SIGNUP: emptyAsUnset(booleanSchema.default(false)),
  /** true: keep a demo account; false: never; unset: only while demo data is served (ADR 010). */
  DEMO_USER: optionalField(booleanSchema),
  DEMO_USER_EMAIL: emptyAsUnset(z.email().default(DEFAULT_DEMO_USER_EMAIL)),
  /** Unset: a random password, printed (and kept in DATA_DIR) when the account is created. */
  DEMO_USER_PASSWORD: optionalField(z.string().min(8, 'Must be at least 8 characters')),
  SMTP_URL: optionalField(
    z.url({
      protocol: /^smtps?$/,
      message: 'Invalid URL: expected smtp://user:password@host:587 or smtps://...',
    }),
  ),
  LOG_LEVEL: emptyAsUnset(z.enum(LOG_LEVELS).default('info')),
  DEMO_FILINGS: emptyAsUnset(integerSchema({ min: 0 }).default(DEFAULT_DEMO_FILINGS)),
  LLM_BASE_URL: optionalField(httpUrlSchema()),
  LLM_MODEL: optionalField(z.string()),
  LLM_API_KEY: optionalField(z.string()),
  POSTHOG_HOST: emptyAsUnset(httpUrlSchema().default(DEFAULT_POSTHOG_HOST)),
  SENTRY_HOST: optionalField(
    z.string().regex(HOST_PATTERN, 'Expected a host name such as o123.ingest.sentry.io'),
  ),
  SENTRY_PROJECT: optionalField(numericIdSchema),
  DEPLOYMENT_ENV: optionalField(z.string()),
  COMMIT_SHA: optionalField(z.string()),
  SIGNED_LINK_TTL_SECONDS: emptyAsUnset(
    integerSchema({ min: 1 }).default(DEFAULT_SIGNED_LINK_TTL_SECONDS),
  ),
  TRUST_PROXY: emptyAsUnset(trustProxySchema),
  // Per-user api limits (docs/decisions/011-per-user-api-limits.md); 0 turns one off.
  RPC_RATE_PER_SECOND: emptyAsUnset(integerSchema({ min: 0 }).default(10)),
  RPC_RATE_BURST: emptyAsUnset(integerSchema({ min: 1 }).default(120)),
  // Unset: 1 on PGlite (one query at a time anyway), 2 on a server.
  RPC_EXPENSIVE_CONCURRENCY: optionalField(integerSchema({ min: 0 })),
  RPC_EXPENSIVE_QUEUE: emptyAsUnset(integerSchema({ min: 0 }).default(16)),
  /** The in-memory analytics store (ADR 030): auto (from 50,000 filings), on or off. */
  ANALYTICS_STORE: emptyAsUnset(z.enum(ANALYTICS_STORE_MODES).default('auto')),
});

export type ServerEnvFields = z.output<typeof serverEnvFieldsSchema>;
