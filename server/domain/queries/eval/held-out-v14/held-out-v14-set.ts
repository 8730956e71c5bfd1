import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The fourteenth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-30 by a helper that does not tune the translator (README.md beside this file). Whoever
 * tunes the translator must not open, grep or diff this directory.
 */
export const HELD_OUT_V14_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v14-count-tradesman-rate-rule',
    'counts',
    "select count(*) as rate_rule_filings from filings where carrier = 'Tradesman Mutual Casualty' and filing_type = 'Rate/Rule'",
    [
      'How many Rate/Rule filings has Tradesman Mutual submitted?',
      'tradesman mutual casualty - # of rate/rule filings',
      'Number of combined rate and rule filings from Tradesman',
      'count the Rate/Rule type filings for Tradesman Mutual Casualty pls',
    ],
  ),
  ...family(
    'v14-count-chief-casualty-actuaries',
    'counts',
    "select count(*) as reviewers from reviewers where title = 'Chief Casualty Actuary'",
    [
      'How many reviewers hold the title Chief Casualty Actuary?',
      'number of chief casualty actuaries across the DOIs',
      'count of regulators whose job title is Chief Casualty Actuary',
      'chief casualty actuary reviewers, how many are there',
    ],
  ),
  ...family(
    'v14-count-calloway-distinct-lines',
    'counts',
    "select count(distinct line_of_business) as lines from filings where carrier = 'Calloway Auto and Home Group'",
    [
      'In how many different lines of business has Calloway filed?',
      'Calloway Auto and Home: number of distinct LOBs they have filings in',
      'how many separate lines does calloway file for',
      'Count the distinct lines of business across Calloway Auto & Home Group filings',
    ],
  ),
  ...family(
    'v14-count-second-round-letters-2022',
    'counts',
    "select count(*) as letters from objections where round = 2 and objection_date >= '2022-01-01' and objection_date < '2023-01-01'",
    [
      'How many second-round objection letters were sent in 2022?',
      "round 2 objections dated in '22 - how many",
      'Number of objection letters in round two during calendar year 2022',
      'count 2nd round objection letters from 2022',
    ],
  ),
  ...family(
    'v14-count-condo-filings',
    'counts',
    "select count(*) as filings from filings where sub_toi = '04.0001 Condominium Homeowners'",
    [
      'How many condo homeowners filings are there?',
      'number of filings under the Condominium Homeowners sub-TOI',
      'condominium HO filings count',
      'Total filings for condo unit owners coverage (sub-TOI 04.0001)?',
    ],
  ),
  ...family(
    'v14-count-withdrawn-prior-approval',
    'counts',
    "select count(*) as withdrawn from filings where disposition_status = 'Withdrawn' and approval_type = 'Prior Approval'",
    [
      'How many Prior Approval filings ended up withdrawn?',
      'count of withdrawn filings in prior-approval states',
      'withdrawn + prior approval: how many filings',
      'Number of filings with status Withdrawn whose approval type was Prior Approval',
    ],
  ),
  ...family(
    'v14-count-michigan-secondary-reviews',
    'counts',
    "select count(*) as secondary_reviews from reviews where role = 'secondary' and state = 'MI'",
    [
      'How many secondary reviewer assignments were there at the Michigan department?',
      'MI: number of reviews where the reviewer was secondary',
      'count secondary-role reviews in Michigan',
      'how many times was a Michigan reviewer assigned as the secondary reviewer',
    ],
  ),
  ...family(
    'v14-count-filings-cutting-comprehensive',
    'counts',
    "select count(distinct serff_tracking_number) as filings from base_rates where coverage = 'Comprehensive' and change < 0",
    [
      'How many filings lowered the Comprehensive base rate?',
      'number of filings with a negative comp base rate change',
      'Count filings that cut the base rate for Comprehensive coverage',
      'comprehensive base rate went down in how many filings?',
    ],
  ),

  // aggregates
  ...family(
    'v14-avg-days-sterling-oak',
    'aggregates',
    "select avg(days_to_approval) as avg_days from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      'What is the average number of days to approval for Sterling Oak filings?',
      'sterling oak avg turnaround time in days',
      'On average how long do Sterling Oak Insurance Group filings take from submission to disposition?',
      'mean days-to-approval, Sterling Oak',
    ],
  ),
  ...family(
    'v14-sum-policyholders-oklahoma',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where state = 'OK'",
    [
      'How many policyholders in total were affected by Oklahoma filings?',
      'total policyholders affected, OK filings',
      'Sum of policyholders impacted across all filings in Oklahoma',
      'oklahoma - add up the policyholders affected',
    ],
  ),
  ...family(
    'v14-min-rate-impact-workers-comp',
    'aggregates',
    "select min(rate_impact) as lowest_rate_impact from filings where line_of_business = '16.0 Workers Compensation'",
    [
      "What's the lowest rate impact on any workers comp filing?",
      'minimum overall rate change for WC',
      'Smallest rate impact among Workers Compensation filings',
      'workers compensation: min rate impact %',
    ],
  ),
  ...family(
    'v14-avg-bi-severity-trend',
    'aggregates',
    "select avg(historic_severity_trend) as avg_severity_trend from supplemental_metrics where coverage = 'Bodily Injury'",
    [
      'What is the average historic severity trend for Bodily Injury?',
      'avg BI historical severity trend %',
      'mean historic claim severity trend on the bodily injury coverage',
      'bodily injury - historic sev trend, averaged across filings',
    ],
  ),
  ...family(
    'v14-median-days-prior-approval',
    'aggregates',
    "select percentile_cont(0.5) within group (order by days_to_approval) as median_days from filings where approval_type = 'Prior Approval'",
    [
      'What is the median days to approval for Prior Approval filings?',
      'median turnaround in days under prior approval',
      'Prior Approval filings: median number of days from submission to decision',
      'give me the median days-to-approval for prior-approval filings',
    ],
  ),

  // group-bys
  ...family(
    'v14-northwater-filings-by-type',
    'group-bys',
    "select filing_type, count(*) as filings from filings where carrier = 'Northwater Partners Insurance' group by filing_type",
    [
      'Break down Northwater Partners filings by filing type',
      'northwater: count of filings per filing type',
      'How many filings of each type has Northwater Partners Insurance made?',
      'Northwater filing counts split by type (rate, rule, form...)',
    ],
  ),
  ...family(
    'v14-avg-max-change-by-filing-type',
    'group-bys',
    'select filing_type, avg(max_change) as avg_max_change from filings group by filing_type',
    [
      'Average maximum policyholder change for each filing type',
      'avg max chg by filing type',
      'For every filing type, what is the mean of the max change %?',
      'break out the average largest individual change by type of filing',
    ],
  ),
  ...family(
    'v14-ohio-filings-by-status',
    'group-bys',
    "select disposition_status, count(*) as filings from filings where state = 'OH' group by disposition_status",
    [
      'How many Ohio filings are in each disposition status?',
      'OH filings broken down by status',
      'count of ohio filings per disposition',
      'Ohio: number of filings by status (filed, withdrawn, etc)',
    ],
  ),
  ...family(
    'v14-avg-companies-by-carrier',
    'group-bys',
    'select carrier, avg(company_count) as avg_companies from filings group by carrier',
    [
      'Average number of underwriting companies per filing, by carrier',
      'avg company count per filing for each carrier',
      'how many companies does a typical filing include, carrier by carrier?',
      'per carrier: mean # of underwriting cos on a filing',
    ],
  ),

  // top-N
  ...family(
    'v14-top3-states-policyholders',
    'top-N',
    'select state, sum(policyholders_affected) as policyholders from filings group by state order by policyholders desc limit 3',
    [
      'Which three states had the most policyholders affected by filings?',
      'top 3 states by total policyholders affected',
      'States ranked by policyholders impacted - give me the top three',
      'top three states, policyholders affected summed',
    ],
  ),
  ...family(
    'v14-top5-fastest-carriers',
    'top-N',
    'select carrier, avg(days_to_approval) as avg_days from filings group by carrier order by avg_days asc limit 5',
    [
      'Which 5 carriers have the shortest average days to approval?',
      'five fastest carriers by avg turnaround',
      'Bottom five carriers on average days to approval (quickest first)',
      'carriers w/ the lowest mean days-to-approval, top 5',
    ],
  ),
  ...family(
    'v14-top2-factors-changed',
    'top-N',
    'select factor, count(*) as changes from rating_factors group by factor order by changes desc limit 2',
    [
      'What are the two rating factors changed most often?',
      'top 2 rating factors by number of changes',
      'Which two factors show up most in rating factor changes?',
      'most frequently revised rating factors - top two',
    ],
  ),
  ...family(
    'v14-top5-harrowgate-premium-change',
    'top-N',
    "select serff_tracking_number, written_premium_change from filings where carrier = 'Harrowgate Mutual Insurance Group' order by written_premium_change desc limit 5",
    [
      "List Harrowgate's 5 filings with the largest written premium change",
      'harrowgate top five filings by change in written premium ($)',
      'Which five Harrowgate Mutual filings added the most written premium?',
      'top 5 HMIG filings, written prem change, biggest first',
    ],
  ),
  ...family(
    'v14-top4-lines-avg-rate-impact',
    'top-N',
    'select line_of_business, avg(rate_impact) as avg_rate_impact from filings group by line_of_business order by avg_rate_impact desc limit 4',
    [
      'Which four lines of business have the highest average rate impact?',
      'top four LOBs by avg rate change',
      'Rank lines of business by mean rate impact and show the top 4',
      'lines with the biggest average rate impact, first four',
    ],
  ),

  // thresholds
  ...family(
    'v14-count-indicated-over-25',
    'thresholds',
    'select count(*) as filings from filings where indicated_change > 25',
    [
      'How many filings had an indicated rate change above 25%?',
      'count filings where the indication exceeds twenty-five percent',
      'number of filings w/ indicated chg > 25',
      'filings whose actuarial indication is more than 25 pct - how many?',
    ],
  ),
  ...family(
    'v14-count-ppa-indicated-over-10',
    'thresholds',
    "select count(*) as filings from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and indicated_change > 10",
    [
      'How many PPA filings had an indicated change above 10%?',
      'private passenger auto filings with indication over ten percent, count',
      'number of PPA filings where the actuarial indication was more than 10 pct',
      'count PPA filings indicated > 10%',
    ],
  ),
  ...family(
    'v14-count-expense-ratio-under-22',
    'thresholds',
    'select count(distinct serff_tracking_number) as filings from supplemental_metrics where expense_ratio < 22',
    [
      'How many filings report an expense ratio below 22%?',
      'number of filings with expense ratio under 22 percent on any coverage',
      'count filings whose supplemental metrics show an expense ratio < 22',
      'expense ratio less than twenty-two % - how many filings',
    ],
  ),
  ...family(
    'v14-count-over-half-million-policyholders',
    'thresholds',
    'select count(*) as filings from filings where policyholders_affected > 500000',
    [
      'How many filings affected more than 500,000 policyholders?',
      'filings impacting over half a million policyholders, how many',
      'count of filings with policyholders affected > 500k',
      'number of filings touching more than five hundred thousand insureds',
    ],
  ),
  ...family(
    'v14-count-territory-relativity-over-1-5',
    'thresholds',
    "select count(distinct serff_tracking_number) as filings from rating_factor_levels where factor = 'Territory' and relativity_after > 1.5",
    [
      'In how many filings does a Territory level end up with a relativity above 1.5?',
      'count filings with any territory relativity after the change > 1.50',
      'number of filings where a territory factor level is over 1.5 after the filing',
      'territory relativities above 1.5 (after) - how many filings have one',
    ],
  ),
  ...family(
    'v14-count-max-change-over-40',
    'thresholds',
    'select count(*) as filings from filings where max_change > 40',
    [
      'How many filings have a maximum policyholder change above 40%?',
      'count of filings where the max change exceeds forty percent',
      'filings with max chg > 40 - how many',
      'Number of filings in which some policyholder sees more than a 40 percent increase (max change)',
    ],
  ),
  ...family(
    'v14-count-min-change-below-minus-20',
    'thresholds',
    'select count(*) as filings from filings where min_change < -20',
    [
      'How many filings have a minimum change below -20%?',
      'count of filings where some policyholder gets a cut of more than 20 percent (min change < -20)',
      'filings with min chg under negative twenty pct, how many',
      'number of filings whose smallest change is lower than -20',
    ],
  ),
  ...family(
    'v14-count-bi-base-rates-over-500',
    'thresholds',
    "select count(*) as base_rates from base_rates where coverage = 'Bodily Injury' and rate_after > 500",
    [
      'How many Bodily Injury base rates are above $500 after the filing?',
      'count of BI base rates over 500 dollars (new rate)',
      'bodily injury base rate after > $500 - number of rows',
      'Number of bodily injury base rates set higher than five hundred dollars',
    ],
  ),

  // conditions on aggregates
  ...family(
    'v14-states-over-15-filings',
    'conditions-on-aggregates',
    'select state, count(*) as filings from filings group by state having count(*) > 15',
    [
      'Which states have more than 15 filings?',
      'states with over fifteen filings',
      'list states where the filing count is greater than 15',
      'any state with 16 or more filings? show the counts',
    ],
  ),
  ...family(
    'v14-carriers-avg-rate-over-6',
    'conditions-on-aggregates',
    'select carrier, avg(rate_impact) as avg_rate_impact from filings group by carrier having avg(rate_impact) > 6',
    [
      'Which carriers average a rate impact above 6%?',
      'carriers whose mean rate change is more than six percent',
      'list carriers with avg rate impact > 6',
      'Show the groups averaging over 6 pct in rate impact across their filings',
    ],
  ),
  ...family(
    'v14-subtois-avg-days-over-50',
    'conditions-on-aggregates',
    'select sub_toi, avg(days_to_approval) as avg_days from filings group by sub_toi having avg(days_to_approval) > 50',
    [
      'Which sub-TOIs average more than 50 days to approval?',
      'sub-types of insurance where mean days to approval exceeds fifty',
      'list sub TOIs with avg turnaround over 50 days',
      'sub-TOI with average days-to-approval > 50?',
    ],
  ),
  ...family(
    'v14-filing-types-premium-over-20bn',
    'conditions-on-aggregates',
    'select filing_type, sum(written_premium) as written_premium from filings group by filing_type having sum(written_premium) > 20000000000',
    [
      'Which filing types total more than $20 billion in written premium?',
      'filing types whose combined written premium exceeds 20B',
      'list filing types with total WP over twenty billion dollars',
      'sum of written premium by filing type, only those above $20,000,000,000',
    ],
  ),
  ...family(
    'v14-factors-over-30-filings',
    'conditions-on-aggregates',
    'select factor, count(distinct serff_tracking_number) as filings from rating_factors group by factor having count(distinct serff_tracking_number) > 30',
    [
      'Which rating factors were changed in more than 30 filings?',
      'factors revised by over thirty different filings',
      'list rating factors with > 30 filings changing them',
      'rating factors that appear in more than 30 separate filings',
    ],
  ),
  ...family(
    'v14-titles-over-40-reviewers',
    'conditions-on-aggregates',
    'select title, count(*) as reviewers from reviewers group by title having count(*) > 40',
    [
      'Which reviewer titles are held by more than 40 reviewers?',
      'job titles with over forty reviewers',
      'list titles where the reviewer headcount is > 40',
      'reviewer titles having more than 40 people, with the counts',
    ],
  ),

  // negation
  ...family(
    'v14-lines-harrowgate-never-filed',
    'negation',
    "select distinct line_of_business from filings where line_of_business not in (select line_of_business from filings where carrier = 'Harrowgate Mutual Insurance Group')",
    [
      'Which lines of business has Harrowgate never filed in?',
      'LOBs with no Harrowgate Mutual filings',
      'lines where harrowgate has zero filings',
      'Show lines of business that Harrowgate Mutual Insurance Group does not write (no filings)',
    ],
  ),
  ...family(
    'v14-sterling-oak-not-file-and-use',
    'negation',
    "select count(*) as filings from filings where carrier = 'Sterling Oak Insurance Group' and approval_type <> 'File and Use'",
    [
      'How many Sterling Oak filings were not File and Use?',
      'sterling oak filings under any approval type other than file & use - count',
      'Count Sterling Oak Insurance Group filings excluding File and Use',
      'number of non file-and-use filings from Sterling Oak',
    ],
  ),
  ...family(
    'v14-auto-filings-without-base-rates',
    'negation',
    "select count(*) as filings from filings f where line_of_business = '19.0 Personal Auto' and not exists (select 1 from base_rates b where b.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many personal auto filings do not change any base rate?',
      'auto filings with no base rates - count',
      'Number of Personal Auto filings that have no base rate rows at all',
      'count personal auto filings lacking base rate changes',
    ],
  ),
  ...family(
    'v14-harborview-no-objections',
    'negation',
    "select count(*) as filings from filings where carrier = 'Harborview Insurance Companies' and objection_count = 0",
    [
      'How many Harborview filings got no objection letters?',
      'harborview filings w/o any objections, count',
      'Number of Harborview Insurance Companies filings the regulator never objected to',
      'count Harborview filings with zero objection letters',
    ],
  ),
  ...family(
    'v14-lines-without-decreases',
    'negation',
    "select distinct line_of_business from filings where line_of_business not in (select line_of_business from filings where rate_change_type = 'Decrease')",
    [
      'Which lines of business have never had a rate decrease filing?',
      'LOBs with no decreases',
      'lines where no filing was a decrease',
      'Any line of business that never filed a rate cut?',
    ],
  ),
  ...family(
    'v14-oklahoma-not-rate-rule',
    'negation',
    "select count(*) as filings from filings where state = 'OK' and filing_type <> 'Rate/Rule'",
    [
      'How many Oklahoma filings are not Rate/Rule filings?',
      'OK filings other than rate/rule type, how many',
      'count of Oklahoma filings whose filing type is anything but Rate/Rule',
      'oklahoma: number of filings excluding Rate/Rule',
    ],
  ),
  ...family(
    'v14-florida-reviewers-no-filings',
    'negation',
    "select count(*) as reviewers from reviewers where state = 'FL' and total_filings = 0",
    [
      'How many Florida reviewers have not been assigned any filings?',
      'FL reviewers with zero filings',
      'count Florida DOI reviewers who never reviewed a filing',
      'number of reviewers in Florida without a single filing assigned',
    ],
  ),
  ...family(
    'v14-brightwater-no-factor-changes',
    'negation',
    "select count(*) as filings from filings f where carrier = 'Brightwater Insurance Companies' and not exists (select 1 from rating_factors r where r.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many Brightwater filings changed no rating factors?',
      'brightwater filings without any rating factor changes - count',
      'Number of Brightwater Insurance Companies filings with no rating factors revised',
      'count Brightwater filings that left every rating factor alone',
    ],
  ),
  ...family(
    'v14-ppa-without-supplemental',
    'negation',
    "select count(*) as filings from filings f where sub_toi = '19.0001 Private Passenger Auto (PPA)' and not exists (select 1 from supplemental_metrics s where s.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many PPA filings have no supplemental metrics?',
      'private passenger auto filings missing supplemental metrics - count',
      'Number of PPA filings with no actuarial support figures (supplemental metrics) at all',
      'count PPA filings that lack supplemental data',
    ],
  ),

  // date ranges
  ...family(
    'v14-submitted-mar-2020-aug-2021',
    'date-ranges',
    "select count(*) as filings from filings where submitted_date >= '2020-03-01' and submitted_date < '2021-09-01'",
    [
      'How many filings were submitted from March 2020 through August 2021?',
      'filings submitted between 3/2020 and 8/2021 inclusive, count',
      'count of filings filed Mar 2020 - Aug 2021',
      'number of submissions from the start of March 2020 to the end of August 2021',
    ],
  ),
  ...family(
    'v14-homeowners-effective-2019-2021',
    'date-ranges',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2019-01-01' and effective_date_new < '2022-01-01'",
    [
      'How many homeowners filings took effect between 2019 and 2021?',
      'HO filings effective 2019 thru 2021, count',
      'number of homeowners filings with an effective date from 2019 to 2021 inclusive',
      'count homeowners filings effective in 2019, 2020 or 2021',
    ],
  ),
  ...family(
    'v14-objections-before-june-2019',
    'date-ranges',
    "select count(*) as letters from objections where objection_date < '2019-06-01'",
    [
      'How many objection letters were dated before June 1, 2019?',
      'objection letters sent prior to 6/1/2019 - count',
      'count objections dated earlier than June 2019',
      'number of objection letters from before the 1st of June 2019',
    ],
  ),

  // calendar
  ...family(
    'v14-effective-q3-2022',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= '2022-07-01' and effective_date_new < '2022-10-01'",
    [
      'How many filings became effective in Q3 2022?',
      'filings effective 3Q22, count',
      'number of filings taking effect in the third quarter of 2022',
      'count filings with effective date in July-Sept 2022',
    ],
  ),
  ...family(
    'v14-submitted-in-december',
    'calendar',
    'select count(*) as filings from filings where extract(month from submitted_date) = 12',
    [
      'How many filings were submitted in December, any year?',
      'December submissions across all years - count',
      'number of filings filed in the month of December',
      'count filings submitted in Dec (every year)',
    ],
  ),
  ...family(
    'v14-2024-submissions-by-quarter',
    'calendar',
    "select extract(quarter from submitted_date) as quarter, count(*) as filings from filings where submitted_date >= '2024-01-01' and submitted_date < '2025-01-01' group by 1",
    [
      'How many filings were submitted in each quarter of 2024?',
      '2024 submissions by quarter',
      'quarterly count of filings submitted in 2024',
      'break 2024 filing submissions out by Q1, Q2, Q3, Q4',
    ],
  ),
  ...family(
    'v14-disposed-2h-2020',
    'calendar',
    "select count(*) as filings from filings where disposition_date >= '2020-07-01' and disposition_date < '2021-01-01'",
    [
      'How many filings were disposed in the second half of 2020?',
      'dispositions in 2H 2020, count',
      'number of filings decided between July and December 2020',
      'count filings with a disposition date in H2 of 2020',
    ],
  ),
  ...family(
    'v14-effective-january-2025',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2025-02-01'",
    [
      'How many filings took effect in January 2025?',
      'filings effective jan 2025 - how many',
      'count of filings with a new-business effective date in January of 2025',
      'number of filings going effective 1/2025',
    ],
  ),

  // superlatives
  ...family(
    'v14-carrier-most-prior-approval',
    'superlatives',
    "select carrier, count(*) as filings from filings where approval_type = 'Prior Approval' group by carrier order by filings desc limit 1",
    [
      'Which carrier has the most Prior Approval filings?',
      'carrier with the highest number of prior approval filings',
      'who files the most under prior approval?',
      'top carrier by count of Prior Approval filings',
    ],
  ),
  ...family(
    'v14-state-lowest-avg-rate-impact',
    'superlatives',
    'select state, avg(rate_impact) as avg_rate_impact from filings group by state order by avg_rate_impact asc limit 1',
    [
      'Which state has the lowest average rate impact?',
      'state with the smallest mean rate change',
      'what state averages the lowest rate impact across its filings',
      'lowest avg rate impact - which state?',
    ],
  ),
  ...family(
    'v14-filing-highest-avg-premium-change',
    'superlatives',
    'select serff_tracking_number, average_premium_change from filings order by average_premium_change desc limit 1',
    [
      'Which filing has the highest average premium change in dollars?',
      'filing with the biggest avg premium increase per policy',
      'what SERFF number has the largest average premium change?',
      'the single filing that raised the average premium the most ($)',
    ],
  ),
  ...family(
    'v14-title-most-filings',
    'superlatives',
    'select title, sum(total_filings) as filings from reviewers group by title order by filings desc limit 1',
    [
      'Which reviewer title has been assigned the most filings?',
      'job title whose reviewers handled the most filings in total',
      'what reviewer title carries the biggest filing load',
      'title with the highest total filings assigned',
    ],
  ),

  // shares and ratios
  ...family(
    'v14-harrowgate-withdrawn-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) as pct_withdrawn from filings where carrier = 'Harrowgate Mutual Insurance Group'",
    [
      "What percentage of Harrowgate's filings were withdrawn?",
      'harrowgate withdrawal rate %',
      'share of Harrowgate Mutual filings that ended Withdrawn',
      'what fraction of HMIG filings got withdrawn?',
    ],
  ),
  ...family(
    'v14-share-on-approval',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where on_approval) / count(*) as pct_on_approval from filings',
    [
      'What share of filings take effect on approval?',
      'pct of filings effective upon approval',
      'percentage of all filings that are effective on approval rather than a set date',
      'how many filings out of the total go effective on approval, as a percent',
    ],
  ),
  ...family(
    'v14-fairhaven-rate-only-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where filing_type = 'Rate') / count(*) as pct_rate from filings where carrier = 'Fairhaven Casualty Group'",
    [
      "What percentage of Fairhaven's filings are Rate-only filings?",
      'fairhaven: share of filings with filing type Rate',
      'Of Fairhaven Casualty Group filings, what pct are plain Rate filings?',
      'proportion of fairhaven filings that are rate (not rate/rule, not form)',
    ],
  ),
  ...family(
    'v14-auto-decreases-per-increase',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where rate_change_type = 'Decrease') / count(*) filter (where rate_change_type = 'Increase') as decreases_per_increase from filings where line_of_business = '19.0 Personal Auto'",
    [
      'In personal auto, how many decreases are there per increase?',
      'ratio of decrease filings to increase filings for auto',
      'personal auto: decreases divided by increases',
      'For every auto rate increase, how many decreases were filed?',
    ],
  ),
  ...family(
    'v14-brightwater-objections-per-filing',
    'shares-and-ratios',
    "select avg(objection_count) as objections_per_filing from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'How many objection letters per filing does Brightwater get on average?',
      'brightwater avg objections per filing',
      'objection letters per filing for Brightwater Insurance Companies',
      'average number of objection letters on a Brightwater filing',
    ],
  ),
  ...family(
    'v14-texas-secondary-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where role = 'secondary') / count(*) as pct_secondary from reviews where state = 'TX'",
    [
      'What share of Texas review assignments are secondary?',
      'TX: percent of reviews with the secondary role',
      'of all reviews at the Texas department, what percentage were secondary reviewers?',
      'texas secondary reviews as a % of all texas reviews',
    ],
  ),
  ...family(
    'v14-replies-within-a-week',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where reply_date - objection_date <= 7) / count(*) as pct_within_7_days from objections',
    [
      'What percentage of objection letters were answered within 7 days?',
      'share of objections replied to within a week',
      'pct of insurer replies sent no more than seven days after the objection letter',
      'how often do carriers reply to an objection within 7 days, in percent',
    ],
  ),
  ...family(
    'v14-auto-policyholder-share',
    'shares-and-ratios',
    "select 100.0 * sum(policyholders_affected) filter (where line_of_business = '19.0 Personal Auto') / sum(policyholders_affected) as pct_auto from filings",
    [
      'What share of all affected policyholders were in personal auto filings?',
      'personal auto % of policyholders affected',
      'of the policyholders affected by filings, what percentage is auto?',
      'auto share of impacted insureds, in pct',
    ],
  ),
  ...family(
    'v14-collision-base-rate-cut-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where change < 0) / count(*) as pct_decreased from base_rates where coverage = 'Collision'",
    [
      'What percentage of Collision base rates went down?',
      'share of coll base rate changes that are negative',
      'pct of collision base rates cut by the filing',
      'of the Collision base rates filed, what fraction were decreases?',
    ],
  ),

  // joins
  ...family(
    'v14-territory-change-by-carrier',
    'joins',
    "select f.carrier, avg(r.change) as avg_change from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number where r.factor = 'Territory' group by f.carrier",
    [
      'Average Territory factor change by carrier',
      'for each carrier, the mean change in the territory rating factor',
      'how much does each carrier move territory factors on average?',
      'territory factor chg % averaged per carrier',
    ],
  ),
  ...family(
    'v14-objection-letters-by-state',
    'joins',
    'select f.state, count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number group by f.state',
    [
      'How many objection letters has each state sent?',
      'objection letters by state',
      'count of objections per state department',
      'break out objection letters by the state of the filing',
    ],
  ),
  ...family(
    'v14-harborview-secondary-reviewers',
    'joins',
    "select distinct r.reviewer_name from reviews r join filings f on f.serff_tracking_number = r.serff_tracking_number where f.carrier = 'Harborview Insurance Companies' and r.role = 'secondary'",
    [
      "Who were the secondary reviewers on Harborview's filings?",
      'names of secondary reviewers assigned to Harborview Insurance Companies filings',
      'harborview - which reviewers acted as secondary?',
      'list the secondary-role reviewers for Harborview filings',
    ],
  ),
  ...family(
    'v14-ohio-comprehensive-base-rate',
    'joins',
    "select avg(b.rate_after) as avg_base_rate from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.state = 'OH' and b.coverage = 'Comprehensive'",
    [
      'What is the average Comprehensive base rate after the filing in Ohio?',
      'OH comp base rate (new), average',
      'mean Comprehensive base rate after change for Ohio filings',
      'ohio: avg comprehensive base rate in dollars, post-filing',
    ],
  ),
  ...family(
    'v14-filings-reviewed-by-policy-analysts',
    'joins',
    "select count(distinct r.serff_tracking_number) as filings from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where v.title = 'Policy Analyst'",
    [
      'How many filings were reviewed by a Policy Analyst?',
      'count of filings with a policy analyst among their reviewers',
      'number of distinct filings assigned to reviewers titled Policy Analyst',
      'filings that a Policy Analyst worked on - how many',
    ],
  ),
  ...family(
    'v14-calloway-driver-age-levels',
    'joins',
    "select avg(l.change) as avg_change from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where f.carrier = 'Calloway Auto and Home Group' and l.factor = 'Driver Age'",
    [
      "What is the average change in Calloway's Driver Age relativities?",
      'calloway driver age levels - mean relativity change %',
      'For Calloway Auto and Home filings, average change across Driver Age factor levels',
      'avg driver-age relativity chg at Calloway',
    ],
  ),
  ...family(
    'v14-ppa-collision-indication',
    'joins',
    "select avg(s.indication) as avg_indication from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.sub_toi = '19.0001 Private Passenger Auto (PPA)' and s.coverage = 'Collision'",
    [
      'What is the average Collision indication on PPA filings?',
      'private passenger auto - mean indicated change for collision coverage',
      'avg coll indication across PPA filings',
      'collision coverage indication, averaged, PPA sub-TOI only',
    ],
  ),
  ...family(
    'v14-history-took-effect-prior-approval',
    'joins',
    "select count(*) as filings from product_history p join filings f on f.serff_tracking_number = p.serff_tracking_number where p.took_effect and f.approval_type = 'Prior Approval'",
    [
      'In the product history, how many Prior Approval filings actually took effect?',
      'product history entries that took effect under prior approval - count',
      'number of prior-approval filings whose rates went into effect, per product history',
      'count filings that took effect and were Prior Approval',
    ],
  ),

  // filters on columns
  ...family(
    'v14-georgia-form-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'GA' and filing_type = 'Form'",
    [
      'List the Form filings in Georgia',
      'GA form filings',
      'show me the Georgia filings whose type is Form',
      'which filings in georgia are form-only?',
    ],
  ),
  ...family(
    'v14-northwater-mutual-company-filings',
    'filters-on-columns',
    "select distinct serff_tracking_number from company_rate_figures where company = 'Northwater Mutual Insurance Company'",
    [
      'Which filings include Northwater Mutual Insurance Company among their companies?',
      'filings where northwater mutual is an underwriting co',
      'list SERFF numbers for company Northwater Mutual Insurance Company',
      'Northwater Mutual Ins Co - show its filings',
    ],
  ),
  ...family(
    'v14-arkansas-acknowledged',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'AR' and disposition_status = 'Acknowledged'",
    [
      'Show the Arkansas filings with status Acknowledged',
      'AR acknowledged filings',
      'list filings in Arkansas that were acknowledged',
      'which arkansas filings have a disposition of Acknowledged?',
    ],
  ),
  ...family(
    'v14-calloway-multiple-filing-company',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Calloway Auto and Home Group' and filing_company = 'Multiple'",
    [
      'List Calloway filings where the filing company is Multiple',
      'calloway filings filed by multiple companies together',
      'which Calloway Auto and Home filings show filing company = Multiple?',
      'Calloway multi-company filings (filing co "Multiple")',
    ],
  ),
  ...family(
    'v14-new-hampshire-umbrella-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'NH' and sub_toi = '17.0019 Personal Umbrella and Excess'",
    [
      'List the personal umbrella filings in New Hampshire',
      'NH umbrella & excess filings',
      'show New Hampshire filings under the Personal Umbrella and Excess sub-TOI',
      'which new hampshire filings are for personal umbrella?',
    ],
  ),

  // comparisons
  ...family(
    'v14-texas-vs-louisiana-filings',
    'comparisons',
    "select state, count(*) as filings from filings where state in ('TX', 'LA') group by state",
    [
      'How many filings does Texas have compared with Louisiana?',
      'TX vs LA filing counts',
      'compare the number of filings in Texas and Louisiana',
      'texas against louisiana, number of filings each',
    ],
  ),
  ...family(
    'v14-sterling-oak-vs-calloway-rate',
    'comparisons',
    "select carrier, avg(rate_impact) as avg_rate_impact from filings where carrier in ('Sterling Oak Insurance Group', 'Calloway Auto and Home Group') group by carrier",
    [
      'Compare the average rate impact of Sterling Oak and Calloway',
      'sterling oak vs calloway avg rate change',
      'What is the mean rate impact for Sterling Oak Insurance Group and for Calloway Auto and Home Group?',
      'avg rate impact side by side: Sterling Oak, Calloway',
    ],
  ),
  ...family(
    'v14-wind-hail-vs-hurricane-indication',
    'comparisons',
    "select coverage, avg(indication) as avg_indication from supplemental_metrics where coverage in ('Wind/Hail', 'Hurricane') group by coverage",
    [
      'Compare the average indication for Wind/Hail and Hurricane coverages',
      'wind/hail vs hurricane: avg indicated change %',
      'How do the Wind/Hail and Hurricane indications compare on average? give both',
      'mean indication for hurricane and for wind & hail, side by side',
    ],
  ),
  ...family(
    'v14-prior-approval-vs-use-and-file-days',
    'comparisons',
    "select approval_type, avg(days_to_approval) as avg_days from filings where approval_type in ('Prior Approval', 'Use and File') group by approval_type",
    [
      'Prior Approval vs Use and File: average days to approval',
      'compare mean turnaround for prior approval and use & file filings',
      'How much longer do Prior Approval filings take than Use and File ones? give both averages',
      'avg days to approval, prior approval against use and file',
    ],
  ),
  ...family(
    'v14-decided-2021-vs-2022',
    'comparisons',
    "select extract(year from disposition_date) as year, count(*) as filings from filings where disposition_date >= '2021-01-01' and disposition_date < '2023-01-01' group by 1",
    [
      'Were more filings decided in 2021 or in 2022? show both counts',
      "dispositions '21 vs '22",
      'compare the number of filings disposed in 2021 with 2022',
      'filings with a decision in 2021 against 2022, counts',
    ],
  ),

  // casual and typos
  ...family(
    'v14-casual-wc-count',
    'casual-and-typos',
    "select count(*) as filings from filings where line_of_business = '16.0 Workers Compensation'",
    [
      'yo how many WC filings we got',
      'quick one - # of workers comp filings?',
      'how many workers compensaiton filings r there',
      'wrkers comp filings count thx',
    ],
  ),
  ...family(
    'v14-casual-harborview-avg-rate',
    'casual-and-typos',
    "select avg(rate_impact) as avg_rate_impact from filings where carrier = 'Harborview Insurance Companies'",
    [
      'avg rate chg for harborveiw?',
      'harborview whats the average rate impact lol',
      'habrorview insurance avrage rate impact',
      'hey, mean rate change for harbor view filings?',
    ],
  ),
  ...family(
    'v14-casual-pa-max-days',
    'casual-and-typos',
    "select max(days_to_approval) as max_days from filings where state = 'PA'",
    [
      'longest days to aproval in pennsylvania?',
      'PA max turnaround days pls',
      'whats the most days a pennsylvnia filing took to get approved',
      'max days-to-approval for penn. filings, go',
    ],
  ),
  ...family(
    'v14-casual-new-york-avg-premium',
    'casual-and-typos',
    "select avg(written_premium) as avg_written_premium from filings where state = 'NY'",
    [
      'whats the avg writen premium on new york filings',
      'NY avg WP??',
      'average writen prem for filings in new yrok',
      'hey mean written premium, NY state filings',
    ],
  ),
  ...family(
    'v14-casual-top-carrier-minnesota',
    'casual-and-typos',
    "select carrier, count(*) as filings from filings where state = 'MN' group by carrier order by filings desc limit 1",
    [
      'who filed the most in minnesotta',
      'MN top filer?',
      'which carier has the most filings in minnesota lol',
      'biggest filer in MN by count, go',
    ],
  ),

  // unanswerable
  ...family('v14-unanswerable-reviewer-salaries', 'unanswerable', null, [
    'What is the average salary of the Texas reviewers?',
    'how much do DOI reviewers get paid',
    'reviewer compensation by title',
    'salary of Chief Casualty Actuaries at the departments',
  ]),
  ...family('v14-unanswerable-customer-satisfaction', 'unanswerable', null, [
    'Which carrier has the best J.D. Power customer satisfaction score?',
    'customer satisfaction ratings per carrier',
    'NPS score for Harrowgate vs Fairhaven',
    'how satisfied are Sterling Oak policyholders with claims service',
  ]),
  ...family('v14-unanswerable-market-conduct-fines', 'unanswerable', null, [
    'How much did carriers pay in market conduct fines last year?',
    'total regulatory penalties per carrier',
    'list the fines the Ohio DOI imposed on insurers',
    'market conduct exam fines for Brightwater',
  ]),
  ...family('v14-unanswerable-agent-counts', 'unanswerable', null, [
    'How many appointed agents does each carrier have?',
    'number of independent agents writing for Calloway',
    'agent headcount by carrier and state',
    'which carrier has the largest agency force in Minnesota',
  ]),
];
