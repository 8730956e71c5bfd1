import type { Message, MessageInitShape } from '@bufbuild/protobuf';
import { DATE_BASES } from '#contract/filings/filter-fields.ts';
import {
  type DateBasis as ApiDateBasis,
  type Population as ApiPopulation,
  type DateSchema,
  ReviewerRole,
  SortDirection,
} from '#gen/ratefiling/v1/common_pb.ts';
import {
  type FilingSchema,
  PremiumEffectBasis,
  type WholeFilingSchema,
} from '#gen/ratefiling/v1/filing_pb.ts';
import type { FactorLevel } from '#server/domain/filings/factor-levels.ts';
import type { FilingDetails } from '#server/domain/filings/filing-details.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { FilingListRow } from '#server/domain/filings/filing-list-row.ts';
import type { PageResult } from '#server/domain/filings/page-request.ts';
import type { WholeFilingListRow } from '#server/domain/filings/whole-filing-list-row.ts';

/** The plain-object form of a message init (not a message instance). */
type Init<D> = Exclude<D, Message>;
type DateInit = Init<MessageInitShape<typeof DateSchema>>;
type FilingInit = Init<MessageInitShape<typeof FilingSchema>>;
type WholeFilingInit = Init<MessageInitShape<typeof WholeFilingSchema>>;

/** "2024-06-30" as an api Date; undefined for null. */
export function toApiDate(iso: string | null | undefined): DateInit | undefined {
  if (!iso) return undefined;
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

/** Proto SortDirection to the domain's words. */
export function toSortDirection(
  direction: number | undefined,
): 'ascending' | 'descending' | 'unspecified' {
  if (direction === SortDirection.ASCENDING) return 'ascending';
  if (direction === SortDirection.DESCENDING) return 'descending';
  return 'unspecified';
}

export function toApiPagination(page: PageResult) {
  return { nextPage: page.nextPage, totalPages: page.totalPages, totalResults: page.totalResults };
}

/** Resolved filters back as api FilingFilters (dates whole days). */
export function toApiFilters(f: FilingFilters) {
  return {
    carriers: f.carriers,
    linesOfBusiness: f.linesOfBusiness,
    states: f.states,
    subTois: f.subTois,
    dispositionStatuses: f.dispositionStatuses,
    filingTypes: f.filingTypes,
    companies: f.companies,
    productNames: f.productNames,
    ratingFactors: f.ratingFactors,
    startDate: toApiDate(f.startDate),
    endDate: toApiDate(f.endDate),
    // proto DateBasis / Population: the defaults (effective, rate changes) travel as UNSPECIFIED.
    dateBasis: (f.dateBasis ? DATE_BASES.indexOf(f.dateBasis) + 1 : 0) as ApiDateBasis,
    population: (f.population === 'all' ? 2 : 0) as ApiPopulation,
  };
}

const n = (value: number | null | undefined) => value ?? 0;

/** A company row as an api Filing (list fields only). */
export function toApiFiling(row: FilingListRow): FilingInit {
  return {
    serffTrackingNumber: row.serff_tracking_number,
    productName: row.product_name,
    effectiveDateNew: toApiDate(row.effective_date_new),
    effectiveDateRenewal: toApiDate(row.effective_date_renewal),
    state: row.state,
    lineOfBusiness: row.line_of_business,
    carrier: row.carrier,
    company: row.company,
    indicatedChange: n(row.indicated_change),
    rateImpact: n(row.rate_impact),
    averagePremiumChange: n(row.average_premium_change),
    writtenPremiumChange: n(row.written_premium_change),
    writtenPremiumForProgram: n(row.written_premium_for_program),
    pdfLink: row.pdf_link ?? `filings/${row.serff_tracking_number}.pdf`,
    policyholdersAffected: n(row.policyholders_affected),
    maxChange: n(row.max_change),
    minChange: n(row.min_change),
    subToi: row.sub_toi,
    dispositionStatus: row.disposition_status,
    filingType: row.filing_type,
    cleanProductName: row.clean_product_name,
    zipLink: row.zip_link ?? '',
    productSegment: n(row.product_segment),
    originalCarrier: row.original_carrier ?? row.carrier,
    pdfPageCount: n(row.pdf_page_count),
    dispositionDate: toApiDate(row.disposition_date),
    onApproval: row.on_approval,
    submittedDate: toApiDate(row.submitted_date),
  };
}

/**
 * A whole filing's shared fields as an api Filing: with several companies, company "Multiple"
 * and every company figure the overall one across the companies (never the first company's).
 */
export function toApiWholeFilingFiling(
  w: WholeFilingListRow,
  first: FilingListRow | undefined,
): FilingInit {
  const single = w.company_count <= 1 && first;
  const base = first ? toApiFiling(first) : {};
  return {
    ...base,
    serffTrackingNumber: w.serff_tracking_number,
    productName: w.product_name,
    effectiveDateNew: toApiDate(w.effective_date_new),
    effectiveDateRenewal: toApiDate(w.effective_date_renewal),
    state: w.state,
    lineOfBusiness: w.line_of_business,
    carrier: w.carrier,
    company: single ? first.company : w.filing_company,
    ...(single
      ? {}
      : {
          indicatedChange: n(w.overall_indicated_change),
          rateImpact: n(w.overall_rate_impact),
          averagePremiumChange: n(w.overall_average_premium_change),
          writtenPremiumChange: n(w.overall_written_premium_change),
          writtenPremiumForProgram: n(w.overall_written_premium),
          policyholdersAffected: n(w.overall_policyholders_affected),
          maxChange: n(w.overall_max_change),
          minChange: n(w.overall_min_change),
        }),
    pdfLink: `filings/${w.serff_tracking_number}.pdf`,
    subToi: w.sub_toi,
    dispositionStatus: w.disposition_status,
    filingType: w.filing_type,
    cleanProductName: w.clean_product_name,
    productSegment: n(w.product_segment),
    originalCarrier: w.original_carrier ?? w.carrier,
    pdfPageCount: n(w.pdf_page_count),
    dispositionDate: toApiDate(w.disposition_date),
    onApproval: w.on_approval,
    submittedDate: toApiDate(w.submitted_date),
  };
}

export function toApiWholeFiling(
  w: WholeFilingListRow,
  companies: FilingListRow[],
): WholeFilingInit {
  return {
    filing: toApiWholeFilingFiling(w, companies[0]),
    companyMetrics: companies.map((c) => ({
      name: c.company,
      indicatedChange: n(c.indicated_change),
      rateImpact: n(c.rate_impact),
      averagePremiumChange: n(c.average_premium_change),
      writtenPremiumChange: n(c.written_premium_change),
      writtenPremiumForProgram: n(c.written_premium_for_program),
      policyholdersAffected: n(c.policyholders_affected),
      maxChange: n(c.max_change),
      minChange: n(c.min_change),
    })),
    ...(w.overall_rate_impact !== null ? { overallRateImpact: w.overall_rate_impact } : {}),
    ...(w.overall_indicated_change !== null
      ? { overallIndicatedChange: w.overall_indicated_change }
      : {}),
    ...(w.overall_written_premium !== null
      ? { overallWrittenPremium: w.overall_written_premium }
      : {}),
    ...(w.overall_written_premium_change !== null
      ? { overallWrittenPremiumChange: w.overall_written_premium_change }
      : {}),
  };
}

/** A stored factor level as the api's RatingFactorLevel. */
export function toApiFactorLevel(l: FactorLevel) {
  return {
    level: l.level,
    relativityBefore: l.before,
    relativityAfter: l.after,
    change: l.change,
    base: l.base === true,
    ...(l.weight !== undefined ? { exposureShare: l.weight } : {}),
  };
}

/** The heavy fields of a filing (for one company, or all companies when `company` is undefined). */
export function toApiFilingDetails(
  d: FilingDetails,
  company: string | undefined,
): Partial<FilingInit> {
  const forCompany = <T extends { company: string | null }>(rows: T[]) =>
    company === undefined ? rows : rows.filter((r) => r.company === null || r.company === company);
  const objections = d.objections.map((o) => ({
    round: o.round,
    sentDate: toApiDate(o.sentDate),
    reviewer: o.reviewer,
    content: o.content,
    reply: o.reply,
    replyDate: toApiDate(o.replyDate),
    themes: o.themes,
  }));
  return {
    description: d.whole.description,
    priorSerffTrackingNumber: d.whole.prior_serff_tracking_number ?? '',
    refilesSerffTrackingNumber: d.whole.refiles_serff_tracking_number ?? '',
    changeLog: d.changeLog,
    objections,
    objectionsJson: JSON.stringify(d.objections),
    ratingFactors: forCompany(d.factors).map((f) => ({
      name: f.name,
      category: f.category,
      description: f.description,
      change: f.change,
      ...(f.relativityBefore !== undefined ? { relativityBefore: f.relativityBefore } : {}),
      ...(f.relativityAfter !== undefined ? { relativityAfter: f.relativityAfter } : {}),
      levels: f.levels.map(toApiFactorLevel),
      ...(f.premiumEffect
        ? {
            premiumEffect: f.premiumEffect.value,
            premiumEffectBasis:
              f.premiumEffect.basis === 'exposure'
                ? PremiumEffectBasis.EXPOSURE
                : PremiumEffectBasis.EQUAL_WEIGHT,
          }
        : {}),
      pdfPage: f.pdfPage,
    })),
    baseRates: forCompany(d.baseRates).map((b) => ({
      coverage: b.coverage,
      rateBefore: b.before,
      rateAfter: b.after,
      change: b.change,
      ...(b.exposureShare !== null ? { exposureShare: b.exposureShare } : {}),
      pdfPage: b.pdfPage,
    })),
    supplementalMetrics: forCompany(d.metrics).map((m) => ({
      serffTrackingNumber: m.serff_tracking_number,
      company: m.company,
      coverage: m.coverage,
      proposedChange: n(m.proposed_change),
      indication: n(m.indication),
      expenseRatio: n(m.expense_ratio),
      permissibleLossRatio: n(m.permissible_loss_ratio),
      historicFrequencyTrend: n(m.historic_frequency_trend),
      historicSeverityTrend: n(m.historic_severity_trend),
      historicPremiumTrend: n(m.historic_premium_trend),
      historicTotalTrend: n(m.historic_total_trend),
      prospectiveFrequencyTrend: n(m.prospective_frequency_trend),
      prospectiveSeverityTrend: n(m.prospective_severity_trend),
      prospectivePremiumTrend: n(m.prospective_premium_trend),
      prospectiveTotalTrend: n(m.prospective_total_trend),
    })),
    doiReview: {
      serffTrackingNumber: d.whole.serff_tracking_number,
      reviewers: d.reviewers.map((r) => ({
        name: r.name,
        role: r.role === 'primary' ? ReviewerRole.PRIMARY : ReviewerRole.SECONDARY,
      })),
      state: d.whole.state,
      rateImpact: n(d.whole.overall_rate_impact),
      daysToApproval: n(d.whole.days_to_approval),
      submittedDate: toApiDate(d.whole.submitted_date),
      dispositionDate: toApiDate(d.whole.disposition_date),
    },
  };
}
