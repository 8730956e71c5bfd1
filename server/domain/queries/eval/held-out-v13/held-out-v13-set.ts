import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The thirteenth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-30 by a helper that does not tune the translator (README.md beside this file). Whoever
 * tunes the translator must not open, grep or diff this directory.
 */
export const HELD_OUT_V13_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v13-count-veritas-rate-rule-file-and-use',
    'counts',
    "select count(*) as filings from filings where carrier = 'Veritas Lane Insurance' and filing_type = 'Rate/Rule' and approval_type = 'File and Use'",
    [
      'How many Rate/Rule filings did Veritas Lane make under File and Use?',
      'Count of Veritas Lane Insurance filings that are Rate/Rule and File and Use',
      'veritas lane: number of rate/rule filings filed under file & use',
      'For Veritas Lane, how many of their File and Use filings were Rate/Rule type?',
    ],
  ),
  ...family(
    'v13-count-policy-analyst-reviewers',
    'counts',
    "select count(*) as reviewers from reviewers where title = 'Policy Analyst'",
    [
      'How many reviewers hold the title Policy Analyst?',
      'Number of DOI reviewers whose job title is Policy Analyst',
      'count the policy analysts among the department reviewers',
      'Policy Analysts on the regulator side: how many are there?',
    ],
  ),
  ...family(
    'v13-count-distinct-carriers-ohio',
    'counts',
    "select count(distinct carrier) as carriers from filings where state = 'OH'",
    [
      'How many different carriers have filed in Ohio?',
      'Number of distinct insurance groups with at least one OH filing',
      'how many carriers are active in ohio filings',
      'In Ohio, count the unique carriers that submitted filings',
    ],
  ),
  ...family(
    'v13-count-first-round-letters-2022',
    'counts',
    "select count(*) as letters from objections where round = 1 and objection_date >= date '2022-01-01' and objection_date < date '2023-01-01'",
    [
      'How many first-round objection letters were sent in 2022?',
      'Number of round 1 objections dated during 2022',
      "count of initial objection letters regulators wrote in '22",
      'In calendar 2022, how many objection letters were round one?',
    ],
  ),
  ...family(
    'v13-count-motorcycle-filings',
    'counts',
    "select count(*) as filings from filings where sub_toi = '19.0002 Motorcycle'",
    [
      'How many motorcycle filings are in the data?',
      'Total number of filings under the Motorcycle sub-TOI',
      'motorcycle sub toi - filing count?',
      'Give me the count of filings for motorcycles',
    ],
  ),
  ...family(
    'v13-count-closed-approved-prior-approval',
    'counts',
    "select count(*) as filings from filings where disposition_status = 'Closed-Approved' and approval_type = 'Prior Approval'",
    [
      'How many Prior Approval filings ended up Closed-Approved?',
      'Count filings with status Closed-Approved in prior approval states',
      'number of closed-approved filings under the prior approval regime',
      'Of the Prior Approval filings, how many have a Closed-Approved disposition?',
    ],
  ),
  ...family(
    'v13-count-secondary-reviews-2023',
    'counts',
    "select count(*) as reviews from reviews where role = 'secondary' and submitted_date >= date '2023-01-01' and submitted_date < date '2024-01-01'",
    [
      'How many secondary reviewer assignments were there on filings submitted in 2023?',
      'Number of secondary reviews for 2023 submissions',
      'count secondary-role review rows, filings submitted during 2023',
      'For filings submitted in 2023, how many times was a secondary reviewer assigned?',
    ],
  ),
  ...family(
    'v13-count-hurricane-base-rate-raised',
    'counts',
    "select count(distinct serff_tracking_number) as filings from base_rates where coverage = 'Hurricane' and rate_after > rate_before",
    [
      'How many filings raised the Hurricane base rate?',
      'Number of filings where the hurricane base rate went up',
      'count filings with a higher Hurricane base rate after than before',
      'In how many filings did the base rate for Hurricane coverage increase?',
    ],
  ),

  // aggregates
  ...family(
    'v13-avg-days-disapproved',
    'aggregates',
    "select avg(days_to_approval) as avg_days from filings where disposition_status = 'Disapproved'",
    [
      'What is the average number of days to a decision for disapproved filings?',
      'Mean days to disposition among Disapproved filings',
      'avg days_to_approval when the filing got disapproved',
      'On average, how long did the regulator take on the filings it disapproved?',
    ],
  ),
  ...family(
    'v13-sum-policyholders-veritas-decided-2023',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where carrier = 'Veritas Lane Insurance' and disposition_date >= date '2023-01-01' and disposition_date < date '2024-01-01'",
    [
      'Add up the policyholders affected by Veritas Lane filings decided in 2023',
      'Total policyholders impacted, Veritas Lane Insurance, dispositions dated 2023',
      'sum policyholders affected - veritas lane, disposed in 2023',
      'Across the Veritas Lane filings the regulator ruled on during 2023, how many policyholders were affected altogether?',
    ],
  ),
  ...family(
    'v13-max-indicated-umbrella',
    'aggregates',
    "select max(indicated_change) as max_indicated from filings where sub_toi = '17.0019 Personal Umbrella and Excess'",
    [
      'What is the highest indicated change on a personal umbrella filing?',
      'Maximum actuarially indicated rate change for Personal Umbrella and Excess',
      'largest indication among umbrella & excess filings',
      'For the personal umbrella sub-TOI, what was the biggest indicated change?',
    ],
  ),
  ...family(
    'v13-avg-plr-liability-coverage',
    'aggregates',
    "select avg(permissible_loss_ratio) as avg_plr from supplemental_metrics where coverage = 'Liability'",
    [
      'What is the average permissible loss ratio for the Liability coverage?',
      'Mean PLR across Liability coverage rows of the supplemental metrics',
      'avg permissible LR for liability coverage',
      'Across companies and filings, what permissible loss ratio is typical for Liability, on average?',
    ],
  ),
  ...family(
    'v13-median-written-premium-sterling-oak',
    'aggregates',
    "select percentile_cont(0.5) within group (order by written_premium) as median_written_premium from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      "What is the median written premium of Sterling Oak's filings?",
      'Median annual written premium across Sterling Oak Insurance Group filings',
      'sterling oak - median WP per filing',
      'Give the middle value of written premium for Sterling Oak programs',
    ],
  ),

  // group-bys
  ...family(
    'v13-fire-by-rate-change-type',
    'group-bys',
    "select rate_change_type, count(*) as filings from filings where sub_toi = '01.0002 Personal Property (Fire)' group by rate_change_type",
    [
      'Personal Property (Fire) filings split into increases, decreases and neutral: counts of each',
      'For the dwelling fire sub-TOI, how many filings fall under each rate change type?',
      'personal property fire - filing count per rate change type',
      'Tally the Personal Property (Fire) filings by whether they raised, cut or kept rates',
    ],
  ),
  ...family(
    'v13-avg-impact-by-filing-type-2025',
    'group-bys',
    "select filing_type, avg(rate_impact) as avg_rate_impact from filings where effective_date_new >= date '2025-01-01' and effective_date_new < date '2026-01-01' group by filing_type",
    [
      'Average rate impact by filing type for filings effective in 2025',
      'For 2025 effective dates, what is the mean overall rate change of each filing type?',
      'avg rate impact per filing type, 2025 effective',
      'Show each filing type with its average rate impact among changes effective during 2025',
    ],
  ),
  ...family(
    'v13-filings-by-reviewer-title',
    'group-bys',
    'select title, sum(total_filings) as filings from reviewers group by title',
    [
      'Total filing assignments, grouped by reviewer title',
      'How many filings has each job title of reviewer been assigned?',
      'sum of total filings by reviewer job title',
      'Per reviewer title, the number of filings its reviewers were assigned to altogether',
    ],
  ),
  ...family(
    'v13-factor-changes-by-category',
    'group-bys',
    'select category, count(*) as factor_changes from rating_factors group by category',
    [
      'How many rating factor changes fall in each factor category?',
      'Count of changed rating factors per category',
      'rating factor changes broken out by category',
      'Group the rating factor changes by their category and count them',
    ],
  ),

  // top-N
  ...family(
    'v13-top3-carriers-premium-change',
    'top-N',
    'select carrier, sum(written_premium_change) as premium_change from filings group by carrier order by premium_change desc limit 3',
    [
      'Which 3 carriers have the largest total written premium change?',
      'Top three carriers by summed change in written premium',
      'carriers ranked by total WP change, give me the top 3',
      'Show the three insurance groups whose filings added the most written premium in total',
    ],
  ),
  ...family(
    'v13-top5-states-slowest-average',
    'top-N',
    'select state, avg(days_to_approval) as avg_days from filings group by state order by avg_days desc limit 5',
    [
      'Which five states take the longest on average to reach a disposition?',
      'Top 5 states by average days to approval',
      'slowest five states by mean days to approval',
      'List the 5 states with the highest average days from submission to decision',
    ],
  ),
  ...family(
    'v13-harrowgate-top4-indicated',
    'top-N',
    "select serff_tracking_number, indicated_change from filings where carrier = 'Harrowgate Mutual Insurance Group' and indicated_change is not null order by indicated_change desc limit 4",
    [
      "Harrowgate's four filings with the highest indicated change",
      'Which 4 Harrowgate Mutual filings had the largest indications?',
      'top four harrowgate filings ranked by indicated change',
      'Show the Harrowgate filings with the biggest indicated rate change, four of them',
    ],
  ),
  ...family(
    'v13-top6-factors-most-filings',
    'top-N',
    'select factor, count(distinct serff_tracking_number) as filings from rating_factors group by factor order by filings desc limit 6',
    [
      'Which six rating factors were changed in the most filings?',
      'Top 6 rating factors by number of filings that revised them',
      'most frequently changed factors - top six by filing count',
      'Name the 6 factors that show up in the largest number of filings',
    ],
  ),
  ...family(
    'v13-bottom3-companies-prior-rate-change',
    'top-N',
    'select company, avg(prior_rate_change) as avg_prior_change from company_rate_figures group by company order by avg_prior_change asc limit 3',
    [
      'Which three underwriting companies had the lowest average prior rate change?',
      'Bottom 3 companies by mean prior rate change',
      'lowest 3 companies on avg prior rate chg',
      'Rank companies by their average previous rate change, smallest first, and give me 3',
    ],
  ),

  // thresholds
  ...family(
    'v13-count-premium-over-500m',
    'thresholds',
    'select count(*) as filings from filings where written_premium > 500000000',
    [
      'How many filings have written premium above $500 million?',
      'Count of programs with more than 500M of annual written premium',
      'number of filings where WP exceeds 500 million dollars',
      'Filings with written premium over half a billion: how many?',
    ],
  ),
  ...family(
    'v13-ppa-impact-10-plus',
    'thresholds',
    "select serff_tracking_number, rate_impact from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and rate_impact >= 10",
    [
      'List the PPA filings with a rate impact of 10% or more',
      'Which private passenger auto filings had an overall change of at least ten percent?',
      'ppa filings >= 10% rate impact',
      'Show private passenger auto filings whose rate change is 10 percent or higher',
    ],
  ),
  ...family(
    'v13-count-more-than-3-letters',
    'thresholds',
    'select count(*) as filings from filings where objection_count > 3',
    [
      'How many filings received more than three objection letters?',
      'Number of filings with over 3 objection letters',
      'count filings w/ objection count above 3',
      'Filings that drew more than 3 letters from the regulator: how many are there?',
    ],
  ),
  ...family(
    'v13-min-change-below-minus-20',
    'thresholds',
    'select serff_tracking_number, min_change from filings where min_change < -20',
    [
      'Which filings have a minimum change below -20%?',
      'List filings where some policyholder sees a decrease larger than 20 percent',
      'filings with min change under minus twenty',
      'Show the filings whose smallest policyholder change is lower than -20%',
    ],
  ),
  ...family(
    'v13-driver-age-relativity-above-2',
    'thresholds',
    "select count(*) as levels from rating_factor_levels where factor = 'Driver Age' and relativity_after > 2",
    [
      'How many Driver Age levels have a relativity above 2.0 after the filing?',
      'Count of driver age table rows whose new relativity exceeds 2',
      'driver age levels with relativity_after > 2.0, how many',
      'Number of Driver Age levels that end up with a relativity greater than two',
    ],
  ),
  ...family(
    'v13-reviewers-5-or-more-filings',
    'thresholds',
    'select name, total_filings from reviewers where total_filings >= 5',
    [
      'Which reviewers have been assigned 5 or more filings?',
      'Reviewers with at least five filings in total',
      'list reviewers whose total filings are 5+',
      'Who on the regulator side has reviewed five filings or more?',
    ],
  ),
  ...family(
    'v13-count-avg-premium-change-over-500',
    'thresholds',
    'select count(*) as filings from filings where average_premium_change > 500',
    [
      'How many filings raise the average premium per policy by more than $500?',
      'Number of filings with an average premium change above 500 dollars',
      'count of filings where avg prem change > $500',
      'Filings whose average premium change per policy is over five hundred dollars: count them',
    ],
  ),
  ...family(
    'v13-filings-expense-ratio-under-20',
    'thresholds',
    'select count(distinct serff_tracking_number) as filings from supplemental_metrics where expense_ratio < 20',
    [
      'How many filings have a coverage with an expense ratio below 20%?',
      'Number of filings where some coverage shows an expense ratio under twenty percent',
      'count distinct filings w/ expense ratio < 20',
      'In how many filings does any coverage carry an expense ratio lower than 20 percent?',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'v13-carriers-policyholders-over-2m',
    'conditions-on-aggregates',
    'select carrier, sum(policyholders_affected) as policyholders from filings group by carrier having sum(policyholders_affected) > 2000000',
    [
      'Which carriers affected more than 2 million policyholders in total?',
      'Carriers whose filings touched over two million policyholders altogether',
      'carriers w/ total policyholders affected above 2,000,000',
      'List the insurance groups with a combined policyholders-affected figure greater than 2 million',
    ],
  ),
  ...family(
    'v13-filing-types-avg-days-over-60',
    'conditions-on-aggregates',
    'select filing_type, avg(days_to_approval) as avg_days from filings group by filing_type having avg(days_to_approval) > 60',
    [
      'Which filing types average more than 60 days to approval?',
      'Filing types whose mean days to disposition is above sixty',
      'filing types where avg days to approval > 60',
      'Show the kinds of filing that take over 60 days on average to get a decision',
    ],
  ),
  ...family(
    'v13-products-10-or-more-filings',
    'conditions-on-aggregates',
    'select product_name, count(*) as filings from filings group by product_name having count(*) >= 10',
    [
      'Which products have at least 10 filings?',
      'Products filed ten or more times',
      'product names with >= 10 filings',
      'List every product that appears in 10 filings or more',
    ],
  ),
  ...family(
    'v13-states-max-impact-over-30',
    'conditions-on-aggregates',
    'select state, max(rate_impact) as max_rate_impact from filings group by state having max(rate_impact) > 30',
    [
      'In which states did at least one filing have a rate impact above 30%?',
      'States whose largest rate impact exceeds thirty percent',
      'states where the max rate change is over 30',
      'Which states saw a filing with an overall increase of more than 30 percent?',
    ],
  ),
  ...family(
    'v13-factors-in-more-than-20-filings',
    'conditions-on-aggregates',
    'select factor, count(distinct serff_tracking_number) as filings from rating_factors group by factor having count(distinct serff_tracking_number) > 20',
    [
      'Which rating factors were changed in more than 20 filings?',
      'Factors revised by over twenty filings',
      'rating factors changed in > 20 different filings',
      'List the rating factors that more than 20 filings touched',
    ],
  ),
  ...family(
    'v13-reviewer-states-over-20-filings',
    'conditions-on-aggregates',
    'select state, sum(total_filings) as filings from reviewers group by state having sum(total_filings) > 20',
    [
      "Which states' reviewers were assigned more than 20 filings in total?",
      'States where the reviewers together handled over twenty filings',
      'sum of reviewer total_filings by state, only states above 20',
      'Departments whose reviewers carry a combined filing load greater than 20: which states?',
    ],
  ),

  // negation
  ...family(
    'v13-carriers-never-objected-to',
    'negation',
    'select carrier from filings group by carrier having sum(objection_count) = 0',
    [
      'Which carriers have never received a single objection letter?',
      'Carriers whose filings drew no objections whatsoever',
      'list carriers w/ zero objection letters across all their filings',
      'Name the insurance groups that regulators have never objected to',
    ],
  ),
  ...family(
    'v13-nj-not-rate-rule',
    'negation',
    "select count(*) as filings from filings where state = 'NJ' and filing_type <> 'Rate/Rule'",
    [
      'How many New Jersey filings were not Rate/Rule filings?',
      'Count NJ filings whose filing type is anything other than Rate/Rule',
      'new jersey filings excluding rate/rule - how many',
      'In NJ, how many filings were of a type other than rate/rule?',
    ],
  ),
  ...family(
    'v13-homeowners-without-factor-changes',
    'negation',
    "select count(*) as filings from filings f where f.line_of_business = '04.0 Homeowners' and not exists (select 1 from rating_factors r where r.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many homeowners filings changed no rating factors?',
      'Number of HO filings without any rating factor change',
      'homeowners filings with zero rating factor rows, count',
      'Count the homeowners filings that did not touch a single rating factor',
    ],
  ),
  ...family(
    'v13-fairhaven-unobjected-filings',
    'negation',
    "select count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' and objection_count = 0",
    [
      'How many Fairhaven filings went through without an objection letter?',
      'Number of Fairhaven Casualty Group filings the regulator never objected to',
      'fairhaven filings w/o any objections',
      'Count the Fairhaven filings that drew zero objection letters',
    ],
  ),
  ...family(
    'v13-states-without-homeowners',
    'negation',
    "select distinct state from filings where state not in (select state from filings where line_of_business = '04.0 Homeowners')",
    [
      'Which states have no homeowners filings?',
      'States where nobody filed homeowners',
      'list the states lacking any HO filing',
      'In which states is there not a single homeowners filing?',
    ],
  ),
  ...family(
    'v13-ppa-not-increases',
    'negation',
    "select count(*) as filings from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and rate_change_type <> 'Increase'",
    [
      'How many PPA filings were not increases?',
      'Count private passenger auto filings that did not raise rates',
      'ppa filings other than increases - count',
      'Number of private passenger auto filings whose rate change type is not Increase',
    ],
  ),
  ...family(
    'v13-tennessee-reviewers-no-letters',
    'negation',
    "select name from reviewers where state = 'TN' and total_objections = 0",
    [
      'Which Tennessee reviewers have never written an objection letter?',
      'Tennessee DOI reviewers with no objections on record',
      'TN reviewers w/ zero objection letters',
      'List the reviewers in Tennessee who have not objected to anything',
    ],
  ),
  ...family(
    'v13-fairhaven-products-never-withdrawn',
    'negation',
    "select product_name from filings where carrier = 'Fairhaven Casualty Group' group by product_name having bool_and(disposition_status <> 'Withdrawn')",
    [
      'Which Fairhaven products have never had a filing withdrawn?',
      'Fairhaven Casualty Group products with no withdrawn filings',
      'fairhaven products that never saw a withdrawal',
      'List the products of Fairhaven where none of the filings were withdrawn',
    ],
  ),
  ...family(
    'v13-brightwater-not-taken-effect',
    'negation',
    "select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and not took_effect",
    [
      "How many of Brightwater's filings have not taken effect?",
      'Number of Brightwater filings whose rates never went into effect',
      'brightwater filings that did not take effect, count',
      'Count the Brightwater Insurance Companies filings where the rates are not in effect',
    ],
  ),

  // date-ranges
  ...family(
    'v13-submitted-mar-2019-sep-2020',
    'date-ranges',
    "select count(*) as filings from filings where submitted_date >= date '2019-03-01' and submitted_date < date '2020-10-01'",
    [
      'How many filings were submitted between March 2019 and September 2020, inclusive?',
      'Count filings submitted from Mar 2019 through Sep 2020',
      'filings submitted 3/2019 - 9/2020, how many',
      'Number of submissions from the start of March 2019 to the end of September 2020',
    ],
  ),
  ...family(
    'v13-harrowgate-disposed-2022-2024',
    'date-ranges',
    "select count(*) as filings from filings where carrier = 'Harrowgate Mutual Insurance Group' and disposition_date >= date '2022-01-01' and disposition_date < date '2025-01-01'",
    [
      'How many Harrowgate filings were decided between 2022 and 2024?',
      'Count Harrowgate Mutual filings with a disposition date from 2022 through 2024',
      'harrowgate dispositions 2022-2024 inclusive, count',
      'Number of Harrowgate filings disposed of in 2022, 2023 or 2024',
    ],
  ),
  ...family(
    'v13-letters-after-june-2025',
    'date-ranges',
    "select count(*) as letters from objections where objection_date > date '2025-06-30'",
    [
      'How many objection letters were dated after June 30, 2025?',
      'Number of objections sent since July 1st 2025',
      'count objection letters later than 6/30/2025',
      'Objection letters written from July 2025 onward: how many?',
    ],
  ),

  // calendar
  ...family(
    'v13-effective-q2-2023',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= date '2023-04-01' and effective_date_new < date '2023-07-01'",
    [
      'How many filings took effect in Q2 2023?',
      'Number of filings with a new-business effective date in the second quarter of 2023',
      'count of filings effective 2Q23',
      'Filings effective April through June 2023 - how many?',
    ],
  ),
  ...family(
    'v13-submitted-in-november',
    'calendar',
    'select count(*) as filings from filings where extract(month from submitted_date) = 11',
    [
      'How many filings were submitted in November, any year?',
      'Count of submissions made in the month of November across all years',
      'november submissions (all years) count',
      'Across every year, how many filings went in during November?',
    ],
  ),
  ...family(
    'v13-homeowners-by-disposition-year',
    'calendar',
    "select extract(year from disposition_date) as year, count(*) as filings from filings where line_of_business = '04.0 Homeowners' and disposition_date is not null group by 1",
    [
      'Homeowners filings decided, by year of disposition',
      'How many HO filings were decided in each year?',
      'count of homeowners dispositions per year',
      'Year by year, the number of homeowners filings that reached a disposition',
    ],
  ),
  ...family(
    'v13-effective-first-of-month',
    'calendar',
    'select count(*) as filings from filings where extract(day from effective_date_new) = 1',
    [
      'How many filings take effect on the first day of a month?',
      'Number of filings whose effective date falls on the 1st of the month',
      'count filings effective on the 1st',
      'Filings with a new business effective date on day one of a month: how many?',
    ],
  ),
  ...family(
    'v13-decided-h1-2019',
    'calendar',
    "select count(*) as filings from filings where disposition_date >= date '2019-01-01' and disposition_date < date '2019-07-01'",
    [
      'How many filings got a disposition in the first half of 2019?',
      'Count of dispositions dated H1 2019',
      'filings decided 1H19, count',
      'Number of filings the regulators ruled on between January and June 2019',
    ],
  ),

  // superlatives
  ...family(
    'v13-most-policyholders-filing',
    'superlatives',
    'select serff_tracking_number, policyholders_affected from filings order by policyholders_affected desc nulls last limit 1',
    [
      'Which filing affected the most policyholders?',
      'The single filing with the largest number of policyholders affected',
      'filing w/ max policyholders affected',
      'What filing touched more policyholders than any other?',
    ],
  ),
  ...family(
    'v13-carrier-lowest-avg-impact',
    'superlatives',
    'select carrier, avg(rate_impact) as avg_rate_impact from filings group by carrier order by avg_rate_impact asc limit 1',
    [
      'Which carrier has the lowest average rate impact of all?',
      'The single carrier whose filings average the smallest overall rate change',
      'carrier w/ min avg rate impact',
      'Whose rate changes are the gentlest on average, carrier-wise? just the one',
    ],
  ),
  ...family(
    'v13-sub-toi-highest-avg-impact',
    'superlatives',
    'select sub_toi, avg(rate_impact) as avg_rate_impact from filings group by sub_toi order by avg_rate_impact desc limit 1',
    [
      'Which sub-TOI has the highest average rate impact?',
      'The sub-type of insurance with the largest mean overall rate change',
      'sub toi w/ top avg rate impact',
      'Among all sub-TOIs, which one averages the biggest rate change?',
    ],
  ),
  ...family(
    'v13-coverage-highest-avg-base-rate',
    'superlatives',
    'select coverage, avg(rate_after) as avg_rate_after from base_rates group by coverage order by avg_rate_after desc limit 1',
    [
      'Which coverage has the highest average base rate after the filing?',
      'The coverage with the largest mean new base rate',
      'coverage w/ highest avg base rate (after)',
      'Across base rates, what coverage is the most expensive on average after the change?',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v13-share-rate-only-filings',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where filing_type = 'Rate') / count(*) as pct_rate_only from filings",
    [
      'What share of filings are Rate-only filings?',
      'Percentage of all filings with filing type Rate',
      'pct of filings that are pure Rate type',
      'Of every filing, what percent is of type Rate alone?',
    ],
  ),
  ...family(
    'v13-brightwater-share-on-approval',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where on_approval) / count(*) as pct_on_approval from filings where carrier = 'Brightwater Insurance Companies'",
    [
      "What percentage of Brightwater's filings take effect on approval?",
      'Share of Brightwater Insurance Companies filings effective upon approval',
      'brightwater: % of filings with on_approval true',
      'Of the Brightwater filings, what proportion become effective on approval?',
    ],
  ),
  ...family(
    'v13-homeowners-increase-decrease-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) filter (where rate_change_type = 'Decrease') as ratio from filings where line_of_business = '04.0 Homeowners'",
    [
      'In homeowners, how many increases are there for every decrease?',
      'Ratio of increase filings to decrease filings for the HO line',
      'homeowners increase:decrease ratio',
      'For homeowners, divide the count of increases by the count of decreases',
    ],
  ),
  ...family(
    'v13-meridian-distinct-states',
    'shares-and-ratios',
    "select count(distinct state) as states from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'In how many different states has Meridian Trust filed?',
      'Number of distinct states among Meridian Trust Casualty Group filings',
      'meridian trust - unique state count',
      'Count the separate jurisdictions where Meridian Trust has submitted filings',
    ],
  ),
  ...family(
    'v13-flex-rating-increase-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) as pct_increase from filings where approval_type = 'Flex Rating'",
    [
      'Among Flex Rating filings, what percent were rate increases?',
      'Share of flex-rating filings whose rate change type is Increase',
      'flex rating: % increases',
      'Of the filings under a flex rating regime, how many in percentage terms raised rates?',
    ],
  ),
  ...family(
    'v13-florida-secondary-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where role = 'secondary') / count(*) as pct_secondary from reviews where state = 'FL'",
    [
      'In Florida, what share of reviewer assignments are secondary?',
      'Percentage of FL review rows with the secondary role',
      'florida reviews: pct secondary',
      'What proportion of Florida reviews were done by a secondary reviewer?',
    ],
  ),
  ...family(
    'v13-reply-within-14-days-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where reply_date - objection_date <= 14) / count(*) as pct_within_14 from objections',
    [
      'What percentage of objection letters were answered within 14 days?',
      'Share of objections whose reply came no more than two weeks after the letter',
      'pct of objection replies within 14 days',
      'How often did insurers reply to an objection inside a fortnight (14 days), as a percent?',
    ],
  ),
  ...family(
    'v13-brightwater-distinct-sub-tois',
    'shares-and-ratios',
    "select count(distinct sub_toi) as sub_tois from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'How many distinct sub-TOIs does Brightwater file under?',
      'Number of different sub-types of insurance in Brightwater Insurance Companies filings',
      'brightwater: count of unique sub tois',
      'Across its filings, how many separate sub-TOIs has Brightwater used?',
    ],
  ),
  ...family(
    'v13-ppa-share-written-premium',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where sub_toi = '19.0001 Private Passenger Auto (PPA)') / sum(written_premium) as pct_ppa from filings",
    [
      'What share of total written premium comes from PPA filings?',
      "Private passenger auto's percentage of all written premium",
      'pct of WP that is private passenger auto',
      'Of the written premium across every filing, how much (in percent) is PPA?',
    ],
  ),

  // joins
  ...family(
    'v13-driver-age-change-by-carrier',
    'joins',
    "select f.carrier, avg(r.change) as avg_change from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number where r.factor = 'Driver Age' group by f.carrier",
    [
      'Average Driver Age factor change by carrier',
      'For each carrier, what is the mean change of the Driver Age rating factor?',
      'driver age factor chg avg per carrier',
      'How much did carriers move their Driver Age factor on average? one row per carrier',
    ],
  ),
  ...family(
    'v13-objection-letters-by-line',
    'joins',
    'select f.line_of_business, count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number group by f.line_of_business',
    [
      'Number of objection letters in each line of business',
      'How are the objection letters spread across lines of business?',
      'objection ltrs by LOB',
      'For every line, count the objection letters regulators sent on its filings',
    ],
  ),
  ...family(
    'v13-calloway-primary-reviewers',
    'joins',
    "select distinct rv.reviewer_name from reviews rv join filings f on f.serff_tracking_number = rv.serff_tracking_number where f.carrier = 'Calloway Auto and Home Group' and rv.role = 'primary'",
    [
      "Who were the primary reviewers on Calloway's filings?",
      'Names of the primary reviewers assigned to Calloway Auto and Home Group filings',
      'calloway filings - primary reviewer names',
      'List the reviewers who acted as primary on any Calloway filing',
    ],
  ),
  ...family(
    'v13-texas-collision-base-rate',
    'joins',
    "select avg(b.rate_after) as avg_rate_after from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Collision' and f.state = 'TX'",
    [
      'What is the average Collision base rate after the filing in Texas?',
      'Mean new collision base rate for TX filings',
      'avg collision base rate (after) in texas',
      'In Texas filings, what does the Collision base rate average once revised?',
    ],
  ),
  ...family(
    'v13-filings-senior-rate-analysts',
    'joins',
    "select count(distinct rv.serff_tracking_number) as filings from reviews rv join reviewers r on r.reviewer_id = rv.reviewer_id where r.title = 'Senior Rate Analyst'",
    [
      'How many filings were reviewed by a Senior Rate Analyst?',
      'Number of filings with a Senior Rate Analyst among their reviewers',
      'count filings reviewed by senior rate analysts',
      'Filings that had a senior rate analyst assigned: how many?',
    ],
  ),
  ...family(
    'v13-veritas-model-year-level-change',
    'joins',
    "select avg(l.change) as avg_level_change from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Model Year' and f.carrier = 'Veritas Lane Insurance'",
    [
      'Average change of the Model Year relativities in Veritas Lane filings',
      'Across Veritas Lane Insurance filings, what is the mean change per Model Year level?',
      'veritas lane model year levels: avg relativity change',
      'By how much, on average, did Veritas Lane move each Model Year level?',
    ],
  ),
  ...family(
    'v13-refilings-by-carrier-history',
    'joins',
    'select carrier, count(*) as refilings from product_history where refiles_serff_tracking_number is not null group by carrier',
    [
      'How many refilings does each carrier have in the product history?',
      'Per carrier, count of filings that refile a withdrawn or disapproved one',
      'refilings by carrier (product history)',
      'Which carriers refiled products after a withdrawal or disapproval, and how many times?',
    ],
  ),
  ...family(
    'v13-ohio-bi-indication',
    'joins',
    "select avg(s.indication) as avg_indication from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where s.coverage = 'Bodily Injury' and f.state = 'OH'",
    [
      'What is the average Bodily Injury indication on Ohio filings?',
      'Mean indicated change for BI coverage in OH',
      'ohio BI indication avg',
      'For filings in Ohio, the average indication for the bodily injury coverage',
    ],
  ),

  // filters-on-columns
  ...family(
    'v13-response-received-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where disposition_status = 'Response Received'",
    [
      'Which filings sit in the status Response Received?',
      'List filings whose disposition status reads Response Received',
      'response received filings?',
      'Show tracking numbers for filings marked Response Received',
    ],
  ),
  ...family(
    'v13-mo-multiple-filing-company',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'MO' and filing_company = 'Multiple'",
    [
      'Which Missouri filings were made by multiple companies together?',
      'MO filings where the filing company is Multiple',
      'missouri filings w/ filing company = multiple',
      'List the joint filings in Missouri (filing company Multiple)',
    ],
  ),
  ...family(
    'v13-calloway-casualty-company-filings',
    'filters-on-columns',
    "select serff_tracking_number from company_rate_figures where company = 'Calloway Casualty Company'",
    [
      'Which filings include Calloway Casualty Company?',
      'List the filings where Calloway Casualty Company is an underwriting company',
      'calloway casualty co filings',
      'Show tracking numbers of filings that cover the company Calloway Casualty Company',
    ],
  ),
  ...family(
    'v13-new-jersey-on-approval',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'NJ' and on_approval",
    [
      'Which New Jersey filings take effect on approval?',
      'NJ filings effective upon approval',
      'new jersey filings where on_approval is true',
      'List the filings in New Jersey that become effective when approved',
    ],
  ),
  ...family(
    'v13-select-homeowners-product',
    'filters-on-columns',
    "select serff_tracking_number from filings where product_name = 'Select Homeowners'",
    [
      'Which filings are for the product Select Homeowners?',
      "List every filing of the 'Select Homeowners' product",
      'select homeowners product filings',
      'Show the tracking numbers whose product name is Select Homeowners',
    ],
  ),

  // comparisons
  ...family(
    'v13-arizona-vs-kentucky-premium-change',
    'comparisons',
    "select state, avg(written_premium_change) as avg_premium_change from filings where state in ('AZ', 'KY') group by state",
    [
      'Arizona against Kentucky: average written premium change per filing in each',
      'Mean change in written premium for AZ filings and for KY filings',
      'avg WP chg az vs ky',
      'Put the average written premium change of Kentucky filings beside the Arizona one',
    ],
  ),
  ...family(
    'v13-rule-vs-form-count',
    'comparisons',
    "select filing_type, count(*) as filings from filings where filing_type in ('Rule', 'Form') group by filing_type",
    [
      'How do Rule filings compare with Form filings in number?',
      'Count of Rule filings and count of Form filings',
      'rule vs form filing counts',
      'Give the number of Rule-type and of Form-type filings side by side',
    ],
  ),
  ...family(
    'v13-days-2020-vs-2021-submissions',
    'comparisons',
    "select extract(year from submitted_date) as year, avg(days_to_approval) as avg_days from filings where submitted_date >= date '2020-01-01' and submitted_date < date '2022-01-01' group by 1",
    [
      'Average days to approval for filings submitted in 2020 versus 2021',
      'Compare mean review time of 2020 submissions with 2021 submissions',
      'avg days to approval: submitted 2020 vs submitted 2021',
      'Did filings submitted in 2021 take longer than those from 2020? show the average days for each year',
    ],
  ),
  ...family(
    'v13-fairhaven-vs-brightwater-premium',
    'comparisons',
    "select carrier, sum(written_premium) as written_premium from filings where carrier in ('Fairhaven Casualty Group', 'Brightwater Insurance Companies') group by carrier",
    [
      'Total written premium: Fairhaven compared with Brightwater',
      'Show summed written premium for Fairhaven Casualty Group and for Brightwater Insurance Companies',
      'fairhaven vs brightwater total WP',
      'How does the written premium of Brightwater stack up against Fairhaven? give both totals',
    ],
  ),
  ...family(
    'v13-comprehensive-vs-collision-change',
    'comparisons',
    "select coverage, avg(change) as avg_change from base_rates where coverage in ('Comprehensive', 'Collision') group by coverage",
    [
      'Compare the average base rate change of Comprehensive with that of Collision',
      'Mean base rate change for comp and for collision',
      'comp vs coll base rate chg avg',
      'Side by side: average percent change of the Comprehensive and the Collision base rates',
    ],
  ),

  // casual-and-typos
  ...family(
    'v13-casual-wc-effective-2022',
    'casual-and-typos',
    "select count(*) as filings from filings where line_of_business = '16.0 Workers Compensation' and effective_date_new >= date '2022-01-01' and effective_date_new < date '2023-01-01'",
    [
      'yo how many workers comp filings went effective in 2022',
      'quick q - WC filing count, effective 2022?',
      'how many workers compensaton filings effectve in 2022',
      'wc filings w/ effective dates in 22, how many?? thx',
    ],
  ),
  ...family(
    'v13-casual-harrowgate-homeowners-avg',
    'casual-and-typos',
    "select avg(rate_impact) as avg_rate_impact from filings where carrier = 'Harrowgate Mutual Insurance Group' and line_of_business = '04.0 Homeowners'",
    [
      'whats the avg rate chng for harrowgte homeowners',
      'harrowgate HO avg rate impact?? pls',
      'avrage rate impact on harrowgate mutual homeowner filings',
      'so what did harrowgate take on HO on average, rate wise',
    ],
  ),
  ...family(
    'v13-casual-sentinel-states',
    'casual-and-typos',
    "select distinct state from filings where carrier = 'Sentinel Auto Group'",
    [
      'lol which states did sentinel even file in',
      'sentinal auto group states?',
      'what states has sentinel auto filed in, quick list',
      'states w/ sentinel filings pls',
    ],
  ),
  ...family(
    'v13-casual-meridian-premium-change',
    'casual-and-typos',
    "select sum(written_premium_change) as premium_change from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'quick one - total prem chg for meridian trust pls',
      'meridain trust total written premium change?',
      'sum of WP change, meridian trust casualty, go',
      'hey whats meridian trusts overall premium change added up',
    ],
  ),
  ...family(
    'v13-casual-karen-murphy-letters',
    'casual-and-typos',
    "select count(*) as letters from objections where reviewer_name = 'Karen Murphy'",
    [
      'hw many objection letters did Karen Murphy write',
      'karen murphey - # of objections?',
      'count of objection ltrs from karen murphy',
      'how many times has karen murphy objected? exact count pls',
    ],
  ),

  // unanswerable
  ...family('v13-unanswerable-agent-commissions', 'unanswerable', null, [
    'What commission rate does each carrier pay its agents?',
    'Average agent commission percentage by carrier',
    'agent comp rates per carrier?',
    'Which carrier pays producers the highest commission?',
  ]),
  ...family('v13-unanswerable-consumer-complaints', 'unanswerable', null, [
    'How many consumer complaints has each carrier received?',
    'Complaint counts filed with the DOI against every carrier',
    'carrier complaint index by state',
    'Which carrier has the worst consumer complaint record?',
  ]),
  ...family('v13-unanswerable-reviewer-phone', 'unanswerable', null, [
    "What are the reviewers' phone numbers?",
    'Contact phone for each DOI reviewer',
    'reviewer phone numbers and emails pls',
    'How do I call the Ohio reviewers? list their numbers',
  ]),
  ...family('v13-unanswerable-retention', 'unanswerable', null, [
    'What was policy retention after each rate increase?',
    'Renewal retention rate by carrier following the increases',
    'how many customers did we lose after the hike - retention %',
    'Policyholder lapse rate after the filings took effect',
  ]),
];
