import type { Token } from './meaning.ts';

/**
 * "filings whose filing company is Calloway Fire and Casualty", "with filing company X": the
 * company named on the filing itself (filings.filing_company), not any of the companies whose
 * rates it changes (company_rate_figures, which a filing made for several companies lists each
 * of). The vocabulary knows company names as companies; when the question says "filing company",
 * the companies it names are read on that column.
 */
export function readFilingCompany(tokens: Token[]): Token[] {
  const said = tokens.some(
    (t) => t.meaning.kind === 'dimension' && t.meaning.dimension === 'filing_company',
  );
  if (!said) return tokens;
  return tokens.map((t) =>
    t.meaning.kind === 'value' && t.meaning.dimension === 'company'
      ? { ...t, meaning: { ...t.meaning, dimension: 'filing_company' } }
      : t,
  );
}
