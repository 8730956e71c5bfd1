import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';
import { allConditions } from './reading-checks.ts';

const filler = (t: Token | undefined): boolean => t?.meaning.kind === 'stop' && t.text !== 'by';

/**
 * "the indication exceeds the rate impact by over ten points" (nineteenth pass): a comparison of
 * two figures, then "by" and a number, is the margin between them; no reading keeps a margin, so
 * the number was read as a threshold on one figure. Returns the phrase, for a warning.
 */
export function marginsNotKept(tokens: readonly Token[], intent: Intent): string[] {
  if (!allConditions(intent).some((c) => c.against)) return [];
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.meaning.kind !== 'comparison') return;
    let k = i + 1;
    while (filler(tokens[k])) k++;
    if (tokens[k]?.meaning.kind !== 'metric' || tokens[k + 1]?.text !== 'by') return;
    let n = k + 2;
    while (tokens[n]?.meaning.kind === 'comparison' || filler(tokens[n])) n++;
    const number = tokens[n];
    if (number?.meaning.kind !== 'number') return;
    out.push(
      tokens
        .slice(k + 1, n + 1)
        .map((x) => x.text)
        .join(' '),
    );
  });
  return out;
}

/** Plan tables' values a sign's pronoun may stand for: a rating factor, a coverage. */
const PLAN_VALUE = new Set(['factor', 'coverage', 'factor_level']);

/**
 * "of the filings that changed Territory, what pct lowered it?" (nineteenth pass): a sign whose
 * object is a pronoun, in a question that names a rating factor or a coverage, is said of that
 * factor's or coverage's change; read as the filing's rate impact, the answer counts other rows.
 * Returns the sign and its pronoun, for a warning.
 */
export function signsOfPronoun(tokens: readonly Token[], intent: Intent): string[] {
  const onRate = [...allConditions(intent), ...(intent.share?.conditions ?? [])].some(
    (c) => c.metric === 'rate_impact' && !c.against,
  );
  if (!onRate) return [];
  const names = tokens.some(
    (t) => t.meaning.kind === 'value' && PLAN_VALUE.has(t.meaning.dimension),
  );
  if (!names) return [];
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1]?.text ?? '';
    return t.meaning.kind === 'sign' && /^(it|them)$/.test(next) ? [`${t.text} ${next}`] : [];
  });
}
