import { generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runBounded } from '#tests/support/resilience/run-bounded.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';
import { loadServiceDescriptors } from '#tests/support/security/load-service-descriptors.ts';

const baseUrl = inject('baseUrl');

/** Every route behind the sign-in guard (spec section 2). */
const PROTECTED_ROUTES = [
  '/home',
  '/state',
  '/single-carrier',
  '/multi-carrier',
  '/rating-factors',
  '/doi',
  '/search?query=rate',
  '/objections',
  '/diff',
  '/custom-query',
  '/brief-builder',
  '/account',
  '/filings/',
  '/filings/ABCD-123456789/',
  '/filings/ABCD-123456789/Some%20Company/',
  '/product-history/1/',
];

async function forgedToken(expiresIn: string | number, kid?: string): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return new SignJWT({ sub: 'intruder' })
    .setProtectedHeader({ alg: 'EdDSA', ...(kid ? { kid } : {}) })
    .setIssuer('rate-filing-intelligence')
    .setAudience('rate-filing-intelligence-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

const credentials: Record<string, string | undefined> = {};

beforeAll(async () => {
  const jwks = (await (await fetch(`${baseUrl}/api/auth/jwks`)).json()) as {
    keys: { kid: string }[];
  };
  const kid = jwks.keys[0]?.kid;
  credentials['no token'] = undefined;
  credentials.malformed = 'Bearer not.a-valid.token!';
  credentials['wrong signature'] = `Bearer ${await forgedToken('10m', kid)}`;
  credentials.expired = `Bearer ${await forgedToken(Math.floor(Date.now() / 1000) - 3600, kid)}`;
});

describe('access control over every entry point', () => {
  it('answers unauthenticated (401) for every rpc method with no, malformed, forged or expired token', async () => {
    const services = await loadServiceDescriptors();
    const cases = services.flatMap((service) =>
      service.methods.flatMap((method) =>
        Object.entries(credentials).map(([label, authorization]) => ({
          path: `${service.typeName}/${method.name}`,
          label,
          authorization,
        })),
      ),
    );
    const failures = (
      await runBounded(cases, 8, async ({ path, label, authorization }) => {
        const response = await fetch(`${baseUrl}/rpc/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'connect-protocol-version': '1',
            ...(authorization ? { authorization } : {}),
          },
          body: '{}',
        });
        const body = (await response.json()) as { code?: string };
        return response.status === 401 && body.code === 'unauthenticated'
          ? undefined
          : `${path} (${label}): ${response.status} ${body.code}`;
      })
    ).filter(Boolean);
    recordSummary({
      part: '1 access: rpc methods x bad tokens',
      cases: cases.length,
      held: cases.length - failures.length,
    });
    expect(cases.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('sends every protected page to /login without a valid session, with no data', async () => {
    const sessions = ['', 'rfi.session_token=forged.value', 'rfi.session_token=; other=1'];
    const failures: string[] = [];
    let cases = 0;
    for (const route of PROTECTED_ROUTES) {
      for (const cookie of sessions) {
        cases += 1;
        // Follow same-origin redirects (trailing slash, search normalisation) until /login.
        let url = new URL(route, baseUrl);
        let verdict = '';
        for (let hop = 0; hop < 4 && !verdict; hop += 1) {
          const response = await fetch(url, {
            redirect: 'manual',
            headers: cookie ? { cookie } : {},
          });
          await response.arrayBuffer();
          const location = response.headers.get('location');
          if (response.status < 300 || response.status >= 400 || !location) {
            verdict = `${response.status} at ${url.pathname}`;
            break;
          }
          url = new URL(location, url);
          if (url.origin !== new URL(baseUrl).origin) verdict = `off-site ${url}`;
          else if (url.pathname === '/login') verdict = 'login';
        }
        if (verdict !== 'login')
          failures.push(`${route} [${cookie}]: ${verdict || 'redirect loop'}`);
      }
    }
    recordSummary({
      part: '1 access: protected pages x bad sessions',
      cases,
      held: cases - failures.length,
    });
    expect(failures).toEqual([]);
  });

  it('refuses brief exports and documents without a token or signature', async () => {
    const checks: [string, Record<string, string>][] = [
      ['/api/briefs/00000000-0000-0000-0000-000000000000', {}],
      [
        '/api/briefs/00000000-0000-0000-0000-000000000000',
        { authorization: credentials['wrong signature'] ?? '' },
      ],
      [
        '/api/briefs/00000000-0000-0000-0000-000000000000',
        { authorization: credentials.expired ?? '' },
      ],
      ['/api/documents/ABCD-123456789.pdf', {}],
      ['/api/exports/filings.csv', {}],
      ['/api/exports/pdfs.zip?t=ABCD-123456789', {}],
    ];
    for (const [path, headers] of checks) {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      expect([401, 403], `${path}`).toContain(response.status);
      expect(response.headers.get('content-type') ?? '').not.toContain('application/pdf');
    }
    recordSummary({ part: '1 access: downloads', cases: checks.length, held: checks.length });
  });
});
