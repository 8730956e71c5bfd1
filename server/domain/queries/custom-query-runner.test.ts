import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createCustomQueryRunner } from './custom-query-runner.ts';
import { QueryBusyError } from './query-busy-error.ts';

/** A gate the test opens: what waits on it is held until then. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The server path (no sandbox), on a PGlite database presented as a server; `hold` keeps each
 * query's transaction (its pooled connection) from starting until it is opened.
 */
function asServer(db: Database, hold?: Promise<void>): Database {
  return {
    ...db,
    mode: 'postgres',
    async transaction(fn) {
      await hold;
      return db.transaction(fn);
    },
  };
}

describe('createCustomQueryRunner on a server', () => {
  const fixture = useTestDatabase('pglite', (db) => insertFiling(db, { state: 'TX' }));

  it('runs a query and answers refusals as results', async () => {
    const runner = createCustomQueryRunner(async () => asServer(fixture.db));
    const result = await runner.run('u1', 'select state from filings');
    expect(result.errorMessage).toBe('');
    expect(result.rows).toEqual([{ state: 'TX' }]);
    expect((await runner.run('u1', 'delete from filings')).errorMessage).toBe(
      'Only SELECT is allowed, not DeleteStmt',
    );
    await runner.prepare();
    await runner.close();
  });

  it('refuses a user past their limit, not another user, and frees the place when done', async () => {
    const database = gate();
    const runner = createCustomQueryRunner(
      async () => {
        await database.opened;
        return asServer(fixture.db);
      },
      { timeoutMs: 5_000, perUser: 2, connections: 3 },
    );
    const first = runner.run('u1', 'select 1 as n');
    const second = runner.run('u1', 'select 2 as n');
    await expect(runner.run('u1', 'select 3 as n')).rejects.toThrow(
      new QueryBusyError('You already have 2 custom queries running; wait for one to finish'),
    );
    const other = runner.run('u2', 'select 4 as n');
    database.open();
    expect((await Promise.all([first, second, other])).map((r) => r.rows)).toEqual([
      [{ n: 1 }],
      [{ n: 2 }],
      [{ n: 4 }],
    ]);
    expect((await runner.run('u1', 'select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('makes a query wait for a connection, and refuses it as busy at the deadline', async () => {
    const connection = gate();
    const runner = createCustomQueryRunner(async () => asServer(fixture.db, connection.opened), {
      timeoutMs: 150,
      perUser: 5,
      connections: 1,
    });
    const holding = runner.run('u1', 'select 1 as n');
    const started = performance.now();
    await expect(runner.run('u2', 'select 2 as n')).rejects.toThrow(
      'Too many custom queries are running; try again in a moment',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    connection.open();
    expect((await holding).rows).toEqual([{ n: 1 }]);
    expect((await runner.run('u2', 'select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('hands the connection to a waiting query when it is released', async () => {
    const connection = gate();
    const runner = createCustomQueryRunner(async () => asServer(fixture.db, connection.opened), {
      timeoutMs: 5_000,
      perUser: 5,
      connections: 1,
    });
    const first = runner.run('u1', 'select 1 as n');
    const waiting = runner.run('u2', 'select 2 as n');
    connection.open();
    expect((await first).rows).toEqual([{ n: 1 }]);
    expect((await waiting).rows).toEqual([{ n: 2 }]);
  });
});
