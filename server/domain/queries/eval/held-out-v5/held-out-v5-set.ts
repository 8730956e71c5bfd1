import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The fifth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-29 by a helper session that does not tune the translator (see "Held-out v5" in
 * ../README.md). Whoever tunes the translator must not open, grep, search or diff this file.
 */
export const HELD_OUT_V5_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v5 states with a brightwater filing',
    'counts',
    `select count(distinct f.state) as states_with_filings
from filings f
where f.carrier = 'Brightwater Insurance Companies'`,
    [
      'In how many different states has Brightwater filed?',
      'number of distinct states with at least one Brightwater filing',
      'can you pull how many unique jurisdictions Brightwater Insurance Companies has filings in',
      'Brightwater: count of states they have filed in',
      'across how many states does brightwater have rate filings on record',
    ],
  ),
  ...family(
    'v5 prior approval filings disapproved',
    'counts',
    `select count(*) as disapproved_filings
from filings f
where f.disposition_status = 'Disapproved' and f.approval_type = 'Prior Approval'`,
    [
      'How many prior approval filings ended up disapproved?',
      'count of disapprovals among filings under the prior-approval regime',
      'number of filings with a Disapproved disposition whose approval type is Prior Approval',
      'I need the number of prior approval filings the DOI disapproved',
      'I need a count of every filing that went through the prior approval process and came back with a disposition status of Disapproved',
    ],
  ),
  ...family(
    'v5 workers comp rate decreases',
    'counts',
    `select count(*) as wc_decreases
from filings f
where f.line_of_business = '16.0 Workers Compensation' and f.rate_change_type = 'Decrease'`,
    [
      "How many workers' comp filings were rate decreases?",
      'number of WC filings that lowered rates',
      'count the workers compensation filings whose rate change type is a decrease',
      'how many rate decreases have been filed for WC',
      'Workers compensation line: how many filings cut rates?',
    ],
  ),

  // aggregates
  ...family(
    'v5 days to approval homeowners prior approval',
    'aggregates',
    `select avg(f.days_to_approval) as avg_days
from filings f
where f.line_of_business = '04.0 Homeowners' and f.approval_type = 'Prior Approval'`,
    [
      'What is the average number of days to approval for homeowners filings under prior approval?',
      'avg time to approval in days, HO, prior approval filings',
      'On average how long do prior-approval homeowners filings take to get a decision, in days?',
      'mean days from submission to disposition for homeowners filings with approval type prior approval',
    ],
  ),
  ...family(
    'v5 median rate impact private passenger auto',
    'aggregates',
    `select percentile_cont(0.5) within group (order by f.rate_impact) as median_rate_impact
from filings f
where f.sub_toi = '19.0001 Private Passenger Auto (PPA)'`,
    [
      'What is the median overall rate impact of PPA filings?',
      'median rate change on the private passenger auto sub-TOI',
      'give me the 50th percentile of rate impact across PPA filings',
      'middle value of the overall rate change for filings in sub-TOI 19.0001 private passenger auto',
    ],
  ),
  ...family(
    'v5 meridian trust policyholders affected 2025',
    'aggregates',
    `select sum(f.policyholders_affected) as total_policyholders
from filings f
where f.carrier = 'Meridian Trust Casualty Group'
  and f.effective_date_new >= date '2025-01-01' and f.effective_date_new < date '2026-01-01'`,
    [
      'How many policyholders in total were affected by Meridian Trust filings effective in 2025?',
      'sum of policyholders affected, Meridian Trust Casualty Group, filings taking effect in 2025',
      "total number of insureds impacted by Meridian Trust's 2025 filings",
      'Meridian Trust, 2025 effective dates: total policyholders affected across their filings',
    ],
  ),
  ...family(
    'v5 permissible loss ratio wind hail',
    'aggregates',
    `select avg(s.permissible_loss_ratio) as avg_plr
from supplemental_metrics s
where s.coverage = 'Wind/Hail'`,
    [
      'What is the average permissible loss ratio for wind/hail coverage?',
      'avg PLR on Wind/Hail in the supplemental metrics',
      'mean permissible loss ratio across wind and hail coverage rows',
      'for the wind/hail coverage, what is the permissible loss ratio on average',
    ],
  ),

  // group-bys
  ...family(
    'v5 mean policyholders affected per auto sub-toi',
    'group-bys',
    `select f.sub_toi, avg(f.policyholders_affected) as mean_policyholders
from filings f
where f.line_of_business = '19.0 Personal Auto'
group by f.sub_toi`,
    [
      'average number of policyholders affected per sub-TOI in personal auto',
      'for each personal auto sub-TOI, the mean policyholders affected by a filing',
      'How many policyholders does a typical auto filing touch, broken down by sub-TOI (average)?',
      "by sub-toi within the auto line, what's the avg policyholders affected",
      'avg insureds affected per filing, personal auto, grouped by sub TOI',
    ],
  ),
  ...family(
    'v5 personal auto filings per filing type',
    'group-bys',
    `select f.filing_type, count(*) as auto_filings
from filings f
where f.line_of_business = '19.0 Personal Auto'
group by f.filing_type`,
    [
      'number of personal auto filings for each filing type',
      'How many auto filings are Rate, Rule, Rate/Rule and so on? count them by filing type',
      'split the personal auto filings by filing type with counts',
      'filing type breakdown (count) for the 19.0 personal auto line',
    ],
  ),
  ...family(
    'v5 written premium change per line effective 2023',
    'group-bys',
    `select f.line_of_business, sum(f.written_premium_change) as premium_change_dollars
from filings f
where f.effective_date_new between date '2023-01-01' and date '2023-12-31'
group by f.line_of_business`,
    [
      'total written premium change by line of business for filings effective in 2023',
      '2023 effective filings: sum of written premium change per LOB',
      'How much written premium did each line gain or lose through filings taking effect in 2023?',
      'by line, add up the dollar written premium change of the filings effective during 2023',
    ],
  ),

  // top-N
  ...family(
    'v5 three carriers with most homeowners filings',
    'top-N',
    `select f.carrier, count(*) as ho_filings
from filings f
where f.line_of_business = '04.0 Homeowners'
group by f.carrier
order by ho_filings desc
limit 3`,
    [
      'Which three carriers have made the most homeowners filings?',
      'top 3 carriers by number of HO filings',
      'give me the three busiest homeowners filers, by count of filings',
      'carriers with the most filings in homeowners, just the top three',
    ],
  ),
  ...family(
    'v5 four largest texas indications',
    'top-N',
    `select f.serff_tracking_number, f.indicated_change
from filings f
where f.state = 'TX' and f.indicated_change is not null
order by f.indicated_change desc
limit 4`,
    [
      'Which four Texas filings had the biggest indicated change?',
      'In TX, list the filings with the highest indicated rate change, four of them',
      'top four indications among Texas filings',
      'out of all the Texas filings, give me the ones whose actuarial indication was highest; I only need four',
      'show me 4 filings from Texas whose indicated change was the largest',
    ],
  ),
  ...family(
    'v5 ten biggest hurricane base rate changes',
    'top-N',
    `select b.serff_tracking_number, b.change as hurricane_change
from base_rates b
where b.coverage = 'Hurricane'
order by b.change desc
limit 10`,
    [
      'The ten largest hurricane base rate increases: which filings?',
      'list the filings with the biggest percentage change in the Hurricane base rate, top ten',
      'top 10 base rate changes for hurricane coverage',
      'which filings raised the hurricane base rate the most? give me ten',
    ],
  ),
  ...family(
    'v5 six largest written premium increases',
    'top-N',
    `select f.serff_tracking_number, f.written_premium_change
from filings f
order by f.written_premium_change desc
limit 6`,
    [
      'Which six filings added the most written premium in dollars?',
      'top six filings by written premium change',
      'I need the filings with the largest dollar increase in written premium, six of them',
      'largest written premium changes: show the first 6 filings',
    ],
  ),

  // thresholds
  ...family(
    'v5 effective 2025 rate impact above fifteen',
    'thresholds',
    `select count(*) as big_increases
from filings f
where f.rate_impact > 15
  and f.effective_date_new >= date '2025-01-01' and f.effective_date_new <= date '2025-12-31'`,
    [
      'How many filings effective in 2025 had a rate impact above 15%?',
      'count of 2025 filings with an overall rate change over fifteen percent',
      'number of filings taking effect in 2025 with rate increases greater than 15 pct',
      'filings effective in 2025 that came in above +15%: how many?',
      'of the filings with an effective date in calendar year 2025, how many show an overall rate impact strictly greater than 15 percent?',
    ],
  ),
  ...family(
    'v5 filings with a coverage expense ratio under twenty',
    'thresholds',
    `select distinct s.serff_tracking_number
from supplemental_metrics s
where s.expense_ratio < 20`,
    [
      'Which filings have a coverage with an expense ratio below 20%?',
      "list filings where any coverage's expense ratio is under twenty percent",
      'tracking numbers of filings with an expense ratio less than 20 on some coverage',
      'filings showing a sub-20% expense ratio for at least one coverage',
    ],
  ),
  ...family(
    'v5 prior approval filings over 150 days',
    'thresholds',
    `select count(*) as slow_filings
from filings f
where f.approval_type = 'Prior Approval' and f.days_to_approval > 150`,
    [
      'How many prior approval filings took more than 150 days to approve?',
      'number of prior-approval filings with days to approval over one hundred fifty',
      'count of filings under prior approval that waited longer than 150 days for a decision',
      'prior approval filings with more than 150 days to approval: how many are there?',
    ],
  ),
  ...family(
    'v5 non-cat base rates above 1500 dollars',
    'thresholds',
    `select count(*) as high_non_cat_rates
from base_rates b
where b.coverage = 'Non-Catastrophe' and b.rate_after > 1500`,
    [
      'How many filings set a non-catastrophe base rate above $1,500?',
      'count of Non-Catastrophe base rates over 1500 dollars after the filing',
      'number of filings whose proposed non-cat base rate exceeds fifteen hundred dollars',
      'non-catastrophe coverage: in how many filings is the new base rate more than $1500?',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'v5 carriers averaging over six on personal auto',
    'conditions-on-aggregates',
    `select f.carrier
from filings f
where f.line_of_business = '19.0 Personal Auto'
group by f.carrier
having avg(f.rate_impact) > 6`,
    [
      'Which carriers average more than 6% rate impact on personal auto?',
      'carriers whose mean auto rate change is above six percent',
      'list carriers averaging above 6 pct on their personal auto filings',
      'in personal auto, which carriers have an average overall rate change greater than 6%',
    ],
  ),
  ...family(
    'v5 states with ten effective filings since 2022',
    'conditions-on-aggregates',
    `select f.state
from filings f
where f.effective_date_new >= date '2022-01-01'
group by f.state
having count(*) >= 10`,
    [
      'Which states have at least ten filings effective since 2022?',
      'states with 10 or more filings taking effect from 2022 onward',
      'list states where the count of filings effective in 2022 or later is at least 10',
      'counting by effective date since the start of 2022, which states had ten or more filings',
    ],
  ),
  ...family(
    'v5 reviewers secondary on more than one filing',
    'conditions-on-aggregates',
    `select r.reviewer_name
from reviews r
where r.role = 'secondary'
group by r.reviewer_name
having count(*) > 1`,
    [
      'Which reviewers have been the secondary reviewer on more than one filing?',
      'reviewers with over 1 secondary assignment',
      'list the DOI reviewers who served as secondary reviewer on 2 or more filings',
      'who has been the second (secondary) reviewer on multiple filings',
    ],
  ),
  ...family(
    'v5 carriers many filings and quick approvals',
    'conditions-on-aggregates',
    `select f.carrier
from filings f
group by f.carrier
having count(*) > 25 and avg(f.days_to_approval) < 38`,
    [
      'Which carriers have more than 25 filings and an average time to approval under 38 days?',
      'carriers with over twenty-five filings whose avg days to approval is below 38',
      'list the carriers that filed more than 25 times and get approved in under 38 days on average',
      'more than 25 filings and average approval time < 38 days: which carriers?',
    ],
  ),

  // negation
  ...family(
    'v5 carriers without personal auto filings',
    'negation',
    `select distinct f.carrier
from filings f
where f.carrier not in (
  select a.carrier from filings a where a.line_of_business = '19.0 Personal Auto'
)`,
    [
      'Which carriers have never made a personal auto filing?',
      'carriers with no auto filings at all',
      'list the carriers that have nothing filed in the 19.0 personal auto line',
      "who hasn't filed anything in personal auto?",
    ],
  ),
  ...family(
    'v5 florida filings without objections',
    'negation',
    `select count(*) as clean_filings
from filings f
where f.state = 'FL' and f.objection_count = 0`,
    [
      'How many Florida filings got no objection letters?',
      'count of FL filings with zero objections',
      'number of filings in Florida that the DOI never objected to',
      'Florida: how many filings went through without a single objection letter',
    ],
  ),
  ...family(
    'v5 texas auto filings that are not increases',
    'negation',
    `select count(*) as non_increases
from filings f
where f.state = 'TX' and f.line_of_business = '19.0 Personal Auto' and f.rate_change_type <> 'Increase'`,
    [
      'How many Texas personal auto filings were not rate increases?',
      'count of TX auto filings other than increases',
      "in Texas, personal auto filings that weren't increases: how many?",
      'number of non-increase auto filings in TX (decreases or neutral)',
      'looking only at Texas and only at the 19.0 personal auto line, how many filings had a rate change type other than Increase?',
    ],
  ),
  ...family(
    'v5 new hampshire reviewers who never objected',
    'negation',
    `select v.name
from reviewers v
where v.state = 'NH' and v.total_objections = 0`,
    [
      'Which New Hampshire reviewers have never written an objection letter?',
      'NH DOI reviewers with zero objections',
      "list the reviewers in New Hampshire who haven't objected to anything",
      'New Hampshire reviewers without any objection letters to their name',
    ],
  ),

  // date-ranges
  ...family(
    'v5 submitted march 2021 through june 2022',
    'date-ranges',
    `select count(*) as submissions
from filings f
where f.submitted_date >= date '2021-03-01' and f.submitted_date < date '2022-07-01'`,
    [
      'How many filings were submitted between March 2021 and June 2022?',
      'count of submissions from Mar 2021 through Jun 2022',
      'number of filings submitted between 1 March 2021 and 30 June 2022',
      "filings submitted from March '21 to the end of June '22: how many",
    ],
  ),
  ...family(
    'v5 harrowgate effective before july 2019',
    'date-ranges',
    `select count(*) as early_filings
from filings f
where f.carrier = 'Harrowgate Mutual Insurance Group' and f.effective_date_new < date '2019-07-01'`,
    [
      'How many Harrowgate filings had an effective date before July 1, 2019?',
      'how many Harrowgate Mutual filings have an effective date earlier than 2019-07-01',
      "count Harrowgate's filings effective prior to July 2019",
      'number of Harrowgate filings effective before 7/1/2019',
    ],
  ),
  ...family(
    'v5 disapprovals since 2024',
    'date-ranges',
    `select count(*) as disapprovals
from filings f
where f.disposition_status = 'Disapproved' and f.disposition_date >= date '2024-01-01'`,
    [
      'How many filings have been disapproved since 2024?',
      'disapprovals since January 1, 2024: count',
      'number of filings disapproved from 2024 onward',
      'since the start of 2024, how many filings got disapproved',
    ],
  ),
  ...family(
    'v5 submissions in the past 24 months',
    'date-ranges',
    `select count(*) as recent_submissions
from filings f
where f.submitted_date >= current_date - interval '24 months'`,
    [
      'How many filings were submitted in the last 24 months?',
      'count of submissions over the past twenty-four months',
      'number of filings submitted within the last 24 months',
      'can you pull how many filings went in to regulators in the last 24 months',
    ],
  ),

  // calendar
  ...family(
    'v5 effective second quarter 2022',
    'calendar',
    `select count(*) as q2_filings
from filings f
where f.effective_date_new >= date '2022-04-01' and f.effective_date_new < date '2022-07-01'`,
    [
      'How many filings had their effective date in Q2 2022?',
      'count of filings effective in the second quarter of 2022',
      'filings with effective dates in 2Q22: how many',
      'number of filings effective April through June 2022',
    ],
  ),
  ...family(
    'v5 submitted during february 2025',
    'calendar',
    `select count(*) as feb_submissions
from filings f
where f.submitted_date >= date '2025-02-01' and f.submitted_date < date '2025-03-01'`,
    [
      'How many filings were submitted in February 2025?',
      'Feb 2025 submissions count',
      'number of filings submitted during February of 2025',
      "how many filings were submitted to regulators in Feb '25",
    ],
  ),
  ...family(
    'v5 homeowners mean rate impact by year',
    'calendar',
    `select extract(year from f.effective_date_new) as effective_year, avg(f.rate_impact) as ho_avg_impact
from filings f
where f.line_of_business = '04.0 Homeowners'
group by extract(year from f.effective_date_new)`,
    [
      'Year by year, what was the average rate impact for homeowners?',
      'avg HO rate change per effective year',
      'show the homeowners average rate impact for each year',
      'annual trend of the mean overall rate change in homeowners, one row per year',
    ],
  ),
  ...family(
    'v5 submissions year to date per line',
    'calendar',
    `select f.line_of_business, count(*) as ytd_submissions
from filings f
where f.submitted_date >= date_trunc('year', current_date) and f.submitted_date <= current_date
group by f.line_of_business`,
    [
      'How many filings has each line of business submitted year to date?',
      'YTD submissions by LOB',
      'count of filings submitted so far this year, per line of business',
      'this year so far: number of filings submitted, broken out by line',
    ],
  ),

  // superlatives
  ...family(
    'v5 deepest single rate cut',
    'superlatives',
    `select f.serff_tracking_number, f.rate_impact
from filings f
order by f.rate_impact asc
limit 1`,
    [
      'Which filing had the biggest rate decrease?',
      'the filing with the most negative overall rate impact',
      'largest rate cut of any filing: which one?',
      'what filing lowered rates the most',
    ],
  ),
  ...family(
    'v5 state with quickest average approval',
    'superlatives',
    `select f.state, avg(f.days_to_approval) as avg_days_to_approval
from filings f
where f.days_to_approval is not null
group by f.state
order by avg_days_to_approval asc
limit 1`,
    [
      'Which state approves filings the fastest on average?',
      'state with the lowest average days to approval',
      'quickest DOI by mean days to approval: which state',
      'where do filings get approved soonest on average, by state?',
    ],
  ),
  ...family(
    'v5 carrier with most objection letters overall',
    'superlatives',
    `select f.carrier, sum(f.objection_count) as total_objection_letters
from filings f
group by f.carrier
order by total_objection_letters desc
limit 1`,
    [
      'Which carrier has received the most objection letters in total?',
      'the carrier with the highest total objection count',
      'who got the most objection letters across all of their filings?',
      'carrier with the largest number of objections from regulators',
    ],
  ),
  ...family(
    'v5 factor most often revised in homeowners',
    'superlatives',
    `select rf.factor, count(*) as ho_revisions
from rating_factors rf
join filings f on f.serff_tracking_number = rf.serff_tracking_number
where f.line_of_business = '04.0 Homeowners'
group by rf.factor
order by ho_revisions desc
limit 1`,
    [
      'Which rating factor do homeowners filings revise most often?',
      'most frequently changed rating factor in HO filings',
      'in homeowners, which factor gets changed in the most filings',
      'the single most common rating factor revision for homeowners',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v5 share of auto filings under prior approval',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where f.approval_type = 'Prior Approval') / count(*) as pct_prior_approval
from filings f
where f.line_of_business = '19.0 Personal Auto'`,
    [
      'What percentage of personal auto filings are under prior approval?',
      'share of auto filings filed in a prior approval regime',
      'of all the personal auto filings, what fraction were prior approval',
      'percent of 19.0 personal auto filings with approval type Prior Approval',
    ],
  ),
  ...family(
    'v5 increases per decrease effective 2024',
    'shares-and-ratios',
    `select count(*) filter (where f.rate_change_type = 'Increase')::numeric
  / count(*) filter (where f.rate_change_type = 'Decrease') as increases_per_decrease
from filings f
where extract(year from f.effective_date_new) = 2024`,
    [
      "What's the ratio of rate increases to rate decreases among filings effective in 2024?",
      'increases per decrease in 2024',
      'for filings effective in 2024, how many increases were there for every decrease',
      '2024: number of increases divided by number of decreases',
    ],
  ),
  ...family(
    'v5 share of homeowners filings objected to',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where f.objection_count > 0) / count(*) as pct_with_objection
from filings f
where f.line_of_business = '04.0 Homeowners'`,
    [
      'What percent of homeowners filings drew at least one objection letter?',
      'share of HO filings that got an objection',
      'proportion of homeowners filings with one or more objections, as a percentage',
      'how often do homeowners filings get objected to? give me the % with objections',
    ],
  ),
  ...family(
    'v5 share of secondary reviewer assignments',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where r.role = 'secondary') / count(*) as pct_secondary
from reviews r`,
    [
      'What share of reviewer assignments are secondary?',
      'percentage of reviews where the reviewer is secondary rather than primary',
      'out of all reviewer assignments, what % are in the secondary role',
      'Across every filing review, what proportion of the assigned reviewers were secondary reviewers and not primary, in percent?',
      'fraction of review assignments that are secondary',
    ],
  ),

  // joins
  ...family(
    'v5 roof age revisions by carrier',
    'joins',
    `select f.carrier, count(distinct rf.serff_tracking_number) as roof_age_filings
from rating_factors rf
join filings f on f.serff_tracking_number = rf.serff_tracking_number
where rf.factor = 'Roof Age'
group by f.carrier`,
    [
      'How many filings revised the roof age factor, by carrier?',
      'count of filings changing Roof Age relativities for each carrier',
      'per carrier, number of filings that touched the roof age rating factor',
      'which carriers changed roof age, and in how many filings each?',
    ],
  ),
  ...family(
    'v5 oldest driver age relativity by carrier',
    'joins',
    `select f.carrier, avg(l.relativity_after) as avg_relativity_75_plus
from rating_factor_levels l
join filings f on f.serff_tracking_number = l.serff_tracking_number
where l.factor = 'Driver Age' and l.level = '75+'
group by f.carrier`,
    [
      'What is the average relativity after the filing for drivers aged 75 and over, by carrier?',
      'by carrier, mean new relativity of the 75+ driver age level',
      'for the driver age factor, level 75+: average proposed relativity per carrier',
      'carrier by carrier, how are drivers 75 or older rated after the filings (avg relativity after)?',
    ],
  ),
  ...family(
    'v5 brightwater bodily injury base rate by state',
    'joins',
    `select f.state, avg(b.rate_after) as avg_bi_base_rate
from base_rates b
join filings f on f.serff_tracking_number = b.serff_tracking_number
where b.coverage = 'Bodily Injury' and f.carrier = 'Brightwater Insurance Companies'
group by f.state`,
    [
      "What is Brightwater's average bodily injury base rate after the filing, by state?",
      'Brightwater BI base rates: average rate after, per state',
      'state by state, the mean proposed bodily injury base rate in Brightwater filings',
      'I need the average new base rate for the bodily injury coverage on Brightwater filings, grouped by state',
      'avg BI base rate (after) by state for brightwater',
    ],
  ),
  ...family(
    'v5 fairhaven objection rounds by line',
    'joins',
    `select f.line_of_business, count(*) as objection_rounds
from objections o
join filings f on f.serff_tracking_number = o.serff_tracking_number
where f.carrier = 'Fairhaven Casualty Group'
group by f.line_of_business`,
    [
      'How many objection rounds did Fairhaven filings receive, by line of business?',
      'count of objection letters (rounds) on Fairhaven filings per LOB',
      'number of objection letter rounds Fairhaven Casualty got, split by line',
      'by line of business, how many rounds of objections were sent on Fairhaven filings',
    ],
  ),
  ...family(
    'v5 approval time when a chief casualty actuary is primary',
    'joins',
    `select avg(f.days_to_approval) as avg_days
from reviews r
join reviewers v on v.reviewer_id = r.reviewer_id
join filings f on f.serff_tracking_number = r.serff_tracking_number
where r.role = 'primary' and v.title = 'Chief Casualty Actuary'`,
    [
      'What is the average days to approval for filings whose primary reviewer is a Chief Casualty Actuary?',
      'avg time to approval when the primary reviewer holds the title chief casualty actuary',
      'filings reviewed (as primary) by Chief Casualty Actuaries: mean days to approval',
      'how long on average do filings take to approve when a chief casualty actuary is the primary reviewer',
    ],
  ),
  ...family(
    'v5 homeowners expense ratio per carrier',
    'joins',
    `select f.carrier, avg(s.expense_ratio) as avg_expense_ratio
from supplemental_metrics s
join filings f on f.serff_tracking_number = s.serff_tracking_number
where f.line_of_business = '04.0 Homeowners'
group by f.carrier`,
    [
      'What is the average expense ratio in homeowners filings, by carrier?',
      'by carrier, mean expense ratio from the supplemental metrics of HO filings',
      'avg expense ratio per carrier for the homeowners line',
      'for homeowners filings, give me each carrier with its average expense ratio across coverages',
    ],
  ),
  ...family(
    'v5 bayou state select homeowners history',
    'joins',
    `select p.serff_tracking_number, p.weighted_rate_impact
from product_history p
where p.carrier = 'Bayou State Casualty' and p.product_name = 'Select Homeowners'`,
    [
      "Show the product history of Bayou State's Select Homeowners with the rate impact of each filing",
      'Bayou State Casualty, Select Homeowners: every filing over time and its rate change',
      'history of rate changes on the Select Homeowners product from Bayou State, filing by filing',
      'list each filing in the Select Homeowners history for Bayou State with its weighted rate impact',
    ],
  ),

  // filters-on-columns
  ...family(
    'v5 new york filings effective on approval',
    'filters-on-columns',
    `select count(*) as on_approval_filings
from filings f
where f.state = 'NY' and f.on_approval = true`,
    [
      'How many New York filings take effect on approval?',
      'count of NY filings with on-approval effective dates',
      'number of filings in New York flagged as effective upon approval',
      'NY: how many filings are effective on approval rather than on a fixed date',
    ],
  ),
  ...family(
    'v5 harrowgate joint company filings',
    'filters-on-columns',
    `select count(*) as joint_filings
from filings f
where f.carrier = 'Harrowgate Mutual Insurance Group' and f.filing_company = 'Multiple'`,
    [
      'How many Harrowgate filings were filed by multiple companies together?',
      'count of Harrowgate filings whose filing company is "Multiple"',
      'number of Harrowgate Mutual filings made jointly by several companies',
      'Harrowgate: how many filings list Multiple as the filing company',
    ],
  ),
  ...family(
    'v5 filings that refile an earlier one',
    'filters-on-columns',
    `select f.serff_tracking_number
from filings f
where f.refiles_serff_tracking_number is not null`,
    [
      'Which filings are refilings of a withdrawn or disapproved filing?',
      'list the filings that refile an earlier filing',
      'show the tracking numbers of filings that are refiles of an earlier filing',
      'filings that resubmit a previously withdrawn or disapproved one',
    ],
  ),

  // comparisons
  ...family(
    'v5 auto versus homeowners mean impact 2025',
    'comparisons',
    `select f.line_of_business, avg(f.rate_impact) as avg_impact_2025
from filings f
where f.line_of_business in ('19.0 Personal Auto', '04.0 Homeowners')
  and f.effective_date_new >= date '2025-01-01' and f.effective_date_new < date '2026-01-01'
group by f.line_of_business`,
    [
      'Compare the average rate impact of personal auto and homeowners filings effective in 2025',
      'auto vs HO: average rate change for 2025 effective filings',
      'how did the average rate impact in homeowners stack up against personal auto in 2025?',
      'avg rate impact, personal auto compared with homeowners, effective during 2025',
    ],
  ),
  ...family(
    'v5 fairhaven filing counts 2023 and 2024',
    'comparisons',
    `select extract(year from f.effective_date_new) as effective_year, count(*) as fairhaven_filings
from filings f
where f.carrier = 'Fairhaven Casualty Group'
  and f.effective_date_new >= date '2023-01-01' and f.effective_date_new < date '2025-01-01'
group by extract(year from f.effective_date_new)`,
    [
      'How many filings did Fairhaven have effective in 2023 compared with 2024?',
      'Fairhaven filing count, 2023 vs 2024',
      'compare the number of Fairhaven Casualty filings taking effect in 2023 and in 2024',
      'did Fairhaven have more filings effective in 2024 than in 2023? show the count for each year',
    ],
  ),
  ...family(
    'v5 approval days prior approval against use and file',
    'comparisons',
    `select f.approval_type, avg(f.days_to_approval) as avg_days
from filings f
where f.approval_type in ('Prior Approval', 'Use and File')
group by f.approval_type`,
    [
      'Compare the average days to approval of prior approval and use and file filings',
      'I want to see the average days to approval for filings under prior approval next to the average for use and file filings, one row each',
      'prior approval vs use-and-file: mean time to approval in days',
      'on average, do prior approval filings take longer to approve than use and file ones? show the mean days for each',
      'average days to approval for Prior Approval versus Use and File',
    ],
  ),
  ...family(
    'v5 bodily injury indicated against proposed',
    'comparisons',
    `select avg(s.indication) as avg_indication, avg(s.proposed_change) as avg_proposed
from supplemental_metrics s
where s.coverage = 'Bodily Injury'`,
    [
      'For bodily injury, how does the average indicated change compare with the average proposed change?',
      'BI coverage: avg indication vs avg proposed rate change',
      'compare indicated and proposed changes on bodily injury, averaged over the supplemental metrics',
      'is the proposed change for bodily injury below the indication on average? show both averages',
    ],
  ),

  // casual-and-typos
  ...family(
    'v5 harrowgate ppa effective 2024 casual',
    'casual-and-typos',
    `select count(*) as ppa_2024
from filings f
where f.carrier = 'Harrowgate Mutual Insurance Group'
  and f.sub_toi = '19.0001 Private Passenger Auto (PPA)'
  and f.effective_date_new >= date '2024-01-01' and f.effective_date_new < date '2025-01-01'`,
    [
      'how many ppa filings did harrowgate have effective in twenty twenty four',
      'harowgate ppa filngs effective 2024 count?',
      'quick one - # of PPA filings from Harrowgate w/ 2024 effective dates',
      'hey how many PPA sub-toi filings harrowgate mutual had w/ 2024 effective date',
    ],
  ),
  ...family(
    'v5 florida homeowners average casual',
    'casual-and-typos',
    `select avg(f.rate_impact) as fl_ho_avg
from filings f
where f.state = 'FL' and f.line_of_business = '04.0 Homeowners'`,
    [
      'whats the avg rate chnage for homeownrs in florda',
      'FL HO avg rate impact??',
      'avergae rate impact homeowners florida',
      'so what do homeowners filings in FL average on rate change',
    ],
  ),
  ...family(
    'v5 massachusetts disapproved casual',
    'casual-and-typos',
    `select f.serff_tracking_number
from filings f
where f.state = 'MA' and f.disposition_status = 'Disapproved'`,
    [
      'pull the disaproved filings in mass',
      'which MA filngs got dissapproved',
      'massachusets disapproved filings list pls',
      'gimme the tracking #s of the filings MA disapproved',
    ],
  ),

  // unanswerable
  ...family('v5 agent commission rates', 'unanswerable', null, [
    'What commission rate do carriers pay their agents on homeowners policies?',
    'average agent commission by carrier',
    'how much commission does Harrowgate pay producers on PPA',
    'compare agent commission percentages across carriers in Texas',
  ]),
  ...family('v5 financial strength ratings', 'unanswerable', null, [
    'What is the AM Best rating of each carrier?',
    'list carriers with their financial strength ratings',
    'which carriers are rated A- or better by AM Best',
    "show Fairhaven's A.M. Best financial strength rating",
  ]),
  ...family('v5 reviewer contact details', 'unanswerable', null, [
    'What are the email addresses of the Texas DOI reviewers?',
    'phone number for the primary reviewer on Brightwater filings',
    'give me contact emails for reviewers in Ohio',
    'how do I reach the Florida rate analysts: phone or email?',
  ]),
  ...family('v5 carrier net income', 'unanswerable', null, [
    'What was the net income of each carrier in 2024?',
    'which carrier was most profitable last year (net income)?',
    "Harrowgate's after-tax profit for 2025",
    'rank carriers by net earnings',
  ]),
];
