import { describe, expect, it } from 'vitest';
import { apiRowFixture, benchRunFixture, statsOf } from './bench-run-fixture.ts';
import { evaluatePgliteRun } from './pglite-targets.ts';
import { evaluateServerRun } from './targets.ts';

describe('evaluateServerRun', () => {
  it('meets every target of a fast run', () => {
    const checks = evaluateServerRun(benchRunFixture());
    expect(checks.map((c) => c.target)).toEqual([
      'p95 ≤ 25 ms',
      'p50 ≤ 1.5× floor + 2 ms (3.50 ms)',
      'TTFB p95 ≤ 150 ms',
      '≥ 1,000 requests/s',
      '≤ 200.0 kB gzip',
    ]);
    expect(checks.every((c) => c.met === true)).toBe(true);
  });

  it('blames the SQL when the floor alone is over the target', () => {
    const row = apiRowFixture({
      api: statsOf(30, 40),
      floor: statsOf(28, 30),
      slowestStatement: { sql: 'select count(*) from filings', p50: 27 },
    });
    const [latency, ratio] = evaluateServerRun(benchRunFixture({ api: [row] }));
    expect(latency).toMatchObject({ met: false, figure: 'p95 40.0 ms' });
    expect(latency?.reason).toMatch(/SQL alone takes 30.0 ms/);
    expect(latency?.reason).toMatch(/select count/);
    expect(ratio?.met).toBe(true);
  });

  it('blames the overhead when the api is far above its floor', () => {
    const row = apiRowFixture({ api: statsOf(12, 20), floor: statsOf(1, 2) });
    const [latency, ratio] = evaluateServerRun(benchRunFixture({ api: [row] }));
    expect(latency?.met).toBe(true);
    expect(ratio).toMatchObject({ met: false, figure: 'p50 12.0 ms (floor 1.00 ms)' });
    expect(ratio?.reason).toMatch(/11.0 ms per call/);
  });

  it('applies the group target: get 10 ms, search 75 ms, aggregates 100 ms, counts 25 ms, none for metadata', () => {
    const rows = [
      apiRowFixture({ id: 'g', group: 'get', api: statsOf(5, 11), floor: undefined }),
      apiRowFixture({ id: 's', group: 'search', api: statsOf(5, 74), floor: undefined }),
      apiRowFixture({ id: 'a', group: 'aggregate', api: statsOf(5, 101), floor: undefined }),
      apiRowFixture({ id: 'c', group: 'count', api: statsOf(5, 26), floor: undefined }),
      apiRowFixture({ id: 'm', group: 'metadata', api: statsOf(5, 500), floor: undefined }),
    ];
    const checks = evaluateServerRun(
      benchRunFixture({ api: rows, pages: [], throughput: [], bundle: [] }),
    );
    expect(checks.map((c) => [c.rowId, c.met])).toEqual([
      ['g', false],
      ['s', true],
      ['a', false],
      ['c', false],
    ]);
  });

  it('judges a 1,000,000-filing run by the 1,000,000-filing targets (twice the 100,000 ones)', () => {
    const rows = [
      apiRowFixture({ id: 'l', group: 'list', api: statsOf(5, 49), floor: undefined }),
      apiRowFixture({ id: 'g', group: 'get', api: statsOf(5, 21), floor: undefined }),
      apiRowFixture({ id: 's', group: 'search', api: statsOf(5, 149), floor: undefined }),
      apiRowFixture({ id: 'a', group: 'aggregate', api: statsOf(5, 201), floor: undefined }),
    ];
    const base = benchRunFixture();
    const checks = evaluateServerRun(
      benchRunFixture({
        data: { ...base.data, filings: 1_000_000 },
        api: rows,
        throughput: [],
        bundle: [],
      }),
    );
    expect(checks.map((c) => [c.rowId, c.target, c.met])).toEqual([
      ['l', 'p95 ≤ 50 ms', true],
      ['g', 'p95 ≤ 20 ms', false],
      ['s', 'p95 ≤ 150 ms', true],
      ['a', 'p95 ≤ 200 ms', false],
      [base.pages[0]?.id, 'TTFB p95 ≤ 300 ms', true],
    ]);
  });

  it('reports failed rows as missed with their error', () => {
    const run = benchRunFixture({
      api: [apiRowFixture({ api: undefined, error: 'api: HTTP 500' })],
      bundle: [{ id: 'landing', label: 'Landing', path: '/', error: 'HTTP 404' }],
    });
    const failed = evaluateServerRun(run).filter((c) => c.figure === 'failed');
    expect(failed.map((c) => c.reason)).toEqual(['api: HTTP 500', 'HTTP 404']);
  });

  it('misses throughput under 1,000 requests/s at 64 connections, or with non-2xx answers', () => {
    const slow = benchRunFixture();
    const row = slow.throughput[0];
    if (!row) throw new Error('fixture');
    const [check] = evaluateServerRun({
      ...slow,
      api: [],
      pages: [],
      bundle: [],
      throughput: [{ ...row, requestsPerSecond: 600 }],
    });
    expect(check).toMatchObject({ met: false, figure: '600 requests/s' });
    const [errors] = evaluateServerRun({
      ...slow,
      api: [],
      pages: [],
      bundle: [],
      throughput: [{ ...row, non2xx: 3 }],
    });
    expect(errors?.reason).toBe('3 responses were not 2xx');
  });
});

describe('evaluatePgliteRun', () => {
  it('holds each latency to 3x the server p95 of the same call', () => {
    const server = benchRunFixture();
    const pglite = benchRunFixture({
      mode: 'pglite',
      api: [apiRowFixture({ api: statsOf(10, 25) })],
      pages: [{ id: 'filings', label: 'Filings', path: '/filings', ttfb: statsOf(100, 250) }],
    });
    const [api, page] = evaluatePgliteRun(pglite, server);
    expect(api).toMatchObject({ met: false, target: '≤ 3× server p95 (24.0 ms)' });
    expect(page).toMatchObject({ met: true, target: '≤ 3× server p95 (270.0 ms)' });
  });

  it('cannot judge without a server run', () => {
    const [api] = evaluatePgliteRun(benchRunFixture({ mode: 'pglite' }), undefined);
    expect(api?.met).toBeNull();
  });
});
