import {
  asDollars,
  asRatio,
  describeValues,
  shareAtLeast,
  valueAtLeast,
  valuesByKey,
  valueWithin,
} from './checks.ts';
import type { DataRule, Row, Verdict } from './data-rule.ts';
import { OWNER_HOMEOWNERS, PRIVATE_PASSENGER_AUTO, sqlList } from './sql-fragments.ts';

const MARKET = 'DATASET-FACTS "Premium and line trends"';

/** Successive filings of each program (product segment): rows with the previous filing's figures. */
const SUCCESSIVE = `with s as (
    select w.overall_written_premium as p, w.overall_policyholders_affected as h,
      lag(w.overall_written_premium) over q as pp, lag(w.overall_policyholders_affected) over q as ph
    from whole_filings w where w.product_segment is not null
    window q as (partition by w.product_segment order by w.submitted_date, w.serff_tracking_number))`;

/** Pooled premium per policyholder of two state groups: rows { key: 'high' | 'low', value }. */
function perPolicyByGroup(where: string, high: string[], low: string[]): string {
  return `select case when w.state in ${sqlList(high)} then 'high' else 'low' end as key,
      sum(w.overall_written_premium) / nullif(sum(w.overall_policyholders_affected), 0) as value
    from whole_filings w where ${where} and w.state in ${sqlList([...high, ...low])}
      and w.overall_written_premium > 0 and w.overall_policyholders_affected > 0
    group by 1`;
}

function ratioAtLeast(min: number): (rows: Row[]) => Verdict {
  return (rows) => {
    const v = valuesByKey(rows);
    const high = v.get('high');
    const low = v.get('low');
    const ratio = high !== undefined && low !== undefined && low > 0 ? high / low : null;
    return {
      pass: ratio !== null && ratio >= min,
      measured: `${ratio === null ? 'no data' : asRatio(ratio)} (${describeValues(v, asDollars)})`,
      threshold: `high / low >= ${asRatio(min)}`,
    };
  };
}

/** Written premium and policyholders: persistence, market size and premium per policy. */
export const PREMIUM_RULES: DataRule[] = [
  {
    id: 'PM-01',
    title: "a program's written premium persists between successive filings",
    source:
      'Issue 20 (programs persist: a book evolves by its rate changes and growth); NAIC market share data (books move a few percent a year)',
    reason:
      'Ratio of successive premiums within 0.67-1.5 in at least 90% of pairs (rate change plus growth rarely reach 50%).',
    sql: `${SUCCESSIVE} select count(*) as total, count(*) filter (where p / pp between 0.67 and 1.5) as ok
      from s where p > 0 and pp > 0`,
    check: shareAtLeast(0.9, 'successive pairs'),
  },
  {
    id: 'PM-02',
    title: "a program's policyholders persist between successive filings",
    source: 'Issue 20 (programs persist)',
    reason: 'As PM-01 for policyholder counts.',
    sql: `${SUCCESSIVE} select count(*) as total, count(*) filter (where h::float8 / ph between 0.67 and 1.5) as ok
      from s where h > 0 and ph > 0`,
    check: shareAtLeast(0.9, 'successive pairs'),
  },
  {
    id: 'PM-03',
    title: 'state size: median auto filing premium in CA, TX, FL each above ND, VT, WY',
    source:
      'NAIC Auto Insurance Database Report (CA, TX, FL among the largest written premium; ND, VT, WY among the smallest)',
    reason:
      'Markets 20-50 times larger must carry larger programs: each large state median above the pooled small-state median.',
    sql: `select case when w.state in ('ND', 'VT', 'WY') then 'small' else w.state end as key,
        percentile_cont(0.5) within group (order by w.overall_written_premium) as value
      from whole_filings w where ${PRIVATE_PASSENGER_AUTO} and w.overall_written_premium > 0
        and w.state in ('CA', 'TX', 'FL', 'ND', 'VT', 'WY')
      group by 1`,
    check: (rows) => {
      const v = valuesByKey(rows);
      const small = v.get('small');
      const pass =
        small !== undefined &&
        ['CA', 'TX', 'FL'].every((s) => {
          const big = v.get(s);
          return big !== undefined && big > small;
        });
      return {
        pass,
        measured: describeValues(v, asDollars),
        threshold: 'CA, TX, FL each > small (ND/VT/WY pooled)',
      };
    },
  },
  {
    id: 'PM-04',
    title: "the largest filing's written premium is at least $1B",
    source:
      'DATASET-FACTS "Sizes of rate changes" (a +8.4% Illinois auto filing moved +$200.5M, a program of about $2.4B)',
    reason:
      'The largest writers file billions in one state; scale: the demo holds a few thousand filings, yet its largest programs are real-sized.',
    sql: `select max(w.overall_written_premium) as value, count(*) || ' filings in the data set' as detail from whole_filings w`,
    check: valueAtLeast(1e9, asDollars),
  },
  {
    id: 'PM-05',
    title: 'the largest filing affects at least 1M policyholders',
    source:
      'DATASET-FACTS "Rate information fields" (a State Farm Illinois homeowners filing: 1,491,665 policyholders)',
    reason: 'As PM-04: the largest program is real-sized at any data-set size.',
    sql: `select max(w.overall_policyholders_affected) as value, count(*) || ' filings in the data set' as detail from whole_filings w`,
    check: valueAtLeast(1e6, (n) => Math.round(n).toLocaleString('en-US')),
  },
  {
    id: 'PM-06',
    title: 'homeowners premium per policy: FL, LA, TX, OK at least 1.8 times OR, UT, WA',
    source: `${MARKET}; NAIC Homeowners Insurance Report (average premium FL/LA/TX/OK about 2-3x OR/UT/WA)`,
    reason: '2-3 times published; 1.8 leaves room for the sample.',
    sql: perPolicyByGroup(OWNER_HOMEOWNERS, ['FL', 'LA', 'TX', 'OK'], ['OR', 'UT', 'WA']),
    check: ratioAtLeast(1.8),
  },
  {
    id: 'PM-07',
    title: 'auto premium per policy: LA, NY, NJ, FL, MI at least 1.5 times ID, ME, IA',
    source: `${MARKET}; NAIC Auto Insurance Database Report (average expenditure about $1,300-1,600 against $700-800)`,
    reason: 'Published ratio about 1.9; 1.5 leaves room for the sample.',
    sql: perPolicyByGroup(
      PRIVATE_PASSENGER_AUTO,
      ['LA', 'NY', 'NJ', 'FL', 'MI'],
      ['ID', 'ME', 'IA'],
    ),
    check: ratioAtLeast(1.5),
  },
  {
    id: 'PM-08',
    title: 'median private passenger auto premium per policyholder between $500 and $3,000',
    source:
      'NAIC Auto Insurance Database Report (US average expenditure about $1,000-1,300); DATASET-FACTS ("affected" is often vehicles)',
    reason: 'Per vehicle or per policy, a median outside $500-3,000 is not personal auto.',
    sql: `select percentile_cont(0.5) within group (order by w.overall_written_premium / w.overall_policyholders_affected) as value
      from whole_filings w where ${PRIVATE_PASSENGER_AUTO} and w.overall_written_premium > 0 and w.overall_policyholders_affected > 0`,
    check: valueWithin(500, 3000, asDollars),
  },
  {
    id: 'PM-09',
    title: 'median owner homeowners premium per policyholder between $700 and $5,000',
    source:
      'NAIC Homeowners Insurance Report; III (US average homeowners premium about $1,300-1,500)',
    reason: 'Wide band for state mix and years.',
    sql: `select percentile_cont(0.5) within group (order by w.overall_written_premium / w.overall_policyholders_affected) as value
      from whole_filings w where ${OWNER_HOMEOWNERS} and w.overall_written_premium > 0 and w.overall_policyholders_affected > 0`,
    check: valueWithin(700, 5000, asDollars),
  },
  {
    id: 'PM-10',
    title: 'written premium change is the premium times the rate impact',
    source:
      'SERFF Rate/Rule Schedule fields (DATASET-FACTS "Rate information fields"; +8.4% moving +$200.5M)',
    reason:
      'Ratio of change to premium x impact within 0.9-1.12 (either premium base) in 95% of filings.',
    sql: `select count(*) as total, count(*) filter (where w.overall_written_premium_change
          / (w.overall_written_premium * w.overall_rate_impact / 100) between 0.9 and 1.12) as ok
      from whole_filings w where w.overall_rate_impact <> 0 and w.overall_written_premium > 0
        and w.overall_written_premium_change is not null`,
    check: shareAtLeast(0.95, 'rate-changing filings'),
  },
  {
    id: 'PM-11',
    title: "a filing's written premium and policyholders are its companies' sums",
    source:
      'DATASET-FACTS "Identifiers" ("Multiple" company filings, each company with its own rate figures)',
    reason:
      'The overall row of the Company Rate Information table is the sum: within 0.5% in 99% of filings.',
    sql: `select count(*) as total, count(*) filter (where abs(f.p - w.overall_written_premium) <= 0.005 * w.overall_written_premium
          and abs(f.h - w.overall_policyholders_affected) <= 0.005 * w.overall_policyholders_affected) as ok
      from whole_filings w join (select serff_tracking_number, sum(written_premium_for_program) as p,
          sum(policyholders_affected) as h from filings group by 1) f using (serff_tracking_number)
      where w.overall_written_premium > 0 and w.overall_policyholders_affected > 0`,
    check: shareAtLeast(0.99, 'filings'),
  },
];
