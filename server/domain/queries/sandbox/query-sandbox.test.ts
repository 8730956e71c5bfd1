import { describe, expect, it } from 'vitest';
import { QueryBusyError } from '#server/domain/queries/query-busy-error.ts';
import { useCustomQueryRunner } from '#tests/support/use-custom-query-runner.ts';

/**
 * 90 million row pairs: far longer than the 2 s deadline (PGlite reads about 5 million a second;
 * 9 million once finished in 1.8 s on a quiet machine and the test read no stop).
 */
const RUNAWAY =
  'select g from generate_series(1, 30000) g, generate_series(1, 3000) h where g + h < 0';

describe('custom queries on the embedded database run in a sandbox', () => {
  const fixture = useCustomQueryRunner(
    'pglite',
    { filings: 60, seed: 3 },
    { limits: { timeoutMs: 2_000, perUser: 2, connections: 3 } },
  );

  it('answers from a copy of the query views', async () => {
    const [expected] = await fixture.db.query<{ n: number }>(
      'select count(*)::int as n from query_views.filings',
    );
    const result = await fixture.runner.run('u1', 'select count(*) as n from filings');
    expect(result.errorMessage).toBe('');
    expect(result.rows).toEqual([{ n: expected?.n }]);
  });

  it('stops a runaway query at the deadline while the main database keeps answering', async () => {
    const started = performance.now();
    const hostile = fixture.runner.run('u1', RUNAWAY);
    let slowest = 0;
    let calls = 0;
    let done = false;
    void hostile.finally(() => {
      done = true;
    });
    while (!done) {
      const t = performance.now();
      await fixture.db.query('select count(*) from filings');
      slowest = Math.max(slowest, performance.now() - t);
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const result = await hostile;
    const took = performance.now() - started;
    expect(result.errorMessage).toMatch(/stopped: it did not finish within 2 s/);
    expect(took).toBeLessThan(2_000 + 3_000);
    expect(calls).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(500);
  }, 60_000);

  it('answers again after a stop (a spare worker takes over)', async () => {
    const result = await fixture.runner.run('u1', 'select 1 as one');
    expect(result.rows).toEqual([{ one: 1 }]);
  }, 180_000);

  it('refuses a third concurrent query of one user with a busy error', async () => {
    const first = fixture.runner.run('u2', RUNAWAY);
    const second = fixture.runner.run('u2', RUNAWAY);
    await expect(fixture.runner.run('u2', 'select 1')).rejects.toBeInstanceOf(QueryBusyError);
    await Promise.allSettled([first, second]);
  }, 180_000);
});
