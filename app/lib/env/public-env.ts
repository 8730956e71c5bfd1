import {
  isClerkPublishableKey,
  PUBLISHABLE_KEY_FORMAT_MESSAGE,
} from '#contract/env/clerk-publishable-key.ts';
import type { EnvIssue } from '#contract/env/env-issues.ts';
import { throwInvalidEnv, toEnvIssues } from '#contract/env/env-issues.ts';
import { z } from '#contract/zod.ts';

/**
 * Public (client-side) configuration. The server reads it from process.env at run time and hands it
 * to the browser (one build serves any deployment), which keeps it with setPublicEnv().
 * Nothing secret may ever be added here.
 */
type Source = Record<string, string | undefined>;

function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const publicEnvSchema = z.object({
  PUBLIC_CLERK_PUBLISHABLE_KEY: optionalField(
    z.string().refine(isClerkPublishableKey, { message: PUBLISHABLE_KEY_FORMAT_MESSAGE }),
  ),
  PUBLIC_POSTHOG_KEY: optionalField(z.string()),
  PUBLIC_POSTHOG_ORG_ID: optionalField(z.string()),
  PUBLIC_POSTHOG_PROJECT_ID: optionalField(z.string().regex(/^\d+$/, 'Not a number')),
  PUBLIC_SENTRY_DSN: optionalField(z.url({ message: 'Invalid URL: expected the Sentry DSN' })),
  DEPLOYMENT_ENV: optionalField(z.string()),
  COMMIT_SHA: optionalField(z.string()),
});

export type PublicEnv = z.output<typeof publicEnvSchema> & {
  /** 'clerk' when Clerk is configured (then the publishable key is present), else 'local'. */
  AUTH_PROVIDER: 'clerk' | 'local';
};

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/**
 * Validates the public configuration. `source` may be all of process.env: only the public variables
 * are kept, and CLERK_SECRET_KEY is looked at (never copied) to know whether Clerk mode is on, in
 * which case the publishable key is required. Logs "Invalid environment variables" and throws.
 */
export function parsePublicEnv(source: Source): PublicEnv {
  const result = publicEnvSchema.safeParse(source);
  const issues: EnvIssue[] = result.success ? [] : toEnvIssues(result.error.issues);
  if (isSet(source.CLERK_SECRET_KEY) && !isSet(source.PUBLIC_CLERK_PUBLISHABLE_KEY)) {
    issues.push({
      variable: 'PUBLIC_CLERK_PUBLISHABLE_KEY',
      message:
        'Required in Clerk mode: CLERK_SECRET_KEY is set, so the publishable key must be set too ' +
        '(or unset both to use local sign-in)',
    });
  }
  if (!result.success || issues.length > 0) throwInvalidEnv(issues);
  const env = result.data;
  return { ...env, AUTH_PROVIDER: env.PUBLIC_CLERK_PUBLISHABLE_KEY ? 'clerk' : 'local' };
}

let fromProcess: PublicEnv | undefined;

/** Server side: the public configuration from process.env, parsed once. */
export function getPublicEnvFromProcess(): PublicEnv {
  if (typeof window !== 'undefined' || typeof process === 'undefined') {
    throw new Error(
      'getPublicEnvFromProcess() runs on the server only; in the browser use getPublicEnv()',
    );
  }
  fromProcess ??= Object.freeze(parsePublicEnv(process.env));
  return fromProcess;
}

let current: PublicEnv | undefined;

/** Keeps the configuration the server handed over (call once, before rendering). */
export function setPublicEnv(env: PublicEnv): void {
  current = Object.freeze({ ...env });
}

/** The public configuration set by setPublicEnv(); throws when it has not been handed over yet. */
export function getPublicEnv(): PublicEnv {
  if (!current) {
    throw new Error(
      'Public configuration is not available yet: call setPublicEnv() with the value of ' +
        'getPublicEnvFromProcess() handed over by the server before calling getPublicEnv()',
    );
  }
  return current;
}

/** Forgets both cached values (tests). */
export function clearPublicEnv(): void {
  current = undefined;
  fromProcess = undefined;
}
