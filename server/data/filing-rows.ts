import type { Insertable } from 'kysely';
import type {
  BaseRatesTable,
  DocumentPagesTable,
  FilingChangeLogsTable,
  FilingDocumentsTable,
  FilingReviewersTable,
  FilingsTable,
  ObjectionsTable,
  RatingFactorLevel,
  RatingFactorsTable,
  SupplementalMetricsTable,
  WholeFilingsTable,
} from '#server/db/schema.ts';

export type WholeFilingRow = Insertable<WholeFilingsTable>;
export type FilingRow = Insertable<FilingsTable>;
export type SupplementalMetricRow = Insertable<SupplementalMetricsTable>;
export type RatingFactorRow = Omit<Insertable<RatingFactorsTable>, 'levels'> & {
  levels: RatingFactorLevel[];
};
export type BaseRateRow = Insertable<BaseRatesTable>;
export type FilingReviewerRow = Insertable<FilingReviewersTable>;
export type ObjectionRow = Insertable<ObjectionsTable>;
export type ChangeLogRow = Insertable<FilingChangeLogsTable>;
export type FilingDocumentRow = Insertable<FilingDocumentsTable>;
export type DocumentPageRow = Insertable<DocumentPagesTable>;

/** Everything that one whole filing (one SERFF tracking number) puts in the database. */
export type FilingAggregate = {
  whole: WholeFilingRow;
  filings: FilingRow[];
  metrics: SupplementalMetricRow[];
  factors: RatingFactorRow[];
  baseRates: BaseRateRow[];
  reviewers: FilingReviewerRow[];
  objections: ObjectionRow[];
  changeLogs: ChangeLogRow[];
  document: FilingDocumentRow;
  pages: DocumentPageRow[];
};

/** Child tables in insertion order (parents first), with the aggregate field holding their rows. */
export const CHILD_TABLES = [
  ['filings', 'filings'],
  ['supplemental_metrics', 'metrics'],
  ['rating_factors', 'factors'],
  ['base_rates', 'baseRates'],
  ['filing_reviewers', 'reviewers'],
  ['objections', 'objections'],
  ['filing_change_logs', 'changeLogs'],
  ['filing_documents', 'document'],
  ['document_pages', 'pages'],
] as const;
