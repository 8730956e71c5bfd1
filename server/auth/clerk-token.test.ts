import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClerkJwks } from './jwks-sources.ts';
import { createTokenVerifier, InvalidTokenError } from './verify-api-token.ts';

const ISSUER = 'https://clerk.example.com';
let server: Server;
let jwksUrl: string;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'clerk-1', alg: 'RS256', use: 'sig' };
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function clerkToken(
  claims: Record<string, unknown>,
  options: { issuer?: string; exp?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'clerk-1' })
    .setIssuer(options.issuer ?? ISSUER)
    .setSubject('user_2abc')
    .setIssuedAt(now)
    .setExpirationTime(options.exp ?? now + 60)
    .sign(privateKey);
}

describe('Clerk session tokens', () => {
  it('verifies against the JWKS and maps the v2 organization and factor claims', async () => {
    const verify = createTokenVerifier({
      provider: 'clerk',
      keys: createClerkJwks(jwksUrl),
      issuer: ISSUER,
    });
    const token = await clerkToken({
      sid: 'sess_1',
      v: 2,
      o: { id: 'org_1', rol: 'admin', per: 'member:create,savedData:delete' },
      fva: [5, -1],
    });
    const auth = await verify(token);
    expect(auth).toMatchObject({
      provider: 'clerk',
      userId: 'user_2abc',
      sessionId: 'sess_1',
      organizationId: 'org_1',
      organizationRole: 'admin',
      organizationPermissions: ['member:create', 'savedData:delete'],
      secondFactorVerifiedAt: null,
    });
    expect(auth.firstFactorVerifiedAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) - 299);
  });

  it('refuses another issuer and an expired token', async () => {
    const verify = createTokenVerifier({
      provider: 'clerk',
      keys: createClerkJwks(jwksUrl),
      issuer: ISSUER,
    });
    await expect(
      verify(await clerkToken({}, { issuer: 'https://evil.example.com' })),
    ).rejects.toThrow(InvalidTokenError);
    const past = Math.floor(Date.now() / 1000) - 600;
    await expect(verify(await clerkToken({}, { exp: past }))).rejects.toThrow(InvalidTokenError);
  });
});
