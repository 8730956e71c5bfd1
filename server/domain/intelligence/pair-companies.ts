import type { CompanyPair } from '#contract/intelligence/diff-report.ts';

/** A company of a filing as the pairing reads it. */
export type PairableCompany = { company: string; written_premium_for_program: number | null };

/** Spellings of the same word in company names, folded to one. */
const WORDS: Record<string, string> = {
  company: 'co',
  corporation: 'corp',
  incorporated: 'inc',
  insurance: 'ins',
  '&': 'and',
};

/**
 * A company name folded for comparison: case, spacing and punctuation ignored, and "Company",
 * "Corporation", "Incorporated", "Insurance" and "&" read as their short forms.
 */
export const foldName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[.,'’]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(' ');

const byPremium = (x: PairableCompany, y: PairableCompany) =>
  (y.written_premium_for_program ?? -1) - (x.written_premium_for_program ?? -1) ||
  x.company.localeCompare(y.company);

/**
 * Pairs the companies of filing A with those of filing B (ADR 022): first by name (folded), then
 * the filing company of A with the filing company of B, then the rest by written-premium rank
 * (largest with largest); a company left over is unmatched. Pairs follow A's order, then B's
 * unmatched companies. `filingCompany` is the whole filing's filing company ("Multiple" or
 * empty when there is none to pair by role).
 */
export function pairCompanies(
  a: { companies: readonly PairableCompany[]; filingCompany: string | null },
  b: { companies: readonly PairableCompany[]; filingCompany: string | null },
): CompanyPair[] {
  const partner = new Map<string, { b: string; rule: CompanyPair['rule'] }>();
  const takenB = new Set<string>();
  const freeB = () => b.companies.filter((c) => !takenB.has(c.company));
  const freeA = () => a.companies.filter((c) => !partner.has(c.company));
  const pair = (x: string, y: string, rule: CompanyPair['rule']) => {
    partner.set(x, { b: y, rule });
    takenB.add(y);
  };
  for (const x of a.companies) {
    const y = freeB().find((c) => foldName(c.company) === foldName(x.company));
    if (y) pair(x.company, y.company, 'name');
  }
  const roleA = freeA().find((c) => c.company === a.filingCompany);
  const roleB = freeB().find((c) => c.company === b.filingCompany);
  if (roleA && roleB) pair(roleA.company, roleB.company, 'filing-company');
  const restA = freeA().sort(byPremium);
  const restB = freeB().sort(byPremium);
  restA.forEach((x, k) => {
    const y = restB[k];
    if (y) pair(x.company, y.company, 'premium-rank');
  });
  return [
    ...a.companies.map((x): CompanyPair => {
      const p = partner.get(x.company);
      return p
        ? { a: x.company, b: p.b, rule: p.rule }
        : { a: x.company, b: null, rule: 'unmatched' };
    }),
    ...freeB().map((y): CompanyPair => ({ a: null, b: y.company, rule: 'unmatched' })),
  ];
}

/** B's company name → the name of the A company it is paired with (itself when unpaired). */
export function companyOfA(pairs: readonly CompanyPair[]): (bCompany: string) => string {
  const map = new Map(pairs.filter((p) => p.a && p.b).map((p) => [p.b as string, p.a as string]));
  return (bCompany) => map.get(bCompany) ?? bCompany;
}
