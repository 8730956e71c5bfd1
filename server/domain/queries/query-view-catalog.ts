/** The schema holding the curated views (migration 020-query-views.sql). */
export const QUERY_VIEWS_SCHEMA = 'query_views';
/** The role a custom query runs as: it can read only the curated views. */
export const QUERY_READER_ROLE = 'rfi_query_reader';

export type QueryViewDescription = {
  name: string;
  description: string;
  columns: Record<string, string>;
};

const filingColumns = {
  serff_tracking_number: 'SERFF tracking number, unique per filing, e.g. HMIG-131008907',
  product_name: 'Name of the insurance product (program) the filing changes',
  carrier: 'Carrier (insurance group) that submitted the filing',
  state: 'Two-letter state code of the regulator, e.g. CA',
  line_of_business: 'Line of business (type of insurance), e.g. 19.0 Personal Auto',
  sub_toi: 'Sub-type of insurance, e.g. 19.0001 Private Passenger Auto (PPA)',
  filing_type: 'Kind of filing: Rate, Rule, Form or a combination such as Rate/Rule',
  disposition_status: "The regulator's decision or the filing's state, e.g. Approved, Withdrawn",
  disposition_date: 'Date of the disposition (decision)',
  effective_date_new: 'Date the change takes effect for new business',
  rate_impact: 'Overall rate change in percent (7.3 means +7.3%)',
  indicated_change: 'Rate change in percent that the actuarial indication supports',
  written_premium_change: 'Change of annual written premium in dollars',
  policyholders_affected: 'Number of policyholders affected by the change',
};

export const QUERY_VIEW_CATALOG: readonly QueryViewDescription[] = [
  {
    name: 'filings',
    description:
      'One row per filing (SERFF tracking number) with its overall rate figures and review',
    columns: {
      ...filingColumns,
      filing_company: 'Filing company, or "Multiple" when several companies file together',
      company_count: 'Number of underwriting companies in the filing',
      approval_type: 'Approval regime, e.g. Prior Approval, File and Use',
      rate_change_type: 'Increase, Decrease or Neutral',
      submitted_date: 'Date the filing was submitted to the regulator',
      effective_date_renewal: 'Date the change takes effect for renewals',
      days_to_approval: 'Days from submission to disposition',
      on_approval: 'True when the change takes effect on approval',
      written_premium: 'Annual written premium of the program in dollars',
      objection_count: 'Number of objection letters the regulator sent',
      segment_id: 'Product segment (carrier, state, line, product); joins product_history',
      prior_serff_tracking_number:
        'Prior revision: the last filing of the same product that took effect before this one was submitted',
      summary: 'One-line summary of the filing',
      description: 'Paragraph describing the filing',
      max_change: 'Largest change for any policyholder in percent, across all companies',
      min_change: 'Smallest change for any policyholder in percent, across all companies',
      average_premium_change:
        'Average premium change per policy in dollars, weighted by written premium across companies',
      refiles_serff_tracking_number:
        'The withdrawn or disapproved filing of the same product that this filing refiles, if any',
      took_effect:
        'True when the rates took effect: approved, filed, acknowledged or deemed, and effective by today',
    },
  },
  {
    name: 'company_rate_figures',
    description: 'One row per underwriting company of a filing with its own rate figures',
    columns: {
      ...filingColumns,
      company: 'Underwriting company (legal entity) within the carrier group',
      average_premium_change: 'Average premium change per policy in dollars',
      written_premium_for_program: "Company's annual written premium for the program in dollars",
      max_change: 'Largest change for any policyholder in percent',
      min_change: 'Smallest change for any policyholder in percent',
      prior_rate_change: "Rate change in percent of the company's previous filing",
    },
  },
  {
    name: 'rating_factors',
    description: 'One row per rating factor a filing changed',
    columns: {
      serff_tracking_number: 'The filing that changed the factor',
      company: 'Company the factor applies to (empty: all companies of the filing)',
      factor: 'Rating factor, e.g. Model Year, Territory',
      category: 'Group of the factor, e.g. Driver, Vehicle',
      before_value: 'Range of relativities before the filing',
      after_value: 'Range of relativities after the filing',
      change: 'Change of the factor in percent',
      levels: 'JSON list of levels with relativities before and after',
    },
  },
  {
    name: 'rating_factor_levels',
    description:
      'One row per level of a rating factor table a filing revised, with its relativities before and after',
    columns: {
      serff_tracking_number: 'The filing that revised the factor',
      company: 'Company the table applies to (empty: all companies of the filing)',
      factor: 'Rating factor, e.g. Driver Age, Deductible, Territory',
      category: 'Group of the factor, e.g. Driver, Vehicle',
      level_order: 'Position of the level in the table (1 = first row of the rate manual)',
      level: 'The level, e.g. 16-20, $1,000, Territory 5',
      relativity_before: 'Relativity of the level before the filing (1.000 at the base level)',
      relativity_after: 'Relativity of the level after the filing',
      change: 'Change of the relativity in percent (after / before - 1)',
      is_base: "True for the table's base level (relativity 1.000)",
      exposure_share: 'Share of exposure at the level, 0 to 1, when the filing gives it',
    },
  },
  {
    name: 'base_rates',
    description: 'One row per coverage whose base rate a filing sets, before and after',
    columns: {
      serff_tracking_number: 'The filing',
      company: 'Company the base rate applies to (empty: all companies of the filing)',
      coverage: 'Coverage, e.g. Bodily Injury, Dwelling',
      rate_before: 'Base rate before the filing in dollars',
      rate_after: 'Base rate after the filing in dollars',
      change: 'Change of the base rate in percent',
      exposure_share: 'Share of premium for the coverage, 0 to 1',
    },
  },
  {
    name: 'objections',
    description: "One row per round of a regulator's objection letter, with the insurer's reply",
    columns: {
      serff_tracking_number: 'The filing objected to',
      round: 'Round of the objection letter (1, 2, ...)',
      reviewer_name: 'Name of the reviewer who wrote the letter',
      objection_date: 'Date of the objection letter',
      content: 'Text of the objection letter',
      reply_date: "Date of the insurer's reply",
      reply_content: "Text of the insurer's reply",
      summary: 'One-line summary of the objection',
    },
  },
  {
    name: 'reviews',
    description: 'One row per reviewer assigned to a filing by the department of insurance',
    columns: {
      serff_tracking_number: 'The filing reviewed',
      reviewer_id: 'The reviewer; joins reviewers',
      reviewer_name: 'Name of the reviewer',
      role: 'primary or secondary',
      state: 'State of the department of insurance',
      submitted_date: 'Date the filing was submitted',
      disposition_date: 'Date of the disposition (decision)',
      days_to_approval: 'Days from submission to disposition',
      rate_impact: 'Overall rate change of the filing in percent',
    },
  },
  {
    name: 'reviewers',
    description: 'One row per department-of-insurance reviewer',
    columns: {
      reviewer_id: 'Identifier of the reviewer',
      name: 'Name of the reviewer',
      state: 'State of the department of insurance',
      title: 'Job title',
      alternative_names: 'Other spellings of the name, separated by semicolons',
      summary: 'One-line description of the reviewer',
      total_filings: 'Number of filings the reviewer was assigned to',
      total_objections: 'Number of objection letters the reviewer wrote',
    },
  },
  {
    name: 'product_history',
    description:
      'One row per filing of a product segment (carrier, state, line, product), over time',
    columns: {
      segment_id: 'Product segment; one history per segment',
      carrier: 'Carrier of the product',
      state: 'Two-letter state code',
      line_of_business: 'Line of business',
      serff_tracking_number: 'The filing',
      product_name: 'Name of the product at the time of the filing',
      status: 'Disposition status of the filing',
      submitted_date: 'Date the filing was submitted',
      effective_date: 'Date the change takes effect for new business',
      weighted_rate_impact: 'Overall rate change in percent (premium-weighted across companies)',
      policyholders_affected: 'Number of policyholders affected',
      written_premium_for_program: 'Annual written premium of the program in dollars',
      summary: 'One-line summary of the filing',
      took_effect:
        'True when the rates took effect (approved-like and effective by today); only these compound',
      prior_serff_tracking_number:
        'The last filing of the product in force when this was submitted',
      refiles_serff_tracking_number: 'The withdrawn or disapproved filing this one refiles, if any',
    },
  },
  {
    name: 'supplemental_metrics',
    description: 'One row per coverage of a company in a filing: actuarial support figures',
    columns: {
      serff_tracking_number: 'The filing',
      company: 'Underwriting company',
      coverage: 'Coverage, e.g. Bodily Injury, Wind/Hail',
      proposed_change: 'Proposed rate change for the coverage in percent',
      indication: 'Indicated rate change for the coverage in percent',
      expense_ratio: 'Expense ratio in percent of premium (27.0 means 27%)',
      permissible_loss_ratio: 'Permissible loss ratio in percent of premium (71.0 means 71%)',
      historic_frequency_trend: 'Historic annual claim frequency trend in percent',
      historic_severity_trend: 'Historic annual claim severity trend in percent',
      historic_premium_trend: 'Historic annual premium trend in percent',
      historic_total_trend: 'Historic annual loss trend (frequency and severity) in percent',
      prospective_frequency_trend: 'Prospective annual claim frequency trend in percent',
      prospective_severity_trend: 'Prospective annual claim severity trend in percent',
      prospective_premium_trend: 'Prospective annual premium trend in percent',
      prospective_total_trend: 'Prospective annual loss trend in percent',
    },
  },
];

export const QUERY_VIEW_NAMES: ReadonlySet<string> = new Set(QUERY_VIEW_CATALOG.map((v) => v.name));
