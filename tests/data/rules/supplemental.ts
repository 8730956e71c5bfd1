import { asPoints, describeValues, noneFound, shareAtLeast, valuesByKey } from './checks.ts';
import type { DataRule, Row, Verdict } from './data-rule.ts';
import { HOMEOWNERS, PERSONAL_AUTO } from './sql-fragments.ts';

const TRENDS =
  'DATASET-FACTS "Premium and line trends" (auto frequency fell 20-30% in 2020; severity rose sharply 2021-2023)';

/** Rows keyed `aKey` and `bKey`: a must exceed b by at least `margin` points. */
function aAboveB(margin: number, aKey: string, bKey: string): (rows: Row[]) => Verdict {
  return (rows) => {
    const v = valuesByKey(rows);
    const a = v.get(aKey);
    const b = v.get(bKey);
    return {
      pass: a !== undefined && b !== undefined && a >= b + margin,
      measured: describeValues(v, asPoints),
      threshold: `${aKey} >= ${bKey} + ${margin} pts`,
    };
  };
}

/** Mean auto trend (a column of supplemental_metrics) for two groups of submission years. */
function autoTrendByYears(column: string, a: [string, string], b: [string, string]): string {
  return `select case when extract(year from w.submitted_date) ${a[1]} then '${a[0]}' else '${b[0]}' end as key,
      avg(m.${column}) as value
    from supplemental_metrics m join whole_filings w using (serff_tracking_number)
    where ${PERSONAL_AUTO} and m.${column} is not null
      and (extract(year from w.submitted_date) ${a[1]} or extract(year from w.submitted_date) ${b[1]})
    group by 1`;
}

/** Supplemental metrics: expense ratios by line, loss ratios, and trends that move by year. */
export const SUPPLEMENTAL_RULES: DataRule[] = [
  {
    id: 'SM-01',
    title: 'expense ratios differ by line',
    source:
      'NAIC Report on Profitability by Line by State (underwriting expense ratios differ by line: homeowners and commercial lines above personal auto)',
    reason: 'Issue 20 found one 27% for every line; the line means must spread at least 4 points.',
    sql: `select w.line_of_business as key, avg(m.expense_ratio) as value
      from supplemental_metrics m join whole_filings w using (serff_tracking_number)
      where m.expense_ratio is not null group by 1 having count(*) >= 20`,
    check: (rows) => {
      const v = valuesByKey(rows);
      const means = [...v.values()];
      const spread = means.length > 1 ? Math.max(...means) - Math.min(...means) : 0;
      return {
        pass: spread >= 4,
        measured: `spread ${asPoints(spread)} (${describeValues(v, asPoints)})`,
        threshold: 'max - min line mean >= 4 pts',
      };
    },
  },
  {
    id: 'SM-02',
    title: 'expense ratios between 12% and 42% of premium',
    source:
      'NAIC Report on Profitability by Line by State; migration 140 (ratios stored in percent)',
    reason: 'Underwriting expense ratios run about 20-35% by line; 99% inside a wide band.',
    sql: `select count(*) as total, count(*) filter (where expense_ratio between 12 and 42) as ok
      from supplemental_metrics where expense_ratio is not null`,
    check: shareAtLeast(0.99, 'metric rows'),
  },
  {
    id: 'SM-03',
    title: 'permissible loss ratio plus expense ratio between 88% and 102%',
    source:
      'CAS Statement of Principles Regarding P&C Ratemaking (PLR = 1 - expense provision - profit and contingencies)',
    reason: 'Profit and contingencies provisions run about -2% to +12%.',
    sql: `select count(*) as total, count(*) filter (where expense_ratio + permissible_loss_ratio between 88 and 102) as ok
      from supplemental_metrics where expense_ratio is not null and permissible_loss_ratio is not null`,
    check: shareAtLeast(0.99, 'metric rows'),
  },
  {
    id: 'SM-04',
    title: 'auto frequency trend of filings submitted in 2021 below that of 2019',
    source: `${TRENDS}; IIHS/HLDI and ISO Fast Track (2020 claim frequency drop)`,
    reason:
      'Historic trends fitted in 2021 include the 2020 drop: at least 1 point lower than in 2019.',
    sql: autoTrendByYears('historic_frequency_trend', ['2019', '= 2019'], ['2021', '= 2021']),
    check: aAboveB(1, '2019', '2021'),
  },
  {
    id: 'SM-05',
    title: 'auto severity trend of 2022-2024 filings above 2018-2019',
    source: `${TRENDS}; BLS CPI motor vehicle repair and parts (double-digit rises 2022-2023)`,
    reason: 'Severity inflation: the 2022-2024 mean at least 2 points above 2018-2019.',
    sql: autoTrendByYears(
      'historic_severity_trend',
      ['2022-2024', 'between 2022 and 2024'],
      ['2018-2019', 'between 2018 and 2019'],
    ),
    check: aAboveB(2, '2022-2024', '2018-2019'),
  },
  {
    id: 'SM-06',
    title:
      'coverages belong to the line: no vehicle coverages on homeowners, no property perils on auto',
    source:
      'ISO Personal Auto Policy (liability, med pay/PIP, UM, physical damage) and Homeowners forms (Coverages A-F, perils)',
    reason: 'A coverage the policy does not carry cannot have metrics: none allowed.',
    sql: `select count(*) as value, string_agg(distinct m.coverage, ', ') as detail
      from supplemental_metrics m join whole_filings w using (serff_tracking_number)
      where (${HOMEOWNERS} and m.coverage ~* 'collision|comprehensive|bodily injury|uninsured')
        or (${PERSONAL_AUTO} and m.coverage ~* 'wind|hail|hurricane|wildfire|dwelling|non-catastrophe')`,
    check: noneFound('misplaced metric rows'),
  },
];
