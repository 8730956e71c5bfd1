import {
  type ReviewerDaysInput,
  type ReviewerDaysRow,
  type ReviewerDaysToApproval,
  toReviewerDaysToApproval,
} from '#server/domain/analytics/get-reviewer-days-to-approval.ts';
import { type PageResult, pageResult } from '#server/domain/filings/page-request.ts';
import { type AnalyticsStore, FLAG } from './analytics-store.ts';
import { dayHistogram, histogramMedian } from './day-histograms.ts';
import { planFilters } from './filter-plan.ts';
import { medianOfSorted, sortedSegments } from './medians.ts';
import { reviewerEntries } from './reviewer-entries.ts';
import { selectFilings } from './select-filings.ts';

type Ranked = ReviewerDaysRow & { r: number };

/**
 * getReviewerDaysToApproval over the store: per reviewer with a review of the selected filings
 * in the role, their reviews, the mean and median days to approval of those approved with days,
 * and the mean of all selected filings of the reviewer's state; sorted by the field (missing
 * values last), then name in the database's collation, then id; one page (past the last page the
 * total is 0, as the SQL's is).
 */
export function storeReviewerDaysToApproval(
  store: AnalyticsStore,
  input: ReviewerDaysInput,
): { reviewers: ReviewerDaysToApproval[]; page: PageResult } {
  const f = store.filings;
  const { reviewers } = store;
  const selection = selectFilings(store, planFilters(store, input.filters));
  const entries = reviewerEntries(store, selection, input.role);
  const approved = (i: number) =>
    (f.flags[i] ?? 0) & FLAG.approvedWithDays ? (f.daysToApproval[i] ?? 0) : undefined;
  // Reviews, and approved days per reviewer in a histogram (medians by counting) or sorted.
  const reviews = new Float64Array(reviewers.count);
  const daysSum = new Float64Array(reviewers.count);
  const daysCount = new Float64Array(reviewers.count);
  const histogram = dayHistogram(reviewers.count, f.daysToApprovalLow, f.daysToApprovalHigh);
  for (let k = 0; k < entries.filings.length; k++) {
    const r = entries.reviewers[k] ?? 0;
    (reviews[r] as number) += 1;
    const value = approved(entries.filings[k] ?? 0);
    if (value === undefined) continue;
    (daysSum[r] as number) += value;
    (daysCount[r] as number) += 1;
    if (histogram) (histogram.counts[r * histogram.width + value - histogram.low] as number) += 1;
  }
  const sorted = histogram
    ? undefined
    : sortedSegments(
        f.flags,
        f.daysToApproval,
        FLAG.approvedWithDays,
        entries.filings,
        entries.reviewers,
        reviewers.count,
      );
  const medianOf = (r: number) =>
    histogram
      ? histogramMedian(histogram, r, daysCount[r] ?? 0)
      : sorted
        ? medianOfSorted(sorted, r)
        : null;
  const states = store.dictionaries.state.values.length;
  const stateDays = new Float64Array(states);
  const stateCount = new Float64Array(states);
  for (const i of selection) {
    const value = approved(i);
    if (value === undefined) continue;
    const s = f.state[i] ?? 0;
    (stateDays[s] as number) += value;
    (stateCount[s] as number) += 1;
  }
  const rows: Ranked[] = [];
  for (let r = 0; r < reviewers.count; r++) {
    if ((reviews[r] ?? 0) === 0) continue;
    const s = reviewers.filingState[r] ?? -1;
    rows.push({
      r,
      name: reviewers.name[r] ?? '',
      state: reviewers.state[r] ?? '',
      total_filings: reviews[r] ?? 0,
      average_days_to_approval:
        (daysCount[r] ?? 0) > 0 ? (daysSum[r] ?? 0) / (daysCount[r] ?? 1) : null,
      median_days_to_approval: medianOf(r),
      state_average_days_to_approval:
        s >= 0 && (stateCount[s] ?? 0) > 0 ? (stateDays[s] ?? 0) / (stateCount[s] ?? 1) : null,
    });
  }
  const { field, ascending } = input.sort;
  const sign = ascending ? 1 : -1;
  const sortValue = (row: Ranked): number | null =>
    field === 'name'
      ? (reviewers.nameRank[row.r] ?? 0)
      : field === 'state'
        ? (reviewers.stateRank[row.r] ?? 0)
        : row[field];
  rows.sort((a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (x < y ? -1 : 1);
    }
    return (
      (reviewers.nameRank[a.r] ?? 0) - (reviewers.nameRank[b.r] ?? 0) ||
      (reviewers.id[a.r] ?? 0) - (reviewers.id[b.r] ?? 0)
    );
  });
  const offset = (input.page.page - 1) * input.page.pageSize;
  const page = rows.slice(offset, offset + input.page.pageSize);
  return {
    reviewers: page.map(toReviewerDaysToApproval),
    page: pageResult(input.page, page.length > 0 ? rows.length : 0),
  };
}
