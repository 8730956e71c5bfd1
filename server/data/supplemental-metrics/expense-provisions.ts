import type { LineKind } from '#server/data/reference/lines-of-business.ts';

/** The line of a sub-TOI as expense and trend figures are published for it. */
export type LineGroup =
  | 'personal auto'
  | 'homeowners'
  | 'dwelling fire'
  | 'umbrella'
  | 'commercial auto'
  | 'workers compensation';

/** The line group of a sub-TOI ("19.0001 ..." is personal auto), by its TOI; else by kind. */
export function lineGroupOf(subToi: string, kind: LineKind): LineGroup {
  const toi = subToi.slice(0, 3);
  if (toi === '19.') return 'personal auto';
  if (toi === '04.') return 'homeowners';
  if (toi === '01.') return 'dwelling fire';
  if (toi === '17.') return 'umbrella';
  if (toi === '20.') return 'commercial auto';
  if (toi === '16.') return 'workers compensation';
  return kind === 'home' ? 'homeowners' : 'personal auto';
}

/**
 * Underwriting expense provision (commission and brokerage, other acquisition, general expense,
 * taxes, licenses and fees; loss adjustment expense excluded, as rate indications load it with
 * the losses) and underwriting profit provision, as percentages of premium: a mean across
 * companies and the spread between them (direct writers low, agency writers high).
 *
 * Sources: NAIC, Report on Profitability by Line by State (annual; countrywide direct expense
 * ratios by line: private passenger auto about 23-26%, homeowners 28-32%, commercial auto 28-31%,
 * workers' compensation 22-26% of direct premium earned); the Insurance Expense Exhibit
 * (NAIC Annual Statement) for the split by expense type; profit and contingency provisions as
 * filed rate indications show them (NCCI and state rate hearings for workers' compensation,
 * where investment income often makes the provision negative; larger provisions for
 * catastrophe-exposed property and for umbrella, whose results are volatile).
 */
export type ExpenseProvision = {
  expense: { mean: number; sd: number };
  profit: { mean: number; sd: number };
};

export const EXPENSE_PROVISIONS: Readonly<Record<LineGroup, ExpenseProvision>> = {
  'personal auto': { expense: { mean: 24.5, sd: 2.4 }, profit: { mean: 3.5, sd: 1.2 } },
  homeowners: { expense: { mean: 30.5, sd: 2.2 }, profit: { mean: 6.5, sd: 1.6 } },
  'dwelling fire': { expense: { mean: 33.5, sd: 2.2 }, profit: { mean: 6, sd: 1.5 } },
  umbrella: { expense: { mean: 31, sd: 2.5 }, profit: { mean: 9, sd: 2 } },
  'commercial auto': { expense: { mean: 29.5, sd: 2.2 }, profit: { mean: 5, sd: 1.5 } },
  'workers compensation': { expense: { mean: 24, sd: 2.2 }, profit: { mean: 1, sd: 2 } },
};
