import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The held-out split of the English-to-SQL evaluation (issue 22). Written before any tuning, by
 * the same rules as the tuning split; it must not be read by whoever tunes the translator, and the
 * evaluation prints only aggregate figures for it. See ../README.md.
 */
export const HELD_OUT_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'count-brightwater',
    'counts',
    `select count(*) from filings where carrier = 'Brightwater Insurance Companies'`,
    [
      'how many filings has Brightwater made',
      'Brightwater filing count',
      'number of filings from Brightwater Insurance Companies',
      'how many rate filings did brightwater put in',
      'tell me how many filings Brightwater has',
    ],
  ),
  ...family(
    'count-effective-2025',
    'counts',
    `select count(*) from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01'`,
    [
      'how many filings are effective in 2025',
      'number of filings with an effective date in 2025',
      'count of 2025 filings',
      '2025: how many filings?',
    ],
  ),

  // aggregates
  ...family(
    'avg-policyholders-personal-auto',
    'aggregates',
    `select avg(policyholders_affected) from filings where line_of_business = '19.0 Personal Auto'`,
    [
      'average number of policyholders affected by personal auto filings',
      'on average how many policyholders does a personal auto filing touch',
      'mean policyholders affected, personal auto',
      'typical policyholder count per auto filing (average)',
    ],
  ),
  ...family(
    'avg-indicated-change-homeowners',
    'aggregates',
    `select avg(indicated_change) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'average indicated change for homeowners',
      'what rate change do homeowners indications support on average',
      'mean indicated rate change on homeowners filings',
      'homeowners: avg indication',
      'how big is the average indicated change in homeowners',
    ],
  ),

  // group-bys
  ...family(
    'avg-days-by-filing-type',
    'group-bys',
    'select filing_type, avg(days_to_approval) from filings group by 1',
    [
      'average days to approval by filing type',
      'how long does each kind of filing take to approve on average',
      'mean review time broken out by filing type',
      'filing type vs average days to a decision',
    ],
  ),
  ...family(
    'count-homeowners-by-sub-toi',
    'group-bys',
    `select sub_toi, count(*) from filings where line_of_business = '04.0 Homeowners' group by 1`,
    [
      'number of homeowners filings by sub-TOI',
      'break homeowners filings down by sub type of insurance',
      'how many homeowners filings in each sub-TOI',
      'homeowners filings split by sub-TOI (condo, tenant, owner occupied...)',
      'count HO filings per sub toi',
    ],
  ),
  ...family(
    'avg-rate-impact-by-carrier-and-line',
    'group-bys',
    'select carrier, line_of_business, avg(rate_impact) from filings group by 1, 2',
    [
      'average rate impact by carrier and line of business',
      'for each carrier and line, what is the mean rate change',
      'avg rate impact broken out by carrier and by line',
      'rate impact averaged per carrier per line of business',
    ],
  ),

  // top-N
  ...family(
    'top-4-states-premium-change',
    'top-N',
    'select state, sum(written_premium_change) from filings group by 1 order by 2 desc limit 4',
    [
      'top 4 states by total written premium change',
      'which four states had the biggest total written premium increase',
      'the 4 states where written premium went up the most in total',
      'states ranked by summed written premium change, top four',
    ],
  ),
  ...family(
    'top-2-objection-writers',
    'top-N',
    'select v.name, v.total_objections from reviewers v order by v.total_objections desc limit 2',
    [
      'the two reviewers who wrote the most objection letters',
      'top 2 reviewers by number of objections',
      'which 2 reviewers object the most',
      'show me the two most prolific objection writers',
    ],
  ),

  // thresholds
  ...family(
    'count-premium-change-over-5m',
    'thresholds',
    'select count(*) from filings where written_premium_change > 5000000',
    [
      'how many filings changed written premium by more than $5 million',
      'number of filings with a written premium change above 5,000,000',
      'count filings where written premium change exceeds five million dollars',
      'filings with over $5M written premium change: how many',
    ],
  ),
  ...family(
    'homeowners-cuts-over-3',
    'thresholds',
    `select serff_tracking_number from filings where line_of_business = '04.0 Homeowners' and rate_impact < -3`,
    [
      'homeowners filings that cut rates by more than 3%',
      'which homeowners filings had a rate decrease bigger than 3 percent',
      'homeowners filings with rate impact below -3%',
      'list HO filings with reductions over three percent',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'carriers-auto-avg-above-5',
    'conditions-on-aggregates',
    `select carrier, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' group by 1 having avg(rate_impact) > 5`,
    [
      'carriers averaging more than 5% on personal auto',
      'which carriers have an average personal auto rate impact above 5 percent',
      'in personal auto, carriers whose mean rate change is over 5%',
      'carriers with average auto increases greater than five percent',
    ],
  ),
  ...family(
    'reviewers-more-than-5-objections',
    'conditions-on-aggregates',
    'select v.name, v.total_objections from reviewers v where v.total_objections > 5',
    [
      'reviewers who wrote more than 5 objection letters',
      'which reviewers have over five objections',
      'reviewers with objection counts above 5',
      'show reviewers that sent more than 5 objection letters',
    ],
  ),

  // negation
  ...family(
    'count-not-disapproved-or-withdrawn',
    'negation',
    `select count(*) from filings where disposition_status not in ('Disapproved', 'Withdrawn')`,
    [
      'how many filings were neither disapproved nor withdrawn',
      'number of filings excluding disapproved and withdrawn ones',
      'count filings other than the disapproved or withdrawn',
      'filings that were not disapproved and not withdrawn: how many',
    ],
  ),
  ...family(
    'avg-days-excluding-file-and-use',
    'negation',
    `select avg(days_to_approval) from filings where approval_type <> 'File and Use'`,
    [
      'average days to approval excluding file and use filings',
      'mean time to approval for filings that are not file and use',
      'avg days to a decision, leaving out file-and-use',
      'how long do approvals take on average except under file and use',
    ],
  ),

  // date-ranges
  ...family(
    'count-withdrawn-since-2022',
    'date-ranges',
    `select count(*) from filings where disposition_status = 'Withdrawn' and disposition_date >= '2022-01-01'`,
    [
      'how many filings were withdrawn since 2022',
      'number of withdrawals from 2022 onwards',
      'count filings withdrawn in 2022 or later',
      'withdrawn filings since the beginning of 2022',
    ],
  ),
  ...family(
    'avg-days-submitted-2019-2020',
    'date-ranges',
    `select avg(days_to_approval) from filings where submitted_date >= '2019-01-01' and submitted_date < '2021-01-01'`,
    [
      'average days to approval for filings submitted between 2019 and 2020',
      'mean review time of filings submitted in 2019 and 2020',
      'for submissions from 2019 through 2020, how long did approval take on average',
      'avg days to decision, filings submitted 2019-2020',
    ],
  ),

  // calendar
  ...family(
    'count-year-to-date',
    'calendar',
    `select count(*) from filings where effective_date_new >= date_trunc('year', current_date) and effective_date_new <= current_date`,
    [
      'how many filings year to date',
      'number of filings so far this year',
      'YTD filing count',
      'count of filings effective since January 1 of this year up to today',
    ],
  ),
  ...family(
    'count-before-march-2019',
    'calendar',
    `select count(*) from filings where effective_date_new < '2019-03-01'`,
    [
      'how many filings took effect before March 2019',
      'number of filings effective prior to March 1, 2019',
      'count filings with an effective date earlier than 2019-03-01',
      'filings before march of 2019, how many',
    ],
  ),
  ...family(
    'count-by-quarter-2025',
    'calendar',
    `select to_char(effective_date_new, 'YYYY-"Q"Q'), count(*) from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01' group by 1`,
    [
      'number of filings per quarter in 2025',
      'quarterly filing counts for 2025',
      'how many filings in each quarter of 2025',
      '2025 filings by quarter',
    ],
  ),

  // superlatives
  ...family(
    'biggest-premium-increase-dollars',
    'superlatives',
    'select max(written_premium_change) from filings',
    [
      'what was the biggest written premium increase in dollars',
      'largest written premium change of any filing',
      'the highest dollar increase in written premium ever',
      'max written premium change',
    ],
  ),
  ...family(
    'line-lowest-avg-rate-impact',
    'superlatives',
    'select line_of_business, avg(rate_impact) from filings group by 1 order by 2 asc limit 1',
    [
      'which line of business has the lowest average rate impact',
      'line with the smallest average rate change',
      'in which line are rate changes lowest on average',
      'the line of business with the most negative average rate impact',
    ],
  ),

  // shares-and-ratios
  ...family(
    'share-auto-withdrawn',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) from filings where line_of_business = '19.0 Personal Auto'`,
    [
      'what percentage of personal auto filings were withdrawn',
      'share of auto filings that got withdrawn',
      'withdrawal rate for personal auto',
      'what fraction of personal auto filings were withdrawn, in percent',
    ],
  ),
  ...family(
    'distinct-states-fairhaven',
    'shares-and-ratios',
    `select count(distinct state) from filings where carrier = 'Fairhaven Casualty Group'`,
    [
      'how many different states has Fairhaven filed in',
      'number of distinct states with Fairhaven filings',
      'in how many states does Fairhaven Casualty Group file',
      'count of unique states for Fairhaven',
    ],
  ),

  // joins
  ...family(
    'territory-filings-by-carrier',
    'joins',
    `select f.carrier, count(distinct f.serff_tracking_number) from rating_factors r join filings f using (serff_tracking_number) where r.factor = 'Territory' group by 1`,
    [
      'number of filings that changed the territory factor, by carrier',
      'for each carrier, how many filings revised territory relativities',
      'carriers and how many of their filings touched the territory factor',
      'territory factor changes per carrier (count of filings)',
    ],
  ),
  ...family(
    'permissible-loss-ratio-brightwater-companies',
    'joins',
    `select s.company, avg(s.permissible_loss_ratio) from supplemental_metrics s join filings f using (serff_tracking_number) where f.carrier = 'Brightwater Insurance Companies' group by 1`,
    [
      'average permissible loss ratio by company for Brightwater',
      "Brightwater's companies and their mean permissible loss ratio",
      'for each Brightwater underwriting company, the average permissible loss ratio',
      'permissible loss ratio per company within Brightwater Insurance Companies',
    ],
  ),
  ...family(
    'product-history-brightwater-arkansas-auto',
    'joins',
    `select serff_tracking_number, weighted_rate_impact from product_history where carrier = 'Brightwater Insurance Companies' and state = 'AR' and line_of_business = '19.0 Personal Auto'`,
    [
      "rate history of Brightwater's personal auto product in Arkansas",
      'product history for Brightwater personal auto in AR with each rate impact',
      'every filing in the history of Brightwater Arkansas auto and its weighted rate impact',
      'show the filings over time for Brightwater personal auto in Arkansas',
    ],
  ),

  // filters-on-columns
  ...family(
    'count-rate-rule-flex',
    'filters-on-columns',
    `select count(*) from filings where filing_type = 'Rate/Rule' and approval_type = 'Flex Rating'`,
    [
      'how many rate/rule filings were under flex rating',
      'number of Rate/Rule filings with approval type Flex Rating',
      'count flex rating filings that are rate and rule',
      'flex-rating rate/rule filings: how many',
    ],
  ),
  ...family(
    'count-choice-homeowners-product',
    'filters-on-columns',
    `select count(*) from filings where product_name = 'Choice Homeowners'`,
    [
      'how many filings for the Choice Homeowners product',
      'number of filings of the product Choice Homeowners',
      'Choice Homeowners filing count',
      'count filings where the product is Choice Homeowners',
    ],
  ),
  ...family(
    'count-chief-casualty-actuary-reviews',
    'filters-on-columns',
    `select count(distinct r.serff_tracking_number) from reviews r join reviewers v using (reviewer_id) where v.title = 'Chief Casualty Actuary'`,
    [
      'how many filings were reviewed by a Chief Casualty Actuary',
      'number of filings with a reviewer whose title is Chief Casualty Actuary',
      'count filings assigned to chief casualty actuaries',
      'filings reviewed by someone with the title Chief Casualty Actuary: how many',
    ],
  ),

  // comparisons
  ...family(
    'compare-2023-2024-rate-impact',
    'comparisons',
    `select extract(year from effective_date_new), avg(rate_impact) from filings where effective_date_new >= '2023-01-01' and effective_date_new < '2025-01-01' group by 1`,
    [
      'compare the average rate impact in 2023 and 2024',
      '2023 vs 2024 average rate change',
      'was the average rate impact higher in 2024 than in 2023',
      'average rate impact: 2023 versus 2024',
    ],
  ),
  ...family(
    'compare-prior-approval-file-and-use-days',
    'comparisons',
    `select approval_type, avg(days_to_approval) from filings where approval_type in ('Prior Approval', 'File and Use') group by 1`,
    [
      'compare average days to approval for prior approval and file and use',
      'prior approval vs file and use: average time to approval',
      'do prior approval filings take longer than file and use ones on average',
      'average review days, prior approval versus file-and-use',
    ],
  ),

  // casual-and-typos
  ...family(
    'casual-days-ny',
    'casual-and-typos',
    `select avg(days_to_approval) from filings where state = 'NY'`,
    [
      "wut's the avg # of days to get a decision in NY",
      'new york avg days to aproval',
      'how long do NY approvals usually take (avg days)',
      'avg days til approval new yrok',
      'NY - mean days to approval?',
    ],
  ),
  ...family(
    'casual-fairhaven-biggest-increase',
    'casual-and-typos',
    `select max(rate_impact) from filings where carrier = 'Fairhaven Casualty Group'`,
    [
      "show me fairhaven's biggest increase",
      'fairhavn max rate impact',
      'largest rate hike fairhaven ever filed',
      'whats the highest rate change fairhaven has done',
    ],
  ),

  // unanswerable
  ...family('unanswerable-carrier-profit', 'unanswerable', null, [
    "what was Fairhaven's profit last year",
    'net income of Brightwater Insurance Companies',
    'which carrier is the most profitable',
    'underwriting profit by carrier',
  ]),
  ...family('unanswerable-policyholder-details', 'unanswerable', null, [
    'list the names of policyholders affected by Harrowgate filings',
    'email addresses of customers whose premium went up',
    'which individual policyholders in Ohio got the largest premium increase',
    'show me the home addresses of the policyholders',
  ]),
];
