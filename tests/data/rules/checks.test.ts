import { describe, expect, it } from 'vitest';
import {
  asPercent,
  describeValues,
  noneFound,
  noViolations,
  numberOf,
  shareAtLeast,
  shareWithin,
  valueAtLeast,
  valueAtMost,
  valuesByKey,
  valueWithin,
} from './checks.ts';

describe('numberOf', () => {
  it('reads numbers and numeric strings, and nothing else', () => {
    expect(numberOf({ v: 3 }, 'v')).toBe(3);
    expect(numberOf({ v: '2.5' }, 'v')).toBe(2.5);
    expect(numberOf({ v: null }, 'v')).toBeNull();
    expect(numberOf({ v: 'abc' }, 'v')).toBeNull();
    expect(numberOf(undefined, 'v')).toBeNull();
  });
});

describe('noViolations', () => {
  const check = noViolations('tables');
  it('passes with none offending out of some', () => {
    expect(check([{ value: 0, total: 5 }])).toEqual({
      pass: true,
      measured: '0 of 5 tables',
      threshold: '0 tables offending',
    });
  });
  it('fails with offenders, and with nothing examined', () => {
    expect(check([{ value: 2, total: 5, detail: 'CA' }]).measured).toBe('2 of 5 tables (CA)');
    expect(check([{ value: 2, total: 5 }]).pass).toBe(false);
    expect(check([{ value: 0, total: 0 }]).pass).toBe(false);
  });
});

describe('noneFound', () => {
  it('passes on an empty population and fails on any offender', () => {
    expect(noneFound('rows')([{ value: 0 }]).pass).toBe(true);
    expect(noneFound('rows')([]).pass).toBe(true);
    expect(noneFound('rows')([{ value: '1', total: 9 }])).toEqual({
      pass: false,
      measured: '1 of 9 rows',
      threshold: '0 rows',
    });
  });
});

describe('shares', () => {
  it('compares ok / total with the bounds', () => {
    expect(shareAtLeast(0.9, 'pairs')([{ ok: 9, total: 10 }]).pass).toBe(true);
    expect(shareAtLeast(0.9, 'pairs')([{ ok: 8, total: 10 }])).toEqual({
      pass: false,
      measured: '80.0% (8 of 10 pairs)',
      threshold: '>= 90.0%',
    });
    expect(shareWithin(0.03, 0.12, 'x')([{ ok: 13, total: 100 }]).pass).toBe(false);
    expect(shareWithin(0.03, 0.12, 'x')([{ ok: 7, total: 100 }]).threshold).toBe('3.0%-12.0%');
    expect(shareWithin(0, 0.005, 'x')([{ ok: 0, total: 100 }]).threshold).toBe('<= 0.5%');
  });
  it('fails without a population', () => {
    expect(shareAtLeast(0.5, 'x')([{ ok: 0, total: 0 }]).pass).toBe(false);
  });
});

describe('values', () => {
  it('checks bounds and states them', () => {
    expect(valueWithin(6, 12, asPercent)([{ value: 5.6 }])).toEqual({
      pass: false,
      measured: '+5.60%',
      threshold: '+6.00% to +12.00%',
    });
    expect(valueAtLeast(1, asPercent)([{ value: 1 }]).threshold).toBe('>= +1.00%');
    expect(valueAtMost(0, asPercent)([{ value: -1 }]).pass).toBe(true);
    expect(valueAtMost(0, asPercent)([{ value: null }]).pass).toBe(false);
  });
  it('keys rows and describes them', () => {
    const v = valuesByKey([
      { key: '2022', value: '12' },
      { key: '2023', value: 16.4 },
      { key: 2024, value: 1 },
    ]);
    expect([...v]).toEqual([
      ['2022', 12],
      ['2023', 16.4],
    ]);
    expect(describeValues(v, asPercent)).toBe('2022 +12.00%, 2023 +16.40%');
    expect(describeValues(new Map(), asPercent)).toBe('no data');
  });
});
