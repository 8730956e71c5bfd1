import { buildIntentSql } from './build-intent-sql.ts';
import { interpretTokens } from './interpret-tokens.ts';
import type { Vocabulary } from './load-vocabulary.ts';
import { tokenizeQuestion } from './tokenize-question.ts';

export type ParsedQuestion = { ok: true; sql: string } | { ok: false; failReason: string };

export const SUGGESTED_PHRASING =
  'Try a phrasing such as "average rate impact by state for homeowners in 2024", ' +
  '"top 5 carriers by number of filings in CA" or "filings in NY with rate impact above 10%".';

/** The offline translator: places every word of the question, then writes SQL for it. */
export function parseQuestion(text: string, vocabulary: Vocabulary): ParsedQuestion {
  if (!text.trim()) return { ok: false, failReason: `Type a question. ${SUGGESTED_PHRASING}` };
  const { tokens, unplaced } = tokenizeQuestion(text, vocabulary);
  if (unplaced.length > 0) {
    const words = unplaced.map((w) => `"${w}"`).join(', ');
    return {
      ok: false,
      failReason: `I could not place ${unplaced.length === 1 ? 'the word' : 'the words'} ${words}. Name a carrier, company, state, line, status, filing type, reviewer or period, and a measure (number of filings, average or median rate impact, written premium change, days to approval, policyholders affected). ${SUGGESTED_PHRASING}`,
    };
  }
  if (!tokens.some((t) => t.meaning.kind !== 'stop' && t.meaning.kind !== 'which')) {
    return {
      ok: false,
      failReason: `The question names nothing I can look up. ${SUGGESTED_PHRASING}`,
    };
  }
  return { ok: true, sql: buildIntentSql(interpretTokens(tokens)) };
}
