import { type EvalItem, family } from './eval-types.ts';

/**
 * The dev6 split of the English-to-SQL evaluation (issue 22, ninth pass): families of paraphrases
 * written before the ninth pass changed any rule, weighted to the categories where held-out v5 was
 * weakest (filters on columns, shares and ratios, thresholds with units, negation, top-N in many
 * wordings), with one family or more of every other category so that regressions show. Worded as
 * pricing actuaries and regulatory analysts ask, from the demo data (400 filings, seed 7), without
 * opening any held-out split; its families never repeat a family, question or reference of the
 * other visible splits. See README.md.
 */
export const DEV6_SET: readonly EvalItem[] = [
  // filters-on-columns
  ...family(
    'dev6-use-and-file-homeowners-count',
    'filters-on-columns',
    `select count(*) from filings where approval_type = 'Use and File' and line_of_business = '04.0 Homeowners'`,
    [
      'how many homeowners filings were use and file',
      'count of use-and-file HO filings',
      'number of Use and File filings on the homeowners line',
      'homeowners filings under the use and file approval type: how many',
      'use & file homeowners filings, count please',
    ],
  ),
  ...family(
    'dev6-approved-as-amended-by-carrier',
    'filters-on-columns',
    `select carrier, count(*) from filings where disposition_status = 'Approved as Amended' group by carrier`,
    [
      'filings approved as amended, by carrier please',
      'how many filings did each carrier get approved as amended',
      'per carrier count of approved-as-amended filings',
      'which carriers had filings approved as amended and how many',
    ],
  ),
  ...family(
    'dev6-form-filing-carriers',
    'filters-on-columns',
    `select distinct carrier from filings where filing_type = 'Form'`,
    [
      'which carriers submitted form filings at all',
      'list the carriers with at least one filing of type Form',
      'carriers that have filed Form filings',
      'who filed form-type filings',
    ],
  ),
  ...family(
    'dev6-calloway-indemnity-company-filings',
    'filters-on-columns',
    `select count(*) from company_rate_figures where company = 'Calloway Indemnity Company'`,
    [
      'how many filings include Calloway Indemnity Company',
      'number of filings where Calloway Indemnity Company is one of the underwriting companies',
      'Calloway Indemnity Company: count of filings it is on',
      'in how many filings does the company Calloway Indemnity Company appear',
    ],
  ),
  ...family(
    'dev6-motorcycle-approved-count',
    'filters-on-columns',
    `select count(*) from filings where sub_toi = '19.0002 Motorcycle' and disposition_status = 'Approved'`,
    [
      'how many motorcycle filings were approved',
      'approved filings for the motorcycle sub-TOI: count',
      'number of motorcycle sub-type filings with status Approved',
      'count motorcycle filings whose disposition is approved',
    ],
  ),
  ...family(
    'dev6-secondary-reviews-texas',
    'filters-on-columns',
    `select count(*) from reviews where role = 'secondary' and state = 'TX'`,
    [
      'how many Texas reviews were done by a secondary reviewer',
      'number of secondary reviewer assignments in TX',
      'count of reviews with the secondary role in Texas',
      'how often was a Texas reviewer assigned as secondary',
    ],
  ),
  ...family(
    'dev6-rate-only-pennsylvania-average',
    'filters-on-columns',
    `select avg(rate_impact) from filings where filing_type = 'Rate' and state = 'PA'`,
    [
      'average rate impact of rate-only filings in Pennsylvania',
      'PA filings of type Rate: mean rate impact',
      'for Pennsylvania filings whose filing type is Rate, what is the average rate change',
      'avg rate impact, Pennsylvania, filing type Rate',
    ],
  ),
  // shares-and-ratios
  ...family(
    'dev6-share-withdrawn-homeowners',
    'shares-and-ratios',
    `select 100.0 * sum(case when disposition_status = 'Withdrawn' then 1 else 0 end) / count(*) from filings where line_of_business = '04.0 Homeowners'`,
    [
      'what share of homeowners filings were withdrawn',
      'percentage of HO filings that got withdrawn',
      'what percent of the homeowners filings ended up withdrawn',
      'withdrawn as a share of all homeowners filings',
      'homeowners: proportion of filings withdrawn',
    ],
  ),
  ...family(
    'dev6-share-prior-approval',
    'shares-and-ratios',
    `select 100.0 * sum(case when approval_type = 'Prior Approval' then 1 else 0 end) / count(*) from filings`,
    [
      'what share of all filings are prior approval',
      'percent of filings under prior approval',
      'what fraction of filings were filed under the prior approval regime',
      'prior approval filings as a percentage of all filings',
    ],
  ),
  ...family(
    'dev6-share-decreases-brightwater',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where rate_impact < 0) / count(*) from filings where carrier = 'Brightwater Insurance Companies'`,
    [
      'what percent of Brightwater filings were rate decreases',
      'share of Brightwater filings with a negative rate impact',
      'how many of Brightwater filings, as a percentage, cut rates',
      'Brightwater: proportion of filings that lowered rates',
    ],
  ),
  ...family(
    'dev6-objection-letters-per-filing-by-line',
    'shares-and-ratios',
    `select line_of_business, avg(objection_count) from filings group by line_of_business`,
    [
      'objection letters per filing, split by line of business',
      'for each line, how many objection letters per filing on average',
      'average number of objection letters a filing gets, per LOB',
      'objections per filing broken out by line',
    ],
  ),
  ...family(
    'dev6-share-increases-by-line',
    'shares-and-ratios',
    `select line_of_business, 100.0 * sum(case when rate_impact > 0 then 1 else 0 end) / count(*) from filings group by line_of_business`,
    [
      'for each line of business, what share of filings were rate increases',
      'percentage of filings with a rate increase, by line',
      'by LOB: percent of filings raising rates',
      'what proportion of filings in each line increased rates',
    ],
  ),
  // thresholds
  ...family(
    'dev6-policyholders-over-250k',
    'thresholds',
    `select count(*) from filings where policyholders_affected > 250000`,
    [
      'filings that affected more than 250,000 policyholders apiece — how many',
      'count of filings touching over 250k policyholders',
      'filings with policyholders affected above two hundred fifty thousand: how many',
      'number of filings impacting more than 250000 policyholders',
    ],
  ),
  ...family(
    'dev6-days-over-120',
    'thresholds',
    `select count(*) from filings where days_to_approval > 120`,
    [
      'how many filings took longer than 120 days to approve',
      'count of filings with more than 120 days to approval',
      'filings where approval took over 120 days: how many',
      'number of filings that needed more than one hundred twenty days to get a decision',
    ],
  ),
  ...family(
    'dev6-written-premium-over-50m',
    'thresholds',
    `select count(*) from filings where written_premium > 50000000`,
    [
      'how many filings have written premium above $50 million',
      'count of filings with more than 50 million dollars of written premium',
      'filings whose written premium exceeds $50M: how many',
      'number of filings writing over 50,000,000 in premium',
    ],
  ),
  ...family(
    'dev6-three-plus-objections',
    'thresholds',
    `select count(*) from filings where objection_count >= 3`,
    [
      'how many filings got 3 or more objection letters',
      'count of filings with at least three objection letters',
      'filings that drew three objection letters or more: how many',
      'number of filings with no fewer than 3 objections',
    ],
  ),
  ...family(
    'dev6-ohio-cuts-over-5',
    'thresholds',
    `select count(*) from filings where state = 'OH' and rate_impact < -5`,
    [
      'how many Ohio filings cut rates by more than 5%',
      'Ohio filings with a rate decrease bigger than 5 percent: count',
      'number of OH filings whose rate impact is below -5%',
      'in Ohio, how many filings lowered rates by over five percent',
    ],
  ),
  ...family(
    'dev6-prior-approval-over-10',
    'thresholds',
    `select count(*) from filings where approval_type = 'Prior Approval' and rate_impact > 10`,
    [
      'how many prior approval filings had a rate impact above 10%',
      'prior-approval filings raising rates more than ten percent: how many',
      'count of prior approval filings with rate increases over 10 percent',
      'number of filings under prior approval with rate impact greater than 10',
    ],
  ),
  // negation
  ...family(
    'dev6-michigan-not-withdrawn',
    'negation',
    `select count(*) from filings where state = 'MI' and disposition_status <> 'Withdrawn'`,
    [
      'how many Michigan filings were not withdrawn',
      'Michigan filings other than withdrawn ones: count',
      'count MI filings excluding the withdrawn',
      'number of Michigan filings, leaving out withdrawn filings',
    ],
  ),
  ...family(
    'dev6-count-by-carrier-except-harrowgate',
    'negation',
    `select carrier, count(*) from filings where carrier <> 'Harrowgate Mutual Insurance Group' group by carrier`,
    [
      'number of filings by carrier, excluding Harrowgate filings',
      'filings per carrier except Harrowgate Mutual',
      'count filings for each carrier other than Harrowgate',
      'carriers besides Harrowgate: how many filings each',
    ],
  ),
  ...family(
    'dev6-new-york-no-objections',
    'negation',
    `select count(*) from filings where objection_count = 0 and state = 'NY'`,
    [
      'how many New York filings had no objection letters',
      'NY filings without any objections: count',
      'number of New York filings that never got an objection letter',
      'count of filings in NY with zero objection letters',
    ],
  ),
  ...family(
    'dev6-average-not-file-and-use',
    'negation',
    `select avg(rate_impact) from filings where approval_type <> 'File and Use'`,
    [
      'average rate impact of filings that are not file and use',
      'mean rate change excluding file and use filings',
      'avg rate impact for everything except File and Use',
      'what is the average rate impact leaving out file-and-use filings',
    ],
  ),
  ...family(
    'dev6-homeowners-not-owner-occupied',
    'negation',
    `select count(*) from filings where line_of_business = '04.0 Homeowners' and sub_toi <> '04.0003 Owner Occupied Homeowners'`,
    [
      'homeowners filings whose sub-TOI is anything but owner occupied, how many',
      'count of HO filings outside the owner occupied sub-TOI',
      'number of homeowners filings excluding owner-occupied homeowners',
      'homeowners filings other than owner occupied: how many',
    ],
  ),
  // top-N
  ...family(
    'dev6-top-four-states-by-count',
    'top-N',
    `select state, count(*) from filings group by state order by count(*) desc limit 4`,
    [
      'which four states have the most filings in total',
      'top 4 states by number of filings',
      'the 4 states with the highest filing counts',
      'states ranked by filings, first four',
      'give me four states where the most filings were made',
    ],
  ),
  ...family(
    'dev6-top-five-carriers-written-premium',
    'top-N',
    `select carrier, sum(written_premium) from filings group by carrier order by sum(written_premium) desc limit 5`,
    [
      'top five carriers by total written premium summed over filings',
      'which 5 carriers write the most premium across their filings',
      'five biggest carriers by written premium',
      'carriers with the largest total written premium, top 5',
    ],
  ),
  ...family(
    'dev6-ten-largest-homeowners-increases',
    'top-N',
    `select serff_tracking_number, rate_impact from filings where line_of_business = '04.0 Homeowners' order by rate_impact desc limit 10`,
    [
      'the ten largest homeowners rate increases',
      'top 10 HO filings by rate impact',
      'which 10 homeowners filings had the biggest rate changes',
      'list the highest ten rate impacts on homeowners filings',
    ],
  ),
  ...family(
    'dev6-three-fastest-carriers',
    'top-N',
    `select carrier, avg(days_to_approval) from filings group by carrier order by avg(days_to_approval) asc limit 3`,
    [
      'the three carriers with the fastest average approval',
      'which 3 carriers have the shortest average days to approval',
      'top three carriers by quickest approval on average',
      'lowest average days to approval: three carriers',
    ],
  ),
  ...family(
    'dev6-top-three-sub-tois',
    'top-N',
    `select sub_toi, count(*) from filings group by sub_toi order by count(*) desc limit 3`,
    [
      'top 3 sub-TOIs by filing count',
      'which three sub-types of insurance have the most filings',
      'the three most common sub-TOIs across all filings',
      'sub-TOIs with the most filings, top three',
    ],
  ),
  ...family(
    'dev6-top-two-carriers-big-increases',
    'top-N',
    `select carrier, count(*) from filings where rate_impact > 15 group by carrier order by count(*) desc limit 2`,
    [
      'which two carriers filed the most rate increases above 15%',
      'top 2 carriers by number of filings with rate impact over 15 percent',
      'carriers with the most filings above 15%, top two',
      'the 2 carriers having the most filings raising rates by more than 15%',
    ],
  ),
  // counts
  ...family(
    'dev6-distinct-carriers-ohio',
    'counts',
    `select count(distinct carrier) from filings where state = 'OH'`,
    [
      'how many different carriers have filed in Ohio so far',
      'number of distinct carriers with Ohio filings',
      'count of unique carriers in OH',
      'how many carriers have filed in Ohio',
    ],
  ),
  ...family(
    'dev6-disapproved-rate-rule-count',
    'counts',
    `select count(*) from filings where disposition_status = 'Disapproved' and filing_type = 'Rate/Rule'`,
    [
      'how many rate/rule filings were disapproved overall',
      'count of disapproved Rate/Rule filings',
      'number of filings of type rate/rule that got disapproved',
      'disapproved rate-rule filings: how many',
    ],
  ),
  // aggregates
  ...family(
    'dev6-avg-policyholders-workers-comp',
    'aggregates',
    `select avg(policyholders_affected) from filings where line_of_business = '16.0 Workers Compensation'`,
    [
      'average policyholders affected by workers comp filings',
      'mean number of policyholders affected, WC line',
      'on average how many policyholders does a workers compensation filing affect',
      'avg policyholders impacted per workers comp filing',
    ],
  ),
  // group-bys
  ...family(
    'dev6-avg-days-by-filing-type',
    'group-bys',
    `select filing_type, avg(days_to_approval) from filings group by filing_type`,
    [
      'average days to approval, by filing type',
      'mean time to approval for each type of filing',
      'break down the average days to approval by filing type',
      'avg days to approve per filing type',
    ],
  ),
  // conditions-on-aggregates
  ...family(
    'dev6-states-avg-over-8',
    'conditions-on-aggregates',
    `select state from filings group by state having avg(rate_impact) > 8`,
    [
      'which states average a rate impact above 8%',
      'states whose average rate change is more than 8 percent',
      'list states where the mean rate impact exceeds 8',
      'states averaging over 8% rate impact',
    ],
  ),
  ...family(
    'dev6-carriers-over-25-filings',
    'conditions-on-aggregates',
    `select carrier from filings group by carrier having count(*) > 25`,
    [
      'which carriers have more than 25 filings on record',
      'carriers with over twenty-five filings',
      'list carriers that filed more than 25 times',
      'carriers whose filing count is above 25',
    ],
  ),
  // date-ranges
  ...family(
    'dev6-submitted-april-june-2023',
    'date-ranges',
    `select count(*) from filings where submitted_date >= '2023-04-01' and submitted_date < '2023-07-01'`,
    [
      'how many filings were submitted between April and June 2023',
      'filings submitted in Q2 2023: count',
      'number of filings submitted from April 1 to June 30, 2023',
      'count of submissions in the second quarter of 2023',
    ],
  ),
  // calendar
  ...family(
    'dev6-fairhaven-year-by-year',
    'calendar',
    `select extract(year from effective_date_new), count(*) from filings where carrier = 'Fairhaven Casualty Group' group by 1`,
    [
      'Fairhaven filings, year by year please',
      'number of Fairhaven filings per year',
      'how many filings did Fairhaven make each year',
      'Fairhaven Casualty filing count by year',
    ],
  ),
  // superlatives
  ...family(
    'dev6-largest-premium-change-california',
    'superlatives',
    `select max(written_premium_change) from filings where state = 'CA'`,
    [
      'the largest written premium change ever in California',
      'biggest change in written premium on a California filing',
      'what is the highest written premium change in CA',
      'max written premium change among California filings',
    ],
  ),
  ...family(
    'dev6-lowest-homeowners-2024',
    'superlatives',
    `select min(rate_impact) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2024-01-01' and effective_date_new < '2025-01-01'`,
    [
      'lowest rate impact on a homeowners filing effective in 2024',
      'smallest HO rate change in 2024',
      'what was the minimum rate impact among 2024 homeowners filings',
      'the most negative homeowners rate impact of 2024',
    ],
  ),
  // joins
  ...family(
    'dev6-objection-rounds-florida',
    'joins',
    `select count(*) from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.state = 'FL'`,
    [
      'how many objection letters were sent on Florida filings',
      'count of objections on FL filings',
      'number of objection letters Florida regulators wrote on filings',
      'Florida: total objection letters across filings',
    ],
  ),
  ...family(
    'dev6-rating-factors-calloway',
    'joins',
    `select count(*) from rating_factors rf join filings f on f.serff_tracking_number = rf.serff_tracking_number where f.carrier = 'Calloway Auto and Home Group'`,
    [
      'how many rating factors did Calloway filings change',
      'count of rating factor changes in Calloway filings',
      'number of rating factors changed across Calloway Auto and Home filings',
      'Calloway: total rating factors revised',
    ],
  ),
  // comparisons
  ...family(
    'dev6-texas-vs-florida-average',
    'comparisons',
    `select state, avg(rate_impact) from filings where state in ('TX', 'FL') group by state`,
    [
      'Texas vs Florida, average rate impact of their filings',
      'compare the average rate change in TX and FL',
      'average rate impact in Texas compared with Florida',
      'how does the mean rate impact of Texas filings compare to Florida',
    ],
  ),
  // casual-and-typos
  ...family(
    'dev6-georgia-homeowners-typo',
    'casual-and-typos',
    `select count(*) from filings where state = 'GA' and line_of_business = '04.0 Homeowners'`,
    [
      'how many HO filngs in georgia do we have',
      'georgia homeowner filings #',
      'count of homowners filings GA',
      'ga HO filings how many',
    ],
  ),
  // unanswerable
  ...family('dev6-consumer-complaints', 'unanswerable', null, [
    'how many consumer complaints did Brightwater receive',
    'complaint counts per carrier from consumers',
    'which carrier has the most customer complaints',
    'number of policyholder complaints filed against Harrowgate',
  ]),
];
