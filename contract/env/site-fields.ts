import { z } from '#contract/zod.ts';
import { isClerkPublishableKey, PUBLISHABLE_KEY_FORMAT_MESSAGE } from './clerk-publishable-key.ts';
import { isClerkSecretKey, SECRET_KEY_FORMAT_MESSAGE } from './clerk-secret-key.ts';
import { emptyAsUnset, httpUrlSchema, integerSchema, optionalField } from './env-fields.ts';

export const DEFAULT_PORT = 3000;

/**
 * The variables both tiers read (the api in server/config/server-env-schema.ts, the web tier in
 * app/lib/env/web-env.server.ts): where the site is reached, which hosts it answers to, where
 * the api is, and the Clerk keys that choose the sign-in provider.
 */
export const siteEnvFields = {
  NODE_ENV: emptyAsUnset(z.enum(['development', 'production', 'test']).default('development')),
  PORT: emptyAsUnset(integerSchema({ min: 1, max: 65_535 }).default(DEFAULT_PORT)),
  /** The address to listen on. */
  HOST: emptyAsUnset(z.string().default('0.0.0.0')),
  /** Where the web tier reaches the api (web process); unset in the single process. */
  BACKEND_URL: optionalField(httpUrlSchema()),
  CLERK_SECRET_KEY: optionalField(
    z.string().refine(isClerkSecretKey, { message: SECRET_KEY_FORMAT_MESSAGE }),
  ),
  PUBLIC_CLERK_PUBLISHABLE_KEY: optionalField(
    z.string().refine(isClerkPublishableKey, { message: PUBLISHABLE_KEY_FORMAT_MESSAGE }),
  ),
  /** Where users reach the app; every emailed link starts with it (never the request's Host). */
  PUBLIC_BASE_URL: optionalField(
    httpUrlSchema().refine(
      (url) => new URL(url).pathname === '/' && !url.includes('?') && !url.includes('#'),
      'Expected an origin such as https://rates.example.com (no path)',
    ),
  ),
  /** Unset: derived by resolveSiteEnv (production: PUBLIC_BASE_URL's host; otherwise *). */
  AUTH_ALLOWED_HOSTS: optionalField(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.length > 0, 'List at least one host name (or *)'),
  ),
};

type SiteFields = {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  BACKEND_URL?: string | undefined;
  PUBLIC_BASE_URL?: string | undefined;
  AUTH_ALLOWED_HOSTS?: string[] | undefined;
};

/** The defaults that depend on other variables: base URL, api URL and allowed hosts. */
export function resolveSiteEnv(fields: SiteFields) {
  const publicBaseUrl = fields.PUBLIC_BASE_URL ?? `http://localhost:${fields.PORT}`;
  // Production answers only to the public host unless told otherwise; elsewhere any host.
  const defaultHosts =
    fields.PUBLIC_BASE_URL && fields.NODE_ENV === 'production'
      ? [new URL(publicBaseUrl).host]
      : ['*'];
  return {
    BACKEND_URL: fields.BACKEND_URL ?? `http://localhost:${fields.PORT}`,
    PUBLIC_BASE_URL: publicBaseUrl,
    AUTH_ALLOWED_HOSTS: fields.AUTH_ALLOWED_HOSTS ?? defaultHosts,
  };
}
