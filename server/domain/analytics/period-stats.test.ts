import { describe, expect, it } from 'vitest';
import { toFilingAggregate } from './filing-aggregate.ts';
import type { GroupDimension, GroupedAggregate } from './group-filing-aggregates.ts';
import { toPeriodStats, toValueCounts } from './period-stats.ts';

const row = (
  set: GroupDimension[],
  keys: GroupedAggregate['keys'],
  totalFilings: number,
): GroupedAggregate => ({
  set,
  keys,
  aggregate: { ...toFilingAggregate(undefined), totalFilings },
});

describe('toPeriodStats', () => {
  it('orders months oldest first and leaves out filings without a date', () => {
    const trend = toPeriodStats([
      row(['month'], { month: '2024-03-01' }, 3),
      row(['month'], { month: '' }, 9),
      row(['month'], { month: '2023-12-01' }, 1),
      row(['month'], {}, 4),
    ]);
    expect(trend.map((p) => [p.periodStart, p.aggregate.totalFilings])).toEqual([
      ['2023-12-01', 1],
      ['2024-03-01', 3],
    ]);
    expect(toPeriodStats([])).toEqual([]);
  });
});

describe('toValueCounts', () => {
  it('counts filings per value, most first, ties by value', () => {
    const counts = toValueCounts(
      [
        row(['filingType'], { filingType: 'Rule' }, 2),
        row(['filingType'], { filingType: 'Rate/Rule' }, 5),
        row(['filingType'], { filingType: 'Form' }, 2),
        row(['filingType'], {}, 1),
      ],
      'filingType',
    );
    expect(counts).toEqual([
      { value: 'Rate/Rule', count: 5 },
      { value: 'Form', count: 2 },
      { value: 'Rule', count: 2 },
      { value: '', count: 1 },
    ]);
  });
});
