import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * Held-out v15 (issue 22): a fifteenth blind split of the English-to-SQL evaluation, written on
 * 2026-11-30 by a helper session that does not tune the translator (see README.md). Whoever tunes
 * the translator must not open, grep or diff this folder; the runner prints figures only for it.
 */
export const HELD_OUT_V15_SET: readonly EvalItem[] = [
  // counts
  ...family(
    'v15-count-fairhaven-flex-rating',
    'counts',
    "select count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' and approval_type = 'Flex Rating'",
    [
      'How many Flex Rating filings has Fairhaven Casualty Group made?',
      'number of Fairhaven filings under flex rating',
      'Fairhaven Casualty - count of flex-rated filings',
      'how many times did Fairhaven file under a Flex Rating regime',
    ],
  ),
  ...family(
    'v15-count-homeowners-product-segments',
    'counts',
    "select count(distinct segment_id) as segments from product_history where line_of_business = '04.0 Homeowners'",
    [
      'How many homeowners product segments have a filing history?',
      'number of distinct HO product histories (segments)',
      'Homeowners line: count of product segments in the product history',
      'in the product history, how many segments are homeowners ones',
    ],
  ),
  ...family(
    'v15-count-fairhaven-distinct-sub-tois',
    'counts',
    "select count(distinct sub_toi) as sub_tois from filings where carrier = 'Fairhaven Casualty Group'",
    [
      'Under how many different sub-TOIs has Fairhaven filed?',
      'number of distinct sub types of insurance in Fairhaven Casualty Group filings',
      'Fairhaven: count of sub-TOIs it has filings in',
      'how many sub-TOIs does Fairhaven cover with its filings',
    ],
  ),
  ...family(
    'v15-count-objection-letters-dated-2024',
    'counts',
    "select count(*) as letters from objections where objection_date >= '2024-01-01' and objection_date < '2025-01-01'",
    [
      'How many objection letters did regulators send during 2024?',
      'number of objection letters dated in calendar year 2024',
      "count of DOI objection letters issued in '24",
      'objection letters written in 2024 - total count please',
    ],
  ),
  ...family(
    'v15-count-wc-prior-approval',
    'counts',
    "select count(*) as filings from filings where line_of_business = '16.0 Workers Compensation' and approval_type = 'Prior Approval'",
    [
      "How many workers' comp filings went through Prior Approval?",
      'count of WC filings with a prior-approval approval type',
      'number of Workers Compensation filings under Prior Approval',
      'prior approval workers compensation filings: how many are there',
    ],
  ),
  ...family(
    'v15-count-veritas-underwriting-companies',
    'counts',
    "select count(distinct company) as companies from company_rate_figures where carrier = 'Veritas Lane Insurance'",
    [
      'How many underwriting companies does Veritas Lane have across its filings?',
      'number of distinct legal entities writing under the Veritas Lane group',
      'Veritas Lane Insurance: count of underwriting cos in its filings',
      'how many different companies appear in Veritas Lane filings',
    ],
  ),
  ...family(
    'v15-count-filings-revising-roof-age',
    'counts',
    "select count(distinct serff_tracking_number) as filings from rating_factors where factor = 'Roof Age'",
    [
      'How many filings changed the Roof Age rating factor?',
      'number of filings that revised roof age relativities',
      'count of filings touching the Roof Age factor',
      'roof age factor - in how many filings was it changed',
    ],
  ),
  ...family(
    'v15-count-filings-setting-wildfire-base-rate',
    'counts',
    "select count(distinct serff_tracking_number) as filings from base_rates where coverage = 'Wildfire'",
    [
      'How many filings set a base rate for the Wildfire coverage?',
      'number of filings with a Wildfire base rate',
      'count of filings that include wildfire base rates',
      'in how many filings does a Wildfire coverage base rate appear',
    ],
  ),

  // aggregates
  ...family(
    'v15-agg-florida-average-days-to-approval',
    'aggregates',
    "select avg(days_to_approval) as avg_days from filings where state = 'FL'",
    [
      'What is the average number of days to approval for Florida filings?',
      'avg days from submission to disposition in FL',
      'how long on average does the Florida DOI take to decide a filing',
      'mean turnaround time in days, Florida filings',
    ],
  ),
  ...family(
    'v15-agg-brightwater-total-policyholders',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'How many policyholders in total were affected by Brightwater filings?',
      'sum of policyholders affected across all Brightwater Insurance Companies filings',
      'total insureds impacted by Brightwater rate filings',
      'Brightwater: policyholders affected, added up over every filing',
    ],
  ),
  ...family(
    'v15-agg-homeowners-largest-premium-change',
    'aggregates',
    "select max(written_premium_change) as largest_change from filings where line_of_business = '04.0 Homeowners'",
    [
      'What is the largest written premium change on a homeowners filing?',
      'max change in written premium, HO line',
      'biggest dollar WP change among homeowners filings',
      'highest written-premium impact in dollars for the Homeowners LOB',
    ],
  ),
  ...family(
    'v15-agg-collision-prospective-frequency-trend',
    'aggregates',
    "select avg(prospective_frequency_trend) as avg_trend from supplemental_metrics where coverage = 'Collision'",
    [
      'What is the average prospective frequency trend for Collision?',
      'avg projected claim frequency trend on the Collision coverage',
      'Collision: mean prospective freq trend in the supporting metrics',
      'average forward-looking frequency trend selected for collision coverage',
    ],
  ),
  ...family(
    'v15-agg-harrowgate-average-company-count',
    'aggregates',
    "select avg(company_count) as avg_companies from filings where carrier = 'Harrowgate Mutual Insurance Group'",
    [
      'On average, how many underwriting companies are on a Harrowgate filing?',
      'average company count per Harrowgate Mutual filing',
      'Harrowgate Mutual Insurance Group - mean number of cos per filing',
      'typical (average) number of companies included in one Harrowgate filing',
    ],
  ),

  // group-bys
  ...family(
    'v15-group-texas-filings-by-rate-change-type',
    'group-bys',
    "select rate_change_type, count(*) as filings from filings where state = 'TX' group by rate_change_type",
    [
      'How many Texas filings are increases, decreases and neutral?',
      'TX filings broken down by rate change type',
      'count of Texas filings per rate change type',
      'split the Texas filings by direction of rate change (increase / decrease / neutral), with counts',
    ],
  ),
  ...family(
    'v15-group-2023-submissions-rate-impact-by-line',
    'group-bys',
    "select line_of_business, avg(rate_impact) as avg_rate_impact from filings where submitted_date >= '2023-01-01' and submitted_date < '2024-01-01' group by line_of_business",
    [
      'Average rate impact by line of business for filings submitted in 2023',
      'for 2023 submissions, what was the mean overall rate change in each LOB?',
      'avg rate chg per line, filings submitted during 2023',
      'by line of business: average rate impact of everything filed in 2023',
    ],
  ),
  ...family(
    'v15-group-auto-written-premium-by-filing-type',
    'group-bys',
    "select filing_type, sum(written_premium) as written_premium from filings where line_of_business = '19.0 Personal Auto' group by filing_type",
    [
      'Total written premium of personal auto filings by filing type',
      'sum of WP for personal auto, split by filing type',
      'for the auto line, how much written premium sits under each filing type?',
      'personal auto written premium per filing type (Rate, Rule, Form and combos)',
    ],
  ),
  ...family(
    'v15-group-factor-change-by-category',
    'group-bys',
    'select category, avg(change) as avg_change from rating_factors group by category',
    [
      'What is the average rating factor change in each factor category?',
      'avg factor change by category (Driver, Vehicle, Location and so on)',
      'mean percent change of rating factors, grouped by their category',
      'per factor category, the average change filed',
    ],
  ),

  // top-N
  ...family(
    'v15-top-carriers-homeowners-premium-change',
    'top-N',
    "select carrier, sum(written_premium_change) as premium_change from filings where line_of_business = '04.0 Homeowners' group by carrier order by premium_change desc limit 3",
    [
      'Which three carriers have the largest total written premium change in homeowners?',
      'top 3 carriers by summed WP change, HO line',
      'give me the 3 homeowners carriers with the biggest total premium change in dollars',
      'homeowners: three groups with the highest written premium change added up',
    ],
  ),
  ...family(
    'v15-top-carriers-objection-letters',
    'top-N',
    'select carrier, sum(objection_count) as letters from filings group by carrier order by letters desc limit 3',
    [
      'Which 3 carriers have received the most objection letters in total?',
      'top three carriers by number of objection letters',
      'the three groups that drew the most DOI objections, with the totals',
      'most-objected-to carriers, top 3, by letters received',
    ],
  ),
  ...family(
    'v15-top-ppa-policyholders',
    'top-N',
    "select serff_tracking_number, policyholders_affected from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' order by policyholders_affected desc limit 10",
    [
      'List the 10 private passenger auto filings that affected the most policyholders',
      'top ten PPA filings by policyholders affected',
      'which ten PPA filings hit the largest number of insureds?',
      'PPA sub-TOI: ten filings with the highest policyholder counts affected',
    ],
  ),
  ...family(
    'v15-top-subtoi-lowest-rate-impact',
    'top-N',
    'select sub_toi, avg(rate_impact) as avg_rate_impact from filings group by sub_toi order by avg_rate_impact asc limit 3',
    [
      'Which three sub-TOIs have the lowest average rate impact?',
      'bottom 3 sub-types of insurance by mean rate change',
      'the 3 sub TOIs with the smallest average overall rate change',
      'three sub-TOIs ranked lowest on average rate impact',
    ],
  ),
  ...family(
    'v15-top-companies-most-filings',
    'top-N',
    'select company, count(*) as filings from company_rate_figures group by company order by filings desc limit 4',
    [
      'Which four underwriting companies appear in the most filings?',
      'top 4 legal entities by number of filings they are part of',
      'the four underwriting companies with the highest filing count',
      'four cos that show up on the most filings (company level, not group)',
    ],
  ),

  // thresholds
  ...family(
    'v15-threshold-premium-over-one-billion',
    'thresholds',
    'select count(*) as filings from filings where written_premium > 1000000000',
    [
      'How many filings are for programs with over $1 billion of written premium?',
      'count of filings with written premium above 1B',
      'number of filings whose program writes more than a billion dollars of premium',
      'filings with WP > $1,000,000,000 - how many?',
    ],
  ),
  ...family(
    'v15-threshold-harrowgate-rate-impact-over-15',
    'thresholds',
    "select serff_tracking_number, rate_impact from filings where carrier = 'Harrowgate Mutual Insurance Group' and rate_impact > 15",
    [
      'Which Harrowgate filings had a rate impact above 15%?',
      'list Harrowgate Mutual filings with an overall rate change greater than 15 percent',
      'Harrowgate filings over +15% rate impact',
      'show me every Harrowgate filing whose rate change exceeded fifteen percent',
    ],
  ),
  ...family(
    'v15-threshold-three-or-more-companies',
    'thresholds',
    'select count(*) as filings from filings where company_count >= 3',
    [
      'How many filings include three or more underwriting companies?',
      'count of filings with at least 3 companies on them',
      'number of multi-company filings with 3+ companies',
      'filings where the company count is 3 or higher: how many',
    ],
  ),
  ...family(
    'v15-threshold-prospective-loss-trend-over-5',
    'thresholds',
    'select count(distinct serff_tracking_number) as filings from supplemental_metrics where prospective_total_trend > 5',
    [
      'How many filings select a prospective loss trend above 5% for some coverage?',
      'number of filings with any coverage whose prospective total trend is over 5 percent',
      'count filings where a coverage has prospective loss trend > 5%',
      'filings projecting a loss trend of more than five percent on at least one coverage - count',
    ],
  ),
  ...family(
    'v15-threshold-collision-base-rate-over-600',
    'thresholds',
    "select count(*) as base_rates from base_rates where coverage = 'Collision' and rate_after > 600",
    [
      'How many Collision base rates are above $600 after the filing?',
      'count of collision base rates that end up over 600 dollars',
      'number of Collision base rates exceeding $600 once the filing takes them',
      'collision coverage: proposed base rates greater than six hundred dollars, how many',
    ],
  ),
  ...family(
    'v15-threshold-replies-after-20-days',
    'thresholds',
    'select count(*) as letters from objections where reply_date - objection_date > 20',
    [
      'How many objection letters did insurers take more than 20 days to answer?',
      'count of objections where the reply came over 20 days after the letter',
      'number of objection letters with a response time longer than twenty days',
      'objections answered later than 20 days after they were sent: count',
    ],
  ),
  ...family(
    'v15-threshold-five-objection-letters',
    'thresholds',
    'select serff_tracking_number, objection_count from filings where objection_count >= 5',
    [
      'Which filings received five or more objection letters?',
      'list filings with at least 5 objection letters',
      'filings with 5+ objections from the regulator',
      'show the filings that drew five objection letters or more',
    ],
  ),
  ...family(
    'v15-threshold-indication-gap-over-10',
    'thresholds',
    'select count(*) as filings from filings where indicated_change - rate_impact > 10',
    [
      'How many filings took a rate change more than 10 points below their indication?',
      'count of filings where the indicated change exceeds the rate impact by over 10 points',
      'number of filings leaving more than ten points of indication on the table',
      'filings with indicated minus filed rate change above 10 pts - how many?',
    ],
  ),

  // conditions on aggregates
  ...family(
    'v15-having-sub-tois-over-million-policyholders',
    'conditions-on-aggregates',
    'select sub_toi, sum(policyholders_affected) as policyholders from filings group by sub_toi having sum(policyholders_affected) > 1000000',
    [
      'Which sub-TOIs have more than one million policyholders affected in total?',
      'sub-TOIs where the policyholders affected add up to over 1M',
      'list sub types of insurance whose total affected insureds exceed 1,000,000',
      'by sub-TOI, keep only those with a summed policyholder count above a million',
    ],
  ),
  ...family(
    'v15-having-lines-over-20-use-and-file',
    'conditions-on-aggregates',
    "select line_of_business, count(*) as filings from filings where approval_type = 'Use and File' group by line_of_business having count(*) > 20",
    [
      'Which lines of business have more than 20 Use and File filings?',
      'LOBs with over twenty use-and-file filings',
      'lines where the count of Use and File filings exceeds 20',
      'show lines of business having 21 or more use & file filings',
    ],
  ),
  ...family(
    'v15-having-reviewers-assigned-over-3',
    'conditions-on-aggregates',
    'select reviewer_name, count(*) as assignments from reviews group by reviewer_name having count(*) > 3',
    [
      'Which reviewers were assigned to more than 3 filings?',
      'reviewers with over three filing assignments',
      'list the DOI reviewers who reviewed more than three filings',
      'names of reviewers that show up on 4 or more filings',
    ],
  ),
  ...family(
    'v15-having-factors-negative-average-change',
    'conditions-on-aggregates',
    'select factor, avg(change) as avg_change from rating_factors group by factor having avg(change) < 0',
    [
      'Which rating factors have a negative average change?',
      'factors whose mean change across filings is below zero',
      'list rating factors that on average were decreased',
      'rating factors with avg change < 0',
    ],
  ),
  ...family(
    'v15-having-approval-types-over-50-days',
    'conditions-on-aggregates',
    'select approval_type, avg(days_to_approval) as avg_days from filings group by approval_type having avg(days_to_approval) > 50',
    [
      'Which approval types average more than 50 days to approval?',
      'approval regimes with mean days to approval over 50',
      'list approval types where filings take longer than 50 days on average',
      'approval type having avg days-to-approval above fifty',
    ],
  ),
  ...family(
    'v15-having-coverages-premium-share-over-40',
    'conditions-on-aggregates',
    'select coverage, avg(exposure_share) as avg_share from base_rates group by coverage having avg(exposure_share) > 0.4',
    [
      'Which coverages account for more than 40% of premium on average in the base rate tables?',
      'coverages whose average exposure share of premium exceeds 0.4',
      'base rates: list coverages averaging over forty percent of the premium',
      'coverages with a mean premium share above 40 pct',
    ],
  ),

  // negation
  ...family(
    'v15-neg-carriers-without-form-filings',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where filing_type = 'Form')",
    [
      'Which carriers have never submitted a Form filing?',
      'carriers with no Form-type filings at all',
      'list the groups that never filed a forms-only filing',
      'which carriers have zero filings of type Form?',
    ],
  ),
  ...family(
    'v15-neg-meridian-not-prior-approval',
    'negation',
    "select count(*) as filings from filings where carrier = 'Meridian Trust Casualty Group' and approval_type <> 'Prior Approval'",
    [
      "How many of Meridian Trust's filings were not Prior Approval?",
      'count Meridian Trust filings under any approval type other than prior approval',
      'Meridian Trust Casualty Group filings excluding Prior Approval - how many',
      'number of non-prior-approval filings from Meridian',
    ],
  ),
  ...family(
    'v15-neg-homeowners-without-supplemental',
    'negation',
    "select count(*) as filings from filings f where f.line_of_business = '04.0 Homeowners' and not exists (select 1 from supplemental_metrics s where s.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many homeowners filings have no supplemental metrics?',
      'count of HO filings lacking any supplemental actuarial figures',
      'number of homeowners filings with no supporting metrics rows',
      'Homeowners filings missing supplemental metrics: how many?',
    ],
  ),
  ...family(
    'v15-neg-texas-reviewers-no-objections',
    'negation',
    "select name from reviewers where state = 'TX' and total_objections = 0",
    [
      'Which Texas reviewers have never written an objection letter?',
      'TX DOI reviewers with zero objection letters',
      'list Texas reviewers who have not sent any objections',
      'reviewers in Texas without a single objection letter to their name',
    ],
  ),
  ...family(
    'v15-neg-missouri-without-factor-changes',
    'negation',
    "select count(*) as filings from filings f where f.state = 'MO' and not exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many Missouri filings changed no rating factors?',
      'count of MO filings without any rating factor change',
      'number of Missouri filings that left every rating factor untouched',
      'Missouri filings with zero factor changes - how many',
    ],
  ),
  ...family(
    'v15-neg-ppa-without-territory-change',
    'negation',
    "select count(*) as filings from filings f where f.sub_toi = '19.0001 Private Passenger Auto (PPA)' and not exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number and rf.factor = 'Territory')",
    [
      'How many PPA filings did not change the Territory factor?',
      'count of private passenger auto filings that left territory relativities alone',
      'number of PPA filings with no Territory rating factor change',
      'PPA filings not touching Territory: how many?',
    ],
  ),
  ...family(
    'v15-neg-carriers-without-personal-auto',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where line_of_business = '19.0 Personal Auto')",
    [
      'Which carriers have no personal auto filings?',
      'carriers that never filed in the Personal Auto line',
      'list groups without a single auto filing',
      'who has filed, but never for personal auto?',
    ],
  ),
  ...family(
    'v15-neg-states-never-disapproved',
    'negation',
    "select count(distinct state) as states from filings where state not in (select state from filings where disposition_status = 'Disapproved')",
    [
      'In how many states has no filing ever been disapproved?',
      'count of states with zero disapproved filings',
      'number of states where the regulator never disapproved a filing',
      'how many states have no Disapproved dispositions at all',
    ],
  ),
  ...family(
    'v15-neg-sterling-oak-without-base-rates',
    'negation',
    "select count(*) as filings from filings f where f.carrier = 'Sterling Oak Insurance Group' and not exists (select 1 from base_rates b where b.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many Sterling Oak filings set no base rates?',
      'count of Sterling Oak Insurance Group filings without any base rate rows',
      'Sterling Oak filings that did not change base rates - how many',
      'number of Sterling Oak filings with no base rate changes in them',
    ],
  ),

  // date ranges
  ...family(
    'v15-dates-submitted-mid-jan-to-june-2023',
    'date-ranges',
    "select count(*) as filings from filings where submitted_date >= '2023-01-15' and submitted_date <= '2023-06-30'",
    [
      'How many filings were submitted between January 15 and June 30, 2023, inclusive?',
      'count of filings submitted from 1/15/2023 through 6/30/2023',
      'number of submissions dated Jan 15 2023 to Jun 30 2023 (both days included)',
      'filings with a submitted date in the window 2023-01-15 .. 2023-06-30',
    ],
  ),
  ...family(
    'v15-dates-homeowners-effective-after-july-2025',
    'date-ranges',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and effective_date_new > '2025-07-01'",
    [
      'How many homeowners filings take effect after July 1, 2025?',
      'count of HO filings with an effective date later than 7/1/2025',
      'number of homeowners filings effective after the first of July 2025',
      'homeowners filings whose new-business effective date falls after 2025-07-01',
    ],
  ),
  ...family(
    'v15-dates-fairhaven-decided-2019-2020',
    'date-ranges',
    "select count(*) as filings from filings where carrier = 'Fairhaven Casualty Group' and disposition_date >= '2019-01-01' and disposition_date < '2021-01-01'",
    [
      'How many Fairhaven filings were decided between 2019 and 2020?',
      'count of Fairhaven Casualty filings with a disposition date in 2019 or 2020',
      'number of Fairhaven filings disposed from 2019 through 2020',
      "Fairhaven filings the DOI ruled on in '19-'20: how many",
    ],
  ),

  // calendar
  ...family(
    'v15-cal-effective-q1-2024',
    'calendar',
    "select count(*) as filings from filings where effective_date_new >= '2024-01-01' and effective_date_new < '2024-04-01'",
    [
      'How many filings became effective in Q1 2024?',
      'count of filings effective in the first quarter of 2024',
      'number of filings with an effective date in 1Q24',
      'filings taking effect January through March 2024 - count',
    ],
  ),
  ...family(
    'v15-cal-decided-in-july',
    'calendar',
    'select count(*) as filings from filings where extract(month from disposition_date) = 7',
    [
      'How many filings were decided in July, any year?',
      'count of dispositions that fell in a July, all years together',
      'number of filings the regulator ruled on in the month of July (every year)',
      'July decisions across all years - how many filings',
    ],
  ),
  ...family(
    'v15-cal-2022-submissions-by-month',
    'calendar',
    "select extract(month from submitted_date) as month, count(*) as filings from filings where submitted_date >= '2022-01-01' and submitted_date < '2023-01-01' group by 1",
    [
      'How many filings were submitted in each month of 2022?',
      'monthly count of 2022 submissions',
      'filings submitted per month during 2022',
      'break 2022 submissions down by month',
    ],
  ),
  ...family(
    'v15-cal-decided-first-half-2023',
    'calendar',
    "select count(*) as filings from filings where disposition_date >= '2023-01-01' and disposition_date < '2023-07-01'",
    [
      'How many filings were decided in the first half of 2023?',
      'count of dispositions in H1 2023',
      'number of filings disposed between January and June 2023',
      'filings with a disposition date in 1H 2023 - how many',
    ],
  ),
  ...family(
    'v15-cal-submitted-september-2020',
    'calendar',
    "select serff_tracking_number from filings where submitted_date >= '2020-09-01' and submitted_date < '2020-10-01'",
    [
      'List the filings submitted in September 2020',
      'which filings were submitted during Sept 2020?',
      'SERFF numbers of everything filed in September of 2020',
      'show filings with a submitted date in 9/2020',
    ],
  ),

  // superlatives
  ...family(
    'v15-super-carrier-lowest-indication',
    'superlatives',
    'select carrier, avg(indicated_change) as avg_indicated from filings group by carrier order by avg_indicated asc limit 1',
    [
      'Which carrier has the lowest average indicated change?',
      'carrier with the smallest mean actuarial indication',
      'whose filings carry the lowest indicated rate change on average?',
      'the group with the least average indicated change',
    ],
  ),
  ...family(
    'v15-super-largest-written-premium-filing',
    'superlatives',
    'select serff_tracking_number, written_premium from filings order by written_premium desc limit 1',
    [
      'Which filing is for the program with the largest written premium?',
      'the filing with the most written premium',
      'what filing has the biggest WP of all?',
      'highest written premium filing - which one',
    ],
  ),
  ...family(
    'v15-super-line-slowest-approval',
    'superlatives',
    'select line_of_business, avg(days_to_approval) as avg_days from filings group by line_of_business order by avg_days desc limit 1',
    [
      'Which line of business takes the longest to get approved on average?',
      'the LOB with the highest average days to approval',
      'slowest line of business by mean days to disposition',
      'what line has filings waiting longest on average for a decision?',
    ],
  ),
  ...family(
    'v15-super-factor-largest-level-change',
    'superlatives',
    'select factor, max(change) as largest_change from rating_factor_levels group by factor order by largest_change desc limit 1',
    [
      'Which rating factor had the largest change at a single level?',
      'the factor with the biggest relativity change on any one level',
      'what factor saw the highest level-by-level relativity increase?',
      'rating factor holding the single largest change of a level relativity',
    ],
  ),

  // shares and ratios
  ...family(
    'v15-share-florida-increases',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Increase') / count(*) as pct from filings where state = 'FL'",
    [
      'What percentage of Florida filings are rate increases?',
      'share of FL filings with an Increase rate change type',
      'in Florida, what pct of filings raise rates?',
      'Florida: proportion of filings that are increases',
    ],
  ),
  ...family(
    'v15-share-brightwater-neutral',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Neutral') / count(*) as pct from filings where carrier = 'Brightwater Insurance Companies'",
    [
      "What share of Brightwater's filings are rate neutral?",
      'percent of Brightwater Insurance Companies filings with a Neutral rate change type',
      'Brightwater: fraction of filings that neither raise nor lower rates (neutral)',
      'how many of Brightwater filings are neutral, as a percentage',
    ],
  ),
  ...family(
    'v15-share-fairhaven-later-round-letters',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where o.round >= 2) / count(*) as pct from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.carrier = 'Fairhaven Casualty Group'",
    [
      "What percentage of Fairhaven's objection letters came in round 2 or later?",
      'share of objections on Fairhaven filings that were second-round or beyond',
      'Fairhaven Casualty: pct of objection letters past the first round',
      'of the letters Fairhaven received, what proportion were follow-up rounds (2+)?',
    ],
  ),
  ...family(
    'v15-share-harrowgate-of-all-filings',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where carrier = 'Harrowgate Mutual Insurance Group') / count(*) as pct from filings",
    [
      'What share of all filings come from Harrowgate?',
      'Harrowgate Mutual percentage of total filings',
      "what pct of the whole book of filings is Harrowgate's?",
      'Harrowgate filings as a proportion of every filing',
    ],
  ),
  ...family(
    'v15-share-2025-submissions-with-objections',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where objection_count > 0) / count(*) as pct from filings where submitted_date >= '2025-01-01' and submitted_date < '2026-01-01'",
    [
      'What percentage of filings submitted in 2025 drew at least one objection letter?',
      'share of 2025 submissions that got objections',
      'of the filings submitted in 2025, what pct received one or more objection letters?',
      '2025 filings: proportion objected to at least once',
    ],
  ),
  ...family(
    'v15-share-driver-factor-increases',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where change > 0) / count(*) as pct from rating_factors where category = 'Driver'",
    [
      'What share of Driver-category rating factor changes are increases?',
      'percent of driver factor changes that went up',
      'of the factors in the Driver category that filings changed, what pct were raised?',
      'Driver factors: proportion of changes with a positive change',
    ],
  ),
  ...family(
    'v15-share-use-and-file-took-effect',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where took_effect) / count(*) as pct from filings where approval_type = 'Use and File'",
    [
      'What percentage of Use and File filings actually took effect?',
      'share of use-and-file filings whose rates took effect',
      'of the Use & File filings, what pct went into effect?',
      'Use and File: proportion of filings that took effect',
    ],
  ),
  ...family(
    'v15-share-tradesman-over-90-days',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where days_to_approval > 90) / count(*) as pct from filings where carrier = 'Tradesman Mutual Casualty'",
    [
      "What share of Tradesman Mutual's filings took more than 90 days to approve?",
      'percent of Tradesman Mutual Casualty filings with days to approval over 90',
      'Tradesman: fraction of filings waiting longer than ninety days for a decision',
      'what pct of Tradesman filings needed more than 90 days?',
    ],
  ),
  ...family(
    'v15-share-ppa-changing-credit-score',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number and rf.factor = 'Credit-Based Insurance Score')) / count(*) as pct from filings f where f.sub_toi = '19.0001 Private Passenger Auto (PPA)'",
    [
      'What share of PPA filings changed the Credit-Based Insurance Score factor?',
      'percent of private passenger auto filings revising credit-based insurance score relativities',
      'of the PPA filings, what pct touched the credit-based insurance score factor?',
      'PPA: proportion of filings with a credit based insurance score change',
    ],
  ),

  // joins
  ...family(
    'v15-join-fairhaven-collision-base-rate-change',
    'joins',
    "select avg(b.change) as avg_change from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.carrier = 'Fairhaven Casualty Group' and b.coverage = 'Collision'",
    [
      "What is the average Collision base rate change in Fairhaven's filings?",
      'avg collision base-rate change for Fairhaven Casualty Group',
      'Fairhaven: mean percent change of the Collision base rate',
      'how much did Fairhaven move collision base rates on average?',
    ],
  ),
  ...family(
    'v15-join-homeowners-objection-letters',
    'joins',
    "select count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.line_of_business = '04.0 Homeowners'",
    [
      'How many objection letters were written on homeowners filings?',
      'total objection letters against HO filings',
      'number of objections regulators sent on Homeowners line filings',
      'count the objection letters on homeowners filings',
    ],
  ),
  ...family(
    'v15-join-senior-rate-analysts-on-harrowgate',
    'joins',
    "select distinct rv.name from reviews r join reviewers rv on rv.reviewer_id = r.reviewer_id join filings f on f.serff_tracking_number = r.serff_tracking_number where rv.title = 'Senior Rate Analyst' and f.carrier = 'Harrowgate Mutual Insurance Group'",
    [
      'Which Senior Rate Analysts reviewed Harrowgate filings?',
      'names of senior rate analysts assigned to Harrowgate Mutual filings',
      'list reviewers titled Senior Rate Analyst who worked on a Harrowgate filing',
      'Harrowgate filings: which senior rate analysts were on the review?',
    ],
  ),
  ...family(
    'v15-join-louisiana-wind-hail-indication',
    'joins',
    "select avg(s.indication) as avg_indication from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.state = 'LA' and s.coverage = 'Wind/Hail'",
    [
      'What is the average Wind/Hail indication in Louisiana filings?',
      'avg indicated change for wind/hail coverage on LA filings',
      'Louisiana: mean Wind/Hail indication across filings',
      'for filings in Louisiana, what is the average indication on the wind and hail coverage?',
    ],
  ),
  ...family(
    'v15-join-texas-territory-change',
    'joins',
    "select avg(rf.change) as avg_change from rating_factors rf join filings f on f.serff_tracking_number = rf.serff_tracking_number where f.state = 'TX' and rf.factor = 'Territory'",
    [
      'What is the average Territory factor change in Texas filings?',
      'avg change of the territory rating factor on TX filings',
      'Texas filings: mean Territory relativity change',
      'how much did Texas filings move the Territory factor on average?',
    ],
  ),
  ...family(
    'v15-join-chief-casualty-actuary-days',
    'joins',
    "select avg(f.days_to_approval) as avg_days from filings f where f.serff_tracking_number in (select r.serff_tracking_number from reviews r join reviewers rv on rv.reviewer_id = r.reviewer_id where rv.title = 'Chief Casualty Actuary')",
    [
      'What are the average days to approval of filings reviewed by a Chief Casualty Actuary?',
      'avg days to approval for filings with a chief casualty actuary on the review',
      'how long do filings take on average when a Chief Casualty Actuary reviews them?',
      'mean turnaround of filings reviewed by chief casualty actuaries',
    ],
  ),
  ...family(
    'v15-join-withdrawn-with-second-round',
    'joins',
    "select distinct f.serff_tracking_number from filings f join objections o on o.serff_tracking_number = f.serff_tracking_number where o.round = 2 and f.disposition_status = 'Withdrawn'",
    [
      'Which withdrawn filings got a second-round objection letter?',
      'list withdrawn filings that reached a round 2 objection',
      'filings withdrawn after a 2nd round objection letter',
      'show Withdrawn filings with an objection in round two',
    ],
  ),
  ...family(
    'v15-join-calloway-homeowners-plr',
    'joins',
    "select avg(s.permissible_loss_ratio) as avg_plr from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.carrier = 'Calloway Auto and Home Group' and f.line_of_business = '04.0 Homeowners'",
    [
      "What is the average permissible loss ratio on Calloway's homeowners filings?",
      'avg PLR in Calloway HO filings',
      'Calloway homeowners: mean permissible loss ratio across coverages',
      'permissible loss ratio, averaged, for Calloway Auto and Home Group homeowners filings',
    ],
  ),

  // filters on columns
  ...family(
    'v15-filter-montana-multiple-filing-company',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'MT' and filing_company = 'Multiple'",
    [
      'List the Montana filings whose filing company is Multiple',
      'MT filings filed jointly by multiple companies',
      'which Montana filings show "Multiple" as the filing company?',
      'show Montana filings where filing_company = Multiple',
    ],
  ),
  ...family(
    'v15-filter-sterling-oak-product-names',
    'filters-on-columns',
    "select distinct product_name from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      'What products has Sterling Oak filed on?',
      'list the product names in Sterling Oak Insurance Group filings',
      'which programs does Sterling Oak have filings for?',
      'Sterling Oak product names, distinct',
    ],
  ),
  ...family(
    'v15-filter-sterling-oak-mutual-homeowners',
    'filters-on-columns',
    "select serff_tracking_number from company_rate_figures where company = 'Sterling Oak Mutual Insurance Company' and line_of_business = '04.0 Homeowners'",
    [
      'Which homeowners filings include Sterling Oak Mutual Insurance Company?',
      'list HO filings where Sterling Oak Mutual Insurance Co is one of the companies',
      'homeowners filings with the Sterling Oak Mutual entity on them',
      'show Sterling Oak Mutual Insurance Company homeowners filings',
    ],
  ),
  ...family(
    'v15-filter-brightwater-indemnity-filing-company',
    'filters-on-columns',
    "select serff_tracking_number from filings where filing_company = 'Brightwater Indemnity Company'",
    [
      'Which filings list Brightwater Indemnity Company as the filing company?',
      'filings submitted by the entity Brightwater Indemnity Co',
      'show filings where the filing company is Brightwater Indemnity Company',
      'SERFF numbers filed under Brightwater Indemnity as filer',
    ],
  ),
  ...family(
    'v15-filter-minnesota-senior-rate-analysts',
    'filters-on-columns',
    "select name from reviewers where state = 'MN' and title = 'Senior Rate Analyst'",
    [
      'Who are the Senior Rate Analysts at the Minnesota DOI?',
      'list reviewers in MN with the title Senior Rate Analyst',
      'Minnesota senior rate analysts - names',
      'which Minnesota reviewers hold the Senior Rate Analyst title?',
    ],
  ),

  // comparisons
  ...family(
    'v15-cmp-indication-use-and-file-vs-flex',
    'comparisons',
    "select approval_type, avg(indicated_change) as avg_indicated from filings where approval_type in ('Use and File', 'Flex Rating') group by approval_type",
    [
      'Compare the average indicated change of Use and File and Flex Rating filings',
      'avg indication: use & file vs flex rating',
      'what is the mean indicated change under Use and File, and under Flex Rating?',
      'Use and File against Flex Rating on average indicated rate change, both numbers',
    ],
  ),
  ...family(
    'v15-cmp-harrowgate-vs-fairhaven-2024-submissions',
    'comparisons',
    "select carrier, count(*) as filings from filings where carrier in ('Harrowgate Mutual Insurance Group', 'Fairhaven Casualty Group') and submitted_date >= '2024-01-01' and submitted_date < '2025-01-01' group by carrier",
    [
      'How many filings did Harrowgate and Fairhaven each submit in 2024?',
      '2024 submissions: Harrowgate vs Fairhaven counts',
      'compare the number of filings submitted in 2024 by Harrowgate Mutual and by Fairhaven Casualty',
      'Harrowgate against Fairhaven, filings submitted during 2024, side by side',
    ],
  ),
  ...family(
    'v15-cmp-days-new-york-vs-new-jersey',
    'comparisons',
    "select state, avg(days_to_approval) as avg_days from filings where state in ('NY', 'NJ') group by state",
    [
      'Compare average days to approval in New York and New Jersey',
      'NY vs NJ: mean days to approval',
      'how long does a filing take on average in New York, and in New Jersey?',
      'avg approval time for New York against New Jersey, both figures',
    ],
  ),
  ...family(
    'v15-cmp-property-damage-vs-bodily-injury-proposed',
    'comparisons',
    "select coverage, avg(proposed_change) as avg_proposed from supplemental_metrics where coverage in ('Property Damage', 'Bodily Injury') group by coverage",
    [
      'Compare the average proposed change for Property Damage and Bodily Injury',
      'PD vs BI: avg proposed rate change by coverage',
      'what is the mean proposed change on Property Damage, and on Bodily Injury?',
      'average proposed change, property damage against bodily injury, both coverages',
    ],
  ),
  ...family(
    'v15-cmp-homeowners-vs-auto-premium-change-2023',
    'comparisons',
    "select line_of_business, sum(written_premium_change) as premium_change from filings where line_of_business in ('04.0 Homeowners', '19.0 Personal Auto') and effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01' group by line_of_business",
    [
      'Compare the total written premium change of homeowners and personal auto filings effective in 2023',
      'HO vs personal auto: summed WP change for filings effective in 2023',
      'for 2023 effective dates, how much did written premium change in homeowners and how much in auto?',
      'homeowners against personal auto, total premium change in dollars, filings effective during 2023',
    ],
  ),

  // casual and typos
  ...family(
    'v15-casual-brightwater-arkansas',
    'casual-and-typos',
    "select count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' and state = 'AR'",
    [
      'yo how many filings did brightwatr send to arkansas',
      'brightwater in AR, how many filings? thx',
      'quick q - # of brigthwater filings in Arkansaw',
      'arkansas brightwater filing count pls',
    ],
  ),
  ...family(
    'v15-casual-calloway-georgia-rate',
    'casual-and-typos',
    "select avg(rate_impact) as avg_rate_impact from filings where carrier = 'Calloway Auto and Home Group' and state = 'GA'",
    [
      'whats the avg rate chg for calloway in georgia',
      'calloway GA average rate impact?',
      'hey, mean rate change calowayy filings georiga',
      'calloway auto & home, georgia, avrage rate impact pls',
    ],
  ),
  ...family(
    'v15-casual-workers-comp-indication',
    'casual-and-typos',
    "select avg(indicated_change) as avg_indicated from filings where line_of_business = '16.0 Workers Compensation'",
    [
      'avg indicated chg on wokers comp?',
      'workers compensaton average indication',
      'whats the mean indicated change for work comp filings lol',
      'WC line - avg indicatd rate change',
    ],
  ),
  ...family(
    'v15-casual-veritas-withdrawn',
    'casual-and-typos',
    "select serff_tracking_number from filings where carrier = 'Veritas Lane Insurance' and disposition_status = 'Withdrawn'",
    [
      'gimme the withdrawn ones from veritas lane',
      'veritas lane withdrawn filings list pls',
      'which veritis lane filings got withdrawn?',
      'verita lane - withdrawns?',
    ],
  ),
  ...family(
    'v15-casual-sentinel-biggest-hike',
    'casual-and-typos',
    "select max(rate_impact) as largest_rate_impact from filings where carrier = 'Sentinel Auto Group'",
    [
      'whats the biggest rate hike sentinel ever filed',
      'sentinal auto max rate impact?',
      'largest rate incrase from sentinel auto grp',
      'sentinel - top rate chg they filed, just the number',
    ],
  ),

  // unanswerable
  ...family('v15-unans-retention-after-increase', 'unanswerable', null, [
    'What share of policyholders renewed after the Harrowgate rate increases?',
    'policy retention rate following each filing',
    'lapse rate for Fairhaven customers after their 2024 increase',
    'how many insureds cancelled because of the rate change?',
  ]),
  ...family('v15-unans-am-best-rating', 'unanswerable', null, [
    "What is Brightwater's AM Best financial strength rating?",
    'AM Best ratings of each carrier',
    'list carriers by their A.M. Best rating',
    'which carriers are rated A or better by AM Best?',
  ]),
  ...family('v15-unans-claims-by-zip', 'unanswerable', null, [
    'How many claims were reported in each ZIP code in Texas?',
    'claim counts by zip code',
    'number of auto claims per ZIP for Meridian',
    'which zip codes had the most homeowners claims last year?',
  ]),
  ...family('v15-unans-reinsurance-cost', 'unanswerable', null, [
    'How much does Harrowgate pay for catastrophe reinsurance?',
    'net cost of reinsurance by carrier',
    'reinsurance premium ceded by each carrier in 2024',
    "what is Fairhaven's cat reinsurance spend?",
  ]),
];
