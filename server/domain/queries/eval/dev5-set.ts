import { type EvalItem, family } from './eval-types.ts';

/**
 * The dev5 split of the English-to-SQL evaluation (issue 22, seventh pass): families of paraphrases
 * written before the seventh pass changed any rule, weighted to the categories where held-out v3
 * had wrong answers without a warning or its lowest accuracy after the sixth pass (aggregates,
 * conditions on aggregates, comparisons, joins, negation, thresholds, top-N), with one family of
 * every other category so that regressions show. Worded as pricing actuaries and regulatory
 * analysts ask (other verbs and word orders, abbreviations, typos, numbers in words), from the demo
 * data (400 filings, seed 7), without opening any held-out split; its families never repeat a
 * family, question or reference of the other splits. See README.md.
 */
export const DEV5_SET: readonly EvalItem[] = [
  // aggregates
  ...family(
    'dev5-avg-rate-impact-northwater-homeowners',
    'aggregates',
    `select avg(rate_impact) from filings where carrier = 'Northwater Partners Insurance' and line_of_business = '04.0 Homeowners'`,
    [
      'what rate change does Northwater take on homeowners, on average',
      'Northwater HO filings — mean overall rate impact?',
      'averaged across its homeowners filings, what rate impact did Northwater Partners file',
      'northwater homeowner avg rate chg',
      'on average how big are the rate changes in Northwater homeowners filings',
    ],
  ),
  ...family(
    'dev5-max-indicated-texas',
    'aggregates',
    `select max(indicated_change) from filings where state = 'TX'`,
    [
      'highest indicated change on any Texas filing',
      'max indication we have seen in TX',
      'in Texas what is the largest indicated rate change',
      'biggest actuarially indicated change among texas filings',
    ],
  ),
  ...family(
    'dev5-total-written-premium-veritas-2022',
    'aggregates',
    `select sum(written_premium) from filings where carrier = 'Veritas Lane Insurance' and effective_date_new >= '2022-01-01' and effective_date_new < '2023-01-01'`,
    [
      'total written premium across Veritas Lane filings effective in 2022',
      'sum up the written premium for Veritas Lane, 2022 effective dates',
      'Veritas Lane 2022: aggregate written premium of its filings',
      'how much written premium in total sat behind Veritas Lane filings taking effect in 2022',
    ],
  ),
  ...family(
    'dev5-median-rate-impact-workers-comp',
    'aggregates',
    `select percentile_cont(0.5) within group (order by rate_impact) from filings where line_of_business = '16.0 Workers Compensation'`,
    [
      'median rate impact for workers comp filings',
      'WC: what is the median overall rate change',
      "what's the midpoint rate impact across workers compensation filings",
      'median rate chnage on work comp',
    ],
  ),
  ...family(
    'dev5-avg-days-florida',
    'aggregates',
    `select avg(days_to_approval) from filings where state = 'FL'`,
    [
      'how long on average does Florida take to approve a filing',
      'FL average days to approval',
      'mean turnaround time in days for Florida filings',
      'on average, how many days do filings in Florida wait for a decision',
    ],
  ),
  ...family(
    'dev5-avg-objections-calloway',
    'aggregates',
    `select avg(objection_count) from filings where carrier = 'Calloway Auto and Home Group'`,
    [
      'average number of objection letters per Calloway filing',
      'how many objection letters does a Calloway filing draw on average',
      'Calloway: mean objections per filing',
      'objection letters per filing for Calloway Auto and Home, averaged',
    ],
  ),
  // conditions on aggregates
  ...family(
    'dev5-carriers-auto-avg-above-5',
    'conditions-on-aggregates',
    `select carrier, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' group by carrier having avg(rate_impact) > 5`,
    [
      'which carriers average more than 5% rate impact on personal auto',
      'carriers whose mean personal auto rate change is above five percent',
      'PPA line: insurers with an average rate impact over 5%',
      'personal auto carriers averaging north of 5 percent',
      'list the carriers where the average auto rate impact tops 5%',
    ],
  ),
  ...family(
    'dev5-states-more-than-14-filings',
    'conditions-on-aggregates',
    `select state, count(*) as filings from filings group by state having count(*) > 14`,
    [
      'states with more than fourteen filings on record',
      'which states have 15 or more filings',
      'list the states whose filing count is above 14',
      'in which states do we see over 14 filings',
    ],
  ),
  ...family(
    'dev5-carriers-policyholders-over-5m',
    'conditions-on-aggregates',
    `select carrier, sum(policyholders_affected) from filings group by carrier having sum(policyholders_affected) > 5000000`,
    [
      'carriers whose filings affected more than 5 million policyholders in total',
      'which insurers touched over five million policyholders across all their filings',
      'carriers with total policyholders affected above 5,000,000',
      'who has a combined policyholder impact greater than 5M',
    ],
  ),
  ...family(
    'dev5-states-avg-days-under-15',
    'conditions-on-aggregates',
    `select state, avg(days_to_approval) from filings group by state having avg(days_to_approval) < 15`,
    [
      'states where filings get approved in under 15 days on average',
      'which states average fewer than fifteen days to approval',
      'states with a mean days-to-approval below 15',
      'where does the average approval take less than 15 days, by state',
    ],
  ),
  // comparisons
  ...family(
    'dev5-harrowgate-vs-fairhaven-avg',
    'comparisons',
    `select carrier, avg(rate_impact) from filings where carrier in ('Harrowgate Mutual Insurance Group', 'Fairhaven Casualty Group') group by carrier`,
    [
      'Harrowgate vs Fairhaven average rate impact',
      'compare the mean rate change of Harrowgate and Fairhaven',
      'who files bigger rate changes on average, Fairhaven or Harrowgate',
      'average rate impact: Harrowgate compared with Fairhaven',
      'does Harrowgate average a higher rate impact than Fairhaven',
    ],
  ),
  ...family(
    'dev5-homeowners-2023-vs-2024',
    'comparisons',
    `select extract(year from effective_date_new) as year, avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' and effective_date_new >= '2023-01-01' and effective_date_new < '2025-01-01' group by 1`,
    [
      'homeowners average rate impact in 2023 versus 2024',
      'was the average HO rate change higher in 2024 than in 2023',
      'compare 2023 and 2024 mean rate impact for homeowners filings',
      'HO avg rate impact, 2024 vs 2023',
    ],
  ),
  ...family(
    'dev5-prior-approval-vs-file-and-use-days',
    'comparisons',
    `select approval_type, avg(days_to_approval) from filings where approval_type in ('Prior Approval', 'File and Use') group by approval_type`,
    [
      'average days to approval: prior approval vs file and use',
      'do prior approval filings take longer to approve than file and use ones, on average',
      'compare mean approval time for Prior Approval and File and Use filings',
      'file & use versus prior approval — average days to a decision',
    ],
  ),
  ...family(
    'dev5-ohio-vs-pennsylvania-count',
    'comparisons',
    `select state, count(*) from filings where state in ('OH', 'PA') group by state`,
    [
      'number of filings in Ohio vs Pennsylvania',
      'does Ohio have more filings than Pennsylvania',
      'OH compared to PA: how many filings each',
      'filing counts for Pennsylvania and Ohio side by side',
    ],
  ),
  // joins
  ...family(
    'dev5-roof-age-filings-by-carrier',
    'joins',
    `select f.carrier, count(distinct f.serff_tracking_number) from filings f join rating_factors rf on rf.serff_tracking_number = f.serff_tracking_number where rf.factor = 'Roof Age' group by 1`,
    [
      'how many filings changed the roof age factor, by carrier',
      'per carrier, number of filings that touched roof age',
      'which carriers revised roof age rating, and in how many filings',
      'count of roof-age factor changes by insurer',
    ],
  ),
  ...family(
    'dev5-collision-base-rate-change-ohio',
    'joins',
    `select avg(b.change) from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Collision' and f.state = 'OH'`,
    [
      'average change in the collision base rate on Ohio filings',
      'OH: how much did collision base rates move on average',
      'mean collision base rate change for filings in Ohio',
      'by how much, on average, did Ohio filings change the base rate for collision',
    ],
  ),
  ...family(
    'dev5-ohio-filings-insurance-examiner',
    'joins',
    `select count(distinct r.serff_tracking_number) from reviews r join reviewers v on v.reviewer_id = r.reviewer_id where v.title = 'Insurance Examiner' and r.state = 'OH'`,
    [
      'how many Ohio filings were reviewed by an insurance examiner',
      'number of filings in OH with an Insurance Examiner among the reviewers',
      'count the Ohio filings an insurance examiner worked on',
      'Ohio: filings assigned to reviewers titled Insurance Examiner, how many',
      'insurance examiners reviewed how many OH filings',
    ],
  ),
  ...family(
    'dev5-wind-hail-indication-by-carrier',
    'joins',
    `select f.carrier, avg(m.indication) from supplemental_metrics m join filings f on f.serff_tracking_number = m.serff_tracking_number where m.coverage = 'Wind/Hail' group by f.carrier`,
    [
      'average wind/hail indication by carrier',
      'per carrier, the mean indicated change for the wind and hail coverage',
      'what indication does each carrier show for wind/hail on average',
      'wind hail coverage: avg indication, broken out by carrier',
    ],
  ),
  ...family(
    'dev5-avg-rate-impact-credit-score-filings',
    'joins',
    `select avg(f.rate_impact) from filings f where f.serff_tracking_number in (select serff_tracking_number from rating_factors where factor = 'Credit-Based Insurance Score')`,
    [
      'average rate impact of filings that changed the credit-based insurance score factor',
      'filings revising credit based insurance score: what is their mean rate change',
      'when a filing touches the credit-based insurance score, what rate impact does it carry on average',
      'mean overall rate impact among filings with a credit-based insurance score factor change',
    ],
  ),
  // negation
  ...family(
    'dev5-kentucky-not-withdrawn',
    'negation',
    `select count(*) from filings where state = 'KY' and disposition_status <> 'Withdrawn'`,
    [
      'how many Kentucky filings were not withdrawn',
      'KY filings excluding withdrawn ones: count',
      'number of filings in Kentucky other than withdrawals',
      'count Kentucky filings that never got withdrawn',
      'Kentucky, all filings but the withdrawn ones: how many',
    ],
  ),
  ...family(
    'dev5-homeowners-outside-florida-avg',
    'negation',
    `select avg(rate_impact) from filings where line_of_business = '04.0 Homeowners' and state <> 'FL'`,
    [
      'average homeowners rate impact outside Florida',
      'mean HO rate change for every state except FL',
      'homeowners filings not in Florida: average rate impact',
      'leaving out Florida, what do homeowners filings average in rate impact',
    ],
  ),
  ...family(
    'dev5-no-objections-2025',
    'negation',
    `select count(*) from filings where objection_count = 0 and effective_date_new >= '2025-01-01' and effective_date_new < '2026-01-01'`,
    [
      'how many 2025 filings drew no objection letters',
      'count of filings effective in 2025 without any objections',
      'filings taking effect in 2025 that had zero objection letters — how many',
      'number of 2025 filings with no objection letter at all',
      'how many filings effective in 2025 got zero objections',
    ],
  ),
  // thresholds
  ...family(
    'dev5-count-rate-impact-over-15',
    'thresholds',
    `select count(*) from filings where rate_impact > 15`,
    [
      'how many filings came in above 15% rate impact',
      'count of filings with a rate change greater than fifteen percent',
      'number of filings over +15%',
      'filings whose overall rate impact exceeds 15 pct: how many',
      'filings with rate impact north of 15 percent, count',
    ],
  ),
  ...family(
    'dev5-brightwater-indicated-at-least-10',
    'thresholds',
    `select count(*) from filings where carrier = 'Brightwater Insurance Companies' and indicated_change >= 10`,
    [
      'how many Brightwater filings had an indicated change of at least 10%',
      'Brightwater: number of filings indicating 10 percent or more',
      'count Brightwater filings where the indication was ten percent or higher',
      'Brightwater filings with indicated change >= 10, how many',
    ],
  ),
  ...family(
    'dev5-ny-policyholders-over-800k',
    'thresholds',
    `select count(*) from filings where state = 'NY' and policyholders_affected > 800000`,
    [
      'how many New York filings affected more than 800,000 policyholders',
      'NY filings touching over 800k policyholders: count',
      'number of filings in New York with policyholders affected above eight hundred thousand',
      'count NY filings where more than 800000 policyholders were affected',
    ],
  ),
  // top-N
  ...family(
    'dev5-top3-carriers-written-premium',
    'top-N',
    `select carrier, sum(written_premium) from filings group by carrier order by 2 desc limit 3`,
    [
      'top 3 carriers by total written premium',
      'which three carriers have the most written premium across their filings',
      'the three biggest carriers by written premium',
      'rank carriers by summed written premium and give me the first three',
    ],
  ),
  ...family(
    'dev5-top5-states-auto-avg-rate',
    'top-N',
    `select state, avg(rate_impact) from filings where line_of_business = '19.0 Personal Auto' group by state order by 2 desc limit 5`,
    [
      'top five states by average personal auto rate impact',
      'which 5 states have the highest mean auto rate change',
      'five states where personal auto rate increases average the most',
      'highest average PPA line rate impact: top 5 states',
    ],
  ),
  // counts
  ...family(
    'dev5-count-rate-rule-michigan',
    'counts',
    `select count(*) from filings where filing_type = 'Rate/Rule' and state = 'MI'`,
    [
      'how many rate/rule filings in Michigan',
      'number of Rate/Rule filings made in MI',
      'count Michigan filings of type rate/rule',
      'MI rate-rule filings — how many are there',
    ],
  ),
  // group-bys
  ...family(
    'dev5-avg-rate-impact-by-approval-type',
    'group-bys',
    `select approval_type, avg(rate_impact) from filings group by approval_type`,
    [
      'average rate impact by approval type',
      'mean rate change for each approval regime',
      'split the average rate impact out by approval type',
      'per approval type, what is the avg rate impact',
    ],
  ),
  // date ranges
  ...family(
    'dev5-count-effective-mar-2021-jun-2022',
    'date-ranges',
    `select count(*) from filings where effective_date_new >= '2021-03-01' and effective_date_new < '2022-07-01'`,
    [
      'how many filings took effect between March 2021 and June 2022',
      'count of filings effective from Mar 2021 through Jun 2022',
      'number of filings with effective dates March 2021 to June 2022 inclusive',
      'filings effective 2021-03 thru 2022-06: how many',
    ],
  ),
  // calendar
  ...family(
    'dev5-submitted-q3-2024',
    'calendar',
    `select count(*) from filings where submitted_date >= '2024-07-01' and submitted_date < '2024-10-01'`,
    [
      'how many filings were submitted in Q3 2024',
      'number of filings submitted during the third quarter of 2024',
      'count filings sent in between July and September 2024',
      '2024 Q3 submissions: how many filings',
    ],
  ),
  // superlatives
  ...family(
    'dev5-meridian-largest-increase',
    'superlatives',
    `select serff_tracking_number, rate_impact from filings where carrier = 'Meridian Trust Casualty Group' order by rate_impact desc limit 1`,
    [
      'the single largest rate increase Meridian Trust has filed',
      'which Meridian filing had the highest rate impact',
      'Meridian Trust: filing with the biggest rate hike',
      'show me the Meridian Trust filing carrying the top rate impact',
    ],
  ),
  // shares and ratios
  ...family(
    'dev5-share-flex-rating-approved',
    'shares-and-ratios',
    `select 100.0 * count(*) filter (where disposition_status = 'Approved') / count(*) from filings where approval_type = 'Flex Rating'`,
    [
      'what share of flex rating filings were approved',
      'percentage of Flex Rating filings with an Approved status',
      'of the flex-rating filings, what percent got approved',
      'flex rating: proportion approved',
    ],
  ),
  // filters on columns
  ...family(
    'dev5-use-and-file-vermont',
    'filters-on-columns',
    `select serff_tracking_number from filings where approval_type = 'Use and File' and state = 'VT'`,
    [
      'list the use and file filings in Vermont',
      'show Vermont filings under Use and File',
      'which VT filings were use-and-file',
      'Vermont use & file filings please',
    ],
  ),
  // casual and typos
  ...family(
    'dev5-calloway-2023-avg-typo',
    'casual-and-typos',
    `select avg(rate_impact) from filings where carrier = 'Calloway Auto and Home Group' and effective_date_new >= '2023-01-01' and effective_date_new < '2024-01-01'`,
    [
      'avg rate chg for calloway in 2023?',
      'calloway 2023 filings, whats the average rate impcat',
      'hey what did Callaway average on rate impact in 2023',
      'mean rate impact callowy 2023',
    ],
  ),
  // unanswerable
  ...family('dev5-unanswerable-agent-commission', 'unanswerable', null, [
    'what commission do Fairhaven agents earn on auto policies',
    'average agent commission rate for Fairhaven personal auto',
    'how much do Fairhaven pay their agents in commission',
    'Fairhaven auto agent commission percentage',
  ]),
];
