import { type EvalItem, family } from './eval-types.ts';

/**
 * The dev4 split of the English-to-SQL evaluation (issue 22, sixth pass): families of paraphrases
 * written before the sixth pass changed any rule, weighted to the categories where held-out v3
 * had wrong answers without a warning or the lowest accuracy after the fifth pass (aggregates,
 * conditions on aggregates, date ranges, calendar, comparisons, joins, thresholds), with one family
 * of every other category so that regressions show. Worded as pricing actuaries and regulatory
 * analysts ask (casual, abbreviations, numbers in words, other word orders, synonyms), from the
 * demo data (400 filings, seed 7); its families never repeat a family, question or reference of
 * the other splits. See README.md.
 */
export const DEV4_SET: readonly EvalItem[] = [
  // aggregates
  ...family(
    'dev4-total-policyholders-mo-homeowners',
    'aggregates',
    `select sum(policyholders_affected) from filings where state = 'MO' and line_of_business = '04.0 Homeowners'`,
    [
      'how many policyholders did Missouri homeowners filings touch in total',
      'total policyholders affected, MO homeowners',
      'sum of policyholders affected across homeowners filings in Missouri',
      'Missouri HO: combined number of affected policyholders',
    ],
  ),
  ...family(
    'dev4-median-days-prior-approval',
    'aggregates',
    `select percentile_cont(0.5) within group (order by days_to_approval) from filings where approval_type = 'Prior Approval'`,
    [
      'median days to approval for prior approval filings',
      'prior approval: median review time in days',
      'what is the median number of days a prior-approval filing takes to approve',
      'middle value of days to approval under prior approval',
    ],
  ),
  ...family(
    'dev4-avg-written-premium-fairhaven-2024',
    'aggregates',
    `select avg(written_premium) from filings where carrier = 'Fairhaven Casualty Group' and effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01'`,
    [
      'average written premium on Fairhaven filings effective in 2024',
      'mean program premium for Fairhaven, 2024 filings',
      'Fairhaven 2024: avg written premium per filing',
      "what did Fairhaven's 2024 filings average in written premium",
    ],
  ),
  ...family(
    'dev4-total-premium-change-harrowgate-auto',
    'aggregates',
    `select sum(written_premium_change) from filings where carrier = 'Harrowgate Mutual Insurance Group' and line_of_business = '19.0 Personal Auto'`,
    [
      "total written premium change from Harrowgate's personal auto filings",
      'sum of the written premium change on Harrowgate auto filings',
      'Harrowgate personal auto: net change in written premium, all filings combined',
      'how many dollars of written premium change did Harrowgate auto filings add up to',
    ],
  ),
  // conditions on aggregates
  ...family(
    'dev4-carriers-avg-days-over-60',
    'conditions-on-aggregates',
    'select carrier, avg(days_to_approval) from filings group by 1 having avg(days_to_approval) > 60',
    [
      'which carriers average more than 60 days to approval',
      'carriers whose mean approval time exceeds 60 days',
      'list carriers with avg days to approval above sixty',
      'carriers where filings take over 60 days on average to get approved',
    ],
  ),
  ...family(
    'dev4-states-total-policyholders-over-200k',
    'conditions-on-aggregates',
    'select state, sum(policyholders_affected) from filings group by 1 having sum(policyholders_affected) > 200000',
    [
      'states where the total policyholders affected is more than 200,000',
      'which states have over 200k policyholders affected combined',
      'states with policyholders affected summing to above 200000',
      'list states whose filings touched more than 200 thousand policyholders in total',
    ],
  ),
  ...family(
    'dev4-lines-at-least-20-filings',
    'conditions-on-aggregates',
    'select line_of_business, count(*) from filings group by 1 having count(*) >= 20',
    [
      'lines of business with at least 20 filings',
      'which LOBs have 20 or more filings',
      'lines that had twenty filings or more',
      'show lines with 20+ filings',
    ],
  ),
  ...family(
    'dev4-auto-carriers-avg-rate-below-3',
    'conditions-on-aggregates',
    `select carrier, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' group by 1 having avg(rate_impact) < 3`,
    [
      'which carriers average under 3% rate impact on personal auto',
      'auto carriers whose mean rate change is below 3 percent',
      'carriers with an average auto rate impact of less than 3%',
      'in personal auto, who averages less than three percent rate change',
    ],
  ),
  // thresholds
  ...family(
    'dev4-filings-premium-over-1b',
    'thresholds',
    'select count(*) from filings where written_premium > 1000000000',
    [
      'how many filings have written premium above $1 billion',
      'count of filings with more than a billion dollars of written premium',
      'filings with over $1bn in written premium: how many',
      'filings whose written premium exceeds 1,000,000,000 - count',
    ],
  ),
  ...family(
    'dev4-ohio-rate-at-least-10',
    'thresholds',
    `select serff_tracking_number, rate_impact from filings where state = 'OH' and rate_impact >= 10`,
    [
      'Ohio filings with a rate impact of 10% or more',
      'list OH filings at or above ten percent rate change',
      'which Ohio filings raised rates by at least 10 percent',
      'ohio - filings where rate impact >= 10',
    ],
  ),
  ...family(
    'dev4-2025-days-under-30',
    'thresholds',
    `select count(*) from filings where days_to_approval < 30 and effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01'`,
    [
      'how many filings effective in 2025 had fewer than 30 days to approval',
      '2025 filings with days to approval below 30: count',
      'number of filings taking effect in 2025 with less than thirty days to approval',
      '2025 effective filings whose time to approval was under 30 days, how many',
    ],
  ),
  // date ranges
  ...family(
    'dev4-submitted-2020-through-2021',
    'date-ranges',
    `select count(*) from filings where submitted_date >= '2020-01-01' and submitted_date < '2022-01-01'`,
    [
      'how many filings were submitted between 2020 and 2021',
      'filings submitted from 2020 through 2021, count',
      'number of submissions in 2020-2021',
      'count of filings filed in 2020 or 2021',
    ],
  ),
  ...family(
    'dev4-avg-rate-since-mid-2024',
    'date-ranges',
    `select avg(rate_impact) from filings where effective_date_new >= '2024-07-01'`,
    [
      'average rate impact of filings effective since July 2024',
      'mean rate change for filings taking effect from 1 July 2024 on',
      'avg rate impact since 2024-07-01',
      'what has the average rate change been since mid-2024',
    ],
  ),
  ...family(
    'dev4-texas-before-2020',
    'date-ranges',
    `select count(*) from filings where state = 'TX' and effective_date_new < '2020-01-01'`,
    [
      'how many Texas filings took effect before 2020',
      'TX filings effective prior to 2020, count',
      'number of texas filings with an effective date earlier than January 2020',
      'texas: how many filings before 2020',
    ],
  ),
  // calendar
  ...family(
    'dev4-homeowners-q4-2023',
    'calendar',
    `select count(*) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2023-10-01' and effective_date_new < '2024-01-01'`,
    [
      'how many homeowners filings took effect in Q4 2023',
      'HO filings effective in the fourth quarter of 2023',
      'number of homeowners filings in Oct-Dec 2023',
      'homeowners, 2023 Q4: filing count',
    ],
  ),
  ...family(
    'dev4-submitted-february-2026',
    'calendar',
    `select count(*) from filings where submitted_date >= '2026-02-01' and submitted_date < '2026-03-01'`,
    [
      'how many filings were submitted in February 2026',
      'feb 2026 submissions count',
      'number of filings submitted during Feb. 2026',
      'filings submitted in the month of February 2026',
    ],
  ),
  ...family(
    'dev4-withdrawn-h2-2022',
    'calendar',
    `select count(*) from filings where disposition_status = 'Withdrawn' and disposition_date >= '2022-07-01' and disposition_date < '2023-01-01'`,
    [
      'how many filings were withdrawn in the second half of 2022',
      'withdrawals in H2 2022',
      'count of filings withdrawn between July and December 2022',
      '2022 second half: number of withdrawn filings',
    ],
  ),
  // comparisons
  ...family(
    'dev4-homeowners-rate-2022-vs-2023',
    'comparisons',
    `select extract(year from effective_date_new), avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2022-01-01' and effective_date_new < '2024-01-01' group by 1`,
    [
      'homeowners average rate impact, 2022 vs 2023',
      'compare the mean HO rate change in 2022 with 2023',
      'was the average homeowners rate impact higher in 2023 than in 2022',
      '2022 compared with 2023: average rate change on homeowners filings',
    ],
  ),
  ...family(
    'dev4-fairhaven-vs-meridian-filings',
    'comparisons',
    `select carrier, count(*) from filings where carrier in ('Fairhaven Casualty Group', 'Meridian Trust Casualty Group') group by 1`,
    [
      'Fairhaven vs Meridian Trust: number of filings',
      'who has more filings, Fairhaven or Meridian Trust',
      'compare filing counts for Fairhaven Casualty and Meridian Trust',
      'how many filings does Fairhaven have compared with Meridian',
    ],
  ),
  ...family(
    'dev4-days-new-york-vs-pennsylvania',
    'comparisons',
    `select state, avg(days_to_approval) from filings where state in ('NY', 'PA') group by 1`,
    [
      'average days to approval in New York versus Pennsylvania',
      'is approval faster in NY or PA on average',
      'compare mean approval time, New York and Pennsylvania',
      'NY vs PA avg days to approval',
    ],
  ),
  // joins
  ...family(
    'dev4-driver-age-18-20-relativity-by-carrier',
    'joins',
    `select f.carrier, avg(l.relativity_after) from rating_factor_levels l join filings f using (serff_tracking_number) where l.factor = 'Driver Age' and l.level = '18-20' group by 1`,
    [
      'average relativity after the filing for drivers 18-20, by carrier',
      'by carrier: mean new relativity for the 18-20 driver age level',
      'driver age 18-20 relativity after, averaged per carrier',
      'for each carrier, the average revised relativity of 18-20 year old drivers',
    ],
  ),
  ...family(
    'dev4-objection-letters-ohio',
    'joins',
    `select count(*) from objections o join filings f using (serff_tracking_number) where f.state = 'OH'`,
    [
      'how many objection letters went to Ohio filings',
      'number of objection letters on OH filings',
      'count the objection letters Ohio filings received',
      'objection letters for filings in Ohio - total',
    ],
  ),
  ...family(
    'dev4-collision-base-rate-change-by-state',
    'joins',
    `select f.state, avg(b.change) from base_rates b join filings f using (serff_tracking_number) where b.coverage = 'Collision' group by 1`,
    [
      'average collision base rate change by state',
      'by state, mean change in the collision base rate',
      'collision base rates: average % change per state',
      'how much did collision base rates change on average in each state',
    ],
  ),
  ...family(
    'dev4-filings-reviewed-chief-casualty-actuary',
    'joins',
    `select count(distinct r.serff_tracking_number) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where v.title = 'Chief Casualty Actuary'`,
    [
      'how many filings had a chief casualty actuary as a reviewer',
      'number of filings reviewed by a Chief Casualty Actuary',
      'count filings where one of the reviewers holds the title chief casualty actuary',
      'filings reviewed by chief casualty actuaries: how many',
    ],
  ),
  ...family(
    'dev4-fairhaven-model-year-factor-change',
    'joins',
    `select avg(rf.change) from rating_factors rf join filings f using (serff_tracking_number) where rf.factor = 'Model Year' and f.carrier = 'Fairhaven Casualty Group'`,
    [
      'average change of the model year factor on Fairhaven filings',
      'Fairhaven: mean model year factor change',
      'how much did Fairhaven change the model year factor on average',
      'model year rating factor change, Fairhaven filings, average',
    ],
  ),
  // counts
  ...family(
    'dev4-count-ppa-new-york',
    'counts',
    `select count(*) from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and state = 'NY'`,
    [
      'how many PPA filings are there in New York',
      'number of private passenger auto filings in NY',
      'count NY private passenger filings',
      'New York PPA filing count',
    ],
  ),
  // group-bys
  ...family(
    'dev4-avg-indicated-by-approval-type',
    'group-bys',
    'select approval_type, avg(indicated_change) from filings group by 1',
    [
      'average indicated change by approval type',
      'mean indication for each approval regime',
      'indicated change averaged per approval type',
      'break the average indicated change out by approval type',
    ],
  ),
  // top-N
  ...family(
    'dev4-top-3-carriers-withdrawals',
    'top-N',
    `select carrier, count(*) from filings where disposition_status = 'Withdrawn' group by 1 order by 2 desc limit 3`,
    [
      'top 3 carriers by number of withdrawn filings',
      'which three carriers have the most withdrawals',
      'the 3 carriers with the most filings withdrawn',
      'carriers ranked by withdrawn filings, top three',
    ],
  ),
  // negation
  ...family(
    'dev4-auto-not-ppa',
    'negation',
    `select count(*) from filings where line_of_business = '19.0 Personal Auto' and sub_toi <> '19.0001 Private Passenger Auto (PPA)'`,
    [
      'how many personal auto filings are not PPA',
      'auto filings other than private passenger auto, count',
      'number of auto filings excluding PPA',
      "personal auto filings that aren't private passenger: how many",
    ],
  ),
  // superlatives
  ...family(
    'dev4-most-objections-one-ny-filing',
    'superlatives',
    `select max(objection_count) from filings where state = 'NY'`,
    [
      'the most objection letters any New York filing received',
      'highest objection count on a NY filing',
      'max objections on a single filing in New York',
      "what's the largest number of objection letters on one NY filing",
    ],
  ),
  // shares and ratios
  ...family(
    'dev4-share-homeowners-prior-approval',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where approval_type = 'Prior Approval') / count(*) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'what percentage of homeowners filings are prior approval',
      'share of HO filings under prior approval',
      'prior approval as a percent of homeowners filings',
      'proportion of homeowners filings that need prior approval',
    ],
  ),
  // filters on columns
  ...family(
    'dev4-flex-rating-rate-rule',
    'filters-on-columns',
    `select count(*) from filings where approval_type = 'Flex Rating' and filing_type = 'Rate/Rule'`,
    [
      'how many Rate/Rule filings were flex rating',
      'flex rating filings of type rate/rule: count',
      'number of rate-rule filings under flex rating',
      'count flex rating filings whose filing type is Rate/Rule',
    ],
  ),
  // casual and typos
  ...family(
    'dev4-casual-bayou-average-rate',
    'casual-and-typos',
    `select avg(rate_impact) from filings where carrier = 'Bayou State Casualty'`,
    [
      'bayou state avg rate chg?',
      "whats bayou's rate impact on avg",
      'avg rate impct for Bayou State Casualty pls',
      "so what's Bayou State averaging on rate impact",
    ],
  ),
  // unanswerable
  ...family('dev4-unanswerable-combined-ratio', 'unanswerable', null, [
    "what's the combined ratio for Harrowgate",
    "Harrowgate's combined ratio in 2024",
    'combined ratio by carrier',
    'which carrier has the best combined ratio',
  ]),
  ...family('dev4-unanswerable-lapse-rate', 'unanswerable', null, [
    'lapse rate on Fairhaven auto policies',
    'how many policies lapsed after the 2024 increases',
    'policy lapse rate by state',
    'which carrier lost the most customers to lapses',
  ]),
];
