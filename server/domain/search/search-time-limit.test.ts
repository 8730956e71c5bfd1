import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { searchFilings } from './search-filings.ts';
import { searchRequestSchema } from './search-request-schema.ts';
import { SearchTooSlowError, withSearchTimeLimit } from './search-time-limit.ts';

const hasServer = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(hasServer)('the search time limit on the server', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('turns a statement stopped at the limit into SearchTooSlowError', async () => {
    const slow = db.transaction((tx) =>
      withSearchTimeLimit(tx, 50, () => tx.query('select pg_sleep(1)')),
    );
    await expect(slow).rejects.toBeInstanceOf(SearchTooSlowError);
    await expect(slow).rejects.toMatchObject({ limitMs: 50 });
  });

  it('lets other errors through unchanged', async () => {
    const failing = db.transaction((tx) =>
      withSearchTimeLimit(tx, 1_000, () => tx.query('select 1/0')),
    );
    await expect(failing).rejects.toMatchObject({ code: '22012' });
  });

  it('leaves a caller’s own transaction without a limit', async () => {
    const request = searchRequestSchema.parse({ query: 'territory' });
    const timeout = await db.transaction(async (tx) => {
      await searchFilings(tx, request, { timeLimitMs: 1 });
      const [row] = await tx.query<{ statement_timeout: string }>('show statement_timeout');
      return row?.statement_timeout;
    });
    expect(timeout).toBe('0');
  });
});
