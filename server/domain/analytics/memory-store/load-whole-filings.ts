import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import {
  APPROVED_OUTCOME_STATUSES,
  DISAPPROVED_OUTCOME_STATUSES,
  WITHDRAWN_OUTCOME_STATUSES,
} from '#server/domain/analytics/filing-outcomes.ts';
import { rateImpactRangeIndex } from '#server/domain/analytics/rate-impact-ranges.ts';
import { FLAG, NO_DAY, NO_INT, OUTCOME, type WholeFilingColumns } from './analytics-store.ts';
import { monthOfDay } from './calendar-days.ts';
import { growableColumn } from './growable-column.ts';
import { readInBatches } from './read-in-batches.ts';
import { dayOrNull, finiteOrNull, intOrNull } from './store-load-error.ts';
import { compactCodes, encode, type StringDictionary } from './string-dictionary.ts';
import { type TrackingNumberIndex, trackingNumberIndexBuilder } from './tracking-number-index.ts';

type Row = {
  tn: string;
  carrier: string;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  disposition_status: string;
  product_name: string;
  effective_day: number | null;
  submitted_day: number | null;
  disposition_day: number | null;
  days_to_approval: number | null;
  objection_count: number;
  overall_rate_impact: number | null;
  overall_indicated_change: number | null;
  overall_written_premium: number | null;
  overall_written_premium_change: number | null;
  overall_policyholders_affected: number | null;
};

/** Every whole filing with the columns the analytics read (dates as days since 1970-01-01). */
const WHOLE_FILINGS_QUERY = sql<Row>`select w.serff_tracking_number as tn, w.carrier, w.state,
    w.line_of_business, w.sub_toi, w.filing_type, w.disposition_status, w.product_name,
    w.effective_date_new - date '1970-01-01' as effective_day,
    w.submitted_date - date '1970-01-01' as submitted_day,
    w.disposition_date - date '1970-01-01' as disposition_day,
    w.days_to_approval, w.objection_count, w.overall_rate_impact, w.overall_indicated_change,
    w.overall_written_premium, w.overall_written_premium_change, w.overall_policyholders_affected
  from whole_filings w`;

const APPROVED = new Set<string>(APPROVED_OUTCOME_STATUSES);
const DISAPPROVED = new Set<string>(DISAPPROVED_OUTCOME_STATUSES);
const WITHDRAWN = new Set<string>(WITHDRAWN_OUTCOME_STATUSES);

/** The outcome of a status exactly as filing-outcomes.ts's outcomeCondition groups it. */
export function outcomeOf(status: string): number {
  if (APPROVED.has(status)) return OUTCOME.approved;
  if (DISAPPROVED.has(status)) return OUTCOME.disapproved;
  if (WITHDRAWN.has(status)) return OUTCOME.withdrawn;
  return OUTCOME.pending;
}

/** The FLAG bits of a whole filing (the conditions filing-aggregate.ts writes in SQL). */
export function flagsOf(f: {
  outcome: number;
  daysToApproval: number;
  dispositionDay: number;
  rateImpact: number;
  indicatedChange: number;
  writtenPremium: number;
}): number {
  const hasRate = !Number.isNaN(f.rateImpact);
  let flags = 0;
  if (f.daysToApproval !== NO_INT && f.dispositionDay !== NO_DAY) {
    if (f.outcome !== OUTCOME.pending) flags |= FLAG.disposed;
    if (f.outcome === OUTCOME.approved) flags |= FLAG.approvedWithDays;
  }
  if (hasRate && !Number.isNaN(f.indicatedChange)) flags |= FLAG.rateAndIndication;
  if (hasRate && f.writtenPremium > 0) flags |= FLAG.weighted;
  if (f.outcome === OUTCOME.approved && hasRate && f.rateImpact !== 0) flags |= FLAG.rateChange;
  return flags;
}

export type WholeFilingDictionaries = {
  carrier: StringDictionary;
  state: StringDictionary;
  lineOfBusiness: StringDictionary;
  subToi: StringDictionary;
  filingType: StringDictionary;
  dispositionStatus: StringDictionary;
  productName: StringDictionary;
};

/** The month of each day from `first` to `last` (none when no date is held). */
function monthsOfDays(first: number, last: number) {
  if (!Number.isFinite(first)) return { firstDay: 0, monthOfDay: new Int32Array(0) };
  const monthOf = new Int32Array(last - first + 1);
  for (let day = first; day <= last; day++) monthOf[day - first] = monthOfDay(day);
  return { firstDay: first, monthOfDay: monthOf };
}

/** Reads every whole filing into columns (in `tx`, the store's snapshot). */
export async function loadWholeFilings(
  tx: Database,
  dictionaries: WholeFilingDictionaries,
): Promise<{ filings: WholeFilingColumns; trackingNumbers: TrackingNumberIndex }> {
  const d = dictionaries;
  const codes = () => growableColumn(Uint32Array, 1 << 14);
  const ints = () => growableColumn(Int32Array, 1 << 14);
  const floats = () => growableColumn(Float64Array, 1 << 14);
  const c = {
    carrier: codes(),
    state: codes(),
    lineOfBusiness: codes(),
    subToi: codes(),
    filingType: codes(),
    dispositionStatus: codes(),
    productName: codes(),
    effectiveDay: ints(),
    submittedDay: ints(),
    dispositionDay: ints(),
    daysToApproval: ints(),
    objectionCount: ints(),
    rateImpact: floats(),
    indicatedChange: floats(),
    writtenPremium: floats(),
    writtenPremiumChange: floats(),
    policyholders: floats(),
    rateRange: growableColumn(Uint8Array, 1 << 14),
    flags: growableColumn(Uint8Array, 1 << 14),
    outcome: growableColumn(Uint8Array, 1 << 14),
  };
  const trackingNumbers = trackingNumberIndexBuilder();
  const outcomeByStatus: number[] = [];
  const range = { firstDay: Infinity, lastDay: -Infinity, lowDays: Infinity, highDays: -Infinity };
  const seeDay = (day: number) => {
    if (day === NO_DAY) return day;
    if (day < range.firstDay) range.firstDay = day;
    if (day > range.lastDay) range.lastDay = day;
    return day;
  };
  await readInBatches(tx, WHOLE_FILINGS_QUERY, (rows) => {
    for (const r of rows) {
      trackingNumbers.push(r.tn);
      c.carrier.push(encode(d.carrier, r.carrier));
      c.state.push(encode(d.state, r.state));
      c.lineOfBusiness.push(encode(d.lineOfBusiness, r.line_of_business));
      c.subToi.push(encode(d.subToi, r.sub_toi));
      c.filingType.push(encode(d.filingType, r.filing_type));
      const status = encode(d.dispositionStatus, r.disposition_status);
      c.dispositionStatus.push(status);
      c.productName.push(encode(d.productName, r.product_name));
      let outcome = outcomeByStatus[status];
      if (outcome === undefined) {
        outcome = outcomeOf(r.disposition_status);
        outcomeByStatus[status] = outcome;
      }
      const dispositionDay = dayOrNull(r.disposition_day, 'disposition_date');
      const daysToApproval = intOrNull(r.days_to_approval, 'days_to_approval');
      const rateImpact = finiteOrNull(r.overall_rate_impact, 'overall_rate_impact');
      const indicatedChange = finiteOrNull(r.overall_indicated_change, 'overall_indicated_change');
      const writtenPremium = finiteOrNull(r.overall_written_premium, 'overall_written_premium');
      c.effectiveDay.push(seeDay(dayOrNull(r.effective_day, 'effective_date_new')));
      c.submittedDay.push(seeDay(dayOrNull(r.submitted_day, 'submitted_date')));
      c.dispositionDay.push(seeDay(dispositionDay));
      c.daysToApproval.push(daysToApproval);
      if (daysToApproval !== NO_INT) {
        if (daysToApproval < range.lowDays) range.lowDays = daysToApproval;
        if (daysToApproval > range.highDays) range.highDays = daysToApproval;
      }
      c.objectionCount.push(intOrNull(r.objection_count, 'objection_count'));
      c.rateImpact.push(rateImpact);
      c.indicatedChange.push(indicatedChange);
      c.writtenPremium.push(writtenPremium);
      c.writtenPremiumChange.push(
        finiteOrNull(r.overall_written_premium_change, 'overall_written_premium_change'),
      );
      c.policyholders.push(
        finiteOrNull(r.overall_policyholders_affected, 'overall_policyholders_affected'),
      );
      c.rateRange.push(rateImpactRangeIndex(Number.isNaN(rateImpact) ? null : rateImpact));
      c.outcome.push(outcome);
      c.flags.push(
        flagsOf({
          outcome,
          daysToApproval,
          dispositionDay,
          rateImpact,
          indicatedChange,
          writtenPremium,
        }),
      );
    }
  });
  const filings: WholeFilingColumns = {
    count: c.carrier.length,
    carrier: compactCodes(c.carrier.finish(), d.carrier),
    state: compactCodes(c.state.finish(), d.state),
    lineOfBusiness: compactCodes(c.lineOfBusiness.finish(), d.lineOfBusiness),
    subToi: compactCodes(c.subToi.finish(), d.subToi),
    filingType: compactCodes(c.filingType.finish(), d.filingType),
    dispositionStatus: compactCodes(c.dispositionStatus.finish(), d.dispositionStatus),
    productName: compactCodes(c.productName.finish(), d.productName),
    effectiveDay: c.effectiveDay.finish(),
    submittedDay: c.submittedDay.finish(),
    dispositionDay: c.dispositionDay.finish(),
    daysToApproval: c.daysToApproval.finish(),
    daysToApprovalLow: Number.isFinite(range.lowDays) ? range.lowDays : 0,
    daysToApprovalHigh: Number.isFinite(range.highDays) ? range.highDays : -1,
    objectionCount: c.objectionCount.finish(),
    rateImpact: c.rateImpact.finish(),
    indicatedChange: c.indicatedChange.finish(),
    writtenPremium: c.writtenPremium.finish(),
    writtenPremiumChange: c.writtenPremiumChange.finish(),
    policyholders: c.policyholders.finish(),
    rateRange: c.rateRange.finish(),
    flags: c.flags.finish(),
    outcome: c.outcome.finish(),
    ...monthsOfDays(range.firstDay, range.lastDay),
  };
  return { filings, trackingNumbers: trackingNumbers.finish() };
}
