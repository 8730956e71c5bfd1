import {
  type ClerkAuthEnv,
  deriveAuthEnv,
  findClerkKeyIssues,
  type LocalAuthEnv,
} from '#contract/env/auth-provider-env.ts';
import type { EnvIssue } from '#contract/env/env-issues.ts';
import { throwInvalidEnv, toEnvIssues } from '#contract/env/env-issues.ts';
import { resolveSiteEnv } from '#contract/env/site-fields.ts';
import type { ServerEnvFields } from './server-env-schema.ts';
import { serverEnvFieldsSchema } from './server-env-schema.ts';
import { createClientReadError, guardServerOnly, isBrowser } from './server-only-guard.ts';

export type EnvSource = Record<string, string | undefined>;
export type { ClerkAuthEnv, LocalAuthEnv };

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

export type ServerEnv = CommonServerEnv & (LocalAuthEnv | ClerkAuthEnv);

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
  issues.push(...findClerkKeyIssues(source));
  if (source.LLM_BASE_URL && !source.LLM_MODEL) {
    issues.push({ variable: 'LLM_MODEL', message: 'Required when LLM_BASE_URL is set' });
  }
  if (result.success) issues.push(...findLinkIssues(result.data));
  if (result.success && result.data.DATABASE_READ_URLS.length > 0 && !result.data.DATABASE_URL) {
    issues.push({
      variable: 'DATABASE_READ_URLS',
      message: 'Needs DATABASE_URL: replicas serve the reads of a PostgreSQL server (ADR 028)',
    });
  }
  if (!result.success || issues.length > 0) throwInvalidEnv(issues);
  const { CLERK_SECRET_KEY, PUBLIC_CLERK_PUBLISHABLE_KEY, ...common } = result.data;
  return {
    ...common,
    ...resolveSiteEnv(common),
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
