import type { Meaning, Token } from './meaning.ts';

const stop = (t: Token): Token => ({ text: t.text, meaning: { kind: 'stop' } });

const isRise = (m: Meaning | undefined): boolean => m?.kind === 'sign' && m.sign === 'increase';

/** Filler or the factor and level named on the way to the relativity ("a rating factor level"). */
const passing = (m: Meaning | undefined): boolean =>
  m?.kind === 'stop' ||
  (m?.kind === 'dimension' && (m.dimension === 'factor' || m.dimension === 'level'));

/** Whether a threshold in percent starts at `i` ("over 15 pct", "by more than 15 percent"). */
function percentThresholdAt(tokens: readonly Token[], i: number): boolean {
  let k = i;
  if (tokens[k]?.text === 'by') k++;
  const number = tokens[k + 1]?.meaning;
  const unit = tokens[k + 2]?.meaning;
  return (
    tokens[k]?.meaning.kind === 'comparison' &&
    number?.kind === 'number' &&
    (number.unit === '%' || (unit?.kind === 'unit' && unit.unit === '%'))
  );
}

/**
 * A relativity said to rise past a threshold in percent (seventeenth pass): "any factor level
 * relativity rose over 15 pct", "filings raising a rating factor level relativity by more than
 * 15 percent". A relativity is a factor near 1, never a percent, so the threshold is on the
 * level's change of relativity (rating_factor_levels.change), and the rise is that change's
 * verb, not a rate increase; the factor and level named on the way ("a rating factor level") are
 * which change, not a grouping. "relativity fell below 0.9" keeps the relativity itself; a fall
 * "by more than 15 pct" is left as it was (its threshold would have to be turned negative).
 */
export function readLevelChange(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (t?.meaning.kind !== 'metric' || t.meaning.metric !== 'relativity') continue;
    const changed: Token = { text: t.text, meaning: { kind: 'metric', metric: 'level_change' } };
    // "relativity rose over 15 pct"
    if (isRise(out[i + 1]?.meaning) && percentThresholdAt(out, i + 2)) {
      out[i] = changed;
      out[i + 1] = stop(out[i + 1] as Token);
      continue;
    }
    // "raising a rating factor level relativity by more than 15 percent"
    if (!percentThresholdAt(out, i + 1)) continue;
    let k = i - 1;
    while (k >= 0 && passing(out[k]?.meaning)) k--;
    if (k < 0 || k < i - 4 || !isRise(out[k]?.meaning)) continue;
    for (let j = k; j < i; j++) out[j] = stop(out[j] as Token);
    out[i] = changed;
  }
  return out;
}
