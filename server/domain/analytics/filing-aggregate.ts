import { type RawBuilder, sql } from 'kysely';
import { outcomeCondition } from './filing-outcomes.ts';

/** Figures over a set of whole filings (see FilingAggregate in proto/ratefiling/v1/analytics.proto). */
export type FilingAggregate = {
  totalFilings: number;
  averageRateImpact: number;
  premiumWeightedRateImpact: number;
  averageIndicatedChange: number;
  totalWrittenPremiumChange: number;
  totalWrittenPremiumForProgram: number;
  averageWrittenPremiumChange: number;
  averageWrittenPremiumForProgram: number;
  totalPolicyholdersAffected: number;
  averageDaysToApproval: number;
  medianDaysToApproval: number;
  totalObjections: number;
  approvedFilings: number;
  disapprovedFilings: number;
  withdrawnFilings: number;
  pendingFilings: number;
  averageDaysToDisposition: number;
  medianDaysToDisposition: number;
  daysToApprovalFilings: number;
  daysToDispositionFilings: number;
  rateAndIndicationFilings: number;
  premiumWeightedFilings: number;
};

/** The row shape `filingAggregateColumns` selects (numbers; null where no filing had a value). */
export type FilingAggregateRow = {
  total_filings: number;
  average_rate_impact: number | null;
  premium_weighted_rate_impact: number | null;
  average_indicated_change: number | null;
  total_written_premium_change: number | null;
  total_written_premium_for_program: number | null;
  average_written_premium_change: number | null;
  average_written_premium_for_program: number | null;
  total_policyholders_affected: number | null;
  average_days_to_approval: number | null;
  median_days_to_approval: number | null;
  total_objections: number | null;
  approved_filings: number;
  disapproved_filings: number;
  withdrawn_filings: number;
  pending_filings: number;
  average_days_to_disposition: number | null;
  median_days_to_disposition: number | null;
  days_to_approval_filings: number;
  days_to_disposition_filings: number;
  rate_and_indication_filings: number;
  premium_weighted_filings: number;
};

/**
 * The premium-weighted mean of a rate column: Σ(rate × written premium) / Σ written premium
 * over rows having both, falling back to the plain mean when no row has a premium.
 */
export function premiumWeighted(rate: RawBuilder<unknown>, premium: RawBuilder<unknown>) {
  return sql<number | null>`coalesce(
    sum(${rate} * ${premium}) filter (where ${rate} is not null and ${premium} > 0)
      / nullif(sum(${premium}) filter (where ${rate} is not null and ${premium} > 0), 0),
    avg(${rate}))`;
}

/**
 * Whole filings decided (approved, disapproved or withdrawn) with a disposition date and days:
 * the filings days to disposition is taken over.
 */
export function disposedCondition(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.days_to_approval`)} is not null and ${sql.ref(`${alias}.disposition_date`)} is not null and not ${outcomeCondition(alias, 'pending')})`;
}

/** Approved whole filings with a disposition date and days: days to approval is over them. */
export function approvedWithDaysCondition(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${disposedCondition(alias)} and ${outcomeCondition(alias, 'approved')})`;
}

/** Whole filings with both a rate impact and an indicated change (the two plain means). */
export function rateAndIndicationCondition(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.overall_rate_impact`)} is not null and ${sql.ref(`${alias}.overall_indicated_change`)} is not null)`;
}

/** The select list of a FilingAggregate over whole filings aliased `alias` (one row each). */
export function filingAggregateColumns(alias: string): RawBuilder<unknown> {
  const c = (name: string) => sql.ref(`${alias}.${name}`);
  const disposed = disposedCondition(alias);
  const approved = approvedWithDaysCondition(alias);
  const both = rateAndIndicationCondition(alias);
  const weighted = sql`${c('overall_rate_impact')} is not null and ${c('overall_written_premium')} > 0`;
  const outcome = (name: Parameters<typeof outcomeCondition>[1]) =>
    sql`count(*) filter (where ${outcomeCondition(alias, name)})::int`;
  return sql`count(*)::int as total_filings,
    avg(${c('overall_rate_impact')}) filter (where ${both}) as average_rate_impact,
    ${premiumWeighted(c('overall_rate_impact'), c('overall_written_premium'))} as premium_weighted_rate_impact,
    avg(${c('overall_indicated_change')}) filter (where ${both}) as average_indicated_change,
    sum(${c('overall_written_premium_change')}) as total_written_premium_change,
    sum(${c('overall_written_premium')}) as total_written_premium_for_program,
    avg(${c('overall_written_premium_change')}) as average_written_premium_change,
    avg(${c('overall_written_premium')}) as average_written_premium_for_program,
    sum(${c('overall_policyholders_affected')})::float8 as total_policyholders_affected,
    avg(${c('days_to_approval')}) filter (where ${approved})::float8 as average_days_to_approval,
    percentile_cont(0.5) within group (order by ${c('days_to_approval')}) filter (where ${approved}) as median_days_to_approval,
    avg(${c('days_to_approval')}) filter (where ${disposed})::float8 as average_days_to_disposition,
    percentile_cont(0.5) within group (order by ${c('days_to_approval')}) filter (where ${disposed}) as median_days_to_disposition,
    count(*) filter (where ${approved})::int as days_to_approval_filings,
    count(*) filter (where ${disposed})::int as days_to_disposition_filings,
    count(*) filter (where ${both})::int as rate_and_indication_filings,
    count(*) filter (where ${weighted})::int as premium_weighted_filings,
    sum(${c('objection_count')})::int as total_objections,
    ${outcome('approved')} as approved_filings,
    ${outcome('disapproved')} as disapproved_filings,
    ${outcome('withdrawn')} as withdrawn_filings,
    ${outcome('pending')} as pending_filings`;
}

const num = (value: number | string | null | undefined) => Number(value ?? 0) || 0;
const cents = (value: number | string | null | undefined) => Math.round(num(value) * 100) / 100;

/** A selected row as a FilingAggregate: money rounded to cents, missing values 0. */
export function toFilingAggregate(row: FilingAggregateRow | undefined): FilingAggregate {
  return {
    totalFilings: num(row?.total_filings),
    averageRateImpact: num(row?.average_rate_impact),
    premiumWeightedRateImpact: num(row?.premium_weighted_rate_impact),
    averageIndicatedChange: num(row?.average_indicated_change),
    totalWrittenPremiumChange: cents(row?.total_written_premium_change),
    totalWrittenPremiumForProgram: cents(row?.total_written_premium_for_program),
    averageWrittenPremiumChange: cents(row?.average_written_premium_change),
    averageWrittenPremiumForProgram: cents(row?.average_written_premium_for_program),
    totalPolicyholdersAffected: num(row?.total_policyholders_affected),
    averageDaysToApproval: num(row?.average_days_to_approval),
    medianDaysToApproval: num(row?.median_days_to_approval),
    totalObjections: num(row?.total_objections),
    approvedFilings: num(row?.approved_filings),
    disapprovedFilings: num(row?.disapproved_filings),
    withdrawnFilings: num(row?.withdrawn_filings),
    pendingFilings: num(row?.pending_filings),
    averageDaysToDisposition: num(row?.average_days_to_disposition),
    medianDaysToDisposition: num(row?.median_days_to_disposition),
    daysToApprovalFilings: num(row?.days_to_approval_filings),
    daysToDispositionFilings: num(row?.days_to_disposition_filings),
    rateAndIndicationFilings: num(row?.rate_and_indication_filings),
    premiumWeightedFilings: num(row?.premium_weighted_filings),
  };
}
