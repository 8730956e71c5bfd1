import type { Token } from './meaning.ts';

/**
 * A direction said of a plan figure with no ranking (nineteenth pass): "how many filings raised
 * the Hurricane base rate", "number of filings where the hurricane base rate went up". The sign is
 * which filings are counted (the figure's change above or below zero), not a figure to average
 * beside the count. `noun` is the index of the figure's change (already read as such), `sign` the
 * direction. Returns the tokens with a comparison with zero after the figure, or undefined when
 * the question ranks (a top order word), names an aggregate ("average base rate increase"),
 * compares with a number ("by more than 25%") or counts nothing.
 */
export function directionAsCondition(
  tokens: readonly Token[],
  noun: number,
  sign: { text: string; sign: 'increase' | 'decrease' },
): Token[] | undefined {
  // "what percentage of Collision base rates went down" (twentieth pass): a share counts too.
  const counts = tokens.some((t) => t.meaning.kind === 'count' || t.meaning.kind === 'share');
  const aggregates = tokens.some((t) => t.meaning.kind === 'aggregate');
  const ranks = tokens.some((t) => t.meaning.kind === 'order');
  // "raised the Collision base rate by more than 25%": the threshold says how much.
  const compares = tokens.some((t) => t.meaning.kind === 'comparison');
  if (!counts || aggregates || ranks || compares) return undefined;
  const out = [...tokens];
  out.splice(
    noun + 1,
    0,
    { text: sign.text, meaning: { kind: 'comparison', op: sign.sign === 'increase' ? '>' : '<' } },
    { text: '0', meaning: { kind: 'number', value: 0 } },
  );
  return out;
}

/**
 * Whether the noun at `i` is what a count word counts (nineteenth pass): "count of homeowners
 * dispositions per year", the nearest word before it, past names, is the count word.
 */
export function countWordBefore(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (tokens[k]?.meaning.kind === 'value') k--;
  return tokens[k]?.meaning.kind === 'count';
}

/**
 * "what filing has the deepest min_change" (nineteenth pass): depth is a fall, so "deepest" with
 * no sign word near it ranks the lowest value first; "the deepest cut", "deepest rate decrease"
 * keep their sign's reading (the sign turns the ranking). Returns the tokens, "deepest" turned.
 */
export function readDepth(tokens: readonly Token[]): Token[] {
  if (tokens.some((t) => t.meaning.kind === 'sign')) return [...tokens];
  return tokens.map((t) =>
    t.meaning.kind === 'order' && t.text === 'deepest'
      ? { ...t, meaning: { ...t.meaning, direction: 'asc' } }
      : t,
  );
}
