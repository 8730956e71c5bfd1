import { type EvalItem, family } from './eval-types.ts';

/**
 * The dev3 split of the English-to-SQL evaluation (issue 22, fifth pass): families of paraphrases
 * written before the fifth pass changed any rule, weighted to the weakest categories of held-out
 * v2 after the fourth pass (superlatives, conditions on aggregates, group-bys, joins,
 * unanswerable, counts), with one family of every other category so that regressions show.
 * Worded the way analysts ask (casual, typos, numbers in words, other word orders, synonyms),
 * from the demo data (400 filings, seed 7); its families never repeat a family, question or
 * reference of the other splits. See README.md.
 */
export const DEV3_SET: readonly EvalItem[] = [
  // superlatives
  ...family(
    'dev3-longest-approval-texas',
    'superlatives',
    `select max(days_to_approval) from filings where state = 'TX'`,
    [
      "what's the longest a Texas filing has ever waited for a decision",
      'max days to approval in TX',
      'Texas: slowest approval on record, in days',
      'the most days any filing in texas took to be approved',
      'longest approval time we have seen in Texas',
    ],
  ),
  ...family(
    'dev3-fairhaven-deepest-cut',
    'superlatives',
    `select min(rate_impact) from filings where carrier = 'Fairhaven Casualty Group'`,
    [
      "what's the deepest rate cut Fairhaven has ever filed",
      "Fairhaven's largest rate decrease",
      'biggest rate reduction from Fairhaven Casualty',
      'most negative rate impact on any Fairhaven filing',
      'fairhaven - largest decrease in rates ever',
    ],
  ),
  ...family(
    'dev3-state-top-avg-indicated-homeowners',
    'superlatives',
    `select state, avg(indicated_change) from filings where line_of_business = '04.0 Homeowners' group by 1 order by 2 desc limit 1`,
    [
      'which state has the highest average indicated change for homeowners',
      'homeowners: the state with the highest mean indication',
      'in which state is the average HO indicated change the largest',
      'top state by average indicated change on homeowners filings',
      'where are homeowners indications highest on average?',
    ],
  ),
  ...family(
    'dev3-most-policyholders-one-filing-2023',
    'superlatives',
    `select max(policyholders_affected) from filings where effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01'`,
    [
      'the most policyholders any single filing affected in 2023',
      'largest number of policyholders affected by one filing in 2023',
      '2023: max policyholders affected on a filing',
      'what was the biggest policyholder count on any 2023 filing',
    ],
  ),
  ...family(
    'dev3-line-lowest-avg-rate',
    'superlatives',
    'select line_of_business, avg(rate_impact) from filings group by 1 order by 2 asc limit 1',
    [
      'which line of business has the lowest average rate impact',
      'the line with the smallest mean rate change',
      'lowest avg rate impact - which LOB?',
      'what line had the lowest rate changes on average',
    ],
  ),
  ...family(
    'dev3-product-most-written-premium',
    'superlatives',
    'select product_name, sum(written_premium) from filings group by 1 order by 2 desc limit 1',
    [
      'which product has the largest total written premium',
      'the product with the most written premium in total',
      'biggest program by total written premium',
      'what product writes the most premium overall',
    ],
  ),

  // conditions on aggregates
  ...family(
    'dev3-carriers-avg-days-over-40',
    'conditions-on-aggregates',
    'select carrier, avg(days_to_approval) from filings group by 1 having avg(days_to_approval) > 40',
    [
      'carriers taking more than 40 days on average to get approved',
      'which carriers average over forty days to approval',
      'carriers with a mean approval time above 40 days',
      'list the carriers whose avg days to approval exceeds 40',
      'insurers where approval takes longer than 40 days on average',
    ],
  ),
  ...family(
    'dev3-states-policyholders-over-5m',
    'conditions-on-aggregates',
    'select state, sum(policyholders_affected) from filings group by 1 having sum(policyholders_affected) > 5000000',
    [
      'states where filings affected more than 5 million policyholders in total',
      'which states have total policyholders affected above 5,000,000',
      'states with over five million affected policyholders combined',
      'list states whose sum of policyholders affected exceeds 5m',
    ],
  ),
  ...family(
    'dev3-lines-10-plus-filings-2024',
    'conditions-on-aggregates',
    `select line_of_business, count(*) from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01' group by 1 having count(*) >= 10`,
    [
      'lines of business with at least 10 filings in 2024',
      'which lines had ten or more filings effective in 2024',
      'in 2024, the lines with no fewer than 10 filings',
      'lines that had 10+ filings in 2024',
    ],
  ),
  ...family(
    'dev3-products-avg-rate-under-2',
    'conditions-on-aggregates',
    'select product_name, avg(rate_impact) from filings group by 1 having avg(rate_impact) < 2',
    [
      'products whose average rate impact is under 2%',
      'which products average less than two percent rate change',
      'programs with a mean rate impact below 2',
      'list products where the avg rate impact is lower than 2 percent',
    ],
  ),
  ...family(
    'dev3-carriers-over-one-objection-per-filing',
    'conditions-on-aggregates',
    'select carrier, avg(objection_count) from filings group by 1 having avg(objection_count) > 1',
    [
      'carriers averaging more than one objection letter per filing',
      'which carriers get over 1 objection per filing on average',
      'carriers whose average number of objection letters per filing is above one',
      'insurers with more than one objection letter per filing, on average',
    ],
  ),

  // group-bys
  ...family(
    'dev3-auto-count-by-sub-toi',
    'group-bys',
    `select sub_toi, count(*) from filings where line_of_business = '19.0 Personal Auto' group by 1`,
    [
      'break down personal auto filings by sub-TOI',
      'how many auto filings are there per sub toi',
      'personal auto filing counts split by sub-type of insurance',
      'number of auto filings for each sub-TOI',
      'auto filings grouped by subtoi',
    ],
  ),
  ...family(
    'dev3-homeowners-policyholders-per-year',
    'group-bys',
    `select extract(year from effective_date_new)::int, sum(policyholders_affected) from filings where line_of_business = '04.0 Homeowners' group by 1`,
    [
      'homeowners policyholders affected per year',
      'total policyholders affected by homeowners filings, year by year',
      'for each year, how many policyholders did HO filings affect',
      'sum of affected policyholders on homeowners filings by year',
    ],
  ),
  ...family(
    'dev3-avg-rate-by-carrier-and-line',
    'group-bys',
    'select carrier, line_of_business, avg(rate_impact) from filings group by 1, 2',
    [
      'average rate impact by carrier and line of business',
      'avg rate change for each carrier and line',
      'mean rate impact broken out by carrier and by line',
      'rate impact averages per carrier per LOB',
    ],
  ),
  ...family(
    'dev3-median-indicated-by-approval-type',
    'group-bys',
    'select approval_type, percentile_cont(0.5) within group (order by indicated_change) from filings group by 1',
    [
      'median indicated change by approval type',
      'what is the median indication for each approval regime',
      'median indicated rate change split by approval type',
      'per approval type, the median indicated change',
    ],
  ),
  ...family(
    'dev3-product-histories-per-line',
    'group-bys',
    'select line_of_business, count(distinct segment_id) from product_history group by 1',
    [
      'number of product histories per line of business',
      'how many product segments does each line have',
      'count of product segments by line',
      'product histories broken out by LOB - how many',
    ],
  ),

  // joins
  ...family(
    'dev3-roof-age-21-plus-relativity-by-state',
    'joins',
    `select f.state, avg(l.relativity_after) from rating_factor_levels l join filings f using (serff_tracking_number) where l.factor = 'Roof Age' and l.level = '21+ years' group by 1`,
    [
      'average relativity for roof age 21+ years by state',
      'by state, the mean relativity of the 21+ years roof age level',
      'roof age 21+ years: avg relativity per state',
      'what relativity do roofs aged 21+ years get, state by state',
    ],
  ),
  ...family(
    'dev3-examiner-reviewed-2025',
    'joins',
    `select count(distinct r.serff_tracking_number) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id join filings f on f.serff_tracking_number = r.serff_tracking_number where v.title = 'Insurance Examiner' and f.effective_date_new >= '2025-01-01' and f.effective_date_new < '2026-01-01'`,
    [
      'how many 2025 filings were reviewed by an insurance examiner',
      'number of filings in 2025 with an Insurance Examiner among the reviewers',
      'count of filings effective in 2025 that an insurance examiner worked on',
      'in 2025, how many filings did insurance examiners review',
    ],
  ),
  ...family(
    'dev3-bodily-injury-expense-ratio-by-carrier',
    'joins',
    `select f.carrier, avg(s.expense_ratio) from supplemental_metrics s join filings f using (serff_tracking_number) where s.coverage = 'Bodily Injury' group by 1`,
    [
      'average expense ratio for bodily injury coverage by carrier',
      'bodily injury: mean expense ratio per carrier',
      'for each carrier, the avg expense ratio on the Bodily Injury coverage',
      'carriers and their average BI expense ratio',
    ],
  ),
  ...family(
    'dev3-thomas-moore-primary-avg-days',
    'joins',
    `select avg(f.days_to_approval) from reviews r join filings f using (serff_tracking_number) where r.reviewer_name = 'Thomas Moore' and r.role = 'primary'`,
    [
      'average days to approval on filings where Thomas Moore was the primary reviewer',
      'when thomas moore is primary reviewer, how long do filings take on average',
      'mean time to decision for filings with Thomas Moore as primary',
      'avg days to approval, primary reviewer Thomas Moore',
    ],
  ),
  ...family(
    'dev3-credit-score-factor-filings-by-state',
    'joins',
    `select f.state, count(*) from rating_factors rf join filings f using (serff_tracking_number) where rf.factor = 'Credit-Based Insurance Score' group by 1`,
    [
      'number of filings that revised the credit-based insurance score factor, by state',
      'how many filings per state changed the Credit-Based Insurance Score',
      'by state, count of filings touching the credit based insurance score factor',
      'filings revising credit-based insurance score: count per state',
    ],
  ),
  ...family(
    'dev3-kevin-wood-objection-letters',
    'joins',
    `select count(*) from objections where reviewer_name = 'Kevin Wood'`,
    [
      'how many objection letters did Kevin Wood write',
      'number of objection letters written by Kevin Wood',
      'count of objections sent by reviewer Kevin Wood',
      'Kevin Wood: how many objection letters has he issued',
    ],
  ),

  // counts
  ...family(
    'dev3-count-homeowners-use-and-file-2022',
    'counts',
    `select count(*) from filings where line_of_business = '04.0 Homeowners' and approval_type = 'Use and File' and effective_date_new >= '2022-01-01' and effective_date_new < '2023-01-01'`,
    [
      'how many homeowners filings under use and file took effect in 2022',
      'count of use-and-file HO filings in 2022',
      'number of homeowners use and file filings effective 2022',
      '2022 homeowners filings under Use and File: how many',
    ],
  ),
  ...family(
    'dev3-count-states-brightwater',
    'counts',
    `select count(distinct state) from filings where carrier = 'Brightwater Insurance Companies'`,
    [
      'in how many states has Brightwater filed',
      'number of different states with a Brightwater filing',
      'how many distinct states does Brightwater Insurance Companies file in',
      'count the states Brightwater has filings in',
    ],
  ),
  ...family(
    'dev3-count-auto-disapproved-or-withdrawn',
    'counts',
    `select count(*) from filings where line_of_business = '19.0 Personal Auto' and disposition_status in ('Disapproved', 'Withdrawn')`,
    [
      'how many personal auto filings were disapproved or withdrawn',
      'count of auto filings that got withdrawn or disapproved',
      'number of disapproved plus withdrawn personal auto filings',
      'auto filings with a status of Disapproved or Withdrawn - how many',
    ],
  ),

  // aggregates
  ...family(
    'dev3-avg-premium-change-meridian-homeowners',
    'aggregates',
    `select avg(written_premium_change) from filings where carrier = 'Meridian Trust Casualty Group' and line_of_business = '04.0 Homeowners'`,
    [
      'average written premium change on Meridian Trust homeowners filings',
      'mean premium change in dollars for Meridian Trust HO filings',
      'what is the avg written premium change for meridian trust homeowners',
      "Meridian Trust's homeowners filings: average change in written premium",
    ],
  ),

  // top-N
  ...family(
    'dev3-top-4-carriers-homeowners-count',
    'top-N',
    `select carrier, count(*) from filings where line_of_business = '04.0 Homeowners' group by 1 order by 2 desc limit 4`,
    [
      'the 4 carriers with the most homeowners filings',
      'top four carriers by number of HO filings',
      'which four carriers filed the most homeowners filings',
      'homeowners: top 4 carriers by filing count',
    ],
  ),

  // thresholds
  ...family(
    'dev3-filings-indicated-below-minus-5',
    'thresholds',
    'select serff_tracking_number, indicated_change from filings where indicated_change < -5',
    [
      'filings with an indicated change below -5%',
      'list filings whose indication is under minus 5 percent',
      'show filings where the indicated rate change is less than -5',
      'which filings had an indicated change lower than -5%',
    ],
  ),

  // negation
  ...family(
    'dev3-avg-auto-rate-excluding-fl-tx',
    'negation',
    `select avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' and state not in ('FL', 'TX')`,
    [
      'average personal auto rate impact excluding Florida and Texas',
      'avg auto rate change outside of FL and TX',
      'mean rate impact for auto filings, leaving out Florida and Texas',
      'personal auto average rate impact, not counting FL or TX',
    ],
  ),

  // date ranges
  ...family(
    'dev3-count-effective-jul-2023-mar-2024',
    'date-ranges',
    `select count(*) from filings where effective_date_new >= '2023-07-01' and effective_date_new < '2024-04-01'`,
    [
      'how many filings took effect between July 2023 and March 2024',
      'number of filings effective from Jul 2023 through Mar 2024',
      'count of filings with effective dates July 2023 to March 2024',
      'filings effective jul 2023 - mar 2024: how many',
    ],
  ),

  // calendar
  ...family(
    'dev3-count-approved-since-march-2025',
    'calendar',
    `select count(*) from filings where disposition_status = 'Approved' and disposition_date >= '2025-03-01'`,
    [
      'how many filings have been approved since March 2025',
      'number of approvals from March 1, 2025 on',
      'count of filings approved on or after 2025-03-01',
      'approved filings since the start of March 2025 - count',
    ],
  ),

  // shares and ratios
  ...family(
    'dev3-share-homeowners-rate-decreases',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where rate_impact < 0) / count(*) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'what percent of homeowners filings were rate decreases',
      'share of HO filings that cut rates',
      'percentage of homeowners filings with a negative rate impact',
      'what fraction of homeowners filings lowered rates',
    ],
  ),

  // filters on columns
  ...family(
    'dev3-avg-rate-condo-homeowners',
    'filters-on-columns',
    `select avg(rate_impact) from filings where sub_toi = '04.0001 Condominium Homeowners'`,
    [
      'average rate impact for condominium homeowners',
      'avg rate change on condo homeowners filings',
      'mean rate impact where the sub-TOI is Condominium Homeowners',
      'condominium homeowners sub-toi: average rate impact',
    ],
  ),

  // comparisons
  ...family(
    'dev3-compare-prior-approval-file-and-use-days',
    'comparisons',
    `select approval_type, avg(days_to_approval) from filings where approval_type in ('Prior Approval', 'File and Use') group by 1`,
    [
      'do prior approval filings take longer to approve than file and use ones',
      'prior approval vs file and use: average days to approval',
      'compare the average approval time of Prior Approval and File and Use filings',
      'which is faster on average, file and use or prior approval',
    ],
  ),

  // casual and typos
  ...family(
    'dev3-casual-brightwater-kentucky-rate',
    'casual-and-typos',
    `select avg(rate_impact) from filings where carrier = 'Brightwater Insurance Companies' and state = 'KY'`,
    [
      'avg rate chnge for brightwatr in kentucky',
      "whats brightwater's average rate impact in KY",
      'brightwater kentucky avg rate pls',
      'mean rate impct brightwater, kentuckey',
    ],
  ),

  // unanswerable
  ...family('dev3-forecast-next-year-rate', 'unanswerable', null, [
    'what will the average rate increase be next year',
    'forecast the auto rate change for 2027',
    'predict how much homeowners rates will rise next year',
    'projected average rate impact for the coming year',
  ]),
  ...family('dev3-consumer-complaints-meridian', 'unanswerable', null, [
    'how many consumer complaints were filed against Meridian Trust',
    'number of customer complaints about Meridian Trust in 2024',
    'which carrier had the most consumer complaints',
    'complaint ratio for Meridian Trust Casualty Group',
  ]),
  ...family('dev3-policyholder-credit-score', 'unanswerable', null, [
    'what is the average credit score of Fairhaven policyholders',
    'average policyholder credit score in Ohio',
    'mean credit score of insureds by carrier',
    'how good are the credit scores of Veritas Lane customers',
  ]),
];
