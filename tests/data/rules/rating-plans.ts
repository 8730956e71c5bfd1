import { noneFound, noViolations, shareAtLeast } from './checks.ts';
import type { DataRule } from './data-rule.ts';
import {
  FORM_OR_RULE_FILING,
  HOMEOWNERS,
  nonMonotoneTables,
  PERSONAL_AUTO,
  RATE_FILING,
  sqlList,
  WORKERS_COMP,
} from './sql-fragments.ts';

const FACTOR_FACTS = 'DATASET-FACTS "What rating plans may use" and "Rating factors"';
const GENDER_BANNED = ['CA', 'HI', 'MA', 'MI', 'MT', 'NC', 'PA'];
const CREDIT_BANNED = ['CA', 'HI', 'MA'];

/** Rating plans: base levels, ordered variables, the compounding identity, permitted variables. */
export const RATING_PLAN_RULES: DataRule[] = [
  {
    id: 'RP-01',
    title: 'every factor table has a base level at exactly 1.000, before and after',
    source: `${FACTOR_FACTS} ("A factor table has a base level at 1.000"); ISO/NCCI manual convention that relativities are stated against a base class`,
    reason:
      'A relativity is defined against the base level, so a table without a 1.000 level is not a relativity table; no tolerance beyond rounding to three decimals.',
    sql: `select count(*) as total,
      count(*) filter (where not exists (
        select 1 from jsonb_array_elements(r.levels) l
        where abs((l->>'before')::float8 - 1) < 0.0005 and abs((l->>'after')::float8 - 1) < 0.0005)) as value
      from rating_factors r where jsonb_array_length(r.levels) > 0`,
    check: noViolations('tables'),
  },
  {
    id: 'RP-02',
    title: 'limits factors rise with the limit (before and after)',
    source: `${FACTOR_FACTS} ("limits ... are ordered, and their relativities move monotonically"); ISO increased limits tables`,
    reason:
      "A higher limit covers strictly more loss, so it never costs less; 0.0005 rounding slack. An umbrella's underlying limits are the exception and left out: the higher the limits the umbrella sits on, the less loss reaches it, so their relativities fall (ISO Personal Umbrella).",
    sql: nonMonotoneTables(
      "(r.category ilike '%limit%' or r.factor ~* 'limit') and r.factor !~* 'underlying'",
      'increasing',
    ),
    check: noViolations('limits tables'),
  },
  {
    id: 'RP-03',
    title: 'deductible factors fall as the deductible rises',
    source: `${FACTOR_FACTS}; ISO homeowners and auto deductible credit tables`,
    reason: 'A larger deductible leaves less loss to the insurer, so its relativity is lower.',
    sql: nonMonotoneTables("r.factor ~* 'deductible'", 'decreasing'),
    check: noViolations('deductible tables'),
  },
  {
    id: 'RP-04',
    title: 'vehicle symbol factors rise with the symbol',
    source: `${FACTOR_FACTS}; ISO Personal Auto symbol rating (higher symbol = costlier vehicle)`,
    reason: 'Symbols are assigned in ascending order of vehicle cost and loss potential.',
    sql: nonMonotoneTables("r.factor ~* 'symbol'", 'increasing'),
    check: noViolations('symbol tables'),
  },
  {
    id: 'RP-05',
    title: 'amount-of-insurance factors rise with the amount',
    source: `${FACTOR_FACTS}; ISO Homeowners key factor tables (premium rises with Coverage A amount)`,
    reason: 'More insured value is more exposure; the relativity never falls as the amount rises.',
    sql: nonMonotoneTables("r.factor ~* 'amount of insurance|coverage a'", 'increasing'),
    check: noViolations('amount tables'),
  },
  {
    id: 'RP-06',
    title: 'an experience modification of unity is 1.000',
    source:
      'NCCI Experience Rating Plan Manual (a modification of 1.00 is unity: no debit or credit)',
    reason: 'Definitional; tables without a level named unity are not examined.',
    sql: `select count(*) as total, count(*) filter (where abs((l->>'after')::float8 - 1) >= 0.0005
        or abs((l->>'before')::float8 - 1) >= 0.0005) as value
      from rating_factors r cross join lateral jsonb_array_elements(r.levels) l
      where r.factor ~* 'experience' and (l->>'level') ~* 'unity'`,
    check: noneFound('unity levels not at 1.000'),
  },
  {
    id: 'RP-07',
    title:
      'base-rate changes, factor changes and off-balance compound to the overall impact within one point',
    source:
      'Issue 20 "Must deliver" (compounding identity); CAS Statement of Principles Regarding P&C Ratemaking (rate components combine multiplicatively)',
    reason:
      '(1 + sum share*(after/before - 1)) * prod(1 + change/100) * (1 + off_balance/100) - 1 within 1 point of overall_rate_impact; 98% allows the odd rounding case.',
    sql: `with br as (select serff_tracking_number as s, 1 + sum(coalesce(exposure_share, 0) * (after_rate / before_rate - 1)) as f
        from base_rates where before_rate > 0 group by 1),
      rf as (select serff_tracking_number as s, exp(sum(ln(greatest(1 + change / 100, 1e-6)))) as f
        from rating_factors where change is not null group by 1),
      x as (select w.overall_rate_impact as impact,
          (coalesce(br.f, 1) * coalesce(rf.f, 1) * (1 + coalesce(w.off_balance, 0) / 100) - 1) * 100 as computed
        from whole_filings w left join br on br.s = w.serff_tracking_number
          left join rf on rf.s = w.serff_tracking_number
        where w.overall_rate_impact is not null and (br.s is not null or rf.s is not null))
      select count(*) as total, count(*) filter (where abs(computed - impact) <= 1) as ok,
        'median gap ' || round(percentile_cont(0.5) within group (order by abs(computed - impact))::numeric, 2)
          || ' pts, worst ' || round(max(abs(computed - impact))::numeric, 1) || ' pts' as detail
      from x`,
    check: shareAtLeast(0.98, 'filings with a rating plan'),
  },
  {
    id: 'RP-08',
    title: 'rate filings that change rates show base rates by coverage',
    source:
      'Issue 20 "Must deliver" (base rates by coverage); SERFF rate pages (base rate exhibits)',
    reason:
      'Every rate change revises or at least restates base rates; 95% leaves room for factor-only revisions.',
    sql: `select count(*) as total,
      count(*) filter (where exists (select 1 from base_rates b where b.serff_tracking_number = w.serff_tracking_number)) as ok
      from whole_filings w where ${RATE_FILING} and coalesce(w.overall_rate_impact, 0) <> 0`,
    check: shareAtLeast(0.95, 'rate-changing filings'),
  },
  {
    id: 'RP-09',
    title: 'base-rate exposure shares sum to 1 in each filing',
    source:
      "Issue 20 representation (exposure_share = the coverage's share of the program premium)",
    reason: 'Shares of one whole; 0.01 slack for rounding.',
    sql: `select count(*) as total, count(*) filter (where abs(s - 1) > 0.01) as value
      from (select serff_tracking_number, sum(exposure_share) as s from base_rates
        where company is null group by 1) x`,
    check: noViolations('filings with base rates'),
  },
  {
    id: 'RP-10',
    title: 'base-rate change equals after/before',
    source: 'Issue 20 representation (change in percent)',
    reason: 'Internal consistency; 0.05 point slack for rounding.',
    sql: `select count(*) as total,
      count(*) filter (where abs(change - 100 * (after_rate / before_rate - 1)) > 0.05) as value
      from base_rates where before_rate > 0`,
    check: noViolations('base rates'),
  },
  {
    id: 'RP-11',
    title:
      "a factor's change is its premium effect: 100*(sum weight*after / sum weight*before - 1)",
    source: 'Issue 20 representation (rating_factors.change)',
    reason:
      'The premium effect weights each level by its exposure; 0.15 point slack for three-decimal relativities.',
    sql: `with t as (select r.id, r.change,
          sum((l->>'weight')::float8 * (l->>'after')::float8) as a,
          sum((l->>'weight')::float8 * (l->>'before')::float8) as b,
          count(*) filter (where l->>'weight' is null) as unweighted
        from rating_factors r cross join lateral jsonb_array_elements(r.levels) l
        where r.change is not null group by r.id, r.change)
      select count(*) as total, count(*) filter (where unweighted > 0 or b is null or b <= 0
        or abs(change - 100 * (a / b - 1)) > 0.15) as value from t`,
    check: noViolations('factor tables'),
  },
  {
    id: 'RP-12',
    title: 'no gender factor in CA, HI, MA, MI, MT, NC, PA personal auto',
    source: `${FACTOR_FACTS}; Cal. Ins. Code 1861.02 and 10 CCR 2632.5 (CA), HRS 431:10C-207 (HI), MCL 500.2111 (MI, 2019), MCA 49-2-309 (MT)`,
    reason: 'Prohibited by statute or regulation: none allowed.',
    sql: `select count(*) as value, string_agg(distinct w.state, ', ') as detail
      from rating_factors r join whole_filings w using (serff_tracking_number)
      where ${PERSONAL_AUTO} and w.state in ${sqlList(GENDER_BANNED)} and r.factor ~* 'gender|\\msex\\M'`,
    check: noneFound('gender tables'),
  },
  {
    id: 'RP-13',
    title: 'no credit-based insurance score in CA, HI, MA auto',
    source: `${FACTOR_FACTS}; 10 CCR 2632.5 (CA permitted factors), HRS 431:10C-207 (HI), 211 CMR 134 (MA)`,
    reason: 'Prohibited: none allowed.',
    sql: `select count(*) as value, string_agg(distinct w.state, ', ') as detail
      from rating_factors r join whole_filings w using (serff_tracking_number)
      where (w.line_of_business like '19.0%' or w.line_of_business like '20.0%')
        and w.state in ${sqlList(CREDIT_BANNED)} and r.factor ~* 'credit|insurance score'`,
    check: noneFound('credit-score tables'),
  },
  {
    id: 'RP-14',
    title: 'no roof factors on renters policies (sub-TOI 04.0004)',
    source:
      'ISO HO 00 04 (tenant form insures contents, not the building); DATASET-FACTS sub-TOI list',
    reason: 'A tenant does not insure the roof: none allowed.',
    sql: `select count(*) as value from rating_factors r join whole_filings w using (serff_tracking_number)
      where w.sub_toi like '04.0004%' and r.factor ~* 'roof'`,
    check: noneFound('roof tables on renters'),
  },
  {
    id: 'RP-15',
    title: "no $1M/$2M/$5M limit levels on workers' compensation",
    source:
      'NCCI Basic Manual (Part One benefits are statutory, unlimited; employers liability standard limits 100/500/100)',
    reason: 'Liability-style limits do not exist on workers compensation: none allowed.',
    sql: `select count(distinct r.id) as value from rating_factors r join whole_filings w using (serff_tracking_number)
      cross join lateral jsonb_array_elements(r.levels) l
      where ${WORKERS_COMP} and (l->>'level') ~* '\\$\\s?[125](\\.0)?\\s?(m|mm|million)\\M|[125],000,000'`,
    check: noneFound('WC tables with $1M/$2M/$5M levels'),
  },
  {
    id: 'RP-16',
    title:
      'factors belong to the line: no dwelling factors on auto, no vehicle or driver factors on homeowners',
    source: `${FACTOR_FACTS} (auto and homeowners factor lists)`,
    reason: 'A variable the line does not rate on cannot appear in its plan: none allowed.',
    sql: `select count(*) as value, string_agg(distinct r.factor, ', ') as detail
      from rating_factors r join whole_filings w using (serff_tracking_number)
      where (${PERSONAL_AUTO} and r.factor ~* 'roof|age of home|protection class|construction|amount of insurance|hurricane|wildfire')
        or (${HOMEOWNERS} and r.factor ~* 'vehicle|symbol|model year|driver|driving|mileage')`,
    check: noneFound('misplaced tables'),
  },
  {
    id: 'RP-17',
    title: 'form and rule filings revise no base rates and no factors',
    source:
      'DATASET-FACTS "Filing types and statuses"; SERFF filing types (a Form or Rule filing carries no rate pages)',
    reason: 'Only filings whose type includes Rate change rates: none allowed.',
    sql: `select (select count(*) from whole_filings w where ${FORM_OR_RULE_FILING}) as total,
      count(*) as value from whole_filings w
      where ${FORM_OR_RULE_FILING} and (
        exists (select 1 from base_rates b where b.serff_tracking_number = w.serff_tracking_number and b.change <> 0)
        or exists (select 1 from rating_factors r where r.serff_tracking_number = w.serff_tracking_number and coalesce(r.change, 0) <> 0))`,
    check: noneFound('form/rule filings with rate revisions'),
  },
];
