import { APPROVED_OUTCOME_STATUSES } from '#server/domain/analytics/filing-outcomes.ts';

/** Disposition statuses and how often they close a filing, per state per the facts. */
export type Outcome = readonly [status: string, weight: number];

const CLOSED_DEFAULT: Outcome[] = [
  ['Approved', 52],
  ['Closed-Approved', 9],
  ['Approved as Amended', 4],
  ['Closed-Received/Filed', 7],
  ['Filed', 10],
  ['Acknowledged', 4],
  ['Authorized', 2],
  ['Deemed', 2],
  ['Withdrawn', 5],
  ['Disapproved', 2],
  ['Closed (no response)', 1],
];

const CLOSED_BY_STATE: Record<string, Outcome[]> = {
  TX: [
    ['Approved', 28],
    ['Closed-Approved', 6],
    ['Filed', 30],
    ['Acknowledged', 12],
    ['Approved as Amended', 3],
    ['Closed-Received/Filed', 7],
    ['Withdrawn', 7],
    ['Disapproved', 7],
  ],
  NY: [
    ['Approved', 55],
    ['Approved as Amended', 8],
    ['Closed-Approved', 8],
    ['Deemed', 4],
    ['Withdrawn', 11],
    ['Disapproved', 12],
    ['Closed (no response)', 2],
  ],
  CA: [
    ['Approved', 48],
    ['Approved as Amended', 10],
    ['Closed-Approved', 2],
    ['Withdrawn', 24],
    ['Disapproved', 16],
  ],
};

export const PENDING_STATUSES: Outcome[] = [
  ['Pending', 40],
  ['Review Pending', 25],
  ['Active Suspense', 12],
  ['Response Received', 23],
];

/** The statuses that approve a filing: the api's "approved" outcome (filing-outcomes.ts). */
export const APPROVED_STATUSES: ReadonlySet<string> = new Set(APPROVED_OUTCOME_STATUSES);

export function closedOutcomes(state: string): readonly Outcome[] {
  return CLOSED_BY_STATE[state] ?? CLOSED_DEFAULT;
}

/** Filing types with weights; rule/form filings and many rate/rule refreshes move rates 0%. */
export const FILING_TYPES: readonly Outcome[] = [
  ['Rate/Rule', 46],
  ['Rate', 26],
  ['Rule', 11],
  ['Form/Rate/Rule', 10],
  ['Form', 7],
];
