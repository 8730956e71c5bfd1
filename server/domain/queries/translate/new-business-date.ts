import type { Token } from './meaning.ts';

const NEW_BUSINESS = /^new[- ]business$/;

/**
 * "a new-business effective date", "new business effective date" (nineteenth pass): the filings'
 * effective date for new business (effective_date_new) named in full, not a rating factor the
 * words happen to look like ("Business Use", matched loosely). Right before the effective date,
 * the words are part of its name. Returns the tokens, those words as filler.
 */
export function readNewBusinessDate(tokens: readonly Token[]): Token[] {
  return tokens.map((t, i) => {
    const next = tokens[i + 1]?.meaning;
    const dated = next?.kind === 'date-field' && next.field === 'effective_date_new';
    return dated && NEW_BUSINESS.test(t.text) ? { text: t.text, meaning: { kind: 'stop' } } : t;
  });
}
