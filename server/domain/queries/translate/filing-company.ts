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
  if (!said) return filedByCompany(tokens);
  return tokens.map((t) =>
    t.meaning.kind === 'value' && t.meaning.dimension === 'company'
      ? { ...t, meaning: { ...t.meaning, dimension: 'filing_company' } }
      : t,
  );
}

/**
 * "filings filed by the company Calloway Indemnity Company" (nineteenth pass): the company a
 * filing was filed by is the one named on it (filings.filing_company), the verb said right before
 * the name (past "by", "the" and the word "company"); the rate figures' companies are the ones
 * whose rates change. Only that name is read so.
 */
function filedByCompany(tokens: Token[]): Token[] {
  const out = [...tokens];
  tokens.forEach((t, i) => {
    if (!/^(filed|submitted)$/.test(t.text) || tokens[i + 1]?.text !== 'by') return;
    let k = i + 2;
    while (
      tokens[k]?.text === 'the' ||
      (tokens[k]?.meaning.kind === 'dimension' && /^company$/.test(tokens[k]?.text ?? ''))
    )
      k++;
    const name = tokens[k];
    if (name?.meaning.kind !== 'value' || name.meaning.dimension !== 'company') return;
    out[k] = { ...name, meaning: { ...name.meaning, dimension: 'filing_company' } };
  });
  return out;
}
