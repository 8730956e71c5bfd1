import type { Token } from './meaning.ts';

/** The values of filings.rate_change_type a sign word names. */
const TYPE_OF_SIGN = { increase: 'Increase', decrease: 'Decrease' } as const;

const isLink = (t: Token | undefined): boolean =>
  t !== undefined &&
  (t.meaning.kind === 'copula' ||
    (t.meaning.kind === 'comparison' && t.meaning.op === '=') ||
    (t.meaning.kind === 'stop' && /^(is|of|was)$/.test(t.text)));

const typeValue = (t: Token): Token | undefined =>
  t.meaning.kind === 'sign'
    ? {
        text: t.text,
        meaning: {
          kind: 'value',
          dimension: 'rate_change_type',
          value: TYPE_OF_SIGN[t.meaning.sign],
        },
      }
    : undefined;

/**
 * "whose rate change type is Increase", "rate change type is not Increase" (nineteenth pass): the
 * column named, a link ("is", "="), maybe a negation, then a sign word is that value of the
 * column (filings.rate_change_type), no grouping by it and no sign of the rate impact (a filing
 * with no change is neither). The sixteenth pass read the column with the sign right after it.
 */
export function readRateChangeType(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const m = out[i]?.meaning;
    if (m?.kind !== 'dimension' || m.dimension !== 'rate_change_type' || !m.singular) continue;
    let k = i + 1;
    if (!isLink(out[k])) continue;
    while (isLink(out[k])) k++;
    if (out[k]?.meaning.kind === 'not') k++;
    const sign = out[k];
    const value = sign ? typeValue(sign) : undefined;
    if (!value) continue;
    out[i] = { text: out[i]?.text ?? '', meaning: { kind: 'stop' } };
    // "= Decrease": the sign of equality links like "is" (a share reads its part after it).
    for (let j = i + 1; j < k; j++) {
      const link = out[j];
      if (link?.meaning.kind === 'comparison')
        out[j] = { text: link.text, meaning: { kind: 'copula' } };
    }
    out[k] = value;
  }
  return out;
}

/** Words that ask for one count over another ("ratio", "divide ... by"). */
const RATIO = /^(ratio|ratios|divide|divided)$/i;

/**
 * "Ratio of increase filings to decrease filings", "homeowners increase:decrease ratio"
 * (nineteenth pass): in a question that asks for a ratio, an increase and a decrease named as
 * nouns are the two rate change types whose filings are counted one over the other (count-ratio.ts
 * reads two values of one dimension), not two signs of the rate impact that no filing has at once.
 * `words` are the question's words, an unplaced one as a string.
 */
export function readSignsInRatio(tokens: readonly Token[], words: (Token | string)[]): Token[] {
  const asked = words.some((w) => RATIO.test(typeof w === 'string' ? w : w.text));
  if (!asked) return [...tokens];
  const signs = tokens.filter(
    (t) => t.meaning.kind === 'sign' && /^(increase|decrease)s?$/.test(t.text),
  );
  const kinds = new Set(signs.map((t) => (t.meaning.kind === 'sign' ? t.meaning.sign : '')));
  if (signs.length !== 2 || kinds.size !== 2) return [...tokens];
  return tokens.map((t) => (signs.includes(t) ? (typeValue(t) ?? t) : t));
}
