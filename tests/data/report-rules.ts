// Prints every rule's outcome on a freshly seeded database as a markdown table:
//   node tests/data/report-rules.ts            (DATA_RULES_FILINGS filings, default 4,000)
import { RULE_GROUPS } from './rules/index.ts';
import { runRule } from './run-rule.ts';
import { createSeededDatabase, ruleFilings } from './seeded-database.ts';

const filings = ruleFilings();
const db = await createSeededDatabase(filings);
const cell = (text: string): string => text.replaceAll('|', '/').replaceAll('\n', ' ');
try {
  console.log(`Rules on ${filings.toLocaleString('en-US')} filings (DEFAULT_SEED)\n`);
  console.log('| id | result | measured | threshold |\n|---|---|---|---|');
  let passed = 0;
  let total = 0;
  for (const group of RULE_GROUPS)
    for (const rule of group.rules) {
      const outcome = await runRule(db, rule);
      total += 1;
      if (outcome.pass) passed += 1;
      console.log(
        `| ${rule.id} | ${outcome.pass ? 'pass' : 'FAIL'} | ${cell(outcome.measured)} | ${cell(outcome.threshold)} |`,
      );
    }
  console.log(`\n${passed} of ${total} rules pass`);
} finally {
  await db.close();
}
