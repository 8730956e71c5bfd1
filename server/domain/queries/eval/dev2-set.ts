import { type EvalItem, family } from './eval-types.ts';

/**
 * The dev2 split of the English-to-SQL evaluation (issue 22, fourth pass): families of paraphrases
 * written before the fourth pass changed any rule, weighted to the weakest categories of the third
 * pass (superlatives, conditions on aggregates, group-bys), with a few families of every other
 * category so that regressions show. Worded the way analysts ask (casual, typos, numbers in words,
 * other word orders, synonyms), from the demo data, not from the translator's rules. Rules are
 * checked against it alongside the tuning and dev splits; its families never repeat a family,
 * question or reference of those splits. See README.md.
 */
export const DEV2_SET: readonly EvalItem[] = [
  // superlatives
  ...family(
    'dev2-largest-premium-change-ever',
    'superlatives',
    'select max(written_premium_change) from filings',
    [
      "what's the largest written premium change ever",
      'biggest change in written premium of all time, in dollars',
      'the single largest written premium change we have on record',
      'max written premium change across every filing',
      'largest writen premium chnage ever filed',
    ],
  ),
  ...family(
    'dev2-carrier-biggest-rate-increase-2024',
    'superlatives',
    `select carrier, rate_impact from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01' order by rate_impact desc limit 1`,
    [
      'which carrier had the single biggest rate increase in 2024',
      'in 2024, which carrier had the highest rate impact?',
      'carrier behind the largest rate increase of 2024',
      'who had the top rate increase effective in 2024',
      'for 2024, the biggest rate hike - which carrier was it',
    ],
  ),
  ...family(
    'dev2-state-longest-avg-approval',
    'superlatives',
    'select state, avg(days_to_approval) from filings group by 1 order by 2 desc limit 1',
    [
      'which state takes the longest to approve on average',
      'the state with the highest average number of days to approval',
      'where is the average time to approval the longest?',
      'the one state with the slowest average approval',
      'highest avg days to approval - which state',
    ],
  ),
  ...family(
    'dev2-highest-rate-ohio-auto',
    'superlatives',
    `select max(rate_impact) from filings where state = 'OH' and line_of_business = '19.0 Personal Auto'`,
    [
      'what was the highest rate impact on a personal auto filing in Ohio',
      'Ohio auto: largest rate change filed',
      'the biggest rate increase for personal auto in OH',
      'max rate impact, personal auto, Ohio',
      'highest auto rate chnage in ohio',
    ],
  ),
  ...family(
    'dev2-carrier-most-filings-2025',
    'superlatives',
    `select carrier, count(*) from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01' group by 1 order by 2 desc limit 1`,
    [
      'which carrier had the most filings in 2025',
      'the carrier with the largest number of filings effective in 2025',
      'who had the most filings in 2025?',
      'in 2025 which carrier was the most active by number of filings',
    ],
  ),
  ...family(
    'dev2-lowest-indicated-auto',
    'superlatives',
    `select min(indicated_change) from filings where line_of_business = '19.0 Personal Auto'`,
    [
      'what is the lowest indicated change ever for personal auto',
      'smallest indicated rate change on any auto filing',
      'personal auto: minimum indication',
      'the most negative indicated change we have seen in auto',
    ],
  ),
  ...family(
    'dev2-line-most-policyholders',
    'superlatives',
    'select line_of_business, sum(policyholders_affected) from filings group by 1 order by 2 desc limit 1',
    [
      'which line of business affected the most policyholders in total',
      'the line with the highest total policyholders affected',
      'what line touches the most policyholders overall',
      'line of business with the largest sum of policyholders affected',
    ],
  ),
  ...family(
    'dev2-longest-homeowners-approval',
    'superlatives',
    `select max(days_to_approval) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'the longest a homeowners filing ever took to get approved',
      'max days to approval for homeowners',
      'what was the longest approval time on an HO filing',
      'homeowners: most days it ever took to approve a filing',
    ],
  ),

  // conditions on aggregates
  ...family(
    'dev2-carriers-avg-rate-above-7',
    'conditions-on-aggregates',
    'select carrier, avg(rate_impact) from filings group by 1 having avg(rate_impact) > 7',
    [
      'carriers whose average rate impact is above 7%',
      'which carriers average more than 7 percent rate impact',
      'list carriers with an avg rate change over seven percent',
      'carriers where the mean rate impact exceeds 7%',
      'show me carriers averaging above 7% on rate',
    ],
  ),
  ...family(
    'dev2-states-more-than-12-filings',
    'conditions-on-aggregates',
    'select state, count(*) from filings group by 1 having count(*) > 12',
    [
      'states with more than 12 filings',
      'which states have over twelve filings',
      'list the states where the number of filings is greater than 12',
      'states that have filed more than 12 times',
      'states with a filing count above 12',
    ],
  ),
  ...family(
    'dev2-lines-median-indicated-above-9',
    'conditions-on-aggregates',
    'select line_of_business, percentile_cont(0.5) within group (order by indicated_change) from filings group by 1 having percentile_cont(0.5) within group (order by indicated_change) > 9',
    [
      'lines where the median indicated change exceeded 9%',
      'which lines of business have a median indication above 9 percent',
      'lines with median indicated change over 9',
      'show lines whose median indicated rate change is greater than nine percent',
    ],
  ),
  ...family(
    'dev2-carriers-total-premium-over-10b',
    'conditions-on-aggregates',
    'select carrier, sum(written_premium) from filings group by 1 having sum(written_premium) > 10000000000',
    [
      'carriers with total written premium over $10 billion',
      'which carriers have more than 10 billion dollars of written premium in total',
      'carriers whose combined written premium exceeds $10B',
      'list carriers where total written premium is above 10,000,000,000',
    ],
  ),
  ...family(
    'dev2-states-avg-days-under-20',
    'conditions-on-aggregates',
    'select state, avg(days_to_approval) from filings group by 1 having avg(days_to_approval) < 20',
    [
      'states where the average days to approval is below 20',
      'which states approve in under 20 days on average',
      'states with an avg time to approval of less than twenty days',
      'states averaging fewer than 20 days to approval',
    ],
  ),
  ...family(
    'dev2-carriers-10-plus-auto-filings',
    'conditions-on-aggregates',
    `select carrier, count(*) from filings where line_of_business = '19.0 Personal Auto' group by 1 having count(*) >= 10`,
    [
      'carriers with at least 10 personal auto filings',
      'which carriers have filed 10 or more auto filings',
      'carriers that have ten or more personal auto filings',
      'auto: carriers with no fewer than 10 filings',
    ],
  ),
  ...family(
    'dev2-carriers-max-rate-above-30',
    'conditions-on-aggregates',
    'select carrier, max(rate_impact) from filings group by 1 having max(rate_impact) > 30',
    [
      'carriers whose largest rate impact was above 30%',
      'which carriers have had a maximum rate change over 30 percent',
      'carriers with a max rate impact greater than 30',
      'list carriers where the highest rate impact exceeded thirty percent',
    ],
  ),

  // group-bys
  ...family(
    'dev2-avg-rate-by-year',
    'group-bys',
    'select extract(year from effective_date_new), avg(rate_impact) from filings group by 1',
    [
      'average rate impact broken out by year',
      'avg rate change per year',
      'for each year, what was the average rate impact',
      'mean rate impact split by year',
      'year by year average rate impact',
    ],
  ),
  ...family(
    'dev2-homeowners-count-by-year-and-state',
    'group-bys',
    `select extract(year from effective_date_new), state, count(*) from filings where line_of_business = '04.0 Homeowners' group by 1, 2`,
    [
      'number of homeowners filings by year and state',
      'homeowners filings per state per year',
      'count of HO filings broken out by state and year',
      'how many homeowners filings were there for each year and state',
    ],
  ),
  ...family(
    'dev2-total-written-premium-per-carrier',
    'group-bys',
    'select carrier, sum(written_premium) from filings group by 1',
    [
      'total written premium per carrier',
      'sum of written premium for each carrier',
      'written premium by carrier, totalled',
      "what's each carrier's total written premium",
      'break down total written premium by carrier',
    ],
  ),
  ...family(
    'dev2-count-by-approval-type-and-line',
    'group-bys',
    'select approval_type, line_of_business, count(*) from filings group by 1, 2',
    [
      'filings split by approval type and line of business',
      'count of filings by approval type and line',
      'how many filings per line and approval type',
      'number of filings for each approval type, broken out by line',
    ],
  ),
  ...family(
    'dev2-avg-days-by-filing-type',
    'group-bys',
    'select filing_type, avg(days_to_approval) from filings group by 1',
    [
      'average days to approval for each filing type',
      'avg time to approval by filing type',
      'how long does approval take on average, per type of filing',
      'mean days to approval split by filing type',
    ],
  ),
  ...family(
    'dev2-median-rate-per-line',
    'group-bys',
    'select line_of_business, percentile_cont(0.5) within group (order by rate_impact) from filings group by 1',
    [
      'median rate impact per line of business',
      'what is the median rate change for each line',
      'median rate impact broken out by line',
      'lines of business and their median rate impact',
    ],
  ),

  // counts
  ...family(
    'dev2-count-ohio-withdrawn',
    'counts',
    `select count(*) from filings where state = 'OH' and disposition_status = 'Withdrawn'`,
    [
      'how many Ohio filings were withdrawn',
      'number of withdrawn filings in OH',
      'count of filings withdrawn in ohio',
      'Ohio - how many withdrawals',
    ],
  ),

  // aggregates
  ...family(
    'dev2-avg-premium-change-harrowgate',
    'aggregates',
    `select avg(written_premium_change) from filings where carrier = 'Harrowgate Mutual Insurance Group'`,
    [
      'average written premium change for Harrowgate',
      "what's Harrowgate's mean change in written premium per filing",
      'Harrowgate Mutual: avg written premium change',
      'on average how much did written premium change on harrowgate filings',
    ],
  ),

  // top-N
  ...family(
    'dev2-top-3-homeowners-states-policyholders',
    'top-N',
    `select state, sum(policyholders_affected) from filings where line_of_business = '04.0 Homeowners' group by 1 order by 2 desc limit 3`,
    [
      'top 3 states by policyholders affected for homeowners',
      'which three states had the most homeowners policyholders affected',
      'homeowners: the three states with the highest total policyholders affected',
      'top three HO states by number of policyholders affected',
    ],
  ),

  // thresholds
  ...family(
    'dev2-count-over-200k-policyholders',
    'thresholds',
    'select count(*) from filings where policyholders_affected > 200000',
    [
      'how many filings affected more than 200,000 policyholders',
      'number of filings touching over 200k policyholders',
      'count filings with policyholders affected above two hundred thousand',
      'filings impacting more than 200000 policyholders - how many',
    ],
  ),

  // negation
  ...family(
    'dev2-avg-homeowners-excluding-harrowgate',
    'negation',
    `select avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' and carrier <> 'Harrowgate Mutual Insurance Group'`,
    [
      'average homeowners rate impact excluding Harrowgate',
      'avg HO rate change for carriers other than Harrowgate',
      'leaving out Harrowgate, what is the average homeowners rate impact',
      'homeowners average rate impact, not counting Harrowgate Mutual',
    ],
  ),

  // date ranges
  ...family(
    'dev2-count-effective-mar-aug-2023',
    'date-ranges',
    `select count(*) from filings where effective_date_new >= '2023-03-01' and effective_date_new < '2023-09-01'`,
    [
      'how many filings took effect between March and August 2023',
      'count of filings effective from March 2023 through August 2023',
      'filings effective Mar-Aug 2023, how many',
      'number of filings with an effective date between march 1 and august 31, 2023',
    ],
  ),

  // calendar
  ...family(
    'dev2-count-submitted-q2-2025',
    'calendar',
    `select count(*) from filings where submitted_date >= '2025-04-01' and submitted_date < '2025-07-01'`,
    [
      'how many filings were submitted in Q2 2025',
      'number of filings submitted in the second quarter of 2025',
      'count of submissions in 2025 Q2',
      'filings submitted April through June 2025: how many',
    ],
  ),

  // shares and ratios
  ...family(
    'dev2-share-harrowgate-withdrawn',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) from filings where carrier = 'Harrowgate Mutual Insurance Group'`,
    [
      "what share of Harrowgate's filings were withdrawn",
      'percentage of Harrowgate filings that got withdrawn',
      'Harrowgate withdrawal rate',
      'what percent of filings by Harrowgate Mutual were withdrawn',
    ],
  ),

  // joins
  ...family(
    'dev2-objection-letters-2024',
    'joins',
    `select count(*) from objections where objection_date >= '2024-01-01' and objection_date < '2025-01-01'`,
    [
      'how many objection letters were sent in 2024',
      'number of objection letters dated 2024',
      'count of objections issued during 2024',
      'objection letters in 2024 - how many',
    ],
  ),
  ...family(
    'dev2-filings-revising-territory',
    'joins',
    `select count(distinct serff_tracking_number) from rating_factors where factor = 'Territory'`,
    [
      'how many filings changed the territory factor',
      'number of filings that revised territory',
      'count of filings with a territory factor change',
      'filings touching the territory rating factor: how many',
    ],
  ),

  // filters on columns
  ...family(
    'dev2-count-rate-only-prior-approval',
    'filters-on-columns',
    `select count(*) from filings where filing_type = 'Rate' and approval_type = 'Prior Approval'`,
    [
      'how many rate filings were under prior approval',
      'count of prior approval filings with filing type rate',
      'number of rate-only filings subject to prior approval',
      'prior approval rate filings, how many',
    ],
  ),

  // comparisons
  ...family(
    'dev2-compare-ohio-missouri-avg-rate',
    'comparisons',
    `select state, avg(rate_impact) from filings where state in ('OH', 'MO') group by 1`,
    [
      'compare the average rate impact in Ohio and Missouri',
      'Ohio vs Missouri average rate change',
      'average rate impact: OH versus MO',
      'how does the avg rate impact in missouri compare with ohio',
    ],
  ),

  // casual and typos
  ...family(
    'dev2-fairhaven-submitted-2023',
    'casual-and-typos',
    `select count(*) from filings where carrier = 'Fairhaven Casualty Group' and submitted_date >= '2023-01-01' and submitted_date < '2024-01-01'`,
    [
      'hw many filings did fairhaven submit in 2023',
      'fairhavn filings submitted 2023 count?',
      'how many did Fairhaven file in 2023',
      'number of filngs submited by fairhaven in 2023',
    ],
  ),

  // unanswerable
  ...family('dev2-agent-sold-most-policies', 'unanswerable', null, [
    'which agent sold the most policies last year',
    'top insurance agent by policies sold',
    'who is the best-selling agent',
    'which agents wrote the most new business',
  ]),
];
