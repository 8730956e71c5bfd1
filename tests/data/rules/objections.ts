import {
  asNumber,
  describeValues,
  noneFound,
  shareAtLeast,
  valueAtLeast,
  valuesByKey,
} from './checks.ts';
import type { DataRule } from './data-rule.ts';
import { RATE_FILING } from './sql-fragments.ts';

const THEMES = 'DATASET-FACTS "Objection themes"';
const LIMITS_THEME = "o.summary ~* 'increased limits|limits? factor'";
const FORM_THEME = "o.summary ~* '\\mforms?\\M'";

/** Objection letters: themes chosen by what the filing holds, dates in order, rounds by regime. */
export const OBJECTION_RULES: DataRule[] = [
  {
    id: 'OB-01',
    title: 'at least 25 distinct objection themes',
    source: `${THEMES}; issue 20 ("a library of at least 25 themes")`,
    reason: 'Distinct summaries, a combined summary split on "; ".',
    sql: `select count(distinct trim(t)) as value from objections o
      cross join lateral unnest(string_to_array(o.summary, ';')) t where trim(t) <> ''`,
    check: valueAtLeast(25, (n) => `${n} themes`),
  },
  {
    id: 'OB-02',
    title: 'the themes regulators raise most are present',
    source:
      'Issue 20 (trend selection, loss development, credibility, catastrophe load, profit provision, actuarial memorandum); CAS Statement of Principles Regarding P&C Ratemaking',
    reason: 'Each of the six themes appears in at least one objection letter.',
    sql: `select k as key, count(o.id) as value from unnest(array['trend', 'development', 'credib', 'catastrophe', 'profit', 'memorandum']) k
      left join objections o on o.content ilike '%' || k || '%' or o.summary ilike '%' || k || '%'
      group by k`,
    check: (rows) => {
      const v = valuesByKey(rows);
      const missing = [...v].filter(([, n]) => n === 0).map(([k]) => k);
      return {
        pass: v.size === 6 && missing.length === 0,
        measured: missing.length
          ? `missing: ${missing.join(', ')}`
          : describeValues(v, (n) => `${n}`),
        threshold: 'each of 6 themes in >= 1 letter',
      };
    },
  },
  {
    id: 'OB-03',
    title: 'limits-factor objections only on filings that revise a limits factor',
    source: `${THEMES} ("Changes to increased limits factors not justified"); issue 20`,
    reason: 'A reviewer objects to limits only when the filing changes them: none allowed.',
    sql: `select (select count(*) from objections o where ${LIMITS_THEME}) as total, count(*) as value
      from objections o where ${LIMITS_THEME} and not exists (
        select 1 from rating_factors r cross join lateral jsonb_array_elements(r.levels) l
        where r.serff_tracking_number = o.serff_tracking_number
          and (r.category ilike '%limit%' or r.factor ~* 'limit')
          and abs((l->>'after')::float8 - (l->>'before')::float8) >= 0.0005)`,
    check: noneFound('limits objections on filings without a limits change'),
  },
  {
    id: 'OB-04',
    title: 'form objections only on filings with forms',
    source: `${THEMES} ("Whether a form is mandatory or optional"); SERFF filing types`,
    reason: 'A filing without Form in its type has no form to object to: none allowed.',
    sql: `select (select count(*) from objections o where ${FORM_THEME}) as total, count(*) as value
      from objections o join whole_filings w using (serff_tracking_number)
      where ${FORM_THEME} and w.filing_type not like '%Form%'`,
    check: noneFound('form objections on filings without forms'),
  },
  {
    id: 'OB-05',
    title: "each round's objection is dated on or after the previous round's reply",
    source: `${THEMES} ("Regulators may send several rounds; each reply must supply data")`,
    reason: 'A follow-up answers the reply: none allowed before it.',
    sql: `select count(*) as total, count(*) filter (where o.objection_date < p.reply_date) as value
      from objections o join objections p on p.serff_tracking_number = o.serff_tracking_number and p.round = o.round - 1`,
    check: noneFound('follow-up rounds'),
  },
  {
    id: 'OB-06',
    title: 'replies on or after their objection, and letters within submission and disposition',
    source:
      'SERFF filing workflow (objections are sent on a submitted filing, before its disposition)',
    reason: 'Date order: none allowed out of order.',
    sql: `select count(*) as total, count(*) filter (where o.reply_date < o.objection_date
        or o.objection_date < w.submitted_date or o.objection_date > w.disposition_date
        or o.reply_date > w.disposition_date) as value
      from objections o join whole_filings w using (serff_tracking_number)`,
    check: noneFound('letters'),
  },
  {
    id: 'OB-07',
    title: 'at least 80% of disapproved filings were preceded by an objection',
    source: `${THEMES}; issue 20 (55% of disapproved filings never got an objection); SERFF workflow (a regulator objects before disapproving)`,
    reason: "Disapprovals without a letter are rare; 80% is the issue's bar.",
    sql: `select count(*) as total, count(*) filter (where exists (select 1 from objections o
        where o.serff_tracking_number = w.serff_tracking_number
          and (w.disposition_date is null or o.objection_date <= w.disposition_date))) as ok
      from whole_filings w where w.disposition_status = 'Disapproved'`,
    check: shareAtLeast(0.8, 'disapproved filings'),
  },
  {
    id: 'OB-08',
    title: 'mean objection rounds rise with the size of the increase',
    source:
      'Issue 20 ("more rounds for larger increases"); DATASET-FACTS "Review regimes and times" (objections stretch filings)',
    reason:
      'Increases of 10% or more draw at least 0.25 more rounds than 0-5%, and 5-10% lies between (0.05 slack).',
    sql: `select case when w.overall_rate_impact < 5 then 'a: 0-5%' when w.overall_rate_impact < 10 then 'b: 5-10%'
        else 'c: 10%+' end as key, avg((select count(*) from objections o where o.serff_tracking_number = w.serff_tracking_number)) as value
      from whole_filings w where ${RATE_FILING} and w.overall_rate_impact > 0 group by 1 order by 1`,
    check: (rows) => {
      const v = valuesByKey(rows);
      const [a, b, c] = [v.get('a: 0-5%'), v.get('b: 5-10%'), v.get('c: 10%+')];
      const pass =
        a !== undefined &&
        b !== undefined &&
        c !== undefined &&
        c >= a + 0.25 &&
        b >= a - 0.05 &&
        b <= c + 0.05;
      return {
        pass,
        measured: describeValues(v, asNumber),
        threshold: '10%+ >= 0-5% + 0.25, 5-10% between',
      };
    },
  },
  {
    id: 'OB-09',
    title: 'more objection rounds in prior-approval states than in file-and-use',
    source:
      'NAIC Compendium of State Laws (prior approval: the regulator reviews before use); issue 20',
    reason:
      'Prior approval means review before use: at least 0.2 more rounds on average on rate filings.',
    sql: `select case when w.approval_type = 'Prior Approval' then 'prior approval' else 'file/use and file' end as key,
        avg((select count(*) from objections o where o.serff_tracking_number = w.serff_tracking_number)) as value
      from whole_filings w where ${RATE_FILING} and w.approval_type in ('Prior Approval', 'File and Use', 'Use and File')
      group by 1`,
    check: (rows) => {
      const v = valuesByKey(rows);
      const pa = v.get('prior approval');
      const fu = v.get('file/use and file');
      return {
        pass: pa !== undefined && fu !== undefined && pa >= fu + 0.2,
        measured: describeValues(v, asNumber),
        threshold: 'prior approval >= file-and-use + 0.2 rounds',
      };
    },
  },
  {
    id: 'OB-10',
    title: "a filing's objection count is its number of rounds",
    source: 'SERFF filing (objection letters listed per filing)',
    reason: 'Consistency: none allowed to differ.',
    sql: `select count(*) as total, count(*) filter (where w.objection_count <> coalesce(o.n, 0)) as value
      from whole_filings w left join (select serff_tracking_number, count(*) as n from objections group by 1) o
        using (serff_tracking_number)`,
    check: noneFound('filings'),
  },
  {
    id: 'OB-11',
    title: 'objection letters ask numbered questions',
    source: 'Issue 20 ("with numbered questions"); state DOI objection letters (numbered items)',
    reason: 'At least 90% of letters carry an item numbered 1.',
    sql: `select count(*) as total, count(*) filter (where o.content ~ '(^|\\n)\\s*\\(?1[.)]\\s') as ok from objections o`,
    check: shareAtLeast(0.9, 'letters'),
  },
];
