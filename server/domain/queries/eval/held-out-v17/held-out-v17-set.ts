import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * Held-out v17 (2026-12-02): a blind split written by a helper session that does not tune the
 * translator (see README.md). Whoever tunes must not open, grep or search this folder.
 */
export const HELD_OUT_V17_SET: EvalItem[] = [
  // counts
  ...family(
    'v17-calloway-georgia-count',
    'counts',
    "select count(*) from filings where carrier = 'Calloway Auto and Home Group' and state = 'GA'",
    [
      'How many filings has Calloway Auto and Home Group made in Georgia?',
      'number of Calloway filings in GA',
      'Count Calloway Auto & Home submissions to the Georgia DOI',
      'Georgia: how many rate filings came from Calloway?',
    ],
  ),
  ...family(
    'v17-rv-filings-count',
    'counts',
    "select count(*) from filings where sub_toi = '19.0003 Recreational Vehicle (RV)'",
    [
      'How many recreational vehicle filings are there?',
      'count of RV filings',
      'Number of filings under the Recreational Vehicle sub-TOI',
      'how many filings for RVs do we have in the data',
    ],
  ),
  ...family(
    'v17-rate-analyst-count',
    'counts',
    "select count(*) from reviewers where title = 'Rate Analyst'",
    [
      'How many reviewers have the title Rate Analyst?',
      'number of DOI staff whose job title is Rate Analyst',
      'count the Rate Analysts among the reviewers',
      'Rate Analyst reviewers: how many?',
    ],
  ),
  ...family(
    'v17-late-round-letters',
    'counts',
    'select count(*) from objections where round >= 3',
    [
      'How many objection letters were in round 3 or later?',
      'count of objections from the third round onward',
      'Number of objection letters at round three or beyond',
      'how many letters came in rounds 3+',
    ],
  ),
  ...family(
    'v17-brightwater-filing-companies',
    'counts',
    "select count(distinct filing_company) from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'How many different filing companies has Brightwater used?',
      'number of distinct filing companies on Brightwater filings',
      'Count the separate filing company names under Brightwater Insurance Companies',
      'brightwater - how many filing cos appear on their filings',
    ],
  ),
  ...family(
    'v17-texas-neutral-count',
    'counts',
    "select count(*) from filings where state = 'TX' and rate_change_type = 'Neutral'",
    [
      'How many revenue-neutral filings are there in Texas?',
      'count of TX filings with rate change type Neutral',
      'Number of Texas filings that neither raised nor cut rates',
      'texas neutral filings: how many',
    ],
  ),
  ...family(
    'v17-meridian-rule-count',
    'counts',
    "select count(*) from filings where carrier = 'Meridian Trust Casualty Group' and filing_type = 'Rule'",
    [
      'How many Rule filings did Meridian Trust submit?',
      'number of rule-only filings from Meridian Trust Casualty Group',
      'Count Meridian Trust filings whose filing type is Rule',
      "Meridian's Rule filings - how many?",
    ],
  ),
  ...family(
    'v17-fairhaven-withdrawn-count',
    'counts',
    "select count(*) from filings where carrier = 'Fairhaven Casualty Group' and disposition_status = 'Withdrawn'",
    [
      'How many filings did Fairhaven withdraw?',
      'number of withdrawn Fairhaven Casualty filings',
      'Count Fairhaven Casualty Group filings with status Withdrawn',
      'Fairhaven withdrawals, how many in total?',
    ],
  ),
  // aggregates
  ...family(
    'v17-brightwater-avg-objections',
    'aggregates',
    "select avg(objection_count) from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'What is the average number of objection letters on a Brightwater filing?',
      'avg objection count for Brightwater Insurance Companies filings',
      'On average how many objections does Brightwater get per filing?',
      'mean objection letters per Brightwater filing',
    ],
  ),
  ...family(
    'v17-fairhaven-max-premium',
    'aggregates',
    "select max(written_premium) from filings where carrier = 'Fairhaven Casualty Group'",
    [
      'What is the largest written premium on any Fairhaven filing?',
      'max WP of a Fairhaven Casualty Group filing',
      'Biggest annual written premium among Fairhaven filings',
      "highest written premium in Fairhaven's filings",
    ],
  ),
  ...family(
    'v17-wc-total-premium-change',
    'aggregates',
    "select sum(written_premium_change) from filings where line_of_business = '16.0 Workers Compensation'",
    [
      "What is the total written premium change across workers' comp filings?",
      'sum of WP change for WC filings',
      'Total dollar change in written premium for Workers Compensation',
      'add up the written premium change of all workers compensation filings',
    ],
  ),
  ...family(
    'v17-collision-frequency-trend',
    'aggregates',
    "select avg(historic_frequency_trend) from supplemental_metrics where coverage = 'Collision'",
    [
      'What is the average historic frequency trend for Collision?',
      'avg historical freq trend, collision coverage',
      'Mean past claim frequency trend on the Collision rows',
      'collision: historic frequency trend on average?',
    ],
  ),
  ...family(
    'v17-bi-severity-trend',
    'aggregates',
    "select avg(prospective_severity_trend) from supplemental_metrics where coverage = 'Bodily Injury'",
    [
      'What is the average prospective severity trend for Bodily Injury?',
      'avg prospective sev trend, BI',
      'Mean projected claim severity trend on bodily injury coverage',
      'bodily injury prospective severity trend on average',
    ],
  ),
  // group-bys
  ...family(
    'v17-auto-by-approval-type',
    'group-bys',
    "select approval_type, count(*) from filings where line_of_business = '19.0 Personal Auto' group by approval_type",
    [
      'How many personal auto filings are there per approval type?',
      'personal auto filing counts by approval regime',
      'Break down auto filings by approval type',
      'count of PA filings for each approval type (prior approval, file and use, etc)',
    ],
  ),
  ...family(
    'v17-ho-impact-by-subtoi',
    'group-bys',
    "select sub_toi, avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' group by sub_toi",
    [
      'What is the average rate impact of homeowners filings by sub-TOI?',
      'avg rate impact per HO sub-TOI',
      'Homeowners: mean overall rate change for each sub type of insurance',
      'break homeowners average rate change down by sub-toi',
    ],
  ),
  ...family(
    'v17-bic-indication-by-coverage',
    'group-bys',
    "select coverage, avg(indication) from supplemental_metrics where company = 'Brightwater Indemnity Company' group by coverage",
    [
      'What is the average indication per coverage for Brightwater Indemnity Company?',
      'Brightwater Indemnity Co indicated change by coverage (avg)',
      'For Brightwater Indemnity, show the mean indication of each coverage',
      'avg indication broken out by coverage, Brightwater Indemnity Company only',
    ],
  ),
  ...family(
    'v17-withdrawn-by-year',
    'group-bys',
    "select extract(year from disposition_date) as year, count(*) from filings where disposition_status = 'Withdrawn' group by 1",
    [
      'How many filings were withdrawn in each year?',
      'withdrawals per year (by disposition date)',
      'Count of withdrawn filings by year of withdrawal',
      'yearly number of filings withdrawn',
    ],
  ),
  // top-N
  ...family(
    'v17-top5-carriers-avg-impact',
    'top-N',
    'select carrier, avg(rate_impact) from filings group by carrier order by avg(rate_impact) desc limit 5',
    [
      'Which 5 carriers have the highest average rate impact?',
      'top five carriers by avg rate change',
      'Rank carriers by mean rate impact and give me the top 5',
      'the five groups with the biggest average rate increase',
    ],
  ),
  ...family(
    'v17-top4-coverages-base-change',
    'top-N',
    'select coverage, avg(change) from base_rates group by coverage order by avg(change) desc limit 4',
    [
      'Which four coverages have the highest average base rate change?',
      'top 4 coverages by avg base rate chg',
      'List the 4 coverages whose base rates rose the most on average',
      'coverages ranked by mean base rate change, top four',
    ],
  ),
  ...family(
    'v17-top5-auto-policyholders',
    'top-N',
    "select serff_tracking_number, policyholders_affected from filings where line_of_business = '19.0 Personal Auto' order by policyholders_affected desc limit 5",
    [
      'Which 5 personal auto filings affected the most policyholders?',
      'top five auto filings by policyholders affected',
      'List the five PPA-line filings touching the largest number of policyholders',
      'personal auto: 5 biggest filings by number of policyholders impacted',
    ],
  ),
  ...family(
    'v17-top2-reviewers-objections',
    'top-N',
    'select name, total_objections from reviewers order by total_objections desc limit 2',
    [
      'Which two reviewers wrote the most objection letters?',
      'top 2 reviewers by total objections',
      'Name the 2 DOI reviewers with the highest objection totals',
      'reviewers ranked by letters written, top two',
    ],
  ),
  ...family(
    'v17-top2-companies-program-wp',
    'top-N',
    'select company, sum(written_premium_for_program) from company_rate_figures group by company order by sum(written_premium_for_program) desc limit 2',
    [
      'Which two underwriting companies have the most written premium across their programs?',
      'top 2 companies by total program written premium',
      'The 2 writing companies with the largest summed WP for program',
      'companies ranked by total written premium for program - top two',
    ],
  ),
  // thresholds
  ...family(
    'v17-over-250-days',
    'thresholds',
    'select serff_tracking_number, days_to_approval from filings where days_to_approval > 250',
    [
      'Which filings took more than 250 days to approve?',
      'list filings with days to approval over 250',
      'Filings that sat with the regulator longer than two hundred fifty days',
      'show me filings where approval took over 250 days',
    ],
  ),
  ...family(
    'v17-levels-up-over-10',
    'thresholds',
    'select count(*) from rating_factor_levels where change > 10',
    [
      'How many rating factor levels had their relativity raised by more than 10%?',
      'count of factor level rows with a change above 10 percent',
      'Number of rating table levels whose relativity went up over ten percent',
      'levels with relativity chg > 10%: how many',
    ],
  ),
  ...family(
    'v17-wp-up-over-100m',
    'thresholds',
    'select serff_tracking_number, written_premium_change from filings where written_premium_change > 100000000',
    [
      'Which filings raise written premium by more than $100 million?',
      'list filings with a WP change over 100M',
      'Filings adding upwards of one hundred million dollars of written premium',
      'show filings where written premium change > $100m',
    ],
  ),
  ...family(
    'v17-credit-low-relativity',
    'thresholds',
    "select count(*) from rating_factor_levels where factor = 'Credit-Based Insurance Score' and relativity_after < 0.8",
    [
      'How many Credit-Based Insurance Score levels have a new relativity below 0.8?',
      'count credit score factor levels with relativity after under 0.80',
      'Number of insurance-score (credit based) level rows whose after relativity is less than 0.8',
      'credit-based insurance score levels with relativity_after < .8, how many',
    ],
  ),
  ...family(
    'v17-prior-change-over-15',
    'thresholds',
    'select count(*) from company_rate_figures where prior_rate_change > 15',
    [
      'How many company rows had a prior rate change above 15%?',
      'count of underwriting company entries whose previous filing changed rates by more than 15 percent',
      'Number of company rate figures with prior rate change over fifteen percent',
      'companies whose prior filing was a 15%+ change, how many rows',
    ],
  ),
  ...family(
    'v17-base-rate-after-over-2000',
    'thresholds',
    'select count(*) from base_rates where rate_after > 2000',
    [
      'How many base rate rows end up above $2,000 after the filing?',
      'count base rates with rate after over 2000',
      'Number of coverage base rates whose new value exceeds two thousand dollars',
      'base rates > $2k after the change: how many rows',
    ],
  ),
  ...family(
    'v17-reviewers-over-3-filings',
    'thresholds',
    'select name, total_filings from reviewers where total_filings > 3',
    [
      'Which reviewers have been assigned more than 3 filings?',
      'list reviewers with total filings above three',
      'Reviewers handling over 3 filings',
      'who reviewed more than three filings',
    ],
  ),
  ...family(
    'v17-ho-premium-over-500m',
    'thresholds',
    "select count(*) from filings where line_of_business = '04.0 Homeowners' and written_premium > 500000000",
    [
      'How many homeowners filings have written premium above $500 million?',
      'count HO filings with WP over 500M',
      'Number of homeowners filings whose annual written premium exceeds half a billion dollars',
      'homeowners programs bigger than $500m in written premium, how many filings',
    ],
  ),
  // conditions-on-aggregates
  ...family(
    'v17-approval-types-over-50-days',
    'conditions-on-aggregates',
    'select approval_type, avg(days_to_approval) from filings group by approval_type having avg(days_to_approval) > 50',
    [
      'For which approval types does the average time to approval exceed 50 days?',
      'approval regimes whose mean days to approval is above fifty',
      'List the approval types where filings take over 50 days on average',
      'approval type with avg approval time > 50 days',
    ],
  ),
  ...family(
    'v17-lines-avg-indication-over-11',
    'conditions-on-aggregates',
    'select line_of_business, avg(indicated_change) from filings group by line_of_business having avg(indicated_change) > 11',
    [
      'Which lines of business have an average indicated change above 11%?',
      'LOBs with avg indicated change over 11',
      'Lines where the mean actuarial indication exceeds eleven percent',
      'show lines averaging more than an 11% indication',
    ],
  ),
  ...family(
    'v17-factors-in-25-filings',
    'conditions-on-aggregates',
    'select factor, count(distinct serff_tracking_number) from rating_factors group by factor having count(distinct serff_tracking_number) > 25',
    [
      'Which rating factors were changed in more than 25 filings?',
      'factors appearing in over 25 distinct filings',
      'List rating factors that more than twenty-five filings revised',
      'rating factors changed by 25+ filings',
    ],
  ),
  ...family(
    'v17-titles-objections-over-25',
    'conditions-on-aggregates',
    'select title, sum(total_objections) from reviewers group by title having sum(total_objections) > 25',
    [
      'Which reviewer titles account for more than 25 objection letters in total?',
      'job titles whose reviewers wrote over 25 objections combined',
      'Titles with a summed objection total above twenty-five',
      'reviewer titles with total objections > 25',
    ],
  ),
  ...family(
    'v17-coverages-rate-after-over-500',
    'conditions-on-aggregates',
    'select coverage, avg(rate_after) from base_rates group by coverage having avg(rate_after) > 500',
    [
      'Which coverages have an average new base rate above $500?',
      'coverages with avg rate after over 500 dollars',
      'List coverages whose mean base rate after the filing exceeds $500',
      'base rate coverages averaging more than five hundred dollars after the change',
    ],
  ),
  ...family(
    'v17-states-wp-change-over-300m',
    'conditions-on-aggregates',
    'select state, sum(written_premium_change) from filings group by state having sum(written_premium_change) > 300000000',
    [
      'Which states have a total written premium change above $300 million?',
      'states where summed WP change exceeds 300M',
      'List states whose filings add up to more than three hundred million dollars of written premium change',
      'states with total written premium chg > $300m',
    ],
  ),
  // negation
  ...family(
    'v17-harrowgate-not-missouri',
    'negation',
    "select count(*) from filings where carrier = 'Harrowgate Mutual Insurance Group' and state <> 'MO'",
    [
      'How many Harrowgate filings are outside Missouri?',
      'count Harrowgate Mutual filings not in MO',
      'Number of Harrowgate filings excluding Missouri',
      'Harrowgate filings in states other than Missouri, how many',
    ],
  ),
  ...family(
    'v17-auto-not-two-carriers',
    'negation',
    "select count(*) from filings where line_of_business = '19.0 Personal Auto' and carrier not in ('Brightwater Insurance Companies', 'Harrowgate Mutual Insurance Group')",
    [
      'How many personal auto filings are not from Brightwater or Harrowgate?',
      'count auto filings excluding Brightwater and Harrowgate',
      'Number of personal auto filings by carriers other than Brightwater and Harrowgate Mutual',
      'personal auto filings leaving out Brightwater and Harrowgate - how many?',
    ],
  ),
  ...family(
    'v17-filing-types-never-disapproved',
    'negation',
    "select distinct filing_type from filings where filing_type not in (select filing_type from filings where disposition_status = 'Disapproved')",
    [
      'Which filing types have never been disapproved?',
      'filing types with zero disapprovals',
      'List the kinds of filing (Rate, Rule, Form...) that no regulator ever disapproved',
      'filing type never disapproved - which ones',
    ],
  ),
  ...family(
    'v17-calloway-outside-ga-mn',
    'negation',
    "select count(*) from filings where carrier = 'Calloway Auto and Home Group' and state not in ('GA', 'MN')",
    [
      'How many Calloway filings are outside Georgia and Minnesota?',
      'count Calloway Auto and Home filings not in GA or MN',
      'Number of Calloway filings excluding Georgia and Minnesota',
      'calloway filings in states other than georgia and minnesota, how many',
    ],
  ),
  ...family(
    'v17-sterling-no-supplemental',
    'negation',
    "select count(*) from filings where carrier = 'Sterling Oak Insurance Group' and serff_tracking_number not in (select serff_tracking_number from supplemental_metrics)",
    [
      "How many of Sterling Oak's filings don't appear in the supplemental metrics at all?",
      'count Sterling Oak Insurance Group filings lacking any supplemental actuarial figures',
      'Number of Sterling Oak filings without a single row of supplemental metrics',
      'sterling oak filings with zero supplemental metric rows - how many',
    ],
  ),
  ...family(
    'v17-texas-reviewers-no-objections',
    'negation',
    "select count(*) from reviewers where state = 'TX' and total_objections = 0",
    [
      'How many Texas reviewers have never written an objection letter?',
      'count TX reviewers with zero objections',
      'Number of reviewers in Texas without a single objection letter',
      'texas DOI reviewers who never objected, how many',
    ],
  ),
  ...family(
    'v17-brightwater-not-took-effect',
    'negation',
    "select count(*) from filings where carrier = 'Brightwater Insurance Companies' and not took_effect",
    [
      "How many Brightwater filings didn't take effect?",
      'count Brightwater filings whose rates never took effect',
      'Number of Brightwater Insurance Companies filings not in effect',
      'brightwater filings that did not go into effect, how many',
    ],
  ),
  ...family(
    'v17-meridian-avg-excluding-auto',
    'negation',
    "select avg(rate_impact) from filings where carrier = 'Meridian Trust Casualty Group' and line_of_business <> '19.0 Personal Auto'",
    [
      "What is Meridian Trust's average rate impact excluding personal auto?",
      'avg rate impact of Meridian filings other than auto',
      'Mean rate change of Meridian Trust Casualty Group filings outside the personal auto line',
      'meridian trust average rate impact, not counting personal auto',
    ],
  ),
  ...family(
    'v17-states-no-withdrawal',
    'negation',
    "select count(distinct state) from filings where state not in (select state from filings where disposition_status = 'Withdrawn')",
    [
      'How many states have never had a filing withdrawn?',
      'count states with no withdrawn filings',
      'Number of states without a single withdrawal',
      'states where nothing was ever withdrawn: how many',
    ],
  ),
  // date-ranges
  ...family(
    'v17-submitted-apr-sep-2019',
    'date-ranges',
    "select count(*) from filings where submitted_date between '2019-04-01' and '2019-09-30'",
    [
      'How many filings were submitted between April 1 and September 30, 2019?',
      'count filings submitted 4/1/2019 through 9/30/2019',
      'Number of filings filed from April to September 2019 inclusive',
      'submissions Apr-Sep 2019, how many',
    ],
  ),
  ...family(
    'v17-replies-after-june-2025',
    'date-ranges',
    "select count(*) from objections where reply_date > '2025-06-30'",
    [
      'How many objection letters were answered after June 30, 2025?',
      'count of objection replies dated after 6/30/2025',
      'Number of insurer replies to objections sent after the end of June 2025',
      'replies to objection letters later than June 30 2025 - how many',
    ],
  ),
  ...family(
    'v17-withdrawn-2020-2022',
    'date-ranges',
    "select count(*) from filings where disposition_status = 'Withdrawn' and disposition_date between '2020-01-01' and '2022-12-31'",
    [
      'How many filings were withdrawn between 2020 and 2022?',
      'count withdrawals from 2020 through 2022',
      "Number of filings withdrawn in '20, '21 or '22",
      'withdrawn filings with a disposition date in 2020-2022, how many',
    ],
  ),
  // calendar
  ...family(
    'v17-effective-q4-2021',
    'calendar',
    "select count(*) from filings where effective_date_new >= '2021-10-01' and effective_date_new < '2022-01-01'",
    [
      'How many filings became effective in Q4 2021?',
      'count of filings effective in the fourth quarter of 2021',
      'Number of filings with an effective date in 4Q21',
      'filings effective oct-dec 2021, how many',
    ],
  ),
  ...family(
    'v17-effective-h1-2025',
    'calendar',
    "select count(*) from filings where effective_date_new >= '2025-01-01' and effective_date_new < '2025-07-01'",
    [
      'How many filings took effect in the first half of 2025?',
      'count filings effective H1 2025',
      'Number of filings with a new-business effective date in the first six months of 2025',
      'filings effective Jan-Jun 2025 - how many',
    ],
  ),
  ...family(
    'v17-submitted-last-9-months',
    'calendar',
    "select count(*) from filings where submitted_date >= current_date - interval '9 months'",
    [
      'How many filings were submitted in the last 9 months?',
      'count of submissions over the past nine months',
      'Number of filings filed within the last nine months',
      'filings submitted in the past 9 mo, how many',
    ],
  ),
  ...family(
    'v17-monthly-submissions-2021',
    'calendar',
    "select extract(month from submitted_date) as month, count(*) from filings where submitted_date >= '2021-01-01' and submitted_date < '2022-01-01' group by 1",
    [
      'How many filings were submitted each month in 2021?',
      'monthly submission counts for 2021',
      'Break down 2021 submissions by month',
      'filings filed per month during 2021',
    ],
  ),
  ...family(
    'v17-letters-dec-2024',
    'calendar',
    "select count(*) from objections where objection_date >= '2024-12-01' and objection_date < '2025-01-01'",
    [
      'How many objection letters were sent in December 2024?',
      'count of objections dated Dec 2024',
      'Number of objection letters written in 12/2024',
      'objection letters in december of 2024, how many',
    ],
  ),
  // superlatives
  ...family(
    'v17-carrier-slowest-approval',
    'superlatives',
    'select carrier, avg(days_to_approval) from filings group by carrier order by avg(days_to_approval) desc limit 1',
    [
      'Which carrier has the longest average time to approval?',
      'carrier with the highest avg days to approval',
      'Who waits longest on average for approval?',
      'slowest carrier to get filings approved, on average',
    ],
  ),
  ...family(
    'v17-subtoi-lowest-impact',
    'superlatives',
    'select sub_toi, avg(rate_impact) from filings group by sub_toi order by avg(rate_impact) asc limit 1',
    [
      'Which sub-TOI has the lowest average rate impact?',
      'sub-toi with the smallest mean rate change',
      'What sub type of insurance has the lowest avg rate impact?',
      'lowest average rate impact by sub-TOI - which one',
    ],
  ),
  ...family(
    'v17-carrier-most-objections',
    'superlatives',
    'select carrier, sum(objection_count) from filings group by carrier order by sum(objection_count) desc limit 1',
    [
      'Which carrier received the most objection letters?',
      'carrier with the highest total objection count',
      'Who got objected to the most, counting letters?',
      'most objection letters by carrier - who tops it',
    ],
  ),
  ...family(
    'v17-factor-highest-avg-change',
    'superlatives',
    'select factor, avg(change) from rating_factors group by factor order by avg(change) desc limit 1',
    [
      'Which rating factor has the highest average change?',
      'rating factor with the largest mean change',
      'What factor went up the most on average?',
      'top rating factor by avg change',
    ],
  ),
  // shares-and-ratios
  ...family(
    'v17-form-only-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where filing_type = 'Form') / count(*) from filings",
    [
      'What share of filings are Form-only filings?',
      'percent of filings with filing type Form',
      'What percentage of all filings are forms filings (Form type only)?',
      'form filings as a % of total',
    ],
  ),
  ...family(
    'v17-single-company-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where company_count = 1) / count(*) from filings',
    [
      'What share of filings have a single underwriting company?',
      'percent of filings with company count 1',
      'What percentage of filings are filed for just one company?',
      'single-company filings as a % of all',
    ],
  ),
  ...family(
    'v17-brightwater-disapproved-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Disapproved') / count(*) from filings where carrier = 'Brightwater Insurance Companies'",
    [
      "What share of Brightwater's filings were disapproved?",
      'pct of Brightwater Insurance Companies filings disapproved',
      'Disapproval rate of Brightwater filings',
      'what percent of brightwater filings did regulators disapprove',
    ],
  ),
  ...family(
    'v17-prior-vs-file-use-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where approval_type = 'Prior Approval') / count(*) filter (where approval_type = 'File and Use') from filings",
    [
      'What is the ratio of Prior Approval filings to File and Use filings?',
      'prior approval : file and use ratio',
      'How many Prior Approval filings are there per File and Use filing?',
      'ratio of prior-approval filings over file & use ones',
    ],
  ),
  ...family(
    'v17-ny-decrease-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Decrease') / count(*) from filings where state = 'NY'",
    [
      'What share of New York filings are decreases?',
      'percent of NY filings that cut rates',
      'Of the filings in New York, what percentage were rate decreases?',
      'decreases as a share of new york filings',
    ],
  ),
  ...family(
    'v17-actuarial-analyst-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where title = 'Actuarial Analyst') / count(*) from reviewers",
    [
      'What share of reviewers are Actuarial Analysts?',
      'percent of DOI reviewers titled Actuarial Analyst',
      'What percentage of all reviewers hold the Actuarial Analyst title?',
      'actuarial analysts as a % of reviewers',
    ],
  ),
  ...family(
    'v17-base-level-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where is_base) / count(*) from rating_factor_levels',
    [
      'What share of rating factor levels are base levels?',
      'percent of factor level rows flagged as the base level',
      'What percentage of the rating factor level rows is the base level of its table?',
      'base levels as a % of all rating factor levels',
    ],
  ),
  ...family(
    'v17-rate-to-rule-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where filing_type = 'Rate') / count(*) filter (where filing_type = 'Rule') from filings",
    [
      'What is the ratio of Rate filings to Rule filings?',
      'rate-only : rule-only filing ratio',
      'How many Rate filings are there for each Rule filing?',
      'ratio of rate filings over rule filings',
    ],
  ),
  ...family(
    'v17-ho-big-increase-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_impact > 10) / count(*) from filings where line_of_business = '04.0 Homeowners'",
    [
      'What share of homeowners filings have a rate impact above 10%?',
      'percent of HO filings with rate change over 10',
      'Of the homeowners filings, what percentage raised rates by more than ten percent?',
      'homeowners: share of filings over +10% rate impact',
    ],
  ),
  // joins
  ...family(
    'v17-harrowgate-territory-relativity',
    'joins',
    "select avg(l.relativity_after) from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where f.carrier = 'Harrowgate Mutual Insurance Group' and l.factor = 'Territory'",
    [
      'What is the average new Territory relativity in Harrowgate filings?',
      'avg relativity after for territory levels on Harrowgate Mutual filings',
      'Mean post-filing Territory relativity across Harrowgate filings',
      'harrowgate territory factor: average relativity after the change',
    ],
  ),
  ...family(
    'v17-sterling-letters-count',
    'joins',
    "select count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.carrier = 'Sterling Oak Insurance Group'",
    [
      'How many objection letters were written on Sterling Oak filings?',
      'count objection rows for Sterling Oak Insurance Group filings',
      'Number of objection letters Sterling Oak received',
      'total objections on sterling oak filings (from the objections table)',
    ],
  ),
  ...family(
    'v17-harborview-bi-base-rate',
    'joins',
    "select avg(b.rate_after) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.carrier = 'Harborview Insurance Companies' and b.coverage = 'Bodily Injury'",
    [
      "What is Harborview's average new Bodily Injury base rate?",
      'avg BI base rate after, Harborview filings',
      'Mean bodily injury rate after the filing for Harborview Insurance Companies',
      'harborview: average base rate for BI after the change',
    ],
  ),
  ...family(
    'v17-bayou-reviewer-titles',
    'joins',
    "select distinct r.title from reviews v join reviewers r on r.reviewer_id = v.reviewer_id join filings f on f.serff_tracking_number = v.serff_tracking_number where f.carrier = 'Bayou State Casualty'",
    [
      'What job titles do the reviewers of Bayou State filings have?',
      'titles of reviewers assigned to Bayou State Casualty filings',
      'List the reviewer titles on Bayou State filings',
      'which titles reviewed bayou state casualty filings',
    ],
  ),
  ...family(
    'v17-wc-expense-ratio',
    'joins',
    "select avg(s.expense_ratio) from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.line_of_business = '16.0 Workers Compensation'",
    [
      "What is the average expense ratio on workers' comp filings?",
      'avg expense ratio, WC filings',
      'Mean expense ratio of the Workers Compensation line (supplemental figures)',
      'workers comp expense ratio on average',
    ],
  ),
  ...family(
    'v17-new-hampshire-roof-age',
    'joins',
    "select count(distinct f.serff_tracking_number) from filings f join rating_factors r on r.serff_tracking_number = f.serff_tracking_number where f.state = 'NH' and r.factor = 'Roof Age'",
    [
      'How many New Hampshire filings changed the Roof Age factor?',
      'count NH filings revising roof age',
      'Number of filings in New Hampshire with a Roof Age rating factor change',
      'roof age changes in new hampshire: how many filings',
    ],
  ),
  ...family(
    'v17-days-late-round-filings',
    'joins',
    'select avg(days_to_approval) from filings where serff_tracking_number in (select serff_tracking_number from objections where round >= 3)',
    [
      'What is the average days to approval for filings that reached a third objection round?',
      'avg days to approval of filings with objections in round 3 or later',
      'Mean approval time of filings that got at least three rounds of objections',
      'filings with a round-3+ objection letter: average days to approval',
    ],
  ),
  ...family(
    'v17-brightwater-model-year',
    'joins',
    "select avg(r.change) from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number where f.carrier = 'Brightwater Insurance Companies' and r.factor = 'Model Year'",
    [
      "What is the average Model Year factor change in Brightwater's filings?",
      'avg model year change for Brightwater filings',
      'Mean change of the Model Year rating factor across Brightwater Insurance Companies filings',
      'brightwater: model year factor, average % change',
    ],
  ),
  // filters-on-columns
  ...family(
    'v17-fairhaven-amended-list',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Fairhaven Casualty Group' and disposition_status = 'Approved as Amended'",
    [
      'Which Fairhaven filings were Approved as Amended?',
      'list Fairhaven Casualty filings with status approved as amended',
      'Show the Fairhaven filings whose disposition is Approved as Amended',
      'fairhaven filings approved-as-amended',
    ],
  ),
  ...family(
    'v17-harrowgate-use-and-file',
    'filters-on-columns',
    "select count(*) from filings where carrier = 'Harrowgate Mutual Insurance Group' and approval_type = 'Use and File'",
    [
      'How many Harrowgate filings were Use and File?',
      'count Harrowgate Mutual filings under the use-and-file regime',
      'Number of Harrowgate filings with approval type Use and File',
      'harrowgate use & file filings, how many',
    ],
  ),
  ...family(
    'v17-brightwater-ma-history-withdrawn',
    'filters-on-columns',
    "select serff_tracking_number from product_history where carrier = 'Brightwater Insurance Companies' and state = 'MA' and status = 'Withdrawn'",
    [
      "Which filings in Brightwater's Massachusetts product history were withdrawn?",
      'Brightwater MA product history entries with status Withdrawn',
      'List withdrawn filings in the product history of Brightwater Insurance Companies in Massachusetts',
      'brightwater, massachusetts: product history rows that are withdrawn',
    ],
  ),
  ...family(
    'v17-northwater-mutual-rows',
    'filters-on-columns',
    "select serff_tracking_number from company_rate_figures where company = 'Northwater Mutual Insurance Company'",
    [
      'Which filings include Northwater Mutual Insurance Company as an underwriting company?',
      'list filings where company = Northwater Mutual Insurance Company',
      'Show the filings Northwater Mutual Insurance Co writes under',
      'filings with northwater mutual among the companies',
    ],
  ),
  ...family(
    'v17-florida-form-rate-rule',
    'filters-on-columns',
    "select count(*) from filings where state = 'FL' and filing_type = 'Form/Rate/Rule'",
    [
      'How many Florida filings are Form/Rate/Rule filings?',
      'count FL filings with filing type form/rate/rule',
      'Number of Florida filings combining form, rate and rule',
      'florida form-rate-rule filings: how many',
    ],
  ),
  // comparisons
  ...family(
    'v17-days-prior-vs-file-use',
    'comparisons',
    "select avg(days_to_approval) filter (where approval_type = 'Prior Approval') as prior_approval, avg(days_to_approval) filter (where approval_type = 'File and Use') as file_and_use from filings",
    [
      'Compare average days to approval for Prior Approval vs File and Use filings',
      'avg days to approval: prior approval against file & use, give both',
      'How long do Prior Approval filings take on average compared with File and Use ones?',
      'prior approval vs file and use, mean approval days for each',
    ],
  ),
  ...family(
    'v17-fairhaven-vs-meridian-count',
    'comparisons',
    "select count(*) filter (where carrier = 'Fairhaven Casualty Group') as fairhaven, count(*) filter (where carrier = 'Meridian Trust Casualty Group') as meridian from filings",
    [
      'How many filings does Fairhaven have compared with Meridian Trust?',
      'Fairhaven vs Meridian Trust filing counts',
      'Compare the number of filings from Fairhaven Casualty Group and Meridian Trust Casualty Group',
      'filings: fairhaven against meridian, both numbers',
    ],
  ),
  ...family(
    'v17-ho-vs-auto-impact',
    'comparisons',
    "select avg(rate_impact) filter (where line_of_business = '04.0 Homeowners') as homeowners, avg(rate_impact) filter (where line_of_business = '19.0 Personal Auto') as personal_auto from filings",
    [
      'Compare the average rate impact of homeowners and personal auto filings',
      'avg rate impact HO vs auto',
      'Is the mean rate change higher for homeowners or personal auto? give both',
      'homeowners against personal auto: average rate impact of each',
    ],
  ),
  ...family(
    'v17-wp-change-2023-vs-2024',
    'comparisons',
    'select sum(written_premium_change) filter (where extract(year from submitted_date) = 2023) as y2023, sum(written_premium_change) filter (where extract(year from submitted_date) = 2024) as y2024 from filings',
    [
      'Compare total written premium change of filings submitted in 2023 and 2024',
      "sum of WP change, filed in '23 vs '24",
      'Total written premium change for 2023 submissions versus 2024 submissions',
      'written premium change by submission year, 2023 against 2024',
    ],
  ),
  ...family(
    'v17-driving-record-vs-territory',
    'comparisons',
    "select avg(change) filter (where factor = 'Driving Record') as driving_record, avg(change) filter (where factor = 'Territory') as territory from rating_factors",
    [
      'Compare the average change of the Driving Record factor with that of Territory',
      'driving record vs territory: avg factor change',
      'Average rating factor change for Driving Record versus Territory, both please',
      'mean change, driving record against territory factor',
    ],
  ),
  // casual-and-typos
  ...family(
    'v17-casual-brightwater-disapproved',
    'casual-and-typos',
    "select count(*) from filings where carrier = 'Brightwater Insurance Companies' and disposition_status = 'Disapproved'",
    [
      'yo how many disaproved filings did brightwater have',
      'brightwatr disapproved count pls',
      'quick q - # of brightwater filings the DOI disapproved?',
      'how many times did brigthwater get disapproved lol',
    ],
  ),
  ...family(
    'v17-casual-sterling-ho-impact',
    'casual-and-typos',
    "select avg(rate_impact) from filings where carrier = 'Sterling Oak Insurance Group' and line_of_business = '04.0 Homeowners'",
    [
      'avg rate chg sterling oak HO?',
      'sterlng oak homeowners average rate impact thx',
      'whats the mean rate impact on sterling oaks homeowner filings',
      'hey gimme sterling oak HO avg rate change',
    ],
  ),
  ...family(
    'v17-casual-sentinel-days',
    'casual-and-typos',
    "select avg(days_to_approval) from filings where carrier = 'Sentinel Auto Group'",
    [
      'sentinel auto avg days to approval?',
      'how long does sentinal auto wait for approvals on avg',
      'sentinel auto grp - mean days till approved pls',
      'avg approval time sentinel auto thx',
    ],
  ),
  ...family(
    'v17-casual-ironwood-list',
    'casual-and-typos',
    "select serff_tracking_number from filings where carrier = 'Ironwood Specialty Group'",
    [
      'list ironwood filings pls',
      'ironwod specialty - what filings do they have',
      'show me everything ironwood filed',
      'gimme the serff #s for ironwood specialty grp',
    ],
  ),
  ...family(
    'v17-casual-louisiana-max-indication',
    'casual-and-typos',
    "select max(indicated_change) from filings where state = 'LA'",
    [
      'max indicated chg in LA?',
      'louisianna highest indication lol',
      'whats the biggest indicated change for louisiana filings',
      'LA filings - top indicated rate change pls',
    ],
  ),
  // unanswerable
  ...family('v17-claim-settlement-time', 'unanswerable', null, [
    'How long does Harrowgate take to settle a claim on average?',
    'avg claim settlement time by carrier',
    'Which carrier pays claims fastest?',
    'days from first notice of loss to payment for Fairhaven',
  ]),
  ...family('v17-carrier-employees', 'unanswerable', null, [
    'How many employees does Fairhaven Casualty Group have?',
    'headcount of each carrier',
    'Which carrier has the largest workforce?',
    'number of staff at Brightwater',
  ]),
  ...family('v17-retention-rate', 'unanswerable', null, [
    'What is the policy retention rate for Calloway homeowners?',
    'renewal retention % by carrier',
    'Which carrier keeps the most customers year over year?',
    'avg policyholder retention after a rate increase',
  ]),
  ...family('v17-premium-tax', 'unanswerable', null, [
    'How much premium tax did Harrowgate pay in Ohio?',
    'premium taxes paid by carrier',
    'Which carrier paid the most state premium tax in 2024?',
    'total premium tax for Fairhaven last year',
  ]),
];
