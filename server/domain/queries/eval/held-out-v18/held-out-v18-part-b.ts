import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * Held-out v18, part b (issue 22): 192 questions in 48 families, written blind by a helper that
 * does not tune the translator (README-part-b.md). Each family has one hand-written reference over
 * the curated views; `null` marks what the data cannot answer.
 */
export const HELD_OUT_V18_PART_B: EvalItem[] = [
  // date-ranges
  ...family(
    'v18-b-new-business-effective-mar-sep-2021',
    'date-ranges',
    "select count(*) as filings from filings where effective_date_new between '2021-03-15' and '2021-09-15'",
    [
      'How many filings had a new business effective date between 3/15/2021 and 9/15/2021?',
      'count of filings effective for new biz from March 15 through September 15, 2021',
      'filings w/ NB eff date 2021-03-15 to 2021-09-15 inclusive, how many',
      "Give me the number of filings whose new-business effective date fell in the window mid-March to mid-September '21 (the 15th to the 15th)",
    ],
  ),
  ...family(
    'v18-b-objection-letters-nov23-to-feb24',
    'date-ranges',
    "select count(*) as objection_letters from objections where objection_date between '2023-11-01' and '2024-02-29'",
    [
      'How many objection letters did regulators send between November 1, 2023 and February 29, 2024?',
      'objection letters dated 11/1/2023 thru 2/29/2024, count pls',
      "Number of DOI objection letters from the start of Nov '23 to the end of Feb '24",
      'count the objections issued over the winter of 2023-24, i.e. Nov 1 2023 to Feb 29 2024',
    ],
  ),
  ...family(
    'v18-b-dispositions-oct24-to-mid-jan25',
    'date-ranges',
    "select serff_tracking_number from filings where disposition_date between '2024-10-01' and '2025-01-15'",
    [
      'Which filings were disposed between October 1, 2024 and January 15, 2025?',
      'list tracking numbers of filings with a disposition date from 10/1/2024 to 1/15/2025',
      'filings decided 2024-10-01 through 2025-01-15',
      'Show me every filing the DOI ruled on from the 1st of October 2024 up to and including the 15th of January 2025',
    ],
  ),

  // calendar
  ...family(
    'v18-b-submitted-q3-2022',
    'calendar',
    "select count(*) as filings from filings where submitted_date >= '2022-07-01' and submitted_date < '2022-10-01'",
    [
      'How many filings were submitted in Q3 2022?',
      'count of submissions in the third quarter of 2022',
      "filings sent to regulators Jul-Sep '22, how many",
      'number of rate filings with a submission date in 3Q22',
    ],
  ),
  ...family(
    'v18-b-dispositions-per-quarter-2023',
    'calendar',
    "select extract(quarter from disposition_date) as quarter, count(*) as filings from filings where disposition_date >= '2023-01-01' and disposition_date < '2024-01-01' group by 1 order by 1",
    [
      'How many filings were disposed in each quarter of 2023?',
      'dispositions by quarter for 2023',
      'Break down 2023 regulator decisions by quarter (Q1 to Q4) with counts',
      'quarterly count of filings that got their disposition date in calendar year 2023',
    ],
  ),
  ...family(
    'v18-b-disposed-last-18-months',
    'calendar',
    "select count(*) as filings from filings where disposition_date >= current_date - interval '18 months'",
    [
      'How many filings got a disposition in the last 18 months?',
      'count of filings decided over the past eighteen months',
      'dispositions in the trailing 18 mos: number of filings',
      'In the most recent year and a half, how many filings has a DOI ruled on?',
    ],
  ),
  ...family(
    'v18-b-replies-h2-2024',
    'calendar',
    "select count(*) as replies from objections where reply_date >= '2024-07-01' and reply_date < '2025-01-01'",
    [
      'How many insurer replies to objection letters were dated in H2 2024?',
      'count of carrier responses to objections in the second half of 2024',
      'replies to objections Jul-Dec 2024, how many',
      "number of objection letters the insurer answered during the back half of '24",
    ],
  ),
  ...family(
    'v18-b-homeowners-submissions-per-year',
    'calendar',
    "select extract(year from submitted_date) as year, count(*) as filings from filings where line_of_business = '04.0 Homeowners' group by 1 order by 1",
    [
      'How many homeowners filings were submitted each year?',
      'HO filings by submission year',
      'Annual count of Homeowners submissions, year by year',
      'per year, number of homeowners rate filings sent in',
    ],
  ),

  // superlatives
  ...family(
    'v18-b-state-largest-total-premium-change',
    'superlatives',
    'select state, sum(written_premium_change) as total_written_premium_change from filings group by state order by total_written_premium_change desc limit 1',
    [
      'Which state has the largest total written premium change across its filings?',
      'state w/ the biggest sum of WP change',
      'Top state by aggregate written premium change, just the one',
      'where do filings add up to the most written premium change, by state?',
    ],
  ),
  ...family(
    'v18-b-line-lowest-avg-indication',
    'superlatives',
    'select line_of_business, avg(indicated_change) as avg_indicated_change from filings group by line_of_business order by avg_indicated_change asc limit 1',
    [
      'Which line of business has the lowest average indicated change?',
      'LOB with the smallest avg indication',
      "what line's actuarial indications average out the lowest?",
      'the line of business whose mean indicated rate change is lowest',
    ],
  ),
  ...family(
    'v18-b-wc-filing-most-policyholders',
    'superlatives',
    "select serff_tracking_number, policyholders_affected from filings where line_of_business = '16.0 Workers Compensation' order by policyholders_affected desc limit 1",
    [
      'Which workers comp filing affected the most policyholders?',
      'WC filing with the highest policyholders affected',
      "of the workers' compensation filings, which one touched the largest number of policyholders",
      'biggest WC filing by policyholder count',
    ],
  ),
  ...family(
    'v18-b-reviewer-title-most-objections-per-reviewer',
    'superlatives',
    'select title, avg(total_objections) as avg_objections_per_reviewer from reviewers group by title order by avg_objections_per_reviewer desc limit 1',
    [
      'Which reviewer title has the highest average number of objection letters per reviewer?',
      'title whose reviewers write the most objections on avg',
      'Among DOI job titles, which one averages the most objection letters per person?',
      'top reviewer title by mean total objections, only the first',
    ],
  ),

  // shares-and-ratios
  ...family(
    'v18-b-share-renewal-date-differs',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where effective_date_renewal <> effective_date_new) / count(*) as pct_renewal_date_differs from filings',
    [
      'What percentage of filings have a renewal effective date different from the new business effective date?',
      'pct of filings where renewal eff date != NB eff date',
      'share of filings whose renewals take effect on another day than new business, in percent',
      'how often (%) do the renewal and new-business effective dates of a filing not match',
    ],
  ),
  ...family(
    'v18-b-share-refilings',
    'shares-and-ratios',
    'select 100.0 * count(refiles_serff_tracking_number) / count(*) as pct_refilings from filings',
    [
      'What percent of filings are refilings of a withdrawn or disapproved filing?',
      'share of filings that refile an earlier filing',
      'how many filings, as a pct of the total, are refiles',
      'Percentage of submissions that are re-filings of something previously withdrawn or disapproved',
    ],
  ),
  ...family(
    'v18-b-ratio-increases-to-decreases',
    'shares-and-ratios',
    "select count(*) filter (where rate_change_type = 'Increase')::numeric / count(*) filter (where rate_change_type = 'Decrease') as increase_to_decrease_ratio from filings",
    [
      'What is the ratio of rate increase filings to rate decrease filings?',
      'increases per decrease: ratio of filing counts',
      'ratio: # of Increase filings over # of Decrease filings',
      'For every decrease filing, how many increase filings are there?',
    ],
  ),
  ...family(
    'v18-b-harrowgate-share-of-personal-auto',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where carrier = 'Harrowgate Mutual Insurance Group') / count(*) as pct_harrowgate from filings where line_of_business = '19.0 Personal Auto'",
    [
      'What share of personal auto filings come from Harrowgate?',
      "Harrowgate Mutual's percentage of all personal auto filings",
      'of the personal auto filings, what pct were filed by Harrowgate Mutual Insurance Group',
      "how much of the pers auto filing volume, in percent, is Harrowgate's",
    ],
  ),
  ...family(
    'v18-b-share-replies-within-two-weeks',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where reply_date - objection_date <= 14) / count(*) as pct_replied_within_14_days from objections',
    [
      'What percentage of objection letters did the insurer answer within 14 days?',
      'share of objections replied to in two weeks or less',
      'pct of objection letters with a reply no more than fourteen days after the letter date',
      'How quick are carriers: percent of objections answered inside 2 weeks?',
    ],
  ),
  ...family(
    'v18-b-share-base-rates-lowered',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where change < 0) / count(*) as pct_base_rates_lowered from base_rates',
    [
      'What percentage of base rate changes are decreases?',
      'share of coverage base rates that went down in a filing',
      'pct of base_rate rows with a negative change',
      'Of all the base rates filings set, how many percent were cut rather than raised or held?',
    ],
  ),
  ...family(
    'v18-b-share-driver-factor-changes',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where category = 'Driver') / count(*) as pct_driver from rating_factors",
    [
      'What percentage of rating factor changes are in the Driver category?',
      'share of changed rating factors that are driver factors',
      'pct of rating-factor rows with category Driver',
      'Among all the factors filings changed, how much (percent) falls under Driver?',
    ],
  ),
  ...family(
    'v18-b-florida-share-written-premium',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where state = 'FL') / sum(written_premium) as pct_florida from filings",
    [
      'What share of total written premium is in Florida filings?',
      "FL's percentage of all written premium",
      'pct of written premium accounted for by Florida',
      'Florida as a percent of the written premium across all filings',
    ],
  ),
  ...family(
    'v18-b-share-proposed-below-indication',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where proposed_change < indication) / count(*) as pct_below_indication from supplemental_metrics',
    [
      'In the supplemental metrics, what percentage of coverage rows propose less than the indication?',
      'share of coverages where the proposed change is below the indicated change',
      'pct of supplemental metric rows w/ proposed < indication',
      "How often, as a percent, does a company's proposed coverage change fall short of its indication?",
    ],
  ),

  // joins
  ...family(
    'v18-b-fairhaven-credit-score-factor',
    'joins',
    "select f.serff_tracking_number from filings f where f.carrier = 'Fairhaven Casualty Group' and exists (select 1 from rating_factors r where r.serff_tracking_number = f.serff_tracking_number and r.factor = 'Credit-Based Insurance Score')",
    [
      'Which Fairhaven filings changed the Credit-Based Insurance Score factor?',
      'list Fairhaven Casualty filings that revised credit-based insurance score',
      'fairhaven filings touching the credit based ins score rating factor',
      'Show tracking numbers where Fairhaven Casualty Group changed its Credit-Based Insurance Score relativities',
    ],
  ),
  ...family(
    'v18-b-texas-collision-base-rate-change',
    'joins',
    "select avg(b.change) as avg_collision_change from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.state = 'TX' and b.coverage = 'Collision'",
    [
      'What is the average Collision base rate change on Texas filings?',
      'avg collision base rate chg in TX',
      'Texas filings: mean percent change in the Collision base rate',
      'how much did Collision base rates move on average in Texas filings',
    ],
  ),
  ...family(
    'v18-b-hurricane-load-written-premium',
    'joins',
    "select sum(f.written_premium) as total_written_premium from filings f where exists (select 1 from rating_factors r where r.serff_tracking_number = f.serff_tracking_number and r.factor = 'Hurricane Load')",
    [
      'What is the total written premium of the filings that changed the Hurricane Load factor?',
      'sum of WP across filings revising hurricane load',
      'Filings with a Hurricane Load rating factor change: add up their written premium',
      'how much written premium sits in filings that touched the hurricane load factor, in total',
    ],
  ),
  ...family(
    'v18-b-meridian-permissible-loss-ratio',
    'joins',
    "select avg(s.permissible_loss_ratio) as avg_permissible_loss_ratio from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where f.carrier = 'Meridian Trust Casualty Group'",
    [
      'What is the average permissible loss ratio on Meridian Trust filings?',
      'avg PLR for Meridian Trust Casualty Group',
      "Meridian Trust: mean permissible loss ratio across its filings' coverages",
      "permissible loss ratio, averaged over meridan trust's supplemental metrics",
    ],
  ),
  ...family(
    'v18-b-objection-letters-on-disapproved-filings',
    'joins',
    "select count(*) as objection_letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.disposition_status = 'Disapproved'",
    [
      'How many objection letters were sent on filings that ended up disapproved?',
      'count objection letters on Disapproved filings',
      'total objections across disapproved filings',
      'For the filings the DOI disapproved, how many objection letters were issued altogether?',
    ],
  ),
  ...family(
    'v18-b-brightwater-at-fault-relativity',
    'joins',
    "select avg(l.relativity_after) as avg_relativity_after from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where f.carrier = 'Brightwater Insurance Companies' and l.factor = 'Driving Record' and l.level = '1 at-fault accident'",
    [
      "What's the average new relativity for the '1 at-fault accident' Driving Record level on Brightwater filings?",
      'Brightwater: avg post-filing relativity, driving record level 1 at-fault accident',
      'mean relativity after for one at-fault accident (driving record) in brightwater insurance companies filings',
      "on Brightwater's filings, where did the 1 at-fault accident driving-record relativity land on average",
    ],
  ),
  ...family(
    'v18-b-days-with-pc-actuary-primary',
    'joins',
    "select avg(v.days_to_approval) as avg_days_to_approval from reviews v join reviewers r on r.reviewer_id = v.reviewer_id where v.role = 'primary' and r.title = 'Property and Casualty Actuary'",
    [
      'What are the average days to approval for filings whose primary reviewer is a Property and Casualty Actuary?',
      "avg days to approval when the primary reviewer's title is P&C Actuary",
      'filings with a Property and Casualty Actuary as primary reviewer: mean days to approval',
      'how long, on average, do filings take to get approved when a P&C actuary is the lead (primary) reviewer',
    ],
  ),
  ...family(
    'v18-b-florida-hurricane-base-rate',
    'joins',
    "select avg(b.rate_after) as avg_hurricane_base_rate from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where f.state = 'FL' and b.coverage = 'Hurricane'",
    [
      'What is the average new Hurricane base rate on Florida filings?',
      'avg hurricane base rate after the filing, FL',
      'Florida filings: mean post-filing base rate for the Hurricane coverage',
      'in florida, what does the hurricane base rate average after the change',
    ],
  ),

  // filters-on-columns
  ...family(
    'v18-b-new-mexico-flex-rating',
    'filters-on-columns',
    "select serff_tracking_number from filings where state = 'NM' and approval_type = 'Flex Rating'",
    [
      'Which New Mexico filings are Flex Rating?',
      'list NM flex rating filings',
      'filings in New Mexico under the flex-rating approval type',
      'Show me the tracking numbers of Flex Rating filings in NM',
    ],
  ),
  ...family(
    'v18-b-catastrophe-factor-filings',
    'filters-on-columns',
    "select distinct serff_tracking_number from rating_factors where category = 'Catastrophe'",
    [
      'Which filings changed a rating factor in the Catastrophe category?',
      'list filings w/ catastrophe-category factor changes',
      'rating factors of category Catastrophe: which filings revised them',
      'show the tracking numbers of filings that touched any cat-load factor (category Catastrophe)',
    ],
  ),
  ...family(
    'v18-b-veritas-lane-filed-status',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Veritas Lane Insurance' and disposition_status = 'Filed'",
    [
      'Which Veritas Lane filings have a disposition status of Filed?',
      'list veritas lane filings with status Filed',
      "Veritas Lane Insurance: filings whose status is 'Filed'",
      "show me Veritas Lane's filings that are sitting at Filed status",
    ],
  ),
  ...family(
    'v18-b-texas-reviewers',
    'filters-on-columns',
    "select name from reviewers where state = 'TX'",
    [
      'Who are the reviewers at the Texas DOI?',
      'list reviewers in TX',
      'names of the Texas department of insurance reviewers',
      'show all reviewers whose state is Texas',
    ],
  ),
  ...family(
    'v18-b-select-umbrella-product-history',
    'filters-on-columns',
    "select serff_tracking_number from product_history where product_name = 'Select Personal Umbrella'",
    [
      'Show the product history of Select Personal Umbrella',
      'which filings are in the product history for the Select Personal Umbrella product',
      'product history entries for product name Select Personal Umbrella',
      "list the filings in Select Personal Umbrella's history",
    ],
  ),

  // comparisons
  ...family(
    'v18-b-fairhaven-indication-vs-rate-impact',
    'comparisons',
    "select avg(indicated_change) as avg_indicated_change, avg(rate_impact) as avg_rate_impact from filings where carrier = 'Fairhaven Casualty Group'",
    [
      "For Fairhaven, what's the average indicated change vs the average rate impact?",
      'Fairhaven Casualty avg indication against avg rate impact, both numbers',
      "compare Fairhaven's mean indicated change with its mean rate impact",
      "give me fairhaven's average indicated chg and average rate impact side by side",
    ],
  ),
  ...family(
    'v18-b-ohio-vs-pennsylvania-count',
    'comparisons',
    "select state, count(*) as filings from filings where state in ('OH', 'PA') group by state",
    [
      'How many filings are in Ohio vs Pennsylvania?',
      'OH against PA filing counts',
      'number of filings in Ohio compared with Pennsylvania',
      'filing count for Pennsylvania and for Ohio, give both',
    ],
  ),
  ...family(
    'v18-b-objections-disapproved-vs-withdrawn',
    'comparisons',
    "select disposition_status, avg(objection_count) as avg_objection_count from filings where disposition_status in ('Disapproved', 'Withdrawn') group by disposition_status",
    [
      'Average objection count of Disapproved filings vs Withdrawn filings?',
      'do disapproved filings draw more objection letters than withdrawn ones? avg for each',
      'mean number of objection letters: disapproved compared with withdrawn filings',
      'avg objections per filing, disapproved against withdrawn, both numbers pls',
    ],
  ),
  ...family(
    'v18-b-brightwater-companies-prior-change',
    'comparisons',
    "select company, avg(prior_rate_change) as avg_prior_rate_change from company_rate_figures where company in ('Brightwater Indemnity Company', 'Brightwater Insurance Company') group by company",
    [
      'Average prior rate change of Brightwater Indemnity Company vs Brightwater Insurance Company?',
      'compare the avg prior rate change for Brightwater Indemnity Co and Brightwater Insurance Co',
      'Brightwater Insurance Company against Brightwater Indemnity Company: mean prior rate change, both',
      'prior rate chg averages, brightwater indemnity co compared with brightwater insurance co',
    ],
  ),
  ...family(
    'v18-b-bodily-injury-vs-property-damage-base-change',
    'comparisons',
    "select coverage, avg(change) as avg_base_rate_change from base_rates where coverage in ('Bodily Injury', 'Property Damage') group by coverage",
    [
      'Average base rate change for Bodily Injury vs Property Damage?',
      'BI vs PD avg base rate chg',
      'compare the mean base-rate change of the Bodily Injury coverage with Property Damage',
      'how do base rate changes for property damage stack up against bodily injury on average? both figures',
    ],
  ),

  // casual-and-typos
  ...family(
    'v18-b-tradesman-wc-count',
    'casual-and-typos',
    "select count(*) as filings from filings where carrier = 'Tradesman Mutual Casualty' and line_of_business = '16.0 Workers Compensation'",
    [
      'how many wc filings does tradesmen mutal have',
      'quick q: # of workers comp filings from Tradesman Mutual Casualty?',
      'tradesman mutual casualty workers compensaton filings count pls',
      "yo how many workers' comp filings has tradesmen filed",
    ],
  ),
  ...family(
    'v18-b-northwater-avg-written-premium',
    'casual-and-typos',
    "select avg(written_premium) as avg_written_premium from filings where carrier = 'Northwater Partners Insurance'",
    [
      'nortwater avg written premium?',
      'whats the average written premium on Northwater Partners filings',
      'hey, mean WP for northwater partners insurence pls',
      'avg written prem per filing for norhtwater',
    ],
  ),
  ...family(
    'v18-b-oklahoma-policyholders-total',
    'casual-and-typos',
    "select sum(policyholders_affected) as policyholders_affected from filings where state = 'OK'",
    [
      'total policyholders affected in oklahmoa',
      'how many policyholders got hit by filings in Oklahome, all together',
      'sum of policyholders affected for OK filings thx',
      'oklahoma: total ph affected across filings?',
    ],
  ),
  ...family(
    'v18-b-horizon-lakes-list',
    'casual-and-typos',
    "select serff_tracking_number from filings where carrier = 'Horizon Lakes Insurance'",
    [
      'show me horizn lakes filings',
      'list all filings from Horizon Lake Insurance pls',
      'gimme the horizon lakes insurnace filings',
      'which filings has horizonlakes submitted',
    ],
  ),
  ...family(
    'v18-b-calloway-indemnity-program-premium',
    'casual-and-typos',
    "select sum(written_premium_for_program) as written_premium_for_program from company_rate_figures where company = 'Calloway Indemnity Company'",
    [
      'total program written premium for caloway indemnity co',
      "whats calloway indemnty company's written premium for program, summed",
      'sum of WP for program, Callaway Indemnity Company',
      'quick one: calloway indemnity total program written prem?',
    ],
  ),

  // unanswerable
  ...family('v18-b-net-promoter-scores', 'unanswerable', null, [
    'What is the Net Promoter Score of each carrier?',
    'NPS for Calloway Auto and Home vs Sentinel',
    'which carrier has the best customer satisfaction survey results',
    'J.D. Power satisfaction ranking of the carriers in auto',
  ]),
  ...family('v18-b-agent-commissions', 'unanswerable', null, [
    'What commission rate do carriers pay their agents on homeowners?',
    'avg agent commission pct by carrier',
    'how much did Fairhaven pay in producer commissions in 2024',
    'which carrier has the highest agent commission on PPA',
  ]),
  ...family('v18-b-sample-driver-quote', 'unanswerable', null, [
    'What would Harrowgate charge a 35-year-old driver with a clean record in Columbus for a 2020 Camry?',
    'quote for a sample HO-3 house in Tulsa with a $250k dwelling limit, by carrier',
    'premium for a 17 yo male driver in NJ with Fairhaven, full coverage',
    'rank the carriers by the annual premium they would quote my test risk',
  ]),
  ...family('v18-b-fraud-referrals', 'unanswerable', null, [
    'How many claims did each carrier refer to its special investigations unit for suspected fraud?',
    'SIU referral counts by carrier',
    'fraud referral rate for Brightwater auto claims in 2024',
    'which state had the most suspected insurance fraud cases reported by these carriers',
  ]),
];
