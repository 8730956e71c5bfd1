import type { Token } from './meaning.ts';

/**
 * "factors revised by over thirty different filings", "states with more than 20 separate
 * filings" (twentieth pass): "different" between a number and the filings says only that each
 * filing counts once, which a count of filings does anyway; read as a count of different values
 * it left the number to another figure ("a rate impact above 30"). The word is read as filler.
 */
export function readDistinctFilings(tokens: readonly Token[]): Token[] {
  return tokens.map((t, i) => {
    const before = tokens[i - 1]?.meaning;
    const after = tokens[i + 1]?.meaning;
    const counted =
      t.meaning.kind === 'distinct' &&
      before?.kind === 'number' &&
      after?.kind === 'metric' &&
      after.metric === 'filings';
    return counted ? { text: t.text, meaning: { kind: 'stop' } } : t;
  });
}
