import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection.ts';
import type { Database } from '#server/db/create-database.ts';
import { checkDatabase, type QueryableDatabase } from './check-database.ts';

function fakeDatabase(query: QueryableDatabase['query']): () => Promise<QueryableDatabase> {
  return async () => ({ query });
}

describe('checkDatabase', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('reports a migrated database as reachable with its latest migration', async () => {
    const check = await checkDatabase(async () => db);
    const [latest] = await db.query<{ version: string }>(
      'select max(version) as version from schema_migrations',
    );
    expect(check).toMatchObject({ reachable: true, schemaVersion: latest?.version });
    expect(check.reachable && check.schemaVersion).toMatch(/^\d{3}$/);
  });

  it('reports a null schema version before any migration ran', async () => {
    const check = await checkDatabase(
      fakeDatabase(async <T>(sql: string): Promise<T[]> => {
        if (sql.includes('schema_migrations')) throw new Error('relation does not exist');
        return [];
      }),
    );
    expect(check).toMatchObject({ reachable: true, schemaVersion: null });
  });

  it('reports the reason when the database fails or does not answer in time', async () => {
    const failing = await checkDatabase(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    expect(failing).toEqual({ reachable: false, reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
    const hanging = await checkDatabase(
      fakeDatabase(() => new Promise(() => {})),
      50,
    );
    expect(hanging).toEqual({ reachable: false, reason: 'No answer within 50 ms' });
  });
});
