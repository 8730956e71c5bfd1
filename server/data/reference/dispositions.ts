import { APPROVED_OUTCOME_STATUSES } from '#server/domain/analytics/filing-outcomes.ts';
import type { ReviewRegime } from './review-regimes.ts';

/** Disposition statuses and how often they close a filing, per state per the facts. */
export type Outcome = readonly [status: string, weight: number];

/**
 * How a closed filing ends, by class, with weights per state and review regime. DATASET-FACTS
 * ("Outcome rates"): Texas about 7% disapproved and 7% withdrawn; New York about 12% disapproved;
 * California rejected plus withdrawn close to 40%. Elsewhere: prior-approval states disapprove
 * and see withdrawals more often than file-and-use states, whose filings mostly close as "Filed"
 * or "Acknowledged" (NAIC SERFF disposition statistics, state DOI annual reports).
 */
export type OutcomeClass = 'approved' | 'filed' | 'withdrawn' | 'disapproved';
type ClassWeights = readonly (readonly [OutcomeClass, number])[];

const BY_STATE: Record<string, ClassWeights> = {
  TX: [
    ['approved', 40],
    ['filed', 46],
    ['withdrawn', 7],
    ['disapproved', 7],
  ],
  NY: [
    ['approved', 77],
    ['withdrawn', 11],
    ['disapproved', 12],
  ],
  CA: [
    ['approved', 60],
    ['withdrawn', 24],
    ['disapproved', 16],
  ],
};

const BY_REGIME: Record<ReviewRegime, ClassWeights> = {
  'prior approval': [
    ['approved', 88],
    ['withdrawn', 7],
    ['disapproved', 5],
  ],
  'file and use': [
    ['approved', 46],
    ['filed', 46],
    ['withdrawn', 6],
    ['disapproved', 2],
  ],
  'use and file': [
    ['approved', 24],
    ['filed', 70],
    ['withdrawn', 5],
    ['disapproved', 1],
  ],
  flex: [
    ['approved', 64],
    ['filed', 27],
    ['withdrawn', 6],
    ['disapproved', 3],
  ],
};

export function outcomeClasses(state: string, regime: ReviewRegime): ClassWeights {
  return BY_STATE[state] ?? BY_REGIME[regime];
}

/** The disposition statuses of each outcome class, with weights. */
export const STATUSES_BY_CLASS: Readonly<Record<OutcomeClass, readonly Outcome[]>> = {
  approved: [
    ['Approved', 78],
    ['Closed-Approved', 12],
    ['Approved as Amended', 6],
    ['Authorized', 2],
    ['Deemed', 2],
  ],
  filed: [
    ['Filed', 55],
    ['Acknowledged', 25],
    ['Closed-Received/Filed', 20],
  ],
  withdrawn: [
    ['Withdrawn', 88],
    ['Closed (no response)', 12],
  ],
  disapproved: [['Disapproved', 1]],
};

export const PENDING_STATUSES: Outcome[] = [
  ['Pending', 40],
  ['Review Pending', 25],
  ['Active Suspense', 12],
  ['Response Received', 23],
];

/** The statuses that approve a filing: the api's "approved" outcome (filing-outcomes.ts). */
export const APPROVED_STATUSES: ReadonlySet<string> = new Set(APPROVED_OUTCOME_STATUSES);

/** Filing types with weights; rule/form filings and many rate/rule refreshes move rates 0%. */
export const FILING_TYPES: readonly Outcome[] = [
  ['Rate/Rule', 46],
  ['Rate', 26],
  ['Rule', 11],
  ['Form/Rate/Rule', 10],
  ['Form', 7],
];
