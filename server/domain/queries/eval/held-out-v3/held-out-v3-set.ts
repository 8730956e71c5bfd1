import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * Held-out v3 (issue 22, 2026-11-28): a third held-out split, written blind by a helper session
 * that read neither the translator's rules nor the other splits, from the demo data only (400
 * filings, seed 7). Whoever tunes the translator must not open, grep, search or diff this file
 * (server/domain/queries/eval/README.md, "Held-out v3").
 */
export const HELD_OUT_V3_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v3-count-rule-only-ohio',
    'counts',
    `select count(*) as filings from filings where state = 'OH' and filing_type = 'Rule'`,
    [
      'How many rule-only filings are there in Ohio?',
      'Count the Ohio filings whose filing type is just Rule.',
      'Number of OH filings with filing type Rule (not rate/rule)',
      'In Ohio, how many filings were rule only?',
    ],
  ),
  ...family(
    'v3-count-distinct-states-harrowgate',
    'counts',
    `select count(distinct state) as states from filings where carrier = 'Harrowgate Mutual Insurance Group'`,
    [
      'In how many different states has Harrowgate Mutual filed?',
      'How many distinct states does Harrowgate have filings in?',
      'Number of states with at least one Harrowgate Mutual Insurance Group filing',
      "Harrowgate: count of unique states they've filed in",
      'how many states has harrowgate filed in',
    ],
  ),
  ...family(
    'v3-count-flex-rating-2021',
    'counts',
    `select count(*) as filings from filings where approval_type = 'Flex Rating' and effective_date_new between date '2021-01-01' and date '2021-12-31'`,
    [
      'How many flex rating filings took effect in 2021?',
      'Count of filings under flex rating, effective 2021',
      '2021: number of Flex Rating filings',
      'How many filings in 2021 had a flex-rating approval type?',
    ],
  ),

  // aggregates
  ...family(
    'v3-avg-rate-harrowgate-homeowners',
    'aggregates',
    `select avg(rate_impact) as average_rate_impact from filings where carrier = 'Harrowgate Mutual Insurance Group' and line_of_business = '04.0 Homeowners'`,
    [
      "What's the average rate impact on Harrowgate's homeowners filings?",
      'Average overall rate change, Harrowgate Mutual, HO line',
      'mean rate impact for Harrowgate Mutual Insurance Group homeowners',
      "On average, how big were Harrowgate's homeowners rate changes in percent?",
    ],
  ),
  ...family(
    'v3-total-premium-change-brightwater-2023',
    'aggregates',
    `select sum(written_premium_change) as total_written_premium_change from filings where carrier = 'Brightwater Insurance Companies' and effective_date_new between date '2023-01-01' and date '2023-12-31'`,
    [
      'Total written premium change for Brightwater in 2023?',
      "How much written premium did Brightwater's 2023 filings add in total, in dollars?",
      'Sum of written premium change, Brightwater Insurance Companies, 2023',
      'Brightwater 2023 - aggregate change in written premium',
    ],
  ),
  ...family(
    'v3-avg-days-prior-approval',
    'aggregates',
    `select avg(days_to_approval) as average_days from filings where approval_type = 'Prior Approval'`,
    [
      'How long do prior approval filings take to get approved on average?',
      'Average days to approval for Prior Approval filings',
      'mean number of days from submission to disposition for prior-approval filings',
      "For prior approval filings, what's the typical turnaround in days (average)?",
    ],
  ),
  ...family(
    'v3-total-policyholders-workers-comp',
    'aggregates',
    `select sum(policyholders_affected) as policyholders from filings where line_of_business = '16.0 Workers Compensation'`,
    [
      'How many policyholders in total were affected by workers comp filings?',
      'Total policyholders affected, workers compensation',
      'Sum of policyholders affected across all WC filings',
      "Workers' comp: total number of policyholders affected",
    ],
  ),
  ...family(
    'v3-avg-rate-veritas-ohio-took-effect',
    'aggregates',
    `select avg(weighted_rate_impact) as average_rate_impact from product_history where carrier = 'Veritas Lane Insurance' and state = 'OH' and took_effect`,
    [
      "In Veritas Lane's Ohio product history, what's the average rate impact of the filings that actually took effect?",
      'Average rate change of Veritas Lane filings in Ohio that took effect',
      'Veritas Lane, OH: mean rate impact over the filings that went into effect',
      'For Veritas Lane in Ohio, average rate impact counting only filings that took effect',
    ],
  ),

  // group-bys
  ...family(
    'v3-homeowners-by-approval-type',
    'group-bys',
    `select approval_type, count(*) as filings from filings where line_of_business = '04.0 Homeowners' group by approval_type`,
    [
      'Break down homeowners filings by approval type',
      'Number of HO filings per approval type',
      'Homeowners: how many filings under each approval regime?',
      'homeowners filing counts broken out by approval type',
    ],
  ),
  ...family(
    'v3-avg-rate-by-line',
    'group-bys',
    `select line_of_business, avg(rate_impact) as average_rate_impact from filings group by line_of_business`,
    [
      'Average rate impact by line of business',
      "What's the mean rate change for each line?",
      'Show avg overall rate impact broken down by LOB',
      'For every line of business, the average rate impact',
    ],
  ),
  ...family(
    'v3-objection-letters-by-carrier',
    'group-bys',
    `select carrier, sum(objection_count) as objection_letters from filings group by carrier`,
    [
      'Total objection letters by carrier',
      'How many objection letters has each carrier received?',
      'objection letter count per carrier group',
      'Break out the number of DOI objection letters by carrier',
    ],
  ),

  // top-N
  ...family(
    'v3-top-five-states-personal-auto',
    'top-N',
    `select state, count(*) as filings from filings where line_of_business = '19.0 Personal Auto' group by state order by filings desc limit 5`,
    [
      'Which five states had the most personal auto filings?',
      'Top 5 states by number of auto filings',
      'States with the most personal auto filings, give me the top five',
      'Personal auto: which 5 states see the most filings?',
      'the five states with the highest count of personal auto filings',
    ],
  ),
  ...family(
    'v3-top-three-carriers-premium-change-2024',
    'top-N',
    `select carrier, sum(written_premium_change) as total_written_premium_change from filings where effective_date_new between date '2024-01-01' and date '2024-12-31' group by carrier order by total_written_premium_change desc limit 3`,
    [
      'Top three carriers by total written premium change in 2024',
      'Which 3 carriers added the most written premium through their 2024 filings?',
      'In 2024, the three carriers with the largest total written premium change',
      'Rank carriers by written premium change for 2024 and show me the top 3',
    ],
  ),
  ...family(
    'v3-top-ten-filings-policyholders',
    'top-N',
    `select serff_tracking_number, policyholders_affected from filings order by policyholders_affected desc limit 10`,
    [
      'The ten filings that affected the most policyholders',
      'Top 10 filings by policyholders affected',
      'Which filings touched the most policyholders? Give me ten.',
      'Show the 10 largest filings measured by number of policyholders affected',
    ],
  ),

  // thresholds
  ...family(
    'v3-count-over-90-days',
    'thresholds',
    `select count(*) as filings from filings where days_to_approval > 90`,
    [
      'How many filings took longer than 90 days to approve?',
      'Number of filings with more than 90 days to approval',
      'Count filings where approval took over ninety days',
      'How many filings needed over 90 days from submission to disposition?',
    ],
  ),
  ...family(
    'v3-list-over-500k-policyholders',
    'thresholds',
    `select serff_tracking_number from filings where policyholders_affected > 500000`,
    [
      'List filings affecting more than 500,000 policyholders',
      'Which filings hit over 500k policyholders?',
      'Show me every filing with policyholders affected above half a million',
      'filings where more than 500000 policyholders were affected',
    ],
  ),
  ...family(
    'v3-count-ppa-at-least-10',
    'thresholds',
    `select count(*) as filings from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and rate_impact >= 10`,
    [
      'How many PPA filings had a rate impact of at least 10%?',
      'Count of private passenger auto filings with rate changes of 10% or more',
      'Number of PPA filings at or above a 10 percent rate impact',
      'PPA filings with overall rate change >= 10%: how many?',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'v3-carriers-averaging-over-5-auto',
    'conditions-on-aggregates',
    `select carrier, avg(rate_impact) as average_rate_impact from filings where line_of_business = '19.0 Personal Auto' group by carrier having avg(rate_impact) > 5`,
    [
      'Which carriers average more than 5% rate impact on personal auto?',
      'Carriers whose average personal auto rate change is above 5%',
      'List carriers with an avg auto rate impact over five percent',
      'In personal auto, which carriers have a mean rate impact greater than 5%?',
    ],
  ),
  ...family(
    'v3-states-eight-plus-homeowners',
    'conditions-on-aggregates',
    `select state, count(*) as filings from filings where line_of_business = '04.0 Homeowners' group by state having count(*) >= 8`,
    [
      'Which states have at least 8 homeowners filings?',
      'States with eight or more HO filings',
      'Show states where the number of homeowners filings is 8 or higher',
      'homeowners: states with no fewer than 8 filings',
    ],
  ),
  ...family(
    'v3-carriers-over-two-withdrawn',
    'conditions-on-aggregates',
    `select carrier, count(*) as withdrawn from filings where disposition_status = 'Withdrawn' group by carrier having count(*) > 2`,
    [
      'Which carriers have withdrawn more than two filings?',
      'Carriers with more than 2 withdrawn filings',
      'List carrier groups that had over two filings withdrawn',
      'Who has had more than two of their filings withdrawn?',
    ],
  ),
  ...family(
    'v3-coverages-expense-ratio-over-31',
    'conditions-on-aggregates',
    `select coverage, avg(expense_ratio) as average_expense_ratio from supplemental_metrics group by coverage having avg(expense_ratio) > 31`,
    [
      'Which coverages have an average expense ratio above 31%?',
      'Coverages whose mean expense ratio is over 31 percent',
      'List the coverages averaging more than a 31% expense ratio',
      'By coverage, show only those with avg expense ratio > 31%',
    ],
  ),

  // negation
  ...family(
    'v3-count-not-personal-auto',
    'negation',
    `select count(*) as filings from filings where line_of_business <> '19.0 Personal Auto'`,
    [
      'How many filings are not personal auto?',
      'Count all filings excluding personal auto',
      'Number of filings in lines other than personal auto',
      'Leaving out personal auto, how many filings are there?',
    ],
  ),
  ...family(
    'v3-homeowners-avg-excluding-louisiana',
    'negation',
    `select avg(rate_impact) as average_rate_impact from filings where line_of_business = '04.0 Homeowners' and state <> 'LA'`,
    [
      'Average homeowners rate impact excluding Louisiana',
      "What's the mean HO rate change outside of Louisiana?",
      'avg rate impact for homeowners, all states except LA',
      'Homeowners average rate change, leaving Louisiana out',
    ],
  ),
  ...family(
    'v3-carriers-never-disapproved',
    'negation',
    `select distinct carrier from filings where carrier not in (select carrier from filings where disposition_status = 'Disapproved')`,
    [
      'Which carriers have never had a filing disapproved?',
      'List carriers with no disapproved filings',
      "Carriers that haven't had any disapprovals",
      'Show the carriers without a single disapproved filing',
    ],
  ),
  ...family(
    'v3-count-2024-not-withdrawn',
    'negation',
    `select count(*) as filings from filings where effective_date_new between date '2024-01-01' and date '2024-12-31' and disposition_status <> 'Withdrawn'`,
    [
      'How many 2024 filings were not withdrawn?',
      'Count filings effective in 2024 other than the withdrawn ones',
      'Number of filings in 2024, excluding withdrawn',
      '2024 filings except withdrawn: how many?',
    ],
  ),

  // date-ranges
  ...family(
    'v3-homeowners-submitted-since-2023',
    'date-ranges',
    `select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and submitted_date >= date '2023-01-01'`,
    [
      'How many homeowners filings have been submitted since 2023?',
      'HO filings submitted from 2023 onwards',
      'Number of homeowners filings with a submission date in 2023 or later',
      'Since the start of 2023, how many homeowners filings were submitted?',
    ],
  ),
  ...family(
    'v3-auto-avg-2020-to-2022',
    'date-ranges',
    `select avg(rate_impact) as average_rate_impact from filings where line_of_business = '19.0 Personal Auto' and effective_date_new between date '2020-01-01' and date '2022-12-31'`,
    [
      'Average personal auto rate impact between 2020 and 2022',
      'What was the mean auto rate change from 2020 through 2022?',
      'Personal auto avg rate impact, 2020-2022',
      "For personal auto filings effective 2020 to 2022, what's the average rate change?",
    ],
  ),
  ...family(
    'v3-disapproved-last-four-years',
    'date-ranges',
    `select count(*) as filings from filings where disposition_status = 'Disapproved' and disposition_date >= current_date - interval '4 years' and disposition_date <= current_date`,
    [
      'How many filings were disapproved in the last 4 years?',
      'Disapprovals over the past four years: count',
      'Number of filings disapproved within the last four years',
      'count of disapproved filings in the past 4 yrs',
    ],
  ),
  ...family(
    'v3-submitted-last-18-months',
    'date-ranges',
    `select count(*) as filings from filings where submitted_date >= current_date - interval '18 months' and submitted_date <= current_date`,
    [
      'How many filings were submitted in the last 18 months?',
      'Filings submitted over the past eighteen months: how many?',
      'number of submissions in the last 18 months',
      'In the past 18 months, how many filings have been submitted?',
    ],
  ),
  ...family(
    'v3-homeowners-before-2020',
    'date-ranges',
    `select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and effective_date_new < date '2020-01-01'`,
    [
      'How many homeowners filings took effect before 2020?',
      'Number of HO filings effective prior to 2020',
      'homeowners filings with an effective date before 2020, count',
      'Count the homeowners filings effective earlier than 2020',
    ],
  ),

  // calendar
  ...family(
    'v3-count-q3-2023',
    'calendar',
    `select count(*) as filings from filings where effective_date_new between date '2023-07-01' and date '2023-09-30'`,
    [
      'How many filings took effect in Q3 2023?',
      'Number of filings effective in the third quarter of 2023',
      'Q3 2023 filing count',
      'Count of filings with an effective date between July and September 2023',
    ],
  ),
  ...family(
    'v3-auto-april-to-june-2024',
    'calendar',
    `select count(*) as filings from filings where line_of_business = '19.0 Personal Auto' and effective_date_new between date '2024-04-01' and date '2024-06-30'`,
    [
      'How many personal auto filings became effective between April and June 2024?',
      'Personal auto filings effective April through June 2024',
      'Number of auto filings effective from Apr 2024 to Jun 2024',
      'auto filings in the second quarter of 2024, how many',
    ],
  ),
  ...family(
    'v3-homeowners-year-by-year',
    'calendar',
    `select extract(year from effective_date_new) as year, count(*) as filings from filings where line_of_business = '04.0 Homeowners' group by 1 order by 1`,
    [
      'Homeowners filings year by year',
      'How many HO filings per year?',
      'Number of homeowners filings by year',
      'Give me a yearly count of homeowners filings',
    ],
  ),
  ...family(
    'v3-submitted-year-to-date',
    'calendar',
    `select count(*) as filings from filings where submitted_date >= date_trunc('year', current_date) and submitted_date <= current_date`,
    [
      'How many filings have been submitted year to date?',
      'YTD submissions count',
      'Number of filings submitted so far this year',
      'How many filings were submitted this year to date?',
    ],
  ),
  ...family(
    'v3-submitted-before-july-2019',
    'calendar',
    `select count(*) as filings from filings where submitted_date < date '2019-07-01'`,
    [
      'How many filings were submitted before July 1, 2019?',
      'Count of filings with a submission date earlier than 1 July 2019',
      'Filings submitted prior to 2019-07-01: how many?',
      'Number of filings submitted before July 2019',
    ],
  ),

  // superlatives
  ...family(
    'v3-largest-homeowners-rate-impact',
    'superlatives',
    `select max(rate_impact) as largest_rate_impact from filings where line_of_business = '04.0 Homeowners'`,
    [
      "What's the largest homeowners rate increase ever filed?",
      'Biggest HO rate impact on record',
      'Highest rate impact of any homeowners filing',
      'the single largest homeowners rate change, what was it?',
    ],
  ),
  ...family(
    'v3-carrier-most-withdrawn',
    'superlatives',
    `select carrier, count(*) as withdrawn from filings where disposition_status = 'Withdrawn' group by carrier order by withdrawn desc limit 1`,
    [
      'Which carrier has the most withdrawn filings?',
      'Carrier with the highest number of withdrawals',
      'Who withdrew the most filings?',
      'Which carrier group has had the most filings withdrawn?',
    ],
  ),
  ...family(
    'v3-longest-prior-approval',
    'superlatives',
    `select max(days_to_approval) as longest_days from filings where approval_type = 'Prior Approval'`,
    [
      "What's the longest a prior approval filing has taken to get approved?",
      'Longest days to approval among Prior Approval filings',
      'Max days to approval for prior approval filings',
      'The slowest prior-approval filing: how many days did it take?',
    ],
  ),
  ...family(
    'v3-state-highest-avg-homeowners',
    'superlatives',
    `select state, avg(rate_impact) as average_rate_impact from filings where line_of_business = '04.0 Homeowners' group by state order by average_rate_impact desc limit 1`,
    [
      'Which state has the highest average homeowners rate impact?',
      'State with the top avg HO rate change',
      'Where is the average homeowners rate change highest?',
      'highest average homeowners rate impact by state: which one?',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v3-share-harrowgate-withdrawn',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) as withdrawn_percent from filings where carrier = 'Harrowgate Mutual Insurance Group'`,
    [
      "What share of Harrowgate's filings were withdrawn?",
      'Percentage of Harrowgate Mutual filings that got withdrawn',
      'What % of Harrowgate filings ended up withdrawn?',
      'Harrowgate: withdrawn filings as a share of all their filings',
    ],
  ),
  ...family(
    'v3-objection-letters-per-filing-by-approval-type',
    'shares-and-ratios',
    `select approval_type, avg(objection_count) as letters_per_filing from filings group by approval_type`,
    [
      'Objection letters per filing, by approval type',
      'Do prior approval filings draw more objections? Show objection letters per filing for each approval type',
      'For each approval regime, how many objection letters does a filing get on average?',
      'objection letters per filing broken out by approval type',
      'Mean objection letters per filing, approval type by approval type',
    ],
  ),
  ...family(
    'v3-share-decreases-2025',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where rate_change_type = 'Decrease') / count(*) as decrease_percent from filings where effective_date_new between date '2025-01-01' and date '2025-12-31'`,
    [
      'What percentage of 2025 filings were rate decreases?',
      'Share of filings effective in 2025 that cut rates',
      'In 2025, what fraction of filings were decreases?',
      '% of 2025 filings with a rate decrease',
    ],
  ),

  // joins
  ...family(
    'v3-harrowgate-territory-filings',
    'joins',
    `select count(distinct f.serff_tracking_number) as filings from filings f join rating_factors r on r.serff_tracking_number = f.serff_tracking_number where f.carrier = 'Harrowgate Mutual Insurance Group' and r.factor = 'Territory'`,
    [
      'How many Harrowgate filings revised the territory factor?',
      'Number of Harrowgate Mutual filings that changed territory relativities',
      'Count Harrowgate filings where Territory was one of the rating factors changed',
      'Harrowgate: how many filings touched territory rating?',
    ],
  ),
  ...family(
    'v3-driver-age-16-17-by-carrier',
    'joins',
    `select f.carrier, avg(l.relativity_after) as average_relativity from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Driver Age' and l.level = '16-17' group by f.carrier`,
    [
      'Average relativity for drivers aged 16-17 by carrier',
      "By carrier, what's the mean driver age 16-17 relativity after the filing?",
      '16-17 year old driver factor, average relativity by carrier',
      "Show each carrier's average relativity for the Driver Age 16-17 level",
    ],
  ),
  ...family(
    'v3-primary-senior-rate-analyst',
    'joins',
    `select count(distinct r.serff_tracking_number) as filings from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where r.role = 'primary' and v.title = 'Senior Rate Analyst'`,
    [
      'How many filings were primarily reviewed by a Senior Rate Analyst?',
      'Number of filings whose primary reviewer is a senior rate analyst',
      'Count filings reviewed (as primary) by someone with the title Senior Rate Analyst',
      'Filings where the primary reviewer was a Senior Rate Analyst: how many?',
    ],
  ),
  ...family(
    'v3-round-two-objections-harrowgate',
    'joins',
    `select count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where o.round = 2 and f.carrier = 'Harrowgate Mutual Insurance Group'`,
    [
      'How many second-round objection letters did Harrowgate receive?',
      'Number of round 2 objection letters on Harrowgate Mutual filings',
      "Count of objection letters in round two for Harrowgate's filings",
      'Harrowgate: how many objection letters were round 2?',
    ],
  ),
  ...family(
    'v3-bodily-injury-base-rate-2024',
    'joins',
    `select avg(b.change) as average_change from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Bodily Injury' and f.effective_date_new between date '2024-01-01' and date '2024-12-31'`,
    [
      'Average base rate change for bodily injury in 2024 filings',
      'What was the mean BI base rate change for filings effective in 2024?',
      '2024: average change in the bodily injury base rate',
      'bodily injury base rates, avg % change across 2024 filings',
    ],
  ),

  // filters-on-columns
  ...family(
    'v3-sterling-oak-pc-company',
    'filters-on-columns',
    `select count(*) as filings from filings where filing_company = 'Sterling Oak Property and Casualty Insurance Company'`,
    [
      'How many filings did Sterling Oak Property and Casualty Insurance Company make?',
      'Number of filings by the company Sterling Oak Property and Casualty',
      'Count filings where the filing company is Sterling Oak Property and Casualty Insurance Company',
      'Sterling Oak Property and Casualty Insurance Company filing count',
    ],
  ),
  ...family(
    'v3-select-dwelling-fire-avg',
    'filters-on-columns',
    `select avg(rate_impact) as average_rate_impact from filings where product_name = 'Select Dwelling Fire'`,
    [
      'Average rate impact for the Select Dwelling Fire product',
      "What's the mean rate change on Select Dwelling Fire filings?",
      'Select Dwelling Fire program: average rate impact',
      'avg overall rate change for product Select Dwelling Fire',
    ],
  ),
  ...family(
    'v3-use-and-file-approved-as-amended',
    'filters-on-columns',
    `select serff_tracking_number from filings where approval_type = 'Use and File' and disposition_status = 'Approved as Amended'`,
    [
      'List Use and File filings that were approved as amended',
      "Which filings under use-and-file got 'Approved as Amended'?",
      'Show the use and file filings with status Approved as Amended',
      'Filings with approval type Use and File and disposition Approved as Amended',
    ],
  ),
  ...family(
    'v3-motorcycle-filings',
    'filters-on-columns',
    `select serff_tracking_number from filings where sub_toi = '19.0002 Motorcycle'`,
    [
      'Show me all the motorcycle filings',
      'List filings in the motorcycle sub-TOI',
      'Which filings are for motorcycles?',
      'motorcycle sub-type of insurance: list the filings',
    ],
  ),

  // comparisons
  ...family(
    'v3-ohio-vs-pennsylvania-avg',
    'comparisons',
    `select state, avg(rate_impact) as average_rate_impact from filings where state in ('OH', 'PA') group by state`,
    [
      'Compare average rate impact in Ohio vs Pennsylvania',
      'OH versus PA: average rate change',
      'How does the mean rate impact in Ohio compare with Pennsylvania?',
      'Average rate impact, Ohio and Pennsylvania side by side',
    ],
  ),
  ...family(
    'v3-harrowgate-vs-fairhaven-2024',
    'comparisons',
    `select carrier, count(*) as filings from filings where carrier in ('Harrowgate Mutual Insurance Group', 'Fairhaven Casualty Group') and effective_date_new between date '2024-01-01' and date '2024-12-31' group by carrier`,
    [
      'Harrowgate vs Fairhaven: number of filings in 2024',
      'Compare 2024 filing counts for Harrowgate Mutual and Fairhaven Casualty',
      'How many filings did Harrowgate and Fairhaven each have in 2024?',
      '2024 filings, Fairhaven versus Harrowgate',
    ],
  ),
  ...family(
    'v3-auto-vs-homeowners-days',
    'comparisons',
    `select line_of_business, avg(days_to_approval) as average_days from filings where line_of_business in ('19.0 Personal Auto', '04.0 Homeowners') group by line_of_business`,
    [
      'Average days to approval: personal auto vs homeowners',
      'Do auto filings get approved faster than homeowners? Show average days to approval for both',
      'Compare how long personal auto and homeowners filings take to approve on average',
      'auto versus HO, mean days to approval',
    ],
  ),

  // casual-and-typos
  ...family(
    'v3-casual-homeowners-florida',
    'casual-and-typos',
    `select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and state = 'FL'`,
    [
      'hey how many hoemowners filngs in florida',
      'quick one: # of HO filings in FL?',
      'homeowner filings florida how many',
      'Florida homeowners, how many filings we got?',
    ],
  ),
  ...family(
    'v3-casual-ppa-texas',
    'casual-and-typos',
    `select avg(rate_impact) as average_rate_impact from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and state = 'TX'`,
    [
      'whats the avg rate change for ppa in texas',
      'ppa texas avg rate chg?',
      'Texas private passanger auto, average rate impact pls',
      'avg rate impact TX PPA',
    ],
  ),
  ...family(
    'v3-casual-brightwater-objections',
    'casual-and-typos',
    `select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and objection_count > 0`,
    [
      'quick q - # of brightwater filings w/ objections',
      'how many brightwater filings got objection letters?',
      'Brightwater: filings that drew at least one objection, how many',
      'brightwatr filings with any objection letter - count',
    ],
  ),

  // unanswerable
  ...family('v3-market-share-zip', 'unanswerable', null, [
    "What's Harrowgate's market share by zip code in Texas?",
    'Market share of each carrier by ZIP code',
    "Show competitors' share of the personal auto market by zip",
    'Which zip codes does Fairhaven dominate in market share?',
  ]),
  ...family('v3-claims-paid', 'unanswerable', null, [
    'How many claims did Fairhaven pay on homeowners policies last year?',
    'Total paid claim dollars by carrier in 2024',
    "Actual incurred loss ratio per claim for Brightwater's auto book",
    'Number of claims reported per carrier per month',
  ]),
  ...family('v3-customer-retention', 'unanswerable', null, [
    "What's the policy retention rate for Brightwater after their 2023 increase?",
    'How many customers did Harrowgate lose after the rate increase?',
    'Renewal retention rate by carrier',
    'Which carrier has the best customer retention?',
  ]),
  ...family('v3-quotes-issued', 'unanswerable', null, [
    'How many quotes did Meridian Trust issue in Ohio last year?',
    'Number of new-business applications per carrier',
    'Quote-to-bind ratio for Veritas Lane',
    'How many online quotes were generated after the Harrowgate rate change?',
  ]),
];
