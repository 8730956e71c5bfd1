import type { Database } from '#server/db/connection.ts';
import type { DataRule, Verdict } from './rules/data-rule.ts';

export type RuleOutcome = Verdict & { id: string; title: string; source: string; error?: string };

/** Runs one rule's SQL and check; an SQL error is a failed rule with the error as its measure. */
export async function runRule(db: Database, rule: DataRule): Promise<RuleOutcome> {
  const base = { id: rule.id, title: rule.title, source: rule.source };
  try {
    const rows = await db.query<Record<string, unknown>>(rule.sql);
    return { ...base, ...rule.check(rows) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      pass: false,
      measured: `SQL error: ${message}`,
      threshold: 'n/a',
      error: message,
    };
  }
}

/** The failure message: rule, measured value, threshold and source (and the data-set scale). */
export function describeOutcome(outcome: RuleOutcome, filings: number): string {
  return [
    `${outcome.id} ${outcome.title}`,
    `  measured:  ${outcome.measured}`,
    `  threshold: ${outcome.threshold}`,
    `  source:    ${outcome.source}`,
    `  scale:     ${filings.toLocaleString('en-US')} filings`,
  ].join('\n');
}
