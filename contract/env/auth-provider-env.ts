import { decodeClerkFrontendApi } from './clerk-publishable-key.ts';
import type { EnvIssue } from './env-issues.ts';

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

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/** Both Clerk keys or neither, checked on the raw values so every problem is reported at once. */
export function findClerkKeyIssues(source: Record<string, string | undefined>): EnvIssue[] {
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
  return issues;
}

/** Clerk when both keys are set (validated), else local sign-in. */
export function deriveAuthEnv(
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
