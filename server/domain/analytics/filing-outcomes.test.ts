import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import {
  APPROVED_OUTCOME_STATUSES,
  DISAPPROVED_OUTCOME_STATUSES,
  type FilingOutcome,
  outcomeCondition,
  WITHDRAWN_OUTCOME_STATUSES,
} from './filing-outcomes.ts';

const OUTCOMES: FilingOutcome[] = ['approved', 'disapproved', 'withdrawn', 'pending'];

describe.each(listTestTargets())('outcomeCondition on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The outcomes whose condition holds for each status. */
  async function outcomesOf(statuses: readonly string[]): Promise<Record<string, FilingOutcome[]>> {
    const values = sql.join(statuses.map((s) => sql`(${s}::text)`));
    const checks = OUTCOMES.map((o) => sql`${outcomeCondition('w', o)} as ${sql.ref(o)}`);
    const { rows } = await sql<Record<FilingOutcome, boolean> & { disposition_status: string }>`
      select w.disposition_status, ${sql.join(checks)}
      from (values ${values}) as w(disposition_status)`.execute(db.kysely);
    return Object.fromEntries(
      rows.map((r) => [r.disposition_status, OUTCOMES.filter((o) => r[o])]),
    );
  }

  it('puts every listed status in its one outcome', async () => {
    const expected = {
      ...Object.fromEntries(APPROVED_OUTCOME_STATUSES.map((s) => [s, ['approved']])),
      ...Object.fromEntries(DISAPPROVED_OUTCOME_STATUSES.map((s) => [s, ['disapproved']])),
      ...Object.fromEntries(WITHDRAWN_OUTCOME_STATUSES.map((s) => [s, ['withdrawn']])),
    };
    expect(await outcomesOf(Object.keys(expected))).toEqual(expected);
    expect(Object.keys(expected)).toContain('Deemed');
    expect(Object.keys(expected)).toContain('Closed (no response)');
  });

  it('counts any other status, compared exactly, as pending', async () => {
    const others = ['Pending', 'Review Pending', 'Active Suspense', 'approved', 'Approved ', ''];
    const outcomes = await outcomesOf(others);
    for (const status of others) expect(outcomes[status], status).toEqual(['pending']);
  });
});
