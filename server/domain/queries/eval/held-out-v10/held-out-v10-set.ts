import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The tenth held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-29 by a helper that does not tune the translator (README.md beside this file). Whoever
 * tunes the translator must not open, grep, search or diff this directory.
 */
export const HELD_OUT_V10_SET: readonly EvalItem[] = [
  // ---------------------------------------------------------------- filters on columns
  ...family(
    'northwater-use-and-file-count',
    'filters-on-columns',
    "select count(*) from filings where approval_type = 'Use and File' and carrier = 'Northwater Partners Insurance'",
    [
      'How many Northwater filings went in under Use and File?',
      'count of Northwater Partners filings with approval type use & file',
      'Use-and-File filings from Northwater: how many are there?',
      'number of Northwater rate filings whose approval regime is Use and File',
    ],
  ),
  ...family(
    'kentucky-secondary-review-assignments',
    'filters-on-columns',
    "select count(*) from reviews where role = 'secondary' and state = 'KY'",
    [
      'How many secondary reviewer assignments does the Kentucky department have?',
      'KY DOI: count of reviews where the reviewer sat as secondary',
      'number of times a Kentucky reviewer was assigned in the secondary role',
      'secondary-role review assignments in Kentucky, total?',
    ],
  ),
  ...family(
    'fairhaven-personal-property-fire-list',
    'filters-on-columns',
    "select serff_tracking_number from filings where sub_toi = '01.0002 Personal Property (Fire)' and carrier = 'Fairhaven Casualty Group'",
    [
      "List Fairhaven's Personal Property (Fire) sub-TOI filings.",
      'which Fairhaven filings are under the sub-TOI 01.0002 Personal Property (Fire)?',
      'show me every Fairhaven filing with sub type of insurance Personal Property (Fire)',
      "tracking numbers of Fairhaven's personal property fire sub-TOI filings",
    ],
  ),
  ...family(
    'tradesman-preferred-company-filings',
    'filters-on-columns',
    "select count(distinct serff_tracking_number) from company_rate_figures where company = 'Tradesman Mutual Preferred Insurance Company'",
    [
      'In how many filings does Tradesman Mutual Preferred Insurance Company appear as an underwriting company?',
      'count the filings that include the underwriting company Tradesman Mutual Preferred Insurance Company',
      'Tradesman Mutual Preferred Insurance Company: number of filings it is one of the writing companies on',
      'how many filings list Tradesman Mutual Preferred Insurance Company among their companies',
    ],
  ),
  ...family(
    'elite-dwelling-fire-average-change',
    'filters-on-columns',
    "select avg(rate_impact) from filings where product_name = 'Elite Dwelling Fire'",
    [
      'What is the average overall rate change on the Elite Dwelling Fire product?',
      'avg rate impact, Elite Dwelling Fire program',
      'Elite Dwelling Fire filings — mean rate change?',
      'on average how much did filings for the product Elite Dwelling Fire change rates',
    ],
  ),
  ...family(
    'disapproved-personal-auto-count',
    'filters-on-columns',
    "select count(*) from filings where disposition_status = 'Disapproved' and line_of_business = '19.0 Personal Auto'",
    [
      'How many personal auto filings were disapproved?',
      'count of auto filings with disposition status Disapproved',
      'number of disapproved filings in the 19.0 personal auto line',
      'personal auto: how many filings ended up disapproved by the regulator',
    ],
  ),
  ...family(
    'fairhaven-form-only-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where filing_type = 'Form' and carrier = 'Fairhaven Casualty Group'",
    [
      'Which Fairhaven filings were form-only filings (filing type Form)?',
      'list Fairhaven Casualty Group filings whose filing type is just Form',
      'show the Form-type filings from Fairhaven',
      'Fairhaven: filings of type Form, tracking numbers please',
    ],
  ),
  ...family(
    'ohio-neutral-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where rate_change_type = 'Neutral' and state = 'OH'",
    [
      'List the Ohio filings whose rate change type is Neutral.',
      'which OH filings were rate-neutral?',
      'Ohio, rate change type neutral: which filings?',
      'give me the revenue-neutral filings in Ohio (rate change type Neutral)',
    ],
  ),
  ...family(
    'effective-on-approval-count',
    'filters-on-columns',
    'select count(*) from filings where on_approval',
    [
      'How many filings take effect on approval?',
      'count of filings flagged effective upon approval',
      'number of filings where the change becomes effective when approved rather than on a set date',
      'on-approval effective filings — how many?',
    ],
  ),
  ...family(
    'acknowledged-homeowners-count',
    'filters-on-columns',
    "select count(*) from filings where disposition_status = 'Acknowledged' and line_of_business = '04.0 Homeowners'",
    [
      'How many homeowners filings have the status Acknowledged?',
      'count of HO filings with disposition status Acknowledged',
      'Acknowledged homeowners filings: how many?',
      'number of homeowners filings the regulator acknowledged (status Acknowledged)',
    ],
  ),
  // ---------------------------------------------------------------- shares and ratios
  ...family(
    'ppa-rate-rule-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where filing_type = 'Rate/Rule') / count(*) from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)'",
    [
      'What percentage of Private Passenger Auto (PPA) sub-TOI filings are Rate/Rule filings?',
      'share of PPA sub-TOI filings with filing type Rate/Rule',
      'of the 19.0001 PPA filings, what fraction were filed as Rate/Rule?',
      'Rate/Rule as a % of private passenger auto sub-TOI filings',
    ],
  ),
  ...family(
    'homeowners-decrease-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Decrease') / count(*) from filings where line_of_business = '04.0 Homeowners'",
    [
      'What share of homeowners filings were rate decreases?',
      '% of HO filings that cut rates',
      'homeowners: percent of filings with rate change type Decrease',
      'out of all homeowners filings, how many percent were decreases?',
    ],
  ),
  ...family(
    'increase-policyholder-share',
    'shares-and-ratios',
    "select 100.0 * sum(policyholders_affected) filter (where rate_change_type = 'Increase') / sum(policyholders_affected) from filings",
    [
      'What share of all affected policyholders were on filings that increased rates?',
      'percent of policyholders affected that came from rate increase filings',
      'of the total policyholders affected, how many percent were in Increase filings?',
      "increase filings' share of affected policyholders",
    ],
  ),
  ...family(
    'rate-rule-to-rate-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where filing_type = 'Rate/Rule') / count(*) filter (where filing_type = 'Rate') from filings",
    [
      'What is the ratio of Rate/Rule filings to Rate-only filings?',
      'how many Rate/Rule filings are there per filing of type Rate?',
      'Rate/Rule count divided by Rate count',
      'ratio: filings typed Rate/Rule vs filings typed Rate',
    ],
  ),
  ...family(
    'objected-share-by-approval-type',
    'shares-and-ratios',
    'select approval_type, 100.0 * count(*) filter (where objection_count > 0) / count(*) as pct from filings group by approval_type',
    [
      'For each approval type, what percent of filings drew at least one objection letter?',
      'share of filings with any objection, per approval type',
      'by approval regime: % of filings that got objected to',
      'objection rate by approval type (filings with one or more objection letters over all filings)',
    ],
  ),
  ...family(
    'driver-factor-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where category = 'Driver') / count(*) from rating_factors",
    [
      'Of all the rating factor changes, what percentage were driver factors?',
      'share of changed rating factors in the Driver category',
      'what % of rating-factor revisions fall in category Driver',
      'driver-category factors as a percent of every rating factor change',
    ],
  ),
  ...family(
    'first-round-objection-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where round = 1) / count(*) from objections',
    [
      'What percentage of objection letters are first-round letters?',
      'share of objection letters that were round 1',
      'of all objection rounds sent, what % were the initial round?',
      'round-one letters as a percent of every objection letter',
    ],
  ),
  ...family(
    'flex-rating-share-by-submission-year',
    'shares-and-ratios',
    "select extract(year from submitted_date) as year, 100.0 * count(*) filter (where approval_type = 'Flex Rating') / count(*) as pct from filings group by 1",
    [
      'By submission year, what percentage of filings were Flex Rating?',
      'share of flex-rating filings for each year submitted',
      'yearly % of submissions under the Flex Rating approval type',
      'per year filed: flex rating filings as a percent of all filings',
    ],
  ),
  ...family(
    'submitted-2025-withdrawn-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) from filings where submitted_date >= '2025-01-01' and submitted_date < '2026-01-01'",
    [
      'Of the filings submitted in 2025, what percentage were withdrawn?',
      'withdrawal rate among 2025 submissions',
      'what share of filings filed during 2025 have status Withdrawn',
      '2025 submissions: % withdrawn',
    ],
  ),
  // ---------------------------------------------------------------- thresholds
  ...family(
    'homeowners-above-twelve-and-a-half',
    'thresholds',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and rate_impact > 12.5",
    [
      'How many homeowners filings had a rate impact above 12.5%?',
      'count HO filings with an overall change greater than twelve and a half percent',
      'homeowners filings over +12.5 pct: how many',
      'number of homeowners filings raising rates by more than 12.5 percent',
    ],
  ),
  ...family(
    'florida-slow-approvals',
    'thresholds',
    "select serff_tracking_number from filings where state = 'FL' and days_to_approval > 45",
    [
      'Which Florida filings took more than 45 days to approval?',
      'FL filings where days to approval exceeded forty-five',
      'list Florida filings that sat with the regulator over 45 days',
      'show me the florida filings with more than 45 days from submission to decision',
    ],
  ),
  ...family(
    'written-premium-under-a-million',
    'thresholds',
    'select count(*) from filings where written_premium < 1000000',
    [
      'How many filings are for programs with less than $1 million of written premium?',
      'count filings whose program written premium is below one million dollars',
      'number of filings whose total program written premium is under 1M',
      'programs writing under a million in premium: how many filings?',
    ],
  ),
  ...family(
    'premium-change-per-policy-above-300',
    'thresholds',
    'select count(*) from filings where average_premium_change > 300',
    [
      'How many filings raise the average premium by more than $300 per policy?',
      'count of filings with an average premium change above three hundred dollars',
      'filings where avg premium change per policy tops $300 — how many',
      'number of filings whose average per-policy premium change exceeds 300 dollars',
    ],
  ),
  ...family(
    'frequency-trend-below-minus-five',
    'thresholds',
    'select count(distinct serff_tracking_number) from supplemental_metrics where historic_frequency_trend < -5',
    [
      'How many filings have a coverage whose historic frequency trend is below -5%?',
      'number of filings showing a historical claim frequency trend under minus five percent on some coverage',
      'count distinct filings with historic freq trend < -5',
      "filings where any coverage's historic frequency trend falls below -5 pct: how many?",
    ],
  ),
  ...family(
    'collision-base-rate-up-30',
    'thresholds',
    "select count(distinct serff_tracking_number) from base_rates where coverage = 'Collision' and change > 30",
    [
      'How many filings raised the Collision base rate by more than 30%?',
      'count filings where the collision base rate went up over thirty percent',
      'number of filings with a Collision base-rate change above +30%',
      'collision base rate increases bigger than 30 pct: how many filings?',
    ],
  ),
  ...family(
    'min-change-below-minus-twenty',
    'thresholds',
    'select serff_tracking_number from filings where min_change < -20',
    [
      'Which filings gave some policyholder a change below -20%?',
      'list filings whose smallest policyholder change is under minus twenty percent',
      'filings where the min change is less than -20',
      'show filings in which at least one policyholder got a cut deeper than 20%',
    ],
  ),
  // ---------------------------------------------------------------- casual and typos
  ...family(
    'brightwater-massachusetts-average-typo',
    'casual-and-typos',
    "select avg(rate_impact) from filings where carrier = 'Brightwater Insurance Companies' and state = 'MA'",
    [
      'avg rate chnage for brightwater in massachusets pls',
      'hey whats brightwaters averge rate impact in MA',
      'brightwater mass. mean rate chg?',
      'quick q - average overall rate change, Brightwater, Massachusetts filings',
    ],
  ),
  ...family(
    'meridian-biggest-increase-casual',
    'casual-and-typos',
    "select max(rate_impact) from filings where carrier = 'Meridian Trust Casualty Group'",
    [
      'whats the biggest incrase meridian ever filed',
      'meridian trust largest rate hike ever?',
      'yo what was the max rate impact on any meridian filing',
      'biggest % increase meridian has put thru',
    ],
  ),
  ...family(
    'veritas-withdrawn-count-typo',
    'casual-and-typos',
    "select count(*) from filings where carrier = 'Veritas Lane Insurance' and disposition_status = 'Withdrawn'",
    [
      'hw mny filngs did veritas lane withdraw',
      'veritas lane withdrawls count?',
      'how many veritas filings got pulled (withdrawn)',
      '# of withdrawn filings for Veritas Lane thx',
    ],
  ),
  ...family(
    'umbrella-average-days-casual',
    'casual-and-typos',
    "select avg(days_to_approval) from filings where sub_toi = '17.0019 Personal Umbrella and Excess'",
    [
      'umbrella filings - avg days to get approved?',
      'how long do personal umbrella filings take on avg, days',
      'personal umbrela avg turnaround days',
      'avg days-to-approval for umbrella & excess filings pls',
    ],
  ),
  ...family(
    'tx-auto-policyholders-casual',
    'casual-and-typos',
    "select sum(policyholders_affected) from filings where state = 'TX' and line_of_business = '19.0 Personal Auto'",
    [
      'tx auto - total policyholders hit?',
      'how many ppl affected by texas personal auto filings altogether',
      'sum of policyhodlers affected, TX auto',
      'texas pers auto total insureds impacted',
    ],
  ),
  ...family(
    'calloway-objection-letters-casual',
    'casual-and-typos',
    "select sum(objection_count) from filings where carrier = 'Calloway Auto and Home Group'",
    [
      'calloway - how many objection ltrs total',
      'total objection letters calloway got, all filings',
      'how many objectoin letters has Calloway Auto and Home recieved',
      'objection letter count for calloway? sum pls',
    ],
  ),
  // ---------------------------------------------------------------- top-N
  ...family(
    'top-sub-tois-premium-change',
    'top-N',
    'select sub_toi, sum(written_premium_change) as premium_change from filings group by sub_toi order by premium_change desc limit 3',
    [
      'Which three sub-TOIs added the most written premium in total?',
      'top 3 sub-TOIs by summed written premium change',
      'sub types of insurance ranked by total written premium change, first three',
      'give me the three sub-TOIs with the biggest total change in written premium',
    ],
  ),
  ...family(
    'slowest-states-average-days',
    'top-N',
    'select state, avg(days_to_approval) as avg_days from filings group by state order by avg_days desc nulls last limit 5',
    [
      'Which five states take the longest on average to approve a filing (days to approval)?',
      'top five states by average days to approval',
      'slowest 5 states, avg days from submission to disposition',
      'rank states by mean days to approval and give me the worst five',
    ],
  ),
  ...family(
    'largest-premium-change-filings',
    'top-N',
    'select serff_tracking_number, written_premium_change from filings order by written_premium_change desc nulls last limit 10',
    [
      'Show the ten filings with the largest written premium change.',
      'top 10 filings by change in written premium ($)',
      'which filings added the most written premium? give ten',
      'biggest written premium change: list the top ten filings',
    ],
  ),
  ...family(
    'prior-approval-lowest-changes',
    'top-N',
    "select serff_tracking_number, rate_impact from filings where approval_type = 'Prior Approval' order by rate_impact asc limit 4",
    [
      'List the four Prior Approval filings with the lowest rate impact.',
      'bottom 4 prior approval filings by rate change',
      'which four prior-approval filings had the deepest rate cuts?',
      'four smallest overall rate changes among Prior Approval filings',
    ],
  ),
  ...family(
    'top-reviewer-titles',
    'top-N',
    'select title, count(*) as reviewers from reviewers group by title order by reviewers desc limit 3',
    [
      'Which three job titles are most common among department reviewers?',
      'top 3 reviewer titles by how many reviewers hold them',
      'the three titles held by the most DOI reviewers',
      'rank reviewer job titles by number of reviewers, first three',
    ],
  ),
  ...family(
    'top-products-policyholders',
    'top-N',
    'select product_name, sum(policyholders_affected) as policyholders from filings group by product_name order by policyholders desc limit 3',
    [
      'Which three products affected the most policyholders in total?',
      'top three products by total policyholders affected',
      'products ranked by sum of policyholders affected — top 3',
      'the 3 programs whose filings touched the most insureds overall',
    ],
  ),
  // ---------------------------------------------------------------- calendar
  ...family(
    'submitted-q3-2023',
    'calendar',
    "select count(*) from filings where submitted_date >= '2023-07-01' and submitted_date < '2023-10-01'",
    [
      'How many filings were submitted in Q3 2023?',
      'count of filings submitted during the third quarter of 2023',
      'submissions July through September 2023: how many?',
      '3Q23 submitted filings count',
    ],
  ),
  ...family(
    'effective-in-december',
    'calendar',
    'select count(*) from filings where extract(month from effective_date_new) = 12',
    [
      'How many filings have an effective date in December (any year)?',
      'count of filings effective in the month of December, all years',
      'December effective dates — how many filings, across every year?',
      'number of filings whose new-business effective date falls in a December',
    ],
  ),
  ...family(
    'average-change-by-month-2023',
    'calendar',
    "select extract(month from effective_date_new) as month, avg(rate_impact) from filings where effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01' group by 1",
    [
      'What was the average rate impact for each month of 2023, by effective date?',
      'monthly average rate change for filings effective in 2023',
      '2023 effective filings: mean rate impact broken out by month',
      'avg rate impact per month, effective dates in 2023',
    ],
  ),
  ...family(
    'decided-first-half-2022',
    'calendar',
    "select count(*) from filings where disposition_date >= '2022-01-01' and disposition_date < '2022-07-01'",
    [
      'How many filings were decided in the first half of 2022?',
      'count of dispositions in H1 2022',
      'filings with a disposition date from January to June 2022: how many',
      'number of filings disposed during 1H22',
    ],
  ),
  ...family(
    'submitted-on-mondays',
    'calendar',
    'select count(*) from filings where extract(isodow from submitted_date) = 1',
    [
      'How many filings were submitted on a Monday?',
      'count of filings with a Monday submission date',
      'Monday submissions — how many filings?',
      'number of filings that went in on Mondays',
    ],
  ),
  ...family(
    'decided-past-twelve-months',
    'calendar',
    "select count(*) from filings where disposition_date >= current_date - interval '1 year'",
    [
      'How many filings were decided in the past 12 months?',
      'count of filings with a disposition date within the last year',
      'dispositions over the last twelve months, how many',
      'number of filings disposed of in the past year from today',
    ],
  ),
  ...family(
    'average-change-by-quarter-2024',
    'calendar',
    "select extract(quarter from effective_date_new) as quarter, avg(rate_impact) from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01' group by 1",
    [
      'What was the average rate impact per quarter of 2024, by effective date?',
      'avg rate change by quarter for filings effective in 2024',
      'quarterly average overall change, 2024 effective dates',
      '2024 by quarter (effective): mean rate impact',
    ],
  ),
  // ---------------------------------------------------------------- negation
  ...family(
    'carriers-never-in-new-york',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where state = 'NY')",
    [
      'Which carriers have never filed in New York?',
      'carriers with no NY filings at all',
      'list the carriers that do not have a single New York filing',
      'who has zero filings in New York (carriers)?',
    ],
  ),
  ...family(
    'prior-approval-without-secondary-reviewer',
    'negation',
    "select count(*) from filings f where approval_type = 'Prior Approval' and not exists (select 1 from reviews r where r.serff_tracking_number = f.serff_tracking_number and r.role = 'secondary')",
    [
      'How many Prior Approval filings had no secondary reviewer?',
      'count of prior-approval filings without any reviewer in the secondary role',
      'prior approval filings reviewed with no second (secondary) reviewer: how many',
      'number of Prior Approval filings lacking a secondary reviewer',
    ],
  ),
  ...family(
    'auto-filings-not-harrowgate',
    'negation',
    "select count(*) from filings where line_of_business = '19.0 Personal Auto' and carrier <> 'Harrowgate Mutual Insurance Group'",
    [
      'How many personal auto filings are from carriers other than Harrowgate?',
      'auto filings excluding Harrowgate Mutual — count',
      'count personal auto filings not filed by Harrowgate',
      'leaving Harrowgate out, how many auto filings are there?',
    ],
  ),
  ...family(
    'states-without-disapprovals',
    'negation',
    "select distinct state from filings where state not in (select state from filings where disposition_status = 'Disapproved')",
    [
      'Which states have never disapproved a filing?',
      'states with no disapproved filings',
      'list the states where no filing was ever Disapproved',
      'in which states is there zero disapprovals?',
    ],
  ),
  ...family(
    'california-reviewers-never-assigned',
    'negation',
    "select name from reviewers where state = 'CA' and total_filings = 0",
    [
      'Which California reviewers have never been assigned a filing?',
      'CA DOI reviewers with zero filings assigned',
      'list California department reviewers who have not reviewed any filing',
      'california reviewers without a single review assignment',
    ],
  ),
  ...family(
    'homeowners-not-rate-rule',
    'negation',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and filing_type <> 'Rate/Rule'",
    [
      'How many homeowners filings are not Rate/Rule filings?',
      'HO filings whose filing type is anything but Rate/Rule: count',
      'count homeowners filings other than type Rate/Rule',
      'number of homeowners filings, leaving out the Rate/Rule ones',
    ],
  ),
  ...family(
    'products-never-disapproved-homeowners',
    'negation',
    "select distinct product_name from filings where line_of_business = '04.0 Homeowners' and product_name not in (select product_name from filings where disposition_status = 'Disapproved')",
    [
      'Which homeowners products have never had a filing disapproved?',
      'HO products with no disapproved filing',
      'list homeowners products where none of the filings was Disapproved',
      'homeowners programs that never got a disapproval',
    ],
  ),
  ...family(
    'homeowners-without-supplemental-metrics',
    'negation',
    "select count(*) from filings f where line_of_business = '04.0 Homeowners' and not exists (select 1 from supplemental_metrics s where s.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many homeowners filings have no supplemental metrics at all?',
      'count HO filings without any supplemental actuarial figures',
      'homeowners filings that are missing supplemental metrics: how many',
      'number of homeowners filings with zero supplemental metric rows',
    ],
  ),
  // ---------------------------------------------------------------- aggregates
  ...family(
    'sterling-oak-premium-change-total',
    'aggregates',
    "select sum(written_premium_change) from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      'What is the total written premium change across Sterling Oak filings?',
      'sum of written premium change for Sterling Oak',
      'Sterling Oak: how many dollars of written premium did all its filings add in total?',
      'add up the written premium change on every Sterling Oak filing',
    ],
  ),
  ...family(
    'flex-rating-average-indication',
    'aggregates',
    "select avg(indicated_change) from filings where approval_type = 'Flex Rating'",
    [
      'What is the average indicated change on Flex Rating filings?',
      'avg indication for flex-rating filings',
      'mean actuarially indicated rate change, Flex Rating approval type',
      'flex rating filings: average indicated change %',
    ],
  ),
  ...family(
    'arizona-median-rate-impact',
    'aggregates',
    "select percentile_cont(0.5) within group (order by rate_impact) from filings where state = 'AZ'",
    [
      'What is the median rate impact of Arizona filings?',
      'median overall rate change in AZ',
      'Arizona: the middle (median) rate change across its filings',
      'give me the median rate impact for Arizona',
    ],
  ),
  ...family(
    'commercial-auto-smallest-premium',
    'aggregates',
    "select min(written_premium) from filings where line_of_business = '20.0 Commercial Auto'",
    [
      'What is the smallest written premium of any commercial auto filing?',
      'minimum program written premium in commercial auto',
      'lowest written premium on a commercial auto filing',
      'commercial auto: min written premium',
    ],
  ),
  ...family(
    'hurricane-prospective-premium-trend',
    'aggregates',
    "select avg(prospective_premium_trend) from supplemental_metrics where coverage = 'Hurricane'",
    [
      'What is the average prospective premium trend for the Hurricane coverage?',
      'avg prospective prem trend, hurricane',
      'mean prospective premium trend across Hurricane coverage rows',
      'hurricane coverage: average projected (prospective) premium trend',
    ],
  ),
  // ---------------------------------------------------------------- conditions on aggregates
  ...family(
    'carriers-many-prior-approval',
    'conditions-on-aggregates',
    "select carrier from filings where approval_type = 'Prior Approval' group by carrier having count(*) > 15",
    [
      'Which carriers have more than 15 Prior Approval filings?',
      'carriers with over fifteen prior-approval filings',
      'list carriers whose Prior Approval filing count exceeds 15',
      'who has filed more than 15 times under prior approval?',
    ],
  ),
  ...family(
    'filing-types-slow-on-average',
    'conditions-on-aggregates',
    'select filing_type from filings group by filing_type having avg(days_to_approval) > 50',
    [
      'Which filing types average more than 50 days to approval?',
      'filing types whose mean days to approval is over fifty',
      'list the types of filing that take longer than 50 days on average to get a decision',
      'show filing types with avg days-to-approval above 50',
    ],
  ),
  ...family(
    'carriers-in-five-states',
    'conditions-on-aggregates',
    'select carrier from filings group by carrier having count(distinct state) >= 5',
    [
      'Which carriers have filed in at least five different states?',
      'carriers with filings in 5 or more states',
      'list the carriers active in five states or more',
      'what carriers show up in at least 5 distinct states?',
    ],
  ),
  ...family(
    'sub-tois-over-million-policyholders',
    'conditions-on-aggregates',
    'select sub_toi from filings group by sub_toi having sum(policyholders_affected) > 1000000',
    [
      'Which sub-TOIs affected more than a million policyholders in total?',
      'sub types of insurance whose filings touched over 1,000,000 policyholders combined',
      'list sub-TOIs with total policyholders affected above one million',
      'sub-TOI where sum of policyholders affected > 1M',
    ],
  ),
  ...family(
    'busy-reviewers-by-assignments',
    'conditions-on-aggregates',
    'select reviewer_name from reviews group by reviewer_id, reviewer_name having count(*) > 5',
    [
      'Which reviewers have been assigned to more than five filings?',
      'reviewers with over 5 review assignments',
      'list reviewers who reviewed more than five filings',
      'who has reviewed six or more filings?',
    ],
  ),
  // ---------------------------------------------------------------- date ranges
  ...family(
    'effective-march-to-august-2021',
    'date-ranges',
    "select count(*) from filings where effective_date_new >= '2021-03-01' and effective_date_new < '2021-09-01'",
    [
      'How many filings have an effective date between March and August 2021?',
      'count of filings with effective dates from Mar 2021 through Aug 2021',
      'filings effective March–August 2021, how many',
      'number of filings whose new-business effective date falls between 1 March and 31 August 2021',
    ],
  ),
  ...family(
    'homeowners-submitted-2019-2021',
    'date-ranges',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and submitted_date >= '2019-01-01' and submitted_date < '2022-01-01'",
    [
      'How many homeowners filings were submitted from 2019 through 2021?',
      'HO submissions 2019-2021 inclusive, count',
      'count homeowners filings filed between 2019 and 2021',
      'number of homeowners filings submitted in 2019, 2020 or 2021',
    ],
  ),
  ...family(
    'withdrawn-since-2024',
    'date-ranges',
    "select serff_tracking_number from filings where disposition_status = 'Withdrawn' and disposition_date >= '2024-01-01'",
    [
      'Which filings have been withdrawn since the start of 2024?',
      'list filings withdrawn on or after January 1, 2024',
      'withdrawals from 2024 onward',
      'show filings that were withdrawn in 2024 or later',
    ],
  ),
  ...family(
    'minnesota-effective-before-2020',
    'date-ranges',
    "select serff_tracking_number from filings where state = 'MN' and effective_date_new < '2020-01-01'",
    [
      'List Minnesota filings effective before 2020.',
      'MN filings with an effective date prior to 1/1/2020',
      'which Minnesota filings have an effective date earlier than 2020?',
      'minnesota filings effective pre-2020',
    ],
  ),
  // ---------------------------------------------------------------- superlatives
  ...family(
    'sub-toi-highest-average-indication',
    'superlatives',
    'select sub_toi, avg(indicated_change) as avg_indication from filings where indicated_change is not null group by sub_toi order by avg_indication desc limit 1',
    [
      'Which sub-TOI has the highest average indicated change?',
      'sub-TOI with the biggest mean indication',
      'in which sub type of insurance are the indications highest on average?',
      'top sub-TOI by average indicated rate change, just one',
    ],
  ),
  ...family(
    'least-changed-rating-factor',
    'superlatives',
    'select factor, count(*) as filings from rating_factors group by factor order by filings asc limit 1',
    [
      'Which rating factor was changed in the fewest filings?',
      'rarest rating factor change (fewest filings)',
      'the rating factor that filings revised least often',
      "what factor shows up in the smallest number of filings' rating factor changes?",
    ],
  ),
  ...family(
    'homeowners-most-policyholders-filing',
    'superlatives',
    "select serff_tracking_number, policyholders_affected from filings where line_of_business = '04.0 Homeowners' order by policyholders_affected desc nulls last limit 1",
    [
      'Which homeowners filing affected the most policyholders?',
      'the HO filing with the largest number of policyholders affected',
      'homeowners: single filing touching the most insureds',
      'biggest homeowners filing by policyholders affected',
    ],
  ),
  ...family(
    'carrier-quickest-approvals',
    'superlatives',
    'select carrier, avg(days_to_approval) as avg_days from filings group by carrier order by avg_days asc limit 1',
    [
      'Which carrier has the shortest average days to approval?',
      'carrier whose filings are decided fastest on average',
      'carrier with the lowest mean days to approval',
      'quickest carrier to get filings through, avg days?',
    ],
  ),
  // ---------------------------------------------------------------- joins
  ...family(
    'symbols-33-plus-change-by-carrier',
    'joins',
    "select f.carrier, avg(l.change) from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Vehicle Symbol' and l.level = 'Symbols 33+' group by f.carrier",
    [
      'By carrier, what is the average relativity change for the Vehicle Symbol level Symbols 33+?',
      'avg % change in the Symbols 33+ relativity, per carrier',
      'for each carrier, mean change of the vehicle symbol 33+ relativity',
      'Vehicle Symbol, level Symbols 33+: average relativity change by carrier',
    ],
  ),
  ...family(
    'fairhaven-objection-letters-2023',
    'joins',
    "select count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.carrier = 'Fairhaven Casualty Group' and o.objection_date >= '2023-01-01' and o.objection_date < '2024-01-01'",
    [
      'How many objection letters dated in 2023 were sent on Fairhaven filings?',
      'count of 2023 objection letters on Fairhaven Casualty Group filings',
      'Fairhaven: objection letters with a 2023 letter date, how many',
      'number of objection rounds sent to Fairhaven during 2023',
    ],
  ),
  ...family(
    'chief-casualty-primary-days',
    'joins',
    "select avg(r.days_to_approval) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where r.role = 'primary' and v.title = 'Chief Casualty Actuary'",
    [
      'What is the average days to approval on filings whose primary reviewer is a Chief Casualty Actuary?',
      "avg days to approval when the primary reviewer's title is Chief Casualty Actuary",
      'filings led (primary) by a chief casualty actuary: mean days to approval',
      'how long on average do filings take when a Chief Casualty Actuary is the primary reviewer?',
    ],
  ),
  ...family(
    'texas-bodily-injury-base-rate',
    'joins',
    "select avg(b.rate_after) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.state = 'TX' and b.coverage = 'Bodily Injury'",
    [
      'What is the average Bodily Injury base rate after the filing in Texas?',
      'avg proposed BI base rate on Texas filings',
      'Texas: mean new base rate for the bodily injury coverage',
      'average after-filing base rate, Bodily Injury, TX',
    ],
  ),
  ...family(
    'carriers-changing-roof-age',
    'joins',
    "select distinct f.carrier from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number where r.factor = 'Roof Age'",
    [
      'Which carriers have filed changes to the Roof Age factor?',
      'list carriers whose filings revised Roof Age',
      'carriers that touched the roof age rating factor',
      'who (which carriers) changed roof-age relativities?',
    ],
  ),
  ...family(
    'florida-homeowners-expense-ratio',
    'joins',
    "select avg(s.expense_ratio) from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.state = 'FL' and f.line_of_business = '04.0 Homeowners'",
    [
      'What is the average expense ratio on Florida homeowners filings?',
      'avg expense ratio, FL HO',
      'Florida homeowners: mean expense ratio across the supplemental coverage rows',
      'expense ratio on average for homeowners filings in Florida',
    ],
  ),
  ...family(
    'refilings-after-disapproval',
    'joins',
    "select count(*) from product_history p join product_history q on q.serff_tracking_number = p.refiles_serff_tracking_number where q.status = 'Disapproved'",
    [
      'How many refilings replaced a filing that had been disapproved?',
      'count of filings that refile a Disapproved filing (not a withdrawn one)',
      'in the product history, how many refiled filings follow a disapproval?',
      'number of resubmissions whose earlier filing was disapproved',
    ],
  ),
  // ---------------------------------------------------------------- comparisons
  ...family(
    'rate-vs-rule-days',
    'comparisons',
    "select filing_type, avg(days_to_approval) from filings where filing_type in ('Rate', 'Rule') group by filing_type",
    [
      'Compare average days to approval for Rate filings and Rule filings.',
      'rate-only vs rule-only filings: mean days to approval',
      'avg days to approval, filing type Rate versus filing type Rule',
      'do Rule filings get approved faster than Rate filings? average days for each',
    ],
  ),
  ...family(
    'ppa-vs-auto-combinations-change',
    'comparisons',
    "select sub_toi, avg(rate_impact) from filings where sub_toi in ('19.0001 Private Passenger Auto (PPA)', '19.0000 Personal Auto Combinations') group by sub_toi",
    [
      'Compare the average rate impact of the PPA sub-TOI with the Personal Auto Combinations sub-TOI.',
      'avg rate change: 19.0001 PPA vs 19.0000 Personal Auto Combinations',
      'private passenger auto (PPA) versus personal auto combinations sub-TOIs, mean rate impact',
      'which auto sub-TOI averages a bigger rate change, PPA or Personal Auto Combinations?',
    ],
  ),
  ...family(
    'bi-vs-pd-base-rate-change',
    'comparisons',
    "select coverage, avg(change) from base_rates where coverage in ('Bodily Injury', 'Property Damage') group by coverage",
    [
      'Compare the average base rate change for Bodily Injury and Property Damage.',
      'BI vs PD: average change in base rates',
      'mean base-rate change, bodily injury versus property damage coverage',
      'did bodily injury or property damage base rates move more on average?',
    ],
  ),
  ...family(
    'choice-vs-select-homeowners-premium',
    'comparisons',
    "select product_name, sum(written_premium_change) from filings where product_name in ('Choice Homeowners', 'Select Homeowners') group by product_name",
    [
      'Compare the total written premium change of the Choice Homeowners and Select Homeowners products.',
      'Choice Homeowners vs Select Homeowners: sum of written premium change',
      'written premium change added up for Choice Homeowners versus Select Homeowners',
      'which product added more written premium in total, Choice Homeowners or Select Homeowners?',
    ],
  ),
  // ---------------------------------------------------------------- group-bys
  ...family(
    'texas-filing-types',
    'group-bys',
    "select filing_type, count(*) from filings where state = 'TX' group by filing_type",
    [
      'How many Texas filings are there of each filing type?',
      'TX filings by filing type, counts',
      'break down Texas filings by type of filing',
      'count of texas filings per filing type',
    ],
  ),
  ...family(
    'homeowners-average-by-approval-type',
    'group-bys',
    "select approval_type, avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' group by approval_type",
    [
      'What is the average homeowners rate impact for each approval type?',
      'HO avg rate change by approval type',
      'homeowners: mean rate impact per approval regime',
      'split the average homeowners rate change by approval type',
    ],
  ),
  ...family(
    'premium-change-by-line',
    'group-bys',
    'select line_of_business, sum(written_premium_change) from filings group by line_of_business',
    [
      'What is the total written premium change for each line of business?',
      'sum of written premium change by LOB',
      'written premium change totals per line',
      'by line of business, add up the written premium change',
    ],
  ),
  ...family(
    'homeowners-by-sub-toi',
    'group-bys',
    "select sub_toi, count(*) from filings where line_of_business = '04.0 Homeowners' group by sub_toi",
    [
      'How many homeowners filings are there per sub-TOI?',
      'HO filings broken down by sub type of insurance',
      'count homeowners filings by sub-TOI',
      'homeowners sub-TOIs with their filing counts',
    ],
  ),
  // ---------------------------------------------------------------- counts
  ...family(
    'brightwater-distinct-products',
    'counts',
    "select count(distinct product_name) from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'How many different products has Brightwater filed?',
      'number of distinct Brightwater products',
      'count the products Brightwater Insurance Companies has filings for',
      'how many unique programs does Brightwater have on file?',
    ],
  ),
  ...family(
    'georgia-reviewer-count',
    'counts',
    "select count(*) from reviewers where state = 'GA'",
    [
      'How many reviewers does the Georgia department of insurance have?',
      'count of GA DOI reviewers',
      'number of reviewers on file for Georgia',
      'Georgia: how many department reviewers are there?',
    ],
  ),
  ...family(
    'harrowgate-underwriting-companies',
    'counts',
    "select count(distinct company) from company_rate_figures where carrier = 'Harrowgate Mutual Insurance Group'",
    [
      "How many different underwriting companies write business in Harrowgate's filings?",
      'number of distinct Harrowgate Mutual underwriting companies across its filings',
      'count the legal entities (companies) within Harrowgate that appear on its filings',
      'Harrowgate: how many underwriting companies show up in the company rate figures?',
    ],
  ),
  // ---------------------------------------------------------------- unanswerable
  ...family('policy-retention-rate', 'unanswerable', null, [
    "What is Harrowgate's policy retention rate in Ohio?",
    'renewal retention % for Harrowgate OH auto',
    'how many Harrowgate policyholders renewed after the last Ohio increase?',
    'Harrowgate Ohio retention after the rate change',
  ]),
  ...family('am-best-ratings', 'unanswerable', null, [
    "What is each carrier's AM Best financial strength rating?",
    'AM Best rating by carrier',
    'list carriers with their A.M. Best ratings',
    'which carriers are rated A+ by AM Best?',
  ]),
  ...family('quote-to-bind-conversion', 'unanswerable', null, [
    'What is the quote-to-bind conversion rate for Brightwater personal auto?',
    'Brightwater auto quote to bind ratio',
    'how many quotes did Brightwater bind in auto last year?',
    'conversion rate of quotes into policies, Brightwater PPA',
  ]),
  ...family('claim-settlement-time', 'unanswerable', null, [
    'How long does Brightwater take on average to settle a claim?',
    'avg claim cycle time (report to payment) for Brightwater auto',
    'days from first notice of loss to closing a claim, by carrier',
    'which carrier pays its claims fastest?',
  ]),
];
