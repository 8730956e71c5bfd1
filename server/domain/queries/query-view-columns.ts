/**
 * Every column name of the query views (migration 020). The safety check needs them without a
 * database: `f.row_to_json` is PostgreSQL's attribute notation for the call `row_to_json(f)`
 * unless `row_to_json` is a column, so a dotted name that is neither a view column, a name the
 * query defines nor an allowed function is refused. A test compares this list with the views.
 */
export const QUERY_VIEW_COLUMN_NAMES: ReadonlySet<string> = new Set(
  `after_value alternative_names approval_type average_premium_change before_value carrier
category change company company_count content days_to_approval description disposition_date
disposition_status effective_date effective_date_new effective_date_renewal factor filing_company
filing_type indicated_change levels line_of_business max_change min_change name objection_count
objection_date on_approval policyholders_affected prior_rate_change prior_serff_tracking_number
product_name rate_change_type rate_impact reply_content reply_date reviewer_id reviewer_name role
round segment_id serff_tracking_number state status sub_toi submitted_date summary title
total_filings total_objections weighted_rate_impact written_premium written_premium_change
written_premium_for_program coverage expense_ratio historic_frequency_trend historic_premium_trend
historic_severity_trend historic_total_trend indication permissible_loss_ratio proposed_change
prospective_frequency_trend prospective_premium_trend prospective_severity_trend prospective_total_trend
refiles_serff_tracking_number took_effect level_order level relativity_before relativity_after
is_base exposure_share rate_before rate_after`
    .split(/\s+/)
    .filter(Boolean),
);

/** Columns of the set-returning functions allowed in FROM when they are not renamed. */
export const FUNCTION_RESULT_COLUMNS: ReadonlySet<string> = new Set(['value']);
