import type { Token } from './meaning.ts';

/** Words between "across" and its noun: "across all coverages", "across every carrier's". */
const DETERMINER = /^(all|every|the|its|their|all the|all of the)$/;
/** Words that ask how a figure is spread over the groups: "differ across", "spread across". */
const SPREAD =
  /^(spread|spreads|distributed|distribution|split|splits|vary|varies|varied|vary|differ|differs|differed|different|breakdown|broken)$/;

/**
 * "mean permissible loss ratio across coverages", "how many filings across all carriers"
 * (twenty-first pass): a plural noun after "across" says what one figure is taken over, not a row
 * for each, when nothing else asks for rows of it: no ranking, no "which", no comparison, no
 * distinct count, no word of spread ("differ across lines", "spread across states"). The phrase
 * becomes one token that names no grouping. `sequence` holds the words no phrase placed too.
 * Returns the tokens.
 */
export function readPooledAcross(
  tokens: readonly Token[],
  sequence: readonly (Token | string)[],
): Token[] {
  const spread = sequence.some((w) => SPREAD.test(typeof w === 'string' ? w : w.text));
  const asksRows = tokens.some(
    (x) =>
      x.meaning.kind === 'order' ||
      x.meaning.kind === 'which' ||
      x.meaning.kind === 'compare' ||
      x.meaning.kind === 'distinct',
  );
  const out = [...tokens];
  if (spread || asksRows) return out;
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (t?.meaning.kind !== 'stop' || t.text !== 'across') continue;
    let k = i + 1;
    while (k < out.length && DETERMINER.test(out[k]?.text ?? '')) k++;
    const noun = out[k];
    if (noun?.meaning.kind !== 'dimension' || noun.meaning.singular) continue;
    out.splice(i, k + 1 - i, { text: `across ${noun.text}`, meaning: { kind: 'stop' } });
  }
  return out;
}
