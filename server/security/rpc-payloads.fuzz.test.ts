import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedAuthInterceptor } from '#server/auth/create-auth-interceptor.ts';
import { createRandom } from '#server/data/prng.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createLogger } from '#server/logging/logger.ts';
import {
  createRpcFetchHandler,
  type RpcFetchHandler,
} from '#server/rpc/create-rpc-fetch-handler.ts';
import { createRpcServiceRegistrations } from '#server/rpc/rpc-service-registrations.ts';
import { createTestCaller } from '#tests/support/create-test-transport.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';
import { fuzzBody } from '#tests/support/security/fuzz-values.ts';
import { loadServiceDescriptors } from '#tests/support/security/load-service-descriptors.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { judgeRpcAnswer } from './rpc-outcome.ts';

/** 5,000 mutated payloads over every method, fixed seed: same cases on every run. */
const CASES = Number(process.env.RPC_FUZZ_CASES || 5_000);
const SEED = 12_012;

describe('rpc payload fuzzing', () => {
  let db: Database;
  let handle: RpcFetchHandler;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    await seedDatabase(db, { filings: 40, seed: 7 });
    const getDatabase = async () => db;
    handle = createRpcFetchHandler(
      createRpcServiceRegistrations({
        getDatabase,
        readPdf: async () => undefined,
        signingKey: () => Buffer.alloc(32, 7),
        ttlSeconds: () => 900,
      }),
      {
        logger: createLogger({ level: 'silent' }),
        authInterceptor: createFixedAuthInterceptor(createTestCaller('fuzzer')),
        // 5,000 calls as one user test the services, not the per-user limits.
        rateLimiter: null,
      },
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it(`answers ${CASES} mutated payloads with data or a clear refusal, never a 5xx`, async () => {
    const services = await loadServiceDescriptors();
    const methods = services.flatMap((service) =>
      service.methods.map((method) => ({
        path: `/rpc/${service.typeName}/${method.name}`,
        method,
      })),
    );
    const random = createRandom(SEED);
    const problems: string[] = [];
    const perMethod = new Map<string, number>();
    let failed = 0;
    for (let index = 0; index < CASES; index += 1) {
      const target = methods[index % methods.length];
      if (!target) continue;
      const { path, method } = target;
      const body = fuzzBody(method.input, random);
      const response = await handle(
        new Request(`http://fuzz.test${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'connect-protocol-version': '1' },
          body,
        }),
      );
      const verdict = judgeRpcAnswer(response.status, await response.text());
      perMethod.set(path, (perMethod.get(path) ?? 0) + 1);
      if (!verdict.ok) failed += 1;
      if (!verdict.ok && problems.length < 20)
        problems.push(`${path} ${body.slice(0, 160)} -> ${verdict.problem}`);
    }
    recordSummary({
      part: '3 rpc payload fuzz',
      cases: CASES,
      held: CASES - failed,
      figures: `${perMethod.size} methods`,
    });
    expect(perMethod.size).toBe(methods.length);
    expect(problems).toEqual([]);
  }, 240_000);
});
