/**
 * SQL fragments shared by the rules. Lines are matched on the SERFF Type of Insurance code that
 * starts line_of_business and sub_toi (04.0 Homeowners, 16.0 Workers Compensation, 19.0 Personal
 * Auto, 20.0 Commercial Auto), so a renamed line keeps matching.
 */
export const PERSONAL_AUTO = "w.line_of_business like '19.0%'";
export const PRIVATE_PASSENGER_AUTO = "(w.sub_toi like '19.0000%' or w.sub_toi like '19.0001%')";
export const HOMEOWNERS = "w.line_of_business like '04.0%'";
/** Owner-occupied homeowners (combinations and 04.0003), without renters, condos, mobile homes. */
export const OWNER_HOMEOWNERS = "(w.sub_toi like '04.0000%' or w.sub_toi like '04.0003%')";
export const WORKERS_COMP = "w.line_of_business like '16.0%'";
export const COMMERCIAL_AUTO = "w.line_of_business like '20.0%'";

/** Filing types that may revise rates (SERFF: Rate, Rate/Rule, Form/Rate/Rule). */
export const RATE_FILING = "w.filing_type like '%Rate%'";
/** Form-only and rule-only filings. */
export const FORM_OR_RULE_FILING = "w.filing_type in ('Form', 'Rule')";

/** Statuses under which a filing's rates took effect (server/domain/filings/took-effect.ts). */
export const TOOK_EFFECT =
  "w.disposition_status in ('Approved', 'Closed-Approved', 'Approved as Amended', 'Closed-Received/Filed', 'Filed', 'Acknowledged', 'Authorized', 'Deemed')";

/** A SQL list of string literals: ('CA', 'HI'). */
export function sqlList(values: readonly string[]): string {
  return `(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`;
}

/**
 * Premium-weighted mean rate impact of rate filings that took effect, by effective year:
 * rows { key: year, value: percent }.
 */
export function weightedChangeByYear(where: string, years: readonly number[]): string {
  return `select extract(year from w.effective_date_new)::int::text as key,
    sum(w.overall_rate_impact * w.overall_written_premium) / nullif(sum(w.overall_written_premium), 0) as value,
    count(*) as n
  from whole_filings w
  where ${where} and ${RATE_FILING} and ${TOOK_EFFECT}
    and w.overall_rate_impact is not null and w.overall_written_premium > 0
    and extract(year from w.effective_date_new) in (${years.join(', ')})
  group by 1 order by 1`;
}

/**
 * Tables (rating_factors rows) matched by `where` whose relativities, listed in ascending order of
 * the variable, move against `direction` between neighbouring levels (before or after the change),
 * by more than rounding: { value: offending tables, total: tables }.
 */
export function nonMonotoneTables(where: string, direction: 'increasing' | 'decreasing'): string {
  const wrong = direction === 'increasing' ? '<' : '>';
  const slack = direction === 'increasing' ? '- 0.0005' : '+ 0.0005';
  return `with t as (
    select r.id, r.levels from rating_factors r join whole_filings w using (serff_tracking_number)
    where ${where} and jsonb_array_length(r.levels) > 1),
  steps as (
    select t.id, (l.v->>'after')::float8 as a, (l.v->>'before')::float8 as b,
      lag((l.v->>'after')::float8) over s as pa, lag((l.v->>'before')::float8) over s as pb
    from t cross join lateral jsonb_array_elements(t.levels) with ordinality as l(v, ord)
    window s as (partition by t.id order by l.ord))
  select (select count(*) from t) as total,
    (select count(distinct id) from steps where a ${wrong} pa ${slack} or b ${wrong} pb ${slack}) as value`;
}
