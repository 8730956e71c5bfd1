import { afterEach, describe, expect, it } from 'vitest';
import { respondWithHealth, respondWithReadiness } from './health-response.ts';
import { markReady, resetReadiness } from './readiness.ts';

afterEach(() => resetReadiness());

describe('/api/health', () => {
  it('answers 200 with the schema version when the database answers', async () => {
    const response = await respondWithHealth({
      openDatabase: async () => ({
        query: async <T>(sql: string): Promise<T[]> =>
          (sql.includes('schema_migrations') ? [{ version: '010' }] : [{ '?column?': 1 }]) as T[],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      database: { reachable: true, schemaVersion: '010' },
    });
  });

  it('answers 503 with the reason when the database does not', async () => {
    const response = await respondWithHealth({
      openDatabase: async () => {
        throw new Error('database is down');
      },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'unavailable',
      database: { reachable: false, reason: 'database is down' },
    });
  });
});

describe('/api/ready', () => {
  it('answers 503 until markReady() and 200 afterwards', async () => {
    const before = respondWithReadiness();
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ status: 'starting' });
    markReady();
    const after = respondWithReadiness();
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready' });
  });
});
