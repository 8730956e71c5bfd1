import type { Selectable } from 'kysely';
import type { SupplementalMetricsTable } from '#server/db/schema.ts';
import type { FactorLevel, PremiumEffect } from './factor-levels.ts';
import type { FilingListRow } from './filing-list-row.ts';
import type { WholeFilingListRow } from './whole-filing-list-row.ts';

export type FilingObjection = {
  round: number;
  sentDate: string | null;
  reviewer: string;
  content: string;
  reply: string;
  replyDate: string | null;
  themes: string[];
};

export type FilingRatingFactor = {
  name: string;
  category: string;
  description: string;
  relativityBefore?: number;
  relativityAfter?: number;
  change: number;
  /** Null: the factor applies to every company of the filing. */
  company: string | null;
  /** The factor's table level by level (empty when the filing gives none). */
  levels: FactorLevel[];
  /** The revision's premium effect computed from `levels`; null without levels. */
  premiumEffect: PremiumEffect | null;
  /** The PDF page that prints the factor's table; 0 when none does. */
  pdfPage: number;
};

/** A base rate by coverage, before and after (US dollars; change in percentage points). */
export type FilingBaseRate = {
  company: string | null;
  coverage: string;
  before: number;
  after: number;
  change: number;
  exposureShare: number | null;
  /** The PDF page that prints the base rates; 0 when none does. */
  pdfPage: number;
};

export type FilingReviewer = { name: string; role: 'primary' | 'secondary' };

export type SupplementalMetricRow = Selectable<SupplementalMetricsTable>;

/** Everything about one whole filing: its rows, texts and child entities. */
export type FilingDetails = {
  whole: WholeFilingListRow & {
    description: string;
    summary: string | null;
    prior_serff_tracking_number: string | null;
    refiles_serff_tracking_number: string | null;
  };
  companies: FilingListRow[];
  metrics: SupplementalMetricRow[];
  factors: FilingRatingFactor[];
  baseRates: FilingBaseRate[];
  objections: FilingObjection[];
  /** One line per entry, oldest first: "YYYY-MM-DD: entry". */
  changeLog: string;
  reviewers: FilingReviewer[];
};
