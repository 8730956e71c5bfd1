import type { Intent } from './intent.ts';
import type { Dimension, Token } from './meaning.ts';

/** Words that end a question and spread its figure over the groups it names. */
const DISTRIBUTIVE = /^(each|apiece)$/;

/**
 * "carriers besides Harrowgate: how many filings each": a trailing "each" spreads the figure over
 * the plural dimension the question names (one row per carrier). The dimension, when the question
 * names exactly one plural dimension and the reading groups by nothing; otherwise undefined.
 */
export function distributiveDimension(tokens: Token[], intent: Intent): Dimension | undefined {
  const last = tokens.at(-1);
  if (!last || !DISTRIBUTIVE.test(last.text)) return undefined;
  if (intent.groupBy.length > 0 || intent.measures.length === 0) return undefined;
  const plural = new Set<Dimension>();
  for (const t of tokens)
    if (t.meaning.kind === 'dimension' && !t.meaning.singular) plural.add(t.meaning.dimension);
  const [only, ...others] = [...plural];
  return others.length === 0 ? only : undefined;
}
