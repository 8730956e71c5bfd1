import type { Comparison, Token } from './meaning.ts';

/** A condition on each group's share of its filings, in percent. */
export type ShareThreshold = { op: Comparison; value: number };

/**
 * "states where more than 30% of filings were withdrawn": a percentage of the filings, with groups
 * as the subject and a "were" naming the part, is a condition on each group's share, not a rate
 * impact above 30% (ninth pass). Returns the tokens with the comparison and the number replaced by
 * a share word, and the condition; or the tokens unchanged. `kept` has no stop words.
 */
export function shareThreshold(kept: readonly Token[]): {
  tokens: Token[];
  threshold?: ShareThreshold;
} {
  for (let i = 1; i < kept.length - 2; i++) {
    const cmp = kept[i]?.meaning;
    const number = kept[i + 1]?.meaning;
    if (cmp?.kind !== 'comparison' || number?.kind !== 'number') continue;
    const unit = kept[i + 2]?.meaning;
    // "30% of" is read as one share word; "30 %" and "30%" as a number with its unit.
    const shareWord = unit?.kind === 'share';
    const percentInNumber = number.unit === '%';
    if (!shareWord && !percentInNumber && !(unit?.kind === 'unit' && unit.unit === '%')) continue;
    const filingsAt = percentInNumber ? i + 2 : i + 3;
    const filings = kept[filingsAt]?.meaning;
    if (filings?.kind !== 'metric' || filings.metric !== 'filings') continue;
    const part = kept.slice(filingsAt + 1).some((t) => t.meaning.kind === 'copula');
    const groups = kept
      .slice(0, i)
      .some((t) => t.meaning.kind === 'dimension' && !t.meaning.singular);
    if (!part || !groups) continue;
    const word = shareWord ? kept[i + 2] : undefined;
    const share: Token = word ?? { text: 'share', meaning: { kind: 'share' } };
    return {
      tokens: [...kept.slice(0, i), share, ...kept.slice(filingsAt)],
      threshold: { op: cmp.op, value: number.value },
    };
  }
  return { tokens: [...kept] };
}
