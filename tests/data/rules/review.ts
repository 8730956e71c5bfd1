import { asDays, describeValues, noneFound, shareWithin, valuesByKey } from './checks.ts';
import type { DataRule, Row, Verdict } from './data-rule.ts';
import { PERSONAL_AUTO, RATE_FILING } from './sql-fragments.ts';

const DAYS = 'DATASET-FACTS "Days to approval (median)" and "Review regimes and times (more)"';
const OUTCOMES = 'DATASET-FACTS "Filing types and statuses" (outcome rates)';

/** Share of a state's decided filings with one of `statuses`: { ok, total }. */
function outcomeShare(state: string, statuses: string[]): string {
  return `select count(*) as total,
      count(*) filter (where w.disposition_status in (${statuses.map((s) => `'${s}'`).join(', ')})) as ok
    from whole_filings w where w.state = '${state}' and w.disposition_date is not null`;
}

/** Rows keyed `a` and `b` (their labels): a must be at least `factor` times b. */
function aTimesB(factor: number, aKey: string, bKey: string): (rows: Row[]) => Verdict {
  return (rows) => {
    const v = valuesByKey(rows);
    const a = v.get(aKey);
    const b = v.get(bKey);
    return {
      pass: a !== undefined && b !== undefined && a >= factor * b,
      measured: describeValues(v, asDays),
      threshold: `${aKey} >= ${factor} x ${bKey}`,
    };
  };
}

/** DOI review: one regime per state and line, days by regime and state, outcome rates. */
export const REVIEW_RULES: DataRule[] = [
  {
    id: 'RV-01',
    title: 'one approval type per state and line among rate filings',
    source:
      'NAIC Compendium of State Laws on Insurance Topics (rate filing methods by state and line)',
    reason: "A state's rating law sets one regime per line: no state and line may mix them.",
    sql: `select count(*) as total, count(*) filter (where n > 1) as value,
        string_agg(case when n > 1 then k end, ', ') as detail
      from (select w.state || ' ' || left(w.line_of_business, 4) as k, count(distinct w.approval_type) as n
        from whole_filings w where ${RATE_FILING} and w.approval_type is not null group by 1) x`,
    check: noneFound('state-line pairs mixing regimes'),
  },
  {
    id: 'RV-02',
    title: 'outside CA, TX and NY, prior approval takes at least 1.5 times as long as file-and-use',
    source: `${DAYS} (prior approval longest; file-and-use and use-and-file fast)`,
    reason:
      'Review before use against review after: medians of decided rate filings, 1.5x at least.',
    sql: `select case when w.approval_type = 'Prior Approval' then 'prior approval' else 'file and use / use and file' end as key,
        percentile_cont(0.5) within group (order by w.days_to_approval) as value
      from whole_filings w where ${RATE_FILING} and w.days_to_approval is not null
        and w.state not in ('CA', 'TX', 'NY') and w.approval_type in ('Prior Approval', 'File and Use', 'Use and File')
      group by 1`,
    check: aTimesB(1.5, 'prior approval', 'file and use / use and file'),
  },
  {
    id: 'RV-03',
    title: 'CA, NY, NJ and MD medians are long: each at least 60 days and above the other states',
    source: `${DAYS} (CA 272-398 days, NY 58-233, MD 25-185); NJ DOBI prior approval`,
    reason:
      'Slow prior-approval states: each median at least 60 days and above the median of all other states.',
    sql: `select case when w.state in ('CA', 'NY', 'NJ', 'MD') then w.state else 'others' end as key,
        percentile_cont(0.5) within group (order by w.days_to_approval) as value
      from whole_filings w where ${RATE_FILING} and w.days_to_approval is not null group by 1`,
    check: (rows) => {
      const v = valuesByKey(rows);
      const others = v.get('others');
      const pass =
        others !== undefined &&
        ['CA', 'NY', 'NJ', 'MD'].every((s) => {
          const d = v.get(s);
          return d !== undefined && d >= 60 && d > others;
        });
      return {
        pass,
        measured: describeValues(v, asDays),
        threshold: 'each >= 60 days and > others',
      };
    },
  },
  {
    id: 'RV-04',
    title: 'California median days for rate filings between 120 and 400',
    source: `${DAYS} (CA all lines 398 days in 2022, 272 in Q1 2025; framework aims at about 160)`,
    reason: 'The published range with a margin below for earlier years.',
    sql: `select percentile_cont(0.5) within group (order by w.days_to_approval) as value
      from whole_filings w where ${RATE_FILING} and w.state = 'CA' and w.days_to_approval is not null`,
    check: (rows) => {
      const v = rows[0]?.value;
      const days = typeof v === 'number' ? v : Number(v);
      return {
        pass: Number.isFinite(days) && days >= 120 && days <= 400,
        measured: Number.isFinite(days) ? asDays(days) : 'no data',
        threshold: '120-400 days',
      };
    },
  },
  {
    id: 'RV-05',
    title: 'Texas about 7% disapproved',
    source: `${OUTCOMES} (Texas about 7% disapproved)`,
    reason: '3-12%: a few hundred Texas filings give a standard error near 1.5 points.',
    sql: outcomeShare('TX', ['Disapproved']),
    check: shareWithin(0.03, 0.12, 'decided TX filings'),
  },
  {
    id: 'RV-06',
    title: 'Texas about 7% withdrawn',
    source: `${OUTCOMES} (Texas about 7% withdrawn)`,
    reason: '3-12%, as RV-05.',
    sql: outcomeShare('TX', ['Withdrawn']),
    check: shareWithin(0.03, 0.12, 'decided TX filings'),
  },
  {
    id: 'RV-07',
    title: 'New York about 12% disapproved',
    source: `${OUTCOMES} (New York about 12% disapproved)`,
    reason: '6-18% for the sample.',
    sql: outcomeShare('NY', ['Disapproved']),
    check: shareWithin(0.06, 0.18, 'decided NY filings'),
  },
  {
    id: 'RV-08',
    title: 'California rejected plus withdrawn near 40%',
    source: `${OUTCOMES} (California rejected plus withdrawn close to 40%)`,
    reason: '30-50% for the sample.',
    sql: outcomeShare('CA', ['Disapproved', 'Withdrawn']),
    check: shareWithin(0.3, 0.5, 'decided CA filings'),
  },
  {
    id: 'RV-09',
    title: 'fast auto states (WI, NM, SD) decide auto filings in a median of 20 days or less',
    source: `${DAYS} (WI 7, NM 9, SD 10 days for auto)`,
    reason: 'Published 7-10 days; 20 allows for objections on some filings.',
    sql: `select percentile_cont(0.5) within group (order by w.days_to_approval) as value
      from whole_filings w where ${PERSONAL_AUTO} and w.state in ('WI', 'NM', 'SD') and w.days_to_approval is not null`,
    check: (rows) => {
      const v = rows[0]?.value;
      const days = typeof v === 'number' ? v : Number(v);
      return {
        pass: v !== null && v !== undefined && Number.isFinite(days) && days <= 20,
        measured: v === null || v === undefined ? 'no data' : asDays(days),
        threshold: '<= 20 days',
      };
    },
  },
  {
    id: 'RV-10',
    title: 'filings with objections take longer than those without',
    source: `${DAYS} ("Objections lengthen the time to approval")`,
    reason: 'Median days with at least one objection must exceed those without by 20%.',
    sql: `select case when w.objection_count > 0 then 'with objections' else 'without' end as key,
        percentile_cont(0.5) within group (order by w.days_to_approval) as value
      from whole_filings w where w.days_to_approval is not null group by 1`,
    check: aTimesB(1.2, 'with objections', 'without'),
  },
  {
    id: 'RV-11',
    title: 'days to approval are the days from submission to disposition',
    source: 'SERFF filing dates (Date Submitted, Disposition Date)',
    reason: 'Consistency: none allowed to differ, none negative.',
    sql: `select count(*) as total, count(*) filter (where w.days_to_approval <> w.disposition_date - w.submitted_date
        or w.days_to_approval < 0) as value
      from whole_filings w where w.days_to_approval is not null`,
    check: noneFound('filings'),
  },
];
