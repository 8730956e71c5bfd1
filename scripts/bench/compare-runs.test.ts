import { describe, expect, it } from 'vitest';
import { apiRowFixture, benchRunFixture, statsOf } from './bench-run-fixture.ts';
import { groupP95, renderComparison } from './compare-runs.ts';

describe('bench runs side by side', () => {
  const warm = benchRunFixture({
    api: [
      apiRowFixture({ id: 'a', group: 'list', api: statsOf(3, 8) }),
      apiRowFixture({ id: 'b', group: 'list', api: statsOf(4, 12) }),
      apiRowFixture({ id: 'c', group: 'search', api: statsOf(9, 30) }),
    ],
  });
  const population = benchRunFixture({
    api: [
      apiRowFixture({ id: 'population-list', group: 'list', api: statsOf(20, 61.25) }),
      apiRowFixture({
        id: 'population-search',
        group: 'search',
        api: undefined,
        floor: undefined,
        error: 'api: timeout',
      }),
    ],
  });

  it("takes each group's slowest call", () => {
    expect(groupP95(warm, 'list')).toBe(12);
    expect(groupP95(population, 'search')).toBeUndefined();
  });

  it('puts the runs in columns with the targets beside them, each judged by its size', () => {
    const million = benchRunFixture({
      data: { ...warm.data, filings: 1_000_000 },
      api: [apiRowFixture({ id: 'population-list', group: 'list', api: statsOf(20, 41) })],
    });
    const table = renderComparison([
      { name: 'warm', run: warm },
      { name: 'population', run: population },
      { name: 'million', run: million },
    ]);
    expect(table).toContain(
      '| List filings (slowest call) | 25 / 50 ms | 12.0 ms (met) | 61.3 ms (missed) | 41.0 ms (met) |',
    );
    expect(table).toContain('| Search (slowest call) | 75 / 150 ms | 30.0 ms (met) | – | – |');
    expect(table.split('\n')[0]).toContain('warm (');
  });
});
