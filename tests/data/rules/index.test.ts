import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { ALL_RULES } from './index.ts';

it('has at least 40 rules with unique ids, each naming its source and reasoning', () => {
  expect(ALL_RULES.length).toBeGreaterThanOrEqual(40);
  expect(new Set(ALL_RULES.map((r) => r.id)).size).toBe(ALL_RULES.length);
  for (const rule of ALL_RULES) {
    expect(rule.id).toMatch(/^[A-Z]{2}-\d{2}$/);
    expect(rule.source.length, rule.id).toBeGreaterThan(10);
    expect(rule.reason.length, rule.id).toBeGreaterThan(10);
  }
});

it('docs/data-rules.md lists every rule', async () => {
  const doc = await readFile('docs/data-rules.md', 'utf8');
  const missing = ALL_RULES.filter((r) => !doc.includes(`| ${r.id} |`)).map((r) => r.id);
  expect(missing).toEqual([]);
});
