import { type EvalItem, family } from '#server/domain/queries/eval/eval-types.ts';

/**
 * The eleventh held-out split of the English-to-SQL evaluation (issue 22), written blind on
 * 2026-11-30 by a helper that does not tune the translator (README.md beside this file). Whoever
 * tunes the translator must not open, grep, search or diff this directory.
 */
export const HELD_OUT_V11_SET: readonly EvalItem[] = [
  // ---------------------------------------------------------------- counts
  ...family(
    'v11-count-flex-rating-homeowners',
    'counts',
    "select count(*) as flex_ho_filings from filings where approval_type = 'Flex Rating' and line_of_business = '04.0 Homeowners'",
    [
      'How many homeowners filings were made under Flex Rating?',
      'number of flex-rated HO filings',
      'count the Flex Rating filings in the homeowners line',
      'flex rating + homeowners, how many filings is that',
    ],
  ),
  ...family(
    'v11-count-veritas-products',
    'counts',
    "select count(distinct product_name) as veritas_products from filings where carrier = 'Veritas Lane Insurance'",
    [
      'How many different products has Veritas Lane filed for?',
      'number of distinct Veritas Lane products in the filings',
      'Veritas Lane Insurance - how many unique product names do they have',
      'count the separate products Veritas Lane has filings on',
    ],
  ),
  ...family(
    'v11-count-late-round-letters',
    'counts',
    'select count(*) as late_round_letters from objections where round >= 3',
    [
      'How many objection letters were in round three or later?',
      'number of objections sent in the 3rd round or beyond',
      'count objection letters from the third round onward',
      'how many letters went to round 3+',
    ],
  ),
  ...family(
    'v11-count-four-company-filings',
    'counts',
    'select count(*) as four_company_filings from filings where company_count = 4',
    [
      'How many filings list four underwriting companies?',
      'number of filings with 4 companies on them',
      'filings covering four writing companies: how many?',
      'count the filings whose company count is four',
    ],
  ),
  ...family(
    'v11-count-brightwater-subtois',
    'counts',
    "select count(distinct sub_toi) as brightwater_subtois from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'How many different sub-TOIs has Brightwater filed under?',
      'number of distinct sub-TOIs in Brightwater Insurance filings',
      'Brightwater: count of sub type of insurance codes they file in',
      'how many unique sub-TOIs show up for Brightwater?',
    ],
  ),

  // ---------------------------------------------------------------- aggregates
  ...family(
    'v11-avg-days-rule-filings',
    'aggregates',
    "select avg(days_to_approval) as avg_days_rule from filings where filing_type = 'Rule'",
    [
      'What is the average number of days to approval for Rule-only filings?',
      'avg days to disposition, rule-only filings',
      'mean review time for filings of type Rule',
      'on average how long do filings with filing type Rule take to get decided',
    ],
  ),
  ...family(
    'v11-sum-policyholders-calloway',
    'aggregates',
    "select sum(policyholders_affected) as calloway_policyholders from filings where carrier = 'Calloway Auto and Home Group'",
    [
      "Total policyholders affected by Calloway's filings",
      'how many policyholders did Calloway filings touch altogether',
      'sum of policyholders affected across Calloway Auto and Home Group filings',
      'Calloway - total number of policyholders impacted',
    ],
  ),
  ...family(
    'v11-max-wp-change-louisiana',
    'aggregates',
    "select max(written_premium_change) as largest_la_wp_change from filings where state = 'LA'",
    [
      'What is the largest written premium change on a Louisiana filing?',
      'max written prem chg in LA',
      'biggest dollar change in written premium among Louisiana filings',
      'Louisiana filings: highest written premium change',
    ],
  ),
  ...family(
    'v11-avg-expense-ratio-comprehensive',
    'aggregates',
    "select avg(expense_ratio) as comp_expense_ratio from supplemental_metrics where coverage = 'Comprehensive'",
    [
      'What is the average expense ratio for Comprehensive coverage?',
      'mean expense ratio on comprehensive, across all the supplemental figures',
      'avg expense ratio - Comprehensive',
      'typical (average) expense ratio companies show for Comprehensive',
    ],
  ),

  // ---------------------------------------------------------------- group-bys
  ...family(
    'v11-personal-auto-by-approval-type',
    'group-bys',
    "select approval_type, count(*) as auto_filings from filings where line_of_business = '19.0 Personal Auto' group by approval_type",
    [
      'Break down the personal auto filings by approval type',
      'personal auto filing counts per approval regime',
      'how many auto filings are there under each approval type?',
      'count by approval type for the Personal Auto line',
    ],
  ),
  ...family(
    'v11-avg-wp-change-by-approval-type',
    'group-bys',
    'select approval_type, avg(written_premium_change) as regime_avg_wp_change from filings group by approval_type',
    [
      'Average written premium change by approval type',
      'mean written prem chg for each approval regime',
      'avg WP change per approval type',
      'for every approval type, what is the average change in written premium?',
    ],
  ),
  ...family(
    'v11-ohio-reviewers-by-title',
    'group-bys',
    "select title, count(*) as oh_reviewers from reviewers where state = 'OH' group by title",
    [
      'How many Ohio reviewers are there for each job title?',
      'Ohio DOI reviewers by title, with counts',
      'count of OH reviewers per title',
      "break the Ohio department's reviewers down by title",
    ],
  ),

  // ---------------------------------------------------------------- top-N
  ...family(
    'v11-top3-carriers-policyholders',
    'top-N',
    'select carrier, sum(policyholders_affected) as carrier_policyholders from filings group by carrier order by carrier_policyholders desc limit 3',
    [
      'Top 3 carriers by total policyholders affected',
      "which three carriers' filings affected the most policyholders?",
      'the three carriers with the most policyholders impacted, largest first',
      'rank carriers by policyholders affected and give me the top three',
    ],
  ),
  ...family(
    'v11-top4-factors-by-filings',
    'top-N',
    'select factor, count(distinct serff_tracking_number) as factor_filings from rating_factors group by factor order by factor_filings desc limit 4',
    [
      'Which 4 rating factors were changed in the most filings?',
      'top four rating factors by number of filings that revised them',
      'most frequently changed rating factors - top 4',
      'four factors that filings touched most often',
    ],
  ),
  ...family(
    'v11-top3-max-change-filings',
    'top-N',
    'select serff_tracking_number, max_change from filings order by max_change desc limit 3',
    [
      'List the 3 filings with the largest maximum policyholder change',
      'top three filings by max change',
      'which three filings have the highest max_change?',
      'show the 3 filings where some policyholder got the biggest increase',
    ],
  ),
  ...family(
    'v11-bottom3-states-avg-impact',
    'top-N',
    'select state, avg(rate_impact) as state_avg_impact from filings group by state order by state_avg_impact asc limit 3',
    [
      'Which three states have the lowest average rate impact?',
      'bottom 3 states by avg rate change',
      'the 3 states with the smallest average rate impact, lowest first',
      'lowest three states on average rate chg',
    ],
  ),
  ...family(
    'v11-top2-products-written-premium',
    'top-N',
    'select product_name, sum(written_premium) as product_premium from filings group by product_name order by product_premium desc limit 2',
    [
      'Top two products by total written premium',
      'which 2 products carry the most written premium in total?',
      'two biggest products by summed written premium',
      'products ranked by written premium, just the top two',
    ],
  ),
  ...family(
    'v11-top3-coverages-base-rate-change',
    'top-N',
    'select coverage, avg(change) as coverage_avg_change from base_rates group by coverage order by coverage_avg_change desc limit 3',
    [
      'Top 3 coverages by average base rate change',
      'which three coverages saw the highest average base-rate increase?',
      'three coverages with the largest avg base rate chg',
      'rank coverages by mean base rate change and show the top three',
    ],
  ),
  ...family(
    'v11-top5-harrowgate-premium-filings',
    'top-N',
    "select serff_tracking_number, written_premium from filings where carrier = 'Harrowgate Mutual Insurance Group' order by written_premium desc limit 5",
    [
      "Harrowgate's five largest filings by written premium",
      'top 5 Harrowgate Mutual filings ranked by written premium',
      'which five Harrowgate filings have the most written premium?',
      'list the five biggest Harrowgate filings by written prem',
    ],
  ),

  // ---------------------------------------------------------------- thresholds
  ...family(
    'v11-indication-above-20',
    'thresholds',
    'select count(*) as high_indication_filings from filings where indicated_change > 20',
    [
      'How many filings had an indicated change above 20%?',
      'number of filings whose indication exceeds twenty percent',
      'count filings w/ indicated chg > 20',
      'filings indicating more than a 20 percent increase - how many?',
    ],
  ),
  ...family(
    'v11-four-plus-objection-letters',
    'thresholds',
    'select serff_tracking_number, objection_count from filings where objection_count >= 4',
    [
      'List the filings that got four or more objection letters',
      'which filings had at least 4 objections?',
      'show me filings with 4+ objection letters',
      'filings that drew no fewer than four objection letters',
    ],
  ),
  ...family(
    'v11-decreases-beyond-10',
    'thresholds',
    'select count(*) as deep_cut_filings from filings where rate_impact < -10',
    [
      'How many filings cut rates by more than 10%?',
      'number of rate decreases bigger than ten percent',
      'count filings with a rate impact below -10%',
      'filings that lowered rates by over 10 percent: how many',
    ],
  ),
  ...family(
    'v11-reviews-over-200-days',
    'thresholds',
    'select serff_tracking_number, days_to_approval from filings where days_to_approval > 200',
    [
      'Which filings took more than 200 days to be decided?',
      'filings with over two hundred days to approval',
      'list filings where days to approval exceeded 200',
      'anything that sat with the regulator longer than 200 days?',
    ],
  ),
  ...family(
    'v11-collision-base-rate-over-25',
    'thresholds',
    "select count(distinct serff_tracking_number) as collision_jumps from base_rates where coverage = 'Collision' and change > 25",
    [
      'How many filings raised the Collision base rate by more than 25%?',
      'number of filings with a collision base rate change above twenty-five percent',
      'count filings where the Collision base rate went up over 25 pct',
      'collision base rate increases of more than 25% - how many filings?',
    ],
  ),
  ...family(
    'v11-expense-ratio-over-35',
    'thresholds',
    'select count(distinct serff_tracking_number) as high_expense_filings from supplemental_metrics where expense_ratio > 35',
    [
      'How many filings show an expense ratio above 35% for some coverage?',
      'number of filings with any coverage carrying an expense ratio over thirty-five percent',
      'count filings where a company reported expense ratio > 35',
      'filings with an expense ratio higher than 35 percent on at least one coverage: how many',
    ],
  ),
  ...family(
    'v11-wp-change-over-100m',
    'thresholds',
    'select count(*) as big_wp_change_filings from filings where written_premium_change > 100000000',
    [
      'How many filings changed written premium by more than $100 million?',
      'filings with a written premium change over 100M, count',
      'number of filings adding more than one hundred million dollars of written premium',
      'count of filings w/ WP change > $100,000,000',
    ],
  ),
  ...family(
    'v11-relativity-change-over-15',
    'thresholds',
    'select count(distinct serff_tracking_number) as steep_relativity_filings from rating_factor_levels where change > 15',
    [
      'How many filings moved some relativity up by more than 15%?',
      'number of filings with a level whose relativity change exceeds fifteen percent',
      'count filings where any factor level relativity rose over 15 pct',
      'filings raising a rating factor level relativity by more than 15 percent - how many?',
    ],
  ),
  ...family(
    'v11-ho-policyholders-over-100k',
    'thresholds',
    "select count(*) as large_ho_filings from filings where line_of_business = '04.0 Homeowners' and policyholders_affected > 100000",
    [
      'How many homeowners filings affected more than 100,000 policyholders?',
      'number of HO filings touching over a hundred thousand policyholders',
      'count homeowners filings with policyholders affected > 100k',
      'homeowners filings hitting more than 100000 policyholders: how many',
    ],
  ),

  // ---------------------------------------------------------------- negation
  ...family(
    'v11-subtois-never-disapproved',
    'negation',
    "select distinct sub_toi from filings where sub_toi not in (select sub_toi from filings where disposition_status = 'Disapproved')",
    [
      'Which sub-TOIs have never had a filing disapproved?',
      'sub-TOIs with no Disapproved filings',
      'list the sub TOIs where the regulator never disapproved anything',
      'sub-types of insurance without a single disapproval',
    ],
  ),
  ...family(
    'v11-missouri-no-objections',
    'negation',
    "select count(*) as clean_mo_filings from filings where state = 'MO' and objection_count = 0",
    [
      'How many Missouri filings got no objection letters?',
      'number of MO filings without a single objection',
      'count Missouri filings that were never objected to',
      'Missouri filings with zero objections - how many?',
    ],
  ),
  ...family(
    'v11-auto-outside-ppa',
    'negation',
    "select count(*) as auto_non_ppa from filings where line_of_business = '19.0 Personal Auto' and sub_toi <> '19.0001 Private Passenger Auto (PPA)'",
    [
      'How many personal auto filings are not in the PPA sub-TOI?',
      'count of auto filings outside Private Passenger Auto (PPA)',
      'personal auto line, excluding the PPA sub-TOI: number of filings',
      'auto filings whose sub-TOI is something other than PPA - how many?',
    ],
  ),
  ...family(
    'v11-prior-approval-without-letters',
    'negation',
    "select count(*) as unobjected_prior_approval from filings f where approval_type = 'Prior Approval' and not exists (select 1 from objections o where o.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many Prior Approval filings never received an objection letter?',
      'number of prior-approval filings with no objections',
      'count Prior Approval filings the regulator did not object to',
      'prior approval filings without any objection letter: how many?',
    ],
  ),
  ...family(
    'v11-filings-without-factor-changes',
    'negation',
    'select count(*) as no_factor_filings from filings f where not exists (select 1 from rating_factors rf where rf.serff_tracking_number = f.serff_tracking_number)',
    [
      "How many filings didn't change any rating factor?",
      'number of filings with no rating factor changes',
      'count filings that left every rating factor alone',
      'filings without a single rating factor revision - how many',
    ],
  ),
  ...family(
    'v11-ho-without-base-rates',
    'negation',
    "select count(*) as ho_no_base_rate from filings f where line_of_business = '04.0 Homeowners' and not exists (select 1 from base_rates br where br.serff_tracking_number = f.serff_tracking_number)",
    [
      'How many homeowners filings set no base rates?',
      'number of HO filings without any base rate rows',
      'count homeowners filings that did not touch a base rate',
      'homeowners filings lacking base rates: how many?',
    ],
  ),
  ...family(
    'v11-harrowgate-not-brightwater-states',
    'negation',
    "select distinct state from filings where carrier = 'Harrowgate Mutual Insurance Group' and state not in (select state from filings where carrier = 'Brightwater Insurance Companies')",
    [
      'In which states has Harrowgate filed but Brightwater never has?',
      'states with Harrowgate filings and no Brightwater filings',
      "list the states where Harrowgate Mutual files and Brightwater doesn't",
      'Harrowgate states that Brightwater has not filed in',
    ],
  ),
  ...family(
    'v11-fairhaven-products-never-decreased',
    'negation',
    "select distinct product_name from filings where carrier = 'Fairhaven Casualty Group' and product_name not in (select product_name from filings where carrier = 'Fairhaven Casualty Group' and rate_change_type = 'Decrease')",
    [
      'Which Fairhaven products have never had a rate decrease?',
      'Fairhaven Casualty products with no Decrease filings',
      "list Fairhaven's products that were never cut",
      'products at Fairhaven that have not once filed a decrease',
    ],
  ),
  ...family(
    'v11-ho-not-taken-effect',
    'negation',
    "select count(*) as ho_not_in_force from filings where line_of_business = '04.0 Homeowners' and not took_effect",
    [
      'How many homeowners filings never took effect?',
      'number of HO filings whose rates did not take effect',
      "count homeowners filings that didn't go into effect",
      'homeowners filings that never became effective (took_effect false): how many?',
    ],
  ),

  // ---------------------------------------------------------------- shares and ratios
  ...family(
    'v11-form-share-homeowners',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where filing_type = 'Form') / count(*) as form_pct_ho from filings where line_of_business = '04.0 Homeowners'",
    [
      'What percentage of homeowners filings are Form-only filings?',
      'share of HO filings with filing type Form',
      'Form-only filings as a % of homeowners filings',
      'of the homeowners filings, what fraction are form-only?',
    ],
  ),
  ...family(
    'v11-brightwater-disapproved-share',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where disposition_status = 'Disapproved') / count(*) as brightwater_disapproved_pct from filings where carrier = 'Brightwater Insurance Companies'",
    [
      "What percentage of Brightwater's filings were disapproved?",
      'share of Brightwater Insurance filings with a Disapproved disposition',
      'Brightwater disapproval rate as a % of its filings',
      'of all Brightwater filings, what fraction got disapproved',
    ],
  ),
  ...family(
    'v11-auto-share-written-premium',
    'shares-and-ratios',
    "select 100.0 * sum(written_premium) filter (where line_of_business = '19.0 Personal Auto') / sum(written_premium) as auto_premium_pct from filings",
    [
      'What share of total written premium is personal auto?',
      "personal auto's percentage of all written premium across filings",
      'what % of written prem sits in the Personal Auto line',
      'portion of the written premium that belongs to personal auto filings',
    ],
  ),
  ...family(
    'v11-rate-to-rule-ratio',
    'shares-and-ratios',
    "select 1.0 * count(*) filter (where filing_type = 'Rate') / count(*) filter (where filing_type = 'Rule') as rate_per_rule from filings",
    [
      'What is the ratio of Rate-only filings to Rule-only filings?',
      'how many filings of type Rate are there per filing of type Rule?',
      'rate-only vs rule-only filings, as a ratio',
      'ratio: filings of type Rate divided by filings of type Rule',
    ],
  ),
  ...family(
    'v11-prior-approval-share-by-carrier',
    'shares-and-ratios',
    "select carrier, 100.0 * count(*) filter (where approval_type = 'Prior Approval') / count(*) as prior_approval_pct from filings group by carrier",
    [
      'For each carrier, what percent of its filings are Prior Approval?',
      'share of prior approval filings by carrier',
      'Prior Approval % per carrier',
      'by carrier, the fraction of filings that went through prior approval',
    ],
  ),
  ...family(
    'v11-missing-indication-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where indicated_change is null) / count(*) as no_indication_pct from filings',
    [
      'What percentage of filings have no indicated change recorded?',
      'share of filings missing an indication',
      'what % of filings lack an indicated change value',
      'fraction of filings where the indicated change is blank',
    ],
  ),
  ...family(
    'v11-florida-policyholder-share',
    'shares-and-ratios',
    "select 100.0 * sum(policyholders_affected) filter (where state = 'FL') / sum(policyholders_affected) as fl_policyholder_pct from filings",
    [
      'What share of all affected policyholders are in Florida filings?',
      "Florida's percentage of the total policyholders affected",
      'FL policyholders affected as a % of the overall total',
      'how much of the policyholder impact, in percent, comes from Florida',
    ],
  ),
  ...family(
    'v11-unassigned-reviewer-share',
    'shares-and-ratios',
    'select 100.0 * count(*) filter (where total_filings = 0) / count(*) as idle_reviewer_pct from reviewers',
    [
      'What percentage of reviewers have never been assigned a filing?',
      'share of DOI reviewers with zero filings',
      'what % of reviewers have a total of 0 filings',
      'fraction of the reviewers who were never put on any filing',
    ],
  ),
  ...family(
    'v11-decrease-share-effective-2024',
    'shares-and-ratios',
    "select 100.0 * count(*) filter (where rate_change_type = 'Decrease') / count(*) as decrease_pct_2024 from filings where effective_date_new >= date '2024-01-01' and effective_date_new < date '2025-01-01'",
    [
      'Of the filings effective in 2024, what percentage were decreases?',
      'share of 2024-effective filings that cut rates',
      'decrease % among filings with a 2024 effective date',
      'in 2024 (by effective date) what fraction of filings were rate decreases',
    ],
  ),

  // ---------------------------------------------------------------- joins
  ...family(
    'v11-credit-score-changes-by-carrier',
    'joins',
    "select f.carrier, count(distinct f.serff_tracking_number) as credit_score_filings from filings f join rating_factors rf on rf.serff_tracking_number = f.serff_tracking_number where rf.factor = 'Credit-Based Insurance Score' group by f.carrier",
    [
      'How many filings per carrier changed the Credit-Based Insurance Score factor?',
      'carriers and the number of their filings revising credit-based insurance score',
      'count of credit score factor changes by carrier (filings)',
      'by carrier, filings that touched the Credit-Based Insurance Score',
    ],
  ),
  ...family(
    'v11-florida-hurricane-base-rate',
    'joins',
    "select avg(br.change) as fl_hurricane_change from base_rates br join filings f on f.serff_tracking_number = br.serff_tracking_number where f.state = 'FL' and br.coverage = 'Hurricane'",
    [
      'What is the average Hurricane base rate change in Florida filings?',
      'avg base rate chg for the hurricane coverage, FL',
      'mean change of the Hurricane base rate across Florida filings',
      'Florida: how much did hurricane base rates move on average (%)',
    ],
  ),
  ...family(
    'v11-disapproved-primary-titles',
    'joins',
    "select rv.title, count(*) as disapproved_primary from reviews r join reviewers rv on rv.reviewer_id = r.reviewer_id join filings f on f.serff_tracking_number = r.serff_tracking_number where r.role = 'primary' and f.disposition_status = 'Disapproved' group by rv.title",
    [
      'What titles do the primary reviewers of Disapproved filings hold, with counts?',
      'for disapproved filings, count the primary reviewers by job title',
      'job titles of primary reviewers on Disapproved filings, and how many of each',
      'disapproved filings: primary reviewer title breakdown',
    ],
  ),
  ...family(
    'v11-calloway-auto-plr',
    'joins',
    "select avg(sm.permissible_loss_ratio) as calloway_auto_plr from supplemental_metrics sm join filings f on f.serff_tracking_number = sm.serff_tracking_number where f.carrier = 'Calloway Auto and Home Group' and f.line_of_business = '19.0 Personal Auto'",
    [
      "What is the average permissible loss ratio in Calloway's personal auto filings?",
      'avg PLR for Calloway auto filings',
      'Calloway Auto and Home, personal auto line: mean permissible loss ratio',
      'permissible loss ratio averaged over Calloway personal auto filings',
    ],
  ),
  ...family(
    'v11-arkansas-youngest-driver-relativity',
    'joins',
    "select avg(rfl.relativity_after) as ar_teen_relativity from rating_factor_levels rfl join filings f on f.serff_tracking_number = rfl.serff_tracking_number where f.state = 'AR' and rfl.factor = 'Driver Age' and rfl.level = '16-17'",
    [
      'What is the average new relativity for drivers aged 16-17 in Arkansas filings?',
      'AR driver age 16-17: average relativity after the filing',
      'mean proposed relativity for the 16-17 driver age level in Arkansas',
      'Arkansas, Driver Age 16-17 level, average relativity after',
    ],
  ),
  ...family(
    'v11-ohio-territory-filings',
    'joins',
    "select count(distinct f.serff_tracking_number) as oh_territory_filings from filings f join rating_factors rf on rf.serff_tracking_number = f.serff_tracking_number where f.state = 'OH' and rf.factor = 'Territory'",
    [
      'How many Ohio filings changed the Territory factor?',
      'number of OH filings with a territory rating factor change',
      'count Ohio filings that revised territory relativities',
      'Ohio + Territory factor change: how many filings',
    ],
  ),
  ...family(
    'v11-objection-letters-by-line',
    'joins',
    'select f.line_of_business, count(*) as line_letters from objections o join filings f on f.serff_tracking_number = o.serff_tracking_number group by f.line_of_business',
    [
      'How many objection letters were sent per line of business?',
      'objection letters by LOB',
      'count of objections for each line of business',
      'for every line, the number of objection letters its filings received',
    ],
  ),
  ...family(
    'v11-red-river-reviewers',
    'joins',
    "select distinct r.reviewer_name from reviews r join filings f on f.serff_tracking_number = r.serff_tracking_number where f.carrier = 'Red River Casualty'",
    [
      "Who reviewed Red River Casualty's filings?",
      'names of the reviewers assigned to Red River filings',
      'list the DOI reviewers on any Red River Casualty filing',
      'which reviewers worked on Red River?',
    ],
  ),

  // ---------------------------------------------------------------- conditions on aggregates
  ...family(
    'v11-carriers-many-prior-approval',
    'conditions-on-aggregates',
    "select carrier, count(*) as pa_filings from filings where approval_type = 'Prior Approval' group by carrier having count(*) > 17",
    [
      'Which carriers have more than 17 Prior Approval filings?',
      'carriers with over seventeen prior-approval filings',
      'list carriers whose Prior Approval filing count exceeds 17',
      'groups that filed more than 17 times under prior approval',
    ],
  ),
  ...family(
    'v11-states-avg-days-over-100',
    'conditions-on-aggregates',
    'select state, avg(days_to_approval) as state_avg_days from filings group by state having avg(days_to_approval) > 100',
    [
      'Which states average more than 100 days to approval?',
      'states where the mean days to approval is above one hundred',
      'list states with avg review time > 100 days',
      'in which states do filings take over 100 days on average?',
    ],
  ),
  ...family(
    'v11-products-premium-over-9b',
    'conditions-on-aggregates',
    'select product_name, sum(written_premium) as total_product_premium from filings group by product_name having sum(written_premium) > 9000000000',
    [
      'Which products have more than $9 billion of written premium in total?',
      'products whose summed written premium exceeds 9B',
      'list products with total written premium above nine billion dollars',
      'products over $9,000,000,000 in written premium across their filings',
    ],
  ),
  ...family(
    'v11-subtoi-avg-impact-under-3',
    'conditions-on-aggregates',
    'select sub_toi, avg(rate_impact) as subtoi_avg_impact from filings group by sub_toi having avg(rate_impact) < 3',
    [
      'Which sub-TOIs have an average rate impact below 3%?',
      'sub-TOIs averaging under three percent rate change',
      'list sub TOIs with avg rate impact < 3',
      'sub-types of insurance whose mean rate change is less than 3 percent',
    ],
  ),
  ...family(
    'v11-factor-categories-over-90',
    'conditions-on-aggregates',
    'select category, count(*) as category_changes from rating_factors group by category having count(*) > 90',
    [
      'Which rating factor categories have more than 90 factor changes?',
      'factor categories with over ninety rating factor rows',
      'categories of rating factors changed more than 90 times',
      'list rating factor categories where the number of factor changes exceeds 90',
    ],
  ),
  ...family(
    'v11-carriers-avg-indication-over-11',
    'conditions-on-aggregates',
    'select carrier, avg(indicated_change) as carrier_avg_indication from filings group by carrier having avg(indicated_change) > 11',
    [
      'Which carriers have an average indicated change above 11%?',
      'carriers whose mean indication is over eleven percent',
      'list carriers averaging more than 11 pct indicated',
      'carriers with avg indicated chg > 11',
    ],
  ),

  // ---------------------------------------------------------------- calendar
  ...family(
    'v11-q2-2023-submissions',
    'calendar',
    "select count(*) as q2_2023_submitted from filings where submitted_date >= date '2023-04-01' and submitted_date < date '2023-07-01'",
    [
      'How many filings were submitted in Q2 2023?',
      'number of filings filed in the second quarter of 2023',
      'count of 2Q23 submissions',
      'filings submitted April through June 2023 - how many?',
    ],
  ),
  ...family(
    'v11-december-dispositions',
    'calendar',
    'select count(*) as december_decisions from filings where extract(month from disposition_date) = 12',
    [
      'How many filings were decided in a December, any year?',
      'number of dispositions that happened in December (all years)',
      'count filings with a December disposition date',
      'across every year, how many filings got their disposition in Dec?',
    ],
  ),
  ...family(
    'v11-submissions-by-month-2024',
    'calendar',
    "select extract(month from submitted_date) as submit_month, count(*) as submitted_2024 from filings where submitted_date >= date '2024-01-01' and submitted_date < date '2025-01-01' group by submit_month",
    [
      'How many filings were submitted in each month of 2024?',
      'monthly submission counts for 2024',
      'submissions per month in 2024',
      'break 2024 filings down by the month they were filed',
    ],
  ),
  ...family(
    'v11-h2-2022-avg-impact',
    'calendar',
    "select avg(rate_impact) as h2_2022_impact from filings where effective_date_new >= date '2022-07-01' and effective_date_new < date '2023-01-01'",
    [
      'What was the average rate impact of filings effective in the second half of 2022?',
      'avg rate chg for H2 2022 effective dates',
      'mean rate impact, filings effective July to December 2022',
      '2H22 effective filings: average rate change',
    ],
  ),
  ...family(
    'v11-objections-2023-by-quarter',
    'calendar',
    "select extract(quarter from objection_date) as letter_quarter, count(*) as letters_2023 from objections where objection_date >= date '2023-01-01' and objection_date < date '2024-01-01' group by letter_quarter",
    [
      'How many objection letters were sent in each quarter of 2023?',
      'objection letters per quarter, 2023',
      'quarterly count of objections in 2023',
      'break down 2023 objection letters by quarter',
    ],
  ),
  ...family(
    'v11-thursday-dispositions',
    'calendar',
    'select count(*) as thursday_decisions from filings where extract(dow from disposition_date) = 4',
    [
      'How many filings were decided on a Thursday?',
      'number of dispositions that fell on Thursdays',
      'count filings whose disposition date is a Thursday',
      'filings disposed on a Thurs - how many?',
    ],
  ),
  ...family(
    'v11-q1-effective-by-year',
    'calendar',
    'select extract(year from effective_date_new) as effective_year, count(*) as q1_effective from filings where extract(quarter from effective_date_new) = 1 group by effective_year',
    [
      'How many filings took effect in the first quarter of each year?',
      'Q1 effective filings, by year',
      'count filings with a January-March effective date, per year',
      'year by year, the number of filings effective in Q1',
    ],
  ),

  // ---------------------------------------------------------------- date ranges
  ...family(
    'v11-effective-mar-aug-2021',
    'date-ranges',
    "select count(*) as mid_2021_effective from filings where effective_date_new between date '2021-03-01' and date '2021-08-31'",
    [
      'How many filings are effective between March and August 2021?',
      'number of filings effective from Mar 2021 thru Aug 2021',
      'count filings with effective dates March 1 to August 31, 2021',
      'filings taking effect Mar-Aug 2021, how many',
    ],
  ),
  ...family(
    'v11-disposed-since-july-2025',
    'date-ranges',
    "select count(*) as recent_dispositions from filings where disposition_date >= date '2025-07-01'",
    [
      'How many filings have been decided since July 1, 2025?',
      'number of dispositions on or after 7/1/2025',
      'count filings with a disposition date from July 2025 onward',
      'filings disposed of since the start of July 2025',
    ],
  ),
  ...family(
    'v11-georgia-submitted-2018-2020',
    'date-ranges',
    "select count(*) as ga_2018_2020 from filings where state = 'GA' and submitted_date >= date '2018-01-01' and submitted_date < date '2021-01-01'",
    [
      'How many Georgia filings were submitted from 2018 through 2020?',
      'number of GA filings filed between 2018 and 2020',
      'count Georgia submissions in 2018-2020 inclusive',
      'Georgia filings submitted 2018 to 2020: how many?',
    ],
  ),

  // ---------------------------------------------------------------- superlatives
  ...family(
    'v11-state-largest-wp-change',
    'superlatives',
    'select state, sum(written_premium_change) as state_wp_change from filings group by state order by state_wp_change desc limit 1',
    [
      'Which state has the largest total written premium change?',
      'state with the biggest summed written premium change',
      'where is the total written prem chg highest?',
      'top state by total written premium change',
    ],
  ),
  ...family(
    'v11-longest-personal-auto-review',
    'superlatives',
    "select serff_tracking_number, days_to_approval from filings where line_of_business = '19.0 Personal Auto' and days_to_approval is not null order by days_to_approval desc limit 1",
    [
      'Which personal auto filing took the longest to be decided?',
      'the auto filing with the most days to approval',
      'longest review in the Personal Auto line: which filing?',
      'personal auto filing with the max days to approval',
    ],
  ),
  ...family(
    'v11-line-fewest-objections-per-filing',
    'superlatives',
    'select line_of_business, avg(objection_count) as line_avg_letters from filings group by line_of_business order by line_avg_letters asc limit 1',
    [
      'Which line of business has the fewest objection letters per filing?',
      'LOB with the lowest average objection count',
      'line with the least objections per filing on average',
      'what line draws the fewest objection letters per filing?',
    ],
  ),
  ...family(
    'v11-subtoi-most-policyholders',
    'superlatives',
    'select sub_toi, sum(policyholders_affected) as subtoi_policyholders from filings group by sub_toi order by subtoi_policyholders desc limit 1',
    [
      'Which sub-TOI affected the most policyholders?',
      'sub-TOI with the highest total policyholders affected',
      'the sub type of insurance touching the largest number of policyholders',
      'top sub-TOI by policyholders affected',
    ],
  ),

  // ---------------------------------------------------------------- comparisons
  ...family(
    'v11-missouri-vs-oklahoma-impact',
    'comparisons',
    "select state, avg(rate_impact) as avg_state_change from filings where state in ('MO', 'OK') group by state",
    [
      'Compare the average rate impact in Missouri and Oklahoma',
      'MO vs OK: avg rate change',
      'average rate change, Missouri versus Oklahoma',
      'is the average rate impact higher in Oklahoma or Missouri?',
    ],
  ),
  ...family(
    'v11-use-and-file-vs-file-and-use-days',
    'comparisons',
    "select approval_type, avg(days_to_approval) as regime_avg_days from filings where approval_type in ('Use and File', 'File and Use') group by approval_type",
    [
      'Compare average days to approval for Use and File versus File and Use',
      'U&F vs F&U: mean days to approval',
      'which is faster on average, use-and-file or file-and-use filings?',
      'average review days, Use and File compared with File and Use',
    ],
  ),
  ...family(
    'v11-increases-2019-vs-2024',
    'comparisons',
    "select extract(year from effective_date_new) as eff_year, count(*) as increase_filings from filings where rate_change_type = 'Increase' and extract(year from effective_date_new) in (2019, 2024) group by eff_year",
    [
      'Compare the number of rate increases effective in 2019 and in 2024',
      'increase filings: 2019 vs 2024 (effective year)',
      'were there more increases effective in 2019 or in 2024?',
      'count of Increase filings effective in 2019 compared with 2024',
    ],
  ),

  // ---------------------------------------------------------------- filters on columns
  ...family(
    'v11-authorized-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where disposition_status = 'Authorized'",
    [
      'List the filings with status Authorized',
      'which filings were Authorized?',
      'show filings whose disposition is Authorized',
      'authorized filings pls',
    ],
  ),
  ...family(
    'v11-harborview-rate-only',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Harborview Insurance Companies' and filing_type = 'Rate'",
    [
      "List Harborview's Rate-only filings",
      'Harborview filings with filing type Rate (rate only)',
      'which Harborview Insurance filings are pure Rate filings?',
      'show me the rate-only filings from Harborview',
    ],
  ),
  ...family(
    'v11-meridian-condo-filings',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Meridian Trust Casualty Group' and sub_toi = '04.0001 Condominium Homeowners'",
    [
      "Show Meridian Trust's condominium homeowners filings",
      'Meridian filings in the Condominium Homeowners sub-TOI',
      'which Meridian Trust filings are condo HO?',
      'list condominium homeowners filings by Meridian',
    ],
  ),
  ...family(
    'v11-brightwater-casualty-company-filings',
    'filters-on-columns',
    "select serff_tracking_number from company_rate_figures where company = 'Brightwater Casualty Company'",
    [
      'Which filings include Brightwater Casualty Company as an underwriting company?',
      'list filings written by Brightwater Casualty Company',
      'filings where the company is Brightwater Casualty Co',
      'show every filing Brightwater Casualty Company is part of',
    ],
  ),
  ...family(
    'v11-closed-no-response',
    'filters-on-columns',
    "select serff_tracking_number from filings where disposition_status = 'Closed (no response)'",
    [
      'Which filings were closed for no response?',
      'list filings with disposition Closed (no response)',
      'filings the DOI closed because the company never responded',
      'show closed-no-response filings',
    ],
  ),
  ...family(
    'v11-tradesman-commercial-auto',
    'filters-on-columns',
    "select serff_tracking_number from filings where carrier = 'Tradesman Mutual Casualty' and line_of_business = '20.0 Commercial Auto'",
    [
      "List Tradesman Mutual's commercial auto filings",
      'which Tradesman filings are in the Commercial Auto line?',
      'Tradesman Mutual Casualty + commercial auto: show the filings',
      'commercial auto filings from Tradesman, please',
    ],
  ),
  ...family(
    'v11-workers-comp-decreases',
    'filters-on-columns',
    "select serff_tracking_number from filings where line_of_business = '16.0 Workers Compensation' and rate_change_type = 'Decrease'",
    [
      "List the workers' comp filings that were rate decreases",
      'WC filings with rate change type Decrease',
      'which workers compensation filings cut rates?',
      'show decrease filings in the Workers Compensation line',
    ],
  ),

  // ---------------------------------------------------------------- casual and typos
  ...family(
    'v11-casual-nh-avg-change',
    'casual-and-typos',
    "select avg(rate_impact) as nh_avg_change from filings where state = 'NH'",
    [
      'yo whats the avg rate chg in NH',
      'new hampshire avg rate impact?? thx',
      'quick q - average rate impcat for New Hampshire',
      'NH, avg rate change, go',
    ],
  ),
  ...family(
    'v11-casual-motorcycle-count',
    'casual-and-typos',
    "select count(*) as moto_filings from filings where sub_toi = '19.0002 Motorcycle'",
    [
      'how many motorcyle filings r there',
      'hey, # of motorcycle filings?',
      'motorcycle sub-toi filing count pls',
      'moto filings, how many we got',
    ],
  ),
  ...family(
    'v11-casual-sterling-premium',
    'casual-and-typos',
    "select sum(written_premium) as sterling_premium from filings where carrier = 'Sterling Oak Insurance Group'",
    [
      'sterling oak total written prem?',
      'whats the total writen premium for Sterling Oak',
      'hey can u sum written premium for sterling oak filings',
      'Sterling Oak - all their written premium added up, thx',
    ],
  ),
  ...family(
    'v11-casual-auto-median-impact',
    'casual-and-typos',
    "select percentile_cont(0.5) within group (order by rate_impact) as auto_median_impact from filings where line_of_business = '19.0 Personal Auto'",
    [
      'median rate impact personal auto?',
      'whats the midpoint (median) rate chg for auto filings',
      'medain rate impact in the personal auto line pls',
      'yo, personal auto median rate change',
    ],
  ),
  ...family(
    'v11-casual-vermont-filings',
    'casual-and-typos',
    "select serff_tracking_number from filings where state = 'VT'",
    [
      'vermont filings pls',
      'show me everything filed in VT',
      'list filngs in vermont',
      'what do we have in Vermont? just the filings',
    ],
  ),
  ...family(
    'v11-casual-brightwater-max-indication',
    'casual-and-typos',
    "select max(indicated_change) as bw_top_indication from filings where carrier = 'Brightwater Insurance Companies'",
    [
      'brightwater highest indicated chg?',
      'whats the max indicaton brightwater ever had',
      'hey - biggest indicated change on a Brightwater filing',
      'Brightwater top indication, pls',
    ],
  ),

  // ---------------------------------------------------------------- unanswerable
  ...family('v11-market-conduct-exams', 'unanswerable', null, [
    'Which carriers had a market conduct examination in 2022?',
    'list market conduct exam findings by carrier',
    'how many market conduct exams did Harrowgate go through?',
    'carriers fined after a market conduct review',
  ]),
  ...family('v11-agent-commissions', 'unanswerable', null, [
    'What commission rates do carriers pay their agents on homeowners?',
    'agent commission % by carrier',
    'avg agent commission in personal auto',
    'how much commission does Fairhaven pay its agents?',
  ]),
  ...family('v11-public-hearings', 'unanswerable', null, [
    'Which filings had a public rate hearing?',
    'how many rate hearings were held in 2024?',
    'list filings that went to a public hearing',
    'number of filings where the DOI called a hearing',
  ]),
  ...family('v11-customer-satisfaction', 'unanswerable', null, [
    'What is the J.D. Power customer satisfaction score for each carrier?',
    'customer satisfaction rating by carrier',
    'which carrier has the happiest customers?',
    'Net Promoter Score for Fairhaven vs Brightwater',
  ]),
];
