import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The eighth blind held-out split of the English-to-SQL evaluation (issue 22), written on
 * 2026-11-29 by a helper that does not tune the translator (see README.md beside this file).
 * Whoever tunes the translator must not open, grep or diff this file.
 */
export const HELD_OUT_V8_SET: readonly EvalItem[] = [
  // ── shares and ratios ──────────────────────────────────────────────────────────────────────
  ...family(
    'percent of Use and File filings that ended Withdrawn',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Withdrawn') / count(*) as withdrawn_pct from filings where approval_type = 'Use and File'",
    [
      'What percentage of Use and File filings ended up withdrawn?',
      'share of U&F filings that got withdrawn',
      'out of all the use-and-file filings, what % were Withdrawn',
      'Withdrawn as a percent of Use and File filings, please',
      'of the use & file filings how many were pulled (withdrawn), as a share of the total',
    ],
  ),
  ...family(
    "Harrowgate's share of homeowners written premium",
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where carrier = 'Harrowgate Mutual Insurance Group') / sum(written_premium) as harrowgate_share_pct from filings where line_of_business = '04.0 Homeowners'",
    [
      'What share of homeowners written premium belongs to Harrowgate Mutual?',
      "Harrowgate's % of total HO written premium",
      'how much of the homeowners premium, percentage-wise, is Harrowgate Mutual Insurance Group',
      'Harrowgate Mutual portion of all homeowners written premium in percent',
      'of every dollar of HO premium in the filings, what fraction is Harrowgate',
    ],
  ),
  ...family(
    'ratio of increase filings to decrease filings in personal auto',
    'shares-and-ratios',
    "select count(*) filter (where rate_change_type = 'Increase')::numeric / count(*) filter (where rate_change_type = 'Decrease') as increase_to_decrease_ratio from filings where line_of_business = '19.0 Personal Auto'",
    [
      'What is the ratio of rate increase filings to rate decrease filings in personal auto?',
      'auto: how many increases per decrease?',
      'Ratio of Increase to Decrease filings for the Personal Auto line',
      'for every personal auto filing that cut rates, how many raised them',
      'increase vs decrease filings in auto, expressed as a ratio',
    ],
  ),
  ...family(
    'percent of filings with an objection letter by approval type',
    'shares-and-ratios',
    'select approval_type, 100.0 * count(*) filter (where objection_count > 0) / count(*) as objected_pct from filings group by approval_type',
    [
      'For each approval type, what percentage of filings got at least one objection letter?',
      'share of filings objected to, by approval regime',
      '% of filings with any objections per approval type',
      'Break down by approval type the portion of filings that drew one or more objection letters',
      'by approval type: what fraction of filings did the DOI object to',
    ],
  ),
  ...family(
    'Texas share of policyholders affected by 2024 filings',
    'shares-and-ratios',
    "select 100.0 * sum(policyholders_affected) filter (where state = 'TX') / sum(policyholders_affected) as tx_share_pct from filings where extract(year from effective_date_new) = 2024",
    [
      'Of all policyholders affected by filings effective in 2024, what percent were in Texas?',
      "Texas's share of 2024 affected policyholders",
      'what portion of the policyholders touched by 2024 rate changes are in TX',
      'policyholders affected in TX as a % of all policyholders affected, effective 2024',
    ],
  ),
  ...family(
    'percent of New York review assignments that are secondary',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where role = 'secondary') / count(*) as secondary_pct from reviews where state = 'NY'",
    [
      'What percentage of reviewer assignments in New York are secondary reviewers?',
      'NY: share of review assignments with the secondary role',
      'in the New York DOI, how many of the reviewer slots are secondary, in percent',
      'Secondary reviews as a proportion of all reviews in NY',
    ],
  ),
  ...family(
    'percent of territory factor changes that lower the factor',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where change < 0) / count(*) as lowered_pct from rating_factors where factor = 'Territory'",
    [
      'What percentage of Territory factor changes are reductions?',
      'share of territory rating factor changes that were negative',
      'of all the times a filing changed Territory, how often (in %) did the factor go down',
      'territory factor: % of changes below zero',
    ],
  ),

  // ── top-N ─────────────────────────────────────────────────────────────────────────────────
  ...family(
    'top five carriers by policyholders affected in personal auto',
    'top-N',
    "select carrier, sum(policyholders_affected) as policyholders from filings where line_of_business = '19.0 Personal Auto' group by carrier order by policyholders desc limit 5",
    [
      'Top 5 carriers by total policyholders affected in personal auto',
      'Which five carriers touched the most policyholders with their auto filings?',
      'personal auto: the carriers with the most affected policyholders, top five',
      'rank carriers by policyholders affected in 19.0 Personal Auto and give me the first 5',
      'show the five auto carriers whose filings hit the most policyholders',
    ],
  ),
  ...family(
    'four carriers slowest to a decision under prior approval',
    'top-N',
    "select carrier, avg(days_to_approval) as avg_days from filings where approval_type = 'Prior Approval' group by carrier order by avg_days desc limit 4",
    [
      'Which four carriers have the longest average days to approval on Prior Approval filings?',
      'prior approval filings: carriers with the highest avg days to approval, top four',
      'Top 4 carriers by mean review time (days to approval) for prior-approval filings',
      'for prior approval, give me the carriers that wait longest for a decision on average, just the top four',
    ],
  ),
  ...family(
    'three products with the lowest average rate impact',
    'top-N',
    'select product_name, avg(rate_impact) as avg_rate_impact from filings group by product_name order by avg_rate_impact asc limit 3',
    [
      'Which three products have the lowest average rate impact?',
      'bottom 3 products by avg rate change',
      'list the products with the smallest average overall rate change, lowest three',
      'three lowest products ranked by mean rate impact, ascending',
      'products sorted by average rate impact from lowest up, first three only',
    ],
  ),
  ...family(
    'six largest Ohio filings by written premium',
    'top-N',
    "select serff_tracking_number, written_premium from filings where state = 'OH' order by written_premium desc limit 6",
    [
      'Show the 6 Ohio filings with the largest written premium',
      'top six OH filings by annual written premium',
      'which Ohio filings have the biggest programs by written premium? give me six',
      'Ohio: six highest written premium filings',
    ],
  ),
  ...family(
    'two Ohio reviewers with the most review assignments',
    'top-N',
    "select reviewer_name, count(*) as assignments from reviews where state = 'OH' group by reviewer_name order by assignments desc limit 2",
    [
      'Which two Ohio reviewers have been assigned to the most filings?',
      'top 2 reviewers in OH by number of review assignments',
      'Ohio DOI: the two busiest reviewers by filings assigned',
      'who reviewed the most Ohio filings? give me the top two names',
    ],
  ),
  ...family(
    'five rating factors changed by the most homeowners filings',
    'top-N',
    "select rf.factor, count(distinct rf.serff_tracking_number) as filings from rating_factors rf join filings f on f.serff_tracking_number = rf.serff_tracking_number where f.line_of_business = '04.0 Homeowners' group by rf.factor order by filings desc limit 5",
    [
      'What are the top 5 rating factors changed most often in homeowners filings?',
      'which five factors do HO filings revise most frequently',
      'homeowners: the rating factors touched by the most filings, top five',
      'five most commonly changed rating factors on the homeowners line',
      'rank rating factors by how many homeowners filings changed them, 5 of them',
    ],
  ),

  // ── negation ──────────────────────────────────────────────────────────────────────────────
  ...family(
    'carriers that never filed in Texas',
    'negation',
    "select distinct carrier from filings where carrier not in (select carrier from filings where state = 'TX')",
    [
      'Which carriers have never filed in Texas?',
      'carriers with no TX filings at all',
      'list the groups that have not submitted a single filing in Texas',
      'who has never made a filing with the Texas department',
      'carriers absent from Texas',
    ],
  ),
  ...family(
    'filings that changed no rating factor',
    'negation',
    'select count(*) as filings from filings f where not exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number)',
    [
      'How many filings did not change any rating factor?',
      'count of filings with no rating factor changes',
      'number of filings without a single rating factor revision',
      'filings that left every rating factor alone, how many?',
    ],
  ),
  ...family(
    'average rate impact outside personal auto',
    'negation',
    "select avg(rate_impact) as avg_rate_impact from filings where line_of_business <> '19.0 Personal Auto'",
    [
      'What is the average rate impact excluding personal auto?',
      'avg rate change for every line except auto',
      'mean overall rate impact of filings that are not personal auto',
      'leaving out personal auto, what is the average rate impact',
      'average rate change, all lines other than 19.0 Personal Auto',
    ],
  ),
  ...family(
    'Ohio filings by type other than Rate/Rule',
    'negation',
    "select filing_type, count(*) as filings from filings where state = 'OH' and filing_type <> 'Rate/Rule' group by filing_type",
    [
      'Count Ohio filings by filing type, excluding Rate/Rule',
      'OH filings per filing type other than Rate/Rule',
      'in Ohio, how many filings of each type, not counting the Rate/Rule ones',
      'Ohio breakdown by filing type but leave Rate/Rule out',
    ],
  ),
  ...family(
    'Ohio reviewers who wrote no objection letters',
    'negation',
    "select name from reviewers where state = 'OH' and total_objections = 0",
    [
      'Which Ohio reviewers have never written an objection letter?',
      'OH reviewers with zero objections',
      'list reviewers at the Ohio department who have not sent any objection letters',
      'Ohio DOI staff without a single objection letter',
    ],
  ),
  ...family(
    'homeowners filings not filed by multiple companies',
    'negation',
    "select count(*) as filings from filings where line_of_business = '04.0 Homeowners' and filing_company <> 'Multiple'",
    [
      'How many homeowners filings have a filing company other than Multiple?',
      'HO filings excluding the ones filed by multiple companies, count',
      'count homeowners filings whose filing company is not "Multiple"',
      'number of homeowners filings that were not joint (Multiple) filings',
    ],
  ),
  ...family(
    'filings without a secondary reviewer',
    'negation',
    "select count(*) as filings from filings f where not exists (select 1 from reviews r where r.serff_tracking_number = f.serff_tracking_number and r.role = 'secondary')",
    [
      'How many filings had no secondary reviewer?',
      'count of filings reviewed without any secondary reviewer',
      'number of filings where the DOI never assigned a secondary reviewer',
      'filings with only a primary reviewer and no secondary one — how many',
      'excluding filings that had a secondary reviewer, how many are left',
    ],
  ),

  // ── superlatives ──────────────────────────────────────────────────────────────────────────
  ...family(
    'state with the highest average indicated change in homeowners',
    'superlatives',
    "select state, avg(indicated_change) as avg_indicated from filings where line_of_business = '04.0 Homeowners' group by state order by avg_indicated desc limit 1",
    [
      'Which state has the highest average indicated change for homeowners?',
      'HO: state with the biggest mean indication',
      'in homeowners, where is the average actuarially indicated change the highest',
      'top state by avg indicated rate change on the homeowners line (just one)',
    ],
  ),
  ...family(
    'filing with the largest written premium change',
    'superlatives',
    'select serff_tracking_number, written_premium_change from filings order by written_premium_change desc limit 1',
    [
      'Which filing has the largest change in written premium?',
      'the filing with the biggest dollar premium change',
      'single filing with the highest written premium change',
      'what filing adds the most written premium in dollars',
      'max written premium change — which filing is it?',
    ],
  ),
  ...family(
    'carrier with the fewest homeowners filings',
    'superlatives',
    "select carrier, count(*) as filings from filings where line_of_business = '04.0 Homeowners' group by carrier order by filings asc limit 1",
    [
      'Which carrier has the fewest homeowners filings?',
      'carrier with the least HO filings',
      'who filed the smallest number of homeowners filings',
      'the homeowners carrier with the lowest filing count',
    ],
  ),
  ...family(
    'reviewer title with the most objection letters',
    'superlatives',
    'select title, sum(total_objections) as objections from reviewers group by title order by objections desc limit 1',
    [
      'Which reviewer title accounts for the most objection letters?',
      'job title whose reviewers wrote the most objections in total',
      'what title of reviewer sends the most objection letters overall',
      'the reviewer title with the highest total objections',
    ],
  ),
  ...family(
    'sub-TOI with the longest average time to a decision',
    'superlatives',
    'select sub_toi, avg(days_to_approval) as avg_days from filings group by sub_toi order by avg_days desc limit 1',
    [
      'Which sub-TOI has the longest average days to approval?',
      'sub type of insurance with the slowest average review',
      'the sub-TOI that takes longest, on average, from submission to disposition',
      'slowest sub-TOI by mean days to approval',
      'what sub TOI waits the most days for a decision on average',
    ],
  ),
  ...family(
    'Oklahoma reviewer assigned to the most filings',
    'superlatives',
    "select name, total_filings from reviewers where state = 'OK' order by total_filings desc limit 1",
    [
      'Which Oklahoma reviewer has been assigned the most filings?',
      'OK DOI reviewer with the highest filing count',
      'at the Oklahoma department, who has reviewed the most filings',
      'busiest reviewer in Oklahoma by filings assigned',
    ],
  ),

  // ── counts ────────────────────────────────────────────────────────────────────────────────
  ...family(
    'workers comp filings effective in 2025',
    'counts',
    "select count(*) as filings from filings where line_of_business = '16.0 Workers Compensation' and extract(year from effective_date_new) = 2025",
    [
      'How many workers compensation filings take effect in 2025?',
      'number of WC filings effective 2025',
      'count of workers comp filings with a 2025 effective date',
      "2025 workers' compensation filings — how many?",
    ],
  ),
  ...family(
    'secondary review assignments in Ohio',
    'counts',
    "select count(*) as assignments from reviews where role = 'secondary' and state = 'OH'",
    [
      'How many secondary reviewer assignments are there in Ohio?',
      'count the OH reviews where the reviewer was secondary',
      'number of secondary reviews at the Ohio department',
      'Ohio secondary reviewer assignments: how many',
    ],
  ),
  ...family(
    'objection letters from round three on',
    'counts',
    'select count(*) as letters from objections where round >= 3',
    [
      'How many objection letters were round 3 or later?',
      'count of objections in the third round or beyond',
      'number of objection letters from round three onwards',
      'objection rounds 3+ — how many letters',
      'how many letters came in a third or later round of objections',
    ],
  ),
  ...family(
    'distinct products filed by Calloway',
    'counts',
    "select count(distinct product_name) as products from filings where carrier = 'Calloway Auto and Home Group'",
    [
      'How many different products has Calloway Auto and Home filed?',
      'number of distinct products in Calloway filings',
      'Calloway: count of unique product names',
      'how many separate programs does Calloway Auto and Home Group have filings for',
    ],
  ),

  // ── aggregates ────────────────────────────────────────────────────────────────────────────
  ...family(
    'median days to approval of flex rating filings',
    'aggregates',
    "select percentile_cont(0.5) within group (order by days_to_approval) as median_days from filings where approval_type = 'Flex Rating'",
    [
      'What is the median days to approval for Flex Rating filings?',
      'median review time, flex rating',
      'for flex-rating filings, the median number of days from submission to disposition',
      'flex rating: 50th percentile of days to approval',
    ],
  ),
  ...family(
    'average expense ratio of wind/hail coverage',
    'aggregates',
    "select avg(expense_ratio) as avg_expense_ratio from supplemental_metrics where coverage = 'Wind/Hail'",
    [
      'What is the average expense ratio for Wind/Hail coverage?',
      'avg expense ratio, wind and hail',
      'mean expense ratio reported for the wind/hail coverage',
      'wind hail coverage — typical (average) expense ratio',
    ],
  ),
  ...family(
    'total policyholders affected by Sterling Oak',
    'aggregates',
    "select sum(policyholders_affected) as policyholders from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      'How many policyholders in total were affected by Sterling Oak filings?',
      'total policyholders affected, Sterling Oak Insurance Group',
      'sum of policyholders affected across all Sterling Oak filings',
      'Sterling Oak: all policyholders impacted, added up',
    ],
  ),
  ...family(
    'highest max change in commercial auto',
    'aggregates',
    "select max(max_change) as max_change from filings where line_of_business = '20.0 Commercial Auto'",
    [
      'What is the largest maximum change for any policyholder in commercial auto filings?',
      'commercial auto: highest max change',
      'the biggest individual policyholder change across commercial auto filings',
      'max of the max policyholder change for the commercial auto line',
    ],
  ),

  // ── group-bys ─────────────────────────────────────────────────────────────────────────────
  ...family(
    'average rate impact by filing type',
    'group-bys',
    'select filing_type, avg(rate_impact) as avg_rate_impact from filings group by filing_type',
    [
      'What is the average rate impact for each filing type?',
      'avg rate change per filing type',
      'break down mean rate impact by type of filing (Rate, Rule, Form...)',
      'filing type vs average rate impact',
    ],
  ),
  ...family(
    'Texas reviewers per title',
    'group-bys',
    "select title, count(*) as reviewers from reviewers where state = 'TX' group by title",
    [
      'How many Texas reviewers are there per job title?',
      'TX reviewers by title, counts',
      'count of reviewers at the Texas DOI for each title',
      'Texas department staff broken down by title',
    ],
  ),
  ...family(
    'homeowners written premium by sub-TOI',
    'group-bys',
    "select sub_toi, sum(written_premium) as written_premium from filings where line_of_business = '04.0 Homeowners' group by sub_toi",
    [
      'Total written premium by sub-TOI within homeowners',
      'HO written premium split by sub TOI',
      'for the homeowners line, sum of written premium per sub-type of insurance',
      'how much written premium does each homeowners sub-TOI have',
      'homeowners sub-TOIs with their total written premium',
    ],
  ),
  ...family(
    'Fairhaven objection letters per round',
    'group-bys',
    "select o.round, count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.carrier = 'Fairhaven Casualty Group' group by o.round",
    [
      'How many objection letters did Fairhaven get in each round?',
      'Fairhaven Casualty objections by round',
      'count of objection letters per round for Fairhaven Casualty Group filings',
      'breakdown by objection round of the letters sent to Fairhaven',
    ],
  ),

  // ── thresholds ────────────────────────────────────────────────────────────────────────────
  ...family(
    'Missouri filings above fifteen percent',
    'thresholds',
    "select serff_tracking_number from filings where state = 'MO' and rate_impact > 15",
    [
      'Which Missouri filings have a rate impact above 15%?',
      'MO filings over fifteen percent',
      'list Missouri filings with rate increases greater than 15 percent',
      'missouri rate changes bigger than +15%',
    ],
  ),
  ...family(
    'prior approval filings decided after more than 120 days',
    'thresholds',
    "select count(*) as filings from filings where approval_type = 'Prior Approval' and days_to_approval > 120",
    [
      'How many Prior Approval filings took more than 120 days to a decision?',
      'prior approval filings with days to approval over 120',
      'count of prior-approval-regime filings that took longer than one hundred twenty days',
      'number of prior-approval filings where review lasted > 120 days',
    ],
  ),
  ...family(
    'filings under five million dollars of premium by line',
    'thresholds',
    'select line_of_business, count(*) as filings from filings where written_premium < 5000000 group by line_of_business',
    [
      'By line of business, how many filings have written premium under $5 million?',
      'count filings with less than 5,000,000 dollars written premium, per line',
      'per LOB, number of filings with a program smaller than five million in premium',
      'filings below $5M written premium broken down by line',
    ],
  ),
  ...family(
    'filings with a permissible loss ratio below sixty percent',
    'thresholds',
    'select count(distinct serff_tracking_number) as filings from supplemental_metrics where permissible_loss_ratio < 60',
    [
      'How many filings have a coverage with a permissible loss ratio below 60%?',
      'number of filings where any PLR is under sixty percent',
      'count filings with a permissible loss ratio less than 60 on at least one coverage',
      'filings with PLR < 60%: how many',
    ],
  ),

  // ── conditions on aggregates ──────────────────────────────────────────────────────────────
  ...family(
    'carriers with fifteen or more homeowners filings',
    'conditions-on-aggregates',
    "select carrier, count(*) as filings from filings where line_of_business = '04.0 Homeowners' group by carrier having count(*) >= 15",
    [
      'Which carriers have at least 15 homeowners filings?',
      'carriers with fifteen or more HO filings',
      'list carriers whose homeowners filing count is 15+',
      'homeowners carriers having no fewer than fifteen filings',
    ],
  ),
  ...family(
    'states averaging over eight percent',
    'conditions-on-aggregates',
    'select state, avg(rate_impact) as avg_rate_impact from filings group by state having avg(rate_impact) > 8',
    [
      'Which states have an average rate impact above 8%?',
      'states where the mean rate change is more than eight percent',
      'list states with avg rate impact over 8',
      'states whose filings average a rate change higher than 8 percent',
      'what states run hotter than 8% on average rate impact',
    ],
  ),
  ...family(
    'products with over a billion dollars of written premium',
    'conditions-on-aggregates',
    'select product_name, sum(written_premium) as written_premium from filings group by product_name having sum(written_premium) > 1000000000',
    [
      'Which products have total written premium above $1 billion?',
      'products with more than one billion dollars in written premium',
      'list products whose summed written premium tops 1,000,000,000',
      'programs over a billion in total written premium',
    ],
  ),
  ...family(
    'reviewers assigned to at least five filings',
    'conditions-on-aggregates',
    'select reviewer_name, count(*) as filings from reviews group by reviewer_id, reviewer_name having count(*) >= 5',
    [
      'Which reviewers have been assigned to at least 5 filings?',
      'reviewers with five or more filings assigned',
      'list reviewers whose number of assigned filings is 5+',
      'who has reviewed no fewer than five filings',
    ],
  ),

  // ── date ranges ───────────────────────────────────────────────────────────────────────────
  ...family(
    'filings submitted from March through August 2021',
    'date-ranges',
    "select count(*) as filings from filings where submitted_date between '2021-03-01' and '2021-08-31'",
    [
      'How many filings were submitted between March and August 2021?',
      'count of filings submitted Mar–Aug 2021',
      'number of filings sent to regulators from 1 March 2021 through 31 August 2021',
      'filings submitted march thru august of 2021, how many',
    ],
  ),
  ...family(
    'disapproved filings decided since July 2025',
    'date-ranges',
    "select serff_tracking_number from filings where disposition_status = 'Disapproved' and disposition_date >= '2025-07-01'",
    [
      'Which filings have been Disapproved since July 1, 2025?',
      'disapproved filings with a disposition date on or after 2025-07-01',
      'list filings disapproved from July 2025 onward',
      'any disapprovals since the start of July 2025?',
    ],
  ),
  ...family(
    'filings effective in the past twelve months',
    'date-ranges',
    "select count(*) as filings from filings where effective_date_new >= current_date - interval '12 months' and effective_date_new <= current_date",
    [
      'How many filings took effect in the last 12 months?',
      'count of filings with an effective date in the past twelve months',
      'number of filings effective over the past year up to today',
      'filings effective within the last twelve months, how many',
    ],
  ),
  ...family(
    'objection letters dated before 2020',
    'date-ranges',
    "select count(*) as letters from objections where objection_date < '2020-01-01'",
    [
      'How many objection letters were sent before 2020?',
      'objection letters dated prior to January 1, 2020',
      'count of objections written before 2020',
      'number of objection letters from 2019 or earlier',
    ],
  ),

  // ── calendar ──────────────────────────────────────────────────────────────────────────────
  ...family(
    'filings submitted in the second quarter of 2024',
    'calendar',
    "select count(*) as filings from filings where submitted_date >= '2024-04-01' and submitted_date < '2024-07-01'",
    [
      'How many filings were submitted in Q2 2024?',
      'filings submitted 2Q24',
      'count of filings submitted during the second quarter of 2024',
      'number of submissions in April–June 2024',
      'q2 of 2024: how many filings went in',
    ],
  ),
  ...family(
    'average rate impact in the first half of 2023',
    'calendar',
    "select avg(rate_impact) as avg_rate_impact from filings where effective_date_new between '2023-01-01' and '2023-06-30'",
    [
      'What was the average rate impact of filings effective in the first half of 2023?',
      'avg rate change H1 2023',
      'mean rate impact for filings effective January through June 2023',
      '1H 2023 average rate impact',
    ],
  ),
  ...family(
    'filings effective per month in 2025',
    'calendar',
    'select extract(month from effective_date_new) as month, count(*) as filings from filings where extract(year from effective_date_new) = 2025 group by extract(month from effective_date_new)',
    [
      'How many filings became effective in each month of 2025?',
      'monthly count of filings effective in 2025',
      '2025 effective filings by month',
      'month by month, number of filings taking effect during 2025',
    ],
  ),
  ...family(
    'Approved dispositions so far this year',
    'calendar',
    "select count(*) as filings from filings where disposition_status = 'Approved' and disposition_date >= date_trunc('year', current_date)",
    [
      'How many filings have been given the status Approved so far this year?',
      'YTD count of filings with disposition status Approved',
      'year to date, number of filings whose disposition is Approved',
      'this year so far: filings dispositioned as Approved',
    ],
  ),
  ...family(
    'filings submitted per quarter of 2022',
    'calendar',
    'select extract(quarter from submitted_date) as quarter, count(*) as filings from filings where extract(year from submitted_date) = 2022 group by extract(quarter from submitted_date)',
    [
      'How many filings were submitted in each quarter of 2022?',
      'quarterly filing submissions for 2022',
      '2022 submissions by quarter',
      'count of filings submitted per quarter during 2022',
      'break 2022 submitted filings down by calendar quarter',
    ],
  ),

  // ── joins ─────────────────────────────────────────────────────────────────────────────────
  ...family(
    'average territory factor change in Brightwater filings',
    'joins',
    "select avg(rf.change) as avg_change from rating_factors rf join filings f on f.serff_tracking_number = rf.serff_tracking_number where rf.factor = 'Territory' and f.carrier = 'Brightwater Insurance Companies'",
    [
      'What is the average change to the Territory factor in Brightwater filings?',
      'Brightwater: mean territory relativity change',
      'avg % change of the Territory rating factor across Brightwater Insurance Companies filings',
      'how much did Brightwater move territory factors on average',
    ],
  ),
  ...family(
    'fire resistive construction relativity after the filing by state',
    'joins',
    "select f.state, avg(l.relativity_after) as avg_relativity from rating_factor_levels l join filings f on f.serff_tracking_number = l.serff_tracking_number where l.factor = 'Construction Type' and l.level = 'Fire resistive' group by f.state",
    [
      'By state, what is the average new relativity for Fire resistive construction?',
      'fire-resistive construction type relativity after the filing, averaged per state',
      'per state avg post-filing relativity of the Fire resistive level of Construction Type',
      'what does the fire resistive construction factor look like after revision, state by state (average)',
    ],
  ),
  ...family(
    'average new collision base rate in Kentucky',
    'joins',
    "select avg(b.rate_after) as avg_rate_after from base_rates b join filings f on f.serff_tracking_number = b.serff_tracking_number where b.coverage = 'Collision' and f.state = 'KY'",
    [
      'What is the average collision base rate after the filing in Kentucky?',
      'KY collision base rates, new, averaged',
      'avg proposed base rate for Collision coverage in Kentucky filings',
      'in kentucky, what does the collision base rate average after the changes',
    ],
  ),
  ...family(
    'average bodily injury indication in prior approval filings',
    'joins',
    "select avg(s.indication) as avg_indication from supplemental_metrics s join filings f on f.serff_tracking_number = s.serff_tracking_number where s.coverage = 'Bodily Injury' and f.approval_type = 'Prior Approval'",
    [
      'What is the average indicated change for Bodily Injury in Prior Approval filings?',
      'BI indication, average, prior approval states',
      'mean bodily injury indication across filings under prior approval',
      'prior approval filings — avg indication for the BI coverage',
    ],
  ),
  ...family(
    'average review time of supervisors as primary reviewer',
    'joins',
    "select avg(rv.days_to_approval) as avg_days from reviews rv join reviewers r on r.reviewer_id = rv.reviewer_id where r.title = 'Rate and Form Review Supervisor' and rv.role = 'primary'",
    [
      'What is the average days to approval on filings where a Rate and Form Review Supervisor was the primary reviewer?',
      'avg days to approval when the primary reviewer is a rate & form review supervisor',
      'Filings led (primary) by Rate and Form Review Supervisors: mean time to decision',
      'how long on average do filings take when a review supervisor is primary',
    ],
  ),
  ...family(
    'objection letters on disapproved filings',
    'joins',
    "select count(*) as letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number where f.disposition_status = 'Disapproved'",
    [
      'How many objection letters were sent on filings that were Disapproved?',
      'total objection letters for disapproved filings',
      'count the objections on filings whose disposition is Disapproved',
      'disapproved filings: how many objection letters did they get altogether',
    ],
  ),

  // ── filters on columns ────────────────────────────────────────────────────────────────────
  ...family(
    'personal auto filings effective on approval',
    'filters-on-columns',
    "select count(*) as filings from filings where on_approval and line_of_business = '19.0 Personal Auto'",
    [
      'How many personal auto filings take effect on approval?',
      'auto filings effective upon approval, count',
      'number of personal auto filings with an on-approval effective date',
      'personal auto line: filings whose rates apply on approval rather than a set date — how many',
    ],
  ),
  ...family(
    'Select Motorcycle filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where product_name = 'Select Motorcycle'",
    [
      'List the filings for the Select Motorcycle product',
      'which filings are for Select Motorcycle',
      'show me Select Motorcycle filings',
      'tracking numbers of the select motorcycle program filings',
    ],
  ),
  ...family(
    'filings with Tradesman Mutual Preferred as an underwriting company',
    'filters-on-columns',
    "select count(distinct serff_tracking_number) as filings from company_rate_figures where company = 'Tradesman Mutual Preferred Insurance Company'",
    [
      'In how many filings is Tradesman Mutual Preferred Insurance Company an underwriting company?',
      'count of filings that include Tradesman Mutual Preferred',
      'number of filings with Tradesman Mutual Preferred Insurance Co among the companies',
      'Tradesman Mutual Preferred — how many filings is it part of',
    ],
  ),
  ...family(
    'average rate impact of condominium homeowners filings',
    'filters-on-columns',
    "select avg(rate_impact) as avg_rate_impact from filings where sub_toi = '04.0001 Condominium Homeowners'",
    [
      'What is the average rate impact for Condominium Homeowners filings?',
      'condo HO avg rate change',
      'mean rate impact, sub-TOI 04.0001 Condominium Homeowners',
      'average rate change on condominium homeowners',
    ],
  ),
  ...family(
    'filings that refile an earlier filing',
    'filters-on-columns',
    'select count(*) as filings from filings where refiles_serff_tracking_number is not null',
    [
      'How many filings are refilings of a withdrawn or disapproved filing?',
      'count of refiles',
      'number of filings that refile an earlier filing',
      'how many filings resubmit a previously withdrawn or disapproved one',
    ],
  ),

  // ── comparisons ───────────────────────────────────────────────────────────────────────────
  ...family(
    'average rate impact prior approval against file and use',
    'comparisons',
    "select approval_type, avg(rate_impact) as avg_rate_impact from filings where approval_type in ('Prior Approval', 'File and Use') group by approval_type",
    [
      'Compare the average rate impact of Prior Approval and File and Use filings',
      'prior approval vs file & use: avg rate change',
      'is the mean rate impact higher under prior approval or under file and use?',
      'average rate impact, Prior Approval versus F&U',
    ],
  ),
  ...family(
    'filings effective in 2019 against 2025',
    'comparisons',
    'select extract(year from effective_date_new) as year, count(*) as filings from filings where extract(year from effective_date_new) in (2019, 2025) group by extract(year from effective_date_new)',
    [
      'Compare the number of filings effective in 2019 with 2025',
      '2019 vs 2025 effective filings count',
      'how many filings took effect in 2019 compared to 2025',
      'filing volume by effective year: 2019 against 2025',
    ],
  ),
  ...family(
    'hurricane indication against proposed change',
    'comparisons',
    "select avg(indication) as avg_indication, avg(proposed_change) as avg_proposed from supplemental_metrics where coverage = 'Hurricane'",
    [
      'For Hurricane coverage, compare the average indication with the average proposed change',
      'hurricane: avg indicated vs avg proposed',
      'is the proposed hurricane change below the indication on average? show both',
      'average hurricane indication and average proposed change side by side',
    ],
  ),
  ...family(
    'objection letters Bayou State against Harborview',
    'comparisons',
    "select carrier, sum(objection_count) as letters from filings where carrier in ('Bayou State Casualty', 'Harborview Insurance Companies') group by carrier",
    [
      'Compare the total objection letters received by Bayou State and Harborview',
      'Bayou State vs Harborview: objection letters',
      'who got more objection letters, Bayou State Casualty or Harborview Insurance Companies?',
      'objections received — Bayou State compared with Harborview',
    ],
  ),

  // ── casual and typos ──────────────────────────────────────────────────────────────────────
  ...family(
    'average rate change for motorcycle',
    'casual-and-typos',
    "select avg(rate_impact) as avg_rate_impact from filings where sub_toi = '19.0002 Motorcycle'",
    [
      'hey whats the avg rate chg on motorcycle filings',
      'motorcyle avg rate impact?',
      'quick q - mean rate change for moto filings',
      'avg rate impct motorcycle sub toi',
    ],
  ),
  ...family(
    'Bayou State filings in Louisiana',
    'casual-and-typos',
    "select count(*) as filings from filings where carrier = 'Bayou State Casualty' and state = 'LA'",
    [
      'how many filings has bayou state got in louisana',
      'Bayou St Casualty # of LA filings',
      'count bayu state filings in Louisiana pls',
      'bayou state casualty louisiana filing count?',
    ],
  ),
  ...family(
    'highest rate impact among disapproved filings',
    'casual-and-typos',
    "select max(rate_impact) as max_rate_impact from filings where disposition_status = 'Disapproved'",
    [
      'wat was the biggest rate ask that got disapproved',
      'max rate impact on dissaproved filings',
      'highest % change the DOI disapproved?',
      'top rate impact of a disapproved filing, just the number',
    ],
  ),
  ...family(
    'New York PPA filings effective in 2021',
    'casual-and-typos',
    "select count(*) as filings from filings where sub_toi = '19.0001 Private Passenger Auto (PPA)' and state = 'NY' and extract(year from effective_date_new) = 2021",
    [
      '# of PPA filings in NY effective 2021',
      'ny private passanger auto filings in 2021 how many',
      'how many ppa filngs in new york, 2021',
      'New Yrok PPA count for twenty twenty-one',
    ],
  ),

  // ── unanswerable ──────────────────────────────────────────────────────────────────────────
  ...family('policy retention after rate increases', 'unanswerable', null, [
    'What share of policyholders renewed after an increase in Ohio?',
    'retention rate following Harrowgate rate hikes',
    'how many customers lapsed after the 2024 auto increases',
    'policy retention by carrier after a rate increase',
  ]),
  ...family('claims paid by carriers', 'unanswerable', null, [
    'How many claims did Fairhaven pay in Texas last year?',
    'total claim payments by carrier in 2025',
    'claims paid per state for homeowners',
    'number of claims closed by Brightwater',
  ]),
  ...family('press coverage of filings', 'unanswerable', null, [
    'Which filings were covered in the news?',
    'press articles about Meridian Trust rate increases',
    'how many media stories mentioned a homeowners rate filing',
    'filings that got newspaper coverage in Florida',
  ]),
  ...family('lawsuits against carriers', 'unanswerable', null, [
    'How many lawsuits were filed against Calloway over its rates?',
    'litigation against carriers by state',
    'which carriers were sued over a rate increase',
    'class actions about auto rates in 2023',
  ]),
];
