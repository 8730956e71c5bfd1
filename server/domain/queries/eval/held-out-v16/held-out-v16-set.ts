import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * Held-out v16 (issue 22): a sixteenth blind split, written on 2026-12-01 by a helper session that
 * does not tune the translator, without reading the translator's rules or any other split's
 * questions. See README.md beside this file for how it was written and checked. Whoever tunes the
 * translator must not open, grep or search this file.
 */
export const HELD_OUT_V16_SET: EvalItem[] = [
  // counts (8)
  ...family(
    'v16-veritas-other-liability-count',
    'counts',
    "select count(*) as filings from filings where carrier = 'Veritas Lane Insurance' and line_of_business = '17.0 Other Liability-Occ'",
    [
      'How many Other Liability filings has Veritas Lane submitted?',
      'number of veritas lane personal umbrella filings',
      'Veritas Lane Insurance: count of its other liability (occurrence) filings',
      'how many umbrella/excess filings came in from Veritas Lane',
    ],
  ),
  ...family(
    'v16-pennsylvania-reviewer-count',
    'counts',
    "select count(*) as reviewers from reviewers where state = 'PA'",
    [
      'How many DOI reviewers does Pennsylvania have?',
      'count of reviewers at the Pennsylvania insurance department',
      'number of PA reviewers on file',
      'how many department reviewers are there in pennsylvania',
    ],
  ),
  ...family(
    'v16-secondary-assignment-count',
    'counts',
    "select count(*) as assignments from reviews where role = 'secondary'",
    [
      'How many secondary reviewer assignments are there?',
      'count the review assignments where the reviewer was secondary',
      'number of times a reviewer was assigned in a secondary role',
      'secondary-role reviews: how many in total?',
    ],
  ),
  ...family(
    'v16-brightwater-acknowledged-count',
    'counts',
    "select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and disposition_status = 'Acknowledged'",
    [
      'How many Brightwater filings are Acknowledged?',
      'count of Brightwater Insurance Companies filings with disposition status Acknowledged',
      'number of brightwater filings the regulator acknowledged',
      'Brightwater: how many of its filings ended up acknowledged?',
    ],
  ),
  ...family(
    'v16-meridian-product-count',
    'counts',
    "select count(distinct product_name) as products from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'How many different products has Meridian Trust filed for?',
      'number of distinct product names in Meridian Trust Casualty Group filings',
      'count of separate programs Meridian Trust has on file',
      'Meridian Trust - how many unique products across its filings',
    ],
  ),
  ...family(
    'v16-harrowgate-closed-received-count',
    'counts',
    "select count(*) as filings from filings where carrier = 'Harrowgate Mutual Insurance Group' and disposition_status = 'Closed-Received/Filed'",
    [
      'How many Harrowgate filings are Closed-Received/Filed?',
      'count of Harrowgate Mutual filings with status closed - received/filed',
      'number of Harrowgate filings in Closed-Received/Filed status',
      "Harrowgate's closed received-and-filed filings: how many?",
    ],
  ),
  ...family(
    'v16-homeowners-form-rate-rule-count',
    'counts',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and filing_type = 'Form/Rate/Rule'",
    [
      'How many homeowners filings were Form/Rate/Rule filings?',
      'count of HO filings with filing type form, rate and rule combined',
      'number of homeowners form/rate/rule submissions',
      'homeowners: how many filings covered forms, rates and rules all at once',
    ],
  ),
  ...family(
    'v16-tradesman-commercial-auto-count',
    'counts',
    "select count(*) as filings from filings where carrier = 'Tradesman Mutual Casualty' and line_of_business = '20.0 Commercial Auto'",
    [
      'How many commercial auto filings did Tradesman Mutual make?',
      'count of Tradesman Mutual Casualty filings in commercial auto',
      'number of commercial automobile filings from Tradesman',
      'tradesman mutual comm auto filing count',
    ],
  ),

  // aggregates (5)
  ...family(
    'v16-veritas-median-policyholders',
    'aggregates',
    "select percentile_cont(0.5) within group (order by policyholders_affected) as median_policyholders from filings where carrier = 'Veritas Lane Insurance'",
    [
      'What is the median number of policyholders affected by a Veritas Lane filing?',
      'median policyholders affected, Veritas Lane Insurance filings',
      'for Veritas Lane, the middle value of policyholders affected per filing',
      'veritas lane: median count of affected policyholders',
    ],
  ),
  ...family(
    'v16-calloway-policyholders-total',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where carrier = 'Calloway Auto and Home Group'",
    [
      'How many policyholders in total were affected by Calloway filings?',
      'total policyholders affected across all Calloway Auto and Home Group filings',
      'sum of policyholders impacted by Calloway rate filings',
      "Calloway's filings: combined number of affected policyholders",
    ],
  ),
  ...family(
    'v16-brightwater-deepest-cut',
    'aggregates',
    "select min(rate_impact) as rate_impact from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'What is the lowest rate impact among Brightwater filings?',
      'biggest rate cut Brightwater ever filed, in percent',
      'minimum overall rate change for Brightwater Insurance Companies',
      "what's the most negative rate impact on any Brightwater filing",
    ],
  ),
  ...family(
    'v16-hurricane-new-base-rate-average',
    'aggregates',
    "select avg(rate_after) as rate_after from base_rates where coverage = 'Hurricane'",
    [
      'What is the average new Hurricane base rate after the filings?',
      'avg hurricane base rate after the change, in dollars',
      'mean proposed base rate for the Hurricane coverage',
      'across filings setting it, what does the Hurricane base rate average once revised?',
    ],
  ),
  ...family(
    'v16-ohio-premium-change-average',
    'aggregates',
    "select avg(written_premium_change) as written_premium_change from filings where state = 'OH'",
    [
      'What is the average written premium change of Ohio filings?',
      'avg change in written premium, OH filings',
      'on average, how many dollars of written premium does an Ohio filing move?',
      'mean written premium change for filings in Ohio',
    ],
  ),

  // group-bys (4)
  ...family(
    'v16-fairhaven-by-filing-type',
    'group-bys',
    "select filing_type, count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' group by filing_type",
    [
      "Break down Fairhaven's filings by filing type",
      'Fairhaven Casualty Group filing count per filing type',
      'how many Fairhaven filings of each type (rate, rule, form...)?',
      'number of filings by type for fairhaven',
    ],
  ),
  ...family(
    'v16-premium-by-line',
    'group-bys',
    'select line_of_business, sum(written_premium) as written_premium from filings group by line_of_business',
    [
      'Total written premium by line of business',
      'sum of written premium for each LOB',
      'how much written premium sits in each line of business?',
      'written premium totals, split by line',
    ],
  ),
  ...family(
    'v16-reply-days-by-round',
    'group-bys',
    'select round, avg(reply_date - objection_date) as avg_reply_days from objections group by round',
    [
      'What is the average reply time to objection letters in each round?',
      'average days from objection letter to reply, by round',
      'per objection round, how many days do insurers take to answer on average?',
      'mean reply lag in days for each round of objections',
    ],
  ),
  ...family(
    'v16-average-filings-by-title',
    'group-bys',
    'select title, avg(total_filings) as avg_filings from reviewers group by title',
    [
      'How many filings does a reviewer handle on average, by job title?',
      'average total filings per reviewer for each title',
      'mean number of assigned filings per reviewer, broken down by title',
      'by reviewer title: avg filings assigned',
    ],
  ),

  // top-N (5)
  ...family(
    'v16-top-five-states-by-premium',
    'top-N',
    'select state, sum(written_premium) as written_premium from filings group by state order by written_premium desc limit 5',
    [
      'Which 5 states have the most written premium in total?',
      'top five states by total written premium',
      'states ranked by summed written premium, show the first 5',
      'give me the five biggest states by written premium',
    ],
  ),
  ...family(
    'v16-top-three-factors-by-filings',
    'top-N',
    'select factor, count(distinct serff_tracking_number) as filings from rating_factors group by factor order by filings desc limit 3',
    [
      'Which three rating factors are changed in the most filings?',
      'top 3 rating factors by number of filings revising them',
      'most frequently changed rating factors - first three',
      'the three factors that filings touch most often',
    ],
  ),
  ...family(
    'v16-top-four-homeowners-indications',
    'top-N',
    "select serff_tracking_number, indicated_change from filings where line_of_business = '04.0 Homeowners' and indicated_change is not null order by indicated_change desc limit 4",
    [
      'Which 4 homeowners filings have the highest indicated rate change?',
      'top four HO filings by indicated change',
      'show the homeowners filings with the four largest indications',
      'homeowners filings ranked by indicated change, top 4',
    ],
  ),
  ...family(
    'v16-three-fastest-carriers',
    'top-N',
    'select carrier, avg(days_to_approval) as avg_days from filings group by carrier order by avg_days asc limit 3',
    [
      'Which three carriers get their filings approved fastest on average?',
      '3 carriers with the shortest average days to approval',
      'lowest average days to approval by carrier, bottom three',
      'quickest carriers by mean approval time - give me three',
    ],
  ),
  ...family(
    'v16-top-three-busiest-reviewers',
    'top-N',
    'select name, total_filings from reviewers order by total_filings desc limit 3',
    [
      'Which 3 reviewers were assigned the most filings?',
      'top three reviewers by total filings',
      'the three busiest DOI reviewers by number of filings assigned',
      'reviewers with the most filings, show 3',
    ],
  ),

  // thresholds (8)
  ...family(
    'v16-indication-over-thirty',
    'thresholds',
    'select count(*) as filings from filings where indicated_change > 30',
    [
      'How many filings have an indicated change above 30%?',
      'count of filings where the indication exceeds thirty percent',
      'number of filings indicating more than +30%',
      'filings with indicated rate change over 30 pct - how many?',
    ],
  ),
  ...family(
    'v16-under-five-days',
    'thresholds',
    'select serff_tracking_number, days_to_approval from filings where days_to_approval < 5',
    [
      'Which filings were approved in under 5 days?',
      'list filings with days to approval below five',
      'filings that got through the regulator in fewer than 5 days',
      'show filings whose turnaround was less than five days',
    ],
  ),
  ...family(
    'v16-homeowners-max-change-over-thirty',
    'thresholds',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and max_change > 30",
    [
      'How many homeowners filings have a maximum policyholder change above 30%?',
      'count of HO filings where the largest individual change exceeds 30 percent',
      'number of homeowners filings with max change over thirty percent',
      'homeowners filings whose biggest per-policy increase is more than 30% - how many',
    ],
  ),
  ...family(
    'v16-relativities-above-two',
    'thresholds',
    'select count(*) as levels from rating_factor_levels where relativity_after > 2',
    [
      'How many rating factor levels have a new relativity above 2.0?',
      'count of factor levels whose relativity after the filing exceeds 2',
      'number of rating levels with a revised relativity greater than two',
      'levels in the rating tables that end up above a 2.00 relativity - how many?',
    ],
  ),
  ...family(
    'v16-expense-ratio-over-thirty-five',
    'thresholds',
    'select count(distinct serff_tracking_number) as filings from supplemental_metrics where expense_ratio > 35',
    [
      'How many filings report an expense ratio above 35%?',
      'number of filings with an expense ratio over 35 percent on any coverage',
      'count the filings whose supplemental metrics show expense ratios greater than 35',
      'filings with an expense ratio north of 35% - how many?',
    ],
  ),
  ...family(
    'v16-cuts-deeper-than-ten',
    'thresholds',
    'select serff_tracking_number, rate_impact from filings where rate_impact < -10',
    [
      'Which filings cut rates by more than 10%?',
      'list filings with a rate impact below -10%',
      'filings with decreases deeper than ten percent',
      'show every filing whose overall rate change is under minus 10',
    ],
  ),
  ...family(
    'v16-base-rate-jumps-over-thirty',
    'thresholds',
    'select count(*) as base_rates from base_rates where change > 30',
    [
      'How many coverage base rates rose more than 30%?',
      'count of base rate changes above 30 percent',
      'number of base rates that went up by over thirty percent',
      'base rate increases bigger than 30% - how many coverage rows?',
    ],
  ),
  ...family(
    'v16-premium-drop-over-twenty-million',
    'thresholds',
    'select count(*) as filings from filings where written_premium_change < -20000000',
    [
      'How many filings cut written premium by more than $20 million?',
      'count of filings with a written premium change below -20M',
      'number of filings reducing written premium by over twenty million dollars',
      'filings where written premium falls more than $20,000,000 - how many?',
    ],
  ),

  // conditions-on-aggregates (6)
  ...family(
    'v16-carriers-premium-over-ten-billion',
    'conditions-on-aggregates',
    'select carrier, sum(written_premium) as written_premium from filings group by carrier having sum(written_premium) > 10000000000',
    [
      'Which carriers have more than $10 billion of written premium in total?',
      'carriers whose summed written premium exceeds 10B',
      'list carriers with total written premium over ten billion dollars',
      'carriers above $10bn in written premium across their filings',
    ],
  ),
  ...family(
    'v16-states-with-fifteen-filings',
    'conditions-on-aggregates',
    'select state, count(*) as filings from filings group by state having count(*) >= 15',
    [
      'Which states have at least 15 filings?',
      'states with fifteen or more filings',
      'list every state where the filing count is 15+',
      'states that have had no fewer than 15 filings',
    ],
  ),
  ...family(
    'v16-factor-categories-over-fifty',
    'conditions-on-aggregates',
    'select category, count(*) as factor_changes from rating_factors group by category having count(*) > 50',
    [
      'Which rating factor categories have more than 50 factor changes?',
      'factor categories changed over fifty times across filings',
      'list the categories of rating factors with more than 50 changes',
      'rating factor groups with a change count above 50',
    ],
  ),
  ...family(
    'v16-filing-companies-average-over-six',
    'conditions-on-aggregates',
    'select filing_company, avg(rate_impact) as avg_rate_impact from filings group by filing_company having avg(rate_impact) > 6',
    [
      'Which filing companies average a rate impact above 6%?',
      'filing companies whose mean rate change is over six percent',
      'list filing companies with an average rate impact greater than 6',
      'filing companies averaging more than +6% per filing',
    ],
  ),
  ...family(
    'v16-slow-sub-tois',
    'conditions-on-aggregates',
    'select sub_toi, avg(days_to_approval) as avg_days from filings group by sub_toi having avg(days_to_approval) > 60',
    [
      'Which sub-TOIs average more than 60 days to approval?',
      'sub types of insurance whose mean days to approval is over sixty',
      'list sub-TOIs with an average approval time above 60 days',
      'sub-TOIs where filings take longer than 60 days on average',
    ],
  ),
  ...family(
    'v16-companies-indication-over-twelve',
    'conditions-on-aggregates',
    'select company, avg(indication) as avg_indication from supplemental_metrics group by company having avg(indication) > 12',
    [
      'Which underwriting companies have an average coverage indication above 12%?',
      'companies whose supplemental metrics average an indication over twelve percent',
      'list companies with a mean indicated change by coverage greater than 12',
      'underwriting companies averaging more than a 12 pct indication',
    ],
  ),

  // negation (9)
  ...family(
    'v16-harrowgate-outside-personal-auto',
    'negation',
    "select count(*) as filings from filings where carrier = 'Harrowgate Mutual Insurance Group' and line_of_business <> '19.0 Personal Auto'",
    [
      'How many Harrowgate filings are not personal auto?',
      'count of Harrowgate Mutual filings excluding personal auto',
      'Harrowgate filings in lines other than personal auto - how many?',
      'leaving out personal auto, how many filings does Harrowgate have',
    ],
  ),
  ...family(
    'v16-fairhaven-non-increases',
    'negation',
    "select count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' and rate_change_type <> 'Increase'",
    [
      'How many Fairhaven filings were not increases?',
      'count of Fairhaven Casualty Group filings other than rate increases',
      'Fairhaven filings excluding increases: how many?',
      "number of fairhaven filings that weren't an increase",
    ],
  ),
  ...family(
    'v16-new-york-without-letters',
    'negation',
    "select count(*) as filings from filings where state = 'NY' and objection_count = 0",
    [
      'How many New York filings received no objection letters?',
      'count of NY filings without any objections',
      'number of New York filings the department never objected to',
      'NY filings with zero objection letters - how many',
    ],
  ),
  ...family(
    'v16-lines-never-disapproved',
    'negation',
    "select line_of_business from filings group by line_of_business having count(*) filter (where disposition_status = 'Disapproved') = 0",
    [
      'Which lines of business have never had a filing disapproved?',
      'lines of business with no disapproved filings',
      'list the LOBs without a single disapproval',
      'which lines have zero disapprovals?',
    ],
  ),
  ...family(
    'v16-california-idle-reviewers',
    'negation',
    "select count(*) as reviewers from reviewers where state = 'CA' and total_filings = 0",
    [
      'How many California reviewers have not been assigned any filings?',
      'count of CA reviewers with no filings assigned',
      'number of California DOI reviewers who never reviewed a filing',
      'California reviewers without a single assigned filing - how many?',
    ],
  ),
  ...family(
    'v16-auto-average-without-brightwater',
    'negation',
    "select avg(rate_impact) as avg_rate_impact from filings where line_of_business = '19.0 Personal Auto' and carrier <> 'Brightwater Insurance Companies'",
    [
      'What is the average personal auto rate impact excluding Brightwater?',
      'avg rate change of personal auto filings from carriers other than Brightwater',
      'personal auto average rate impact, leaving out Brightwater Insurance Companies',
      'mean auto rate impact for everyone except Brightwater',
    ],
  ),
  ...family(
    'v16-sub-tois-without-decreases',
    'negation',
    "select sub_toi from filings group by sub_toi having count(*) filter (where rate_change_type = 'Decrease') = 0",
    [
      'Which sub-TOIs have never had a rate decrease filing?',
      'sub-TOIs with no decrease filings',
      'list the sub types of insurance where no filing was a decrease',
      'which sub-TOIs never saw a rate cut?',
    ],
  ),
  ...family(
    'v16-brightwater-single-company-filings',
    'negation',
    "select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and filing_company <> 'Multiple'",
    [
      'How many Brightwater filings were not filed by Multiple companies?',
      "count of Brightwater filings whose filing company isn't Multiple",
      'Brightwater filings excluding those filed jointly as Multiple - how many?',
      'number of Brightwater Insurance Companies filings with a filing company other than "Multiple"',
    ],
  ),
  ...family(
    'v16-factors-never-reduced',
    'negation',
    'select factor from rating_factors group by factor having min(change) >= 0',
    [
      'Which rating factors were never reduced in any filing?',
      'rating factors that no filing ever changed downward',
      'list factors without a single negative change',
      'which factors never saw a decrease?',
    ],
  ),

  // date-ranges (3)
  ...family(
    'v16-submitted-march-to-august-2022',
    'date-ranges',
    "select count(*) as filings from filings where submitted_date between '2022-03-01' and '2022-08-31'",
    [
      'How many filings were submitted between March 2022 and August 2022?',
      'count of filings submitted from 3/1/2022 through 8/31/2022',
      'number of submissions March through August 2022, inclusive',
      'filings filed between March 1 and August 31, 2022 - how many?',
    ],
  ),
  ...family(
    'v16-homeowners-effective-before-july-2019',
    'date-ranges',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and effective_date_new < '2019-07-01'",
    [
      'How many homeowners filings took effect before July 1, 2019?',
      'count of HO filings effective earlier than 2019-07-01',
      'number of homeowners filings with an effective date before July 2019',
      'homeowners filings effective prior to 7/1/2019 - how many',
    ],
  ),
  ...family(
    'v16-letters-since-october-2025',
    'date-ranges',
    "select count(*) as letters from objections where objection_date >= '2025-10-01'",
    [
      'How many objection letters have been sent since October 1, 2025?',
      'count of objections dated on or after 2025-10-01',
      'number of objection letters since Oct 2025',
      'objection letters from the start of October 2025 onward - how many?',
    ],
  ),

  // calendar (5)
  ...family(
    'v16-effective-third-quarter-2020',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= '2020-07-01' and effective_date_new < '2020-10-01'",
    [
      'How many filings took effect in Q3 2020?',
      'count of filings effective in the third quarter of 2020',
      'number of filings with an effective date in 3Q20',
      'filings effective July through September 2020 - how many',
    ],
  ),
  ...family(
    'v16-submitted-last-twelve-months',
    'calendar',
    "select count(*) as filings from filings where submitted_date >= current_date - interval '12 months'",
    [
      'How many filings were submitted in the last 12 months?',
      'count of filings submitted over the past twelve months',
      'number of submissions in the trailing 12 months',
      'filings submitted within the last year (12 months) - how many?',
    ],
  ),
  ...family(
    'v16-harrowgate-submissions-per-year',
    'calendar',
    "select extract(year from submitted_date) as year, count(*) as filings from filings where carrier = 'Harrowgate Mutual Insurance Group' group by year",
    [
      'How many filings did Harrowgate submit each year?',
      'Harrowgate Mutual filing count by year submitted',
      'number of Harrowgate submissions per calendar year',
      'yearly count of filings submitted by Harrowgate',
    ],
  ),
  ...family(
    'v16-decided-september-2024',
    'calendar',
    "select serff_tracking_number from filings where disposition_date between '2024-09-01' and '2024-09-30'",
    [
      'Which filings were decided in September 2024?',
      'list filings with a disposition date in Sept 2024',
      'filings the regulators disposed of during September of 2024',
      'show the filings decided in 09/2024',
    ],
  ),
  ...family(
    'v16-effective-year-to-date',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= date_trunc('year', current_date) and effective_date_new <= current_date",
    [
      'How many filings have taken effect so far this year?',
      'count of filings effective year to date',
      'number of filings with an effective date YTD',
      'filings that became effective since January 1 of this year, up to today - how many?',
    ],
  ),

  // superlatives (4)
  ...family(
    'v16-fewest-policyholders-filing',
    'superlatives',
    'select serff_tracking_number, policyholders_affected from filings order by policyholders_affected asc limit 1',
    [
      'Which filing affected the fewest policyholders?',
      'the filing with the smallest number of policyholders affected',
      'what filing touched the least policyholders?',
      'filing with the lowest policyholder count affected - just one',
    ],
  ),
  ...family(
    'v16-state-highest-average-indication',
    'superlatives',
    'select state, avg(indicated_change) as avg_indicated_change from filings group by state order by avg_indicated_change desc limit 1',
    [
      'Which state has the highest average indicated change?',
      'the state whose filings have the largest mean indication',
      'what state tops the list on average indicated rate change?',
      'state with the highest avg indicated change',
    ],
  ),
  ...family(
    'v16-line-most-letters-per-filing',
    'superlatives',
    'select line_of_business, avg(objection_count) as letters_per_filing from filings group by line_of_business order by letters_per_filing desc limit 1',
    [
      'Which line of business draws the most objection letters per filing?',
      'the LOB with the highest average objection count',
      'what line gets objected to most per filing on average?',
      'line of business with the top average number of objection letters',
    ],
  ),
  ...family(
    'v16-coverage-highest-indication',
    'superlatives',
    'select coverage, avg(indication) as avg_indication from supplemental_metrics group by coverage order by avg_indication desc limit 1',
    [
      'Which coverage has the highest average indication?',
      'the coverage with the largest mean indicated change in the supplemental metrics',
      'what coverage is indicated highest on average?',
      'coverage with the top avg indication',
    ],
  ),

  // shares-and-ratios (9)
  ...family(
    'v16-calloway-homeowners-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where line_of_business = '04.0 Homeowners') / count(*) as pct_homeowners from filings where carrier = 'Calloway Auto and Home Group'",
    [
      "What share of Calloway's filings are homeowners?",
      'percentage of Calloway Auto and Home Group filings in the homeowners line',
      'what percent of calloway filings are HO?',
      'of all Calloway filings, how many percent are homeowners filings',
    ],
  ),
  ...family(
    'v16-sterling-oak-ohio-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where state = 'OH') / count(*) as pct_ohio from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      "What share of Sterling Oak's filings are in Ohio?",
      'percentage of Sterling Oak Insurance Group filings filed in OH',
      'what percent of sterling oak filings went to Ohio?',
      'Ohio as a percentage of all Sterling Oak filings',
    ],
  ),
  ...family(
    'v16-meridian-increase-to-decrease-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) filter (where rate_change_type = 'Decrease') as increases_per_decrease from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      "What is the ratio of increases to decreases in Meridian Trust's filings?",
      'Meridian Trust: number of increase filings divided by number of decrease filings',
      'how many increases per decrease does Meridian Trust Casualty Group file?',
      'ratio of rate increases to rate decreases for Meridian Trust',
    ],
  ),
  ...family(
    'v16-harrowgate-premium-share',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where carrier = 'Harrowgate Mutual Insurance Group') / sum(written_premium) as pct_premium from filings",
    [
      "What share of total written premium is Harrowgate's?",
      'Harrowgate Mutual percentage of all written premium',
      'what percent of the written premium across all filings belongs to Harrowgate?',
      "Harrowgate's slice of total written premium, as a percentage",
    ],
  ),
  ...family(
    'v16-secondary-review-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where role = 'secondary') / count(*) as pct_secondary from reviews",
    [
      'What percentage of review assignments are secondary?',
      'share of reviewer assignments in the secondary role',
      'of all reviews, what percent are by a secondary reviewer?',
      'secondary reviews as a percentage of all review assignments',
    ],
  ),
  ...family(
    'v16-brightwater-rate-only-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where filing_type = 'Rate') / count(*) as pct_rate_only from filings where carrier = 'Brightwater Insurance Companies'",
    [
      "What share of Brightwater's filings are rate-only filings?",
      'percentage of Brightwater filings with filing type Rate alone',
      'what percent of brightwater filings are pure rate filings (type Rate)?',
      'Brightwater: rate-only filings as a percentage of all its filings',
    ],
  ),
  ...family(
    'v16-bodily-injury-base-rate-cut-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where change < 0) / count(*) as pct_decreased from base_rates where coverage = 'Bodily Injury'",
    [
      'What percentage of Bodily Injury base rate changes were decreases?',
      'share of BI base rates that went down',
      'of the filings setting a Bodily Injury base rate, what percent lowered it?',
      'pct of bodily injury base rate changes below zero',
    ],
  ),
  ...family(
    'v16-replies-within-a-week-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where reply_date - objection_date <= 7) / count(*) as pct_within_week from objections',
    [
      'What share of objection letters were answered within 7 days?',
      'percentage of objections replied to within a week',
      'what percent of objection letters got an insurer reply in seven days or less?',
      'share of objection replies sent no more than 7 days after the letter',
    ],
  ),
  ...family(
    'v16-oklahoma-letters-per-filing',
    'shares-and-ratios',
    "select avg(objection_count) as letters_per_filing from filings where state = 'OK'",
    [
      'How many objection letters per filing do Oklahoma filings get?',
      'objection letters per filing in OK',
      'Oklahoma: average number of objection letters per filing',
      'per filing, how many objections does the Oklahoma department send?',
    ],
  ),

  // joins (8)
  ...family(
    'v16-fairhaven-comprehensive-base-rate',
    'joins',
    "select avg(b.rate_after) as rate_after from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.carrier = 'Fairhaven Casualty Group' and b.coverage = 'Comprehensive'",
    [
      "What is the average new Comprehensive base rate in Fairhaven's filings?",
      'avg Comprehensive base rate after the change, Fairhaven Casualty Group filings',
      'for Fairhaven filings, what does the revised comprehensive base rate average?',
      'Fairhaven: mean Comprehensive base rate after, in dollars',
    ],
  ),
  ...family(
    'v16-harrowgate-reply-days',
    'joins',
    "select avg(o.reply_date - o.objection_date) as avg_reply_days from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.carrier = 'Harrowgate Mutual Insurance Group'",
    [
      'On average, how many days does Harrowgate take to reply to objection letters?',
      "average days between objection letter and reply on Harrowgate's filings",
      'Harrowgate Mutual: mean reply time to objections, in days',
      'how fast does Harrowgate answer objection letters on average (days)?',
    ],
  ),
  ...family(
    'v16-ppa-young-driver-relativity-change',
    'joins',
    "select avg(l.change) as avg_change from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where f.sub_toi = '19.0001 Private Passenger Auto (PPA)' and l.factor = 'Driver Age' and l.level = '18-20'",
    [
      'What is the average change of the Driver Age 18-20 relativity in PPA filings?',
      'avg relativity change for drivers aged 18-20 in private passenger auto filings',
      'in PPA filings, how much did the 18-20 driver age level move on average, in percent?',
      'Driver Age level 18-20: mean relativity change across private passenger auto filings',
    ],
  ),
  ...family(
    'v16-bayou-primary-reviewers',
    'joins',
    "select distinct r.reviewer_name from reviews r join filings f on f.serff_tracking_number = r.serff_tracking_number where f.carrier = 'Bayou State Casualty' and r.role = 'primary'",
    [
      "Who were the primary reviewers on Bayou State Casualty's filings?",
      'list the primary reviewers assigned to Bayou State filings',
      'names of reviewers in the primary role on Bayou State Casualty filings',
      'which reviewers led the review of Bayou State filings as primary?',
    ],
  ),
  ...family(
    'v16-meridian-homeowners-expense-ratio',
    'joins',
    "select avg(s.expense_ratio) as avg_expense_ratio from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.carrier = 'Meridian Trust Casualty Group' and f.line_of_business = '04.0 Homeowners'",
    [
      "What is the average expense ratio in Meridian Trust's homeowners filings?",
      'avg expense ratio for Meridian Trust Casualty Group homeowners coverages',
      'Meridian Trust HO filings: mean expense ratio from the supplemental metrics',
      'expense ratio on average across Meridian Trust homeowners filings',
    ],
  ),
  ...family(
    'v16-workers-comp-objector-titles',
    'joins',
    "select distinct rv.title from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number join reviewers rv on rv.name = o.reviewer_name where f.line_of_business = '16.0 Workers Compensation'",
    [
      "What job titles do the reviewers who wrote objection letters on workers' comp filings hold?",
      'titles of the reviewers who objected to workers compensation filings',
      'list the reviewer titles behind objection letters on WC filings',
      "which titles show up among reviewers sending objections on workers' compensation filings?",
    ],
  ),
  ...family(
    'v16-florida-hurricane-load-filings',
    'joins',
    "select count(distinct f.serff_tracking_number) as filings from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number where f.state = 'FL' and r.factor = 'Hurricane Load'",
    [
      'How many Florida filings changed the Hurricane Load factor?',
      'count of FL filings revising hurricane load',
      'number of Florida filings with a Hurricane Load rating factor change',
      'Florida: how many filings touched the hurricane load?',
    ],
  ),
  ...family(
    'v16-vehicle-symbol-days-to-approval',
    'joins',
    "select avg(f.days_to_approval) as avg_days from filings f join rating_factors r on r.serff_tracking_number = f.serff_tracking_number where r.factor = 'Vehicle Symbol'",
    [
      'What is the average days to approval of filings that changed Vehicle Symbol?',
      'avg approval time in days for filings revising the vehicle symbol factor',
      'filings with a Vehicle Symbol change: how long on average until approval?',
      'mean days to approval where the filing changed vehicle symbols',
    ],
  ),

  // filters-on-columns (5)
  ...family(
    'v16-harborview-review-pending',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Harborview Insurance Companies' and disposition_status = 'Review Pending'",
    [
      'Which Harborview filings are in Review Pending?',
      'list Harborview Insurance Companies filings with status Review Pending',
      'show harborview filings still pending review',
      'Harborview filings whose disposition status is Review Pending',
    ],
  ),
  ...family(
    'v16-veritas-casualty-ohio-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where filing_company = 'Veritas Lane Casualty Company' and state = 'OH'",
    [
      'Which Ohio filings were filed by Veritas Lane Casualty Company?',
      'list OH filings whose filing company is Veritas Lane Casualty Company',
      'show the Ohio filings submitted under Veritas Lane Casualty Co.',
      'Veritas Lane Casualty Company as filing company, Ohio only',
    ],
  ),
  ...family(
    'v16-northwater-preferred-nevada',
    'filters-on-columns',
    "select serff_tracking_number from company_rate_figures where company = 'Northwater Preferred Insurance Company' and state = 'NV'",
    [
      'Which Nevada filings include Northwater Preferred Insurance Company as an underwriting company?',
      'list NV filings where Northwater Preferred is one of the companies',
      'show the Nevada filings covering the underwriting company Northwater Preferred Insurance Company',
      'filings with company = Northwater Preferred, state Nevada',
    ],
  ),
  ...family(
    'v16-sentinel-vermont-history',
    'filters-on-columns',
    "select serff_tracking_number from product_history where carrier = 'Sentinel Auto Group' and state = 'VT'",
    [
      "Show the product history of Sentinel Auto Group's Vermont products",
      'list the filings in the product history for Sentinel Auto Group in VT',
      'Sentinel Auto Group, Vermont: which filings make up its product history?',
      'product history rows for Sentinel in Vermont',
    ],
  ),
  ...family(
    'v16-rhode-island-flex-rating',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'RI' and approval_type = 'Flex Rating'",
    [
      'Which Rhode Island filings are under Flex Rating?',
      'list RI filings with approval type Flex Rating',
      'show flex rating filings in Rhode Island',
      'Rhode Island filings filed under the flex-rating regime',
    ],
  ),

  // comparisons (5)
  ...family(
    'v16-kentucky-versus-louisiana-impact',
    'comparisons',
    "select state, avg(rate_impact) as avg_rate_impact from filings where state in ('KY', 'LA') group by state",
    [
      'Compare the average rate impact in Kentucky and Louisiana',
      'KY vs LA average rate impact',
      'average rate change for Kentucky filings against Louisiana filings, both numbers',
      'how does Louisiana compare to Kentucky on mean rate impact? show each',
    ],
  ),
  ...family(
    'v16-fairhaven-homeowners-versus-auto',
    'comparisons',
    "select line_of_business, count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' and line_of_business in ('04.0 Homeowners', '19.0 Personal Auto') group by line_of_business",
    [
      'Does Fairhaven file more homeowners or personal auto filings? Show both counts',
      'Fairhaven: homeowners filing count vs personal auto filing count',
      'number of Fairhaven Casualty Group filings in homeowners compared with personal auto',
      'fairhaven HO vs auto, how many filings each',
    ],
  ),
  ...family(
    'v16-meridian-versus-veritas-letters',
    'comparisons',
    "select carrier, sum(objection_count) as letters from filings where carrier in ('Meridian Trust Casualty Group', 'Veritas Lane Insurance') group by carrier",
    [
      'Compare the number of objection letters received by Meridian Trust and Veritas Lane',
      'objection letters: Meridian Trust vs Veritas Lane',
      'how many objection letters did Veritas Lane get compared with Meridian Trust? both totals',
      'total objections for Meridian Trust Casualty Group versus Veritas Lane Insurance',
    ],
  ),
  ...family(
    'v16-hurricane-versus-wind-hail-base-change',
    'comparisons',
    "select coverage, avg(change) as avg_change from base_rates where coverage in ('Hurricane', 'Wind/Hail') group by coverage",
    [
      'Compare the average base rate change for Hurricane and Wind/Hail',
      'hurricane vs wind/hail: average base rate change',
      'how do Wind/Hail base rate changes compare with Hurricane on average? give both',
      'avg base rate chg, Hurricane against Wind & Hail',
    ],
  ),
  ...family(
    'v16-increase-versus-decrease-premium',
    'comparisons',
    "select rate_change_type, avg(written_premium) as avg_written_premium from filings where rate_change_type in ('Increase', 'Decrease') group by rate_change_type",
    [
      'Compare the average written premium of increase filings and decrease filings',
      'avg written premium: increases vs decreases',
      'do rate increases or rate decreases involve bigger programs? average written premium for each',
      'average written premium for Increase filings against Decrease filings',
    ],
  ),

  // casual-and-typos (5)
  ...family(
    'v16-casual-harrowgate-oklahoma',
    'casual-and-typos',
    "select count(*) as filings from filings where carrier = 'Harrowgate Mutual Insurance Group' and state = 'OK'",
    [
      'yo how many filings did harowgate do in oklahomma',
      'harrowgte OK filings count?',
      'quick q - # of Harrowgate filings in Oklahoma',
      'how many oklahoma filngs from harrowgate mutual',
    ],
  ),
  ...family(
    'v16-casual-sterling-oak-homeowners-average',
    'casual-and-typos',
    "select avg(rate_impact) as avg_rate_impact from filings where carrier = 'Sterling Oak Insurance Group' and line_of_business = '04.0 Homeowners'",
    [
      'avg rate chg for sterlng oak homeownrs',
      'whats sterling oaks average rate impact on HO',
      'sterling oak homeowners avg rate impct pls',
      'hey, mean rate change sterling-oak home owners filings?',
    ],
  ),
  ...family(
    'v16-casual-northwater-minnesota-days',
    'casual-and-typos',
    "select avg(days_to_approval) as avg_days from filings where carrier = 'Northwater Partners Insurance' and state = 'MN'",
    [
      'avg days 2 approval for northwatr in minnesota',
      'how long do northwater MN filings take to get approved, on avg?',
      'northwater partners minnesotta avg approval days pls',
      'hey whats the mean turnaround for Northwater in Minn.',
    ],
  ),
  ...family(
    'v16-casual-bayou-premium',
    'casual-and-typos',
    "select sum(written_premium) as written_premium from filings where carrier = 'Bayou State Casualty'",
    [
      'total WP for bayou st casualty?',
      'how much writen premium does bayou state have all together',
      'bayu state casualty total written premium',
      'sum of premium written, Bayou State cas.',
    ],
  ),
  ...family(
    'v16-casual-disapproved-since-2023',
    'casual-and-typos',
    "select count(*) as filings from filings where disposition_status = 'Disapproved' and disposition_date >= '2023-01-01'",
    [
      'how many filings got disaproved since 2023',
      'disapprovd filings from 2023 on, count?',
      '# of dissapproved filings since jan 2023',
      'count disapproved filings since the start of 23',
    ],
  ),

  // unanswerable (4)
  ...family('v16-telematics-enrollment', 'unanswerable', null, [
    'What share of Brightwater policyholders are enrolled in telematics?',
    'telematics participation rate by state',
    'how many drivers signed up for usage-based insurance with Harrowgate?',
    'UBI enrollment for personal auto carriers',
  ]),
  ...family('v16-nonrenewal-counts', 'unanswerable', null, [
    'How many policies did Harrowgate non-renew in Missouri?',
    'nonrenewal counts by carrier',
    'how many homeowners policies were cancelled after the Sterling Oak increase?',
    'policy cancellations per state last year',
  ]),
  ...family('v16-quote-conversion', 'unanswerable', null, [
    'What is the quote-to-bind conversion rate after the Calloway increase?',
    'online quote conversion by state',
    'how many quotes turned into policies for Meridian Trust last year?',
    'quote to bind ratio for personal auto',
  ]),
  ...family('v16-attorney-representation', 'unanswerable', null, [
    'What share of bodily injury claims had attorney representation in Florida?',
    'attorney involvement rate on auto claims by state',
    'how many claims were litigated for Sterling Oak?',
    'litigation rate on homeowners claims',
  ]),
];
