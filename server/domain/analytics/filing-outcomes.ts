import { type RawBuilder, sql } from 'kysely';

/**
 * Disposition statuses grouped into the four outcomes the api reports. Statuses are compared
 * exactly as filed; any status not listed (Pending, Review Pending, Active Suspense, Response
 * Received, or one an import brings) counts as pending, so the four groups always add up to the
 * total.
 */
export const APPROVED_OUTCOME_STATUSES = [
  'Approved',
  'Closed-Approved',
  'Approved as Amended',
  'Closed-Received/Filed',
  'Filed',
  'Acknowledged',
  'Authorized',
  'Deemed',
] as const;
export const DISAPPROVED_OUTCOME_STATUSES = ['Disapproved', 'Rejected'] as const;
/** Closed without a decision: withdrawn by the insurer or closed for want of a response. */
export const WITHDRAWN_OUTCOME_STATUSES = ['Withdrawn', 'Closed (no response)'] as const;

export type FilingOutcome = 'approved' | 'disapproved' | 'withdrawn' | 'pending';

/** The SQL condition "the status of `alias` belongs to the outcome". */
export function outcomeCondition(alias: string, outcome: FilingOutcome): RawBuilder<boolean> {
  const status = sql.ref(`${alias}.disposition_status`);
  const inList = (values: readonly string[]) => sql<boolean>`${status} in (${sql.join(values)})`;
  if (outcome === 'approved') return inList(APPROVED_OUTCOME_STATUSES);
  if (outcome === 'disapproved') return inList(DISAPPROVED_OUTCOME_STATUSES);
  if (outcome === 'withdrawn') return inList(WITHDRAWN_OUTCOME_STATUSES);
  const decided = [
    ...APPROVED_OUTCOME_STATUSES,
    ...DISAPPROVED_OUTCOME_STATUSES,
    ...WITHDRAWN_OUTCOME_STATUSES,
  ];
  return sql<boolean>`${status} not in (${sql.join(decided)})`;
}
