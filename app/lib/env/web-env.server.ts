import '@tanstack/react-start/server-only';
import {
  type ClerkAuthEnv,
  deriveAuthEnv,
  findClerkKeyIssues,
  type LocalAuthEnv,
} from '#contract/env/auth-provider-env.ts';
import { throwInvalidEnv, toEnvIssues } from '#contract/env/env-issues.ts';
import { resolveSiteEnv, siteEnvFields } from '#contract/env/site-fields.ts';
import { z } from '#contract/zod.ts';

const webEnvFieldsSchema = z.object(siteEnvFields);

/** What the web tier's server code needs: the api's address, its site, and the auth provider. */
export type WebEnv = {
  NODE_ENV: 'development' | 'production' | 'test';
  /** Where server rendering and the auth gateway reach the api when no host hands them one. */
  BACKEND_URL: string;
  PUBLIC_BASE_URL: string;
  AUTH_ALLOWED_HOSTS: string[];
} & (LocalAuthEnv | ClerkAuthEnv);

/**
 * Validates the web tier's configuration (the same field schemas as the api's, from
 * contract/env/site-fields.ts). Pure: reads only `source`; throws listing every bad variable.
 */
export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const result = webEnvFieldsSchema.safeParse(source);
  const issues = [...(result.success ? [] : toEnvIssues(result.error.issues))];
  issues.push(...findClerkKeyIssues(source));
  if (!result.success || issues.length > 0) throwInvalidEnv(issues);
  const fields = result.data;
  return {
    NODE_ENV: fields.NODE_ENV,
    ...resolveSiteEnv(fields),
    ...deriveAuthEnv(fields.CLERK_SECRET_KEY, fields.PUBLIC_CLERK_PUBLISHABLE_KEY),
  };
}

let cached: WebEnv | undefined;

/** The web tier's configuration from process.env, parsed once. */
export function getWebEnv(): WebEnv {
  cached ??= parseWebEnv(process.env);
  return cached;
}
