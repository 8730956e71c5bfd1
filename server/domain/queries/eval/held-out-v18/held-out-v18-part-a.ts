import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * Held-out v18, part A (issue 22): 45 families, 180 questions, written blind by a helper session
 * that does not tune the translator (see README-part-a.md). Counts, aggregates, group-bys, top-N,
 * thresholds, conditions on aggregates and negation; part B holds the other categories.
 */
export const HELD_OUT_V18_PART_A: EvalItem[] = [
  // counts (8)
  ...family(
    'v18-a-veritas-personal-auto-count',
    'counts',
    "select count(*) as filings from filings where carrier = 'Veritas Lane Insurance' and line_of_business = '19.0 Personal Auto'",
    [
      'How many personal auto filings has Veritas Lane submitted?',
      'veritas lane PA filing count',
      'Count the Veritas Lane Insurance filings in the 19.0 Personal Auto line',
      'number of auto filings from veritas lane, personal lines only',
    ],
  ),
  ...family(
    'v18-a-commercial-auto-prior-approval',
    'counts',
    "select count(*) as filings from filings where line_of_business = '20.0 Commercial Auto' and approval_type = 'Prior Approval'",
    [
      'How many commercial auto filings were made under prior approval?',
      'count of comm auto filings, prior-approval regime',
      'Prior Approval filings in the 20.0 Commercial Auto line: number?',
      'tell me how many commercial automobile filings needed prior approval',
    ],
  ),
  ...family(
    'v18-a-first-round-objections',
    'counts',
    'select count(*) as letters from objections where round = 1',
    [
      'How many objection letters were first-round letters?',
      'count of round 1 objecton letters',
      'Number of objection letters the DOIs sent in the first round',
      'first round objection letter count across all filings',
    ],
  ),
  ...family(
    'v18-a-california-reviewers',
    'counts',
    "select count(*) as reviewers from reviewers where state = 'CA'",
    [
      'How many reviewers does the California department have?',
      'count CA DOI reviewers',
      'number of reviewers at the california DOI',
      'Reviewers in California: how many?',
    ],
  ),
  ...family(
    'v18-a-flex-rating-count',
    'counts',
    "select count(*) as filings from filings where approval_type = 'Flex Rating'",
    [
      'How many filings went in under flex rating?',
      'flex rating filings count',
      'Count filings whose approval type is Flex Rating',
      'number of filings filed under a flex-rating regime',
    ],
  ),
  ...family(
    'v18-a-driver-factor-changes',
    'counts',
    "select count(*) as factor_changes from rating_factors where category = 'Driver'",
    [
      'How many driver rating factor changes are in the data?',
      'count of rating factor changes in the Driver category',
      'number of driver-category factors that filings changed',
      'Driver factors changed: give me the count of rows',
    ],
  ),
  ...family(
    'v18-a-personal-auto-refilings',
    'counts',
    "select count(*) as refilings from product_history where line_of_business = '19.0 Personal Auto' and refiles_serff_tracking_number is not null",
    [
      'How many personal auto filings in the product history refile an earlier withdrawn or disapproved filing?',
      'count of PA refilings in product history',
      'Number of personal auto product-history entries that are refiles of a pulled or rejected filing',
      'personal auto: how many refiled filings show up in the product histories',
    ],
  ),
  ...family(
    'v18-a-filings-with-second-reviewer',
    'counts',
    "select count(distinct serff_tracking_number) as filings from reviews where role = 'secondary'",
    [
      'How many filings had a secondary reviewer assigned?',
      'count of filings with a second reviewer on them',
      'Number of filings the DOI gave a secondary reviewer as well as a primary one',
      'filings w/ secondary reviewer - how many',
    ],
  ),

  // aggregates (5)
  ...family(
    'v18-a-collision-plr',
    'aggregates',
    "select avg(permissible_loss_ratio) as avg_permissible_loss_ratio from supplemental_metrics where coverage = 'Collision'",
    [
      'What is the average permissible loss ratio for Collision?',
      'avg PLR on the collision coverage',
      'Collision coverage: mean permissible loss ratio across the supplemental metrics',
      'give me the average permisible loss ratio for collision',
    ],
  ),
  ...family(
    'v18-a-fairhaven-policyholders',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where carrier = 'Fairhaven Casualty Group'",
    [
      'How many policyholders in total did Fairhaven filings affect?',
      'total policyholders affected, fairhaven casualty',
      'Sum the policyholders affected across all Fairhaven Casualty Group filings',
      'fairhaven - policyholders impacted summed over their filings',
    ],
  ),
  ...family(
    'v18-a-wind-hail-premium-share',
    'aggregates',
    "select avg(exposure_share) as avg_exposure_share from base_rates where coverage = 'Wind/Hail'",
    [
      'On average, what share of premium does the Wind/Hail coverage carry in the base rate tables?',
      'avg exposure share of wind/hail base rates',
      'Wind and hail: mean premium share across the base rate rows',
      'whats the typical (mean) exposure share for wind hail coverage',
    ],
  ),
  ...family(
    'v18-a-wc-min-indication',
    'aggregates',
    "select min(indicated_change) as min_indicated_change from filings where line_of_business = '16.0 Workers Compensation'",
    [
      'What is the lowest indicated change on any workers comp filing?',
      'min indicated change for WC',
      'Smallest indication among the Workers Compensation filings',
      'workers compensation filings - minimum indicated rate change',
    ],
  ),
  ...family(
    'v18-a-reply-turnaround',
    'aggregates',
    'select avg(reply_date - objection_date) as avg_days_to_reply from objections',
    [
      'On average how many days do insurers take to reply to an objection letter?',
      'avg days between objection date and reply date',
      'Average insurer response time to DOI objections, in days',
      'mean turnaround from objection letter to the companys reply',
    ],
  ),

  // group-bys (4)
  ...family(
    'v18-a-brightwater-by-change-type',
    'group-bys',
    "select rate_change_type, count(*) as filings from filings where carrier = 'Brightwater Insurance Companies' group by rate_change_type",
    [
      'How many Brightwater filings are increases, decreases and neutral?',
      'brightwater filings by rate change type',
      'Break down Brightwater Insurance Companies filings by increase / decrease / neutral',
      'count of brightwater filings per rate change type',
    ],
  ),
  ...family(
    'v18-a-policyholders-by-line',
    'group-bys',
    'select line_of_business, sum(policyholders_affected) as policyholders from filings group by line_of_business',
    [
      'How many policyholders were affected in each line of business?',
      'total policyholders affected by LOB',
      'Sum of policyholders affected, split by line',
      'per line of business, the number of affected policyholders',
    ],
  ),
  ...family(
    'v18-a-objections-per-reviewer-by-title',
    'group-bys',
    'select title, avg(total_objections) as avg_objections from reviewers group by title',
    [
      'How many objection letters does a reviewer write on average, for each job title?',
      'avg total objections per reviewer by title',
      'Break the mean objections-written figure of DOI reviewers out by title',
      'per reviewer title, average objection letters written',
    ],
  ),
  ...family(
    'v18-a-calloway-prior-change-by-company',
    'group-bys',
    "select company, avg(prior_rate_change) as avg_prior_rate_change from company_rate_figures where carrier = 'Calloway Auto and Home Group' group by company",
    [
      'What is the average prior rate change of each Calloway underwriting company?',
      'calloway avg prior rate change by company',
      'For Calloway Auto and Home, break out the mean previous-filing rate change per writing company',
      'prior rate chg averaged per calloway company',
    ],
  ),

  // top-N (5)
  ...family(
    'v18-a-top-states-premium-change',
    'top-N',
    'select state, sum(written_premium_change) as written_premium_change from filings group by state order by written_premium_change desc limit 5',
    [
      'Which 5 states have the largest total written premium change?',
      'top five states by summed WP change',
      'Rank the states on total change in written premium and show the first 5',
      'states with the biggest written premium change in total - top 5',
    ],
  ),
  ...family(
    'v18-a-top-filings-written-premium',
    'top-N',
    'select serff_tracking_number, written_premium from filings order by written_premium desc limit 8',
    [
      'Which eight filings have the largest written premium?',
      'top 8 filings by WP',
      'List the 8 biggest programs by written premium, by filing',
      'show me the eight highest written premium filings',
    ],
  ),
  ...family(
    'v18-a-top-factor-categories',
    'top-N',
    'select category, count(*) as factor_changes from rating_factors group by category order by factor_changes desc limit 3',
    [
      'Which three rating factor categories see the most factor changes?',
      'top 3 factor categories by number of rating factor changes',
      'Rank the factor groups (Driver, Vehicle, ...) on how often their factors get changed; first three',
      'most-changed rating factor categories, top three',
    ],
  ),
  ...family(
    'v18-a-four-largest-decreases',
    'top-N',
    'select serff_tracking_number, rate_impact from filings order by rate_impact asc limit 4',
    [
      'Which 4 filings have the largest rate decreases?',
      'four deepest rate cuts',
      'Show the filings with the most negative rate impact, top 4',
      'biggest 4 rate reductions by overall rate change',
    ],
  ),
  ...family(
    'v18-a-top-homeowners-max-change',
    'top-N',
    "select serff_tracking_number, max_change from filings where line_of_business = '04.0 Homeowners' order by max_change desc limit 5",
    [
      'Which five homeowners filings have the highest maximum policyholder change?',
      'top 5 HO filings by max change',
      'Homeowners: rank filings on the largest change any policyholder sees, first five',
      'HO filings with the biggest max chg, top 5',
    ],
  ),

  // thresholds (8)
  ...family(
    'v18-a-over-five-objection-letters',
    'thresholds',
    'select serff_tracking_number, objection_count from filings where objection_count > 5',
    [
      'Which filings got more than five objection letters?',
      'filings with over 5 objections',
      'List the filings where the regulator sent more than 5 objection letters',
      'show filings objected to 6+ times',
    ],
  ),
  ...family(
    'v18-a-over-half-million-policyholders',
    'thresholds',
    'select serff_tracking_number, policyholders_affected from filings where policyholders_affected > 500000',
    [
      'Which filings affected more than 500,000 policyholders?',
      'filings hitting over half a million policyholders',
      'List filings where policyholders affected exceeds 500k',
      'show me every filing touching more than five hundred thousand policyholders',
    ],
  ),
  ...family(
    'v18-a-indication-over-fifteen',
    'thresholds',
    'select serff_tracking_number, indicated_change from filings where indicated_change > 15',
    [
      'Which filings have an indicated change above 15%?',
      'filings where the indication is over fifteen percent',
      'List filings whose actuarial indication exceeded 15 pct',
      'indicated chg > 15% - which filings',
    ],
  ),
  ...family(
    'v18-a-avg-premium-change-over-250',
    'thresholds',
    'select serff_tracking_number, average_premium_change from filings where average_premium_change > 250',
    [
      'Which filings raise the average premium per policy by more than $250?',
      'filings with avg premium change above 250 dollars',
      'List the filings where the per-policy average premium change exceeds two hundred fifty dollars',
      'avg prem chg > $250 - which filings',
    ],
  ),
  ...family(
    'v18-a-reviewers-over-five-objections',
    'thresholds',
    'select name, total_objections from reviewers where total_objections > 5',
    [
      'Which reviewers have written more than 5 objection letters?',
      'reviewers with over five objections in total',
      'List DOI reviewers whose total objections exceed 5',
      'who among the reviewers has 6 or more objection letters',
    ],
  ),
  ...family(
    'v18-a-territory-changes-over-three',
    'thresholds',
    "select serff_tracking_number, change from rating_factors where factor = 'Territory' and change > 3",
    [
      'Which filings changed the Territory factor by more than 3%?',
      'territory factor changes above three percent',
      'List filings where the territory rating factor moved up over 3 pct',
      'territory relativities changed by > 3%, by filing',
    ],
  ),
  ...family(
    'v18-a-small-programs-in-history',
    'thresholds',
    'select serff_tracking_number, written_premium_for_program from product_history where written_premium_for_program < 10000000',
    [
      'Which filings in the product history have a program written premium under $10 million?',
      'product history entries with program WP below 10M',
      'List the filings in product histories whose program premium is less than ten million dollars',
      'programs under $10m written premium, from the product history',
    ],
  ),
  ...family(
    'v18-a-driving-record-heavy-levels',
    'thresholds',
    "select serff_tracking_number, exposure_share from rating_factor_levels where factor = 'Driving Record' and exposure_share > 0.5",
    [
      'Which Driving Record levels carry more than half of the exposure?',
      'driving record factor levels with exposure share over 50%',
      'List the filings whose Driving Record table has a level holding above 0.5 of exposure',
      'drivng record levels, exposure share > 50 pct',
    ],
  ),

  // conditions on aggregates (6)
  ...family(
    'v18-a-carriers-over-thirty-filings',
    'conditions-on-aggregates',
    'select carrier, count(*) as filings from filings group by carrier having count(*) > 30',
    [
      'Which carriers have filed more than 30 filings?',
      'carriers with over thirty filings',
      'List the carrier groups whose filing count exceeds 30',
      'groups that have more than 30 filings in the data',
    ],
  ),
  ...family(
    'v18-a-states-objection-heavy',
    'conditions-on-aggregates',
    'select state, avg(objection_count) as avg_objections from filings group by state having avg(objection_count) > 1.5',
    [
      'Which states average more than 1.5 objection letters per filing?',
      'states where the avg objection count tops 1.5',
      'List states whose filings draw over one and a half objections on average',
      'avg objections per filing > 1.5 - by state',
    ],
  ),
  ...family(
    'v18-a-sub-tois-over-billion',
    'conditions-on-aggregates',
    'select sub_toi, sum(written_premium) as written_premium from filings group by sub_toi having sum(written_premium) > 1000000000',
    [
      'Which sub-TOIs have more than $1 billion of written premium in total?',
      'sub tois whose total WP exceeds 1B',
      'List the sub-types of insurance with summed written premium above one billion dollars',
      'sub-TOI with total written premium over a billion',
    ],
  ),
  ...family(
    'v18-a-filings-many-factors',
    'conditions-on-aggregates',
    'select serff_tracking_number, count(distinct factor) as factors from rating_factors group by serff_tracking_number having count(distinct factor) > 4',
    [
      'Which filings changed more than four rating factors?',
      'filings revising over 4 distinct rating factors',
      'List filings with 5 or more different factors changed',
      'what filings touch more than four factors',
    ],
  ),
  ...family(
    'v18-a-coverages-high-expense-ratio',
    'conditions-on-aggregates',
    'select coverage, avg(expense_ratio) as avg_expense_ratio from supplemental_metrics group by coverage having avg(expense_ratio) > 30',
    [
      'Which coverages have an average expense ratio above 30%?',
      'coverages averaging an expense ratio over thirty percent',
      'List coverages where the mean expense ratio exceeds 30 pct',
      'avg expense ratio > 30% - which coverages',
    ],
  ),
  ...family(
    'v18-a-long-product-histories',
    'conditions-on-aggregates',
    'select segment_id, count(*) as filings from product_history group by segment_id having count(*) > 12',
    [
      'Which product segments have more than 12 filings in their history?',
      'segments with over twelve filings in product history',
      'List product histories longer than 12 filings',
      'product segments having 13 or more filings',
    ],
  ),

  // negation (9)
  ...family(
    'v18-a-not-rate-rule-count',
    'negation',
    "select count(*) as filings from filings where filing_type <> 'Rate/Rule'",
    [
      'How many filings are not Rate/Rule filings?',
      'count of filings excluding the rate/rule type',
      'Number of filings whose filing type is anything other than Rate/Rule',
      'filings that arent rate/rule - how many',
    ],
  ),
  ...family(
    'v18-a-homeowners-not-harrowgate',
    'negation',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and carrier <> 'Harrowgate Mutual Insurance Group'",
    [
      'How many homeowners filings came from carriers other than Harrowgate?',
      'HO filing count excluding Harrowgate Mutual',
      'Leaving out Harrowgate, count the homeowners filings',
      'number of homeowners filings not from harrowgate mutual insurance group',
    ],
  ),
  ...family(
    'v18-a-reviewers-never-primary',
    'negation',
    "select count(*) as reviewers from reviewers r where not exists (select 1 from reviews v where v.reviewer_id = r.reviewer_id and v.role = 'primary')",
    [
      'How many reviewers have never been the primary reviewer on a filing?',
      'count of reviewers without any primary assignment',
      'Reviewers never assigned as primary: how many?',
      'number of DOI reviewers who were not primary on any filing',
    ],
  ),
  ...family(
    'v18-a-meridian-no-objections',
    'negation',
    "select count(*) as filings from filings where carrier = 'Meridian Trust Casualty Group' and objection_count = 0",
    [
      'How many Meridian Trust filings got no objection letters?',
      'meridian trust filings without objections, count',
      'Count Meridian Trust Casualty Group filings that were never objected to',
      'number of meridian filings with zero objection letters',
    ],
  ),
  ...family(
    'v18-a-ppa-without-factor-changes',
    'negation',
    "select count(*) as filings from filings f where sub_toi = '19.0001 Private Passenger Auto (PPA)' and not exists (select 1 from rating_factors r where r.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many private passenger auto sub-TOI filings changed no rating factors?',
      'count of PPA (19.0001) filings without any rating factor change',
      'Number of Private Passenger Auto filings that did not touch a rating factor',
      'ppa sub toi filings, excluding those with factor changes - how many',
    ],
  ),
  ...family(
    'v18-a-carriers-never-homeowners',
    'negation',
    "select carrier from filings group by carrier having count(*) filter (where line_of_business = '04.0 Homeowners') = 0",
    [
      'Which carriers have never filed a homeowners filing?',
      'carriers with no HO filings',
      'List the carrier groups that filed nothing in homeowners',
      'which groups never filed in the homeownrs line',
    ],
  ),
  ...family(
    'v18-a-avg-impact-excluding-neutral',
    'negation',
    "select avg(rate_impact) as avg_rate_impact from filings where rate_change_type <> 'Neutral'",
    [
      'What is the average rate impact excluding neutral filings?',
      'avg rate impact, leaving out the Neutral ones',
      'Mean overall rate change of all filings other than rate-neutral ones',
      'average rate impact without the neutral rate change type',
    ],
  ),
  ...family(
    'v18-a-outside-tx-fl-ca',
    'negation',
    "select count(*) as filings from filings where state not in ('TX', 'FL', 'CA')",
    [
      'How many filings are outside Texas, Florida and California?',
      'filing count excluding TX, FL and CA',
      'Count the filings in every state except Texas, Florida or California',
      'number of filings not in tx fl or ca',
    ],
  ),
  ...family(
    'v18-a-calloway-not-withdrawn-disapproved',
    'negation',
    "select count(*) as filings from filings where carrier = 'Calloway Auto and Home Group' and disposition_status not in ('Withdrawn', 'Disapproved')",
    [
      'How many Calloway filings were neither withdrawn nor disapproved?',
      'calloway filings excluding withdrawn and disapproved ones, count',
      'Count Calloway Auto and Home filings whose status is not Withdrawn or Disapproved',
      'number of calloway filings other than the withdrawn/disapproved',
    ],
  ),
];
