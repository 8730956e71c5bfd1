import {
  asPercent,
  describeValues,
  noneFound,
  shareAtLeast,
  valueAtMost,
  valuesByKey,
  valueWithin,
} from './checks.ts';
import type { DataRule, Row, Verdict } from './data-rule.ts';
import {
  COMMERCIAL_AUTO,
  FORM_OR_RULE_FILING,
  HOMEOWNERS,
  OWNER_HOMEOWNERS,
  PERSONAL_AUTO,
  PRIVATE_PASSENGER_AUTO,
  RATE_FILING,
  sqlList,
  TOOK_EFFECT,
  WORKERS_COMP,
  weightedChangeByYear,
} from './sql-fragments.ts';

const SIZES = 'DATASET-FACTS "Sizes of rate changes (premium-weighted)"';

/** Each year's value within `tolerance` points of its published figure. */
function nearFacts(facts: Record<string, number>, tolerance: number): (rows: Row[]) => Verdict {
  return (rows) => {
    const values = valuesByKey(rows);
    const misses = Object.entries(facts).filter(([year, fact]) => {
      const v = values.get(year);
      return v === undefined || Math.abs(v - fact) > tolerance;
    });
    return {
      pass: misses.length === 0,
      measured: describeValues(values, asPercent),
      threshold: Object.entries(facts)
        .map(([y, f]) => `${y} ${asPercent(f)} +/- ${tolerance}`)
        .join(', '),
    };
  };
}

/** Two pooled groups (rows key 'high' and 'low'): high must exceed low by `margin` points. */
function highAboveLow(margin: number): (rows: Row[]) => Verdict {
  return (rows) => {
    const values = valuesByKey(rows);
    const high = values.get('high');
    const low = values.get('low');
    return {
      pass: high !== undefined && low !== undefined && high >= low + margin,
      measured: describeValues(values, asPercent),
      threshold: `high >= low + ${margin} pts`,
    };
  };
}

function pooledWeightedChange(where: string, high: string[], low: string[], year: number): string {
  return `select case when w.state in ${sqlList(high)} then 'high' else 'low' end as key,
      sum(w.overall_rate_impact * w.overall_written_premium) / nullif(sum(w.overall_written_premium), 0) as value
    from whole_filings w
    where ${where} and ${RATE_FILING} and ${TOOK_EFFECT} and w.overall_written_premium > 0
      and w.overall_rate_impact is not null and extract(year from w.effective_date_new) = ${year}
      and w.state in ${sqlList([...high, ...low])}
    group by 1`;
}

/** Rate changes: their sizes by line and year, and their consistency with the indications. */
export const RATE_CHANGE_RULES: DataRule[] = [
  {
    id: 'RC-01',
    title: 'form and rule filings change no rates',
    source:
      'DATASET-FACTS "Filing types and statuses" (Rate change type Neutral); SERFF filing types',
    reason: 'A Form or Rule filing has no rate impact: none allowed.',
    sql: `select count(*) as total, count(*) filter (where coalesce(w.overall_rate_impact, 0) <> 0) as value
      from whole_filings w where ${FORM_OR_RULE_FILING}`,
    check: noneFound('form/rule filings with a rate impact'),
  },
  {
    id: 'RC-02',
    title: 'rate change type follows the sign of the impact',
    source: 'DATASET-FACTS "Filing types and statuses" (Increase, Decrease or Neutral)',
    reason: 'Definitional: Increase > 0, Decrease < 0, Neutral = 0.',
    sql: `select count(*) as total, count(*) filter (where
        (w.rate_change_type = 'Increase' and not w.overall_rate_impact > 0)
        or (w.rate_change_type = 'Decrease' and not w.overall_rate_impact < 0)
        or (w.rate_change_type = 'Neutral' and coalesce(w.overall_rate_impact, 0) <> 0)) as value
      from whole_filings w where w.rate_change_type is not null`,
    check: noneFound('mislabelled filings'),
  },
  {
    id: 'RC-03',
    title: 'selected change at or below the indication in magnitude in most rate filings',
    source:
      'DATASET-FACTS "Rate information fields" ("Indicated change is usually above the rate impact actually taken"); issue 20 (16% selecting more is too many)',
    reason:
      'Carriers select at or below the indication (capping, competition); 90% leaves room for judgmental selections.',
    sql: `select count(*) as total,
      count(*) filter (where abs(w.overall_rate_impact) <= abs(w.overall_indicated_change) + 0.001) as ok
      from whole_filings w where ${RATE_FILING} and w.overall_rate_impact <> 0 and w.overall_indicated_change is not null`,
    check: shareAtLeast(0.9, 'rate filings with an indication'),
  },
  {
    id: 'RC-04',
    title: 'personal auto decreases mostly carry a negative indication',
    source:
      'Issue 20 (52% of auto decreases carried a positive indication); CAS ratemaking principles (a decrease is supported by the indication)',
    reason:
      'A decrease against a positive indication needs a competitive reason; 80% allows those.',
    sql: `select count(*) as total, count(*) filter (where w.overall_indicated_change < 0) as ok
      from whole_filings w where ${PERSONAL_AUTO} and ${RATE_FILING} and w.overall_rate_impact < 0
        and w.overall_indicated_change is not null`,
    check: shareAtLeast(0.8, 'auto decreases'),
  },
  {
    id: 'RC-05',
    title: 'private passenger auto yearly premium-weighted changes: 2023 > 2022 > 2024 > 0',
    source: `${SIZES}: +12.0% (2022), +16.4% (2023), +7.2% (2024)`,
    reason: 'The ordering of the published years, by effective year of filings that took effect.',
    sql: weightedChangeByYear(PRIVATE_PASSENGER_AUTO, [2022, 2023, 2024]),
    check: (rows) => {
      const v = valuesByKey(rows);
      const [y22, y23, y24] = [v.get('2022'), v.get('2023'), v.get('2024')];
      const pass =
        y22 !== undefined &&
        y23 !== undefined &&
        y24 !== undefined &&
        y23 > y22 &&
        y22 > y24 &&
        y24 > 0;
      return { pass, measured: describeValues(v, asPercent), threshold: '2023 > 2022 > 2024 > 0' };
    },
  },
  {
    id: 'RC-06',
    title: 'private passenger auto 2022-2024 premium-weighted changes near the published figures',
    source: `${SIZES}`,
    reason:
      'Within 5 points of +12.0/+16.4/+7.2: a few hundred filings a year, premium-weighted, are noisy.',
    sql: weightedChangeByYear(PRIVATE_PASSENGER_AUTO, [2022, 2023, 2024]),
    check: nearFacts({ '2022': 12.0, '2023': 16.4, '2024': 7.2 }, 5),
  },
  {
    id: 'RC-07',
    title: 'homeowners 2023-2024 premium-weighted changes near the published figures',
    source: `${SIZES}: homeowners +12.7% (2023), +10.4% (2024)`,
    reason: 'Within 5 points, as for auto.',
    sql: weightedChangeByYear(OWNER_HOMEOWNERS, [2023, 2024]),
    check: nearFacts({ '2023': 12.7, '2024': 10.4 }, 5),
  },
  {
    id: 'RC-08',
    title: "workers' compensation mean rate impact negative since 2019",
    source:
      'NCCI State of the Line (loss costs down in most states every year since about 2015); DATASET-FACTS "Premium and line trends"',
    reason: 'A decade of decreases: the mean of rate filings submitted from 2019 must be below 0.',
    sql: `select avg(w.overall_rate_impact) as value, count(*) || ' filings' as detail from whole_filings w
      where ${WORKERS_COMP} and ${RATE_FILING} and w.overall_rate_impact is not null
        and w.submitted_date >= date '2019-01-01'`,
    check: valueAtMost(-0.01, asPercent),
  },
  {
    id: 'RC-09',
    title: "workers' compensation changes since 2019 are mostly decreases",
    source:
      'NCCI State of the Line; NCCI annual loss cost filings (decreases in most jurisdictions)',
    reason: 'Most states decreased most years: at least 60% of non-zero changes.',
    sql: `select count(*) as total, count(*) filter (where w.overall_rate_impact < 0) as ok from whole_filings w
      where ${WORKERS_COMP} and ${RATE_FILING} and coalesce(w.overall_rate_impact, 0) <> 0
        and w.submitted_date >= date '2019-01-01'`,
    check: shareAtLeast(0.6, 'WC changes'),
  },
  {
    id: 'RC-10',
    title: 'commercial auto premium-weighted change 2022-2025 within +6% to +12%',
    source:
      'DATASET-FACTS "Premium and line trends" (commercial auto +8-10% a year); CIAB P/C Market Survey',
    reason: '+8-10% with 2 points either side for a small sample.',
    sql: `select sum(w.overall_rate_impact * w.overall_written_premium) / nullif(sum(w.overall_written_premium), 0) as value,
        count(*) || ' filings' as detail
      from whole_filings w where ${COMMERCIAL_AUTO} and ${RATE_FILING} and ${TOOK_EFFECT}
        and w.overall_rate_impact is not null and w.overall_written_premium > 0
        and extract(year from w.effective_date_new) between 2022 and 2025`,
    check: valueWithin(6, 12, asPercent),
  },
  {
    id: 'RC-11',
    title: '2024 private passenger auto: NJ, WA, CA, NY pooled well above NC',
    source: `${SIZES} (2024: NJ 17.5%, WA 16.3%, CA 14.0%, NY 13.1%, NC -0.1%)`,
    reason: 'Published gap about 14 points; the pooled high states must lead NC by at least 5.',
    sql: pooledWeightedChange(PRIVATE_PASSENGER_AUTO, ['NJ', 'WA', 'CA', 'NY'], ['NC'], 2024),
    check: highAboveLow(5),
  },
  {
    id: 'RC-12',
    title: '2024 homeowners: NE, MT, IA, MN, UT, WA pooled well above TX and FL',
    source: `${SIZES} (2024: NE 22.7%, MT/IA/MN/UT/WA above 20%, TX 3.4%, FL 1.0%)`,
    reason: 'Published gap about 18 points; at least 8 for a small sample.',
    sql: pooledWeightedChange(HOMEOWNERS, ['NE', 'MT', 'IA', 'MN', 'UT', 'WA'], ['TX', 'FL'], 2024),
    check: highAboveLow(8),
  },
  {
    id: 'RC-13',
    title: 'largest single rate increase between +25% and +60%',
    source: `${SIZES} ("Single company-state changes reach +30% to +50%")`,
    reason: 'The tail reaches +30-50%; 5-10 points either side for the sample.',
    sql: `select max(w.overall_rate_impact) as value from whole_filings w where ${RATE_FILING}`,
    check: valueWithin(25, 60, asPercent),
  },
  {
    id: 'RC-14',
    title: 'many Rate/Rule filings have 0.000% impact',
    source: 'DATASET-FACTS "Filing types and statuses" (vehicle-symbol or model-year refreshes)',
    reason: '"Many": at least 10% of Rate/Rule filings.',
    sql: `select count(*) as total, count(*) filter (where w.overall_rate_impact = 0) as ok
      from whole_filings w where w.filing_type = 'Rate/Rule'`,
    check: shareAtLeast(0.1, 'Rate/Rule filings'),
  },
];
