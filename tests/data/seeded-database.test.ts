import { expect, it } from 'vitest';
import { DEFAULT_RULE_FILINGS, ruleFilings } from './seeded-database.ts';

it('reads DATA_RULES_FILINGS, 4,000 by default, and refuses nonsense', () => {
  expect(ruleFilings({})).toBe(DEFAULT_RULE_FILINGS);
  expect(ruleFilings({ DATA_RULES_FILINGS: '20000' })).toBe(20_000);
  expect(() => ruleFilings({ DATA_RULES_FILINGS: 'many' })).toThrow(/positive integer/);
  expect(() => ruleFilings({ DATA_RULES_FILINGS: '0' })).toThrow(/positive integer/);
});
