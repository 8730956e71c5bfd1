/**
 * The definitions of every headline figure, population and date basis, in words. One module for
 * the dashboards' hover/focus help, the population chip, the brief's scope lines and
 * docs/analytics-definitions.md (a test checks the document quotes every text here). Pure data
 * of the contract: the web app shows it, the server writes it into briefs. Keyed by the
 * contract's populations and date bases, so a new one without its words does not compile.
 */
import type { DateBasis, Population } from '#contract/filings/filter-fields.ts';

export const POPULATION_LABELS = {
  rate_changes: 'Approved or effective rate changes',
  all: 'All filings',
} as const satisfies Record<Population, string>;

export const POPULATION_DEFINITIONS = {
  rate_changes:
    'Filings whose outcome is approved (Approved, Closed-Approved, Approved as Amended, Closed-Received/Filed, Filed, Acknowledged, Authorized, Deemed: approved or in effect) and whose overall rate impact is set and not 0 %. Withdrawn, disapproved and pending filings, and form or rule filings with no rate change, are left out.',
  all: 'Every filing matching the filters, whatever its outcome (withdrawn, disapproved and pending included) and whatever its rate impact (0 % and form filings included).',
} as const satisfies Record<Population, string>;

export const DATE_BASIS_LABELS = {
  effective: 'by effective date',
  submitted: 'by submitted date',
  disposition: 'by disposition date',
} as const satisfies Record<DateBasis, string>;

export const DATE_BASIS_DEFINITIONS = {
  effective:
    'The date range and the months of a trend are read on the effective date for new business.',
  submitted:
    'The date range and the months of a trend are read on the date the filing was submitted.',
  disposition:
    'The date range and the months of a trend are read on the disposition date (filings not yet decided have none and fall outside any range).',
} as const satisfies Record<DateBasis, string>;

/** Headline figures, keyed as the dashboards name them. */
export const FIGURE_DEFINITIONS = {
  totalFilings: 'Filings: whole filings (one SERFF tracking number each) in the population.',
  premiumWeightedRateImpact:
    'Rate impact (premium-weighted): Σ(overall rate impact × written premium for the program) / Σ written premium, over filings of the population having a rate impact and a written premium above 0 (n shown); the plain mean when none has a premium.',
  averageRateImpact:
    'Average rate impact: the plain mean of the overall rate impact over filings of the population having both a rate impact and an indicated change — the same filings as the average indicated change.',
  averageIndicatedChange:
    'Average indicated change: the plain mean of the overall indicated change over the same filings as the average rate impact (both figures set).',
  totalWrittenPremiumChange:
    'Written premium change: the sum of the filings’ written premium change for the program, in US dollars.',
  totalWrittenPremiumForProgram:
    'Written premium: the sum of the filings’ written premium for the program, in US dollars.',
  totalPolicyholdersAffected:
    'Policyholders affected: the sum of the filings’ policyholders (often vehicles) affected.',
  averageDaysToApproval:
    'Days to approval: days from submission to disposition, over approved filings only (n shown); mean and median.',
  averageDaysToDisposition:
    'Days to disposition: days from submission to disposition over every decided filing — approved, disapproved or withdrawn (n shown). Only with the population “All filings” does it differ from days to approval.',
  outcomes:
    'Outcomes: approved, disapproved (Disapproved, Rejected), withdrawn (Withdrawn, Closed (no response)) and pending (any other status); under the default population only approved filings remain.',
  topListMinFilings:
    'Top lists leave out entries with fewer filings than the minimum shown (5 by default); n beside each figure is the number of filings it is taken over.',
} as const;

export type FigureKey = keyof typeof FIGURE_DEFINITIONS;

/** The short scope every dashboard and brief states, e.g. "Approved or effective rate changes · by effective date". */
export function populationScopeLabel(population: Population, dateBasis: DateBasis): string {
  return `${POPULATION_LABELS[population]} · ${DATE_BASIS_LABELS[dateBasis]}`;
}
