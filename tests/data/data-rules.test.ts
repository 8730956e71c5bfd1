import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { RULE_GROUPS } from './rules/index.ts';
import { describeOutcome, runRule } from './run-rule.ts';
import { createSeededDatabase, ruleFilings } from './seeded-database.ts';

// The data-plausibility rules of issue 20 on one seeded database (docs/data-rules.md).
const filings = ruleFilings();
let db: Database | undefined;

beforeAll(async () => {
  db = await createSeededDatabase(filings);
});

afterAll(async () => {
  await db?.close();
});

for (const group of RULE_GROUPS) {
  describe(group.theme, () => {
    for (const rule of group.rules) {
      it(`${rule.id} ${rule.title}`, async () => {
        if (!db) throw new Error('the seeded database is missing');
        const outcome = await runRule(db, rule);
        expect(outcome.pass, describeOutcome(outcome, filings)).toBe(true);
      });
    }
  });
}
