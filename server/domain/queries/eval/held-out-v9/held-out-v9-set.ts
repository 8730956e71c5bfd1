import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The ninth held-out split of the English-to-SQL evaluation (issue 22), written on 2026-11-29 by
 * a helper that does not tune the translator (README.md in this folder). Figures only: whoever
 * tunes the translator must not read it.
 */
export const HELD_OUT_V9_SET: readonly EvalItem[] = [
  // shares and ratios
  ...family(
    'decrease share of use-and-file filings',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Decrease') / count(*) as pct_decrease from filings where approval_type = 'Use and File'",
    [
      'What percentage of Use and File filings were rate decreases?',
      'Of the U&F filings, what share came in as decreases?',
      'decreases as a % of all use-and-file filings',
      'How much of the Use & File book is rate decreases, in percent?',
      'pct of use and file filings carrying a decrease',
    ],
  ),
  ...family(
    'objected-to share per line of business',
    'shares-and-ratios',
    'select line_of_business, 100.0 * count(*) filter (where objection_count > 0) / count(*) as pct_objected from filings group by line_of_business',
    [
      'For each line of business, what percent of filings drew at least one objection letter?',
      'Share of filings that got objections, broken out by LOB',
      'By line: % of filings with one or more objection letters',
      "What fraction of each line's filings received an objection from the DOI?",
      'objection rate per line of business (filings with any objection over all filings)',
    ],
  ),
  ...family(
    'homeowners slice of 2023 written premium',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where line_of_business = '04.0 Homeowners') / sum(written_premium) as homeowners_pct from filings where effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01'",
    [
      'What share of the written premium on filings effective in 2023 was homeowners?',
      "Among 2023 effective filings, HO's percentage of total written premium",
      'homeowners as a percent of written premium, 2023 filings',
      "How big a slice of 2023's written premium came from homeowners filings?",
    ],
  ),
  ...family(
    'fairhaven increases for every decrease',
    'shares-and-ratios',
    "select count(*) filter (where rate_change_type = 'Increase')::numeric / count(*) filter (where rate_change_type = 'Decrease') as increases_per_decrease from filings where carrier = 'Fairhaven Casualty Group'",
    [
      "What's the ratio of increases to decreases for Fairhaven?",
      'Fairhaven Casualty: how many rate increases did they file for every decrease?',
      'increase-to-decrease ratio, Fairhaven Casualty Group filings',
      'For Fairhaven, divide the number of increase filings by the number of decrease filings',
    ],
  ),
  ...family(
    'downward share of driver factor changes',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where change < 0) / count(*) as pct_negative from rating_factors where category = 'Driver'",
    [
      'Of all driver-category rating factor changes, what percent were reductions?',
      'What share of Driver factor revisions lowered the factor?',
      'percentage of driver rating factors changed downward',
      'Looking at rating factors in the Driver group, how often (in %) was the change negative?',
    ],
  ),
  ...family(
    'secondary share of missouri review assignments',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where role = 'secondary') / count(*) as pct_secondary from reviews where state = 'MO'",
    [
      'What percentage of review assignments in Missouri were secondary reviews?',
      'MO DOI: share of reviewer assignments in the secondary role',
      'Of the reviews logged in Missouri, what % are secondary?',
      'secondary reviewer assignments as a percent of all Missouri assignments',
    ],
  ),
  ...family(
    'brightwater portion of auto policyholders affected',
    'shares-and-ratios',
    "select 100.0 * sum(policyholders_affected) filter (where carrier = 'Brightwater Insurance Companies') / sum(policyholders_affected) as brightwater_pct from filings where line_of_business = '19.0 Personal Auto'",
    [
      "What share of personal auto policyholders affected belong to Brightwater's filings?",
      'Brightwater percentage of all policyholders impacted by auto filings',
      'of the personal auto policyholders touched by filings, how much is Brightwater (in percent)?',
      'In personal auto, Brightwater Insurance Companies accounts for what percent of affected policyholders?',
    ],
  ),
  ...family(
    'increase proportion per effective year',
    'shares-and-ratios',
    "select extract(year from effective_date_new) as year, 100.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) as pct_increase from filings group by extract(year from effective_date_new)",
    [
      'For each effective year, what percentage of filings were increases?',
      'Year by year, share of filings that raised rates',
      '% of filings that are increases, per year of effective date',
      'How has the proportion of rate increases moved from year to year?',
      'increase share by yr',
    ],
  ),
  ...family(
    'harrowgate share of 2025 submissions',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where carrier = 'Harrowgate Mutual Insurance Group') / count(*) as harrowgate_pct from filings where submitted_date >= '2025-01-01' and submitted_date < '2026-01-01'",
    [
      'What percent of the filings submitted in 2025 came from Harrowgate?',
      'Harrowgate Mutual share of 2025 submissions',
      "Of everything filed with regulators in 2025, what's Harrowgate's percentage?",
      'how much of the 2025 submission volume is Harrowgate, as a %',
    ],
  ),

  // negation
  ...family(
    'carriers never under flex rating',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where approval_type = 'Flex Rating')",
    [
      'Which carriers have never made a Flex Rating filing?',
      'carriers with zero flex-rating filings',
      "List the groups that haven't submitted a single filing under flex rating",
      'Who among the carriers has no Flex Rating filing at all?',
    ],
  ),
  ...family(
    'objection-free prior approval filings of 2022',
    'negation',
    "select count(*) from filings where approval_type = 'Prior Approval' and objection_count = 0 and extract(year from effective_date_new) = 2022",
    [
      'How many Prior Approval filings effective in 2022 got no objection letters?',
      'prior approval filings in 2022 without any objections, count',
      'Count 2022 Prior Approval filings that went through with zero objection letters',
      'In 2022, how many prior-approval filings never drew an objection?',
    ],
  ),
  ...family(
    'homeowners filings setting no base rate',
    'negation',
    "select count(*) from filings f where line_of_business = '04.0 Homeowners' and not exists (select 1 from base_rates b where b.serff_tracking_number = f.serff_tracking_number)",
    [
      "How many homeowners filings don't set any base rates?",
      'HO filings with no base rate changes: count',
      'Count homeowners filings that have no rows in base rates',
      'number of homeowners filings lacking a base rate',
    ],
  ),
  ...family(
    'new jersey reviewers with no objection letters',
    'negation',
    "select name from reviewers where state = 'NJ' and total_objections = 0",
    [
      'Which New Jersey reviewers have never written an objection letter?',
      'NJ reviewers with no objections on record',
      "List reviewers at the New Jersey department who haven't objected to anything",
      'who in NJ has zero objection letters',
    ],
  ),
  ...family(
    'filings outside auto and homeowners',
    'negation',
    "select count(*) from filings where line_of_business not in ('19.0 Personal Auto', '04.0 Homeowners')",
    [
      'How many filings are in lines other than personal auto and homeowners?',
      'count of filings excluding auto and HO',
      'Leaving out personal auto and homeowners, how many filings are there?',
      'number of filings not in personal auto or homeowners',
    ],
  ),
  ...family(
    'harrowgate average rate change without withdrawals',
    'negation',
    "select avg(rate_impact) from filings where carrier = 'Harrowgate Mutual Insurance Group' and disposition_status <> 'Withdrawn'",
    [
      'Average rate impact for Harrowgate, not counting withdrawn filings',
      "What's Harrowgate Mutual's mean rate change if we exclude withdrawals?",
      'Harrowgate avg rate change, withdrawn filings left out',
      'Ignoring anything withdrawn, what is the average overall rate change of Harrowgate Mutual Insurance Group?',
    ],
  ),
  ...family(
    'fairhaven states lacking a decrease',
    'negation',
    "select distinct state from filings where carrier = 'Fairhaven Casualty Group' and state not in (select state from filings where carrier = 'Fairhaven Casualty Group' and rate_change_type = 'Decrease')",
    [
      'In which states has Fairhaven never filed a rate decrease?',
      'States where Fairhaven Casualty files but has no decreases',
      'Fairhaven: list the states with no decrease filings',
      'Where has Fairhaven Casualty Group not taken a single rate cut?',
    ],
  ),
  ...family(
    'auto filings leaving territory alone',
    'negation',
    "select count(*) from filings f where line_of_business = '19.0 Personal Auto' and not exists (select 1 from rating_factors r where r.serff_tracking_number = f.serff_tracking_number and r.factor = 'Territory')",
    [
      'How many personal auto filings did not change the Territory factor?',
      'Count auto filings with no Territory rating factor change',
      'personal auto filings that left territory relativities alone, how many?',
      "Number of personal auto filings where Territory isn't among the changed factors",
    ],
  ),
  ...family(
    'kentucky non-increase filings',
    'negation',
    "select count(*) from filings where state = 'KY' and rate_change_type <> 'Increase'",
    [
      "How many Kentucky filings weren't rate increases?",
      'KY filings other than increases, count',
      'In Kentucky, count the filings that are not increases',
      'non-increase filings in KY',
    ],
  ),

  // comparisons
  ...family(
    'auto rate change by prior approval against file and use',
    'comparisons',
    "select approval_type, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' and approval_type in ('Prior Approval', 'File and Use') group by approval_type",
    [
      'Compare the average rate change in personal auto between Prior Approval and File and Use filings',
      'Auto: avg rate impact, prior approval vs file & use',
      'Do personal auto filings under prior approval get higher average rate changes than file-and-use ones?',
      'Prior Approval filings vs File and Use filings, average rate change, personal auto only',
    ],
  ),
  ...family(
    'harrowgate effective counts 2024 against 2025',
    'comparisons',
    "select extract(year from effective_date_new) as year, count(*) from filings where carrier = 'Harrowgate Mutual Insurance Group' and extract(year from effective_date_new) in (2024, 2025) group by extract(year from effective_date_new)",
    [
      'Did Harrowgate have more filings effective in 2024 or in 2025?',
      'Harrowgate filing count: 2024 vs 2025 (effective)',
      'Compare the number of Harrowgate filings effective in 2025 with 2024',
      'harrowgate # of filings effective 24 vs 25',
    ],
  ),
  ...family(
    'approval days homeowners against personal auto',
    'comparisons',
    "select line_of_business, avg(days_to_approval) from filings where line_of_business in ('04.0 Homeowners', '19.0 Personal Auto') group by line_of_business",
    [
      'Which takes longer to approve on average, homeowners or personal auto?',
      'Avg days to approval: HO versus auto',
      'Compare mean approval turnaround for homeowners and personal auto filings',
      'how many days on average do homeowners filings take vs personal auto',
    ],
  ),
  ...family(
    'selected change above the indication',
    'comparisons',
    'select count(*) from filings where rate_impact > indicated_change',
    [
      'How many filings took a rate change bigger than the indication?',
      'Count filings where the selected rate change exceeds the indicated change',
      'number of filings filed above indicated',
      'In how many filings was the overall rate impact higher than what the indication supported?',
    ],
  ),
  ...family(
    'objections per filing meridian trust against veritas lane',
    'comparisons',
    "select carrier, avg(objection_count) from filings where carrier in ('Meridian Trust Casualty Group', 'Veritas Lane Insurance') group by carrier",
    [
      'Objection letters per filing: Meridian Trust vs Veritas Lane',
      'Who draws more objections per filing on average, Meridian Trust or Veritas Lane?',
      'compare avg objection count for Meridian Trust Casualty Group and Veritas Lane Insurance',
      'Meridian Trust versus Veritas Lane, average number of objection letters per filing',
    ],
  ),
  ...family(
    'written premium change texas against florida',
    'comparisons',
    "select state, avg(written_premium_change) from filings where state in ('TX', 'FL') group by state",
    [
      'Average written premium change in Texas compared with Florida',
      'TX vs FL: mean change in written premium',
      'Is the average change in written premium dollars bigger in Florida or in Texas?',
      'compare the avg written premium change for Texas and Florida filings',
    ],
  ),
  ...family(
    'increases against decreases in 2023',
    'comparisons',
    "select rate_change_type, count(*) from filings where extract(year from effective_date_new) = 2023 and rate_change_type in ('Increase', 'Decrease') group by rate_change_type",
    [
      'Were there more increases or decreases among filings effective in 2023?',
      '2023: number of rate increases vs rate decreases',
      'Compare the counts of increase and decrease filings for 2023',
      "increases versus decreases in '23",
    ],
  ),

  // calendar
  ...family(
    'effective in the third quarter of 2022',
    'calendar',
    "select count(*) from filings where effective_date_new >= '2022-07-01' and effective_date_new < '2022-10-01'",
    [
      'How many filings had effective dates in Q3 2022?',
      'count of filings effective 3Q22',
      'Filings with an effective date in the third quarter of 2022: how many?',
      'number of filings effective July through September 2022',
    ],
  ),
  ...family(
    'submitted in the back half of 2021',
    'calendar',
    "select count(*) from filings where submitted_date >= '2021-07-01' and submitted_date < '2022-01-01'",
    [
      'How many filings were submitted in the second half of 2021?',
      'filings submitted 2H21',
      'Count submissions from H2 2021',
      'How many filings went in to regulators during the back half of 2021?',
    ],
  ),
  ...family(
    'monthly effective counts of 2024',
    'calendar',
    'select extract(month from effective_date_new) as month, count(*) from filings where extract(year from effective_date_new) = 2024 group by extract(month from effective_date_new)',
    [
      'Monthly count of filings effective in 2024',
      'How many filings had an effective date in each month of 2024?',
      '2024 effective filings by month',
      "break down 2024's filings by the month of their effective date",
    ],
  ),
  ...family(
    'dispositions in the last six months',
    'calendar',
    "select count(*) from filings where disposition_date >= current_date - interval '6 months'",
    [
      'How many filings were decided in the last six months?',
      'count of dispositions over the past 6 months',
      'Number of filings with a disposition date in the last half year',
      'how many filings got a decision in the past six months',
    ],
  ),
  ...family(
    'dispositions in december 2023',
    'calendar',
    "select count(*) from filings where disposition_date >= '2023-12-01' and disposition_date < '2024-01-01'",
    [
      'How many filings were disposed in December 2023?',
      'Dec 2023 dispositions, how many?',
      'count filings with a disposition date in December of 2023',
      "How many decisions did regulators issue in Dec '23?",
    ],
  ),
  ...family(
    'average rate change per quarter of 2025',
    'calendar',
    'select extract(quarter from effective_date_new) as quarter, avg(rate_impact) from filings where extract(year from effective_date_new) = 2025 group by extract(quarter from effective_date_new)',
    [
      'Average rate change by quarter for filings effective in 2025',
      '2025 quarter by quarter avg rate impact',
      'What was the mean rate change in each quarter of 2025?',
      'Q1 to Q4 2025: average overall rate change per quarter',
    ],
  ),
  ...family(
    'submitted on a weekend',
    'calendar',
    'select count(*) from filings where extract(isodow from submitted_date) in (6, 7)',
    [
      'How many filings were submitted on a weekend?',
      'count of filings with a Saturday or Sunday submission date',
      'Number of submissions that landed on weekends',
      'how many filings went in on a Sat or Sun',
    ],
  ),

  // date ranges
  ...family(
    'submitted march to june 2020',
    'date-ranges',
    "select count(*) from filings where submitted_date >= '2020-03-01' and submitted_date < '2020-07-01'",
    [
      'How many filings were submitted between March and June 2020?',
      'filings submitted Mar-Jun 2020, count',
      'Count of submissions from March 1 through June 30, 2020',
      'number of filings filed between the start of March 2020 and the end of June 2020',
    ],
  ),
  ...family(
    'veritas lane average rate change 2019 through 2021',
    'date-ranges',
    "select avg(rate_impact) from filings where carrier = 'Veritas Lane Insurance' and effective_date_new >= '2019-01-01' and effective_date_new < '2022-01-01'",
    [
      'Average rate change for Veritas Lane filings effective from 2019 through 2021',
      'Veritas Lane avg rate impact, 2019-2021',
      "What's the mean rate change of Veritas Lane Insurance between 2019 and 2021?",
      "For 2019 to 2021 inclusive, Veritas Lane's average overall rate change",
    ],
  ),
  ...family(
    'dispositions after the first of july 2025',
    'date-ranges',
    "select count(*) from filings where disposition_date > '2025-07-01'",
    [
      'How many filings had a disposition after July 1, 2025?',
      'Count filings decided after 1 July 2025',
      'dispositions after July 1st 2025, how many filings?',
      'number of filings with a disposition date later than 2025-07-01',
    ],
  ),
  ...family(
    'auto submitted before 2019',
    'date-ranges',
    "select count(*) from filings where line_of_business = '19.0 Personal Auto' and submitted_date < '2019-01-01'",
    [
      'How many personal auto filings were submitted before 2019?',
      'auto filings submitted prior to 2019',
      'Count personal auto submissions dated earlier than January 2019',
      'pre-2019 personal auto filings by submission date, how many',
    ],
  ),
  ...family(
    'effective from mid january to mid april 2022',
    'date-ranges',
    "select serff_tracking_number from filings where effective_date_new >= '2022-01-15' and effective_date_new <= '2022-04-15'",
    [
      'List filings effective between January 15 and April 15, 2022',
      'Which filings have an effective date from 15 Jan 2022 to 15 Apr 2022?',
      'tracking numbers effective 1/15/2022 thru 4/15/2022',
      'Filings with effective dates Jan 15 to Apr 15 2022',
    ],
  ),
  ...family(
    'objection letters dated 2024 onward',
    'date-ranges',
    "select count(*) from objections where objection_date >= '2024-01-01'",
    [
      'How many objection letters have been sent since the start of 2024?',
      'objection letters dated 2024 or later, count',
      'Count of objections issued from January 2024 on',
      'Since Jan 1 2024, how many objection letters went out?',
    ],
  ),

  // thresholds
  ...family(
    'rate change above twelve and a half percent',
    'thresholds',
    'select count(*) from filings where rate_impact > 12.5',
    [
      'How many filings have a rate change above 12.5%?',
      'count of filings over +12.5 percent',
      'filings with a rate impact greater than 12.5 pct',
      'Number of filings raising rates by more than twelve and a half percent',
    ],
  ),
  ...family(
    'homeowners taking over 120 days',
    'thresholds',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and days_to_approval > 120",
    [
      'How many homeowners filings took more than 120 days to approval?',
      'HO filings with over 120 days to approval',
      'count homeowners filings that sat for more than 120 days before disposition',
      'homeowners filings where approval took longer than one hundred twenty days',
    ],
  ),
  ...family(
    'oklahoma filings capping out above twenty percent',
    'thresholds',
    "select count(*) from filings where state = 'OK' and max_change > 20",
    [
      'How many Oklahoma filings have a maximum policyholder change above 20%?',
      'OK filings where some policyholder sees more than a 20 percent change',
      'count of Oklahoma filings whose largest individual change exceeds twenty percent',
      'filings in Oklahoma with max change > 20 pct',
    ],
  ),
  ...family(
    'premium gain above ten million dollars',
    'thresholds',
    'select count(*) from filings where written_premium_change > 10000000',
    [
      'How many filings increase written premium by more than $10 million?',
      'filings adding over 10M dollars of written premium',
      'count filings with a written premium change above ten million dollars',
      'number of filings whose premium change is > $10,000,000',
    ],
  ),
  ...family(
    'expense ratio under 25 on some coverage',
    'thresholds',
    'select count(distinct serff_tracking_number) from supplemental_metrics where expense_ratio < 25',
    [
      'How many filings report an expense ratio below 25% for some coverage?',
      'count of filings with any coverage expense ratio under 25 percent',
      'filings where the expense ratio is less than 25% on at least one coverage',
      'number of distinct filings with sub-25% expense ratios',
    ],
  ),

  // conditions on aggregates
  ...family(
    'carriers averaging above six percent',
    'conditions-on-aggregates',
    'select carrier from filings group by carrier having avg(rate_impact) > 6',
    [
      'Which carriers average a rate change above 6%?',
      'carriers whose mean rate impact is over 6 percent',
      'list carrier groups with an average rate change greater than 6%',
      'who averages more than six percent on rate changes?',
    ],
  ),
  ...family(
    'states past a million policyholders affected',
    'conditions-on-aggregates',
    'select state from filings group by state having sum(policyholders_affected) > 1000000',
    [
      'Which states have more than 1 million policyholders affected in total?',
      'states where filings touched over 1M policyholders combined',
      'list states with total policyholders affected above 1,000,000',
      'in what states does the sum of affected policyholders exceed a million',
    ],
  ),
  ...family(
    'often-changed factors averaging over half a percent',
    'conditions-on-aggregates',
    'select factor from rating_factors group by factor having count(*) > 20 and avg(change) > 0.5',
    [
      'Which rating factors were changed in more than 20 filings and average a change above 0.5%?',
      'factors revised by over twenty filings with a mean change greater than half a percent',
      'factors with > 20 filings and an avg change > 0.5 pct',
      'List the factors that more than 20 filings changed, where the average change tops 0.5%',
    ],
  ),
  ...family(
    'products filed in four or more states',
    'conditions-on-aggregates',
    'select product_name from filings group by product_name having count(distinct state) >= 4',
    [
      'Which products have been filed in 4 or more states?',
      'products with filings in at least four different states',
      'list product names filed across 4+ states',
      'what programs show up in four states or more',
    ],
  ),

  // counts
  ...family(
    'distinct carriers filing in minnesota',
    'counts',
    "select count(distinct carrier) from filings where state = 'MN'",
    [
      'How many different carriers have filed in Minnesota?',
      'number of distinct carriers with MN filings',
      'count unique carrier groups filing in Minnesota',
      'how many carriers file in MN',
    ],
  ),
  ...family(
    'sterling oak filings effective in 2021',
    'counts',
    "select count(*) from filings where carrier = 'Sterling Oak Insurance Group' and extract(year from effective_date_new) = 2021",
    [
      'How many Sterling Oak filings have an effective date in 2021?',
      'Sterling Oak Insurance Group filing count for 2021',
      'number of 2021 filings from Sterling Oak',
      'count Sterling Oak filings with a 2021 effective date',
    ],
  ),
  ...family(
    'reviewers at the louisiana department',
    'counts',
    "select count(*) from reviewers where state = 'LA'",
    [
      'How many reviewers does the Louisiana department of insurance have?',
      'number of LDI reviewers in the data',
      'count of reviewers in Louisiana',
      'How many Louisiana DOI reviewers are there?',
    ],
  ),
  ...family(
    'distinct products of harrowgate',
    'counts',
    "select count(distinct product_name) from filings where carrier = 'Harrowgate Mutual Insurance Group'",
    [
      'How many distinct products has Harrowgate filed?',
      'number of different product names in Harrowgate Mutual filings',
      'Harrowgate: count of unique products',
      'how many programs does Harrowgate Mutual Insurance Group have filings for',
    ],
  ),

  // aggregates
  ...family(
    'median homeowners policyholders affected',
    'aggregates',
    "select percentile_cont(0.5) within group (order by policyholders_affected) from filings where line_of_business = '04.0 Homeowners'",
    [
      'What is the median number of policyholders affected by a homeowners filing?',
      'median policyholders affected, HO',
      'Homeowners filings: median count of affected policyholders',
      'typical (median) number of insureds touched per homeowners filing',
    ],
  ),
  ...family(
    'calloway written premium change in 2022',
    'aggregates',
    "select sum(written_premium_change) from filings where carrier = 'Calloway Auto and Home Group' and extract(year from effective_date_new) = 2022",
    [
      'What was the total written premium change for Calloway filings effective in 2022?',
      "Sum of Calloway's written premium change in 2022",
      'Calloway Auto and Home, 2022: total change in written premium, in dollars',
      'add up the written premium change on 2022 Calloway filings',
    ],
  ),
  ...family(
    'deepest homeowners policyholder decrease',
    'aggregates',
    "select min(min_change) from filings where line_of_business = '04.0 Homeowners'",
    [
      'What is the largest decrease any homeowners policyholder gets in a filing (the lowest minimum change)?',
      'lowest min change across homeowners filings',
      'In HO, what is the smallest minimum policyholder change on record?',
      'biggest single-policy rate cut in homeowners, in percent',
    ],
  ),
  ...family(
    'mean historic severity trend of collision',
    'aggregates',
    "select avg(historic_severity_trend) from supplemental_metrics where coverage = 'Collision'",
    [
      'What is the average historic severity trend for Collision?',
      'avg historical severity trend on collision coverage',
      'mean past claim severity trend, Collision',
      'Across filings, what historic severity trend is selected for collision on average?',
    ],
  ),

  // group-bys
  ...family(
    'meridian trust filings per filing type',
    'group-bys',
    "select filing_type, count(*) from filings where carrier = 'Meridian Trust Casualty Group' group by filing_type",
    [
      'How many Meridian Trust filings are there of each filing type?',
      'Meridian Trust Casualty Group filings by type',
      'break down Meridian Trust filings by filing type (rate, rule, form...)',
      'count of Meridian filings per filing type',
    ],
  ),
  ...family(
    'approval days per approval regime',
    'group-bys',
    'select approval_type, avg(days_to_approval) from filings group by approval_type',
    [
      'Average days to approval for each approval type',
      'mean approval turnaround by approval regime',
      'How long does approval take on average under each approval type?',
      'avg days to approval split by prior approval / file and use / use and file / flex',
    ],
  ),
  ...family(
    'homeowners policyholders per sub-toi',
    'group-bys',
    "select sub_toi, sum(policyholders_affected) from filings where line_of_business = '04.0 Homeowners' group by sub_toi",
    [
      'Total policyholders affected by homeowners filings for each sub-TOI',
      'HO policyholders affected, by sub type of insurance',
      'Sum of affected policyholders in homeowners broken down by sub-TOI',
      'how many homeowners policyholders were affected per sub-toi',
    ],
  ),
  ...family(
    'new hampshire average rate change per carrier',
    'group-bys',
    "select carrier, avg(rate_impact) from filings where state = 'NH' group by carrier",
    [
      'Average rate change by carrier in New Hampshire',
      'NH: mean rate impact per carrier',
      'For each carrier filing in New Hampshire, what is its average rate change?',
      'new hampshire avg rate change broken out by carrier group',
    ],
  ),

  // top-N
  ...family(
    'two states with the most decreases',
    'top-N',
    "select state, count(*) from filings where rate_change_type = 'Decrease' group by state order by count(*) desc limit 2",
    [
      'Top two states by number of rate decrease filings',
      'Which 2 states had the most decreases?',
      'states with the most rate decreases, top 2',
      'Give me the two states where carriers filed the most decreases',
    ],
  ),
  ...family(
    'five largest homeowners programs by premium',
    'top-N',
    "select serff_tracking_number, written_premium from filings where line_of_business = '04.0 Homeowners' order by written_premium desc limit 5",
    [
      'Five homeowners filings with the largest written premium',
      'top 5 HO filings by written premium',
      'Which homeowners filings have the biggest written premium? Show five.',
      'list the biggest five homeowners filings by premium written',
    ],
  ),
  ...family(
    'four carriers with the lowest average change',
    'top-N',
    'select carrier, avg(rate_impact) from filings group by carrier order by avg(rate_impact) asc limit 4',
    [
      'Which four carriers have the lowest average rate change?',
      'bottom 4 carriers by average rate impact',
      'carriers with the smallest mean rate change, four of them',
      'Show the 4 carrier groups whose average rate change is lowest',
    ],
  ),
  ...family(
    'two auto products touching most policyholders',
    'top-N',
    "select product_name, sum(policyholders_affected) from filings where line_of_business = '19.0 Personal Auto' group by product_name order by sum(policyholders_affected) desc limit 2",
    [
      'Top two personal auto products by total policyholders affected',
      'Which 2 auto products affected the most policyholders overall?',
      'personal auto: the two products with the highest sum of affected policyholders',
      'products in auto ranked by policyholders affected, give me the top two',
    ],
  ),
  ...family(
    'seven biggest territory factor changes',
    'top-N',
    "select serff_tracking_number, change from rating_factors where factor = 'Territory' order by change desc limit 7",
    [
      'Seven filings with the largest Territory factor change',
      'top 7 territory rating factor changes',
      'Which filings raised the Territory factor the most? List seven.',
      'biggest territory changes, seven filings',
    ],
  ),

  // superlatives
  ...family(
    'carrier with the most 2024 premium',
    'superlatives',
    'select carrier, sum(written_premium) from filings where extract(year from effective_date_new) = 2024 group by carrier order by sum(written_premium) desc limit 1',
    [
      'Which carrier had the most written premium on filings effective in 2024?',
      'carrier with the highest total written premium in 2024',
      'biggest carrier by premium written, 2024 filings',
      'In 2024, whose filings carried the largest written premium in total?',
    ],
  ),
  ...family(
    'state with the slowest average approval',
    'superlatives',
    'select state, avg(days_to_approval) from filings group by state order by avg(days_to_approval) desc nulls last limit 1',
    [
      'Which state has the longest average time to approval?',
      'the state with the slowest mean days to approval',
      'Where do filings wait longest on average for a decision?',
      'state w/ highest avg days to approval',
    ],
  ),
  ...family(
    'sub-toi carrying the steepest average change',
    'superlatives',
    'select sub_toi, avg(rate_impact) from filings group by sub_toi order by avg(rate_impact) desc limit 1',
    [
      'Which sub-TOI has the highest average rate change?',
      'the sub type of insurance with the biggest mean rate impact',
      'Across sub-TOIs, which one averages the steepest rate change?',
      'highest avg rate change by sub-toi, just the top one',
    ],
  ),
  ...family(
    'texas filing with the biggest indication',
    'superlatives',
    "select serff_tracking_number, indicated_change from filings where state = 'TX' and indicated_change is not null order by indicated_change desc limit 1",
    [
      'Which Texas filing has the highest indicated rate change?',
      'TX filing with the largest indication',
      'the Texas filing whose actuarial indication is biggest',
      'In Texas, what filing shows the highest indicated change?',
    ],
  ),
  ...family(
    'coverage with the leanest expense ratio',
    'superlatives',
    'select coverage, avg(expense_ratio) from supplemental_metrics group by coverage order by avg(expense_ratio) asc limit 1',
    [
      'Which coverage has the lowest average expense ratio?',
      'coverage with the smallest mean expense ratio',
      'What coverage runs the leanest expense ratio on average?',
      'lowest avg expense ratio: which coverage',
    ],
  ),

  // joins
  ...family(
    'rate change of filings revising credit score',
    'joins',
    "select avg(f.rate_impact) from filings f join rating_factors r on r.serff_tracking_number = f.serff_tracking_number where r.factor = 'Credit-Based Insurance Score'",
    [
      'What is the average rate change of filings that changed the Credit-Based Insurance Score factor?',
      'avg rate impact for filings revising credit-based insurance score',
      'Filings that touched the credit score factor: mean overall rate change',
      'average rate change where the credit based insurance score factor was changed',
    ],
  ),
  ...family(
    'protection class ten relativity per state',
    'joins',
    "select f.state, avg(l.relativity_after) from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Protection Class' and l.level = 'PPC 10' group by f.state",
    [
      'Average new relativity for Protection Class PPC 10 by state',
      'By state, the mean proposed relativity of the PPC 10 protection class level',
      'What relativity after the filing applies to protection class 10, on average per state?',
      'PPC 10 relativity after, averaged per state',
    ],
  ),
  ...family(
    'comprehensive base rate in florida',
    'joins',
    "select avg(b.rate_after) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Comprehensive' and f.state = 'FL'",
    [
      'What is the average Comprehensive base rate after the filing in Florida?',
      'FL comprehensive base rate, average of the new rates',
      'mean new base rate for Comprehensive on Florida filings',
      'Florida filings: average proposed base rate for comprehensive coverage',
    ],
  ),
  ...family(
    'objection letters on workers comp filings',
    'joins',
    "select count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.line_of_business = '16.0 Workers Compensation'",
    [
      'How many objection letters were sent on workers compensation filings?',
      'total objections on WC filings',
      'number of objection letter rounds for workers comp',
      'count the objection letters regulators wrote about workers compensation filings',
    ],
  ),
  ...family(
    'harrowgate bodily injury prospective loss trend',
    'joins',
    "select avg(s.prospective_total_trend) from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.carrier = 'Harrowgate Mutual Insurance Group' and s.coverage = 'Bodily Injury'",
    [
      "What is the average prospective loss trend for Bodily Injury in Harrowgate's filings?",
      'Harrowgate BI prospective total trend, average',
      'mean prospective loss trend on bodily injury coverage for Harrowgate Mutual',
      'For Harrowgate Mutual Insurance Group, the avg forward-looking loss trend for BI',
    ],
  ),
  ...family(
    'filings with an insurance examiner as second reviewer',
    'joins',
    "select count(distinct r.serff_tracking_number) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where v.title = 'Insurance Examiner' and r.role = 'secondary'",
    [
      'On how many filings was an Insurance Examiner assigned as the secondary reviewer?',
      'count of filings whose second reviewer is an insurance examiner',
      'Number of filings with a secondary review by someone titled Insurance Examiner',
      'filings where the secondary reviewer holds the title Insurance Examiner, how many',
    ],
  ),

  // filters on columns
  ...family(
    'filings for three or more companies',
    'filters-on-columns',
    'select count(*) from filings where company_count >= 3',
    [
      'How many filings cover three or more underwriting companies?',
      'filings with a company count of at least 3',
      'count of filings made for 3+ companies',
      'number of filings that include three companies or more',
    ],
  ),
  ...family(
    'filed by calloway fire and casualty',
    'filters-on-columns',
    "select serff_tracking_number from filings where filing_company = 'Calloway Fire and Casualty Company'",
    [
      'List the filings whose filing company is Calloway Fire and Casualty Company',
      'filings where Calloway Fire and Casualty is the filing company',
      'filings submitted by the company Calloway Fire & Casualty',
      'show tracking numbers with filing company Calloway Fire and Casualty',
    ],
  ),
  ...family(
    'personal auto refilings',
    'filters-on-columns',
    "select count(*) from filings where line_of_business = '19.0 Personal Auto' and refiles_serff_tracking_number is not null",
    [
      'How many personal auto filings are refilings of a withdrawn or disapproved filing?',
      'count of auto refiles',
      'personal auto filings that refile an earlier filing, how many',
      'number of refilings in personal auto',
    ],
  ),
  ...family(
    'motorcycle rate and rule filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where sub_toi = '19.0002 Motorcycle' and filing_type = 'Rate/Rule'",
    [
      'List the motorcycle filings whose filing type is Rate/Rule',
      'Which Motorcycle sub-TOI filings were filed as Rate/Rule?',
      'show rate/rule filings for motorcycles',
      'filings with sub-TOI 19.0002 Motorcycle and type Rate/Rule',
    ],
  ),

  // casual wording and typos
  ...family(
    'brightwater filings in kentucky',
    'casual-and-typos',
    "select count(*) from filings where carrier = 'Brightwater Insurance Companies' and state = 'KY'",
    [
      'hw many fillings did brightwatr make in kentucky',
      'brightwater KY filing count pls',
      'quick one - # of brightwater filings in Kentuky?',
      'yo how many brigthwater filings in KY',
    ],
  ),
  ...family(
    'commercial auto average rate change',
    'casual-and-typos',
    "select avg(rate_impact) from filings where line_of_business = '20.0 Commercial Auto'",
    [
      'avg rate chnage for comercial auto',
      'commerical auto average rate impact?',
      'hey whats the mean rate change on commercial auto filings',
      'comm auto avg rate chg',
    ],
  ),
  ...family(
    'longest approval wait in west virginia',
    'casual-and-typos',
    "select max(days_to_approval) from filings where state = 'WV'",
    [
      'whats the max days to aprove in WV',
      'longest approval time west virgina',
      'wv: most days any filing waited for approval?',
      'max days to approval in W Virginia pls',
    ],
  ),
  ...family(
    'personal umbrella filing count',
    'casual-and-typos',
    "select count(*) from filings where sub_toi = '17.0019 Personal Umbrella and Excess'",
    [
      'how many umbrela filings r there',
      'count of personal umbrella & excess filngs',
      'umbrella filings, how many we got?',
      'number of personal umbrella/excess filings?? thx',
    ],
  ),

  // unanswerable
  ...family('agent commissions', 'unanswerable', null, [
    'What commission rate do agents earn on Fairhaven policies?',
    'agent commission percentages by carrier',
    'How much did Harrowgate pay its agents in commissions last year?',
    'Compare producer commissions between homeowners and auto',
  ]),
  ...family('advertising spend', 'unanswerable', null, [
    'How much does Brightwater spend on advertising in Ohio?',
    'marketing budget by carrier',
    'Which carrier has the biggest TV ad spend?',
    'advertising dollars per policy for the auto writers',
  ]),
  ...family('customer satisfaction', 'unanswerable', null, [
    'What are the customer satisfaction scores of the carriers?',
    'NPS by carrier',
    'Which carrier has the happiest policyholders?',
    'J.D. Power ranking of the auto insurers in the data',
  ]),
  ...family('employee headcount', 'unanswerable', null, [
    'How many employees does Meridian Trust have?',
    'headcount of each carrier group',
    "What's the size of Veritas Lane's claims staff?",
    'number of underwriters working at Calloway',
  ]),
];
