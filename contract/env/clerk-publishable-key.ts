/**
 * Check of a Clerk publishable key, for both tiers (the web tier's public env, the server's env
 * and its frontend-API host): `pk_test_` or `pk_live_` followed by the base64 of the frontend-API
 * host name with a `$` at the end, e.g. pk_test_ + base64('clerk.example.com$').
 */
const PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_([A-Za-z0-9+/]+={0,2})$/;
const HOST_NAME_PATTERN =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export const PUBLISHABLE_KEY_FORMAT_MESSAGE =
  'Malformed Clerk publishable key: expected pk_test_ or pk_live_ followed by the base64 of ' +
  "the frontend API host name ending in '$' (copy it from the Clerk dashboard, API keys)";

/** The frontend-API host a publishable key names, or undefined when the key is malformed. */
export function decodeClerkFrontendApi(publishableKey: string): string | undefined {
  const encoded = PUBLISHABLE_KEY_PATTERN.exec(publishableKey)?.[2];
  if (encoded === undefined) return undefined;
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return undefined;
  }
  if (!decoded.endsWith('$')) return undefined;
  const host = decoded.slice(0, -1);
  return HOST_NAME_PATTERN.test(host) ? host : undefined;
}

export function isClerkPublishableKey(value: string): boolean {
  return decodeClerkFrontendApi(value) !== undefined;
}
