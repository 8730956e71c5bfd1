import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createUserWithPassword } from './create-user.ts';

const PUBLIC = 'https://rates.example.com';

describe.each(listTestTargets())('links in emails on %s', (target) => {
  let db: Database;
  let auth: ReturnType<typeof createTestAuth>['auth'];
  let sent: ReturnType<typeof createTestAuth>['sent'];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    // Any host accepted by better-auth itself: the link must still ignore the request's Host.
    ({ auth, sent } = createTestAuth(db, { allowedHosts: ['*'], publicBaseUrl: PUBLIC }));
    await createUserWithPassword(auth, { email: 'ada@example.com', password: 'correct-horse' });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('a reset requested with Host: evil.example mails a link on PUBLIC_BASE_URL', async () => {
    for (const host of ['evil.example', 'localhost:3000']) {
      const response = await auth.handler(
        new Request(`http://${host}/api/auth/request-password-reset`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: `http://${host}`,
            'x-forwarded-host': host,
          },
          body: JSON.stringify({ email: 'ada@example.com' }),
        }),
      );
      expect(response.status).toBe(200);
      const mail = sent.at(-1);
      expect(mail?.to).toBe('ada@example.com');
      const links = mail?.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(/^https:\/\/rates\.example\.com\/reset-password\?token=\S+$/);
      expect(mail?.text).not.toContain(host);
    }
  });

  it('accepts sign-in on any port of a host listed without one (AUTH_ALLOWED_HOSTS=127.0.0.1)', async () => {
    const hosts = createTestAuth(db, { allowedHosts: ['127.0.0.1'], publicBaseUrl: PUBLIC });
    const origin = 'http://127.0.0.1:3917';
    const response = await hosts.auth.handler(
      new Request(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'ada@example.com', password: 'correct-horse' }),
      }),
    );
    expect(response.status).toBe(200);
  });
});
