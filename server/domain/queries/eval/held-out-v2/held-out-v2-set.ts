import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The second held-out split of the English-to-SQL evaluation (issue 22), written on 2026-11-25
 * after the first held-out split had been run three times. Families of paraphrases worded the
 * way pricing actuaries, product managers and regulatory analysts ask, with one hand-written
 * reference over the query views each (null: the data cannot answer, decline). Values come from
 * the demo data (400 filings, seed 7). Whoever tunes the translator must not open, grep or diff
 * this folder; `npm run eval:translator -- --split held-out-v2` prints figures only. See README.md.
 */
export const HELD_OUT_V2_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v2-meridian-effective-2023',
    'counts',
    `select count(*) as filings from filings where carrier = 'Meridian Trust Casualty Group' and effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01'`,
    [
      'How many Meridian Trust filings took effect in 2023?',
      'can you pull the number of filings Meridian Trust Casualty Group had effective in 2023',
      'count of meridian trust filings w/ 2023 effective dates',
      'I need a quick count: Meridian Trust filings effective during 2023',
      'Number of 2023 filings for Meridian Trust',
    ],
  ),
  ...family(
    'v2-fairhaven-distinct-states',
    'counts',
    `select count(distinct state) as states from filings where carrier = 'Fairhaven Casualty Group'`,
    [
      'In how many states has Fairhaven filed?',
      'how many different states does Fairhaven Casualty Group have filings in',
      'number of distinct states with at least one Fairhaven filing',
      "Fairhaven: count of states they've filed in",
      'Across how many states is Fairhaven Casualty active, going by its filings?',
    ],
  ),
  ...family(
    'v2-harrowgate-product-segments',
    'counts',
    `select count(distinct segment_id) as segments from product_history where carrier = 'Harrowgate Mutual Insurance Group'`,
    [
      'How many product segments does Harrowgate Mutual have?',
      'number of distinct product histories for Harrowgate',
      'count the product segments Harrowgate Mutual Insurance Group has filed over time',
      "how many separate product segments are in Harrowgate's history",
    ],
  ),

  // aggregates
  ...family(
    'v2-days-prior-approval-commercial-auto',
    'aggregates',
    `select avg(days_to_approval) as avg_days from filings where approval_type = 'Prior Approval' and line_of_business = '20.0 Commercial Auto'`,
    [
      "What's the average number of days to approval for prior approval commercial auto filings?",
      'avg days to approval, commercial auto, prior-approval filings',
      'How long on average do Prior Approval commercial auto filings take to get a decision?',
      'On average, how many days did commercial auto filings under prior approval wait for approval?',
      'mean days-to-approval for comm auto under prior approval',
    ],
  ),
  ...family(
    'v2-median-rate-fairhaven-auto',
    'aggregates',
    `select percentile_cont(0.5) within group (order by rate_impact) as median_rate_impact from filings where carrier = 'Fairhaven Casualty Group' and line_of_business = '19.0 Personal Auto'`,
    [
      "What's the median rate change on Fairhaven's personal auto filings?",
      'median overall rate impact for Fairhaven Casualty auto',
      'Can you give me the middle value of the rate change across Fairhaven auto filings',
      'fairhaven personal auto, median rate impact please',
    ],
  ),
  ...family(
    'v2-policyholders-brightwater-2025',
    'aggregates',
    `select sum(policyholders_affected) as policyholders from filings where carrier = 'Brightwater Insurance Companies' and effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01'`,
    [
      'How many policyholders were affected by Brightwater filings effective in 2025?',
      "total policyholders impacted by Brightwater's 2025 filings",
      'sum of policyholders affected, Brightwater Insurance Companies, effective 2025',
      'I need the total number of Brightwater policyholders hit by rate changes that took effect in 2025',
    ],
  ),

  // group-bys
  ...family(
    'v2-avg-rate-by-approval-type-auto',
    'group-bys',
    `select approval_type, avg(rate_impact) as avg_rate_impact from filings where line_of_business = '19.0 Personal Auto' group by approval_type`,
    [
      'average rate change by approval type for personal auto',
      'Break down the auto average rate impact by approval regime',
      "For personal auto filings, what's the mean rate change under each approval type?",
      'avg rate chg per approval type (auto only)',
      'personal auto: average overall rate change, split by approval type',
    ],
  ),
  ...family(
    'v2-calloway-submitted-per-year',
    'group-bys',
    `select extract(year from submitted_date)::int as year, count(*) as filings from filings where carrier = 'Calloway Auto and Home Group' group by 1`,
    [
      'How many filings did Calloway submit each year?',
      'Calloway Auto and Home submissions per year',
      'count of Calloway filings by year submitted',
      'year-by-year number of filings Calloway submitted',
      "can you pull Calloway's filing submissions broken out by year",
    ],
  ),
  ...family(
    'v2-base-rate-change-by-coverage-sterling',
    'group-bys',
    `select b.coverage, avg(b.change) as avg_base_rate_change from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.carrier = 'Sterling Oak Insurance Group' group by b.coverage`,
    [
      'Average base rate change by coverage for Sterling Oak',
      'For Sterling Oak Insurance Group, break down the mean base rate change per coverage',
      'sterling oak base rates: avg % change for each coverage',
      'How much did Sterling Oak move base rates on average, coverage by coverage?',
    ],
  ),

  // top-N
  ...family(
    'v2-top3-carriers-withdrawn',
    'top-N',
    `select carrier, count(*) as withdrawn from filings where disposition_status = 'Withdrawn' group by carrier order by withdrawn desc limit 3`,
    [
      'Which three carriers have the most withdrawn filings?',
      'top 3 carriers by number of withdrawals',
      'who withdrew the most filings? give me the top three carriers',
      'Show the 3 carriers with the highest count of withdrawn filings',
      'carriers ranked by withdrawn filings, just the first three',
    ],
  ),
  ...family(
    'v2-top5-states-ho-avg-rate',
    'top-N',
    `select state, avg(rate_impact) as avg_rate_impact from filings where line_of_business = '04.0 Homeowners' group by state order by avg_rate_impact desc limit 5`,
    [
      'Top 5 states by average homeowners rate change',
      'which five states had the highest average HO rate change',
      'Give me the five states where homeowners rate changes averaged the highest',
      'highest avg homeowners rate impact, top five states please',
      'In which 5 states did homeowners filings have the largest average rate change?',
    ],
  ),
  ...family(
    'v2-bottom4-carriers-auto-avg-rate',
    'top-N',
    `select carrier, avg(rate_impact) as avg_rate_impact from filings where line_of_business = '19.0 Personal Auto' group by carrier order by avg_rate_impact asc limit 4`,
    [
      'Which 4 carriers have the lowest average personal auto rate change?',
      'bottom four carriers by avg auto rate impact',
      'the four carriers with the smallest average rate change on auto',
      'List the 4 auto carriers whose average rate change is lowest',
    ],
  ),

  // thresholds
  ...family(
    'v2-auto-over-120-days',
    'thresholds',
    `select count(*) as filings from filings where line_of_business = '19.0 Personal Auto' and days_to_approval > 120`,
    [
      'How many personal auto filings took longer than 120 days to approve?',
      'count of auto filings with more than 120 days to approval',
      'auto filings that sat with the regulator over 120 days: how many?',
      'number of personal auto filings where days to approval exceeded one hundred twenty',
      'How many auto filings needed more than 120 days to get approved?',
    ],
  ),
  ...family(
    'v2-rate-10-to-15-in-2022',
    'thresholds',
    `select count(*) as filings from filings where rate_impact between 10 and 15 and effective_date_new >= '2022-01-01' and effective_date_new < '2023-01-01'`,
    [
      'How many filings effective in 2022 had a rate change between 10% and 15%?',
      '2022 filings with rate impact from 10 to 15 percent, how many',
      'count of filings in 2022 with an overall rate change of 10-15%',
      'number of 2022 filings whose rate change was at least 10% and at most 15%',
    ],
  ),
  ...family(
    'v2-ho-policyholders-over-threshold',
    'thresholds',
    `select serff_tracking_number from filings where line_of_business = '04.0 Homeowners' and policyholders_affected > 200000`,
    [
      'Which homeowners filings affected more than 200,000 policyholders?',
      'list HO filings with over 200k policyholders affected',
      'homeowners filings where policyholders affected is above two hundred thousand',
      'Show me the homeowners filings that touched more than 200000 policyholders',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'v2-carriers-avg-over-6-ho',
    'conditions-on-aggregates',
    `select carrier, avg(rate_impact) as avg_rate_impact from filings where line_of_business = '04.0 Homeowners' group by carrier having avg(rate_impact) > 6`,
    [
      'Which carriers average more than 6% on homeowners?',
      'carriers whose average homeowners rate change is above 6 percent',
      'List the carriers with an avg HO rate impact over six percent',
      'For homeowners, which groups are averaging above 6%?',
      'show me carriers where the mean homeowners rate change tops 6%',
    ],
  ),
  ...family(
    'v2-states-auto-count-since-2022',
    'conditions-on-aggregates',
    `select state, count(*) as filings from filings where line_of_business = '19.0 Personal Auto' and effective_date_new >= '2022-01-01' group by state having count(*) >= 6`,
    [
      'Which states have at least 6 personal auto filings since 2022?',
      'states with six or more auto filings effective from 2022 on',
      'Since 2022, in which states did we see 6+ auto filings?',
      'list the states where the count of auto filings since 2022 is at least six',
    ],
  ),

  // negation
  ...family(
    'v2-ky-not-file-and-use',
    'negation',
    `select count(*) as filings from filings where state = 'KY' and approval_type <> 'File and Use'`,
    [
      'How many Kentucky filings were not file and use?',
      'KY filings other than File & Use: count',
      'count the filings in Kentucky excluding file-and-use ones',
      'Number of filings in KY under any approval type except file and use',
    ],
  ),
  ...family(
    'v2-auto-avg-excluding-harrowgate',
    'negation',
    `select avg(rate_impact) as avg_rate_impact from filings where line_of_business = '19.0 Personal Auto' and carrier <> 'Harrowgate Mutual Insurance Group'`,
    [
      'Average auto rate change excluding Harrowgate',
      "what's the mean personal auto rate impact if you leave out Harrowgate Mutual",
      'avg rate change for auto filings from carriers other than Harrowgate',
      'Personal auto average rate change, not counting Harrowgate',
      'Excluding Harrowgate Mutual Insurance Group, what is the average rate impact on personal auto?',
    ],
  ),
  ...family(
    'v2-ho-no-objections',
    'negation',
    `select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and objection_count = 0`,
    [
      'How many homeowners filings got no objection letters?',
      'HO filings without any objections: how many?',
      'count of homeowners filings that never drew an objection',
      'number of homeowners filings with zero objection letters',
    ],
  ),

  // date-ranges
  ...family(
    'v2-fairhaven-avg-2019-2021',
    'date-ranges',
    `select avg(rate_impact) as avg_rate_impact from filings where carrier = 'Fairhaven Casualty Group' and effective_date_new >= '2019-01-01' and effective_date_new < '2022-01-01'`,
    [
      "What was Fairhaven's average rate change from 2019 through 2021?",
      'avg rate impact for Fairhaven Casualty Group filings between 2019 and 2021',
      'Fairhaven average rate change, 2019-2021',
      'Between 2019 and 2021 inclusive, what did Fairhaven average on rate?',
    ],
  ),
  ...family(
    'v2-ho-submitted-last-two-years',
    'date-ranges',
    `select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and submitted_date >= current_date - interval '2 years'`,
    [
      'How many homeowners filings were submitted in the last two years?',
      'HO submissions over the past 2 years, count',
      'count of homeowners filings submitted within the last 24 months',
      'number of homeowners filings submitted in the past two years',
    ],
  ),
  ...family(
    'v2-withdrawn-since-2024',
    'date-ranges',
    `select count(*) as filings from filings where disposition_status = 'Withdrawn' and disposition_date >= '2024-01-01'`,
    [
      'How many filings have been withdrawn since 2024?',
      'count of withdrawals from the start of 2024 onwards',
      'number of filings withdrawn since January 2024',
      'Since 2024 began, how many filings were withdrawn?',
    ],
  ),

  // calendar
  ...family(
    'v2-effective-q2-2025',
    'calendar',
    `select count(*) as filings from filings where effective_date_new >= '2025-04-01' and effective_date_new < '2025-07-01'`,
    [
      'How many filings took effect in Q2 2025?',
      'count of filings effective in the second quarter of 2025',
      'filings with an effective date between April and June 2025, how many',
      '2025 Q2: number of filings going into effect',
      'number of filings effective Apr-Jun 2025',
    ],
  ),
  ...family(
    'v2-brightwater-submitted-from-sep-2025',
    'calendar',
    `select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and submitted_date >= '2025-09-01'`,
    [
      'How many filings has Brightwater submitted on or after September 1, 2025?',
      'Brightwater submissions since 9/1/2025',
      'count of Brightwater filings submitted from 2025-09-01 onwards',
      'Since the first of September 2025, how many filings did Brightwater Insurance Companies submit?',
    ],
  ),
  ...family(
    'v2-objection-letters-q1-2023',
    'calendar',
    `select count(*) as letters from objections where objection_date >= '2023-01-01' and objection_date < '2023-04-01'`,
    [
      'How many objection letters were sent in Q1 2023?',
      'number of objection letters dated January through March 2023',
      'count of objections issued in the first quarter of 2023',
      'objection letters written between Jan 1 and Mar 31, 2023: how many',
    ],
  ),

  // superlatives
  ...family(
    'v2-brightwater-largest-decrease',
    'superlatives',
    `select min(rate_impact) as largest_decrease from filings where carrier = 'Brightwater Insurance Companies'`,
    [
      "What's the largest rate decrease Brightwater has ever filed?",
      'biggest rate cut in any Brightwater filing',
      "Brightwater's deepest rate decrease ever",
      'the most negative rate change among Brightwater filings',
    ],
  ),
  ...family(
    'v2-la-reviewer-most-objections',
    'superlatives',
    `select name, total_objections from reviewers where state = 'LA' order by total_objections desc limit 1`,
    [
      'Which Louisiana reviewer has written the most objection letters?',
      'who at the LA DOI sends the most objection letters',
      'the reviewer in Louisiana with the highest number of objections',
      'Of the Louisiana reviewers, who has issued the most objections?',
    ],
  ),
  ...family(
    'v2-ho-longest-days-to-approval',
    'superlatives',
    `select max(days_to_approval) as max_days from filings where line_of_business = '04.0 Homeowners'`,
    [
      "What's the longest any homeowners filing has taken to get approved?",
      'max days to approval for a homeowners filing',
      'the slowest homeowners approval ever, in days',
      'Longest time to approval on HO, how many days?',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v2-share-prior-approval-disapproved',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where disposition_status = 'Disapproved') / count(*) as pct_disapproved from filings where approval_type = 'Prior Approval'`,
    [
      'What share of prior approval filings were disapproved?',
      'percentage of Prior Approval filings that got disapproved',
      'disapproval rate for prior-approval filings',
      'Of all the prior approval filings, what percent ended up disapproved?',
      'how often are prior approval filings disapproved, as a %',
    ],
  ),
  ...family(
    'v2-objections-per-filing-by-line',
    'shares-and-ratios',
    `select line_of_business, avg(objection_count) as letters_per_filing from filings group by line_of_business`,
    [
      'Objection letters per filing, by line of business, please',
      'average count of objection letters per filing in each line',
      'how many objections does a filing get on average, broken out by LOB',
      "per line, what's the avg objection count per filing",
    ],
  ),

  // joins
  ...family(
    'v2-ho-objection-letters-by-carrier',
    'joins',
    `select f.carrier, count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.line_of_business = '04.0 Homeowners' group by f.carrier`,
    [
      'How many objection letters did each carrier receive on homeowners filings?',
      'objection letters by carrier, homeowners only',
      'count objections per carrier for HO filings',
      'Break down homeowners objection letters by carrier',
    ],
  ),
  ...family(
    'v2-senior-rate-analyst-primary',
    'joins',
    `select count(*) as filings from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where v.title = 'Senior Rate Analyst' and r.role = 'primary'`,
    [
      'How many filings had a Senior Rate Analyst as the primary reviewer?',
      'count of primary review assignments held by senior rate analysts',
      "number of filings where the primary reviewer's title is Senior Rate Analyst",
      'filings reviewed (as primary) by a senior rate analyst: how many?',
    ],
  ),
  ...family(
    'v2-driver-age-16-17-relativity-by-carrier',
    'joins',
    `select f.carrier, avg(l.relativity_after) as avg_relativity from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Driver Age' and l.level = '16-17' group by f.carrier`,
    [
      'Average relativity for 16-17 year old drivers by carrier',
      'by carrier, mean relativity of the driver age 16-17 level after the filing',
      'for each carrier, average relativity of the 16-17 driver age band',
      'teen drivers (age 16-17): average relativity per carrier',
      'What relativity does each carrier charge drivers aged 16 to 17, on average?',
    ],
  ),

  // filters-on-columns
  ...family(
    'v2-brightwater-indemnity-avg-rate',
    'filters-on-columns',
    `select avg(rate_impact) as avg_rate_impact from company_rate_figures where company = 'Brightwater Indemnity Company'`,
    [
      "What's the average rate change for Brightwater Indemnity Company?",
      'avg rate impact of filings by the company Brightwater Indemnity',
      'Brightwater Indemnity Co.: mean rate change across its filings',
      'average rate change where the underwriting company is Brightwater Indemnity Company',
    ],
  ),
  ...family(
    'v2-ppa-form-filings',
    'filters-on-columns',
    `select count(*) as filings from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and filing_type = 'Form'`,
    [
      'How many form filings were there for private passenger auto?',
      'count of PPA filings with filing type Form',
      'number of Form filings in the private passenger auto sub-TOI',
      'PPA form filings: how many?',
    ],
  ),
  ...family(
    'v2-select-dwelling-fire-filings',
    'filters-on-columns',
    `select count(*) as filings from filings where product_name = 'Select Dwelling Fire'`,
    [
      'How many filings are there for the Select Dwelling Fire product?',
      'count of Select Dwelling Fire filings',
      'number of filings on the product Select Dwelling Fire',
      'Select Dwelling Fire: how many filings across all carriers?',
    ],
  ),

  // comparisons
  ...family(
    'v2-ny-vs-nj-auto-avg',
    'comparisons',
    `select state, avg(rate_impact) as avg_rate_impact from filings where line_of_business = '19.0 Personal Auto' and state in ('NY', 'NJ') group by state`,
    [
      'Compare the average auto rate change in New York and New Jersey',
      'NY vs NJ average personal auto rate impact',
      "how does New York's average auto rate change stack up against New Jersey's",
      'average rate change on auto: New York versus New Jersey',
    ],
  ),
  ...family(
    'v2-fairhaven-submitted-2023-vs-2024',
    'comparisons',
    `select extract(year from submitted_date)::int as year, count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' and submitted_date >= '2023-01-01' and submitted_date < '2025-01-01' group by 1`,
    [
      'Did Fairhaven submit more filings in 2023 or in 2024?',
      'Fairhaven submissions 2023 vs 2024',
      'compare the number of filings Fairhaven submitted in 2023 with 2024',
      'how many filings did Fairhaven Casualty submit in 2024 compared to 2023',
    ],
  ),

  // casual-and-typos
  ...family(
    'v2-harrowgate-auto-2024-typos',
    'casual-and-typos',
    `select avg(rate_impact) as avg_rate_impact from filings where carrier = 'Harrowgate Mutual Insurance Group' and line_of_business = '19.0 Personal Auto' and effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01'`,
    [
      'avg rate chg harrowgte auto 2024',
      'whats the averge rate change for harrowgate personal auto in 2024',
      'harrowgate auto 2024, avg rate impct?',
      "hey, mean rate change on Harrowgate's auto filings for 2024 pls",
    ],
  ),
  ...family(
    'v2-veritas-withdrawn-typos',
    'casual-and-typos',
    `select count(*) as filings from filings where carrier = 'Veritas Lane Insurance' and disposition_status = 'Withdrawn'`,
    [
      'hw many withdrawls did veritas lane have',
      '# of withdrawn filings for Veritas Lane',
      'veritas lane withdrawn filngs count',
      'quick q: how many filings has Veritas Lane withdrawn?',
    ],
  ),

  // unanswerable
  ...family('v2-claims-counts', 'unanswerable', null, [
    'How many claims did Harrowgate policyholders file in Texas last year?',
    'number of auto claims reported to Brightwater in 2025',
    "what's the total dollar amount of claims Fairhaven paid on homeowners",
    'claims filed against Calloway policies in 2024, how many?',
  ]),
  ...family('v2-agent-commissions', 'unanswerable', null, [
    'What commission does Harrowgate pay its agents on personal auto?',
    'agent commission rates by carrier',
    'average agent commission on homeowners policies',
    'which carrier pays independent agents the highest commission',
  ]),
  ...family('v2-consumer-complaints', 'unanswerable', null, [
    'How many consumer complaints were filed against Brightwater in Ohio?',
    'Which carrier had the most policyholder complaints last year?',
    'NAIC complaint index for Fairhaven',
    'consumer complaint counts per carrier at the state DOIs',
  ]),
];
