import { type EvalItem, family } from './eval-types.ts';

/**
 * The dev split of the English-to-SQL evaluation (issue 22, third pass): families of paraphrases
 * written before the third pass changed any rule, worded the way pricing actuaries, product
 * managers and regulatory analysts ask — longer sentences with filler, conditions the translator
 * may not know ("excluding ones with objections", "where the reviewer is a supervisor"), other
 * word orders, relative dates, "vs", joins to objections, reviewers, rating factors, product
 * history, company rows and supplemental metrics. Rules are checked against it alongside the
 * tuning split; its families must never repeat a tuning family or question. See README.md.
 */
export const DEV_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'dev-count-flex-rating-approved-2025',
    'counts',
    `select count(*) from filings where approval_type = 'Flex Rating' and disposition_status = 'Approved' and disposition_date >= '2025-01-01' and disposition_date < '2026-01-01'`,
    [
      'how many flex rating filings got approved in 2025',
      'Quick one: what is the number of filings under flex rating that were approved during 2025?',
      'count of 2025 approvals under flex rating',
      'in 2025, how many flex rating filings did the regulators approve',
    ],
  ),
  ...family(
    'dev-count-texas-with-objections',
    'counts',
    `select count(*) from filings where state = 'TX' and objection_count > 0`,
    [
      'how many Texas filings received at least one objection letter',
      'number of TX filings that drew an objection',
      'count the Texas filings with objections',
      'of all the filings in Texas, how many had one or more objection letters?',
      'texas filings that got objected to - how many',
    ],
  ),

  // aggregates
  ...family(
    'dev-avg-policyholders-pa-auto',
    'aggregates',
    `select avg(policyholders_affected) from filings where state = 'PA' and line_of_business = '19.0 Personal Auto'`,
    [
      "what's the average number of policyholders affected by a personal auto filing in Pennsylvania",
      'PA personal auto: mean policyholders impacted per filing',
      'on average, how many policyholders does a Pennsylvania auto filing touch',
      'avg policyholders affected for auto in PA',
    ],
  ),
  ...family(
    'dev-total-written-premium-brightwater-2022',
    'aggregates',
    `select sum(written_premium) from filings where carrier = 'Brightwater Insurance Companies' and effective_date_new >= '2022-01-01' and effective_date_new < '2023-01-01'`,
    [
      "total written premium across Brightwater's filings effective in 2022",
      'how much written premium do the 2022 Brightwater filings represent in total',
      'sum of program written premium for Brightwater, 2022',
      'Brightwater 2022 total written premium',
    ],
  ),

  // group-bys
  ...family(
    'dev-avg-indicated-by-state-homeowners',
    'group-bys',
    `select state, avg(indicated_change) from filings where line_of_business = '04.0 Homeowners' group by 1`,
    [
      'average indicated change by state for homeowners',
      'for homeowners, what does the indicated rate change average out to in each state',
      'homeowners indicated change, averaged per state',
      'break the average indication for HO filings down by state',
    ],
  ),
  ...family(
    'dev-status-breakdown-submitted-2025',
    'group-bys',
    `select disposition_status, count(*) from filings where submitted_date >= '2025-01-01' and submitted_date < '2026-01-01' group by 1`,
    [
      'how many of the filings submitted in 2025 ended up in each status',
      'status breakdown of 2025 submissions',
      '2025 submissions by disposition status, with counts',
      'for everything that was filed in 2025, give me the count per outcome',
    ],
  ),

  // top-N
  ...family(
    'dev-top-3-products-by-filings',
    'top-N',
    'select product_name, count(*) from filings group by 1 order by 2 desc limit 3',
    [
      'which three products have been filed the most',
      'top 3 products by number of filings',
      'the three most frequently filed products',
      'give me the 3 programs with the most filings, please',
    ],
  ),
  ...family(
    'dev-top-5-carriers-premium-change-2024',
    'top-N',
    `select carrier, sum(written_premium_change) from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01' group by 1 order by 2 desc limit 5`,
    [
      'top five carriers by total written premium change in 2024',
      'for 2024, rank the carriers by their summed written premium change and keep the first 5',
      'which 5 carriers had the largest total premium change in 2024',
      'the five carriers with the biggest 2024 written premium change in total',
    ],
  ),

  // thresholds
  ...family(
    'dev-filings-indicated-above-10',
    'thresholds',
    'select serff_tracking_number from filings where indicated_change > 10',
    [
      'filings whose indicated change is above 10%',
      'which filings had an indicated rate change of more than 10 percent',
      'show me the filings where the indication was over 10%',
      'list filings with an indicated change greater than ten percent',
    ],
  ),
  ...family(
    'dev-count-written-premium-over-500m',
    'thresholds',
    'select count(*) from filings where written_premium > 500000000',
    [
      'how many filings are for programs with more than $500 million of written premium',
      'number of filings with written premium above 500M',
      'count filings where the written premium exceeds 500 million dollars',
      'filings over $500m in written premium: how many are there?',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'dev-states-homeowners-avg-days-over-60',
    'conditions-on-aggregates',
    `select state, avg(days_to_approval) from filings where line_of_business = '04.0 Homeowners' group by 1 having avg(days_to_approval) > 60`,
    [
      'in homeowners, which states average more than 60 days to approve a filing',
      'states where homeowners filings take over 60 days on average',
      'homeowners: states with an average time to decision above 60 days',
      'list the states whose mean homeowners review time exceeds sixty days',
    ],
  ),
  ...family(
    'dev-carriers-three-or-more-withdrawals',
    'conditions-on-aggregates',
    `select carrier, count(*) from filings where disposition_status = 'Withdrawn' group by 1 having count(*) >= 3`,
    [
      'which carriers have withdrawn 3 or more filings',
      'carriers with at least three withdrawals',
      'show the carriers that pulled three or more of their filings',
      'carriers whose count of withdrawn filings is at least 3',
    ],
  ),

  // negation
  ...family(
    'dev-auto-over-10-without-objections',
    'negation',
    `select serff_tracking_number from filings where line_of_business = '19.0 Personal Auto' and rate_impact > 10 and objection_count = 0`,
    [
      'personal auto filings with a rate impact above 10%, excluding ones with objections',
      'auto filings over 10% that had no objection letters',
      'which personal auto filings raised rates more than 10 percent without drawing any objections',
      'list personal auto filings above 10% leaving out those that got an objection',
    ],
  ),
  ...family(
    'dev-count-homeowners-not-file-and-use',
    'negation',
    `select count(*) from filings where line_of_business = '04.0 Homeowners' and approval_type <> 'File and Use'`,
    [
      'how many homeowners filings were not under file and use',
      'homeowners filings excluding file and use: how many?',
      "count the homeowners filings whose approval type isn't file and use",
      'number of HO filings under any approval type other than file-and-use',
    ],
  ),

  // date-ranges
  ...family(
    'dev-avg-rate-submitted-mar-2022-feb-2023',
    'date-ranges',
    `select avg(rate_impact) from filings where submitted_date >= '2022-03-01' and submitted_date < '2023-03-01'`,
    [
      'average rate impact for filings submitted between March 2022 and February 2023',
      'mean rate change on submissions from Mar 2022 through Feb 2023',
      'what was the average rate change of filings submitted from March 2022 to February 2023',
      'submitted Mar 2022 - Feb 2023: average rate impact',
    ],
  ),
  ...family(
    'dev-count-withdrawn-last-3-years',
    'date-ranges',
    `select count(*) from filings where disposition_status = 'Withdrawn' and disposition_date >= current_date - interval '3 years'`,
    [
      'how many filings were withdrawn in the last 3 years',
      'number of withdrawals over the past three years',
      'count the filings withdrawn during the last 36 months',
      'withdrawn filings, past 3 years: how many?',
    ],
  ),

  // calendar
  ...family(
    'dev-count-by-quarter-2024',
    'calendar',
    `select to_char(effective_date_new, 'YYYY-"Q"Q'), count(*) from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01' group by 1`,
    [
      'number of filings by quarter in 2024',
      'quarterly filing counts for 2024',
      'how many filings took effect in each quarter of 2024',
      '2024 quarter by quarter: how many filings',
    ],
  ),
  ...family(
    'dev-avg-rate-first-half-2025',
    'calendar',
    `select avg(rate_impact) from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2025-07-01'`,
    [
      'average rate impact in the first half of 2025',
      'mean rate change for filings effective January through June 2025',
      'H1 2025 average rate change',
      'what was the average rate impact for filings taking effect between Jan 1 and Jun 30, 2025',
    ],
  ),

  // superlatives
  ...family(
    'dev-largest-homeowners-cut-ever',
    'superlatives',
    `select min(rate_impact) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'what is the biggest rate cut ever filed in homeowners',
      'the lowest homeowners rate change on record',
      'largest homeowners rate decrease of all time',
      'most negative rate impact among homeowners filings',
    ],
  ),
  ...family(
    'dev-state-most-disapprovals',
    'superlatives',
    `select state, count(*) from filings where disposition_status = 'Disapproved' group by 1 order by 2 desc limit 1`,
    [
      'which state disapproved the most filings',
      'state with the highest number of disapprovals',
      'where do filings get disapproved most often',
      'the single state with the most disapproved filings',
    ],
  ),

  // shares-and-ratios
  ...family(
    'dev-withdrawal-share-by-carrier',
    'shares-and-ratios',
    `select carrier, 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) from filings group by 1`,
    [
      "what share of each carrier's filings were withdrawn",
      'withdrawal rate by carrier',
      'percentage of filings withdrawn, per carrier',
      'for every carrier, the proportion of its filings that got withdrawn',
    ],
  ),
  ...family(
    'dev-share-prior-approval-auto',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where approval_type = 'Prior Approval') / count(*) from filings where line_of_business = '19.0 Personal Auto'`,
    [
      'what percentage of personal auto filings are under prior approval',
      'share of auto filings subject to prior approval',
      'in personal auto, what proportion of filings were prior approval',
      'prior approval as a percent of all personal auto filings',
    ],
  ),

  // joins
  ...family(
    'dev-objections-about-territory',
    'joins',
    `select count(*) from objections where summary ilike '%territor%'`,
    [
      'how many objection letters raised territory issues',
      'number of objections about territory definitions',
      'count the objection letters that mention territory',
      'objections on the topic of territories: how many?',
    ],
  ),
  ...family(
    'dev-filings-reviewed-by-supervisors',
    'joins',
    `select count(distinct r.serff_tracking_number) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where v.title = 'Rate and Form Review Supervisor'`,
    [
      'how many filings were reviewed by a rate and form review supervisor',
      'number of filings where one of the reviewers is a supervisor',
      'count filings with a supervisor among their reviewers',
      'filings handled by review supervisors - how many',
    ],
  ),
  ...family(
    'dev-product-segments-per-carrier',
    'joins',
    'select carrier, count(distinct segment_id) from product_history group by 1',
    [
      'how many distinct product segments does each carrier have',
      'number of product histories per carrier',
      'count of product segments by carrier',
      'for each carrier, how many separate product histories are there',
    ],
  ),
  ...family(
    'dev-prospective-severity-by-coverage-auto',
    'joins',
    `select s.coverage, avg(s.prospective_severity_trend) from supplemental_metrics s join filings f using (serff_tracking_number) where f.line_of_business = '19.0 Personal Auto' group by 1`,
    [
      'average prospective severity trend by coverage for personal auto',
      'for auto, what prospective severity trend is selected on each coverage on average',
      'personal auto prospective severity trends averaged per coverage',
      'mean prospective severity trend, auto filings, broken out by coverage',
    ],
  ),
  ...family(
    'dev-model-year-factor-change-by-state',
    'joins',
    `select f.state, avg(rf.change) from rating_factors rf join filings f using (serff_tracking_number) where rf.factor = 'Model Year' group by 1`,
    [
      'average change of the model year factor by state',
      'by state, how much did the model year rating factor change on average',
      'mean model year factor change per state',
      'how has the model year factor moved in each state, on average',
    ],
  ),
  ...family(
    'dev-credit-850-relativity-by-carrier',
    'joins',
    `select f.carrier, avg(l.relativity_after) from rating_factor_levels l join filings f using (serff_tracking_number) where l.factor = 'Credit-Based Insurance Score' and l.level = '850+' group by 1`,
    [
      'average relativity for credit-based insurance score 850+ by carrier',
      'by carrier, the mean relativity of the 850+ credit-based insurance score level',
      'what relativity does each carrier give the credit-based insurance score 850+ tier on average',
      'credit-based insurance score 850+ relativity averaged per carrier',
    ],
  ),

  // filters-on-columns
  ...family(
    'dev-count-form-filings-homeowners',
    'filters-on-columns',
    `select count(*) from filings where filing_type = 'Form' and line_of_business = '04.0 Homeowners'`,
    [
      'how many form filings were there for homeowners',
      'number of homeowners filings with filing type Form',
      'count of form-only homeowners filings',
      'homeowners, filing type form: how many',
    ],
  ),
  ...family(
    'dev-avg-rate-company-harrowgate-fire',
    'filters-on-columns',
    `select avg(rate_impact) from company_rate_figures where company = 'Harrowgate Mutual Fire and Casualty Company'`,
    [
      'average rate change of Harrowgate Mutual Fire and Casualty Company',
      "what's the mean rate impact for the company Harrowgate Mutual Fire and Casualty",
      'Harrowgate Mutual Fire & Casualty Company: average rate impact',
      'for the underwriting company Harrowgate Mutual Fire and Casualty, the avg rate change',
    ],
  ),
  ...family(
    'dev-count-never-took-effect',
    'filters-on-columns',
    'select count(*) from filings where took_effect = false',
    [
      'how many filings never took effect',
      'number of filings whose rates did not take effect',
      'count filings that never went into effect',
      'how many filings did not end up taking effect',
    ],
  ),

  // comparisons
  ...family(
    'dev-compare-ppa-motorcycle-rate',
    'comparisons',
    `select sub_toi, avg(rate_impact) from filings where sub_toi in ('19.0001 Private Passenger Auto (PPA)', '19.0002 Motorcycle') group by 1`,
    [
      'PPA vs motorcycle average rate impact',
      'compare the average rate change for private passenger auto and motorcycle',
      'how do motorcycle rate changes compare with PPA, on average',
      'average rate impact: motorcycle versus private passenger auto',
    ],
  ),
  ...family(
    'dev-compare-2023-2024-counts',
    'comparisons',
    `select extract(year from effective_date_new), count(*) from filings where effective_date_new >= '2023-01-01' and effective_date_new < '2025-01-01' group by 1`,
    [
      '2023 vs 2024 filing counts',
      'compare the number of filings in 2023 with 2024',
      'were there more filings in 2024 than in 2023? show both counts',
      'filings effective in 2023 versus 2024: how many each year',
    ],
  ),

  // casual-and-typos
  ...family(
    'dev-casual-flex-rating-days',
    'casual-and-typos',
    `select avg(days_to_approval) from filings where approval_type = 'Flex Rating'`,
    [
      'avg days to aprove for flex rating filings??',
      'flex ratng - how long till approval on avg',
      'whats the typical turnaround for flex rating filings',
      'mean days to approval, flex-rating',
    ],
  ),
  ...family(
    'dev-casual-ny-auto-biggest-hike',
    'casual-and-typos',
    `select max(rate_impact) from filings where state = 'NY' and line_of_business = '19.0 Personal Auto'`,
    [
      'biggest auto rate hike in NY ever?',
      'max personal auto rate incrase in new york',
      'NY auto: highest rate impact on record',
      'whats the largest rate increase any auto filing got in new yrok',
    ],
  ),

  // unanswerable
  ...family('dev-unanswerable-market-share', 'unanswerable', null, [
    "what is Harrowgate's market share in Ohio",
    'market share by carrier for personal auto',
    'direct written premium market share per state',
    'how big is Fairhaven relative to the whole homeowners market in Texas',
  ]),
  ...family('dev-unanswerable-retention', 'unanswerable', null, [
    "what is the policy retention rate for Fairhaven's auto book",
    'retention by carrier after rate increases',
    'how many policyholders did Brightwater lose after its 2024 increase',
    'customer churn following rate hikes in Texas',
  ]),
];
