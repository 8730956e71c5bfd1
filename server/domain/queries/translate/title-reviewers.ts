import type { Token } from './meaning.ts';

/**
 * "Which Senior Rate Analysts reviewed Acme filings?" (twenty-first pass): a reviewer's title said
 * in the plural right after "which", with no noun after it, asks for the reviewers who hold it, as
 * "which reviewers titled Senior Rate Analyst" does; a reviewers noun is put after the title.
 * Elsewhere ("filings reviewed by senior rate analysts", "what do rate analysts earn"), in the
 * singular or before a noun ("senior rate analyst reviews"), it stays as it was. Returns the tokens.
 */
export function readTitlesAsReviewers(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    out.push(t);
    const m = t.meaning;
    if (m.kind !== 'value' || m.dimension !== 'reviewer_title') return;
    const plural = /s$/.test(t.text) && !/s$/i.test(m.value);
    const next = tokens[i + 1]?.meaning.kind;
    const asked = tokens[i - 1]?.meaning.kind === 'which';
    if (!plural || !asked || next === 'dimension' || next === 'metric') return;
    out.push({
      text: 'reviewers',
      meaning: { kind: 'dimension', dimension: 'reviewer', singular: false },
    });
  });
  return out;
}
