import { describe, expect, it } from 'vitest';
import { apiRowFixture, benchRunFixture, statsOf } from './bench-run-fixture.ts';
import { renderReport } from './report-markdown.ts';

describe('renderReport', () => {
  it('renders one table row per measured item with the floor beside the api', () => {
    const markdown = renderReport({ runs: { postgres: benchRunFixture() } });
    expect(markdown).toContain('## PostgreSQL server, 100,000 filings');
    expect(markdown).toContain('Machine: AMD EPYC, 2 cores, 23.5 GiB RAM');
    expect(markdown).toContain(
      '| List filings: default sort, page 1 | 3.00 | 8.00 | 8.00 | 1.00 | 2.00 | 2.00 | – | p95 ≤ 25 ms; p50 ≤ 1.5× floor + 2 ms (3.50 ms) | met |',
    );
    expect(markdown).toContain('| Filings `/filings` | 40.0 | 90.0 |');
    expect(markdown).toContain(
      '| List filings | 64 | 1,500 | 40.0 ms | 90.0 ms | 0 | ≥ 1,000 requests/s | met |',
    );
    expect(markdown).toContain(
      '| Landing page `/` | 10 | 500.0 kB | 150.0 kB | ≤ 200.0 kB gzip | met |',
    );
    expect(markdown).toContain('## Missed targets\n\nNone: every target measured here was met.');
  });

  it('names each missed target with its figure and reason', () => {
    const slow = apiRowFixture({ api: statsOf(30, 40), floor: statsOf(28, 30) });
    const markdown = renderReport({ runs: { postgres: benchRunFixture({ api: [slow] }) } });
    expect(markdown).toContain('| **missed** |');
    expect(markdown).toMatch(
      /- PostgreSQL server, List filings: default sort, page 1: target p95 ≤ 25 ms, measured p95 40\.0 ms\. Reason: the SQL alone takes 30\.0 ms/,
    );
  });

  it('adds the PGlite run after the server run, compared with it', () => {
    const pglite = benchRunFixture({
      mode: 'pglite',
      api: [apiRowFixture({ api: statsOf(10, 30) })],
    });
    const markdown = renderReport({ runs: { pglite, postgres: benchRunFixture() } });
    expect(markdown.indexOf('## PostgreSQL server')).toBeLessThan(markdown.indexOf('## PGlite'));
    expect(markdown).toContain(
      '- PGlite (embedded), List filings: default sort, page 1: target ≤ 3× server p95 (24.0 ms), measured p95 30.0 ms.',
    );
  });

  it('escapes pipes in cells', () => {
    const row = apiRowFixture({ label: 'a | b' });
    expect(renderReport({ runs: { postgres: benchRunFixture({ api: [row] }) } })).toContain(
      '| a \\| b |',
    );
  });
});

describe('renderReport sample counts', () => {
  it('shows n when a slow call ran out of time before its samples', () => {
    const row = apiRowFixture({ api: { ...statsOf(3, 8), n: 7 } });
    const markdown = renderReport({ runs: { postgres: benchRunFixture({ api: [row] }) } });
    expect(markdown).toContain('| List filings: default sort, page 1 (n=7) | 3.00 |');
  });
});
