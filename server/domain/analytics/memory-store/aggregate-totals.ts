import { type AnalyticsStore, FLAG } from './analytics-store.ts';
import { type DayHistogram, dayHistogram } from './day-histograms.ts';

/** Accumulator slots per group (one Float64Array, group after group). */
export const S = {
  total: 0,
  both: 1,
  bothRate: 2,
  bothIndicated: 3,
  weightedCount: 4,
  weightedRate: 5,
  weightedPremium: 6,
  rateCount: 7,
  rateSum: 8,
  changeCount: 9,
  changeSum: 10,
  premiumCount: 11,
  premiumSum: 12,
  holdersCount: 13,
  holdersSum: 14,
  approvedCount: 15,
  approvedDays: 16,
  disposedCount: 17,
  disposedDays: 18,
  objections: 19,
  /** The four outcomes' counts, OUTCOME order. */
  outcomes: 20,
} as const;
export const SLOTS = 24;

/**
 * How much of a FilingAggregate a grouping needs: every figure; the rate-impact bucket's
 * (filings, written premium, days to approval: RateImpactBucket); or the number of filings only.
 * Figures a grouping does not need are left null (0 once read), which its caller never shows.
 */
export type Level = 'full' | 'buckets' | 'counts';

/**
 * A grouping of the entries: entry k is in group groups[k] (or, `byFiling`, entry k of filing i
 * in group groups[i]), of `count` groups.
 */
export type Grouping = {
  groups: ArrayLike<number>;
  count: number;
  level: Level;
  byFiling?: boolean;
};

/**
 * Sums per group (SLOTS slots each) and, for a full grouping, days to approval counted per group
 * and value (for the medians) when groups × the days' range fits a histogram.
 */
export type GroupTotals = {
  count: number;
  level: Level;
  acc: Float64Array;
  histograms?: { approved: DayHistogram; disposed: DayHistogram };
};

const LEVEL = { counts: 0, buckets: 1, full: 2 } as const;

/**
 * The totals of each group of each grouping of whole filings, in one pass over the entries
 * (entry k is filing `filings[k]`): counts and sums of the figures filing-aggregate.ts's
 * filingAggregateColumns averages and adds, each skipping nulls as SQL's aggregates do.
 */
export function accumulateGroupings(
  store: AnalyticsStore,
  filings: ArrayLike<number>,
  groupings: readonly Grouping[],
): GroupTotals[] {
  const f = store.filings;
  const sets = groupings.length;
  const low = f.daysToApprovalLow;
  const totals: GroupTotals[] = groupings.map((g) => {
    const approved =
      g.level === 'full' ? dayHistogram(g.count, low, f.daysToApprovalHigh) : undefined;
    const disposed = approved ? dayHistogram(g.count, low, f.daysToApprovalHigh) : undefined;
    return {
      count: g.count,
      level: g.level,
      acc: new Float64Array(Math.max(1, g.count) * SLOTS),
      ...(approved && disposed ? { histograms: { approved, disposed } } : {}),
    };
  });
  const accs = totals.map((t) => t.acc);
  const groupArrays = groupings.map((g) => g.groups);
  const byFiling = groupings.map((g) => g.byFiling === true);
  const levels = groupings.map((g) => LEVEL[g.level]);
  const approvedCounts = totals.map((t) => t.histograms?.approved.counts);
  const disposedCounts = totals.map((t) => t.histograms?.disposed.counts);
  const width = Math.max(0, f.daysToApprovalHigh - low + 1);
  const {
    flags: flagColumn,
    writtenPremium,
    daysToApproval,
    rateImpact,
    writtenPremiumChange,
    policyholders,
    objectionCount,
    outcome,
    indicatedChange,
  } = f;
  const entries = filings.length;
  for (let k = 0; k < entries; k++) {
    const i = filings[k] ?? 0;
    const flags = flagColumn[i] ?? 0;
    const premium = writtenPremium[i] ?? Number.NaN;
    const days = daysToApproval[i] ?? 0;
    const approved = (flags & FLAG.approvedWithDays) !== 0;
    const disposed = (flags & FLAG.disposed) !== 0;
    const hasPremium = !Number.isNaN(premium);
    let read = false;
    let rate = 0;
    let change = 0;
    let holders = 0;
    let objections = 0;
    let outcomeSlot = 0;
    let indicated = 0;
    for (let s = 0; s < sets; s++) {
      const acc = accs[s] as Float64Array;
      const group = (groupArrays[s] as ArrayLike<number>)[byFiling[s] ? i : k] ?? 0;
      const g = group * SLOTS;
      (acc[g + S.total] as number) += 1;
      const level = levels[s] ?? 0;
      if (level === LEVEL.counts) continue;
      if (hasPremium) {
        (acc[g + S.premiumCount] as number) += 1;
        (acc[g + S.premiumSum] as number) += premium;
      }
      if (approved) {
        (acc[g + S.approvedCount] as number) += 1;
        (acc[g + S.approvedDays] as number) += days;
      }
      if (level === LEVEL.buckets) continue;
      if (!read) {
        read = true;
        rate = rateImpact[i] ?? Number.NaN;
        change = writtenPremiumChange[i] ?? Number.NaN;
        holders = policyholders[i] ?? Number.NaN;
        objections = objectionCount[i] ?? 0;
        outcomeSlot = S.outcomes + (outcome[i] ?? 3);
        indicated = indicatedChange[i] ?? 0;
      }
      (acc[g + S.objections] as number) += objections;
      (acc[g + outcomeSlot] as number) += 1;
      if (!Number.isNaN(rate)) {
        (acc[g + S.rateCount] as number) += 1;
        (acc[g + S.rateSum] as number) += rate;
        if (flags & FLAG.rateAndIndication) {
          (acc[g + S.both] as number) += 1;
          (acc[g + S.bothRate] as number) += rate;
          (acc[g + S.bothIndicated] as number) += indicated;
        }
        if (flags & FLAG.weighted) {
          (acc[g + S.weightedCount] as number) += 1;
          (acc[g + S.weightedRate] as number) += rate * premium;
          (acc[g + S.weightedPremium] as number) += premium;
        }
      }
      if (!Number.isNaN(change)) {
        (acc[g + S.changeCount] as number) += 1;
        (acc[g + S.changeSum] as number) += change;
      }
      if (!Number.isNaN(holders)) {
        (acc[g + S.holdersCount] as number) += 1;
        (acc[g + S.holdersSum] as number) += holders;
      }
      if (disposed) {
        (acc[g + S.disposedCount] as number) += 1;
        (acc[g + S.disposedDays] as number) += days;
        const counts = disposedCounts[s];
        if (counts) (counts[group * width + days - low] as number) += 1;
      }
      if (approved) {
        const counts = approvedCounts[s];
        if (counts) (counts[group * width + days - low] as number) += 1;
      }
    }
  }
  return totals;
}

/**
 * The totals of a coarser grouping from a finer one's: group g of `from` adds into group
 * `into[g]` of the result (every sum and count, and the histograms). The same figures as
 * accumulating the coarser grouping directly, sums added in another order.
 */
export function rollUp(
  from: GroupTotals,
  into: ArrayLike<number>,
  count: number,
  level: Level,
): GroupTotals {
  const acc = new Float64Array(Math.max(1, count) * SLOTS);
  for (let g = 0; g < from.count; g++) {
    const to = (into[g] ?? 0) * SLOTS;
    for (let slot = 0; slot < SLOTS; slot++)
      (acc[to + slot] as number) += from.acc[g * SLOTS + slot] ?? 0;
  }
  const roll = (h: DayHistogram): DayHistogram => {
    const counts = new Uint32Array(Math.max(1, count) * h.width);
    for (let g = 0; g < from.count; g++) {
      const to = (into[g] ?? 0) * h.width;
      for (let v = 0; v < h.width; v++)
        (counts[to + v] as number) += h.counts[g * h.width + v] ?? 0;
    }
    return { counts, low: h.low, width: h.width };
  };
  const h = from.histograms;
  return {
    count,
    level,
    acc,
    ...(h && level === 'full'
      ? { histograms: { approved: roll(h.approved), disposed: roll(h.disposed) } }
      : {}),
  };
}
