import { describe, expect, it } from 'vitest';
import {
  type BenchmarkProgram,
  benchmarkRows,
  benchmarkYears,
  defaultLevel,
  levelChoices,
  median,
  spreadOf,
} from './factor-benchmark-figures.ts';

const table = (cells: Record<string, number>) =>
  Object.entries(cells).map(([level, after]) => ({ level, before: 1, after, change: 5 }));

const program = (carrier: string, revisions: [string, string, Record<string, number>][]) =>
  ({
    carrier,
    productName: `${carrier} Auto`,
    segmentId: 1,
    revisions: revisions.map(([serffTrackingNumber, effectiveDate, cells]) => ({
      serffTrackingNumber,
      effectiveDate,
      factor: 'Driver Age',
      levels: table(cells),
    })),
  }) satisfies BenchmarkProgram;

const programs = [
  program('A', [
    ['A-1', '2021-03-01', { '16-17': 2.1, '18-20': 1.5 }],
    ['A-2', '2023-06-01', { '16-17': 2.4, '18-20': 1.6 }],
  ]),
  // Its latest table dropped the level: not in the benchmark any more.
  program('B', [
    ['B-1', '2022-01-01', { '16-17': 1.8 }],
    ['B-2', '2024-01-01', { '16-20': 1.7 }],
  ]),
  program('C', [['C-1', '2023-12-31', { '16-17': 3.0, '18-20': 1.4 }]]),
];

describe('factor benchmark figures', () => {
  it('takes the median of the middle values', () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("gives each program its latest table's relativity, lowest first", () => {
    const rows = benchmarkRows(programs, 'Driver Age', '16-17');
    expect(rows.map((r) => [r.serffTrackingNumber, r.relativity])).toEqual([
      ['A-2', 2.4],
      ['C-1', 3],
    ]);
    expect(rows[0]?.revisions.map((r) => r.relativity)).toEqual([2.1, 2.4]);
    expect(spreadOf(rows)).toEqual({ programs: 2, carriers: 2, min: 2.4, median: 2.7, max: 3 });
  });

  it('counts the levels of the current tables in table order', () => {
    expect(levelChoices(programs, 'Driver Age')).toEqual([
      { value: '16-17', count: 2 },
      { value: '16-20', count: 1 },
      { value: '18-20', count: 2 },
    ]);
  });

  it('follows the tables in force at each year end, today for this year', () => {
    expect(benchmarkYears(programs, 'Driver Age', '16-17', '2024-05-01')).toEqual([
      { year: 2021, programs: 1, min: 2.1, median: 2.1, max: 2.1 },
      { year: 2022, programs: 2, min: 1.8, median: expect.closeTo(1.95, 9), max: 2.1 },
      { year: 2023, programs: 3, min: 1.8, median: 2.4, max: 3 },
      { year: 2024, programs: 2, min: 2.4, median: 2.7, max: 3 },
    ]);
  });
});

describe('defaultLevel', () => {
  const program = (levels: [string, boolean][]) => ({
    carrier: 'C',
    productName: 'P',
    segmentId: 1,
    revisions: [
      {
        serffTrackingNumber: 'T-1',
        effectiveDate: '2024-01-01',
        factor: 'Claims',
        levels: levels.map(([level, base]) => ({
          level,
          before: 1,
          after: 1,
          change: 0,
          ...(base ? { base } : {}),
        })),
      },
    ],
  });

  it('opens on the most common level that is not the base everywhere', () => {
    const programs = [
      program([
        ['No claims', true],
        ['1 claim', false],
      ]),
      program([['No claims', true]]),
    ];
    const levels = [
      { value: 'No claims', count: 2 },
      { value: '1 claim', count: 1 },
    ];
    expect(defaultLevel(programs, 'Claims', levels)).toBe('1 claim');
    expect(
      defaultLevel([program([['No claims', true]])], 'Claims', [
        levels[0] ?? { value: '', count: 0 },
      ]),
    ).toBe('No claims');
    expect(defaultLevel([], 'Claims', [])).toBe('');
  });
});
