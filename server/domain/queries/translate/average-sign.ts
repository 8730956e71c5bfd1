import type { Metric, Token } from './meaning.ts';

const SKIP = new Set(['stop', 'copula']);

/**
 * "rating factors that on average were decreased", "carriers that lowered rates on average"
 * (twenty-first pass): a direction said with "on average" is a condition on the average, below
 * (or above) zero, as "whose average change is below zero" reads; the direction alone was dropped.
 * Only when groups are named in the plural.
 * The figure is the one named right after the direction ("lowered rates"), else a factor's change
 * when rating factors are named, else the rate impact. Returns the tokens.
 */
export function readAverageSign(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  const average = out.findIndex((t) => t.text === 'on average' && t.meaning.kind === 'aggregate');
  if (average < 0) return out;
  const near = (from: number, step: 1 | -1): number => {
    let k = from + step;
    while (k >= 0 && k < out.length && SKIP.has(out[k]?.meaning.kind ?? '')) k += step;
    return k;
  };
  const after = near(average, 1);
  const before = near(average, -1);
  const at =
    out[after]?.meaning.kind === 'sign'
      ? after
      : out[before]?.meaning.kind === 'sign'
        ? before
        : -1;
  const sign = out[at];
  if (sign?.meaning.kind !== 'sign') return out;
  if (out.some((t) => t.meaning.kind === 'comparison' || t.meaning.kind === 'order')) return out;
  // Only of groups named in the plural ("carriers that ..."): "how much did rates go up on
  // average" asks for the average itself.
  if (!out.some((t) => t.meaning.kind === 'dimension' && !t.meaning.singular)) return out;
  const named = out[at + 1];
  const factors = out.some(
    (t) => t.meaning.kind === 'dimension' && t.meaning.dimension === 'factor',
  );
  const metric: Metric =
    named?.meaning.kind === 'metric'
      ? named.meaning.metric
      : factors
        ? 'factor_change'
        : 'rate_impact';
  const condition: Token[] = [
    { text: 'on average', meaning: { kind: 'aggregate', aggregate: 'avg' } },
    {
      text: named?.meaning.kind === 'metric' ? named.text : 'change',
      meaning: { kind: 'metric', metric },
    },
    {
      text: sign.text,
      meaning: { kind: 'comparison', op: sign.meaning.sign === 'increase' ? '>' : '<' },
    },
    { text: '0', meaning: { kind: 'number', value: 0 } },
  ];
  const from = Math.min(average, at);
  const to = at > average ? at + (named?.meaning.kind === 'metric' ? 1 : 0) : average;
  out.splice(from, to + 1 - from, ...condition);
  return out;
}
