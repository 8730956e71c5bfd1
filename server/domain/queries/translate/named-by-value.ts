import type { Token } from './meaning.ts';

/** Participles after which "by" names who did it ("reviewed by"), not a grouping. */
const AGENT_VERB =
  /^(reviewed|handled|assigned|examined|worked|done|filed|submitted|written|sent|signed)$/;

/** Value dimensions that name a dimension's members: a reviewer by title or role. */
const NAMES: Readonly<Record<string, readonly string[]>> = {
  reviewer: ['reviewer', 'reviewer_title', 'role'],
};

/**
 * "filings reviewed by reviewers titled Rate Analyst", "filed by the carrier Sentinel": after an
 * agent's "by", a dimension followed (through "titled", "named", "is") or preceded by one of its
 * own values is those members, a filter, not one row per member (ninth pass). `i` is the
 * dimension's index.
 */
export function namedByValue(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (t?.meaning.kind !== 'dimension') return false;
  const dimension = t.meaning.dimension;
  const names = (m: Token['meaning'] | undefined) =>
    m?.kind === 'value' &&
    (m.dimension === dimension || (NAMES[dimension] ?? []).includes(m.dimension));
  let before = i - 1;
  // "reviewed by secondary reviewers": the value before the dimension names them.
  const valueBefore = names(tokens[before]?.meaning);
  if (valueBefore) before--;
  while (before >= 0 && /^(the|a|an)$/.test(tokens[before]?.text ?? '')) before--;
  if (tokens[before]?.text !== 'by' || !AGENT_VERB.test(tokens[before - 1]?.text ?? ''))
    return false;
  if (valueBefore) return true;
  let j = i + 1;
  if (tokens[j]?.meaning.kind === 'copula') j++;
  return names(tokens[j]?.meaning);
}
