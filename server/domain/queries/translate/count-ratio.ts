import type { Intent } from './intent.ts';
import type { Token, ValueDimension } from './meaning.ts';

/** Words that ask for one count over another. */
const RATIO_WORD = /^(ratio|ratios|divided)$/i;

/**
 * "What is the ratio of Rate/Rule filings to Rate filings?", "Rate/Rule count divided by Rate
 * count" (sixteenth pass): a ratio word, a count of filings, and two values of one dimension (the
 * first the part, the second what it is divided by) are one figure, the filings with the first
 * value per filing with the second. Only when that is all the question asks: no other figure, no
 * share, no third value; a grouping by another dimension gives each group's ratio. The ratio word (and "by" after
 * "divided") is then read, so it is taken out of the words left over. In place; true when read.
 */
export function countRatio(
  sequence: (Token | string)[],
  unplaced: string[],
  intent: Intent,
): boolean {
  const at = sequence.findIndex((p) => typeof p === 'string' && RATIO_WORD.test(p));
  // "how many Rate/Rule filings are there per filing of type Rate": "per filing" before the second.
  const perAt = sequence.findIndex((p) => typeof p !== 'string' && p.meaning.kind === 'per-filing');
  if (at < 0 && perAt < 0) return false;
  // "approval ratio", "loss ratio": a word before "ratio" names which ratio; not two counts.
  const before = sequence[at - 1];
  // "prior approval : file and use ratio", "rate-only : rule-only filing ratio" (twenty-third
  // pass): the two values themselves (and the filings noun) name the ratio's two counts.
  const isToken = (p: Token | string | undefined): p is Token =>
    p !== undefined && typeof p !== 'string';
  const filingsNoun =
    isToken(before) && before.meaning.kind === 'metric' && before.meaning.metric === 'filings';
  const value = filingsNoun ? sequence[at - 2] : before;
  const pairNamed =
    at === sequence.length - 1 &&
    isToken(value) &&
    value.meaning.kind === 'value' &&
    isToken(sequence[at - (filingsNoun ? 3 : 2)]);
  if (
    at >= 0 &&
    !pairNamed &&
    /^ratios?$/i.test(sequence[at] as string) &&
    before !== undefined &&
    (typeof before === 'string' ||
      !(
        before.meaning.kind === 'which' ||
        before.meaning.kind === 'copula' ||
        (before.meaning.kind === 'stop' && /^(the|a|an|what|is)$/i.test(before.text))
      ))
  )
    return false;
  // "the ratio of Rate/Rule filings to Rate filings": no figure named is a count of the filings.
  const [measure, ...others] =
    intent.measures.length > 0 || at < 0
      ? intent.measures
      : [{ aggregate: 'count' as const, metric: 'filings' as const }];
  if (!measure || others.length > 0) return false;
  if (measure.aggregate !== 'count' || measure.metric !== 'filings') return false;
  if (measure.filters || measure.conditions || measure.per) return false;
  if (intent.share || intent.over || intent.limit !== undefined) return false;
  const pairs = [...intent.filters].filter(([, values]) => values.length === 2);
  if (pairs.length !== 1) return false;
  const [dimension, values] = pairs[0] as [ValueDimension, string[]];
  const [part, whole] = values as [string, string];
  if (at < 0) {
    // "per filing" must stand between the two values: "X filings per filing of type Y".
    const where = (value: string) =>
      sequence.findIndex(
        (p) =>
          typeof p !== 'string' &&
          p.meaning.kind === 'value' &&
          p.meaning.dimension === dimension &&
          p.meaning.value === value,
      );
    if (!(where(part) < perAt && perAt < where(whole))) return false;
    // Without a ratio word, no grouping either: "per" may have been read another way.
    if (intent.groupBy.some((d) => d !== dimension)) return false;
  }
  intent.filters.delete(dimension);
  intent.groupBy = intent.groupBy.filter((d) => d !== dimension);
  intent.measures = [
    { ...measure, filters: new Map([[dimension, [part]]]), per: new Map([[dimension, [whole]]]) },
  ];
  if (intent.order && !intent.order.date) intent.order = undefined;
  if (at < 0) return true;
  const word = sequence[at] as string;
  sequence[at] = { text: word, meaning: { kind: 'stop' } };
  unplaced.splice(unplaced.indexOf(word), 1);
  // "divided by": the "by" is no grouping.
  const by = sequence[at + 1];
  if (/^divided$/i.test(word) && by !== undefined) {
    const text = typeof by === 'string' ? by : by.text;
    if (/^by$/i.test(text)) {
      sequence[at + 1] = { text, meaning: { kind: 'stop' } };
      if (typeof by === 'string') unplaced.splice(unplaced.indexOf(by), 1);
    }
  }
  return true;
}
