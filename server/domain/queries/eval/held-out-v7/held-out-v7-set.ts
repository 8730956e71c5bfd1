import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The seventh blind held-out split of the English-to-SQL evaluation (issue 22), written on
 * 2026-11-29 by a helper that does not tune the translator, while another helper tuned it. Whoever
 * tunes must not open, grep or diff this folder; `npm run eval:translator -- --split held-out-v7`
 * prints figures only. How it was written: `held-out-v7/README.md`.
 */
export const HELD_OUT_V7_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'workers-comp-submissions-from-2022',
    'counts',
    "select count(*) from filings where line_of_business = '16.0 Workers Compensation' and submitted_date >= '2022-01-01'",
    [
      'How many workers comp filings have been submitted since the start of 2022?',
      'count of WC filings filed 2022 onward',
      "number of workers' compensation filings submitted from January 2022 on",
      'Workers compensation: how many filings went in to the DOIs in 2022 or later?',
      'since 1/1/2022 how many work comp filings were submitted',
    ],
  ),
  ...family(
    'veritas-lane-state-footprint',
    'counts',
    "select count(distinct state) from filings where carrier = 'Veritas Lane Insurance'",
    [
      'In how many different states has Veritas Lane filed?',
      'number of distinct states with a Veritas Lane filing',
      'Veritas Lane - how many states do they file in?',
      'count the states where Veritas Lane Insurance has at least one filing',
      'how many unique jurisdictions for veritas lane',
    ],
  ),
  ...family(
    'objection-letters-dated-2023',
    'counts',
    "select count(*) from objections where objection_date >= '2023-01-01' and objection_date < '2024-01-01'",
    [
      'How many objection letters did regulators send in 2023?',
      'total objection letters dated during calendar year 2023',
      'count of DOI objection letters issued in 2023',
      '2023 objection letters, how many',
      'number of objection letters sent out by reviewers in twenty twenty-three',
    ],
  ),
  ...family(
    'florida-filings-reviewer-headcount',
    'counts',
    "select count(*) from reviewers where state = 'FL' and title = 'Filings Reviewer'",
    [
      'How many Filings Reviewers does the Florida DOI have?',
      'count of FL reviewers whose title is Filings Reviewer',
      "number of people titled 'Filings Reviewer' at the Florida department",
      'Florida department of insurance: how many filings reviewers on staff?',
    ],
  ),
  ...family(
    'northwater-alabama-choice-territory-revisions',
    'counts',
    "select count(distinct p.serff_tracking_number) from product_history p join rating_factors r on r.serff_tracking_number = p.serff_tracking_number where p.carrier = 'Northwater Partners Insurance' and p.state = 'AL' and p.product_name = 'Choice Homeowners' and r.factor = 'Territory'",
    [
      "How many times has Northwater's Choice Homeowners product in Alabama had its Territory factor revised?",
      'count of filings in the Northwater Partners AL Choice Homeowners history that changed territory',
      'Choice Homeowners (Northwater, Alabama): number of filings over its history revising the territory rating factor',
      'territory revisions, Northwater Choice HO, AL - how many filings',
    ],
  ),

  // aggregates
  ...family(
    'prior-approval-homeowners-mean-days',
    'aggregates',
    "select avg(days_to_approval) from filings where approval_type = 'Prior Approval' and line_of_business = '04.0 Homeowners'",
    [
      'What is the average number of days to approval for prior approval homeowners filings?',
      'avg days to approval, HO, prior-approval',
      'On average how many days does a Prior Approval homeowners filing take from submission to disposition?',
      'mean review time in days for homeowners filings under prior approval',
    ],
  ),
  ...family(
    'fairhaven-decrease-policyholders',
    'aggregates',
    "select sum(policyholders_affected) from filings where carrier = 'Fairhaven Casualty Group' and rate_change_type = 'Decrease'",
    [
      "How many policyholders in total were affected by Fairhaven's rate decreases?",
      'total policyholders affected, Fairhaven, decreases only',
      'sum of policyholders impacted by Fairhaven Casualty filings that lowered rates',
      'Fairhaven rate cuts: total number of policyholders touched',
      'hey, Fairhaven Casualty decreases - total policyholders affected?',
    ],
  ),
  ...family(
    'use-and-file-median-days',
    'aggregates',
    "select percentile_cont(0.5) within group (order by days_to_approval) from filings where approval_type = 'Use and File'",
    [
      'What is the median days to approval for use and file filings?',
      'median turnaround (days) under Use-and-File',
      'Use & File filings: median number of days from submission to disposition',
      'give me the 50th percentile of days to approval for use and file',
    ],
  ),
  ...family(
    'wind-hail-peak-expense-ratio',
    'aggregates',
    "select max(expense_ratio) from supplemental_metrics where coverage = 'Wind/Hail'",
    [
      "What's the highest expense ratio on any Wind/Hail coverage in the supplemental metrics?",
      'max expense ratio for wind/hail',
      'largest expense ratio reported for the Wind/Hail coverage, in percent',
      "wind hail: top expense ratio we've seen",
    ],
  ),
  ...family(
    'flex-rating-rate-only-mean-impact',
    'aggregates',
    "select avg(rate_impact) from filings where approval_type = 'Flex Rating' and filing_type = 'Rate'",
    [
      'Average rate impact of flex rating filings whose filing type is Rate',
      "flex rating, filing type 'Rate': avg rate impact",
      'mean overall rate change for Rate-type filings under flex rating',
      "for filings of type Rate (not Rate/Rule) in flex rating, what's the average impact?",
    ],
  ),

  // group-bys
  ...family(
    'auto-rate-impact-by-approval-regime',
    'group-bys',
    "select approval_type, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' group by approval_type",
    [
      'Average rate impact of personal auto filings by approval type',
      'auto: avg rate change broken out by approval type',
      "For personal auto, what's the mean overall rate impact under each approval regime?",
      "break down auto filings' average rate impact per approval type",
      'by approval type, avg rate impact (personal auto line)',
    ],
  ),
  ...family(
    'harrowgate-filing-type-mix',
    'group-bys',
    "select filing_type, count(*) from filings where carrier = 'Harrowgate Mutual Insurance Group' group by filing_type",
    [
      'How many filings of each filing type has Harrowgate made?',
      'Harrowgate filings by filing type, counts',
      "split Harrowgate Mutual's filings by type (rate, rule, form...)",
      'filing type breakdown for harrowgate',
      "Show Harrowgate's filing count per filing type",
    ],
  ),
  ...family(
    'auto-premium-change-by-sub-toi',
    'group-bys',
    "select sub_toi, sum(written_premium_change) from filings where line_of_business = '19.0 Personal Auto' group by sub_toi",
    [
      'Total written premium change by sub-TOI within personal auto',
      'sum of written premium change per sub-type of insurance for auto',
      'For the personal auto line, how much written premium change did each sub-TOI add up to?',
      'auto sub-TOIs: total $ premium change for each',
    ],
  ),
  ...family(
    'review-assignments-by-reviewer-title',
    'group-bys',
    'select title, sum(total_filings) from reviewers group by title',
    [
      'Total filings assigned to reviewers, by job title',
      'how many filing assignments has each reviewer title had in total?',
      'sum of reviewer filing totals grouped by title',
      'review assignments per reviewer job title (totals)',
    ],
  ),

  // top-N
  ...family(
    'top-three-homeowners-carriers-by-policyholders',
    'top-N',
    "select carrier, sum(policyholders_affected) as policyholders from filings where line_of_business = '04.0 Homeowners' group by carrier order by policyholders desc limit 3",
    [
      'Top 3 carriers by policyholders affected in homeowners',
      'which three HO carriers touched the most policyholders with their filings?',
      'homeowners: carriers ranked by total policyholders affected, first three',
      'give me the three homeowners carriers with the largest total number of policyholders affected',
      'policyholders affected, HO line, top 3 carriers',
    ],
  ),
  ...family(
    'five-steepest-bodily-injury-base-rate-rises',
    'top-N',
    "select serff_tracking_number, change from base_rates where coverage = 'Bodily Injury' order by change desc limit 5",
    [
      'Which five filings raised the Bodily Injury base rate the most?',
      'top 5 BI base rate increases (percent)',
      'largest bodily injury base-rate changes - show me five',
      'five biggest % increases in the Bodily Injury base rate, with the filing',
      'BI base rates: the 5 filings with the steepest increase',
    ],
  ),
  ...family(
    'four-states-lowest-mean-impact',
    'top-N',
    'select state, avg(rate_impact) as avg_impact from filings group by state order by avg_impact asc limit 4',
    [
      'Which four states have the lowest average rate impact?',
      'bottom 4 states by avg rate change',
      'the four states with the smallest mean overall rate impact',
      'lowest average rate impact - four states please',
      'states ranked from lowest average rate impact up, first four',
    ],
  ),
  ...family(
    'two-busiest-pennsylvania-reviewers',
    'top-N',
    "select name, total_filings from reviewers where state = 'PA' order by total_filings desc limit 2",
    [
      'Top two Pennsylvania reviewers by number of filings assigned',
      'which 2 PA DOI reviewers have handled the most filings?',
      'PA reviewers with the most filings, top two',
      'name the two busiest reviewers in Pennsylvania (filings assigned)',
    ],
  ),
  ...family(
    'top-three-carriers-by-follow-up-objections',
    'top-N',
    'select f.carrier, count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where o.round >= 2 group by f.carrier order by letters desc limit 3',
    [
      'Which 3 carriers received the most follow-up objection letters (round 2 or later)?',
      'top three carriers by objection letters in the second round or beyond',
      'carriers ranked by number of objection letters from round two onward, show 3',
      'who got the most repeat objection letters, i.e. round >= 2? top three carriers',
    ],
  ),

  // thresholds
  ...family(
    'texas-impact-over-fifteen',
    'thresholds',
    "select serff_tracking_number from filings where state = 'TX' and rate_impact > 15",
    [
      'Which Texas filings had a rate impact over 15%?',
      'TX filings above fifteen percent rate change, with carrier',
      'list filings in Texas where the overall rate change exceeded 15 percent',
      'texas rate changes bigger than +15%',
      'TX, rate impact > 15%, list the filings',
    ],
  ),
  ...family(
    'homeowners-slower-than-90-days',
    'thresholds',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and days_to_approval > 90",
    [
      'How many homeowners filings had more than 90 days to approval?',
      'count of HO filings with days to approval above ninety',
      'number of homeowners filings where the DOI needed longer than 90 days to reach a disposition',
      'HO filings over 90 days from submission to decision - how many?',
    ],
  ),
  ...family(
    'homeowners-premium-change-over-25m',
    'thresholds',
    "select serff_tracking_number from filings where line_of_business = '04.0 Homeowners' and written_premium_change > 25000000",
    [
      'Homeowners filings with a written premium change above $25 million',
      'list HO filings adding more than 25,000,000 dollars of written premium',
      'which homeowners filings changed written premium by over $25M? show carrier and state too',
      'HO filings > $25m written premium change',
      'Pull every HO filing whose written premium change topped twenty-five million dollars',
    ],
  ),
  ...family(
    'under-a-thousand-policyholders',
    'thresholds',
    'select count(*) from filings where policyholders_affected < 1000',
    [
      'How many filings affected fewer than 1,000 policyholders?',
      'count filings touching under a thousand policyholders',
      'number of filings with less than 1000 policyholders affected',
      'filings impacting < 1k policyholders: count',
      'filings where policyholders affected was below 1,000 - count them',
    ],
  ),
  ...family(
    'filings-with-expense-ratio-over-33',
    'thresholds',
    'select count(distinct serff_tracking_number) from supplemental_metrics where expense_ratio > 33',
    [
      'How many filings have at least one coverage with an expense ratio above 33%?',
      "count of filings where some coverage's expense ratio exceeds 33 percent",
      'number of distinct filings with an expense ratio over 33% on any coverage',
      'filings with expense ratios north of 33% - how many?',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'states-averaging-over-70-days',
    'conditions-on-aggregates',
    'select state from filings group by state having avg(days_to_approval) > 70',
    [
      'Which states average more than 70 days to approval?',
      'states where the mean days to approval is over 70',
      'list the states whose filings take longer than 70 days on average from submission to disposition',
      'avg days to approval > 70, by state',
      'show me the states with avg days to approval north of seventy',
    ],
  ),
  ...family(
    'busy-products-above-five-percent',
    'conditions-on-aggregates',
    'select product_name from filings group by product_name having count(*) >= 20 and avg(rate_impact) > 5',
    [
      'Which products have at least 20 filings and an average rate impact above 5%?',
      'products with 20+ filings averaging over 5 percent rate change',
      'list product names where the filing count is at least twenty and the mean rate impact exceeds 5%',
      'products: >= 20 filings AND avg impact > 5%',
    ],
  ),
  ...family(
    'primary-reviewers-on-four-or-more',
    'conditions-on-aggregates',
    "select reviewer_name from reviews where role = 'primary' group by reviewer_id, reviewer_name having count(*) >= 4",
    [
      'Which reviewers were the primary reviewer on at least four filings?',
      'reviewers with 4 or more filings as primary',
      "list reviewers who've been the primary on four+ filings",
      'primary-role reviewers with at least 4 assignments',
    ],
  ),
  ...family(
    'coverages-averaging-base-rate-over-8',
    'conditions-on-aggregates',
    'select coverage from base_rates group by coverage having avg(change) > 8',
    [
      'Which coverages have an average base rate change above 8%?',
      'coverages whose base rates moved more than 8 percent on average',
      'base rates: coverages averaging over 8% change',
      'list coverage types where the mean base-rate change is greater than 8%',
    ],
  ),

  // negation
  ...family(
    'homeowners-filings-without-rates',
    'negation',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and filing_type not like '%Rate%'",
    [
      'How many homeowners filings did not include a rate component (no Rate in the filing type)?',
      'count HO filings whose filing type has no Rate in it',
      'homeowners filings that were form or rule only, without any rate part: how many?',
      'number of HO filings excluding every filing type with Rate',
    ],
  ),
  ...family(
    'carriers-never-withdrawing',
    'negation',
    "select carrier from filings group by carrier having count(*) filter (where disposition_status = 'Withdrawn') = 0",
    [
      'Which carriers have never withdrawn a filing?',
      'carriers with zero withdrawals',
      'list the carriers without a single Withdrawn filing',
      'who never pulled a filing? carriers that have no withdrawn ones',
      'carriers - never withdrawn anything?',
    ],
  ),
  ...family(
    'prior-approval-without-objections',
    'negation',
    "select count(*) from filings where approval_type = 'Prior Approval' and objection_count = 0",
    [
      'How many prior approval filings drew no objection letters at all?',
      'count of Prior Approval filings with no objections',
      'prior approval filings that never drew an objection letter - number?',
      'number of filings under prior approval with zero objection letters',
    ],
  ),
  ...family(
    'auto-mean-impact-leaving-out-harrowgate',
    'negation',
    "select avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' and carrier <> 'Harrowgate Mutual Insurance Group'",
    [
      'Average personal auto rate impact excluding Harrowgate',
      'avg auto rate change for all carriers except Harrowgate Mutual',
      "What's the mean rate impact on auto if you leave out Harrowgate?",
      'personal auto, carriers other than Harrowgate: average rate impact',
    ],
  ),
  ...family(
    'reviewers-never-assigned',
    'negation',
    'select count(*) from reviewers where total_filings = 0',
    [
      'How many reviewers have never been assigned a filing?',
      'count reviewers with no filings at all',
      'number of DOI reviewers who have not reviewed a single filing',
      'reviewers without any assignments - how many',
    ],
  ),

  // date-ranges
  ...family(
    'decided-september-2020-to-april-2021',
    'date-ranges',
    "select count(*) from filings where disposition_date >= '2020-09-01' and disposition_date < '2021-05-01'",
    [
      'How many filings got a disposition between September 2020 and April 2021?',
      'count of filings disposed of from Sept 2020 through Apr 2021',
      'filings with a disposition date of September 1, 2020 to April 30, 2021 - how many?',
      'number of dispositions between 2020-09-01 and 2021-04-30',
    ],
  ),
  ...family(
    'homeowners-effective-since-july-2025',
    'date-ranges',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2025-07-01'",
    [
      'How many homeowners filings have an effective date on or after July 1, 2025?',
      'HO filings effective since 7/1/2025, count',
      'number of homeowners filings with new-business effective dates from July 2025 on',
      'since the beginning of July 2025, how many HO filings have gone effective?',
    ],
  ),
  ...family(
    'disapproved-before-2020',
    'date-ranges',
    "select serff_tracking_number from filings where disposition_status = 'Disapproved' and disposition_date < '2020-01-01'",
    [
      'Which filings were disapproved before 2020?',
      'list disapprovals decided prior to 2020',
      'filings disapproved earlier than January 1, 2020 (show carrier and state)',
      'pre-2020 disapproved filings',
    ],
  ),
  ...family(
    'submitted-in-the-last-two-years',
    'date-ranges',
    "select count(*) from filings where submitted_date >= current_date - interval '2 years'",
    [
      'How many filings were submitted in the last 2 years?',
      'count of filings filed over the past two years',
      'number of submissions in the last 24 months',
      'filings submitted within the past two years, how many',
      '# filings submitted last 2 yrs',
    ],
  ),
  ...family(
    'objections-june-2019-to-may-2020',
    'date-ranges',
    "select count(*) from objections where objection_date between '2019-06-01' and '2020-05-31'",
    [
      'How many objection letters were dated between June 2019 and May 2020?',
      'objection letters from 1 June 2019 to 31 May 2020: count',
      'count the DOI objection letters sent Jun 2019 - May 2020',
      'number of objections issued between 2019-06-01 and 2020-05-31',
    ],
  ),

  // calendar
  ...family(
    'effective-third-quarter-2024',
    'calendar',
    "select count(*) from filings where effective_date_new >= '2024-07-01' and effective_date_new < '2024-10-01'",
    [
      'How many filings became effective in Q3 2024?',
      'count of filings effective third quarter 2024',
      'filings with an effective date in 3Q 2024',
      'number of filings effective July through September 2024',
      "Q3 '24 effective filings, count",
    ],
  ),
  ...family(
    'withdrawn-second-half-2024',
    'calendar',
    "select count(*) from filings where disposition_status = 'Withdrawn' and disposition_date >= '2024-07-01' and disposition_date < '2025-01-01'",
    [
      'How many filings were withdrawn in H2 2024?',
      'withdrawals in the second half of 2024, count',
      'number of filings withdrawn between July and December 2024',
      '2024 second half: how many withdrawn filings',
      "withdrawn filings H2 '24 - number",
    ],
  ),
  ...family(
    'disapprovals-year-by-year',
    'calendar',
    "select extract(year from disposition_date) as year, count(*) from filings where disposition_status = 'Disapproved' group by 1",
    [
      'Disapproved filings year by year',
      'how many disapprovals each year (by decision date)?',
      'count of Disapproved filings per year of disposition',
      'annual number of disapprovals',
      'give me a year-by-year count of disapproved filings',
    ],
  ),
  ...family(
    'december-submissions-all-years',
    'calendar',
    'select count(*) from filings where extract(month from submitted_date) = 12',
    [
      'How many filings have been submitted in December (any year)?',
      'count of filings submitted in the month of December across all years',
      'December submissions, all years combined',
      'number of filings filed in Decembers',
      'filings submitted in Dec, any year - how many',
    ],
  ),
  ...family(
    'objection-letters-year-to-date',
    'calendar',
    "select count(*) from objections where objection_date >= date_trunc('year', current_date) and objection_date <= current_date",
    [
      'How many objection letters have regulators sent year to date?',
      'YTD objection letters, count',
      'objection letters dated so far this year',
      'number of DOI objection letters since January 1 of this year',
    ],
  ),

  // superlatives
  ...family(
    'deepest-written-premium-cut',
    'superlatives',
    'select serff_tracking_number, written_premium_change from filings order by written_premium_change asc limit 1',
    [
      'Which filing had the largest written premium decrease?',
      'the filing that cut written premium the most',
      'biggest negative written premium change - which filing?',
      'show me the single filing with the lowest written premium change',
      'which filing lowered written premium by the most dollars?',
    ],
  ),
  ...family(
    'nebraska-top-objector',
    'superlatives',
    "select name, total_objections from reviewers where state = 'NE' order by total_objections desc limit 1",
    [
      'Which Nebraska reviewer has written the most objection letters?',
      'NE DOI reviewer with the most objections',
      'top objector at the Nebraska department',
      'who in Nebraska has sent the highest number of objection letters?',
    ],
  ),
  ...family(
    'fastest-homeowners-state',
    'superlatives',
    "select state, avg(days_to_approval) as avg_days from filings where line_of_business = '04.0 Homeowners' group by state order by avg_days asc limit 1",
    [
      'Which state has the lowest average days to approval for homeowners filings?',
      'state with the quickest average HO turnaround (days to approval)',
      'fastest state for homeowners decisions, by avg days',
      'where do HO filings get a disposition fastest on average?',
    ],
  ),
  ...family(
    'carrier-highest-mean-indication',
    'superlatives',
    'select carrier, avg(indicated_change) as avg_indicated from filings where indicated_change is not null group by carrier order by avg_indicated desc limit 1',
    [
      'Which carrier has the highest average indicated change?',
      'carrier with the biggest mean actuarial indication',
      "who's got the highest avg indicated rate change among carriers",
      'highest average indication - which carrier?',
    ],
  ),

  // shares-and-ratios
  ...family(
    'file-and-use-withdrawal-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) from filings where approval_type = 'File and Use'",
    [
      'What share of file and use filings ended up withdrawn?',
      'percent of File and Use filings with status Withdrawn',
      'withdrawal rate among file-and-use filings',
      'of the F&U filings, what percentage were withdrawn by the carrier',
    ],
  ),
  ...family(
    'homeowners-objection-letters-per-filing',
    'shares-and-ratios',
    "select avg(objection_count) from filings where line_of_business = '04.0 Homeowners'",
    [
      'How many objection letters per filing do homeowners filings get?',
      'objection letters per filing, HO',
      'average objection letters per homeowners filing',
      'homeowners: objections per filing on average',
    ],
  ),
  ...family(
    'decrease-share-of-policyholders',
    'shares-and-ratios',
    "select 100.0 * sum(policyholders_affected) filter (where rate_change_type = 'Decrease') / sum(policyholders_affected) from filings",
    [
      'What percentage of all affected policyholders were in rate decrease filings?',
      'share of policyholders affected that came from decreases',
      'of every policyholder affected by a filing, what % got a rate decrease?',
      'portion of policyholders affected belonging to filings with a rate decrease',
    ],
  ),
  ...family(
    'new-york-reviewers-per-filing',
    'shares-and-ratios',
    "select 1.0 * count(*) / count(distinct serff_tracking_number) from reviews where state = 'NY'",
    [
      'How many reviewers are assigned per filing in New York on average?',
      'reviewers per filing in NY',
      'average number of DOI reviewers on a New York filing',
      'NY: ratio of reviewer assignments to filings',
      'avg reviewers per NY filing',
    ],
  ),

  // joins
  ...family(
    'roof-age-revisions-by-carrier',
    'joins',
    "select f.carrier, count(distinct f.serff_tracking_number) from filings f join rating_factors r on r.serff_tracking_number = f.serff_tracking_number where r.factor = 'Roof Age' group by f.carrier",
    [
      'How many filings changed the Roof Age factor, by carrier?',
      'roof age factor changes: number of filings per carrier',
      'by carrier, count of filings that revised roof age',
      'which carriers revised roof age relativities and in how many filings each',
    ],
  ),
  ...family(
    'kentucky-teen-driver-relativity',
    'joins',
    "select avg(l.relativity_after) from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Driver Age' and l.level = '16-17' and f.state = 'KY'",
    [
      "What's the average relativity after the filing for drivers aged 16-17 in Kentucky?",
      'KY: avg new relativity of the 16-17 driver age level',
      'average post-filing relativity for driver age 16-17 in Kentucky filings',
      '16-17 year old drivers, Kentucky, mean relativity after',
      'KY 16-17 driver age relativity after, avg',
    ],
  ),
  ...family(
    'collision-base-rate-by-carrier-2025',
    'joins',
    "select f.carrier, avg(b.rate_after) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Collision' and f.effective_date_new >= '2025-01-01' and f.effective_date_new < '2026-01-01' group by f.carrier",
    [
      'Average Collision base rate after the change, by carrier, for filings effective in 2025',
      '2025 effective filings: mean new collision base rate per carrier',
      'collision base rates (after) by carrier in 2025, averaged',
      'by carrier, what was the avg collision base rate set by filings effective in 2025',
    ],
  ),
  ...family(
    'senior-rate-analyst-as-secondary',
    'joins',
    "select count(*) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where r.role = 'secondary' and v.title = 'Senior Rate Analyst'",
    [
      'On how many filings was a Senior Rate Analyst the secondary reviewer?',
      'count of secondary review assignments held by reviewers titled Senior Rate Analyst',
      'filings where the second reviewer was a senior rate analyst - number',
      'secondary role + title Senior Rate Analyst: how many filings',
    ],
  ),
  ...family(
    'bodily-injury-plr-prior-approval',
    'joins',
    "select avg(s.permissible_loss_ratio) from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where s.coverage = 'Bodily Injury' and f.approval_type = 'Prior Approval'",
    [
      'Average permissible loss ratio for Bodily Injury in prior approval filings',
      'BI PLR, prior approval filings, average',
      "what's the mean permissible loss ratio on bodily injury coverage when the filing is under prior approval?",
      'prior approval: avg PLR for the Bodily Injury coverage',
      'Bodily Injury permissible loss ratio averaged over prior-approval filings',
    ],
  ),

  // filters-on-columns
  ...family(
    'use-and-file-acknowledged-auto',
    'filters-on-columns',
    "select count(*) from filings where approval_type = 'Use and File' and disposition_status = 'Acknowledged' and line_of_business = '19.0 Personal Auto'",
    [
      'How many use and file personal auto filings have status Acknowledged?',
      'count: auto, use-and-file, acknowledged',
      'number of Acknowledged filings in personal auto under Use and File',
      'personal auto filings with status acknowledged and approval type use & file - how many',
    ],
  ),
  ...family(
    'owner-occupied-closed-received-filed',
    'filters-on-columns',
    "select serff_tracking_number from filings where sub_toi = '04.0003 Owner Occupied Homeowners' and disposition_status = 'Closed-Received/Filed'",
    [
      'List the owner occupied homeowners filings with status Closed-Received/Filed',
      'which Owner Occupied Homeowners sub-TOI filings are Closed-Received/Filed? include the carrier',
      "show filings where sub-TOI is 04.0003 Owner Occupied Homeowners and disposition status is 'Closed-Received/Filed'",
      'owner-occupied HO, status closed-received/filed: list them',
    ],
  ),
  ...family(
    'oklahoma-secondary-reviews',
    'filters-on-columns',
    "select count(distinct serff_tracking_number) from reviews where state = 'OK' and role = 'secondary'",
    [
      'How many Oklahoma filings had a secondary reviewer?',
      'count OK filings with a reviewer in the secondary role',
      'number of filings in Oklahoma reviewed by someone as secondary',
      'Oklahoma: filings with secondary review, how many',
    ],
  ),
  ...family(
    'northwater-alabama-choice-homeowners-history',
    'filters-on-columns',
    "select serff_tracking_number from product_history where carrier = 'Northwater Partners Insurance' and state = 'AL' and product_name = 'Choice Homeowners'",
    [
      "Show the product history of Northwater's Choice Homeowners in Alabama",
      'list every filing in the history of Choice Homeowners by Northwater Partners, AL',
      'Northwater Partners Insurance, Alabama, Choice Homeowners: all filings over time',
      'history of the Choice Homeowners product (Northwater, AL) - tracking numbers and dates',
    ],
  ),
  ...family(
    'brightwater-indemnity-underwritten-filings',
    'filters-on-columns',
    "select count(distinct serff_tracking_number) from company_rate_figures where company = 'Brightwater Indemnity Company'",
    [
      'In how many filings is Brightwater Indemnity Company one of the underwriting companies?',
      'count of filings that include Brightwater Indemnity Company as a writing company',
      'number of filings with rate figures for the company Brightwater Indemnity Company',
      'Brightwater Indemnity Co. - how many filings is it part of (as an underwriting company)?',
    ],
  ),

  // comparisons
  ...family(
    'ppa-versus-motorcycle-days',
    'comparisons',
    "select sub_toi, avg(days_to_approval) from filings where sub_toi in ('19.0001 Private Passenger Auto (PPA)', '19.0002 Motorcycle') group by sub_toi",
    [
      'Compare average days to approval for PPA versus motorcycle filings',
      'PPA vs motorcycle: mean days to approval',
      'do motorcycle filings take longer from submission to disposition than private passenger auto? avg days each',
      'average days to approval, motorcycle compared with PPA',
      'motorcycle vs PPA avg days to approval',
    ],
  ),
  ...family(
    'homeowners-premium-change-2023-versus-2024',
    'comparisons',
    "select extract(year from effective_date_new) as year, sum(written_premium_change) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2023-01-01' and effective_date_new < '2025-01-01' group by 1",
    [
      'Total homeowners written premium change: 2023 vs 2024',
      'HO written premium change 2024 compared to 2023',
      "how did homeowners' total written premium change in 2024 stack up against 2023",
      'YoY HO written premium change, 2023 and 2024',
      'compare HO written premium change for 2023 against 2024 (effective year)',
    ],
  ),
  ...family(
    'bodily-injury-severity-trend-historic-versus-prospective',
    'comparisons',
    "select avg(historic_severity_trend), avg(prospective_severity_trend) from supplemental_metrics where coverage = 'Bodily Injury'",
    [
      'Compare historic and prospective severity trends for Bodily Injury',
      'BI severity trend: historic vs prospective averages',
      'avg historic severity trend against avg prospective severity trend, bodily injury',
      'for bodily injury, is the prospective severity trend higher than the historic? show both averages',
    ],
  ),
  ...family(
    'harrowgate-versus-fairhaven-objection-letters',
    'comparisons',
    "select carrier, sum(objection_count) from filings where carrier in ('Harrowgate Mutual Insurance Group', 'Fairhaven Casualty Group') group by carrier",
    [
      'Harrowgate vs Fairhaven: total objection letters received',
      'compare the number of objection letters on Harrowgate Mutual filings with Fairhaven Casualty',
      'objection letters, Fairhaven against Harrowgate',
      'how many objection letters did Harrowgate get compared with Fairhaven?',
      'Fairhaven Casualty vs Harrowgate Mutual - objection letter totals side by side',
    ],
  ),

  // casual-and-typos
  ...family(
    'pennsylvania-umbrella-count-casual',
    'casual-and-typos',
    "select count(*) from filings where state = 'PA' and sub_toi = '17.0019 Personal Umbrella and Excess'",
    [
      'hw many umbrella filings in pennsylvania',
      'PA personal umbrela filngs count pls',
      '# of umbrella/excess filings in penn?',
      'quick q - how many pers. umbrella filings do we have for Pennsylvania',
    ],
  ),
  ...family(
    'harrowgate-ppa-2024-mean-casual',
    'casual-and-typos',
    "select avg(rate_impact) from filings where carrier = 'Harrowgate Mutual Insurance Group' and sub_toi = '19.0001 Private Passenger Auto (PPA)' and effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01'",
    [
      'avg rate chg harrowgate ppa 2024',
      'harrowgte PPA filings effective 2024 - average rate impact?',
      "whats the mean rate impact for harrowgate's private passanger auto in 2024",
      'Harrowgate, PPA, eff. 2024: avg impact',
    ],
  ),
  ...family(
    'calloway-biggest-hike-casual',
    'casual-and-typos',
    "select max(rate_impact) from filings where carrier = 'Calloway Auto and Home Group'",
    [
      'whats the biggest rate hike calloway ever filed',
      'calloway largest rate incrase %',
      'max rate impact for callaway auto and home',
      'Calloway Auto & Home - highest rate change on record?',
    ],
  ),
  ...family(
    'massachusetts-disapprovals-casual',
    'casual-and-typos',
    "select serff_tracking_number from filings where state = 'MA' and disposition_status = 'Disapproved'",
    [
      'disaproved filings in massachusets?',
      'any MA filings get disapproved? list em',
      'massachusetts disapprovals',
      'show me filings the mass. doi disapproved',
    ],
  ),

  // unanswerable
  ...family('consumer-complaints-against-carriers', 'unanswerable', null, [
    'How many consumer complaints did the DOI receive about Harrowgate in 2024?',
    'complaint counts by carrier',
    'which carrier has the highest complaint ratio in Texas',
    'number of policyholder complaints filed against Fairhaven',
  ]),
  ...family('agent-commission-rates', 'unanswerable', null, [
    "What commission rate do Brightwater's agents get?",
    'average agent commission % by carrier',
    'show the agent commission schedules in the homeowners filings',
    'which carrier pays its agents the highest commissions',
  ]),
  ...family('public-rate-hearings', 'unanswerable', null, [
    'Which filings went to a public rate hearing?',
    'how many filings had a public hearing in California',
    'list rate hearings held by the DOI in 2023',
    'count of filings where intervenors requested a hearing',
  ]),
  ...family('regulatory-fines-paid', 'unanswerable', null, [
    'How much did carriers pay in regulatory fines last year?',
    'total penalties assessed by DOIs against Harrowgate',
    'which carrier was fined the most by the department of insurance',
    'list fines levied on insurers in Florida',
  ]),
];
