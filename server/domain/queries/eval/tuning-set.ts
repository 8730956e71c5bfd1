import { type EvalItem, family } from './eval-types.ts';

/**
 * The tuning split of the English-to-SQL evaluation (issue 22): families of paraphrases with one
 * hand-written reference each, on the demo data (400 filings, seed 7). Rules may be tuned on these
 * questions; the held-out split (`held-out/`) must not be read while tuning. See README.md.
 */
export const TUNING_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'count-withdrawn',
    'counts',
    `select count(*) from filings where disposition_status = 'Withdrawn'`,
    [
      'how many filings were withdrawn?',
      'number of withdrawn filings',
      'count the withdrawn filings',
      'total count of filings that got withdrawn',
      'how many withdrawls are there',
    ],
  ),
  ...family(
    'count-louisiana-homeowners',
    'counts',
    `select count(*) from filings where state = 'LA' and line_of_business = '04.0 Homeowners'`,
    [
      'how many homeowners filings are there in Louisiana',
      'number of HO filings in LA',
      'Louisiana homeowners: how many filings do we have?',
      'count of home insurance filings for the state of Louisiana',
      'how many filings for homeowners insurance in louisiana',
    ],
  ),
  ...family(
    'count-auto-rate-decreases',
    'counts',
    `select count(*) from filings where line_of_business = '19.0 Personal Auto' and rate_impact < 0`,
    [
      'how many personal auto filings were rate decreases',
      'number of auto filings that cut rates',
      'count personal auto filings with a negative rate change',
      'how many times did personal auto rates go down',
      'in personal auto, how many filings lowered rates?',
    ],
  ),

  // aggregates
  ...family('avg-days-to-decision', 'aggregates', 'select avg(days_to_approval) from filings', [
    'what is the average number of days to approval',
    'on average how many days does it take to get a decision on a filing',
    'mean days from submission to disposition',
    'average turnaround time in days',
    'how long does a filing take on average before the regulator decides',
  ]),
  ...family(
    'total-premium-change-homeowners-2023',
    'aggregates',
    `select sum(written_premium_change) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01'`,
    [
      'total written premium change for homeowners in 2023',
      'sum of written premium change on homeowners filings effective in 2023',
      'how much written premium did homeowners filings add in 2023 in total',
      '2023 homeowners: total change in written premium',
    ],
  ),
  ...family(
    'median-rate-impact-texas',
    'aggregates',
    `select percentile_cont(0.5) within group (order by rate_impact) from filings where state = 'TX'`,
    [
      'median rate impact in Texas',
      'what is the median rate change for TX filings',
      'middle value of the rate impact of filings in Texas',
      'Texas median overall rate change',
    ],
  ),

  // group-bys
  ...family(
    'count-by-approval-type',
    'group-bys',
    'select approval_type, count(*) from filings group by 1',
    [
      'break down filings by approval type',
      'number of filings per approval type',
      'filings broken out by approval regime',
      'how many filings are there under each approval type',
      'count of filings for each approval type (prior approval, file and use and so on)',
    ],
  ),
  ...family(
    'avg-rate-impact-by-line-2024',
    'group-bys',
    `select line_of_business, avg(rate_impact) from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01' group by 1`,
    [
      'average rate impact by line of business in 2024',
      'for 2024, what was the mean rate change for each line',
      'avg rate impact per line of business, 2024 filings',
      'split the 2024 average rate change by line of business',
      'how did the average rate impact differ across lines in 2024',
    ],
  ),
  ...family(
    'premium-change-by-carrier-auto',
    'group-bys',
    `select carrier, sum(written_premium_change) from filings where line_of_business = '19.0 Personal Auto' group by 1`,
    [
      'total written premium change by carrier for personal auto',
      'personal auto written premium change per carrier',
      'sum of written premium change for each carrier in personal auto',
      'for each carrier, how much did personal auto written premium change in total',
    ],
  ),

  // top-N
  ...family(
    'top-3-carriers-by-filings',
    'top-N',
    'select carrier, count(*) from filings group by 1 order by 2 desc limit 3',
    [
      'top 3 carriers by number of filings',
      'which three carriers file the most',
      'show me the three carriers with the most filings',
      'carriers with the most filings, top three',
      'the 3 busiest filers',
    ],
  ),
  ...family(
    'top-5-states-auto-rate-impact',
    'top-N',
    `select state, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' group by 1 order by 2 desc limit 5`,
    [
      'top 5 states by average personal auto rate impact',
      'which five states have the highest average rate change in personal auto',
      'for personal auto, the 5 states with the biggest average rate increase',
      'states ranked by average auto rate impact, first five',
      'list the five states where personal auto rates went up the most on average',
    ],
  ),
  ...family(
    'five-largest-decreases',
    'top-N',
    'select serff_tracking_number, rate_impact from filings order by rate_impact asc limit 5',
    [
      'the 5 filings with the largest rate decreases',
      'which five filings cut rates the most',
      'bottom 5 filings by rate impact',
      'five biggest rate reductions',
      'show the 5 lowest rate changes',
    ],
  ),

  // thresholds
  ...family(
    'filings-above-15-percent',
    'thresholds',
    'select serff_tracking_number from filings where rate_impact > 15',
    [
      'filings with a rate increase above 15%',
      'which filings raised rates by more than 15 percent',
      'show filings where the rate impact is over 15',
      'list filings with rate changes greater than 15%',
      'filings with increases bigger than fifteen percent',
    ],
  ),
  ...family(
    'count-over-100k-policyholders',
    'thresholds',
    'select count(*) from filings where policyholders_affected > 100000',
    [
      'how many filings affected more than 100,000 policyholders',
      'number of filings with over 100k policyholders affected',
      'count filings touching more than one hundred thousand policyholders',
      'filings impacting > 100000 policyholders: how many?',
    ],
  ),
  ...family(
    'filings-longer-than-90-days',
    'thresholds',
    'select serff_tracking_number from filings where days_to_approval > 90',
    [
      'which filings took longer than 90 days to approve',
      'filings with more than 90 days to approval',
      'show me filings where the review took over 90 days',
      'filings that waited more than ninety days for a decision',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'carriers-avg-above-6',
    'conditions-on-aggregates',
    'select carrier, avg(rate_impact) from filings group by 1 having avg(rate_impact) > 6',
    [
      'carriers whose average rate impact is above 6%',
      'which carriers average more than 6% rate change',
      'carriers with an average rate increase over 6 percent',
      'list carriers averaging above six percent',
      'show carriers where the mean rate impact exceeds 6',
    ],
  ),
  ...family(
    'states-more-than-14-filings',
    'conditions-on-aggregates',
    'select state, count(*) from filings group by 1 having count(*) > 14',
    [
      'states with more than 14 filings',
      'which states have over 14 filings',
      'states that had more than fourteen filings',
      'show the states where the filing count is above 14',
    ],
  ),
  ...family(
    'lines-avg-days-over-50',
    'conditions-on-aggregates',
    'select line_of_business, avg(days_to_approval) from filings group by 1 having avg(days_to_approval) > 50',
    [
      'lines of business where the average days to approval is over 50',
      'which lines take more than 50 days on average to approve',
      'lines with an average review time longer than 50 days',
      'show lines of business averaging above fifty days to a decision',
    ],
  ),

  // negation
  ...family(
    'count-excluding-personal-auto',
    'negation',
    `select count(*) from filings where line_of_business <> '19.0 Personal Auto'`,
    [
      'how many filings are not personal auto',
      'number of filings excluding personal auto',
      'count filings in lines other than personal auto',
      'how many filings, leaving out personal auto',
      'filings except personal auto: how many?',
    ],
  ),
  ...family(
    'avg-rate-impact-except-ca-tx',
    'negation',
    `select avg(rate_impact) from filings where state not in ('CA', 'TX')`,
    [
      'average rate impact excluding California and Texas',
      'mean rate change for all states except CA and TX',
      'avg rate impact outside of California and Texas',
      'what is the average rate impact if we leave out CA and TX',
    ],
  ),
  ...family(
    'count-by-carrier-except-harrowgate',
    'negation',
    `select carrier, count(*) from filings where carrier <> 'Harrowgate Mutual Insurance Group' group by 1`,
    [
      'number of filings by carrier, excluding Harrowgate',
      'filings per carrier other than Harrowgate Mutual',
      'count of filings for each carrier except Harrowgate Mutual Insurance Group',
      'leaving out Harrowgate, how many filings does each carrier have',
    ],
  ),

  // date-ranges
  ...family(
    'count-effective-2021-2023',
    'date-ranges',
    `select count(*) from filings where effective_date_new >= '2021-01-01' and effective_date_new < '2024-01-01'`,
    [
      'how many filings between 2021 and 2023',
      'number of filings effective from 2021 through 2023',
      'count filings taking effect in 2021, 2022 or 2023',
      'filings from 2021 to 2023 inclusive: how many?',
    ],
  ),
  ...family(
    'avg-rate-impact-submitted-since-2024',
    'date-ranges',
    `select avg(rate_impact) from filings where submitted_date >= '2024-01-01'`,
    [
      'average rate impact of filings submitted since 2024',
      'mean rate change for filings submitted from 2024 onwards',
      'avg rate impact, submission date 2024 or later',
      'what is the average rate impact of everything filed since the start of 2024',
    ],
  ),
  ...family(
    'count-submitted-last-18-months',
    'date-ranges',
    `select count(*) from filings where submitted_date >= current_date - interval '18 months'`,
    [
      'how many filings were submitted in the last 18 months',
      'number of filings submitted over the past 18 months',
      'count of submissions in the last eighteen months',
      'filings submitted during the past year and a half',
    ],
  ),

  // calendar
  ...family(
    'count-april-june-2024',
    'calendar',
    `select count(*) from filings where effective_date_new >= '2024-04-01' and effective_date_new < '2024-07-01'`,
    [
      'how many filings between April and June 2024',
      'number of filings effective in Q2 2024',
      'count of filings in the second quarter of 2024',
      'filings from April 1 to June 30, 2024: how many',
      'how many filings took effect in apr-jun 2024',
    ],
  ),
  ...family(
    'count-by-month-2023',
    'calendar',
    `select to_char(effective_date_new, 'YYYY-MM'), count(*) from filings where effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01' group by 1`,
    [
      'number of filings by month in 2023',
      'monthly filing counts for 2023',
      'how many filings each month of 2023',
      'filings per month during 2023',
    ],
  ),
  ...family(
    'count-submitted-on-or-after-2025-01-01',
    'calendar',
    `select count(*) from filings where submitted_date >= '2025-01-01'`,
    [
      'how many filings were submitted on or after January 1, 2025',
      'number of filings submitted since 1 January 2025',
      'count of filings with a submission date from 2025-01-01 on',
      'filings submitted from Jan 1st 2025 onward, how many',
    ],
  ),
  ...family(
    'avg-rate-impact-homeowners-year-by-year',
    'calendar',
    `select extract(year from effective_date_new), avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' group by 1`,
    [
      'homeowners average rate impact year by year',
      'average homeowners rate change for each year',
      'year-by-year average rate impact for homeowners',
      'how has the average homeowners rate impact moved per year',
      'annual average rate change in homeowners',
    ],
  ),

  // superlatives
  ...family('largest-rate-increase-ever', 'superlatives', 'select max(rate_impact) from filings', [
    'what is the largest rate increase ever filed',
    'the biggest rate impact of any filing',
    'highest rate change on record',
    'max rate increase across all filings',
  ]),
  ...family(
    'carrier-most-withdrawals',
    'superlatives',
    `select carrier, count(*) from filings where disposition_status = 'Withdrawn' group by 1 order by 2 desc limit 1`,
    [
      'which carrier withdrew the most filings',
      'carrier with the most withdrawn filings',
      'who has the highest number of withdrawals',
      'which carrier pulled the most filings',
    ],
  ),
  ...family(
    'state-longest-avg-approval',
    'superlatives',
    'select state, avg(days_to_approval) from filings group by 1 order by 2 desc nulls last limit 1',
    [
      'which state takes the longest to approve filings on average',
      'state with the highest average days to approval',
      'slowest state for approvals',
      'where is the average time to a decision the longest',
    ],
  ),

  // shares-and-ratios
  ...family(
    'share-disapproved',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where disposition_status = 'Disapproved') / count(*) from filings`,
    [
      'what share of filings were disapproved',
      'percentage of filings disapproved',
      'what percent of all filings got disapproved',
      'disapproval rate across all filings',
      'how many filings were disapproved as a share of the total',
    ],
  ),
  ...family(
    'objection-letters-per-filing-by-line',
    'shares-and-ratios',
    'select line_of_business, avg(objection_count) from filings group by 1',
    [
      'objection letters per filing by line of business',
      'average number of objection letters per filing for each line',
      'how many objections does a filing get on average, by line',
      'per-filing average of objection letters broken out by line',
    ],
  ),
  ...family(
    'distinct-carriers-homeowners',
    'shares-and-ratios',
    `select count(distinct carrier) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'how many different carriers filed homeowners',
      'number of distinct carriers in homeowners',
      'count of unique carriers with homeowners filings',
      'how many carriers write homeowners (distinct)',
    ],
  ),

  // joins
  ...family(
    'objection-letters-by-carrier',
    'joins',
    'select f.carrier, count(*) from objections o join filings f using (serff_tracking_number) group by 1',
    [
      'number of objection letters by carrier',
      'how many objection letters did each carrier receive',
      'objections per carrier',
      'count of objection rounds for each carrier',
    ],
  ),
  ...family(
    'avg-days-by-primary-reviewer-ohio',
    'joins',
    `select reviewer_name, avg(days_to_approval) from reviews where role = 'primary' and state = 'OH' group by 1`,
    [
      'average days to approval by primary reviewer in Ohio',
      'for Ohio, how long does each primary reviewer take on average',
      'mean review time per primary reviewer in OH',
      'Ohio primary reviewers and their average days to a decision',
    ],
  ),
  ...family(
    'driver-age-16-17-relativity-by-state',
    'joins',
    `select f.state, avg(l.relativity_after) from rating_factor_levels l join filings f using (serff_tracking_number) where l.factor = 'Driver Age' and l.level = '16-17' group by 1`,
    [
      'average relativity for drivers aged 16-17 by state',
      'by state, the mean driver age 16-17 relativity',
      'what relativity do 16 to 17 year old drivers get in each state on average',
      'avg 16-17 driver age factor per state',
    ],
  ),
  ...family(
    'avg-expense-ratio-by-line',
    'joins',
    'select f.line_of_business, avg(s.expense_ratio) from supplemental_metrics s join filings f using (serff_tracking_number) group by 1',
    [
      'average expense ratio by line of business',
      'mean expense ratio for each line',
      'what expense ratio do filings assume, by line of business',
      'expense ratios averaged per line',
    ],
  ),

  // filters-on-columns
  ...family(
    'count-prior-approval',
    'filters-on-columns',
    `select count(*) from filings where approval_type = 'Prior Approval'`,
    [
      'how many prior approval filings are there',
      'number of filings under prior approval',
      'count filings whose approval type is prior approval',
      'prior-approval filings: how many?',
    ],
  ),
  ...family(
    'avg-rate-impact-motorcycle',
    'filters-on-columns',
    `select avg(rate_impact) from filings where sub_toi = '19.0002 Motorcycle'`,
    [
      'average rate impact for motorcycle filings',
      'mean rate change on motorcycle',
      'what is the average rate change for the motorcycle sub-TOI',
      'motorcycle: average rate impact',
    ],
  ),
  ...family(
    'count-company-calloway-fire',
    'filters-on-columns',
    `select count(*) from company_rate_figures where company = 'Calloway Fire and Casualty Company'`,
    [
      'how many filings include Calloway Fire and Casualty Company',
      'number of filings for the company Calloway Fire and Casualty',
      'count filings where the underwriting company is Calloway Fire and Casualty Company',
      'Calloway Fire and Casualty Company filing count',
    ],
  ),
  ...family(
    'count-secondary-reviews',
    'filters-on-columns',
    `select count(*) from reviews where role = 'secondary'`,
    [
      'how many secondary reviewer assignments are there',
      'number of reviews where the reviewer was secondary',
      'count of secondary reviewers assigned to filings',
      'how many times was a reviewer assigned in the secondary role',
    ],
  ),

  // comparisons
  ...family(
    'compare-nj-pa-rate-impact',
    'comparisons',
    `select state, avg(rate_impact) from filings where state in ('NJ', 'PA') group by 1`,
    [
      'compare average rate impact in New Jersey and Pennsylvania',
      'NJ vs PA average rate change',
      'how does the average rate impact of New Jersey compare with Pennsylvania',
      'average rate impact: New Jersey versus Pennsylvania',
    ],
  ),
  ...family(
    'compare-harrowgate-fairhaven-counts',
    'comparisons',
    `select carrier, count(*) from filings where carrier in ('Harrowgate Mutual Insurance Group', 'Fairhaven Casualty Group') group by 1`,
    [
      'compare the number of filings of Harrowgate and Fairhaven',
      'Harrowgate vs Fairhaven filing counts',
      'who filed more, Harrowgate Mutual or Fairhaven Casualty?',
      'filing volume of Harrowgate Mutual Insurance Group compared to Fairhaven Casualty Group',
    ],
  ),
  ...family(
    'compare-homeowners-auto-days',
    'comparisons',
    `select line_of_business, avg(days_to_approval) from filings where line_of_business in ('04.0 Homeowners', '19.0 Personal Auto') group by 1`,
    [
      'compare average days to approval for homeowners and personal auto',
      'homeowners vs personal auto: average time to approval',
      'do homeowners filings get decided faster than personal auto ones on average',
      'average review days, homeowners versus auto',
    ],
  ),

  // casual-and-typos
  ...family(
    'casual-avg-rate-texas',
    'casual-and-typos',
    `select avg(rate_impact) from filings where state = 'TX'`,
    [
      'avg rate hike in texas?',
      'avrage rate impcat texas',
      "what's the typical rate change in TX, on average",
      'texas avg rate chg',
      'whats the mean rate increse for texas',
    ],
  ),
  ...family(
    'casual-calloway-homeowners-count',
    'casual-and-typos',
    `select count(*) from filings where carrier = 'Calloway Auto and Home Group' and line_of_business = '04.0 Homeowners'`,
    [
      'how many HO filings did calloway do',
      'calloway homeowners filings count',
      '# of homeowner filings from Calloway',
      'caloway homeowners - how many',
    ],
  ),
  ...family(
    'casual-filings-per-state',
    'casual-and-typos',
    'select state, count(*) from filings group by 1',
    [
      'filings per state pls',
      'gimme the count of filings by state',
      'how many filings in each state?',
      'filngs by sate',
      'state by state number of filings',
    ],
  ),

  // unanswerable
  ...family('unanswerable-loss-ratio-zip', 'unanswerable', null, [
    'loss ratio by zip code',
    'what are the loss ratios per zip',
    'show me the actual loss ratio for each postal code',
    'zip-level loss ratios for homeowners in Texas',
  ]),
  ...family('unanswerable-claims-count', 'unanswerable', null, [
    'how many claims did Harrowgate pay in 2024',
    'number of claims by state',
    'claim counts per carrier for personal auto',
    'total claims filed by policyholders in Ohio',
  ]),
  ...family('unanswerable-out-of-scope', 'unanswerable', null, [
    "what's the weather in Chicago tomorrow",
    'write me a poem about insurance',
    'who won the world series in 2023',
    'translate hello into French',
  ]),
];
