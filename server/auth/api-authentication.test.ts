import { readdirSync } from 'node:fs';
import type { DescService } from '@bufbuild/protobuf';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createLogger } from '#server/logging/logger.ts';
import {
  createRpcFetchHandler,
  type RpcFetchHandler,
} from '#server/rpc/create-rpc-fetch-handler.ts';
import type { RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { callAuth, cookiesFrom, createTestAuth } from '#tests/support/test-auth.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { API_TOKEN_AUDIENCE, LOCAL_TOKEN_ISSUER } from './auth-constants.ts';
import { createAuthInterceptor } from './create-auth-interceptor.ts';
import { createUserWithPassword } from './create-user.ts';
import { createDatabaseJwks, readLocalJwks } from './jwks-sources.ts';
import { createTokenVerifier } from './verify-api-token.ts';

const GEN_DIR = new URL('../../gen/ratefiling/v1/', import.meta.url);

/** Every service descriptor the api defines (gen/ratefiling/v1/*_service_pb.ts). */
async function loadAllServices(): Promise<DescService[]> {
  const files = readdirSync(GEN_DIR).filter((file) => file.endsWith('_service_pb.ts'));
  const services: DescService[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(new URL(file, GEN_DIR).href);
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'kind' in value && value.kind === 'service') {
        services.push(value as DescService);
      }
    }
  }
  return services;
}

describe.each(listTestTargets())('api authentication on %s', (target) => {
  let db: Database;
  let handle: RpcFetchHandler;
  let services: DescService[];
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    db = await createTestDatabase(target);
    const { auth } = createTestAuth(db);
    await createUserWithPassword(auth, { email: 'ada@example.com', password: 'correct-horse' });
    const signIn = await callAuth(auth, '/sign-in/email', {
      body: { email: 'ada@example.com', password: 'correct-horse' },
    });
    const valid = await callAuth(auth, '/token', { cookie: cookiesFrom(signIn) });
    tokens.valid = ((await valid.json()) as { token: string }).token;
    const realKid = (await readLocalJwks(db)).keys[0]?.kid ?? '';
    const intruder = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    tokens.wrongSignature = await new SignJWT({ sub: 'someone' })
      .setProtectedHeader({ alg: 'EdDSA', kid: realKid })
      .setIssuer(LOCAL_TOKEN_ISSUER)
      .setAudience(API_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(intruder.privateKey);
    const expired = await auth.api.signJWT({
      headers: new Headers({ host: 'localhost:3000' }),
      body: {
        payload: {
          sub: 'someone',
          iss: LOCAL_TOKEN_ISSUER,
          aud: API_TOKEN_AUDIENCE,
          iat: Math.floor(Date.now() / 1000) - 3600,
          exp: Math.floor(Date.now() / 1000) - 1800,
        },
      },
    });
    tokens.expired = expired.token;
    services = await loadAllServices();
    const registrations: RpcServiceRegistration[] = services.map(
      (service) => (router) => void router.service(service, {}),
    );
    const verifier = createTokenVerifier({
      provider: 'local',
      keys: createDatabaseJwks(db),
      issuer: LOCAL_TOKEN_ISSUER,
      audience: API_TOKEN_AUDIENCE,
    });
    handle = createRpcFetchHandler(registrations, {
      logger: createLogger({ level: 'silent' }),
      authInterceptor: createAuthInterceptor(() => verifier),
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  async function call(path: string, authorization: string | undefined) {
    const headers = new Headers({
      'Content-Type': 'application/json',
      'Connect-Protocol-Version': '1',
    });
    if (authorization !== undefined) headers.set('Authorization', authorization);
    const response = await handle(
      new Request(`http://localhost/rpc/${path}`, { method: 'POST', headers, body: '{}' }),
    );
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }

  it('finds the services and their methods', () => {
    expect(services.length).toBeGreaterThanOrEqual(8);
  });

  it('answers unauthenticated to every method without a valid token', async () => {
    const cases: Record<string, string | undefined> = {
      'no token': undefined,
      'not a bearer header': 'Basic dXNlcjpwYXNz',
      'malformed token': 'Bearer not-a-jwt',
      'wrong signature': `Bearer ${tokens.wrongSignature}`,
      expired: `Bearer ${tokens.expired}`,
    };
    const failures: string[] = [];
    let calls = 0;
    for (const service of services) {
      for (const method of service.methods) {
        for (const [label, header] of Object.entries(cases)) {
          const { status, body } = await call(`${service.typeName}/${method.name}`, header);
          calls += 1;
          if (status !== 401 || body.code !== 'unauthenticated') {
            failures.push(`${service.typeName}/${method.name} (${label}): ${status} ${body.code}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(5 * 8);
  });

  it('lets a valid token through to the method', async () => {
    const service = services[0];
    const method = service?.methods[0];
    const { status, body } = await call(
      `${service?.typeName}/${method?.name}`,
      `Bearer ${tokens.valid}`,
    );
    expect(body.code).toBe('unimplemented');
    expect(status).toBe(501);
  });
});
