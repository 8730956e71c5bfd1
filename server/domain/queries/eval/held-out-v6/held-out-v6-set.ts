import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The sixth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-29 by a helper session that does not tune the translator (README "Held-out v6").
 * Whoever tunes the translator must not open, grep, search or diff this file, nor ask for its
 * questions, families or misses; `npm run eval:translator -- --split held-out-v6` prints figures
 * only.
 */
export const HELD_OUT_V6_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v6 withdrawn homeowners filings',
    'counts',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and disposition_status = 'Withdrawn'",
    [
      'How many homeowners filings ended up withdrawn?',
      'Number of HO filings with a status of Withdrawn',
      'Count the withdrawn filings in the homeowners line',
      'How many times did a carrier pull a homeowners filing (status withdrawn)?',
    ],
  ),
  ...family(
    'v6 distinct carriers filing in New Hampshire',
    'counts',
    "select count(distinct carrier) as carriers from filings where state = 'NH'",
    [
      'How many different carriers have filed in New Hampshire?',
      'Number of distinct insurance groups with at least one NH filing',
      'Count of unique carriers filing with the New Hampshire DOI',
      'In NH, how many separate carrier groups show up in the filings?',
      'how many carriers are active in new hampshire',
    ],
  ),
  ...family(
    'v6 filings effective on approval',
    'counts',
    'select count(*) as filings from filings where on_approval',
    [
      'How many filings become effective upon approval rather than on a set date?',
      'Count the filings whose effective date is "on approval"',
      'Number of filings flagged as effective on approval',
      'How many of our filings have an on-approval effective date?',
    ],
  ),
  ...family(
    'v6 reviewers at the Ohio department',
    'counts',
    "select count(*) as reviewers from reviewers where state = 'OH'",
    [
      'How many reviewers does the Ohio department of insurance have on file?',
      'Number of DOI reviewers in OH',
      'Count the Ohio regulators in the reviewer list',
      'How many people review filings at the Ohio DOI?',
    ],
  ),

  // aggregates
  ...family(
    'v6 average days to approval under flex rating',
    'aggregates',
    "select avg(days_to_approval) as average_days from filings where approval_type = 'Flex Rating'",
    [
      'What is the average number of days to approval for flex rating filings?',
      'Mean days from submission to decision when the approval type is Flex Rating',
      'On average, how long do flex-rating filings take to get a decision, in days?',
      'avg days to approval, flex rating filings only',
    ],
  ),
  ...family(
    'v6 policyholders affected by Fairhaven in 2024',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where carrier = 'Fairhaven Casualty Group' and effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01'",
    [
      'How many policyholders in total were affected by Fairhaven filings effective in 2024?',
      'Total policyholders impacted by Fairhaven Casualty Group changes with a 2024 effective date',
      'Sum of affected policyholders for Fairhaven, effective date in calendar 2024',
      'For Fairhaven, add up the policyholders affected across filings effective during 2024',
    ],
  ),
  ...family(
    'v6 median rate impact of Meridian Trust',
    'aggregates',
    "select percentile_cont(0.5) within group (order by rate_impact) as median_rate_impact from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'What is the median overall rate impact of Meridian Trust filings?',
      'Median rate change across all Meridian Trust Casualty Group filings',
      "Give me the middle value of Meridian Trust's rate impacts",
      'Meridian Trust: median % rate change per filing',
    ],
  ),
  ...family(
    'v6 average expense ratio on bodily injury',
    'aggregates',
    "select avg(expense_ratio) as average_expense_ratio from supplemental_metrics where coverage = 'Bodily Injury'",
    [
      'What is the average expense ratio for the Bodily Injury coverage?',
      'Mean expense ratio on BI across the supplemental metrics',
      'Average expense provision (percent of premium) filed for bodily injury',
      'On bodily injury, what expense ratio do companies file on average?',
    ],
  ),

  // group-bys
  ...family(
    'v6 personal auto filings per filing type',
    'group-bys',
    "select filing_type, count(*) as filings from filings where line_of_business = '19.0 Personal Auto' group by filing_type",
    [
      'How many personal auto filings are there of each filing type?',
      'Break down auto filings by filing type (Rate, Rule, Form, Rate/Rule...)',
      'Personal auto filing counts split by type of filing',
      'For the personal auto LOB, count filings per filing type',
    ],
  ),
  ...family(
    'v6 personal auto rate impact by submission year',
    'group-bys',
    "select extract(year from submitted_date) as year, avg(rate_impact) as average_rate_impact from filings where line_of_business = '19.0 Personal Auto' group by 1",
    [
      'Average personal auto rate impact by year of submission',
      'For each year submitted, what was the mean rate change on personal auto filings?',
      'Show auto average rate impact grouped by the year the filing was submitted',
      'Personal auto line: average overall rate change per submission year',
    ],
  ),
  ...family(
    'v6 objection letters per round',
    'group-bys',
    'select round, count(*) as letters from objections group by round',
    [
      'How many objection letters were sent in each round?',
      'Count of objection letters by objection round',
      'Number of objections per round number (1st, 2nd, 3rd...)',
      'Break the objection letters down by round',
    ],
  ),
  ...family(
    'v6 premium change by rate change type',
    'group-bys',
    'select rate_change_type, sum(written_premium_change) as premium_change from filings group by rate_change_type',
    [
      'Total written premium change for increases, decreases and neutral filings',
      'Sum the change in written premium by rate change type',
      'What is the aggregate premium change in dollars for each rate change type?',
      'Written premium change ($) totals grouped by whether the filing was an increase, decrease or neutral',
    ],
  ),

  // top-N
  ...family(
    'v6 five carriers by total premium change',
    'top-N',
    'select carrier, sum(written_premium_change) as premium_change from filings group by carrier order by premium_change desc limit 5',
    [
      'Which five carriers have the largest total written premium change?',
      'Top 5 carriers ranked by summed premium change in dollars',
      'Give me the five insurance groups with the biggest aggregate written premium change',
      'Rank carriers by total written premium change and show the first five',
    ],
  ),
  ...family(
    'v6 seven personal auto filings by policyholders',
    'top-N',
    "select serff_tracking_number, policyholders_affected from filings where line_of_business = '19.0 Personal Auto' order by policyholders_affected desc limit 7",
    [
      'Which seven personal auto filings affected the most policyholders?',
      'The top seven auto filings by number of policyholders affected',
      'List the 7 personal auto filings with the highest policyholder counts affected',
      'Show me seven auto filings touching the largest number of policyholders',
    ],
  ),
  ...family(
    'v6 three factors with the biggest average change',
    'top-N',
    'select factor, avg(change) as average_change from rating_factors group by factor order by average_change desc limit 3',
    [
      'Which three rating factors have the highest average change?',
      'Top three factors by mean percent change across filings',
      'Name the 3 rating factors that were increased the most on average',
      'Rank the rating factors by average change, top three only',
    ],
  ),
  ...family(
    'v6 five lowest approved rate impacts',
    'top-N',
    "select serff_tracking_number, rate_impact from filings where disposition_status = 'Approved' order by rate_impact asc limit 5",
    [
      'Which five filings with status Approved have the lowest rate impact?',
      'Bottom five filings in Approved status by overall rate change',
      'Show the five filings whose status is Approved with the smallest (most negative) rate impacts',
      'Among filings with status Approved, list the five lowest rate changes',
    ],
  ),

  // thresholds
  ...family(
    'v6 homeowners filings above fifteen percent',
    'thresholds',
    "select serff_tracking_number from filings where line_of_business = '04.0 Homeowners' and rate_impact > 15",
    [
      'Which homeowners filings have a rate impact above 15%?',
      'List HO filings with an overall rate change greater than fifteen percent',
      'Homeowners filings where the rate increase exceeds 15 percent',
      'Show me HO filings over +15% rate impact',
    ],
  ),
  ...family(
    'v6 filings over two hundred days to approval',
    'thresholds',
    'select count(*) as filings from filings where days_to_approval > 200',
    [
      'How many filings took more than 200 days to get a decision?',
      'Count of filings whose days to approval exceed two hundred',
      'Number of filings with over 200 days between submission and disposition',
      'How many filings sat with the regulator for more than 200 days before a decision?',
    ],
  ),
  ...family(
    'v6 filings with premium change over fifty million',
    'thresholds',
    'select count(*) as filings from filings where written_premium_change > 50000000',
    [
      'How many filings change written premium by more than $50 million?',
      'Count filings with a written premium change above 50,000,000 dollars',
      'Number of filings whose premium impact exceeds $50M',
      'How many filings add over fifty million dollars of written premium?',
    ],
  ),
  ...family(
    'v6 filings with a permissible loss ratio under sixty',
    'thresholds',
    'select distinct serff_tracking_number from supplemental_metrics where permissible_loss_ratio < 60',
    [
      'Which filings have a permissible loss ratio below 60% on any coverage?',
      'List filings where some coverage has a PLR under sixty percent',
      'Filings with at least one coverage whose permissible loss ratio is less than 60',
      'Show the SERFF numbers with a permissible LR below 60 percent',
    ],
  ),
  ...family(
    'v6 filings affecting a hundred thousand policyholders',
    'thresholds',
    'select count(*) as filings from filings where policyholders_affected >= 100000',
    [
      'How many filings affect at least 100,000 policyholders?',
      'Count of filings touching one hundred thousand or more policyholders',
      'Number of filings with policyholders affected of 100k or above',
      'How many filings hit a hundred thousand policyholders or more?',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'v6 carriers with over twenty auto filings',
    'conditions-on-aggregates',
    "select carrier, count(*) as filings from filings where line_of_business = '19.0 Personal Auto' group by carrier having count(*) > 20",
    [
      'Which carriers have more than 20 personal auto filings?',
      'Carriers with over twenty filings in the personal auto line',
      'List the insurance groups whose personal auto filing count exceeds 20',
      'Who has filed more than twenty auto filings?',
    ],
  ),
  ...family(
    'v6 states averaging above eight percent',
    'conditions-on-aggregates',
    'select state, avg(rate_impact) as average_rate_impact from filings group by state having avg(rate_impact) > 8',
    [
      'In which states does the average rate impact exceed 8%?',
      'States whose mean overall rate change is above eight percent',
      'List the states with an average rate increase of more than 8 percent',
      'Which states average more than +8% per filing?',
    ],
  ),
  ...family(
    'v6 primary reviewers with five or more filings',
    'conditions-on-aggregates',
    "select reviewer_name, count(*) as filings from reviews where role = 'primary' group by reviewer_name having count(*) >= 5",
    [
      'Which reviewers were the primary reviewer on at least five filings?',
      'Reviewers assigned as primary on 5 or more filings',
      'List primary reviewers with five or more filings each',
      'Who has been lead (primary) reviewer on five filings or more?',
    ],
  ),
  ...family(
    'v6 products with many filings and low average',
    'conditions-on-aggregates',
    'select product_name, count(*) as filings, avg(rate_impact) as average_rate_impact from filings group by product_name having count(*) >= 10 and avg(rate_impact) < 5',
    [
      'Which products have at least 10 filings and an average rate impact under 5%?',
      'Products with ten or more filings whose mean rate change is below five percent',
      'List programs filed 10+ times that average less than 5% rate impact',
      'Among products with at least ten filings, which ones average below a 5 percent rate change?',
    ],
  ),

  // negation
  ...family(
    'v6 carriers that never filed a decrease',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where rate_change_type = 'Decrease')",
    [
      'Which carriers have never filed a rate decrease?',
      'Carriers with no decrease filings at all',
      'List the insurance groups that have not once taken a rate cut',
      'Which groups never had a filing with rate change type Decrease?',
    ],
  ),
  ...family(
    'v6 Texas filings without objection letters',
    'negation',
    "select count(*) as filings from filings where state = 'TX' and objection_count = 0",
    [
      'How many Texas filings received no objection letters?',
      'Count of TX filings with zero objections',
      'Number of filings in Texas that the regulator never objected to',
      'How many Texas filings went through without a single objection letter?',
    ],
  ),
  ...family(
    'v6 homeowners filings not file and use',
    'negation',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and approval_type <> 'File and Use'",
    [
      'How many homeowners filings were not filed under File and Use?',
      'Count HO filings whose approval type is anything other than file and use',
      'Number of homeowners filings excluding the File and Use ones',
      'Homeowners filings that are not file-and-use: how many?',
    ],
  ),
  ...family(
    'v6 states without a withdrawn filing',
    'negation',
    "select distinct state from filings where state not in (select state from filings where disposition_status = 'Withdrawn')",
    [
      'Which states have no withdrawn filings?',
      'List the states where nothing was ever withdrawn',
      'States without a single filing in Withdrawn status',
      'In which states has no filing been withdrawn?',
    ],
  ),
  ...family(
    'v6 Arizona reviewers without objections',
    'negation',
    "select name from reviewers where state = 'AZ' and total_objections = 0",
    [
      'Which Arizona reviewers have never written an objection letter?',
      'AZ DOI reviewers with zero objection letters',
      'List the reviewers in Arizona who have not sent any objections',
      'Who at the Arizona department has no objection letters to their name?',
    ],
  ),

  // date-ranges
  ...family(
    'v6 submitted March to June 2023',
    'date-ranges',
    "select count(*) as filings from filings where submitted_date between '2023-03-01' and '2023-06-30'",
    [
      'How many filings were submitted between March and June 2023?',
      'Count of filings submitted from 1 March 2023 through 30 June 2023',
      'Number of submissions during Mar-Jun 2023',
      'How many filings did carriers submit in the March to June 2023 window?',
    ],
  ),
  ...family(
    'v6 effective since July 2025',
    'date-ranges',
    "select count(*) as filings from filings where effective_date_new >= '2025-07-01'",
    [
      'How many filings have an effective date on or after July 1, 2025?',
      'Count filings effective since July 2025',
      'Number of filings with new business effective dates from 7/1/2025 onward',
      'How many rate changes are effective July 2025 or later?',
    ],
  ),
  ...family(
    'v6 approved in the first half of 2022',
    'date-ranges',
    "select count(*) as filings from filings where disposition_status = 'Approved' and disposition_date >= '2022-01-01' and disposition_date < '2022-07-01'",
    [
      'How many filings with status Approved were decided in the first half of 2022?',
      'Number of approvals (status Approved) decided January through June 2022',
      'Count filings in Approved status with a disposition date in H1 2022',
      'How many filings got a status of Approved between Jan 1 and Jun 30, 2022?',
    ],
  ),
  ...family(
    'v6 decided in the last thirty months',
    'date-ranges',
    "select count(*) as filings from filings where disposition_date >= current_date - interval '30 months'",
    [
      'How many filings had a disposition in the last 30 months?',
      'Count of filings decided over the past thirty months',
      'Number of dispositions in the trailing 30 months',
      'How many filings got a decision from the regulator within the last two and a half years?',
    ],
  ),

  // calendar
  ...family(
    'v6 effective in the third quarter of 2021',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= '2021-07-01' and effective_date_new < '2021-10-01'",
    [
      'How many filings were effective in Q3 2021?',
      'Count of filings with an effective date in the third quarter of 2021',
      'Number of filings effective July through September 2021',
      'How many changes are effective in 3Q21?',
    ],
  ),
  ...family(
    'v6 submitted in December 2024',
    'calendar',
    "select count(*) as filings from filings where submitted_date >= '2024-12-01' and submitted_date < '2025-01-01'",
    [
      'How many filings were submitted in December 2024?',
      'Count of filings submitted during Dec 2024',
      'Number of submissions in the month of December 2024',
      'How many filings went in to regulators in December of 2024?',
    ],
  ),
  ...family(
    'v6 filings effective per month of 2025',
    'calendar',
    "select extract(month from effective_date_new) as month, count(*) as filings from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01' group by 1",
    [
      'How many filings are effective in each month of 2025?',
      'Monthly count of filings by effective date for 2025',
      'Break down 2025 filings by the month they are effective',
      'Filings effective per month during calendar year 2025',
    ],
  ),
  ...family(
    'v6 homeowners effective in spring quarter 2020',
    'calendar',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2020-04-01' and effective_date_new < '2020-07-01'",
    [
      'How many homeowners filings were effective in the second quarter of 2020?',
      'Count HO filings effective in Q2 2020',
      'Number of homeowners filings with an effective date between April and June 2020',
      'Homeowners filings effective 2Q 2020, how many?',
    ],
  ),

  // superlatives
  ...family(
    'v6 carrier with the fewest policyholders per filing',
    'superlatives',
    'select carrier, avg(policyholders_affected) as average_policyholders from filings group by carrier order by average_policyholders asc limit 1',
    [
      'Which carrier affects the fewest policyholders per filing on average?',
      'The carrier whose filings have the lowest average number of policyholders affected',
      'Smallest mean policyholders affected per filing: which carrier?',
      'Which insurance group has the lowest average policyholders impacted by a filing?',
    ],
  ),
  ...family(
    'v6 filing with the largest indication',
    'superlatives',
    'select serff_tracking_number, indicated_change from filings where indicated_change is not null order by indicated_change desc limit 1',
    [
      'Which filing has the largest indicated rate change?',
      'The filing with the highest actuarial indication',
      'What filing shows the biggest indicated change in percent?',
      'Find the single filing whose indication is the highest',
    ],
  ),
  ...family(
    'v6 line with the fastest average approval',
    'superlatives',
    'select line_of_business, avg(days_to_approval) as average_days from filings where days_to_approval is not null group by line_of_business order by average_days asc limit 1',
    [
      'Which line of business gets approved fastest on average?',
      'LOB with the lowest average days to approval',
      'In which line is the mean time from submission to decision the shortest?',
      'Quickest line of business by average days to approval',
    ],
  ),
  ...family(
    'v6 coverage with the lowest permissible loss ratio',
    'superlatives',
    'select coverage, avg(permissible_loss_ratio) as average_plr from supplemental_metrics group by coverage order by average_plr asc limit 1',
    [
      'Which coverage has the lowest average permissible loss ratio?',
      'The coverage with the smallest mean PLR',
      'On which coverage is the permissible loss ratio lowest on average?',
      'Lowest average permissible loss ratio: which coverage?',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v6 share of personal auto filings withdrawn',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) as withdrawn_share from filings where line_of_business = '19.0 Personal Auto'",
    [
      'What percentage of personal auto filings were withdrawn?',
      'Share of auto filings with a Withdrawn status',
      'Withdrawal rate for the personal auto line, in percent',
      'Of all personal auto filings, what percent got withdrawn?',
    ],
  ),
  ...family(
    'v6 share of homeowners filings that increase',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) as increase_share from filings where line_of_business = '04.0 Homeowners'",
    [
      'What share of homeowners filings are rate increases?',
      'Percent of HO filings with rate change type Increase',
      'Among homeowners filings, what fraction are increases?',
      'Proportion of homeowners filings that raise rates',
    ],
  ),
  ...family(
    'v6 increases per decrease at Harrowgate',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) filter (where rate_change_type = 'Decrease') as increases_per_decrease from filings where carrier = 'Harrowgate Mutual Insurance Group'",
    [
      'What is the ratio of increases to decreases in Harrowgate filings?',
      'For Harrowgate Mutual, how many increase filings are there per decrease filing?',
      'Harrowgate: number of rate increases divided by number of rate decreases',
      'Ratio of Harrowgate increase filings to its decrease filings',
    ],
  ),
  ...family(
    'v6 Brightwater share of premium change',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium_change) filter (where carrier = 'Brightwater Insurance Companies') / sum(written_premium_change) as brightwater_share from filings",
    [
      "What share of the total written premium change comes from Brightwater's filings?",
      'Brightwater percentage of all written premium change',
      'Of the summed premium change across every filing, what percent is Brightwater Insurance Companies?',
      "Brightwater's slice of total written premium change, as a percent",
    ],
  ),

  // joins
  ...family(
    'v6 Fairhaven territory relativity change',
    'joins',
    "select avg(l.change) as average_change from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Territory' and f.carrier = 'Fairhaven Casualty Group'",
    [
      "What is the average change in territory relativities across Fairhaven's filings?",
      'Mean percent change of Territory factor levels in Fairhaven Casualty Group filings',
      'For Fairhaven, average relativity change over all territory levels',
      'Across territory levels revised by Fairhaven, how much did relativities move on average?',
    ],
  ),
  ...family(
    'v6 objection rounds on Louisiana homeowners',
    'joins',
    "select count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.state = 'LA' and f.line_of_business = '04.0 Homeowners'",
    [
      'How many objection letters were sent on Louisiana homeowners filings?',
      'Count of objection rounds on HO filings in LA',
      'Number of objections the Louisiana DOI raised on homeowners filings',
      'Total objection letters against homeowners filings in Louisiana',
    ],
  ),
  ...family(
    'v6 Texas bodily injury base rate after',
    'joins',
    "select avg(b.rate_after) as average_base_rate from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.state = 'TX' and b.coverage = 'Bodily Injury'",
    [
      'What is the average proposed bodily injury base rate in Texas filings?',
      'Mean BI base rate after the change for TX filings',
      'Average new base rate for Bodily Injury across filings in Texas, in dollars',
      'In Texas, what do the filed bodily injury base rates average after the filing?',
    ],
  ),
  ...family(
    'v6 filings led by a chief casualty actuary',
    'joins',
    "select count(*) as filings from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where r.role = 'primary' and v.title = 'Chief Casualty Actuary'",
    [
      'How many filings had a Chief Casualty Actuary as primary reviewer?',
      'Count of filings whose primary reviewer holds the title Chief Casualty Actuary',
      'Number of filings led by a chief casualty actuary at the DOI',
      'On how many filings was the primary reviewer a Chief Casualty Actuary?',
    ],
  ),
  ...family(
    'v6 wind and hail indication by carrier in homeowners',
    'joins',
    "select f.carrier, avg(m.indication) as average_indication from supplemental_metrics m join filings f on f.serff_tracking_number = m.serff_tracking_number where m.coverage = 'Wind/Hail' and f.line_of_business = '04.0 Homeowners' group by f.carrier",
    [
      'Average Wind/Hail indication by carrier on homeowners filings',
      'For each carrier, what is the mean indicated change for wind/hail in HO filings?',
      'Wind and hail indications in homeowners, averaged per carrier',
      'Per carrier, the average indication on the Wind/Hail coverage across homeowners filings',
    ],
  ),
  ...family(
    'v6 Calloway filings changing model year',
    'joins',
    "select count(distinct r.serff_tracking_number) as filings from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number where r.factor = 'Model Year' and f.carrier = 'Calloway Auto and Home Group'",
    [
      'How many Calloway filings changed the Model Year factor?',
      'Number of Calloway Auto and Home filings that revised model year relativities',
      'Count of Calloway filings touching the model year rating factor',
      'In how many of its filings did Calloway change model year?',
    ],
  ),

  // filters-on-columns
  ...family(
    'v6 rate-only filings with status filed',
    'filters-on-columns',
    "select count(*) as filings from filings where filing_type = 'Rate' and disposition_status = 'Filed'",
    [
      'How many Rate-only filings have a disposition status of Filed?',
      'Count of filings of type Rate whose status is Filed',
      'Number of filings with filing type "Rate" and status "Filed"',
      'Rate filings (not Rate/Rule) currently in Filed status: how many?',
    ],
  ),
  ...family(
    'v6 condominium homeowners filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where sub_toi = '04.0001 Condominium Homeowners'",
    [
      'List the Condominium Homeowners filings and their carriers',
      'Which filings are in the condo homeowners sub-TOI, and by whom?',
      'Show filings with sub-TOI 04.0001 Condominium Homeowners with the carrier',
      'Condo HO filings: tracking number and carrier',
    ],
  ),
  ...family(
    'v6 secondary reviews in Louisiana',
    'filters-on-columns',
    "select count(*) as reviews from reviews where role = 'secondary' and state = 'LA'",
    [
      'How many secondary reviewer assignments are there in Louisiana?',
      'Count reviews in LA where the reviewer role is secondary',
      'Number of times a secondary reviewer was assigned at the Louisiana DOI',
      'Louisiana review assignments with role = secondary, how many?',
    ],
  ),
  ...family(
    'v6 use and file decreases',
    'filters-on-columns',
    "select count(*) as filings from filings where approval_type = 'Use and File' and rate_change_type = 'Decrease'",
    [
      'How many Use and File filings were rate decreases?',
      'Count of filings with approval type Use and File and rate change type Decrease',
      'Number of use-and-file filings that cut rates',
      'Use & File filings with a decrease: how many are there?',
    ],
  ),
  ...family(
    'v6 homeowners filings by multiple companies',
    'filters-on-columns',
    "select count(*) as filings from filings where filing_company = 'Multiple' and line_of_business = '04.0 Homeowners'",
    [
      'How many homeowners filings list the filing company as Multiple?',
      'Count HO filings submitted jointly by multiple companies (filing company = Multiple)',
      'Number of homeowners filings where several companies filed together',
      'Homeowners filings with "Multiple" as filing company, count please',
    ],
  ),

  // comparisons
  ...family(
    'v6 homeowners against personal auto average',
    'comparisons',
    "select line_of_business, avg(rate_impact) as average_rate_impact from filings where line_of_business in ('04.0 Homeowners', '19.0 Personal Auto') group by line_of_business",
    [
      'How does the average rate impact of homeowners compare with personal auto?',
      'Average rate change: HO vs personal auto',
      'Compare mean rate impact between the homeowners and personal auto lines',
      'Is the average rate increase higher in homeowners or in auto? Show both',
    ],
  ),
  ...family(
    'v6 Harrowgate filings 2024 against 2025',
    'comparisons',
    "select extract(year from effective_date_new) as year, count(*) as filings from filings where carrier = 'Harrowgate Mutual Insurance Group' and extract(year from effective_date_new) in (2024, 2025) group by 1",
    [
      'How many Harrowgate filings were effective in 2024 compared with 2025?',
      'Harrowgate filing count by effective year, 2024 vs 2025',
      'Compare the number of Harrowgate Mutual filings effective in 2024 and in 2025',
      "Harrowgate's filings effective in 2024 versus 2025, side by side",
    ],
  ),
  ...family(
    'v6 use and file against flex rating impact',
    'comparisons',
    "select approval_type, avg(rate_impact) as average_rate_impact from filings where approval_type in ('Use and File', 'Flex Rating') group by approval_type",
    [
      'Do flex rating filings carry bigger rate changes than use and file ones? Average rate impact for each',
      'Average rate impact: Use and File vs Flex Rating',
      'Compare the mean overall rate change of use-and-file and flex-rating filings',
      'How does the average rate impact under flex rating compare with use & file?',
    ],
  ),
  ...family(
    'v6 filings taking more than indicated',
    'comparisons',
    'select count(*) as filings from filings where rate_impact > indicated_change',
    [
      'How many filings took a rate change larger than the indication?',
      'Count filings where the rate impact exceeds the indicated change',
      'Number of filings that went above their actuarial indication',
      'In how many filings is the selected change higher than indicated?',
    ],
  ),

  // casual-and-typos
  ...family(
    'v6 Brightwater PPA count casual',
    'casual-and-typos',
    "select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and sub_toi = '19.0001 Private Passenger Auto (PPA)'",
    [
      'hw many PPA filngs did brightwater do',
      'brightwater private passanger auto filings - how many?',
      'quick one: # of PPA filings from Brightwater',
      'count of brightwater ppa filings pls',
    ],
  ),
  ...family(
    'v6 average HO rate in Missouri casual',
    'casual-and-typos',
    "select avg(rate_impact) as average_rate_impact from filings where line_of_business = '04.0 Homeowners' and state = 'MO'",
    [
      'whats the avg rate chg for HO in MO',
      'homeowners in missouri, avrage rate impact?',
      'MO homeowners - typical (mean) rate change',
      'avg HO rate impact missouri',
    ],
  ),
  ...family(
    'v6 disapproved filings list casual',
    'casual-and-typos',
    "select serff_tracking_number from filings where disposition_status = 'Disapproved'",
    [
      'pull the list of disaproved filings',
      'which filings got shot down by the regulator (disapproved)?',
      'gimme every filing the DOI disapproved, w/ carrier and state',
      'disapproved filings plz - serff #, carrier, state',
    ],
  ),
  ...family(
    'v6 renters filings casual',
    'casual-and-typos',
    "select serff_tracking_number from filings where sub_toi = '04.0004 Tenant Homeowners'",
    [
      'any renters (tenant HO) filings out there? who filed em',
      'tenant homeowners sub-toi filngs + carrier',
      'show me the renters filings pls',
      'list tennant homeowners filings',
    ],
  ),

  // unanswerable
  ...family('v6 market conduct exams', 'unanswerable', null, [
    'How many market conduct exams has each carrier gone through?',
    'Which carrier had the most market conduct examination findings?',
    'List the market conduct exam penalties by state',
    'When was Harrowgate last examined for market conduct?',
  ]),
  ...family('v6 retention after increases', 'unanswerable', null, [
    'What was the policy retention rate after the homeowners increases?',
    'How many policyholders left (non-renewed) after Brightwater raised rates?',
    'Lapse rate following rate increases, by carrier',
    'Did retention drop after the 2024 personal auto filings?',
  ]),
  ...family('v6 claims paid', 'unanswerable', null, [
    'How many claims did Fairhaven pay in 2023?',
    'Total claim payments by carrier for homeowners',
    'Number of paid claims per state in personal auto',
    'What were the incurred losses paid on Meridian Trust policies last year?',
  ]),
  ...family('v6 reviewer salaries', 'unanswerable', null, [
    'What is the salary of the Ohio reviewers?',
    'How much do DOI rate analysts get paid?',
    'Average pay of the reviewers by title',
    'Which reviewer earns the most?',
  ]),
];
