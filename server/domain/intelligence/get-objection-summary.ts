import type { ObjectionSummary } from '#contract/intelligence/objection-summary.ts';
import type { Database } from '#server/db/connection.ts';
import { type ObjectionScope, objectionScopeCondition } from './objection-scope.ts';
import { readObjectionLetters } from './read-objection-letters.ts';
import { summarizeObjectionRows } from './summarize-objection-rows.ts';

/** Themes of the letters in scope with counts by state, reviewer and carrier, and a monthly trend. */
export async function getObjectionSummary(
  db: Database,
  scope: Omit<ObjectionScope, 'theme' | 'query'>,
): Promise<ObjectionSummary> {
  return summarizeObjectionRows(await readObjectionLetters(db, objectionScopeCondition(scope)));
}
