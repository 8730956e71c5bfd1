import type { Token } from './meaning.ts';

const SMALLEST = /^(min|minimum|smallest|lowest)$/;
const LARGEST = /^(max|maximum|largest|biggest|highest)$/;

/**
 * "filings that have a minimum change below -20%", "filings whose smallest change is lower than
 * -20", "the lowest minimum change for a policyholder" (twentieth pass): a smallest or largest
 * change said of each filing, with a threshold after it or "for a policyholder", is the filing's
 * own column (min_change, max_change: the change the policyholder most affected sees), not the
 * minimum of the filings' rate impacts. Only when the question names filings and no grouping, so
 * "carriers whose largest change was above 30%" keeps its reading (each carrier's maximum).
 * Returns the tokens, each such pair one metric token.
 */
export function readPolicyholderExtremes(tokens: readonly Token[]): Token[] {
  if (!tokens.some((t) => t.meaning.kind === 'metric' && t.meaning.metric === 'filings'))
    return [...tokens];
  if (tokens.some((t) => t.meaning.kind === 'dimension')) return [...tokens];
  const out = [...tokens];
  for (let i = 0; i + 1 < out.length; i++) {
    const word = out[i];
    const change = out[i + 1];
    const kind = word?.meaning.kind;
    if (kind !== 'aggregate' && kind !== 'order') continue;
    if (change?.meaning.kind !== 'metric' || change.text !== 'change') continue;
    const text = word?.text ?? '';
    const metric = SMALLEST.test(text) ? 'min_change' : LARGEST.test(text) ? 'max_change' : null;
    if (!metric) continue;
    let k = i + 2;
    if (out[k]?.meaning.kind === 'copula') k++;
    const threshold = out[k]?.meaning.kind === 'comparison';
    const perPolicyholder =
      out[i + 2]?.text === 'for' &&
      /^(a|any|each|the)$/.test(out[i + 3]?.text ?? '') &&
      out[i + 4]?.meaning.kind === 'metric' &&
      /^policyholder$/.test(out[i + 4]?.text ?? '');
    if (!threshold && !perPolicyholder) continue;
    const length = perPolicyholder ? 5 : 2;
    const phrase = out
      .slice(i, i + length)
      .map((t) => t.text)
      .join(' ');
    out.splice(i, length, { text: phrase, meaning: { kind: 'metric', metric } });
  }
  return out;
}
