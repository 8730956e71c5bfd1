import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/**
 * A count asked for ("how many filings list four underwriting companies", "number of filings with
 * 4 companies") whose reading keeps only the first N rows, N a number of the question, though
 * nothing in the question ranks (no "top", "most", "highest", "latest"): the number was read as a
 * list's length, but a count asks for no list, and the number most likely says how many of
 * something each filing has (seventeenth pass). Returns the number as written.
 */
export function countLimitedWithoutRanking(tokens: readonly Token[], intent: Intent): string[] {
  if (intent.limit === undefined) return [];
  if (!tokens.some((t) => t.meaning.kind === 'count')) return [];
  if (!intent.measures.some((m) => m.aggregate === 'count' || m.aggregate === 'distinct'))
    return [];
  if (tokens.some((t) => t.meaning.kind === 'order' || t.meaning.kind === 'recent')) return [];
  const number = tokens.find(
    (t) => t.meaning.kind === 'number' && t.meaning.value === intent.limit,
  );
  return number ? [number.text] : [];
}
