import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/**
 * Readings that compete with the one answered, found in the seventh pass of issue 22 (see
 * eval/README.md): each is a note for the warning, so the answer is given below the confidence at
 * which the page and the evaluation read it as sure. Each check reads the shape of the question
 * and the intent, not particular wordings, and each has a quiet side (tested as such).
 */

const spoken = (dimension: string) => dimension.replaceAll('_', ' ');

/** Words that say one row per value outright: "by state", "per carrier", "for each line". */
const EXPLICIT_GROUPING = /^(by|per|each|for each|broken out by|split by|broken down by)$/;

/**
 * A grouping by a dimension whose values are also left out, named with "every" or "all" rather
 * than "by" or "each" ("average for every state except FL"): one figure over the rest competes.
 */
function groupedWithExclusion(tokens: Token[], intent: Intent): string | undefined {
  for (const [dimension, values] of intent.exclusions) {
    if (!intent.groupBy.some((d) => d === dimension)) continue;
    const at = tokens.findIndex(
      (t) => t.meaning.kind === 'dimension' && t.meaning.dimension === dimension,
    );
    if (at >= 0 && EXPLICIT_GROUPING.test(tokens[at - 1]?.text ?? '')) continue;
    // "carriers besides Harrowgate: how many filings each": "each" at the end says it outright.
    if (at >= 0 && EXPLICIT_GROUPING.test(tokens.at(-1)?.text ?? '')) continue;
    return `I gave one row for each ${spoken(dimension)} except ${values.join(', ')}; one figure over all the others may be meant`;
  }
  return undefined;
}

/** Words that set two things side by side ("vs", "compare"); a bare comparative is read elsewhere. */
const COMPARE_WORD = /^(compare|compared|comparing|comparison|vs|versus|against)$/;

/**
 * A comparison of which only one side became part of the answer ("Harrowgate compared with the
 * industry", "compare auto rate impact against ..."): one figure, where two were asked for. Quiet
 * when the answer has one row per group, several figures, or a figure set against another.
 */
function oneSidedComparison(tokens: Token[], intent: Intent): string | undefined {
  const word = tokens.find((t) => t.meaning.kind === 'compare' && COMPARE_WORD.test(t.text));
  if (!word) return undefined;
  if (intent.groupBy.length > 0 || intent.measures.length > 1) return undefined;
  if ([...intent.conditions, ...(intent.share?.conditions ?? [])].some((c) => c.against))
    return undefined;
  if (intent.measures.length === 0 && intent.order === undefined) return undefined;
  return `I found only one side of "${word.text}": the answer is one figure, not two set side by side`;
}

/** Ordering words that name no quantity of their own ("highest", "top"); "most" counts. */
const FIGURELESS_ORDER =
  /^(top|highest|lowest|largest|biggest|smallest|greatest|best|worst|bottom)$/;

/**
 * A ranking with no figure named ("which state is highest", "top 5 carriers in Texas"): the
 * number of filings is ranked by default, where another figure may be meant.
 */
function rankedByDefault(tokens: Token[], intent: Intent): string | undefined {
  const ranked = intent.order?.measure;
  if (ranked?.aggregate !== 'count' || ranked.metric !== 'filings') return undefined;
  const named = tokens.some(
    (t) =>
      t.meaning.kind === 'metric' ||
      t.meaning.kind === 'count' ||
      t.meaning.kind === 'sign' ||
      t.meaning.kind === 'distinct' ||
      t.meaning.kind === 'share',
  );
  const order = tokens.find((t) => t.meaning.kind === 'order');
  if (named || !order || !FIGURELESS_ORDER.test(order.text)) return undefined;
  return `I ranked by the number of filings, since no figure was named after "${order.text}"; another figure may be meant`;
}

/**
 * A number of distinct rating factors or levels where the question names no "distinct",
 * "different" or "unique" ("how many rating factors did Calloway change"): each filing changes
 * its own factors, so the number of changes (one per filing and factor) competes (ninth pass).
 */
function distinctFactorsUnasked(tokens: Token[], intent: Intent): string | undefined {
  const measure = intent.measures.find(
    (m) => m.aggregate === 'distinct' && (m.dimension === 'factor' || m.dimension === 'level'),
  );
  if (!measure || tokens.some((t) => t.meaning.kind === 'distinct')) return undefined;
  const what = measure.dimension === 'factor' ? 'rating factors' : 'factor levels';
  return `I counted the different ${what}; the number of changes to them (one per filing) may be meant`;
}

/** The readings of this pass that compete with the answer, as notes for the warning. */
export function partialReadings(tokens: Token[], intent: Intent, subToiLines: string[]): string[] {
  const out = [
    groupedWithExclusion(tokens, intent),
    oneSidedComparison(tokens, intent),
    rankedByDefault(tokens, intent),
    distinctFactorsUnasked(tokens, intent),
  ].filter((note): note is string => note !== undefined);
  for (const phrase of subToiLines)
    out.push(`I read "${phrase}" as the sub-TOI; the whole line it belongs to may be meant`);
  return out;
}
