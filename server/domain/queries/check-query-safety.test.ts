import { beforeAll, describe, expect, it } from 'vitest';
import { checkQuerySafety, loadQueryParser } from './check-query-safety.ts';

beforeAll(() => loadQueryParser());

function refusal(sql: string): { message: string; position: number } {
  const verdict = checkQuerySafety(sql);
  if (verdict.ok) throw new Error(`accepted: ${sql}`);
  return { message: verdict.message, position: verdict.position };
}

describe('checkQuerySafety accepts', () => {
  it.each([
    'select state, count(*) from filings group by state order by 2 desc',
    'select * from query_views.filings where rate_impact > 5',
    'with t as (select state from filings) select count(*) from t',
    'select n from generate_series(1, 10) n',
    "select coalesce(summary, '') from objections o join filings f using (serff_tracking_number)",
    'select rate_impact::numeric(5,1) from filings',
    'select rank() over (partition by state order by rate_impact) from filings',
    'select pg_catalog.lower(state) from filings',
  ])('%s', (sql) => {
    expect(checkQuerySafety(sql).ok).toBe(true);
  });

  it('returns the statement alone, without the semicolon, comment or blanks around it', () => {
    const sql = '  \n select 1 from filings ; -- trailing';
    expect(checkQuerySafety(sql)).toEqual({ ok: true, sql: 'select 1 from filings', offset: 4 });
  });

  it('counts the offset in characters, not bytes', () => {
    const sql = '/* é */ select 1';
    expect(checkQuerySafety(sql)).toEqual({ ok: true, sql: 'select 1', offset: 8 });
  });
});

describe('checkQuerySafety refuses', () => {
  it('anything but one SELECT', () => {
    expect(refusal('')).toEqual({ message: 'Query cannot be empty', position: 0 });
    expect(refusal(' ; -- nothing')).toEqual({ message: 'The query is empty', position: 0 });
    expect(refusal('select 1; select 2')).toEqual({
      message: 'Only one statement is allowed',
      position: 11,
    });
    expect(refusal("delete from filings where state = 'TX'")).toEqual({
      message: 'Only SELECT is allowed, not DeleteStmt',
      position: 1,
    });
    expect(refusal('with d as (delete from filings returning 1) select * from d').message).toBe(
      'Only SELECT is allowed inside WITH',
    );
  });

  it('relations other than the query views, pointing at them', () => {
    expect(refusal('select * from filings, pg_user')).toEqual({
      message: expect.stringMatching(/^Relation pg_user is not one of the query views \(filings, /),
      position: 24,
    });
    expect(refusal('select * from public.filings').message).toMatch(
      /^Relation public\.filings is not one of the query views/,
    );
    expect(refusal('select * from db.query_views.filings').message).toMatch(
      /^Relation filings is not one of the query views/,
    );
  });

  it('a CTE used before it is written, and recursive CTEs', () => {
    expect(refusal('with a as (select * from b), b as (select 1) select * from a').message).toMatch(
      /^Relation b is not one of the query views/,
    );
    expect(refusal('with recursive r as (select 1) select * from r').message).toBe(
      'WITH RECURSIVE is not allowed',
    );
  });

  it('functions off the allow-list, schema-qualified ones, and set functions where they do not belong', () => {
    expect(refusal('select pg_sleep(10)')).toEqual({
      message: 'Function pg_sleep() is not allowed in a custom query',
      position: 8,
    });
    expect(refusal('select public.lower(state) from filings').message).toBe(
      'Function public.lower() is not allowed in a custom query',
    );
    expect(refusal("select * from lower('x')").message).toBe(
      'Function lower() cannot be used in FROM',
    );
    expect(
      refusal('select * from generate_series(1, (select count(*) from filings))').message,
    ).toBe('generate_series() takes constant arguments only');
  });

  it('casts to types off the allow-list', () => {
    expect(refusal("select 'x'::regclass").message).toBe('Casting to regclass is not allowed');
  });

  it('locking, SELECT INTO and parameters', () => {
    expect(refusal('select * from filings for update').message).toBe(
      'Locking clauses (FOR UPDATE / FOR SHARE) are not allowed',
    );
    expect(refusal('select * into t from filings').message).toBe('SELECT INTO is not allowed');
    expect(refusal('select * from filings where state = $1').message).toBe(
      'Parameters ($1) are not allowed',
    );
  });

  it('NUL bytes and overlong text before parsing', () => {
    expect(refusal('select 1\u0000')).toEqual({
      message: 'The query contains a NUL byte',
      position: 0,
    });
    expect(refusal(`select ${'1+'.repeat(10_001)}1`).message).toBe('The query is too long');
  });

  it('syntax errors, with the parser position (1-based)', () => {
    const { message, position } = refusal('select * form filings');
    expect(message).toMatch(/syntax error at or near "form"/);
    expect(position).toBe(10);
  });
});
