import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, InvalidTokenError } from './verify-api-token.ts';

const ISSUER = 'https://issuer.test';
let privateKey: CryptoKey;
let keys: JWTVerifyGetKey;
let checks = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  const local = createLocalJWKSet({ keys: [jwk] });
  keys = (header, token) => {
    checks += 1;
    return local(header, token);
  };
});

function token(exp: number, claims: Record<string, unknown> = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setIssuer(ISSUER)
    .setSubject('user-1')
    .setIssuedAt(exp - 600)
    .setExpirationTime(exp)
    .sign(privateKey);
}

describe('createTokenVerifier remembering verified tokens', () => {
  it('checks a token once, then accepts the same string until it expires', async () => {
    let nowMs = Date.now();
    const verify = createTokenVerifier({
      provider: 'local',
      keys,
      issuer: ISSUER,
      clockToleranceSeconds: 0,
      now: () => nowMs,
    });
    const exp = Math.floor(nowMs / 1000) + 60;
    const signed = await token(exp, { org_id: 'org-1', org_permissions: ['member:create'] });
    checks = 0;
    const first = await verify(signed);
    first.organizationPermissions.push('tampered');
    const second = await verify(signed);
    expect(checks).toBe(1);
    expect(second.organizationPermissions).toEqual(['member:create']);
    nowMs = (exp + 1) * 1000;
    await expect(verify(signed)).rejects.toThrow(InvalidTokenError);
  });

  it('never remembers a refusal or a token with another signature', async () => {
    const verify = createTokenVerifier({ provider: 'local', keys, issuer: ISSUER });
    const signed = await token(Math.floor(Date.now() / 1000) + 60);
    const [head, payload] = signed.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(86)}`;
    await expect(verify(forged)).rejects.toThrow(InvalidTokenError);
    await expect(verify(forged)).rejects.toThrow(InvalidTokenError);
    await expect(verify(signed)).resolves.toMatchObject({ userId: 'user-1' });
  });

  it('keeps at most cacheSize tokens', async () => {
    const verify = createTokenVerifier({ provider: 'local', keys, issuer: ISSUER, cacheSize: 1 });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const a = await token(exp);
    const b = await token(exp + 1);
    checks = 0;
    await verify(a);
    await verify(b);
    await verify(a);
    expect(checks).toBe(3);
  });
});
