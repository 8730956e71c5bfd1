import type { Selectable } from 'kysely';
import type { SupplementalMetricsTable } from '#server/db/schema.ts';
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
  objections: FilingObjection[];
  /** One line per entry, oldest first: "YYYY-MM-DD: entry". */
  changeLog: string;
  reviewers: FilingReviewer[];
};
