import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The fourth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-28 by a helper session that does not tune the translator (see the README, "Held-out v4").
 * Whoever tunes the translator must not open, grep or diff this file.
 */
export const HELD_OUT_V4_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v4 count of flex rating filings',
    'counts',
    "select count(*) from filings where approval_type = 'Flex Rating'",
    [
      'How many filings were made under flex rating?',
      'number of flex-rating filings',
      'count the filings whose approval type is Flex Rating',
      'flex rating filings — how many do we have?',
      'how many filings went in under a flex rating regime',
    ],
  ),
  ...family(
    'v4 distinct carriers with PPA filings',
    'counts',
    "select count(distinct carrier) from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)'",
    [
      'How many different carriers have filed private passenger auto?',
      'number of distinct carriers with a PPA filing',
      'how many unique carrier groups filed PPA rates',
      'count of carriers that have at least one PPA filing',
    ],
  ),
  ...family(
    'v4 distinct states Tradesman Mutual filed in',
    'counts',
    "select count(distinct state) from filings where carrier = 'Tradesman Mutual Casualty'",
    [
      'In how many states has Tradesman Mutual filed?',
      'number of distinct states with a Tradesman Mutual Casualty filing',
      'how many states is tradesman mutual filing in',
      'count the different states Tradesman Mutual has filings in',
    ],
  ),

  // aggregates
  ...family(
    'v4 average days to approval for Pennsylvania auto',
    'aggregates',
    "select avg(days_to_approval) from filings where state = 'PA' and line_of_business = '19.0 Personal Auto'",
    [
      'What is the average number of days to approval for Pennsylvania personal auto filings?',
      'How long does PA take on average to decide an auto filing, in days?',
      'mean review time in days for Pennsylvania personal auto',
      'avg turnaround days, PA auto',
    ],
  ),
  ...family(
    'v4 total written premium change for Fairhaven',
    'aggregates',
    "select sum(written_premium_change) from filings where carrier = 'Fairhaven Casualty Group'",
    [
      "What is the total written premium change across Fairhaven's filings?",
      'sum of written premium change for Fairhaven Casualty Group',
      'how many premium dollars did Fairhaven filings move in total',
      'Fairhaven — total change in written premium, all filings added up',
    ],
  ),
  ...family(
    'v4 median homeowners rate impact',
    'aggregates',
    "select percentile_cont(0.5) within group (order by rate_impact) from filings where line_of_business = '04.0 Homeowners'",
    [
      'What is the median rate impact of homeowners filings?',
      'median rate change for HO filings',
      'middle value of the rate impact across homeowners filings',
      "what's the median HO rate change",
    ],
  ),
  ...family(
    'v4 average permissible loss ratio for wind hail',
    'aggregates',
    "select avg(permissible_loss_ratio) from supplemental_metrics where coverage = 'Wind/Hail'",
    [
      'What is the average permissible loss ratio for the Wind/Hail coverage?',
      'mean PLR on wind/hail',
      'average permissible LR for wind and hail coverage',
      'typical permissible loss ratio (average) used for Wind/Hail',
    ],
  ),
  ...family(
    'v4 average PPA rate change effective in 2024',
    'aggregates',
    "select avg(rate_impact) from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01'",
    [
      'What was the average PPA rate change for filings effective in 2024?',
      'avg private passenger auto rate impact in 2024',
      'mean rate impact of PPA filings that took effect during 2024',
      'for 2024, what did PPA rates move on average?',
      'average rate change, private passenger auto, twenty twenty-four',
    ],
  ),

  // group-bys
  ...family(
    'v4 average indicated change by approval type',
    'group-bys',
    'select approval_type, avg(indicated_change) from filings group by approval_type',
    [
      'What is the average indicated change for each approval type?',
      'average actuarial indication by approval regime',
      'break down the mean indicated rate change by approval type (prior approval, file and use, etc.)',
      'avg indicated change per approval type',
    ],
  ),
  ...family(
    'v4 personal auto filings per sub-TOI',
    'group-bys',
    "select sub_toi, count(*) from filings where line_of_business = '19.0 Personal Auto' group by sub_toi",
    [
      'How many personal auto filings are there per sub-TOI?',
      'auto filings split by sub-type of insurance',
      'count of personal auto filings for each sub toi',
      'for the personal auto LOB, number of filings by sub-TOI',
    ],
  ),
  ...family(
    'v4 reviewers by job title',
    'group-bys',
    'select title, count(*) from reviewers group by title',
    [
      'How many reviewers hold each job title?',
      'reviewer headcount by title',
      'break down the DOI reviewers by their title',
      'count of reviewers per title',
    ],
  ),

  // top-N
  ...family(
    'v4 five carriers with the largest written premium change',
    'top-N',
    'select carrier, sum(written_premium_change) from filings group by carrier order by sum(written_premium_change) desc limit 5',
    [
      'Which five carriers had the largest total written premium change?',
      '5 carriers with the biggest summed premium change',
      'rank the carriers by total written premium change and give me the first five',
      'carriers moving the most written premium in total — top five',
    ],
  ),
  ...family(
    'v4 three slowest states to approve',
    'top-N',
    'select state, avg(days_to_approval) from filings where days_to_approval is not null group by state order by avg(days_to_approval) desc limit 3',
    [
      'Which three states take the longest on average to approve a filing?',
      'the 3 states with the highest average days to approval',
      'slowest three states by mean days to approval',
      'where do filings wait longest? give me three states by average days to approval',
    ],
  ),
  ...family(
    'v4 four biggest homeowners rate increases',
    'top-N',
    "select serff_tracking_number, rate_impact from filings where line_of_business = '04.0 Homeowners' order by rate_impact desc limit 4",
    [
      'Show me the four biggest homeowners rate increases.',
      'homeowners filings with the four highest rate impacts',
      'which 4 HO filings had the largest rate change',
      'list the largest four rate impacts among homeowners filings',
    ],
  ),
  ...family(
    'v4 six most often revised rating factors',
    'top-N',
    'select factor, count(*) from rating_factors group by factor order by count(*) desc limit 6',
    [
      'Which six rating factors are changed in the most filings?',
      'the 6 most frequently revised rating factors',
      'rating factors ranked by how many filings change them, first six',
      'what are the six factors carriers touch most often?',
    ],
  ),

  // thresholds
  ...family(
    'v4 big increases touching many policyholders',
    'thresholds',
    'select serff_tracking_number from filings where rate_impact > 10 and policyholders_affected > 100000',
    [
      'Which filings raised rates by more than 10% and affected over 100,000 policyholders?',
      'filings with a rate impact above ten percent and more than 100k policyholders affected',
      'rate increases over 10 pct hitting more than a hundred thousand policyholders',
      'show filings where rate impact > 10 and policyholders affected > 100000',
    ],
  ),
  ...family(
    'v4 slow filings with several objection letters',
    'thresholds',
    'select serff_tracking_number from filings where days_to_approval > 90 and objection_count >= 2',
    [
      'Which filings took more than 90 days and drew at least two objection letters?',
      'filings over ninety days to approval with 2 or more objections',
      'list filings with days to approval above 90 and objection count of at least two',
      'slow reviews (over 90 days) that also got two or more objection letters',
    ],
  ),
  ...family(
    'v4 coverages with high expense ratio and steep loss trend',
    'thresholds',
    'select serff_tracking_number, company, coverage from supplemental_metrics where expense_ratio > 35 and prospective_total_trend > 5',
    [
      'Which coverages have an expense ratio above 35% and a prospective loss trend above 5%?',
      'supplemental metrics rows with expense ratio over 35 and prospective total trend over 5',
      'show coverages where the expense ratio exceeds thirty-five percent and the projected loss trend is more than five percent',
      'high expense (>35%) coverages that also carry a prospective total trend above 5 pct',
    ],
  ),
  ...family(
    'v4 rate cuts deeper than five percent',
    'thresholds',
    'select serff_tracking_number, rate_impact from filings where rate_impact < -5',
    [
      'Which filings cut rates by more than five percent?',
      'filings with a rate decrease bigger than 5%',
      'show rate reductions deeper than -5%',
      'list filings whose rate impact is below minus 5 percent',
    ],
  ),

  // conditions-on-aggregates
  ...family(
    'v4 carriers averaging over six percent',
    'conditions-on-aggregates',
    'select carrier, avg(rate_impact) from filings group by carrier having avg(rate_impact) > 6',
    [
      'Which carriers have an average rate impact above 6%?',
      'carriers whose mean rate change is over six percent',
      'list carrier groups averaging more than 6 pct rate impact',
      'which carriers average a rate increase greater than 6 percent across their filings',
    ],
  ),
  ...family(
    'v4 busy states with quick reviews',
    'conditions-on-aggregates',
    'select state from filings group by state having count(*) >= 10 and avg(days_to_approval) < 45',
    [
      'Which states have at least 10 filings and an average of under 45 days to approval?',
      'states with ten or more filings where approval takes less than 45 days on average',
      'among states with 10+ filings, which average below 45 days to approval?',
      'states with a lot of filings (at least ten) that still approve fast, mean under 45 days',
    ],
  ),
  ...family(
    'v4 products with more than twenty filings',
    'conditions-on-aggregates',
    'select product_name, count(*) from filings group by product_name having count(*) > 20',
    [
      'Which products have more than 20 filings?',
      'product names with over twenty filings',
      'list the programs filed more than 20 times',
      'products having a filing count above twenty',
    ],
  ),
  ...family(
    'v4 reviewers primary on more than four filings',
    'conditions-on-aggregates',
    "select reviewer_name, count(*) from reviews where role = 'primary' group by reviewer_name having count(*) > 4",
    [
      'Which reviewers were the primary reviewer on more than four filings?',
      'reviewers with over 4 filings as primary',
      'who has been primary reviewer on five or more filings?',
      'list primary reviewers assigned to more than four filings',
    ],
  ),

  // negation
  ...family(
    'v4 carriers without a homeowners filing',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where line_of_business = '04.0 Homeowners')",
    [
      'Which carriers have never filed homeowners?',
      'carriers with no HO filings at all',
      "list the carrier groups that don't write homeowners in any filing",
      'which carriers have zero homeowners filings',
    ],
  ),
  ...family(
    'v4 Ohio filings that are not rate and rule',
    'negation',
    "select serff_tracking_number from filings where state = 'OH' and filing_type <> 'Rate/Rule'",
    [
      'Which Ohio filings are not Rate/Rule filings?',
      'OH filings whose filing type is anything other than Rate/Rule',
      'list filings in Ohio excluding the Rate/Rule ones',
      "show me Ohio filings that aren't rate/rule",
    ],
  ),
  ...family(
    'v4 Texas filings without objections',
    'negation',
    "select serff_tracking_number from filings where state = 'TX' and objection_count = 0",
    [
      'Which Texas filings drew no objection letters?',
      'TX filings with zero objections',
      'list filings in Texas that never got an objection letter',
      'texas filings the regulator did not object to',
    ],
  ),
  ...family(
    'v4 reviewers never assigned a filing',
    'negation',
    'select name, state from reviewers where reviewer_id not in (select reviewer_id from reviews)',
    [
      'Which reviewers have not been assigned any filing?',
      'reviewers with no filing assignments',
      'list DOI reviewers who have never reviewed a filing',
      "who among the reviewers hasn't had a single filing?",
    ],
  ),

  // date-ranges
  ...family(
    'v4 filings submitted March to June 2023',
    'date-ranges',
    "select count(*) from filings where submitted_date between '2023-03-01' and '2023-06-30'",
    [
      'How many filings were submitted between 1 March 2023 and 30 June 2023?',
      'count of filings submitted from 2023-03-01 through 2023-06-30',
      'number of filings filed between March 1st and June 30th, 2023',
      'filings submitted Mar 1 – Jun 30 2023: how many?',
    ],
  ),
  ...family(
    'v4 disapprovals since 2022',
    'date-ranges',
    "select count(*) from filings where disposition_status = 'Disapproved' and disposition_date >= '2022-01-01'",
    [
      'How many filings have been disapproved since 2022?',
      'number of disapprovals decided from January 2022 on',
      'count of filings disapproved since the start of 2022',
      'disapproved filings since 2022 — how many?',
    ],
  ),
  ...family(
    'v4 filings submitted in the last thirty months',
    'date-ranges',
    "select count(*) from filings where submitted_date >= current_date - interval '30 months'",
    [
      'How many filings were submitted in the last 30 months?',
      'number of filings filed over the past thirty months',
      'count of submissions in the last two and a half years',
      'filings submitted during the trailing 30 months',
    ],
  ),
  ...family(
    'v4 homeowners filings effective before 2020',
    'date-ranges',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and effective_date_new < '2020-01-01'",
    [
      'Before 2020, how many homeowners filings went into effect?',
      'count HO filings whose effective dates fall prior to 2020',
      'count of homeowners filings with an effective date earlier than January 1, 2020',
      'homeowners filings effective pre-2020, how many',
    ],
  ),

  // calendar
  ...family(
    'v4 filings effective in July 2025',
    'calendar',
    "select count(*) from filings where effective_date_new >= '2025-07-01' and effective_date_new < '2025-08-01'",
    [
      'How many filings took effect in July 2025?',
      'number of filings effective July 2025',
      'count of filings with a July 2025 effective date',
      'filings going effective in jul 2025',
    ],
  ),
  ...family(
    'v4 filings submitted in Q2 2021',
    'calendar',
    "select count(*) from filings where submitted_date >= '2021-04-01' and submitted_date < '2021-07-01'",
    [
      'How many filings were submitted in Q2 2021?',
      'number of filings submitted in the second quarter of 2021',
      'count of submissions during 2Q21',
      'filings filed April through June 2021',
    ],
  ),
  ...family(
    'v4 withdrawals year to date',
    'calendar',
    "select count(*) from filings where disposition_status = 'Withdrawn' and disposition_date >= date_trunc('year', current_date)",
    [
      'How many filings have been withdrawn year to date?',
      'YTD withdrawals count',
      'number of filings withdrawn so far this year',
      'withdrawn filings this year to date',
    ],
  ),
  ...family(
    'v4 PPA average rate change year by year',
    'calendar',
    "select extract(year from effective_date_new) as year, avg(rate_impact) from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' group by extract(year from effective_date_new)",
    [
      'What was the average PPA rate change each year?',
      'year-by-year average rate impact for private passenger auto',
      'avg PPA rate impact per effective year',
      'show the PPA rate trend by year (average rate change)',
    ],
  ),

  // superlatives
  ...family(
    'v4 carrier with the highest average rate impact',
    'superlatives',
    'select carrier, avg(rate_impact) from filings group by carrier order by avg(rate_impact) desc limit 1',
    [
      'Which carrier has the highest average rate impact?',
      'carrier with the biggest mean rate change',
      'who averages the largest rate increases among carriers?',
      'the one carrier group with the top average rate impact',
    ],
  ),
  ...family(
    'v4 filing with the longest review',
    'superlatives',
    'select serff_tracking_number, days_to_approval from filings where days_to_approval is not null order by days_to_approval desc limit 1',
    [
      'Which filing took the longest to get a decision?',
      'the filing with the most days to approval',
      'longest review of any filing, in days — which one?',
      'what single filing waited longest for disposition',
    ],
  ),
  ...family(
    'v4 state with the fewest filings',
    'superlatives',
    'select state, count(*) from filings group by state order by count(*) asc limit 1',
    [
      'Which state has the fewest filings?',
      'state with the smallest number of filings',
      'the least-filed state',
      'where do we have the lowest filing count by state?',
    ],
  ),
  ...family(
    'v4 coverage with the largest average base rate change',
    'superlatives',
    'select coverage, avg(change) from base_rates group by coverage order by avg(change) desc limit 1',
    [
      'Which coverage has the largest average base rate increase?',
      'coverage whose base rate went up most on average',
      'the coverage with the highest mean base-rate change',
      'biggest average base rate change — which coverage?',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v4 percent of filings withdrawn',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) from filings",
    [
      'What percentage of filings were withdrawn?',
      'share of all filings that ended up withdrawn',
      'withdrawal rate across filings, in percent',
      'what fraction of filings get withdrawn',
    ],
  ),
  ...family(
    'v4 PPA share of personal auto filings',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where sub_toi = '19.0001 Private Passenger Auto (PPA)') / count(*) from filings where line_of_business = '19.0 Personal Auto'",
    [
      'What share of personal auto filings are PPA?',
      'percent of auto filings that are private passenger auto',
      'of the personal auto LOB, what proportion of filings is PPA?',
      'PPA as a percentage of all personal auto filings',
    ],
  ),
  ...family(
    'v4 objection letters per Harrowgate filing',
    'shares-and-ratios',
    "select avg(objection_count) from filings where carrier = 'Harrowgate Mutual Insurance Group'",
    [
      'How many objection letters does Harrowgate get per filing?',
      'objection letters per filing for Harrowgate Mutual',
      'average number of objections per Harrowgate filing',
      'harrowgate: objections per filing ratio',
    ],
  ),
  ...family(
    'v4 share of secondary review assignments',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where role = 'secondary') / count(*) from reviews",
    [
      'What percentage of review assignments are secondary reviewers?',
      'share of reviews where the reviewer is secondary',
      'what fraction of reviewer assignments are secondary rather than primary',
      'secondary reviewers as a percent of all review assignments',
    ],
  ),

  // joins
  ...family(
    'v4 filings revising roof age with carrier',
    'joins',
    "select distinct f.serff_tracking_number, f.carrier from filings f join rating_factors r on r.serff_tracking_number = f.serff_tracking_number where r.factor = 'Roof Age'",
    [
      'Which filings changed the Roof Age factor, and for which carrier?',
      'list filings that revised roof age relativities with their carrier',
      'roof age factor changes: filing number and carrier',
      'carriers and filings where the roof age rating factor changed',
    ],
  ),
  ...family(
    'v4 youngest driver relativity by carrier',
    'joins',
    "select f.carrier, avg(l.relativity_after) from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Driver Age' and l.level = '16-17' group by f.carrier",
    [
      'What is the average relativity after the filing for drivers aged 16-17, by carrier?',
      'by carrier, mean new relativity of the Driver Age 16-17 level',
      'average proposed relativity for 16-17 year old drivers per carrier',
      'driver age 16-17: relativity after, averaged for each carrier',
    ],
  ),
  ...family(
    'v4 hurricane base rate change by carrier',
    'joins',
    "select f.carrier, avg(b.change) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Hurricane' group by f.carrier",
    [
      'What is the average Hurricane base rate change by carrier?',
      'per carrier, mean change of the hurricane base rate',
      'hurricane coverage base rate change averaged by carrier group',
      'how much did carriers move hurricane base rates on average, carrier by carrier',
    ],
  ),
  ...family(
    'v4 objection letters on homeowners filings by carrier',
    'joins',
    "select f.carrier, count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.line_of_business = '04.0 Homeowners' group by f.carrier",
    [
      'How many objection letters did each carrier receive on its homeowners filings?',
      'objection letters on HO filings, counted by carrier',
      'per carrier, number of objection rounds on homeowners filings',
      'carrier breakdown of objections to homeowners filings',
    ],
  ),
  ...family(
    'v4 days to approval with a director reviewing',
    'joins',
    "select avg(rv.days_to_approval) from reviews rv join reviewers r on r.reviewer_id = rv.reviewer_id where r.title = 'Director of Property and Casualty Rates'",
    [
      'What is the average days to approval on filings reviewed by a Director of Property and Casualty Rates?',
      'mean review time when the reviewer is a director of P&C rates',
      'for filings assigned to reviewers titled Director of Property and Casualty Rates, average days to approval',
      'avg days to approval, reviews done by P&C rates directors',
    ],
  ),
  ...family(
    'v4 Bayou State Louisiana homeowners history',
    'joins',
    "select serff_tracking_number, effective_date, weighted_rate_impact from product_history where carrier = 'Bayou State Casualty' and state = 'LA' and line_of_business = '04.0 Homeowners' and took_effect",
    [
      "Show the rate history of Bayou State's Louisiana homeowners product: each filing that took effect, its effective date and rate impact.",
      'product history for Bayou State Casualty homeowners in LA, only filings that took effect',
      'Bayou State LA HO: effective rate changes over time',
      'list the filings that took effect in the Bayou State Louisiana homeowners history with date and weighted rate impact',
    ],
  ),
  ...family(
    'v4 wind hail indication by carrier',
    'joins',
    "select f.carrier, avg(s.indication) from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where s.coverage = 'Wind/Hail' group by f.carrier",
    [
      'What is the average indicated change for Wind/Hail by carrier?',
      'per carrier, mean wind/hail indication from the supplemental metrics',
      'wind and hail indications averaged for each carrier',
      'average Wind/Hail indication, broken out by carrier group',
    ],
  ),

  // filters-on-columns
  ...family(
    'v4 Northwater filings in Nevada',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Northwater Partners Insurance' and state = 'NV'",
    [
      'Show the Northwater filings in Nevada.',
      'list Northwater Partners Insurance filings in NV',
      'northwater nevada filings',
      'which filings has Northwater Partners made in Nevada?',
    ],
  ),
  ...family(
    'v4 recreational vehicle filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where sub_toi = '19.0003 Recreational Vehicle (RV)'",
    [
      'List the recreational vehicle filings.',
      'show all filings for the RV sub-TOI',
      'which filings cover recreational vehicles?',
      'RV filings please',
    ],
  ),
  ...family(
    'v4 filings effective on approval',
    'filters-on-columns',
    'select serff_tracking_number from filings where on_approval',
    [
      'Which filings take effect on approval?',
      'list the filings effective upon approval',
      'filings whose rates go into effect when approved',
      'show me the on-approval filings',
    ],
  ),

  // comparisons
  ...family(
    'v4 homeowners versus personal auto average rate impact',
    'comparisons',
    "select line_of_business, avg(rate_impact) from filings where line_of_business in ('04.0 Homeowners', '19.0 Personal Auto') group by line_of_business",
    [
      'Compare the average rate impact of homeowners and personal auto filings.',
      'HO vs auto: mean rate change',
      'is the average rate change higher for homeowners or for personal auto?',
      'average rate impact, homeowners compared with personal auto',
    ],
  ),
  ...family(
    'v4 filings effective in 2025 versus 2024',
    'comparisons',
    'select extract(year from effective_date_new) as year, count(*) from filings where extract(year from effective_date_new) in (2024, 2025) group by extract(year from effective_date_new)',
    [
      'Did more filings take effect in 2025 than in 2024?',
      'number of filings effective in 2024 versus 2025',
      'compare the filing counts for 2025 and 2024 (by effective date)',
      'how does 2025 stack up against 2024 in number of filings?',
    ],
  ),
  ...family(
    'v4 Florida versus Georgia days to approval',
    'comparisons',
    "select state, avg(days_to_approval) from filings where state in ('FL', 'GA') group by state",
    [
      'Compare the average days to approval in Florida and Georgia.',
      'FL vs GA average review time in days',
      'does Florida or Georgia approve filings faster on average?',
      'mean days to approval: Georgia compared to Florida',
    ],
  ),
  ...family(
    'v4 prior approval versus use and file objections per filing',
    'comparisons',
    "select approval_type, avg(objection_count) from filings where approval_type in ('Prior Approval', 'Use and File') group by approval_type",
    [
      'How do prior approval and use and file filings compare on objection letters per filing?',
      'prior approval vs use-and-file: average objections per filing',
      'do prior approval filings draw more objection letters on average than use and file ones?',
      'average objection count for use & file compared with prior approval',
    ],
  ),
  ...family(
    'v4 workers comp filing count casual',
    'casual-and-typos',
    "select count(*) from filings where line_of_business = '16.0 Workers Compensation'",
    [
      'hw many wc filings r there',
      'how many workers comp filings do we have??',
      'number of workers compensaton filings',
      'quick one - count of WC filings',
    ],
  ),
  ...family(
    'v4 Meridian Trust average rate change casual',
    'casual-and-typos',
    "select avg(rate_impact) from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'avg rate chg for meridian trust',
      'whats meridian trusts average rate impact',
      'meridan trust casualty avg rate change pls',
      'so on average how much do Meridian Trust filings move rates',
    ],
  ),
  ...family(
    'v4 Harrowgate biggest rate hike casual',
    'casual-and-typos',
    "select serff_tracking_number, rate_impact from filings where carrier = 'Harrowgate Mutual Insurance Group' order by rate_impact desc limit 1",
    [
      'whats the biggest rate hike harrowgate ever filed',
      'harrowgate largest rate increse?',
      'which harrowgate filing had the highest rate impact lol',
      'gimme the max rate increase filing from Harrowgate Mutual',
    ],
  ),

  // unanswerable
  ...family('v4 reviewer salaries', 'unanswerable', null, [
    'What is the average salary of the rate analysts?',
    'how much are DOI reviewers paid on average',
    'reviewer pay by job title',
    'what do the senior rate analysts earn per year?',
  ]),
  ...family('v4 consumer complaint index', 'unanswerable', null, [
    'What is the consumer complaint index of each carrier?',
    'complaint ratio by carrier',
    'which carrier gets the most consumer complaints at the DOI?',
    'number of policyholder complaints filed against Harrowgate',
  ]),
  ...family('v4 lawsuits against carriers', 'unanswerable', null, [
    'How many lawsuits were filed against Fairhaven over its rate increases?',
    'litigation count by carrier',
    'which carriers were sued over their rates?',
    'number of court cases challenging homeowners rate filings',
  ]),
  ...family('v4 reinsurance cost', 'unanswerable', null, [
    'How much does Bayou State spend on catastrophe reinsurance?',
    'reinsurance cost by carrier',
    'what is the ceded reinsurance premium for the homeowners filings in Florida?',
    'net cost of reinsurance as a share of premium for Brightwater',
  ]),
];
