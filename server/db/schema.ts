import type { ColumnType, Generated } from 'kysely';

/** A `date` column: read and written as an ISO string `YYYY-MM-DD` in both modes. */
export type DateColumn = string;
/** A generated tsvector column: readable (as text), never written. */
type SearchVector = ColumnType<string, never, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
/** Hashed adjacent word pairs (migration 270): the app may bring them, a trigger fills them otherwise. */
type PhrasePairs = ColumnType<number[] | null, number[] | undefined, number[] | undefined>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** Who may read a saved view or brief (migration 230). */
type ItemVisibilityColumn = 'private' | 'organization';
/** How often a watchlist emails (migration 240). */
type WatchlistScheduleColumn = 'immediate' | 'daily' | 'weekly';

export type CarriersTable = { name: string; serff_prefix: string };

export type CompaniesTable = { name: string; carrier: string; naic_code: string | null };

export type ReviewersTable = {
  id: Generated<number>;
  name: string;
  state: string;
  title: string | null;
  alternative_names: TextArray;
  summary: string | null;
};

export type ProductSegmentsTable = {
  id: Generated<number>;
  carrier: string;
  state: string;
  line_of_business: string;
  product_name: string;
};

export type WholeFilingsTable = {
  serff_tracking_number: string;
  state_tracking_number: string | null;
  company_tracking_number: string | null;
  project_name: string | null;
  project_number: string | null;
  carrier: string;
  original_carrier: string | null;
  filing_company: string;
  company_count: Generated<number>;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  approval_type: string | null;
  rate_change_type: string | null;
  disposition_status: string;
  product_name: string;
  clean_product_name: string;
  description: Generated<string>;
  summary: string | null;
  submitted_date: DateColumn | null;
  effective_date_new: DateColumn | null;
  effective_date_renewal: DateColumn | null;
  disposition_date: DateColumn | null;
  days_to_approval: number | null;
  on_approval: Generated<boolean>;
  product_segment: number | null;
  prior_serff_tracking_number: string | null;
  objection_count: Generated<number>;
  pdf_page_count: number | null;
  overall_indicated_change: number | null;
  overall_rate_impact: number | null;
  overall_written_premium: number | null;
  overall_written_premium_change: number | null;
  overall_policyholders_affected: number | null;
  overall_max_change: number | null;
  overall_min_change: number | null;
  overall_average_premium_change: number | null;
  refiles_serff_tracking_number: string | null;
  /** The off-balance the filing states, in percent (migration 160). */
  off_balance: number | null;
  source: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  search_vector: SearchVector;
  phrase_pairs: PhrasePairs;
  summary_phrase_pairs: PhrasePairs;
};

export type FilingsTable = {
  id: Generated<number>;
  serff_tracking_number: string;
  company: string;
  company_tracking_number: string | null;
  carrier: string;
  original_carrier: string | null;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  disposition_status: string;
  product_name: string;
  clean_product_name: string;
  effective_date_new: DateColumn | null;
  effective_date_renewal: DateColumn | null;
  disposition_date: DateColumn | null;
  indicated_change: number | null;
  rate_impact: number | null;
  average_premium_change: number | null;
  written_premium_change: number | null;
  written_premium_for_program: number | null;
  policyholders_affected: number | null;
  max_change: number | null;
  min_change: number | null;
  prior_rate_change: number | null;
  prior_serff_tracking_number: string | null;
  pdf_link: string | null;
  zip_link: string | null;
};

export type SupplementalMetricsTable = {
  id: Generated<number>;
  serff_tracking_number: string;
  company: string;
  coverage: string;
  proposed_change: number | null;
  indication: number | null;
  expense_ratio: number | null;
  permissible_loss_ratio: number | null;
  historic_frequency_trend: number | null;
  historic_severity_trend: number | null;
  historic_premium_trend: number | null;
  historic_total_trend: number | null;
  prospective_frequency_trend: number | null;
  prospective_severity_trend: number | null;
  prospective_premium_trend: number | null;
  prospective_total_trend: number | null;
};

/**
 * One level of a rating factor: its relativity before and after the filing. `base` marks the
 * base level (relativity 1.000 by definition); `weight` is the level's share of the program's
 * exposure (the levels' weights sum to 1) where the filing gives its distribution. Both are
 * absent on rows stored before migration 160 and on imported filings that do not state them.
 */
export type RatingFactorLevel = {
  level: string;
  before: number;
  after: number;
  change: number;
  base?: boolean;
  weight?: number;
};

export type RatingFactorsTable = {
  id: Generated<number>;
  serff_tracking_number: string;
  company: string | null;
  factor: string;
  category: string | null;
  levels: Json<RatingFactorLevel[]>;
  before_value: string | null;
  after_value: string | null;
  change: number | null;
  search_vector: SearchVector;
};

/** A base rate by coverage, before and after the filing (migration 160). */
export type BaseRatesTable = {
  id: Generated<number>;
  serff_tracking_number: string;
  company: string | null;
  coverage: string;
  before_rate: number;
  after_rate: number;
  change: number;
  exposure_share: number | null;
};

export type FilingReviewersTable = {
  serff_tracking_number: string;
  reviewer_id: number;
  role: 'primary' | 'secondary';
};

export type DoiReviewsView = {
  serff_tracking_number: ColumnType<string, never, never>;
  state: ColumnType<string, never, never>;
  rate_impact: ColumnType<number | null, never, never>;
  days_to_approval: ColumnType<number | null, never, never>;
  submitted_date: ColumnType<DateColumn | null, never, never>;
  disposition_date: ColumnType<DateColumn | null, never, never>;
};

export type ObjectionsTable = {
  id: Generated<number>;
  serff_tracking_number: string;
  round: number;
  reviewer_id: number | null;
  reviewer_name: string | null;
  objection_date: DateColumn | null;
  content: string;
  reply_date: DateColumn | null;
  reply_content: string | null;
  summary: string | null;
  search_vector: SearchVector;
  phrase_pairs: PhrasePairs;
  summary_phrase_pairs: PhrasePairs;
};

export type FilingChangeLogsTable = {
  id: Generated<number>;
  serff_tracking_number: string;
  logged_on: DateColumn;
  entry: string;
};

export type FilingDocumentsTable = {
  serff_tracking_number: string;
  page_count: number;
  blob_key: string | null;
  source: Generated<'generated' | 'imported'>;
  rendered_at: Timestamp | null;
};

export type DocumentPagesTable = {
  serff_tracking_number: string;
  page_number: number;
  content: string;
  /** Kept by a trigger (migration 180); an insert may bring it (tsvector text). */
  search_vector: ColumnType<string, string | undefined, never>;
};

export type SavedFiltersTable = {
  id: Generated<string>;
  user_id: string;
  name: string;
  carriers: TextArray;
  lines_of_business: TextArray;
  states: TextArray;
  sub_tois: TextArray;
  disposition_statuses: TextArray;
  filing_types: TextArray;
  companies: TextArray;
  product_names: TextArray;
  rating_factors: TextArray;
  start_date: DateColumn | null;
  end_date: DateColumn | null;
  /** Migration 150; null: effective. */
  date_basis: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 150; null: rate changes. */
  population: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 220: the page of a saved view; default 'filings'. */
  page: ColumnType<string, string | undefined, string>;
  sort_field: ColumnType<string | null, string | null | undefined, string | null>;
  sort_direction: ColumnType<string | null, string | null | undefined, string | null>;
  columns: ColumnType<string[], string[] | undefined, string[]>;
  search: ColumnType<string, string | undefined, string>;
  /** Migration 230: the organization the view is shared with (null: never shared). */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 230: 'private' (default) or 'organization'. */
  visibility: ColumnType<
    ItemVisibilityColumn,
    ItemVisibilityColumn | undefined,
    ItemVisibilityColumn
  >;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type BriefsTable = {
  id: Generated<string>;
  user_id: string;
  report_type: Generated<'none' | 'generic' | 'objections'>;
  title: string;
  subtitle: string | null;
  filters: Json<Record<string, unknown>>;
  filings: TextArray;
  report_json: Json<Record<string, unknown>>;
  /** [{ heading, text }] (migration 220). */
  commentary: Json<Record<string, unknown>[]>;
  /** Migration 230: the organization the brief is shared with (null: never shared). */
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 230: 'private' (default) or 'organization'. */
  visibility: ColumnType<
    ItemVisibilityColumn,
    ItemVisibilityColumn | undefined,
    ItemVisibilityColumn
  >;
  created_date: GeneratedTimestamp;
};

/** Migration 230: a note on a filing (by SERFF tracking number), for the author's organization. */
export type FilingNotesTable = {
  id: Generated<string>;
  serff_tracking_number: string;
  organization_id: string | null;
  user_id: string;
  body: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

/** Migration 230: who did what to a shared item of an organization. */
export type AuditEventsTable = {
  id: Generated<number>;
  organization_id: string;
  actor_user_id: string;
  action: 'created' | 'changed' | 'deleted' | 'shared' | 'unshared';
  item_type: 'saved_view' | 'brief' | 'note' | 'watchlist' | 'member';
  item_id: string;
  item_name: ColumnType<string, string | undefined, string>;
  at: GeneratedTimestamp;
  details: ColumnType<unknown, string | undefined, string>;
};

/** Migration 240: a filter of filings with thresholds and a schedule (issue 26). */
export type WatchlistsTable = {
  id: Generated<string>;
  user_id: string;
  organization_id: ColumnType<string | null, string | null | undefined, string | null>;
  visibility: ColumnType<
    ItemVisibilityColumn,
    ItemVisibilityColumn | undefined,
    ItemVisibilityColumn
  >;
  name: string;
  /** FilingFilters in the api's shape, read through its zod schema. */
  filters: Json<unknown>;
  min_rate_impact: number | null;
  min_written_premium_change: number | null;
  min_policyholders: number | null;
  statuses: TextArray;
  filing_types: TextArray;
  schedule: ColumnType<
    WatchlistScheduleColumn,
    WatchlistScheduleColumn | undefined,
    WatchlistScheduleColumn
  >;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

/** Migration 240: who hears of a watchlist's matches, and whether by email. */
export type WatchlistSubscriptionsTable = {
  watchlist_id: string;
  user_id: string;
  email: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: GeneratedTimestamp;
};

/** Migration 240: filings added or changed since the matcher last ran (an outbox). */
export type WatchlistFilingChangesTable = {
  serff_tracking_number: string;
  queued_at: GeneratedTimestamp;
};

/** Migration 240: one email digest per user, schedule and period, sent once. */
export type WatchlistDigestRunsTable = {
  id: Generated<string>;
  user_id: string;
  schedule: WatchlistScheduleColumn;
  period: string;
  claim_token: string | null;
  claimed_until: Date | null;
  sent_at: Date | null;
  notification_count: Generated<number>;
  created_at: GeneratedTimestamp;
};

/** Migration 240: a filing that matched a watchlist, for one subscriber (unique per change). */
export type WatchlistNotificationsTable = {
  id: Generated<string>;
  user_id: string;
  watchlist_id: string;
  serff_tracking_number: string;
  change_key: string;
  reasons: Json<unknown>;
  created_at: GeneratedTimestamp;
  read_at: Date | null;
  digest_run_id: string | null;
};

export type SchemaMigrationsTable = {
  version: string;
  name: string;
  checksum: string;
  applied_at: GeneratedTimestamp;
};

/** Migration 250: a value extracted from an imported filing PDF, with its page, box and confidence. */
export type ExtractedValuesTable = {
  serff_tracking_number: string;
  field_path: string;
  value_text: string;
  page: number;
  bbox_x: number;
  bbox_y: number;
  bbox_width: number;
  bbox_height: number;
  confidence: number;
  corrected_value: string | null;
  corrected_by: string | null;
  corrected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  extracted_at: GeneratedTimestamp;
};

export type DB = {
  carriers: CarriersTable;
  companies: CompaniesTable;
  reviewers: ReviewersTable;
  product_segments: ProductSegmentsTable;
  whole_filings: WholeFilingsTable;
  filings: FilingsTable;
  supplemental_metrics: SupplementalMetricsTable;
  rating_factors: RatingFactorsTable;
  base_rates: BaseRatesTable;
  filing_reviewers: FilingReviewersTable;
  doi_reviews: DoiReviewsView;
  objections: ObjectionsTable;
  filing_change_logs: FilingChangeLogsTable;
  filing_documents: FilingDocumentsTable;
  document_pages: DocumentPagesTable;
  extracted_values: ExtractedValuesTable;
  saved_filters: SavedFiltersTable;
  briefs: BriefsTable;
  filing_notes: FilingNotesTable;
  audit_events: AuditEventsTable;
  watchlists: WatchlistsTable;
  watchlist_subscriptions: WatchlistSubscriptionsTable;
  watchlist_filing_changes: WatchlistFilingChangesTable;
  watchlist_digest_runs: WatchlistDigestRunsTable;
  watchlist_notifications: WatchlistNotificationsTable;
  schema_migrations: SchemaMigrationsTable;
};
