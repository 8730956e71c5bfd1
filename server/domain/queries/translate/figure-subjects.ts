import { countWordBefore, directionAsCondition } from './change-direction.ts';
import { PLACED_PERIOD_KINDS, rankingForSign, type Token } from './meaning.ts';

const isFiller = (t: Token | undefined): boolean =>
  t !== undefined && (t.meaning.kind === 'stop' || t.meaning.kind === 'copula');

/** The nearest noun (a figure or a dimension) before position `i`, skipping filler and values. */
function nounBefore(tokens: readonly Token[], i: number): Token | undefined {
  for (let k = i - 1; k >= 0; k--) {
    const kind = tokens[k]?.meaning.kind;
    if (kind === 'metric' || kind === 'dimension') return tokens[k];
    if (!isFiller(tokens[k]) && kind !== 'value' && kind !== 'number' && kind !== 'which') return;
  }
  return undefined;
}

/**
 * The nearest noun after position `i` that is a base rate or a rating factor ("raised the
 * Territory factor"), skipping filler and values.
 */
function nounAfter(tokens: readonly Token[], i: number): Token | undefined {
  for (let k = i + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t?.meaning.kind === 'metric') return t.meaning.metric === 'base_rate' ? t : undefined;
    if (!isFiller(t) && t?.meaning.kind !== 'value') return undefined;
  }
  return undefined;
}

/**
 * "filings that raised the Territory factor the most", "which filings lowered the driver age
 * factor most": the sign's object is a rating factor and a ranking follows it, so the filings are
 * ranked by that factor's change (the most negative first for a cut), not by their rate impact.
 * Rewrites the tokens in place and says whether it did.
 */
function rankedFactorAfter(out: Token[], i: number, sign: 'increase' | 'decrease'): boolean {
  let at = -1;
  for (let k = i + 1; k < out.length; k++) {
    const u = out[k];
    if (u?.meaning.kind === 'dimension' && u.meaning.dimension === 'factor') at = k;
    if (at >= 0 || (!isFiller(u) && u?.meaning.kind !== 'value')) break;
  }
  const noun = out[at];
  const orderAt = out.findIndex((u, k) => k > at && u.meaning.kind === 'order');
  const found = out[orderAt];
  if (!noun || found?.meaning.kind !== 'order' || !found.meaning.top) return false;
  out[i] = { text: out[i]?.text ?? '', meaning: { kind: 'stop' } };
  out[at] = { text: noun.text, meaning: { kind: 'metric', metric: 'factor_change' } };
  out.splice(orderAt, 1);
  out.splice(at, 0, rankingForSign(found.text, found.meaning, sign));
  return true;
}

/**
 * "Dec 2023 dispositions, how many?", "how many decisions did regulators issue in 2024": the
 * question counts and places a period, and the word is not a grouping ("by dispositions"), so the
 * decided filings are counted, not the statuses.
 */
function countedInPeriod(tokens: readonly Token[], i: number): boolean {
  if (/^(by|per|each|across)$/.test(tokens[i - 1]?.text ?? '')) return false;
  const counts = tokens.some((t) => t.meaning.kind === 'count');
  const placed = tokens.some((t) => PLACED_PERIOD_KINDS.includes(t.meaning.kind));
  return counts && placed;
}

/**
 * Words whose figure is set by what they are said of (issue 22, tenth pass), read before the
 * interpreter and the checks:
 * - a sign said of rating factors or of a base rate is that factor's or base rate's own change
 *   ("the rating factors that were increased the most", "the coverage whose base rate went up
 *   most"), not the filing's rate impact;
 * - a figure's noun used as a verb before an object pronoun ("filings that change them") is a
 *   verb, not the figure;
 * - "after the change" after a figure read "after" ("base rate after the change") is when, not a
 *   second figure;
 * - "objection counts above 5" compares the letters, not a count of filings;
 * - "dispositions" and "decisions" counted are decided filings ("number of dispositions in the
 *   last year"), dated by the decision, not the different statuses.
 */
export function readFigureSubjects(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  const namesFigure = out.some(
    (t) => t.meaning.kind === 'metric' && !['filings', 'base_rate'].includes(t.meaning.metric),
  );
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (t === undefined) continue;
    const m = t.meaning;
    if (m.kind === 'sign' && !namesFigure) {
      // "raised the collision base rate the most" (eleventh pass): the sign as a verb before
      // its object, when no figure comes before it.
      const before = nounBefore(out, i);
      const filings = before?.meaning.kind === 'metric' && before.meaning.metric === 'filings';
      if (filings && rankedFactorAfter(out, i, m.sign)) continue;
      const noun = (filings ? nounAfter(out, i) : undefined) ?? before ?? nounAfter(out, i);
      const nm = noun?.meaning;
      if (nm?.kind === 'dimension' && nm.dimension === 'factor')
        out[i] = { text: t.text, meaning: { kind: 'metric', metric: 'factor_change' } };
      else if (nm?.kind === 'metric' && nm.metric === 'base_rate' && noun) {
        out[i] = { text: t.text, meaning: { kind: 'stop' } };
        const at = out.indexOf(noun);
        out[at] = { text: noun.text, meaning: { kind: 'metric', metric: 'base_rate_change' } };
        // "raised the base rate the most": ranked as "the largest base rate change".
        // "lowered the most": the most negative change.
        const orderAt = out.findIndex((u, k) => k > Math.min(at, i) && u.meaning.kind === 'order');
        const found = out[orderAt];
        if (found?.meaning.kind === 'order' && found.meaning.top) {
          const order = rankingForSign(found.text, found.meaning, m.sign);
          out[orderAt] = order;
          if (at > i && orderAt > at) {
            out.splice(orderAt, 1);
            out.splice(at, 0, order);
          }
        } else {
          // "how many filings raised the Hurricane base rate": the change above zero.
          const kept = directionAsCondition(out, at, { text: t.text, sign: m.sign });
          if (kept) out.splice(0, out.length, ...kept);
        }
      }
      continue;
    }
    // "objection counts above 5": the figure is what is counted and compared.
    if (
      m.kind === 'metric' &&
      m.metric !== 'filings' &&
      out[i + 1]?.meaning.kind === 'count' &&
      /^counts?$/.test(out[i + 1]?.text ?? '') &&
      out.slice(i + 2).find((x) => x.meaning.kind !== 'stop')?.meaning.kind === 'comparison'
    ) {
      let end = i + 2;
      while (out[end]?.meaning.kind === 'stop') end++;
      out.splice(i + 1, end - i - 1);
      continue;
    }
    // Not "number of filings it is on" (fifteenth pass): the noun a count word counts is no verb.
    if (
      m.kind === 'metric' &&
      /^(them|it)$/.test(out[i + 1]?.text ?? '') &&
      out[i - 1]?.meaning.kind !== 'count'
    ) {
      out[i] = { text: t.text, meaning: { kind: 'stop' } };
      continue;
    }
    if (
      m.kind === 'metric' &&
      /^change$/.test(t.text) &&
      out[i - 1]?.text === 'the' &&
      / after$/.test(out[i - 2]?.text ?? '')
    ) {
      out[i] = { text: t.text, meaning: { kind: 'stop' } };
      continue;
    }
    if (
      m.kind === 'dimension' &&
      m.dimension === 'disposition_status' &&
      /^(dispositions|decisions)$/.test(t.text) &&
      (out[i - 1]?.meaning.kind === 'count' || countedInPeriod(out, i) || countWordBefore(out, i))
    )
      out[i] = { text: t.text, meaning: { kind: 'date-field', field: 'disposition_date' } };
  }
  return out;
}
