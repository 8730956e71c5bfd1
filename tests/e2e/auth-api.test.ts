import { readdirSync } from 'node:fs';
import type { DescService } from '@bufbuild/protobuf';
import { generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const GEN_DIR = new URL('../../gen/ratefiling/v1/', import.meta.url);
let services: DescService[] = [];
const headers: Record<string, string | undefined> = {};

async function loadAllServices(): Promise<DescService[]> {
  const found: DescService[] = [];
  for (const file of readdirSync(GEN_DIR).filter((name) => name.endsWith('_service_pb.ts'))) {
    const module: Record<string, unknown> = await import(new URL(file, GEN_DIR).href);
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'kind' in value && value.kind === 'service') {
        found.push(value as DescService);
      }
    }
  }
  return found;
}

async function sign(options: { expiresIn: string | number; kid?: string }) {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return new SignJWT({ sub: 'intruder' })
    .setProtectedHeader({ alg: 'EdDSA', ...(options.kid ? { kid: options.kid } : {}) })
    .setIssuer('rate-filing-intelligence')
    .setAudience('rate-filing-intelligence-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(options.expiresIn)
    .sign(privateKey);
}

beforeAll(async () => {
  services = await loadAllServices();
  const jwks = (await (await fetch(`${baseUrl}/api/auth/jwks`)).json()) as {
    keys: { kid: string }[];
  };
  const kid = jwks.keys[0]?.kid;
  headers['no token'] = undefined;
  headers['malformed token'] = 'Bearer not.a-valid.token!';
  headers['garbage header'] = 'Token abc';
  headers['wrong signature'] = `Bearer ${await sign({ expiresIn: '10m', kid })}`;
  headers['expired (and foreign) token'] =
    `Bearer ${await sign({ expiresIn: Math.floor(Date.now() / 1000) - 3600, kid })}`;
});

describe('the api refuses calls without a valid token', () => {
  it('serves the local JWKS', async () => {
    const response = await fetch(`${baseUrl}/api/auth/jwks`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { keys: { kty: string; d?: string }[] };
    expect(body.keys.length).toBeGreaterThan(0);
    expect(body.keys.every((key) => key.d === undefined)).toBe(true);
  });

  it('answers unauthenticated for every method of every service', async () => {
    const failures: string[] = [];
    // Services no feature has mounted yet answer 404 before any interceptor runs (the service
    // test server/auth/api-authentication.test.ts covers every declared method regardless).
    const notMounted = new Set<string>();
    let calls = 0;
    for (const service of services) {
      for (const method of service.methods) {
        for (const [label, authorization] of Object.entries(headers)) {
          const response = await fetch(`${baseUrl}/rpc/${service.typeName}/${method.name}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Connect-Protocol-Version': '1',
              ...(authorization ? { Authorization: authorization } : {}),
            },
            body: '{}',
          });
          const body = (await response.json()) as { code?: string };
          calls += 1;
          if (response.status === 404) {
            notMounted.add(service.typeName);
            continue;
          }
          if (response.status !== 401 || body.code !== 'unauthenticated') {
            failures.push(
              `${service.typeName}/${method.name} ${label}: ${response.status} ${body.code}`,
            );
          }
        }
      }
    }
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(40);
    expect(notMounted.size).toBeLessThan(services.length);
    if (notMounted.size > 0) console.warn(`not mounted yet: ${[...notMounted].join(', ')}`);
  });
});
