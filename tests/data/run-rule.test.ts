import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { noneFound } from './rules/checks.ts';
import type { DataRule } from './rules/data-rule.ts';
import { describeOutcome, runRule } from './run-rule.ts';

let db: Database | undefined;
beforeAll(async () => {
  db = await createTestDatabase('pglite');
});
afterAll(async () => {
  await db?.close();
});

function rule(sql: string): DataRule {
  return {
    id: 'XX-01',
    title: 'a rule',
    source: 'a source',
    reason: 'a reason',
    sql,
    check: noneFound('rows'),
  };
}

it('runs the SQL and checks its rows', async () => {
  if (!db) throw new Error('no database');
  expect((await runRule(db, rule('select 0 as value'))).pass).toBe(true);
  const failed = await runRule(db, rule('select 3 as value, 7 as total'));
  expect(failed).toMatchObject({ pass: false, measured: '3 of 7 rows', id: 'XX-01' });
  expect(describeOutcome(failed, 4000)).toBe(
    [
      'XX-01 a rule',
      '  measured:  3 of 7 rows',
      '  threshold: 0 rows',
      '  source:    a source',
      '  scale:     4,000 filings',
    ].join('\n'),
  );
});

it('reports an SQL error as a failed rule', async () => {
  if (!db) throw new Error('no database');
  const outcome = await runRule(db, rule('select * from no_such_table'));
  expect(outcome.pass).toBe(false);
  expect(outcome.measured).toMatch(/^SQL error: .*no_such_table/);
});
