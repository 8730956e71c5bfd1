import { describe, expect, it } from 'vitest';
import { buildIntent } from '#tests/support/factories/intent.ts';
import { buildIntentSql } from './build-intent-sql.ts';
import type { Intent } from './intent.ts';

const intent = buildIntent;

describe('buildIntentSql', () => {
  it('lists filings, newest first, when nothing is measured or grouped', () => {
    expect(buildIntentSql(intent({}))).toBe(
      [
        'select f.serff_tracking_number, f.carrier, f.state, f.product_name, f.disposition_status, f.submitted_date, f.rate_impact',
        'from filings f',
        'order by f.submitted_date desc nulls last, f.serff_tracking_number',
      ].join('\n'),
    );
  });

  it('orders a list by a metric and caps it', () => {
    const sql = buildIntentSql(
      intent({ order: { direction: 'asc', metric: 'days_to_approval' }, limit: 2.7 }),
    );
    expect(sql).toMatch(
      /order by f\.days_to_approval asc nulls last, f\.serff_tracking_number\nlimit 2$/,
    );
    expect(buildIntentSql(intent({ limit: 0 }))).toMatch(/limit 1$/);
  });

  it('groups and measures, ordering by the first measure', () => {
    expect(
      buildIntentSql(
        intent({
          groupBy: ['state'],
          measures: [
            { aggregate: 'count', metric: 'filings' },
            { aggregate: 'median', metric: 'rate_impact' },
          ],
        }),
      ),
    ).toBe(
      [
        'select f.state, count(*) as filings, round((percentile_cont(0.5) within group (order by f.rate_impact))::numeric, 2) as median_rate_impact',
        'from filings f',
        'group by 1',
        'order by filings desc nulls last, 1',
      ].join('\n'),
    );
  });

  it('escapes quotes in filter values and uses IN for several', () => {
    const filters: Intent['filters'] = new Map([
      ['carrier', ["O'Brien Mutual"]],
      ['state', ['TX', 'OK']],
    ]);
    const sql = buildIntentSql(intent({ filters }));
    expect(sql).toContain("where f.carrier = 'O''Brien Mutual'\n  and f.state in ('TX', 'OK')");
  });

  it('joins company figures for companies, reads their columns and counts distinct filings', () => {
    const sql = buildIntentSql(
      intent({
        groupBy: ['company'],
        measures: [
          { aggregate: 'weighted', metric: 'rate_impact' },
          { aggregate: 'count', metric: 'filings' },
        ],
      }),
    );
    expect(sql).toBe(
      [
        'select c.company, round((sum(c.rate_impact * c.written_premium_for_program) / nullif(sum(c.written_premium_for_program) filter (where c.rate_impact is not null), 0))::numeric, 2) as premium_weighted_rate_impact, count(distinct f.serff_tracking_number) as filings',
        'from filings f',
        'join company_rate_figures c on c.serff_tracking_number = f.serff_tracking_number',
        'group by 1',
        'order by premium_weighted_rate_impact desc nulls last, 1',
      ].join('\n'),
    );
  });

  it('joins reviews for a reviewer filter', () => {
    const sql = buildIntentSql(intent({ filters: new Map([['reviewer', ['Alice']]]) }));
    expect(sql).toContain('join reviews r on r.serff_tracking_number = f.serff_tracking_number');
    expect(sql).toContain("where r.reviewer_name = 'Alice'");
  });

  it('puts row conditions in WHERE and measure conditions in HAVING', () => {
    const sql = buildIntentSql(
      intent({
        groupBy: ['carrier'],
        measures: [{ aggregate: 'avg', metric: 'rate_impact' }],
        conditions: [
          { metric: 'rate_impact', op: '>', value: 0 },
          {
            metric: 'filings',
            op: '>=',
            value: 5,
            measure: { aggregate: 'count', metric: 'filings' },
          },
        ],
      }),
    );
    expect(sql).toContain('where f.rate_impact > 0');
    expect(sql).toContain('having count(*) >= 5');
  });

  it('buckets by time on the date field, keeps dated rows and orders by the bucket', () => {
    const sql = buildIntentSql(
      intent({
        groupBy: ['quarter'],
        measures: [{ aggregate: 'sum', metric: 'written_premium' }],
        dateField: 'disposition_date',
        dates: [
          { kind: 'range', from: '2024-01-01', to: '2025-01-01' },
          { kind: 'relative', months: 12 },
          { kind: 'quarter-of-year', quarter: 2 },
        ],
      }),
    );
    expect(sql).toBe(
      [
        `select to_char(f.disposition_date, 'YYYY-"Q"Q') as quarter, sum(f.written_premium) as total_written_premium, min(extract(quarter from f.disposition_date))::int as quarter_number`,
        'from filings f',
        "where f.disposition_date >= date '2024-01-01'",
        "  and f.disposition_date < date '2025-01-01'",
        "  and f.disposition_date >= current_date - interval '12 months'",
        '  and f.disposition_date <= current_date',
        '  and extract(quarter from f.disposition_date) = 2',
        '  and f.disposition_date is not null',
        'group by 1',
        'order by 1',
      ].join('\n'),
    );
  });

  it('ends a rolling window today, since an effective date may lie ahead', () => {
    const sql = buildIntentSql(intent({ dates: [{ kind: 'relative', months: 7 }] }));
    expect(sql).toContain("f.effective_date_new >= current_date - interval '7 months'");
    expect(sql).toContain('f.effective_date_new <= current_date');
    const days = buildIntentSql(intent({ dates: [{ kind: 'relative', days: 45 }] }));
    expect(days).toContain('f.effective_date_new <= current_date');
  });

  it('keeps a filing none of whose reviews has the value left out, not its other reviews', () => {
    const role = buildIntentSql(intent({ exclusions: new Map([['role', ['lead']]]) }));
    expect(role).toContain(
      "not exists (select 1 from reviews x where x.serff_tracking_number = f.serff_tracking_number and x.role = 'lead')",
    );
    expect(role).not.toContain('join reviews r');
    const titles = buildIntentSql(
      intent({ exclusions: new Map([['reviewer_title', ['Actuary', 'Analyst']]]) }),
    );
    expect(titles).toContain(
      "x.reviewer_id in (select v.reviewer_id from reviewers v where v.title in ('Actuary', 'Analyst'))",
    );
    // Counting the reviews themselves, or a row per role: the reviews of that role are left out.
    const perRole = buildIntentSql(
      intent({ groupBy: ['role'], exclusions: new Map([['role', ['lead']]]) }),
    );
    expect(perRole).toContain("r.role <> 'lead'");
  });

  it('names measures by aggregate and metric', () => {
    const sql = buildIntentSql(
      intent({
        measures: [
          { aggregate: 'max', metric: 'objection_count' },
          { aggregate: 'min', metric: 'days_to_approval' },
        ],
        order: { direction: 'asc', measure: { aggregate: 'min', metric: 'days_to_approval' } },
      }),
    );
    expect(sql).toContain('max(f.objection_count) as max_objections');
    expect(sql).toContain('min(f.days_to_approval) as min_days_to_approval');
    expect(sql).toMatch(/order by min_days_to_approval asc nulls last$/);
  });
});
