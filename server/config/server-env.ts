import { decodeClerkFrontendApi } from '#contract/env/clerk-publishable-key.ts';
import type { EnvIssue } from '#contract/env/env-issues.ts';
import { throwInvalidEnv, toEnvIssues } from '#contract/env/env-issues.ts';
import type { ServerEnvFields } from './server-env-schema.ts';
import { serverEnvFieldsSchema } from './server-env-schema.ts';
import { createClientReadError, guardServerOnly, isBrowser } from './server-only-guard.ts';

export type EnvSource = Record<string, string | undefined>;

type CommonServerEnv = Omit<
  ServerEnvFields,
  | 'BACKEND_URL'
  | 'CLERK_SECRET_KEY'
  | 'PUBLIC_CLERK_PUBLISHABLE_KEY'
  | 'PUBLIC_BASE_URL'
  | 'AUTH_ALLOWED_HOSTS'
> & {
  /** Where the web tier reaches the api; defaults to this process (http://localhost:PORT). */
  BACKEND_URL: string;
  /** The origin emailed links start with; required in production unless this is a demo install. */
  PUBLIC_BASE_URL: string;
  /** Host patterns the app answers to; other hosts get 400 (server/security/allowed-hosts.ts). */
  AUTH_ALLOWED_HOSTS: string[];
};

/** Local sign-in (the default): no Clerk keys. */
export type LocalAuthEnv = {
  AUTH_PROVIDER: 'local';
  CLERK_SECRET_KEY?: undefined;
  PUBLIC_CLERK_PUBLISHABLE_KEY?: undefined;
  CLERK_FRONTEND_API?: undefined;
};

/** Clerk: chosen when either Clerk key is set; then both are present and well-formed. */
export type ClerkAuthEnv = {
  AUTH_PROVIDER: 'clerk';
  CLERK_SECRET_KEY: string;
  PUBLIC_CLERK_PUBLISHABLE_KEY: string;
  /** The frontend-API host encoded in the publishable key (its JWKS lives there). */
  CLERK_FRONTEND_API: string;
};

export type ServerEnv = CommonServerEnv & (LocalAuthEnv | ClerkAuthEnv);

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/** Rules that span several variables, checked on the raw values so every problem is reported at once. */
function findCrossFieldIssues(source: EnvSource): EnvIssue[] {
  const issues: EnvIssue[] = [];
  const hasSecret = isSet(source.CLERK_SECRET_KEY);
  const hasPublishable = isSet(source.PUBLIC_CLERK_PUBLISHABLE_KEY);
  if (hasSecret && !hasPublishable) {
    issues.push({
      variable: 'PUBLIC_CLERK_PUBLISHABLE_KEY',
      message:
        'Required in Clerk mode: CLERK_SECRET_KEY is set, so the publishable key must be set too ' +
        '(or unset both to use local sign-in)',
    });
  }
  if (hasPublishable && !hasSecret) {
    issues.push({
      variable: 'CLERK_SECRET_KEY',
      message:
        'Required in Clerk mode: PUBLIC_CLERK_PUBLISHABLE_KEY is set, so the secret key must be ' +
        'set too (or unset both to use local sign-in)',
    });
  }
  if (isSet(source.LLM_BASE_URL) && !isSet(source.LLM_MODEL)) {
    issues.push({ variable: 'LLM_MODEL', message: 'Required when LLM_BASE_URL is set' });
  }
  return issues;
}

function deriveAuthEnv(
  secretKey: string | undefined,
  publishableKey: string | undefined,
): LocalAuthEnv | ClerkAuthEnv {
  const frontendApi = publishableKey ? decodeClerkFrontendApi(publishableKey) : undefined;
  if (secretKey && publishableKey && frontendApi) {
    return {
      AUTH_PROVIDER: 'clerk',
      CLERK_SECRET_KEY: secretKey,
      PUBLIC_CLERK_PUBLISHABLE_KEY: publishableKey,
      CLERK_FRONTEND_API: frontendApi,
    };
  }
  return { AUTH_PROVIDER: 'local' };
}

/**
 * A demo install: DEMO_USER=true, or (DEMO_USER unset) the embedded database with demo seeding on,
 * which is what a bare `npm start` runs. Only such an install may keep a demo account (and run in
 * production without PUBLIC_BASE_URL); in auto mode the account also needs the demo data to be
 * there (server/auth/ensure-demo-user.ts).
 */
export function isDemoInstall(
  env: Pick<ServerEnvFields, 'DEMO_USER' | 'DATABASE_URL' | 'DEMO_FILINGS'>,
): boolean {
  return env.DEMO_USER ?? (env.DATABASE_URL === undefined && env.DEMO_FILINGS > 0);
}

function findLinkIssues(fields: ServerEnvFields): EnvIssue[] {
  if (fields.NODE_ENV !== 'production' || fields.PUBLIC_BASE_URL || isDemoInstall(fields))
    return [];
  return [
    {
      variable: 'PUBLIC_BASE_URL',
      message:
        'Required in production: the URL users open (e.g. https://rates.example.com); ' +
        'links in emails start with it',
    },
  ];
}

/**
 * Validates server-side configuration. Pure: reads only `source`. On any problem it logs
 * "Invalid environment variables" with one line per bad variable and throws.
 */
export function parseServerEnv(source: EnvSource): ServerEnv {
  const result = serverEnvFieldsSchema.safeParse(source);
  const issues = [...(result.success ? [] : toEnvIssues(result.error.issues))];
  issues.push(...findCrossFieldIssues(source));
  if (result.success) issues.push(...findLinkIssues(result.data));
  if (!result.success || issues.length > 0) throwInvalidEnv(issues);
  const { CLERK_SECRET_KEY, PUBLIC_CLERK_PUBLISHABLE_KEY, ...common } = result.data;
  const publicBaseUrl = common.PUBLIC_BASE_URL ?? `http://localhost:${common.PORT}`;
  // Production answers only to the public host unless told otherwise; elsewhere any host.
  const defaultHosts =
    common.PUBLIC_BASE_URL && common.NODE_ENV === 'production'
      ? [new URL(publicBaseUrl).host]
      : ['*'];
  return {
    ...common,
    BACKEND_URL: common.BACKEND_URL ?? `http://localhost:${common.PORT}`,
    PUBLIC_BASE_URL: publicBaseUrl,
    AUTH_ALLOWED_HOSTS: common.AUTH_ALLOWED_HOSTS ?? defaultHosts,
    ...deriveAuthEnv(CLERK_SECRET_KEY, PUBLIC_CLERK_PUBLISHABLE_KEY),
  };
}

let cached: ServerEnv | undefined;

/** The validated server configuration from process.env, parsed once. Throws in a browser. */
export function getServerEnv(): ServerEnv {
  if (isBrowser()) throw createClientReadError('(getServerEnv)');
  cached ??= guardServerOnly(parseServerEnv(process.env));
  return cached;
}

/** Forgets the cached configuration (tests, or after changing process.env on purpose). */
export function clearServerEnvCache(): void {
  cached = undefined;
}
