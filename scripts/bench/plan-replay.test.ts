import { describe, expect, it } from 'vitest';
import { classifyStatement, planReplay } from './plan-replay.ts';

const s = (sql: string, parameters: unknown[] = []) => ({ sql, parameters });

describe('classifyStatement', () => {
  it('tells queries from settings and transaction control', () => {
    expect(classifyStatement('begin')).toBe('begin');
    expect(classifyStatement('COMMIT')).toBe('end');
    expect(classifyStatement('set local enable_seqscan = off')).toBe('setting');
    expect(classifyStatement('  -- note\n with x as (select 1) select * from x')).toBe(
      'explainable',
    );
    expect(classifyStatement('insert into t values (1)')).toBe('explainable');
    expect(classifyStatement('explain (format json) select 1')).toBe('other');
    expect(classifyStatement('savepoint a')).toBe('other');
  });
});

describe('planReplay', () => {
  it('keeps the settings of the transaction a query ran in, and only those', () => {
    const steps = planReplay([
      s('select 1 from a where id = $1', [7]),
      s('begin'),
      s('set transaction read only'),
      s('set local role reader'),
      s('explain (format json) select 2'),
      s('select 2'),
      s('commit'),
      s('select 3'),
    ]);
    expect(steps).toEqual([
      { settings: [], statement: s('select 1 from a where id = $1', [7]) },
      {
        settings: [s('set transaction read only'), s('set local role reader')],
        statement: s('select 2'),
      },
      { settings: [], statement: s('select 3') },
    ]);
  });

  it('ignores settings outside a transaction', () => {
    expect(planReplay([s('set search_path = x'), s('select 1')])).toEqual([
      { settings: [], statement: s('select 1') },
    ]);
  });
});
