import { join } from 'node:path';
import { resolveAuthSecret } from '#server/config/auth-secret.ts';
import { getServerEnv, type ServerEnv } from '#server/config/server-env.ts';
import { getDatabase } from '#server/db/connection.ts';
import { logger } from '#server/logging/logger.ts';
import { type Auth, createAuth } from './create-auth.ts';
import { createMailboxMailer, createSmtpMailer, MAILBOX_FILE_NAME, type Mailer } from './mailer.ts';

export function createMailer(env: ServerEnv): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL);
  return createMailboxMailer(join(env.DATA_DIR, MAILBOX_FILE_NAME), logger);
}

/** The process's instances, keyed by `secure`. */
const instances = new Map<boolean, Promise<Auth>>();

async function buildAuth(secure: boolean): Promise<Auth> {
  const env = getServerEnv();
  return createAuth({
    db: await getDatabase(),
    secret: resolveAuthSecret(env),
    mailer: createMailer(env),
    allowSignup: env.ALLOW_SIGNUP,
    allowedHosts: env.AUTH_ALLOWED_HOSTS,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    secure,
  });
}

/**
 * The process's local sign-in provider, one instance for https requests (Secure cookies) and one
 * for plain http (localhost, or a proxy that does not say https).
 */
export function getAuth(secure: boolean): Promise<Auth> {
  const existing = instances.get(secure);
  if (existing) return existing;
  const building = buildAuth(secure);
  building.catch(() => instances.delete(secure));
  instances.set(secure, building);
  return building;
}

/** True when the browser talks https to us (directly or through a proxy that says so). */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
