import type { Intent } from './intent.ts';
import { normalizePhrase } from './load-vocabulary.ts';
import { isSupplemental, type Metric, type Token } from './meaning.ts';
import { allConditions } from './reading-checks.ts';

/** Figures the plan tables hold per coverage: base rates and the supplemental metrics. */
const isPerCoverage = (metric: Metric): boolean =>
  metric === 'base_rate' || metric === 'base_rate_change' || isSupplemental(metric);

/**
 * "the liability base rate after exceeds 2000", "what permissible loss ratio is typical for
 * Liability" (nineteenth pass): a name read as another value (the line Other Liability) that is
 * also a coverage, in a reading that measures or compares a figure held per coverage: the
 * coverage may be meant. `shadowed` maps a normalised name to its coverage (load-vocabulary.ts).
 * Returns the names, for a warning.
 */
export function coveragesReadAsOther(
  tokens: readonly Token[],
  intent: Intent,
  shadowed: ReadonlyMap<string, string> | undefined,
): string[] {
  if (!shadowed || shadowed.size === 0) return [];
  const figures = [
    ...intent.measures.map((m) => m.metric),
    ...allConditions(intent).map((c) => c.metric),
    ...(intent.order?.measure ? [intent.order.measure.metric] : []),
    ...(intent.order?.metric ? [intent.order.metric] : []),
  ];
  if (!figures.some(isPerCoverage)) return [];
  if (intent.filters.has('coverage')) return [];
  return tokens
    .filter(
      (t) =>
        t.meaning.kind === 'value' &&
        t.meaning.dimension !== 'coverage' &&
        shadowed.has(normalizePhrase(t.text)),
    )
    .map((t) => t.text);
}

/**
 * "the average permissible loss ratio for the Liability coverage", "for coverage liability"
 * (nineteenth pass): a name another value holds (the line Other Liability), said right beside the
 * word "coverage", is the coverage of that name. `shadowed` maps a normalised name to its coverage
 * (load-vocabulary.ts). Returns the tokens, the name read as the coverage.
 */
export function readNamedCoverage(
  tokens: readonly Token[],
  shadowed: ReadonlyMap<string, string> | undefined,
): Token[] {
  const isCoverageNoun = (t: Token | undefined) =>
    t?.meaning.kind === 'dimension' && t.meaning.dimension === 'coverage';
  return tokens.map((t, i) => {
    const coverage = shadowed?.get(normalizePhrase(t.text));
    if (!coverage || t.meaning.kind !== 'value' || t.meaning.dimension === 'coverage') return t;
    if (!isCoverageNoun(tokens[i + 1]) && !isCoverageNoun(tokens[i - 1])) return t;
    return { ...t, meaning: { kind: 'value', dimension: 'coverage', value: coverage } };
  });
}
