import type { ReviewerRoleFilter } from '#server/domain/analytics/analytics-request-schemas.ts';
import type { RankedEntry, TopListQuery } from '#server/domain/analytics/ranking.ts';
import { type AnalyticsStore, FLAG } from './analytics-store.ts';
import { planFilters } from './filter-plan.ts';
import { type Candidate, rankEntries } from './rank-entries.ts';
import { rankingAccumulator } from './ranking-accumulator.ts';
import { reviewerEntries } from './reviewer-entries.ts';
import { selectCompanyRows } from './select-company-rows.ts';
import { selectFilings } from './select-filings.ts';

/** Days to approval of whole filing i when it is approved with days, else NaN. */
function approvedDays(store: AnalyticsStore, i: number): number {
  return (store.filings.flags[i] ?? 0) & FLAG.approvedWithDays
    ? (store.filings.daysToApproval[i] ?? 0)
    : Number.NaN;
}

/** Entries having at least one row, with their names' order. */
function candidatesOf(
  total: Float64Array,
  nameRank: ArrayLike<number>,
  thenRank?: ArrayLike<number>,
) {
  const out: Candidate[] = [];
  for (let e = 0; e < total.length; e++) {
    if ((total[e] ?? 0) > 0)
      out.push({ e, nameRank: nameRank[e] ?? 0, thenRank: thenRank ? (thenRank[e] ?? 0) : 0 });
  }
  return out;
}

/** listTopCarriers over the store. */
export function storeTopCarriers(store: AnalyticsStore, query: TopListQuery): RankedEntry[] {
  const f = store.filings;
  const dictionary = store.dictionaries.carrier;
  const acc = rankingAccumulator(dictionary.values.length);
  for (const i of selectFilings(store, planFilters(store, query.filters))) {
    acc.add(
      f.carrier[i] ?? 0,
      f.rateImpact[i] ?? Number.NaN,
      f.writtenPremium[i] ?? Number.NaN,
      f.writtenPremiumChange[i] ?? Number.NaN,
      approvedDays(store, i),
    );
  }
  const candidates = candidatesOf(acc.total, dictionary.rank ?? []);
  return rankEntries(acc, candidates, query, (e) => acc.row(e, dictionary.values[e] ?? '', null));
}

/**
 * listTopUnderwritingCompanies over the store: the selected company rows by company, each
 * row's own figures, the context the least carrier of the company's rows.
 */
export function storeTopUnderwritingCompanies(
  store: AnalyticsStore,
  query: TopListQuery,
): RankedEntry[] {
  const rows = store.companyRows;
  const { company, carrier } = store.dictionaries;
  const carrierRank = carrier.rank ?? new Uint32Array(0);
  const acc = rankingAccumulator(company.values.length);
  const leastCarrier = new Int32Array(company.values.length).fill(-1);
  const carriers = rows.carrier ?? store.filings.carrier;
  for (const r of selectCompanyRows(store, planFilters(store, query.filters))) {
    const i = rows.filing[r] ?? 0;
    const e = rows.company[r] ?? 0;
    acc.add(
      e,
      rows.rateImpact[r] ?? Number.NaN,
      rows.writtenPremium[r] ?? Number.NaN,
      rows.writtenPremiumChange[r] ?? Number.NaN,
      approvedDays(store, i),
    );
    const c = carriers[rows.carrier ? r : i] ?? 0;
    const least = leastCarrier[e] ?? -1;
    if (least < 0 || (carrierRank[c] ?? 0) < (carrierRank[least] ?? 0)) leastCarrier[e] = c;
  }
  const candidates = candidatesOf(acc.total, company.rank ?? []);
  return rankEntries(acc, candidates, query, (e) =>
    acc.row(e, company.values[e] ?? '', carrier.values[leastCarrier[e] ?? -1] ?? null),
  );
}

/**
 * listTopRatingFactors over the store: each factor once per selected filing that revised it
 * (its rows' mean change), the context its least category.
 */
export function storeTopRatingFactors(store: AnalyticsStore, query: TopListQuery): RankedEntry[] {
  const f = store.filings;
  const pairs = store.filingFactors;
  const { factor, category } = store.dictionaries;
  const categoryRank = category.rank ?? new Uint32Array(0);
  const acc = rankingAccumulator(factor.values.length);
  const leastCategory = new Int32Array(factor.values.length).fill(-1);
  for (const i of selectFilings(store, planFilters(store, query.filters))) {
    const rate = f.rateImpact[i] ?? Number.NaN;
    const premium = f.writtenPremium[i] ?? Number.NaN;
    const premiumChange = f.writtenPremiumChange[i] ?? Number.NaN;
    const days = approvedDays(store, i);
    const to = pairs.start[i + 1] ?? 0;
    for (let at = pairs.start[i] ?? 0; at < to; at++) {
      const e = pairs.factor[at] ?? 0;
      acc.add(e, rate, premium, premiumChange, days);
      acc.addChange(e, pairs.change[at] ?? Number.NaN);
      const c = pairs.category[at] ?? -1;
      const least = leastCategory[e] ?? -1;
      if (c >= 0 && (least < 0 || (categoryRank[c] ?? 0) < (categoryRank[least] ?? 0)))
        leastCategory[e] = c;
    }
  }
  const candidates = candidatesOf(acc.total, factor.rank ?? []);
  return rankEntries(acc, candidates, query, (e) =>
    acc.row(e, factor.values[e] ?? '', category.values[leastCategory[e] ?? -1] ?? null),
  );
}

/** listTopReviewers over the store: reviews of the selected filings in the role, by reviewer. */
export function storeTopReviewers(
  store: AnalyticsStore,
  query: TopListQuery,
  role: ReviewerRoleFilter,
): RankedEntry[] {
  const f = store.filings;
  const { reviewers } = store;
  const acc = rankingAccumulator(reviewers.count);
  const selection = selectFilings(store, planFilters(store, query.filters));
  const entries = reviewerEntries(store, selection, role);
  for (let k = 0; k < entries.filings.length; k++) {
    const i = entries.filings[k] ?? 0;
    acc.add(
      entries.reviewers[k] ?? 0,
      f.rateImpact[i] ?? Number.NaN,
      f.writtenPremium[i] ?? Number.NaN,
      f.writtenPremiumChange[i] ?? Number.NaN,
      approvedDays(store, i),
    );
  }
  const candidates = candidatesOf(acc.total, reviewers.nameRank, reviewers.stateRank);
  return rankEntries(acc, candidates, query, (e) =>
    acc.row(e, reviewers.name[e] ?? '', reviewers.state[e] ?? null),
  );
}
