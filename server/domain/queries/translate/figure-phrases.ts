import type { Token } from './meaning.ts';

/** What may follow "after" as a period: "rate after 2024", "after March", "after 1/1/2025". */
const PERIOD_AFTER: ReadonlySet<string> = new Set([
  'year',
  'month',
  'quarter',
  'half',
  'date',
  'relative',
  'last',
]);

/**
 * Figures written as two phrases (issue 22, sixth pass), joined before the question is read:
 * "the change in the collision base rate" and "base rates changed" are the base rate's change;
 * "the median number of days ... to approve" is the median of the days, not a count; "percent
 * approved" is a share; "policyholders affected summing to above 5000" is the total compared.
 */

/** A total named after its figure and before a comparison: "summing to", "adds up to". */
const TRAILING_TOTAL =
  /^(summing|summing to|sums to|add up to|adds up to|adding up to|added up|totaling|totalling)$/;

const STOP = (t: Token | undefined) => t?.meaning.kind === 'stop' || t?.meaning.kind === 'copula';
/** Words that may stand between a base rate and its change: "of the", "collision", "average %". */
const BETWEEN = new Set(['stop', 'copula', 'value', 'unit', 'aggregate']);

/** The index of a "change" token within three placed words of `i`, on either side. */
function changeNear(tokens: Token[], i: number): number | undefined {
  for (const step of [1, -1]) {
    for (let j = i + step, seen = 0; j >= 0 && j < tokens.length && seen < 4; j += step, seen++) {
      const t = tokens[j];
      if (t?.meaning.kind === 'metric' && t.meaning.metric === 'factor_change') return j;
      if (!t || !BETWEEN.has(t.meaning.kind)) break;
    }
  }
  return undefined;
}

export function joinFigurePhrases(tokens: Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    const total = out[i + 1];
    if (
      t?.meaning.kind === 'metric' &&
      total?.meaning.kind === 'aggregate' &&
      total.meaning.aggregate === 'sum' &&
      TRAILING_TOTAL.test(total.text) &&
      out[i + 2]?.meaning.kind === 'comparison'
    ) {
      // "policyholders affected summing to above 5000": "total policyholders affected above 5000".
      out[i] = total;
      out[i + 1] = t;
      continue;
    }
    // "written-premium impact", "premium effect" (twenty-first pass): the premium's change, one
    // figure, as "premium impact" is; not the premium and the rate impact beside it.
    const effect = out[i + 1];
    if (
      t?.meaning.kind === 'metric' &&
      t.meaning.metric === 'written_premium' &&
      effect?.meaning.kind === 'metric' &&
      effect.meaning.metric === 'rate_impact' &&
      /^(impact|impacts|effect|effects)$/.test(effect.text)
    ) {
      out.splice(i, 2, {
        text: `${t.text} ${effect.text}`,
        meaning: { kind: 'metric', metric: 'written_premium_change' },
      });
      continue;
    }
    // "average rate after 2024" (twenty-third pass): "after" opens a period, and the rate is the
    // rate impact; "rate after" is a base rate only when no period follows it.
    if (
      t?.meaning.kind === 'metric' &&
      t.meaning.metric === 'base_rate' &&
      /^rates? after$/.test(t.text) &&
      out[i + 1] !== undefined &&
      PERIOD_AFTER.has(out[i + 1]?.meaning.kind ?? 'stop')
    ) {
      out.splice(
        i,
        1,
        { text: t.text.replace(/ after$/, ''), meaning: { kind: 'metric', metric: 'rate_impact' } },
        { text: 'after', meaning: { kind: 'range', word: 'after' } },
      );
      continue;
    }
    // "base rate after the change": after it changed, the rate itself (tenth pass).
    if (t?.meaning.kind === 'metric' && t.meaning.metric === 'base_rate' && / after$/.test(t.text))
      continue;
    if (t?.meaning.kind === 'metric' && t.meaning.metric === 'base_rate') {
      const j = changeNear(out, i);
      const change = j === undefined ? undefined : out[j];
      if (j !== undefined && change) {
        out[i] = { ...t, meaning: { kind: 'metric', metric: 'base_rate_change' } };
        out[j] = { ...change, meaning: { kind: 'stop' } };
      }
    }
    // "percent approved by carrier": the share of the filings with the value that follows.
    if (
      t?.meaning.kind === 'unit' &&
      /^(percent|percentage|pct)$/.test(t.text) &&
      out[i - 1]?.meaning.kind !== 'number' &&
      out.slice(i + 1).find((x) => !STOP(x))?.meaning.kind === 'value'
    )
      out[i] = { ...t, meaning: { kind: 'share' } };
    // "median number of days", "average number of policyholders": the count word is not a count.
    if (t?.meaning.kind === 'count' && /^number of$/.test(t.text)) {
      let k = i - 1;
      while (k > 0 && STOP(out[k])) k--;
      const before = out[k];
      const next = out[i + 1];
      const figure =
        (next?.meaning.kind === 'unit' && next.meaning.unit === 'days') ||
        (next?.meaning.kind === 'metric' &&
          next.meaning.metric !== 'filings' &&
          next.meaning.metric !== 'reviews');
      if (before?.meaning.kind === 'aggregate' && before.meaning.aggregate !== 'sum' && figure) {
        out[i] = { ...t, meaning: { kind: 'stop' } };
        // "median number of days a filing takes to approve": the days are the figure named later.
        const later = out.findIndex(
          (x, k) =>
            k > i + 1 && x.meaning.kind === 'metric' && x.meaning.metric === 'days_to_approval',
        );
        const days = out[i + 1];
        const figureLater = out[later];
        if (days?.meaning.kind === 'unit' && figureLater) {
          out[i + 1] = { ...days, meaning: figureLater.meaning };
          out[later] = { ...figureLater, meaning: { kind: 'stop' } };
        }
      }
    }
  }
  return out;
}
