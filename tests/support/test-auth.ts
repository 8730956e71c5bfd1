import { createAuth } from '#server/auth/create-auth.ts';
import type { MailMessage } from '#server/auth/mailer.ts';
import type { Database } from '#server/db/connection.ts';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const TEST_ORIGIN = 'http://localhost:3000';

/** A local auth instance on a test database whose mail lands in `sent`. */
export function createTestAuth(
  db: Database,
  options: { rateLimit?: boolean; allowedHosts?: string[]; publicBaseUrl?: string } = {},
) {
  const sent: MailMessage[] = [];
  const auth = createAuth({
    db,
    secret: TEST_AUTH_SECRET,
    mailer: { send: async (message) => void sent.push(message) },
    allowSignup: false,
    allowedHosts: options.allowedHosts ?? ['localhost:3000'],
    publicBaseUrl: options.publicBaseUrl ?? TEST_ORIGIN,
    secure: false,
    rateLimit: options.rateLimit ?? false,
  });
  return { auth, sent };
}

/** Calls the auth handler like a browser on TEST_ORIGIN would (JSON body, Origin, cookies). */
export async function callAuth(
  auth: ReturnType<typeof createTestAuth>['auth'],
  path: string,
  init: { body?: unknown; cookie?: string; method?: string; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.ip) headers.set('x-forwarded-for', init.ip);
  return auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  );
}

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request. */
export function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split('; ').filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
