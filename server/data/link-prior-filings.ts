import {
  REFILED_STATUSES,
  REFILING_WINDOW_DAYS,
  tookEffect,
} from '#server/domain/filings/took-effect.ts';
import { dayOf } from './calendar.ts';
import type { FilingAggregate } from './filing-rows.ts';

/** A filing of the program whose rates take effect (approved) on `effective`. */
type InForce = { number: string; effective: string; impact: number | null };
/** The filing submitted last in the program, for the order check and refilings. */
type Latest = { number: string; submitted: string; status: string; disposition: string | null };

type Segment = { latest?: Latest; inForce?: InForce; scheduled: InForce[] };

const later = (a: InForce, b: InForce | undefined) =>
  !b || a.effective > b.effective || (a.effective === b.effective && a.number > b.number);

const text = (value: unknown): string | null => (value == null ? null : String(value));

/** True when a filing submitted on `submitted` refiles one closed as `latest`. */
function refiles(latest: Latest | undefined, submitted: string): latest is Latest {
  if (!latest || !REFILED_STATUSES.includes(latest.status) || latest.disposition === null)
    return false;
  if (submitted === '\uffff' || submitted < latest.disposition) return false;
  return dayOf(submitted) - dayOf(latest.disposition) <= REFILING_WINDOW_DAYS;
}

/**
 * Links each filing to its prior revision, as the generator produces them, so that the rows are
 * written once, already linked: the last filing of its product (segment) that took effect by the
 * day it was submitted (approved-like disposition, effective date on or before that day; latest
 * effective date, then tracking number), with that filing's rate change; never a withdrawn,
 * disapproved or pending one. A filing submitted within a year after the disposition of the
 * program's previous filing, when that one was withdrawn or disapproved, is marked as its
 * refiling. Call it with every filing of the data set in (submitted date, tracking number) order
 * (the generator's order); it throws on a filing out of order rather than link it wrongly.
 */
export function createPriorFilingLinker(): (aggregate: FilingAggregate) => void {
  const segments = new Map<number, Segment>();
  return (aggregate) => {
    const whole = aggregate.whole;
    const key = whole.product_segment;
    const segment: Segment =
      key == null ? { scheduled: [] } : (segments.get(key) ?? { scheduled: [] });
    if (key != null) segments.set(key, segment);
    // Ascending order puts a missing date last, as PostgreSQL does.
    const submitted = text(whole.submitted_date) ?? '\uffff';
    const number = whole.serff_tracking_number;
    const latest = segment.latest;
    if (
      latest &&
      (submitted < latest.submitted || (submitted === latest.submitted && number < latest.number))
    )
      throw new Error(`filing ${number} comes before ${latest.number} of the same product`);
    // Filings approved earlier whose effective date has come by this submission are in force.
    segment.scheduled = segment.scheduled.filter((candidate) => {
      if (candidate.effective > submitted) return true;
      if (later(candidate, segment.inForce)) segment.inForce = candidate;
      return false;
    });
    const prior = segment.inForce;
    whole.prior_serff_tracking_number = prior?.number ?? null;
    whole.refiles_serff_tracking_number = refiles(latest, submitted) ? latest.number : null;
    for (const filing of aggregate.filings) {
      filing.prior_serff_tracking_number = prior?.number ?? null;
      filing.prior_rate_change = prior ? prior.impact : null;
    }
    const effective = text(whole.effective_date_new);
    if (effective !== null && tookEffect(whole.disposition_status, effective, '\uffff'))
      segment.scheduled.push({ number, effective, impact: whole.overall_rate_impact ?? null });
    segment.latest = {
      number,
      submitted,
      status: whole.disposition_status,
      disposition: text(whole.disposition_date),
    };
  };
}
