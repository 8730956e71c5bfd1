import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/** Verbs that ask for rows to be listed. */
const LIST_VERB = /^(list|show|display|pull|give)$/;

/**
 * "list the filings where Tradesman ... has rate figures" (nineteenth pass): the question opens
 * with a verb of listing and the filings noun, but the reading gives one figure for all of them
 * (an average, a total, an extreme) with no row per anything. Returns the words, for a warning.
 */
export function listAskedOneFigure(tokens: readonly Token[], intent: Intent): string[] {
  if (intent.groupBy.length > 0 || intent.measures.length === 0) return [];
  if (intent.measures.some((m) => m.aggregate === 'count' || m.aggregate === 'share')) return [];
  const verb = tokens.findIndex((t) => t.meaning.kind === 'stop' && LIST_VERB.test(t.text));
  if (verb < 0) return [];
  let k = verb + 1;
  while (tokens[k]?.meaning.kind === 'stop' && !LIST_VERB.test(tokens[k]?.text ?? '')) k++;
  const noun = tokens[k];
  if (noun?.meaning.kind !== 'metric' || noun.meaning.metric !== 'filings') return [];
  if (!/s$/.test(noun.text)) return [];
  return [`${tokens[verb]?.text} ${noun.text}`];
}

/**
 * "Across companies and filings, what permissible loss ratio is typical" (nineteenth pass):
 * "across" before a plural noun joined with the filings ("across carriers and filings") says what
 * the figure is taken over, all of them together: the filings are no grouping, so neither is the
 * noun beside them. "across states" alone stays one row per state (tenth pass). Returns "across
 * <noun>" when the reading gave a row per value of it.
 */
export function acrossReadAsGroups(tokens: readonly Token[], intent: Intent): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.text !== 'across') return;
    const next = tokens[i + 1];
    const m = next?.meaning;
    if (m?.kind !== 'dimension' || m.singular) return;
    const joined = tokens[i + 2]?.text === 'and' || tokens[i + 2]?.meaning.kind === 'range';
    const filings = tokens[i + 3]?.meaning;
    if (!joined || filings?.kind !== 'metric' || filings.metric !== 'filings') return;
    if (intent.groupBy.includes(m.dimension)) out.push(`across ${next?.text}`);
  });
  return out;
}
