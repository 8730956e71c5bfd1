import type { Token, ValueDimension } from './meaning.ts';

/** Attributes a share's part may be when no "were"/"are" says it, in the order tried. */
const PART_ATTRIBUTES: readonly ValueDimension[] = [
  'took_effect',
  'on_approval',
  'approval_type',
  'filing_type',
];
/** Flags of the filing: a part only when said after the share word. */
const FLAGS = new Set<ValueDimension>(['took_effect', 'on_approval']);

/**
 * The attribute a share with no part said counts (twenty-first pass). "Use and File: proportion of
 * filings that took effect", "of the Use & File filings, what pct went into effect": the attribute
 * said after the share word is the part, and the one said before it names the filings the share is
 * of. A flag ("took effect", "on approval") is the part only after the share word; with no
 * attribute after it, the regime or the filing type is the part, as before.
 */
export function sharePartAttribute(
  kept: readonly Token[],
  has: (dimension: ValueDimension) => boolean,
): ValueDimension | undefined {
  const shareAt = kept.findIndex((t) => t.meaning.kind === 'share');
  const saidAfter = (dimension: ValueDimension) =>
    kept.some(
      (t, i) => i > shareAt && t.meaning.kind === 'value' && t.meaning.dimension === dimension,
    );
  const after = PART_ATTRIBUTES.find((d) => has(d) && shareAt >= 0 && saidAfter(d));
  return after ?? PART_ATTRIBUTES.find((d) => has(d) && !FLAGS.has(d));
}
