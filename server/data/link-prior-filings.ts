import type { FilingAggregate } from './filing-rows.ts';

type Latest = { number: string; submitted: string; impact: number | null };

/**
 * Links each filing to the previous filing of its product (segment) and that filing's rate
 * change, as the generator produces them, so that the rows are written once, already linked:
 * the prior filing is the one before in (submitted date, tracking number) order within the
 * segment. Call it with every filing of the data set in that order (the generator's order, in
 * which submitted dates and, within a carrier, tracking numbers never decrease); it throws on a
 * filing out of order rather than link it wrongly.
 */
export function createPriorFilingLinker(): (aggregate: FilingAggregate) => void {
  const latest = new Map<number, Latest>();
  return (aggregate) => {
    const whole = aggregate.whole;
    const segment = whole.product_segment;
    const prior = segment == null ? undefined : latest.get(segment);
    // Ascending order puts a missing date last, as PostgreSQL does.
    const submitted = whole.submitted_date == null ? '\uffff' : String(whole.submitted_date);
    const number = whole.serff_tracking_number;
    if (
      prior &&
      (submitted < prior.submitted || (submitted === prior.submitted && number < prior.number))
    )
      throw new Error(`filing ${number} comes before ${prior.number} of the same product`);
    whole.prior_serff_tracking_number = prior?.number ?? null;
    for (const filing of aggregate.filings) {
      filing.prior_serff_tracking_number = prior?.number ?? null;
      filing.prior_rate_change = prior ? prior.impact : null;
    }
    if (segment != null)
      latest.set(segment, { number, submitted, impact: whole.overall_rate_impact ?? null });
  };
}
