import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/** Words that ask for a number per group: "break down", "breakdown", "count", "tally". */
const COUNTING = /^(break|breakdown|broken|count|tally|how many|number of)$/;

/**
 * "Break down the reviewers by their title", "count the carriers by state" (issue 22, tenth pass):
 * the plural noun before "by" is what is counted in each group, not a second grouping: the number
 * of different reviewers per title, not one row per reviewer and title with its filings. Read so
 * when the question opens with that noun, a word of counting asks for the numbers, nothing else is
 * measured, and the second dimension follows "by". Changes the intent in place.
 */
export function countSubjectByGroup(tokens: readonly Token[], intent: Intent): void {
  if (intent.groupBy.length !== 2) return;
  const [subject, group] = intent.groupBy;
  if (!subject || !group) return;
  if (intent.measures.some((m) => m.aggregate !== 'count' || m.metric !== 'filings' || m.filters))
    return;
  if (intent.conditions.length > 0 || intent.order || intent.limit !== undefined) return;
  if (!tokens.some((t) => COUNTING.test(t.text))) return;
  const nouns = tokens
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.meaning.kind === 'dimension' || t.meaning.kind === 'metric');
  const first = nouns[0];
  const second = nouns[1];
  if (first?.t.meaning.kind !== 'dimension' || first.t.meaning.dimension !== subject) return;
  if (first.t.meaning.singular) return;
  if (second?.t.meaning.kind !== 'dimension' || second.t.meaning.dimension !== group) return;
  const between = tokens.slice(first.i + 1, second.i).map((t) => t.text);
  if (!between.includes('by') && !/^by\b/.test(second.t.text)) return;
  intent.groupBy = [group];
  intent.measures = [{ aggregate: 'distinct', metric: 'filings', dimension: subject }];
}
