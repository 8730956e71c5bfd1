import type { Meaning } from './meaning.ts';
import type { Cursor } from './read-periods.ts';

/** What may stand before a topic's filings noun: its names and periods ("Louisiana 2024 filings"). */
const TOPIC_KINDS = new Set<Meaning['kind']>(['value', 'year', 'month', 'quarter', 'stop']);

/**
 * Whether the plural filings noun at the cursor names only the filings a figure is taken over
 * ("Louisiana filings: highest written premium change", seventeenth pass): the noun opens the
 * question after its names (one at least), a ranking word follows it at once (no "with", "by" or verb between)
 * and a figure closes the question, with no grouping and no number. Such a question asks for the
 * one extreme figure, as "the highest written premium change in Louisiana" does, not for a list of
 * filings ("Louisiana filings with the highest ...").
 */
export function filingsAsScope(c: Cursor): boolean {
  const noun = c.tokens[c.i];
  if (!noun || !/s$/.test(noun.text)) return false;
  const before = c.tokens.slice(0, c.i);
  if (!before.every((t) => TOPIC_KINDS.has(t.meaning.kind))) return false;
  // A topic names its filings ("Louisiana filings"); "filings highest rate impact" lists them.
  if (!before.some((t) => t.meaning.kind !== 'stop')) return false;
  const order = c.tokens[c.i + 1]?.meaning;
  if (order?.kind !== 'order' || !order.top) return false;
  const rest = c.tokens.slice(c.i + 2).filter((t) => t.meaning.kind !== 'stop');
  return (
    rest.length > 0 &&
    rest.every((t) => t.meaning.kind === 'metric' && t.meaning.metric !== 'filings')
  );
}
