import type { Intent } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/** Figures that are changes: said in the plural, each is an event a question can count. */
const CHANGE_METRICS = new Set<Metric>([
  'rate_impact',
  'factor_change',
  'level_change',
  'base_rate_change',
]);

/** "most" alone: how many, not how large ("the largest changes" ranks by size). */
const MOST_WORD = /^(the )?most$/;

/**
 * "Which two factors show up most in rating factor changes?", "the carriers with the most rate
 * changes" (twentieth pass): "most" with a change said in the plural, and no aggregate word, ranks
 * the groups by how many changes they have, not by the changes' average size. The filings with a
 * change of each group are counted. Only when a grouping is asked and the ranking's figure is the
 * only one shown. Changes the intent in place and returns the tokens as the checks should see them
 * (the changes counted), or undefined.
 */
export function mostChangesCounted(tokens: readonly Token[], intent: Intent): Token[] | undefined {
  if (intent.groupBy.length === 0 || intent.measures.length !== 1) return undefined;
  const [measure] = intent.measures;
  const ranked = intent.order?.measure;
  if (!measure || !ranked || ranked !== measure) return undefined;
  if (measure.aggregate !== 'avg' || !CHANGE_METRICS.has(measure.metric)) return undefined;
  if (tokens.some((t) => t.meaning.kind === 'aggregate' || t.meaning.kind === 'count'))
    return undefined;
  const mostAt = tokens.findIndex((t) => t.meaning.kind === 'order' && MOST_WORD.test(t.text));
  if (mostAt < 0) return undefined;
  const changes = tokens.findIndex(
    (t, k) =>
      k > mostAt &&
      t.meaning.kind === 'metric' &&
      t.meaning.metric === measure.metric &&
      /changes$/.test(t.text),
  );
  if (changes < 0) return undefined;
  const between = tokens.slice(mostAt + 1, changes);
  if (!between.every((t) => ['stop', 'dimension', 'value'].includes(t.meaning.kind)))
    return undefined;
  const counted = { aggregate: 'count' as const, metric: 'filings' as const };
  intent.measures = [counted];
  intent.order = {
    ...intent.order,
    direction: intent.order?.direction ?? 'desc',
    measure: counted,
  };
  return tokens.map((t, k) => (k === changes ? { text: t.text, meaning: { kind: 'stop' } } : t));
}
