import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

const AGENT_WORD = /^(by|from)$/;

/**
 * "Number of personal auto filings by carriers other than Brightwater and Harrowgate" (issue 22,
 * twenty-third pass): "by" says who made the filings, and the negation right after the group's
 * noun says which of them are left out; the count is one figure, not one row per carrier. Drops
 * such a grouping when the same dimension is excluded. Changes the intent in place; true when it
 * applied.
 */
export function agentOtherThan(tokens: readonly Token[], intent: Intent): boolean {
  let applied = false;
  for (let i = 2; i + 1 < tokens.length; i++) {
    const [filings, agent, group, negation] = [
      tokens[i - 2],
      tokens[i - 1],
      tokens[i],
      tokens[i + 1],
    ];
    if (group?.meaning.kind !== 'dimension' || negation?.meaning.kind !== 'not') continue;
    // "filings by carrier other than X" keeps its grouping: "by carrier" is the idiom of one.
    if (group.meaning.singular) continue;
    if (filings?.meaning.kind !== 'metric' || filings.meaning.metric !== 'filings') continue;
    if (!agent || !AGENT_WORD.test(agent.text)) continue;
    const dimension = group.meaning.dimension;
    const at = intent.groupBy.indexOf(dimension);
    if (at < 0 || ![...intent.exclusions.keys()].some((d) => d === dimension)) continue;
    intent.groupBy.splice(at, 1);
    applied = true;
  }
  return applied;
}
