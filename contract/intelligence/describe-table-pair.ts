import type { CompanyPair, FactorPairStatus, TableSource } from './diff-report.ts';

/** Short labels of the pair statuses, as the diff page's badges and the exports say them. */
export const TABLE_PAIR_LABELS: Record<FactorPairStatus, string> = {
  'revised-in-both': 'Revised in both',
  'not-revised-in-b': 'Not revised in B',
  'not-used-by-b': 'Not used by B',
  'not-revised-in-a': 'Not revised in A',
  'not-used-by-a': 'Not used by A',
};

/**
 * One sentence on where each side's table comes from (ADR 022): revised by the filing itself,
 * taken from the program's table in force when the filing was submitted, or absent.
 */
export function describeTablePair(pair: {
  status: FactorPairStatus;
  a: TableSource;
  b: TableSource;
}): string {
  const side = (k: 'A' | 'B', s: TableSource, used: boolean) => {
    if (s.revised) return `${k} revises it`;
    if (!used) return `${k} does not use it: no filing of ${k}'s program revises it`;
    return s.serffTrackingNumber
      ? `${k} does not revise it: ${k}'s column is the table as last filed in ${s.serffTrackingNumber}, in force when ${k} was submitted`
      : `${k} does not revise it, and no revision by ${k}'s program was in force when ${k} was submitted`;
  };
  return `${side('A', pair.a, pair.status !== 'not-used-by-a')}; ${side('B', pair.b, pair.status !== 'not-used-by-b')}.`;
}

/** How a company pair was made, as a sentence part: "matched by name". */
export function describeCompanyPair(pair: CompanyPair): string {
  switch (pair.rule) {
    case 'name':
      return 'matched by name';
    case 'filing-company':
      return 'matched by role: the filing company of each';
    case 'premium-rank':
      return 'matched by role: same rank by written premium';
    default:
      return pair.a ? 'only in A' : 'only in B';
  }
}
