import type { Token } from './meaning.ts';

/** Flags of a filing said as a verb phrase ("take effect on approval", "took effect"). */
const FLAGS = new Set(['on_approval', 'took_effect']);

/**
 * "What percentage of Brightwater's filings take effect on approval?" (nineteenth pass): a share
 * of the filings, then at once a flag said as a verb phrase (or a share right before the flag, the
 * filings named before it), is the part the share counts, as "are
 * approved" is after a copula. The copula the share reads its part after is put before the flag,
 * when the question has none after the share. Returns the tokens.
 */
export function readShareFlagPart(tokens: readonly Token[]): Token[] {
  const share = tokens.findIndex((t) => t.meaning.kind === 'share');
  if (share < 0) return [...tokens];
  if (tokens.slice(share).some((t) => t.meaning.kind === 'copula')) return [...tokens];
  let k = share + 1;
  const isFlag = (t: Token | undefined) =>
    t?.meaning.kind === 'value' && FLAGS.has(t.meaning.dimension);
  while (
    (tokens[k]?.meaning.kind === 'value' && !isFlag(tokens[k])) ||
    tokens[k]?.meaning.kind === 'stop'
  )
    k++;
  // "of the Brightwater filings, what proportion become effective on approval": the filings
  // named before the share, the flag after it.
  const noun = tokens[k]?.meaning;
  const filings = noun?.kind === 'metric' && noun.metric === 'filings';
  const at = filings ? k + 1 : k;
  const flag = tokens[at]?.meaning;
  if (flag?.kind !== 'value' || !FLAGS.has(flag.dimension)) return [...tokens];
  if (!filings && !tokens.slice(0, share).some((t) => t.meaning.kind === 'metric'))
    return [...tokens];
  const out = [...tokens];
  out.splice(at, 0, { text: 'are', meaning: { kind: 'copula' } });
  return out;
}
