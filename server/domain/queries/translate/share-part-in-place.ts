import type { Intent } from './intent.ts';
import type { Token, ValueDimension } from './meaning.ts';

/** Words around the part: filler, "to" ("went to Ohio"), "filed" ("filed in OH"). */
const PASSED = new Set(['stop', 'dimension', 'range', 'date-field']);

/** Nouns a share can be of: the filings, the review assignments. */
const WHOLE_NOUN = new Set(['filings', 'reviews']);

/**
 * "percentage of Calloway filings in the homeowners line", "what percent of Sterling Oak filings
 * went to Ohio", "share of reviewer assignments in the secondary role" (twenty-second pass): a
 * share word, then the noun it is of, then a name said with a preposition or a verb, no "were"
 * between: the names after the noun are the part, those before it name the whole. Read only when
 * the reading has no figure (it would list the filings) or only the count of the noun, and no
 * share. Sets `share` and the share measure; true when it applied.
 */
export function sharePartInPlace(tokens: readonly Token[], intent: Intent): boolean {
  if (intent.share || intent.groupBy.length > 0 || intent.conditions.length > 0) return false;
  const counted = intent.measures.every(
    (m) => m.aggregate === 'count' && WHOLE_NOUN.has(m.metric) && !m.filters && !m.conditions,
  );
  if (!counted || intent.measures.length > 1) return false;
  const shareAt = tokens.findIndex((t) => t.meaning.kind === 'share');
  if (shareAt < 0) return false;
  // "as a share of all filings": the share phrase holds its noun.
  const inPhrase = /\b(filings|reviews)$/.exec(tokens[shareAt]?.text.toLowerCase() ?? '')?.[1];
  const nounAt = inPhrase
    ? shareAt
    : tokens.findIndex(
        (t, i) => i > shareAt && t.meaning.kind === 'metric' && WHOLE_NOUN.has(t.meaning.metric),
      );
  if (nounAt < 0) return false;
  const nounMetric = inPhrase ?? metricOf(tokens[nounAt]);
  // Only names and filler between the share word and its noun ("of Calloway Auto and Home Group").
  const between = tokens.slice(shareAt + 1, nounAt);
  if (!between.every((t) => t.meaning.kind === 'stop' || t.meaning.kind === 'value')) return false;
  // "to" that opens a range of dates is not a place ("went to Ohio" is).
  if (intent.dates.length > 0) return false;
  const before = tokens.slice(0, shareAt);
  // "Secondary reviews as a proportion of all reviews in NY": the names before the share word,
  // said of the same noun, are the part; those after the noun name the whole.
  const partBefore = before.some((t) => t.meaning.kind === 'value');
  if (partBefore && !samePartBefore(before, nounMetric)) return false;
  const after = tokens.slice(nounAt + 1);
  // "were", "are": the part is said as usual, which the interpreter reads.
  if (after.some((t) => t.meaning.kind === 'copula')) return false;
  const part = new Map<ValueDimension, string[]>();
  // "texas secondary reviews as a % of all texas reviews": a name said on both sides is the whole's.
  const wholeValues = new Set(tokens.slice(shareAt + 1).flatMap(namedValues));
  const said = (t: Token) => namedValues(t).some((v) => wholeValues.has(v));
  for (const t of partBefore ? before.filter((b) => !said(b)) : after) {
    if (t.meaning.kind === 'value') {
      const values = part.get(t.meaning.dimension) ?? [];
      part.set(t.meaning.dimension, [...values, t.meaning.value]);
    } else if (!partBefore && !PASSED.has(t.meaning.kind)) return false;
  }
  if (partBefore && !after.every((t) => t.meaning.kind === 'value' || PASSED.has(t.meaning.kind)))
    return false;
  if (part.size === 0) return false;
  // Every filter on a part's dimension must be the part itself; checked before any is moved.
  for (const [d, values] of part)
    if ((intent.filters.get(d) ?? []).some((v) => !values.includes(v))) return false;
  for (const d of part.keys()) intent.filters.delete(d);
  const metric = nounMetric === 'reviews' ? 'reviews' : 'filings';
  intent.share = { filters: part, conditions: [] };
  intent.measures = [
    { aggregate: 'share', metric: 'filings' },
    ...(metric === 'reviews' ? [{ aggregate: 'count' as const, metric: 'reviews' as const }] : []),
  ];
  return true;
}

/** Names, then the share's own noun, then filler: "Secondary reviews as a". */
function samePartBefore(before: readonly Token[], noun: string | undefined): boolean {
  const kinds = before.map((t) => t.meaning.kind);
  const nounAt = kinds.lastIndexOf('metric');
  if (nounAt < 1 || noun === undefined || metricOf(before[nounAt]) !== noun) return false;
  return (
    before.slice(0, nounAt).every((t) => t.meaning.kind === 'value' || t.meaning.kind === 'stop') &&
    before.slice(nounAt + 1).every((t) => t.meaning.kind === 'stop')
  );
}

function metricOf(token: Token | undefined): string | undefined {
  return token?.meaning.kind === 'metric' ? token.meaning.metric : undefined;
}

function namedValues(token: Token): string[] {
  return token.meaning.kind === 'value' ? [token.meaning.value] : [];
}
