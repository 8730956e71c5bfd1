import { type RawBuilder, sql } from 'kysely';
import { APPROVED_OUTCOME_STATUSES } from '#server/domain/analytics/filing-outcomes.ts';

/** Today as YYYY-MM-DD (UTC), the default day "took effect" is judged on. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/**
 * A filing "took effect" when its disposition is one under which the rates are in force
 * (approved, approved as amended, filed, acknowledged, authorized, deemed...: the approved
 * outcome of the analytics) and its effective date for new business is known and not after
 * `asOf`. Withdrawn, disapproved, closed-without-response and pending filings never took
 * effect; an approved filing effective later has not taken effect yet. The SQL function
 * `filing_took_effect` (migration 140) holds the same definition for views and queries.
 */
export function tookEffect(status: string, effectiveDate: string | null, asOf: string): boolean {
  return (
    (APPROVED_OUTCOME_STATUSES as readonly string[]).includes(status) &&
    effectiveDate !== null &&
    effectiveDate <= asOf
  );
}

/** The SQL condition "the whole filing `alias` took effect on or before `asOf` (a date)". */
export function tookEffectCondition(alias: string, asOf: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`public.filing_took_effect(${sql.ref(`${alias}.disposition_status`)}, ${sql.ref(`${alias}.effective_date_new`)}, ${asOf})`;
}

/** Statuses of a filing closed without its rates taking effect, that a later filing may refile. */
export const REFILED_STATUSES: readonly string[] = ['Withdrawn', 'Disapproved'];

/** A later filing of the same program is a refiling when submitted within this many days. */
export const REFILING_WINDOW_DAYS = 365;
