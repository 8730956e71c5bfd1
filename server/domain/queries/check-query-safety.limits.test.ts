import { beforeAll, describe, expect, it } from 'vitest';
import { checkQuerySafety, loadQueryParser } from './check-query-safety.ts';

beforeAll(() => loadQueryParser());

function refusal(sql: string): string {
  const verdict = checkQuerySafety(sql);
  return verdict.ok ? '' : verdict.message;
}

describe('attribute notation goes through the function allow-list', () => {
  it.each([
    ['select f.row_to_json from filings f', /row_to_json is not a column/],
    ['select (f).record_send from filings f', /record_send is not a column/],
    ['select filings.pg_read_file from filings', /pg_read_file is not a column/],
  ])('%s', (sql, message) => {
    expect(refusal(sql)).toMatch(message);
  });

  it.each([
    'select f.state, f.rate_impact from filings f',
    'select (f).state from filings f',
    'select x.n from (select 1 as n) x',
    'with t(k) as (select 1) select t.k from t',
    "select e.value from jsonb_array_elements('[1]') e",
  ])('allows columns: %s', (sql) => {
    expect(refusal(sql)).toBe('');
  });
});

describe('queries too big to plan are refused with a message', () => {
  it('refuses deep nesting before parsing', () => {
    const sql = `select ${'('.repeat(3000)}1${')'.repeat(3000)}`;
    expect(refusal(sql)).toMatch(/nests brackets 3000 levels deep; at most 48/);
  });

  it('refuses long expression chains without throwing', () => {
    expect(refusal(`select 1${'+1'.repeat(5000)}`)).toMatch(/too deeply|too large/);
  });

  it('refuses hundreds of chained CTEs', () => {
    const ctes = Array.from({ length: 600 }, (_, i) => `c${i} as (select ${i})`).join(', ');
    expect(refusal(`with ${ctes} select 1`)).toMatch(/more than 20 WITH items/);
  });

  it('refuses too many FROM items', () => {
    const from = Array.from({ length: 40 }, (_, i) => `filings f${i}`).join(', ');
    expect(refusal(`select 1 from ${from}`)).toMatch(/more than 32 tables/);
  });

  it('never answers [object Object]', () => {
    for (const sql of ['select ((((1', `select ${'array['.repeat(40)}1${']'.repeat(40)}`]) {
      expect(refusal(sql)).not.toMatch(/object Object/);
    }
  });
});
