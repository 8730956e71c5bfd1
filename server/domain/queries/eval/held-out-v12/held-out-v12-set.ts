import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The twelfth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-30 by a session that does not tune the translator (README.md in this directory). Whoever
 * tunes the translator must not open, grep or diff this file; `npm run eval:translator -- --split
 * held-out-v12` prints its figures only.
 */
export const HELD_OUT_V12_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v12-meridian-new-jersey-rate-rule-count',
    'counts',
    "select count(*) from filings where carrier = 'Meridian Trust Casualty Group' and state = 'NJ' and filing_type = 'Rate/Rule'",
    [
      'How many Rate/Rule filings did Meridian Trust make in New Jersey?',
      'count of Meridian Trust NJ filings with filing type Rate/Rule',
      'Meridian Trust, New Jersey, rate/rule filings: how many?',
      'number of rate/rule filngs meridian trust has in NJ',
    ],
  ),
  ...family(
    'v12-brightwater-underwriting-company-count',
    'counts',
    "select count(distinct company) from company_rate_figures where carrier = 'Brightwater Insurance Companies'",
    [
      "How many underwriting companies appear in Brightwater's filings?",
      'count of distinct Brightwater underwriting companies with rate figures',
      'Brightwater: number of different legal entities writing under its filings',
      'how many brightwater underwriting cos are there in the filings',
    ],
  ),
  ...family(
    'v12-objection-replies-dated-2024',
    'counts',
    "select count(*) from objections where reply_date >= '2024-01-01' and reply_date < '2025-01-01'",
    [
      'How many objection letters were answered by the insurer during 2024?',
      'count of objection replies dated 2024',
      'number of insurer replies to objections with a 2024 reply date',
      'replies to DOI objections sent in twenty twenty-four: how many?',
    ],
  ),
  ...family(
    'v12-minnesota-senior-rate-analysts',
    'counts',
    "select count(*) from reviewers where state = 'MN' and title = 'Senior Rate Analyst'",
    [
      'How many Senior Rate Analysts does the Minnesota department of insurance have?',
      'count of MN reviewers titled Senior Rate Analyst',
      'Minnesota: number of senior rate analysts among the reviewers',
      'how many sr rate analysts in minnesota',
    ],
  ),
  ...family(
    'v12-withdrawn-use-and-file-count',
    'counts',
    "select count(*) from filings where approval_type = 'Use and File' and disposition_status = 'Withdrawn'",
    [
      'How many Use and File filings were withdrawn?',
      'count of withdrawn U&F filings',
      'number of filings under use-and-file that ended up withdrawn',
      'withdrawn + use and file approval type = how many filings',
    ],
  ),
  ...family(
    'v12-meridian-distinct-states',
    'counts',
    "select count(distinct state) from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'In how many states does Meridian Trust have filings?',
      'count of distinct states with a Meridian Trust filing',
      'Meridian Trust: number of states they have filed in',
      'how many diff states has meridian trust got filings in',
    ],
  ),
  ...family(
    'v12-flex-rating-neutral-count',
    'counts',
    "select count(*) from filings where approval_type = 'Flex Rating' and rate_change_type = 'Neutral'",
    [
      'How many Flex Rating filings were rate-neutral?',
      'count of neutral filings under flex rating',
      'flex rating approval type and a neutral rate change type: number of filings',
      'number of flex-rating filings with a neutral overall rate change',
    ],
  ),
  ...family(
    'v12-refilings-in-product-history',
    'counts',
    'select count(*) from product_history where refiles_serff_tracking_number is not null',
    [
      'How many filings in the product histories refile an earlier withdrawn or disapproved filing?',
      'count of refilings in product history',
      'number of product history entries that are refilings',
      'how many refiles are there in the product timelines',
    ],
  ),

  // aggregates
  ...family(
    'v12-prior-approval-mean-days',
    'aggregates',
    "select avg(days_to_approval) from filings where approval_type = 'Prior Approval'",
    [
      'What is the average number of days to approval for Prior Approval filings?',
      'avg days to approval, prior approval filings',
      'On average how many days do prior-approval filings take to get a decision?',
      'mean turnaround in days for filings under prior approval',
    ],
  ),
  ...family(
    'v12-calloway-policyholders-total',
    'aggregates',
    "select sum(policyholders_affected) from filings where carrier = 'Calloway Auto and Home Group'",
    [
      "How many policyholders in total are affected by Calloway's filings?",
      'total policyholders affected, Calloway Auto and Home',
      'sum of policyholders affected across all Calloway filings',
      'Calloway: add up the policyholders their filings touch',
    ],
  ),
  ...family(
    'v12-workers-comp-lowest-indication',
    'aggregates',
    "select min(indicated_change) from filings where line_of_business = '16.0 Workers Compensation'",
    [
      "What is the lowest indicated change among workers' compensation filings?",
      'min indicated change for WC filings',
      'smallest actuarial indication on a workers comp filing',
      'workers compensation: minimum indicated rate change',
    ],
  ),
  ...family(
    'v12-wind-hail-prospective-frequency-mean',
    'aggregates',
    "select avg(prospective_frequency_trend) from supplemental_metrics where coverage = 'Wind/Hail'",
    [
      'What is the average prospective frequency trend for the Wind/Hail coverage?',
      'avg prospective freq trend, wind/hail',
      'mean projected claim frequency trend on Wind/Hail',
      'wind and hail: prospective frequency trend on average?',
    ],
  ),
  ...family(
    'v12-homeowners-median-written-premium',
    'aggregates',
    "select percentile_cont(0.5) within group (order by written_premium) from filings where line_of_business = '04.0 Homeowners'",
    [
      'What is the median written premium of homeowners filings?',
      'median WP for HO filings',
      'homeowners line, median annual written premium per filing',
      'middle value of written premium among homeowners filings',
    ],
  ),

  // group-bys
  ...family(
    'v12-homeowners-by-approval-regime',
    'group-bys',
    "select approval_type, count(*) from filings where line_of_business = '04.0 Homeowners' group by approval_type",
    [
      'How many homeowners filings are there under each approval type?',
      'HO filings by approval type',
      'break down homeowners filings by approval regime',
      'count of homeowners filings per approval type pls',
    ],
  ),
  ...family(
    'v12-longest-days-per-approval-type',
    'group-bys',
    'select approval_type, max(days_to_approval) from filings group by approval_type',
    [
      'What is the longest days to approval under each approval type?',
      'max days to approval by approval type',
      'for every approval regime, the slowest turnaround in days',
      'approval type with its maximum days-to-approval',
    ],
  ),
  ...family(
    'v12-objection-letters-per-round',
    'group-bys',
    'select round, count(*) from objections group by round',
    [
      'How many objection letters are there in each round?',
      'objection letter count by round',
      'break down objections by round number',
      'number of objections per round (1st, 2nd, 3rd...)',
    ],
  ),
  ...family(
    'v12-brightwater-premium-change-per-state',
    'group-bys',
    "select state, sum(written_premium_change) from filings where carrier = 'Brightwater Insurance Companies' group by state",
    [
      "What is Brightwater's total written premium change in each state?",
      'Brightwater: sum of written premium change by state',
      'total WP chg per state for Brightwater',
      "per state, how much did Brightwater's filings change written premium in total",
    ],
  ),

  // top-N
  ...family(
    'v12-three-states-most-rate-only',
    'top-N',
    "select state, count(*) from filings where filing_type = 'Rate' group by state order by count(*) desc limit 3",
    [
      'Which three states have the most Rate-only filings?',
      'top 3 states by number of filings with filing type Rate',
      'states ranked by count of Rate-only filings, top three',
      'give me the 3 states with the most rate-only filngs',
    ],
  ),
  ...family(
    'v12-fairhaven-four-most-policyholders',
    'top-N',
    "select serff_tracking_number, policyholders_affected from filings where carrier = 'Fairhaven Casualty Group' order by policyholders_affected desc limit 4",
    [
      'Which four Fairhaven filings affected the most policyholders?',
      'top 4 Fairhaven filings by policyholders affected',
      "Fairhaven's filings ranked by policyholders affected, first four",
      'show the four fairhaven filings hitting the most policyholders',
    ],
  ),
  ...family(
    'v12-four-factors-highest-mean-change',
    'top-N',
    'select factor, avg(change) from rating_factors group by factor order by avg(change) desc limit 4',
    [
      'Which four rating factors have the highest average change?',
      'top four factors by avg change',
      'rating factors ranked by mean change, top 4',
      'show the 4 rating factors whose changes averaged highest',
    ],
  ),
  ...family(
    'v12-three-carriers-lowest-mean-impact',
    'top-N',
    'select carrier, avg(rate_impact) from filings group by carrier order by avg(rate_impact) asc limit 3',
    [
      'Which three carriers have the lowest average rate impact?',
      'bottom 3 carriers by avg rate impact',
      'carriers with the smallest mean rate change, three of them',
      'the three carrier groups averaging the lowest rate impact',
    ],
  ),
  ...family(
    'v12-five-sub-tois-most-policyholders',
    'top-N',
    'select sub_toi, sum(policyholders_affected) from filings group by sub_toi order by sum(policyholders_affected) desc limit 5',
    [
      'Which five sub-TOIs have the most policyholders affected in total?',
      'top 5 sub-TOIs by total policyholders affected',
      'sub-types of insurance ranked by summed policyholders affected, first five',
      'five sub tois touching the most policyholders overall',
    ],
  ),

  // thresholds
  ...family(
    'v12-ppa-impact-above-twelve',
    'thresholds',
    "select count(*) from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and rate_impact > 12",
    [
      'How many PPA filings had a rate impact above 12%?',
      'count of private passenger auto filings with rate impact over twelve percent',
      'PPA filings with more than a 12% rate change: how many?',
      'number of PPA sub-TOI filings whose overall change exceeded 12 pct',
    ],
  ),
  ...family(
    'v12-decisions-over-two-hundred-days',
    'thresholds',
    'select count(*) from filings where days_to_approval > 200',
    [
      'How many filings took more than 200 days to approval?',
      'count of filings with days to approval over 200',
      'filings that waited longer than two hundred days for a decision: how many?',
      '# of filings > 200 days to approve',
    ],
  ),
  ...family(
    'v12-homeowners-hundred-thousand-policyholders',
    'thresholds',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and policyholders_affected >= 100000",
    [
      'How many homeowners filings affected at least 100,000 policyholders?',
      'count HO filings with 100k or more policyholders affected',
      'homeowners filings touching a hundred thousand policyholders or more, number?',
      'number of homeowners filings where policyholders affected is at least 100000',
    ],
  ),
  ...family(
    'v12-filings-plr-above-seventy-five',
    'thresholds',
    'select count(distinct serff_tracking_number) from supplemental_metrics where permissible_loss_ratio > 75',
    [
      'How many filings have a permissible loss ratio above 75% on some coverage?',
      'count of filings with any coverage PLR over 75',
      "number of filings where at least one coverage's permissible loss ratio tops seventy-five percent",
      'filings w/ a PLR > 75% on a coverage, how many',
    ],
  ),
  ...family(
    'v12-territory-levels-up-over-four',
    'thresholds',
    "select count(*) from rating_factor_levels where factor = 'Territory' and change > 4",
    [
      'How many Territory levels had a relativity change above 4%?',
      'count of territory level rows with a change over 4 percent',
      'territory relativities that rose by more than four percent: how many levels?',
      'number of Territory factor levels whose relativity went up more than 4%',
    ],
  ),
  ...family(
    'v12-liability-base-rate-over-two-thousand',
    'thresholds',
    "select count(distinct serff_tracking_number) from base_rates where coverage = 'Liability' and rate_after > 2000",
    [
      'How many filings set a Liability base rate above $2,000?',
      'count of filings where the liability base rate after exceeds 2000 dollars',
      'filings with a new Liability base rate over two thousand dollars, how many?',
      'number of filings with liability base rate > $2k after the change',
    ],
  ),
  ...family(
    'v12-indication-ten-points-over-impact',
    'thresholds',
    'select count(*) from filings where indicated_change - rate_impact > 10',
    [
      'How many filings had an indicated change more than 10 points above their rate impact?',
      'count of filings where the indication exceeds the rate impact by over ten points',
      'number of filings whose indicated change beat the rate impact by more than 10 percentage points',
      'indicated minus rate impact > 10: how many filings?',
    ],
  ),
  ...family(
    'v12-max-change-above-thirty',
    'thresholds',
    'select count(*) from filings where max_change > 30',
    [
      'How many filings have a maximum policyholder change above 30%?',
      'count of filings whose max change exceeds thirty percent',
      'filings where some policyholder sees more than +30%: how many?',
      'number of filings with max chg > 30 pct',
    ],
  ),

  // conditions on aggregates
  ...family(
    'v12-carriers-mean-days-above-sixty',
    'conditions-on-aggregates',
    'select carrier, avg(days_to_approval) from filings group by carrier having avg(days_to_approval) > 60',
    [
      'Which carriers average more than 60 days to approval?',
      'carriers with avg days to approval over sixty',
      'list carriers whose filings take over 60 days on average to be decided',
      'carriers where mean days-to-approval > 60',
    ],
  ),
  ...family(
    'v12-sub-tois-mean-premium-over-200m',
    'conditions-on-aggregates',
    'select sub_toi, avg(written_premium) from filings group by sub_toi having avg(written_premium) > 200000000',
    [
      'Which sub-TOIs have an average written premium above $200 million?',
      'sub-TOIs where avg WP > 200M',
      'list the sub-types of insurance whose filings average over two hundred million dollars of written premium',
      'sub tois averaging more than $200m written premium per filing',
    ],
  ),
  ...family(
    'v12-filing-types-premium-change-over-billion',
    'conditions-on-aggregates',
    'select filing_type, sum(written_premium_change) from filings group by filing_type having sum(written_premium_change) > 1000000000',
    [
      'Which filing types have a total written premium change above $1 billion?',
      'filing types whose summed WP change exceeds 1B',
      'list filing types with more than a billion dollars of written premium change in total',
      'filing types w/ total written prem chg over one billion',
    ],
  ),
  ...family(
    'v12-factor-categories-mean-change-above-one',
    'conditions-on-aggregates',
    'select category, avg(change) from rating_factors group by category having avg(change) > 1',
    [
      'Which rating factor categories have an average change above 1%?',
      'factor categories where avg change > 1',
      'categories of rating factors averaging more than one percent change',
      'list the rating factor categories whose mean change tops 1 pct',
    ],
  ),
  ...family(
    'v12-states-reviewer-objections-over-ten',
    'conditions-on-aggregates',
    'select state, sum(total_objections) from reviewers group by state having sum(total_objections) > 10',
    [
      'In which states did the DOI reviewers write more than 10 objection letters in total?',
      'states whose reviewers total over ten objection letters',
      'states where reviewers have written > 10 objections combined',
      'list states with more than 10 objection letters from their reviewers',
    ],
  ),
  ...family(
    'v12-products-ten-filings-impact-under-five',
    'conditions-on-aggregates',
    'select product_name, count(*), avg(rate_impact) from filings group by product_name having count(*) >= 10 and avg(rate_impact) < 5',
    [
      'Which products have at least 10 filings and an average rate impact below 5%?',
      'products with 10+ filings and avg rate impact under 5',
      'list product names having ten or more filings whose mean rate change is less than five percent',
      'products: at least 10 filings, average impact < 5%',
    ],
  ),

  // negation
  ...family(
    'v12-sub-tois-never-withdrawn',
    'negation',
    "select distinct sub_toi from filings where sub_toi not in (select sub_toi from filings where disposition_status = 'Withdrawn')",
    [
      'Which sub-TOIs have never had a withdrawn filing?',
      'sub-TOIs with no withdrawals',
      'list the sub-types of insurance where no filing was ever withdrawn',
      'which sub tois have zero withdrawn filings?',
    ],
  ),
  ...family(
    'v12-neither-rate-nor-rate-rule',
    'negation',
    "select count(*) from filings where filing_type not in ('Rate', 'Rate/Rule')",
    [
      'How many filings are neither Rate nor Rate/Rule filing type?',
      "count filings whose filing type isn't Rate or Rate/Rule",
      'excluding the Rate and Rate/Rule filing types, how many filings are left?',
      'number of filings with a filing type other than rate and rate/rule',
    ],
  ),
  ...family(
    'v12-filings-without-supplemental-metrics',
    'negation',
    'select count(*) from filings where serff_tracking_number not in (select serff_tracking_number from supplemental_metrics)',
    [
      'How many filings have no supplemental metrics?',
      'count of filings without any supplemental metric rows',
      'filings lacking actuarial support figures (indications, ratios, trends): how many?',
      'number of filings missing supplemental metrics',
    ],
  ),
  ...family(
    'v12-states-never-withdrawn-or-disapproved',
    'negation',
    "select distinct state from filings where state not in (select state from filings where disposition_status in ('Withdrawn', 'Disapproved'))",
    [
      'Which states have never had a filing withdrawn or disapproved?',
      'states with no withdrawn and no disapproved filings',
      'list states where nothing was ever withdrawn or disapproved',
      "which states don't have a single withdrawn or disapproved filing",
    ],
  ),
  ...family(
    'v12-states-without-personal-auto',
    'negation',
    "select distinct state from filings where state not in (select state from filings where line_of_business = '19.0 Personal Auto')",
    [
      'Which states have no personal auto filings?',
      'states without any auto filings',
      'list the states where no personal auto filing was made',
      'in which states is there not one personal auto filing?',
    ],
  ),
  ...family(
    'v12-auto-not-effective-on-approval',
    'negation',
    "select count(*) from filings where line_of_business = '19.0 Personal Auto' and not on_approval",
    [
      'How many personal auto filings do not take effect on approval?',
      'count of auto filings that are not effective on approval',
      'personal auto filings whose effective date is not tied to approval: how many?',
      "number of personal auto line filings that don't go into effect upon approval",
    ],
  ),
  ...family(
    'v12-filings-with-no-base-rates',
    'negation',
    'select count(*) from filings where serff_tracking_number not in (select serff_tracking_number from base_rates)',
    [
      'How many filings set no base rates?',
      'count of filings without any base rate rows',
      'filings that have no base rate changes listed, how many?',
      'number of filings missing base rates entirely',
    ],
  ),
  ...family(
    'v12-harrowgate-auto-without-territory',
    'negation',
    "select count(*) from filings f where f.carrier = 'Harrowgate Mutual Insurance Group' and f.line_of_business = '19.0 Personal Auto' and not exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number and rf.factor = 'Territory')",
    [
      "How many of Harrowgate's personal auto filings did not change the Territory factor?",
      'count of Harrowgate auto filings with no Territory factor change',
      'Harrowgate personal auto filings that left territory alone: how many?',
      'number of harrowgate auto filngs without a territory rating factor',
    ],
  ),
  ...family(
    'v12-coverages-never-negative-indication',
    'negation',
    'select coverage from supplemental_metrics group by coverage having min(indication) >= 0',
    [
      'Which coverages never had a negative indication?',
      'coverages whose indication was never below zero',
      'list the coverages with no negative indicated change in the supplemental metrics',
      'which coverages have not once been indicated down?',
    ],
  ),

  // date ranges
  ...family(
    'v12-effective-march-2020-to-august-2021',
    'date-ranges',
    "select count(*) from filings where effective_date_new >= '2020-03-01' and effective_date_new < '2021-09-01'",
    [
      'How many filings took effect between March 2020 and August 2021, inclusive?',
      'count of filings effective from Mar 2020 through Aug 2021',
      'filings with an effective date March 2020 to end of August 2021: how many?',
      'number of filings effective 3/2020 thru 8/2021',
    ],
  ),
  ...family(
    'v12-objection-letters-since-july-2025',
    'date-ranges',
    "select count(*) from objections where objection_date >= '2025-07-01'",
    [
      'How many objection letters have been sent since July 1, 2025?',
      'count of objection letters dated on or after 2025-07-01',
      'objection letters from the start of July 2025 onward, how many?',
      'number of objections issued since 1 Jul 2025',
    ],
  ),
  ...family(
    'v12-decided-2019-through-2020',
    'date-ranges',
    "select count(*) from filings where disposition_date >= '2019-01-01' and disposition_date < '2021-01-01'",
    [
      'How many filings were decided between 2019 and 2020?',
      'count of filings with a disposition date in 2019 or 2020',
      'filings disposed from the start of 2019 through the end of 2020: how many?',
      'number of decisions on filings across 2019-2020',
    ],
  ),

  // calendar
  ...family(
    'v12-submitted-fourth-quarter-2019',
    'calendar',
    "select count(*) from filings where submitted_date >= '2019-10-01' and submitted_date < '2020-01-01'",
    [
      'How many filings were submitted in Q4 2019?',
      'count of filings submitted in the fourth quarter of 2019',
      '4Q19 submissions: how many?',
      'number of filings filed October through December 2019',
    ],
  ),
  ...family(
    'v12-june-dispositions-any-year',
    'calendar',
    'select count(*) from filings where extract(month from disposition_date) = 6',
    [
      'How many filings were decided in June, across all years?',
      'count of dispositions in any June',
      'June decisions (every year combined): how many?',
      'number of filings disposed during the month of Jun, all years',
    ],
  ),
  ...family(
    'v12-filings-each-effective-year',
    'calendar',
    'select extract(year from effective_date_new) as year, count(*) from filings group by extract(year from effective_date_new)',
    [
      'How many filings took effect in each year?',
      'filings by effective year',
      'year by year count of filings by effective date',
      'count of filings per year effective',
    ],
  ),
  ...family(
    'v12-monday-dispositions',
    'calendar',
    'select count(*) from filings where extract(isodow from disposition_date) = 1',
    [
      'How many filings were decided on a Monday?',
      'count of dispositions that fell on Mondays',
      'filings with a disposition date on a Monday, how many?',
      'number of decisions made on Mon',
    ],
  ),
  ...family(
    'v12-first-half-2021-submissions',
    'calendar',
    "select count(*) from filings where submitted_date >= '2021-01-01' and submitted_date < '2021-07-01'",
    [
      'How many filings were submitted in the first half of 2021?',
      'count of filings submitted in H1 2021',
      'filings filed January through June 2021: how many?',
      'number of submissions in 1H21',
    ],
  ),

  // superlatives
  ...family(
    'v12-deepest-policyholder-cut-filing',
    'superlatives',
    'select serff_tracking_number, min_change from filings order by min_change asc limit 1',
    [
      'Which filing has the lowest minimum change for a policyholder?',
      'filing with the most negative min change',
      'biggest decrease any single policyholder gets, which filing?',
      'what filing has the deepest min_change',
    ],
  ),
  ...family(
    'v12-slowest-carrier-on-average',
    'superlatives',
    'select carrier, avg(days_to_approval) from filings group by carrier order by avg(days_to_approval) desc nulls last limit 1',
    [
      'Which carrier has the highest average days to approval?',
      'carrier whose filings take the longest on average to get decided',
      'slowest carrier by mean days to approval',
      'which carrier waits longest, on average, for approval',
    ],
  ),
  ...family(
    'v12-coverage-highest-mean-base-rate',
    'superlatives',
    'select coverage, avg(rate_after) from base_rates group by coverage order by avg(rate_after) desc limit 1',
    [
      'Which coverage has the highest average base rate after the change?',
      'coverage with the biggest avg new base rate',
      'what coverage carries the highest mean base rate (after)?',
      'highest average rate_after by coverage, which coverage',
    ],
  ),
  ...family(
    'v12-state-with-most-reviewers',
    'superlatives',
    'select state, count(*) from reviewers group by state order by count(*) desc limit 1',
    [
      'Which state has the most reviewers?',
      'state with the largest number of DOI reviewers',
      'what state department of insurance lists the most reviewers',
      'most reviewers: which state?',
    ],
  ),

  // shares and ratios
  ...family(
    'v12-veritas-share-of-ohio',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where carrier = 'Veritas Lane Insurance') / count(*) from filings where state = 'OH'",
    [
      "What share of Ohio's filings come from Veritas Lane?",
      'percent of OH filings that are Veritas Lane',
      "Veritas Lane's percentage of all Ohio filings",
      'of the ohio filings, what pct belong to veritas lane?',
    ],
  ),
  ...family(
    'v12-auto-share-with-objections',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where objection_count > 0) / count(*) from filings where line_of_business = '19.0 Personal Auto'",
    [
      'What percentage of personal auto filings received at least one objection letter?',
      'share of auto filings with objections',
      'pct of personal auto filings that drew an objection',
      'of all personal auto filings, what fraction got objected to?',
    ],
  ),
  ...family(
    'v12-increase-to-decrease-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) filter (where rate_change_type = 'Decrease') from filings",
    [
      'What is the ratio of increase filings to decrease filings?',
      'increases divided by decreases, by number of filings',
      'how many increase filings are there per decrease filing?',
      'ratio incr:decr filings',
    ],
  ),
  ...family(
    'v12-homeowners-share-of-premium',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where line_of_business = '04.0 Homeowners') / sum(written_premium) from filings",
    [
      'What share of total written premium is homeowners?',
      'HO percentage of all written premium',
      "homeowners' slice of the total WP across filings, in percent",
      'what pct of written premium sits in the homeowners line',
    ],
  ),
  ...family(
    'v12-follow-up-round-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where round > 1) / count(*) from objections',
    [
      'What percentage of objection letters are follow-up rounds (round 2 or later)?',
      'share of objections beyond the first round',
      'pct of objection letters that are not first-round',
      'of all objection letters, what fraction are second round or later?',
    ],
  ),
  ...family(
    'v12-share-per-approval-type',
    'shares-and-ratios',
    'select approval_type, 100.0 * count(*) / sum(count(*)) over () from filings group by approval_type',
    [
      'What share of filings falls under each approval type?',
      'percent of filings by approval type',
      'approval type mix, as a percentage of all filings',
      'each approval type: pct of total filings',
    ],
  ),
  ...family(
    'v12-territory-share-of-decreases',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where change < 0) / count(*) from rating_factors where factor = 'Territory'",
    [
      'What share of Territory factor changes were decreases?',
      'percent of territory rating factor changes that went down',
      'of the filings that changed Territory, what pct lowered it?',
      'territory factor: fraction of changes below zero',
    ],
  ),
  ...family(
    'v12-meridian-neutral-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Neutral') / count(*) from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      "What share of Meridian Trust's filings were rate-neutral?",
      'percent of Meridian Trust filings with a neutral rate change type',
      'Meridian Trust: neutral filings as a pct of all its filings',
      "how much of meridian trust's filing volume is neutral, percentage-wise",
    ],
  ),
  ...family(
    'v12-collision-over-comprehensive-base-rate',
    'shares-and-ratios',
    "select avg(rate_after) filter (where coverage = 'Collision') / avg(rate_after) filter (where coverage = 'Comprehensive') from base_rates",
    [
      'What is the ratio of the average Collision base rate to the average Comprehensive base rate after the change?',
      'avg collision base rate after divided by avg comprehensive base rate after',
      'how many times bigger is the mean Collision base rate than Comprehensive (new rates)?',
      'collision vs comp base rate (after), as a ratio of averages',
    ],
  ),

  // joins
  ...family(
    'v12-protection-class-change-per-carrier',
    'joins',
    "select f.carrier, avg(rf.change) from rating_factors rf join filings f on f.serff_tracking_number = rf.serff_tracking_number where rf.factor = 'Protection Class' group by f.carrier",
    [
      'What is the average Protection Class factor change by carrier?',
      'avg protection class change per carrier',
      'for each carrier, mean change in the Protection Class rating factor',
      'protection class factor changes averaged by carrier group',
    ],
  ),
  ...family(
    'v12-harrowgate-objection-letters-per-state',
    'joins',
    "select f.state, count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.carrier = 'Harrowgate Mutual Insurance Group' group by f.state",
    [
      "How many objection letters did Harrowgate's filings get in each state?",
      'Harrowgate objection letters by state',
      'count of objection letters on Harrowgate filings, per state',
      'state by state, objections harrowgate received',
    ],
  ),
  ...family(
    'v12-reviewers-of-tradesman',
    'joins',
    "select distinct rv.reviewer_name from reviews rv join filings f on f.serff_tracking_number = rv.serff_tracking_number where f.carrier = 'Tradesman Mutual Casualty'",
    [
      "Which reviewers were assigned to Tradesman Mutual's filings?",
      'names of reviewers on Tradesman filings',
      'list everyone who reviewed a Tradesman Mutual Casualty filing',
      'who reviewed tradesman filings?',
    ],
  ),
  ...family(
    'v12-filings-reviewed-by-examiners',
    'joins',
    "select count(distinct rv.serff_tracking_number) from reviews rv join reviewers r on r.reviewer_id = rv.reviewer_id where r.title = 'Insurance Examiner'",
    [
      'How many filings were reviewed by someone with the title Insurance Examiner?',
      'count of filings with an Insurance Examiner among their reviewers',
      'number of distinct filings that an insurance examiner reviewed',
      'filings that had an insurance examiner assigned, how many',
    ],
  ),
  ...family(
    'v12-brightwater-bodily-injury-base-rate',
    'joins',
    "select avg(b.rate_after) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.carrier = 'Brightwater Insurance Companies' and b.coverage = 'Bodily Injury'",
    [
      "What is the average Bodily Injury base rate after the change in Brightwater's filings?",
      'avg BI base rate (after) for Brightwater filings',
      'Brightwater: mean new base rate for bodily injury across its filings',
      'bodily injury base rate after, averaged over brightwater filings',
    ],
  ),
  ...family(
    'v12-homeowners-wind-hail-indication-over-twenty',
    'joins',
    "select count(distinct s.serff_tracking_number) from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.line_of_business = '04.0 Homeowners' and s.coverage = 'Wind/Hail' and s.indication > 20",
    [
      'How many homeowners filings have a Wind/Hail indication above 20%?',
      'count of HO filings where the wind/hail coverage indication exceeds 20',
      'homeowners filings with a wind and hail indicated change over twenty percent: how many?',
      'number of homeowners filings whose Wind/Hail indication is > 20 pct',
    ],
  ),
  ...family(
    'v12-oldest-roof-relativity-per-state',
    'joins',
    "select f.state, avg(l.relativity_after) from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Roof Age' and l.level = '21+ years' group by f.state",
    [
      'What is the average relativity after the change for roofs 21+ years old, by state?',
      'avg new relativity of the Roof Age 21+ years level per state',
      'by state, mean relativity (after) for the oldest roof age band, 21 years and up',
      'roof age 21+ yrs relativity after, averaged per state',
    ],
  ),
  ...family(
    'v12-objection-rounds-on-big-increases',
    'joins',
    'select count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.rate_impact > 10',
    [
      'How many objection letters went to filings with a rate impact above 10%?',
      'count of objection rounds on filings whose rate impact exceeds ten percent',
      'objection letters sent on filings asking more than +10%: how many?',
      'number of objections against filings with rate impact > 10',
    ],
  ),

  // filters on columns
  ...family(
    'v12-sentinel-filing-list',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Sentinel Auto Group'",
    [
      'List the filings from Sentinel Auto Group.',
      'sentinel auto filings',
      'show me every Sentinel Auto Group filing',
      'which filings did Sentinel submit?',
    ],
  ),
  ...family(
    'v12-pennsylvania-form-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where filing_type = 'Form' and state = 'PA'",
    [
      'Which Pennsylvania filings have the filing type Form?',
      'Form filings in PA',
      'list the form-only filings made in Pennsylvania',
      'show pennsylvania filings where filing type = Form',
    ],
  ),
  ...family(
    'v12-calloway-indemnity-as-filer',
    'filters-on-columns',
    "select serff_tracking_number from filings where filing_company = 'Calloway Indemnity Company'",
    [
      'Which filings list Calloway Indemnity Company as the filing company?',
      'filings where the filing company is Calloway Indemnity',
      'show filings filed by the company Calloway Indemnity Company',
      'list filngs with filing_company = Calloway Indemnity Company',
    ],
  ),
  ...family(
    'v12-tradesman-preferred-company-filings',
    'filters-on-columns',
    "select serff_tracking_number from company_rate_figures where company = 'Tradesman Mutual Preferred Insurance Company'",
    [
      'Which filings include Tradesman Mutual Preferred Insurance Company as an underwriting company?',
      'filings covering the underwriting company Tradesman Mutual Preferred',
      'list the filings where Tradesman Mutual Preferred Insurance Company has rate figures',
      'tradesman mutual preferred: which filings is it in?',
    ],
  ),
  ...family(
    'v12-review-pending-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where disposition_status = 'Review Pending'",
    [
      'Which filings have the status Review Pending?',
      'filings still in review pending',
      'list filings whose disposition status is Review Pending',
      'show review-pending filings',
    ],
  ),

  // comparisons
  ...family(
    'v12-use-and-file-versus-prior-approval-impact',
    'comparisons',
    "select approval_type, avg(rate_impact) from filings where approval_type in ('Use and File', 'Prior Approval') group by approval_type",
    [
      'How does the average rate impact of Use and File filings compare with Prior Approval filings?',
      'avg rate impact: U&F vs prior approval',
      'compare mean rate change between use-and-file and prior approval',
      'use and file and prior approval, average rate impact of each side by side',
    ],
  ),
  ...family(
    'v12-kentucky-versus-louisiana-days',
    'comparisons',
    "select state, avg(days_to_approval) from filings where state in ('KY', 'LA') group by state",
    [
      'How does the average days to approval in Kentucky compare with Louisiana?',
      'KY vs LA avg days to approval',
      'compare mean turnaround in days for Kentucky and Louisiana filings',
      'kentucky versus louisiana: average days to approval of each',
    ],
  ),
  ...family(
    'v12-days-to-approval-2019-versus-2024-submissions',
    'comparisons',
    'select extract(year from submitted_date) as year, avg(days_to_approval) from filings where extract(year from submitted_date) in (2019, 2024) group by extract(year from submitted_date)',
    [
      'How does the average days to approval compare for filings submitted in 2019 versus 2024?',
      'avg days to approval, 2019 submissions vs 2024 submissions',
      'compare mean approval time of filings filed in 2019 with those filed in 2024',
      'mean days to approval of filings submitted in 2019 and of those submitted in 2024',
    ],
  ),
  ...family(
    'v12-fairhaven-versus-harrowgate-written-premium',
    'comparisons',
    "select carrier, sum(written_premium) from filings where carrier in ('Fairhaven Casualty Group', 'Harrowgate Mutual Insurance Group') group by carrier",
    [
      'How does the total written premium of Fairhaven compare with Harrowgate?',
      'Fairhaven vs Harrowgate total WP',
      'compare summed written premium for Fairhaven and for Harrowgate',
      'harrowgate and fairhaven total written premium next to each other',
    ],
  ),
  ...family(
    'v12-hurricane-versus-wind-hail-base-change',
    'comparisons',
    "select coverage, avg(change) from base_rates where coverage in ('Hurricane', 'Wind/Hail') group by coverage",
    [
      'How does the average base rate change for Hurricane compare with Wind/Hail?',
      'hurricane vs wind/hail average base rate change',
      'compare the mean base rate change of the hurricane and wind/hail coverages',
      'average base rate change, hurricane next to wind and hail',
    ],
  ),

  // casual and typos
  ...family(
    'v12-casual-harrowgate-withdrawals',
    'casual-and-typos',
    "select count(*) from filings where carrier = 'Harrowgate Mutual Insurance Group' and disposition_status = 'Withdrawn'",
    [
      'yo how many filings did harrowgate withdraw',
      'quick q - # of withdrawn harrowgate filings?',
      'harrowgte withdrawn filings count pls',
      "hey, how many of Harrowgate Mutual's filings got withdrawn",
    ],
  ),
  ...family(
    'v12-casual-harrowgate-auto-average',
    'casual-and-typos',
    "select avg(rate_impact) from filings where carrier = 'Harrowgate Mutual Insurance Group' and line_of_business = '19.0 Personal Auto'",
    [
      'avg rate chg for harrowgate auto thx',
      'harrowgate personal auto, whats the average rate impact',
      'hey whats harrowgates avg rate impact on auto',
      'harowgate personal auto avg rate impact?',
    ],
  ),
  ...family(
    'v12-casual-new-mexico-motorcycles',
    'casual-and-typos',
    "select serff_tracking_number from filings where sub_toi = '19.0002 Motorcycle' and state = 'NM'",
    [
      'motorcycle filings in new mexico pls',
      'NM motorcyle filings?',
      'yo list the motorcycle filings for NM',
      'any moto filings in new mexico, which ones',
    ],
  ),
  ...family(
    'v12-casual-largest-indication',
    'casual-and-typos',
    'select max(indicated_change) from filings',
    [
      'whats the biggest indicated chg on any filing',
      'max indicated change overall?? thx',
      'highest indicaton anyone filed, just the number',
      'largest ind change ever, quick',
    ],
  ),
  ...family(
    'v12-casual-disapproved-in-2024',
    'casual-and-typos',
    "select count(*) from filings where disposition_status = 'Disapproved' and disposition_date >= '2024-01-01' and disposition_date < '2025-01-01'",
    [
      '# of filings disaproved in 2024',
      'how many got disapproved in 2024 lol',
      'disapprovals during 2024, count pls',
      'hey how many filings did the DOIs disapprove in twenty twenty four',
    ],
  ),

  // unanswerable
  ...family('v12-carrier-employee-headcount', 'unanswerable', null, [
    'How many employees does each carrier have?',
    'staff headcount by carrier',
    'list carriers with their number of employees',
    'which carrier employs the most people?',
  ]),
  ...family('v12-reviewer-salaries', 'unanswerable', null, [
    'What is the average salary of the DOI reviewers?',
    'reviewer pay by state',
    'how much do rate analysts at the departments of insurance earn?',
    'avg reviewer salary pls',
  ]),
  ...family('v12-nonrenewal-notices', 'unanswerable', null, [
    'How many nonrenewal notices did each carrier send last year?',
    'count of non-renewals by carrier',
    'nonrenewal notices mailed per state in 2025',
    'which carrier nonrenewed the most policyholders?',
  ]),
  ...family('v12-carrier-advertising-spend', 'unanswerable', null, [
    'How much did each carrier spend on advertising last year?',
    'marketing spend by carrier',
    'which carriers have the biggest ad budgets?',
    "Harrowgate's advertising budget for 2025",
  ]),
];
