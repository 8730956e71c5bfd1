import { betterAuth } from 'better-auth';
import { jwt, organization, twoFactor } from 'better-auth/plugins';
import { toBetterAuthHostPatterns } from '#contract/security/allowed-hosts.ts';
import type { Database } from '#server/db/connection.ts';
import {
  API_TOKEN_AUDIENCE,
  API_TOKEN_TTL_SECONDS,
  AUTH_BASE_PATH,
  LOCAL_TOKEN_ISSUER,
  RESET_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
} from './auth-constants.ts';
import { invitationEmail, PRODUCT_APP_NAME, resetPasswordEmail } from './auth-emails.ts';
import { AUTH_TABLES } from './auth-model-names.ts';
import { AUTH_RATE_LIMIT_RULES } from './auth-rate-limit-rules.ts';
import { accessControl, organizationRoles } from './auth-roles.ts';
import { buildTokenClaims } from './build-token-claims.ts';
import { createAuthHooks } from './create-auth-hooks.ts';
import type { Mailer } from './mailer.ts';
import { recordSessionFactors } from './session-factors.ts';

export type CreateAuthOptions = {
  db: Database;
  /** Signs cookies and encrypts the private JWKS keys (resolveAuthSecret). */
  secret: string;
  mailer: Mailer;
  /** Open sign-up (ALLOW_SIGNUP); off by default. */
  allowSignup: boolean;
  /** Host names (patterns) the app answers to (the request guard refuses others first). */
  allowedHosts: string[];
  /** PUBLIC_BASE_URL: the only origin links in mails start with. */
  publicBaseUrl: string;
  /** Secure cookies (https); the http instance serves plain-http origins such as localhost. */
  secure: boolean;
  /** Rate limiting of sign-in and reset requests; on unless a test turns it off. */
  rateLimit?: boolean;
};

/**
 * The local sign-in provider: better-auth on our database (through our Kysely instance, never a
 * second connection), with email + password, password reset by mail, organizations with roles
 * admin and member, TOTP as second factor, short-lived JWTs for the api and a JWKS endpoint.
 */
export function createAuth(options: CreateAuthOptions) {
  const { db, mailer } = options;
  return betterAuth({
    appName: PRODUCT_APP_NAME,
    secret: options.secret,
    basePath: AUTH_BASE_PATH,
    baseURL: {
      allowedHosts: toBetterAuthHostPatterns(options.allowedHosts),
      protocol: options.secure ? 'https' : 'http',
      // Direct server calls without a request (npm run user:create --admin).
      fallback: options.publicBaseUrl,
    },
    database: { db: db.kysely, type: 'postgres', transaction: true },
    telemetry: { enabled: false },
    user: { modelName: AUTH_TABLES.user },
    session: { modelName: AUTH_TABLES.session, expiresIn: SESSION_TTL_SECONDS },
    account: { modelName: AUTH_TABLES.account },
    verification: { modelName: AUTH_TABLES.verification },
    advanced: {
      useSecureCookies: options.secure,
      cookiePrefix: 'rfi',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secure },
    },
    rateLimit: {
      enabled: options.rateLimit ?? true,
      storage: 'database',
      modelName: AUTH_TABLES.rateLimit,
      window: 60,
      max: 300,
      customRules: AUTH_RATE_LIMIT_RULES,
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !options.allowSignup,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const { publicBaseUrl } = options;
        await mailer.send(resetPasswordEmail({ to: user.email, token, publicBaseUrl }));
      },
    },
    databaseHooks: {
      session: {
        create: { after: async (session) => recordSessionFactors(db, session) },
      },
    },
    hooks: createAuthHooks(db),
    plugins: [
      jwt({
        disableSettingJwtHeader: true,
        schema: { jwks: { modelName: AUTH_TABLES.jwks } },
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: LOCAL_TOKEN_ISSUER,
          audience: API_TOKEN_AUDIENCE,
          expirationTime: `${API_TOKEN_TTL_SECONDS}s`,
          definePayload: ({ user, session }) => buildTokenClaims(db, { user, session }),
        },
      }),
      organization({
        ac: accessControl,
        roles: organizationRoles,
        creatorRole: 'admin',
        invitationExpiresIn: 7 * 24 * 60 * 60,
        schema: {
          organization: { modelName: AUTH_TABLES.organization },
          member: { modelName: AUTH_TABLES.member },
          invitation: { modelName: AUTH_TABLES.invitation },
        },
        sendInvitationEmail: async (data) => {
          await mailer.send(invitationEmail({ data, publicBaseUrl: options.publicBaseUrl }));
        },
      }),
      twoFactor({
        issuer: PRODUCT_APP_NAME,
        schema: { twoFactor: { modelName: AUTH_TABLES.twoFactor } },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
