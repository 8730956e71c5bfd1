import { summarize } from './percentile.ts';
import type { ApiRow, BenchRun, LatencyStats } from './results-schema.ts';

/** Latency stats with the given p50 / p95 (tests). */
export function statsOf(p50: number, p95: number, p99 = p95): LatencyStats {
  return { ...summarize([p50]), n: 100, p50, p95, p99 };
}

export function apiRowFixture(overrides: Partial<ApiRow> = {}): ApiRow {
  return {
    id: 'list-filings-default',
    label: 'List filings: default sort, page 1',
    group: 'list',
    method: 'FilingService/ListFilings',
    api: statsOf(3, 8),
    floor: statsOf(1, 2),
    statements: 2,
    ...overrides,
  };
}

/** A small, fully met server run (tests of targets and the report). */
export function benchRunFixture(overrides: Partial<BenchRun> = {}): BenchRun {
  return {
    mode: 'postgres',
    startedAt: '2026-11-22T09:00:00.000Z',
    durationSeconds: 300,
    quick: false,
    settings: {
      apiIterations: 100,
      floorIterations: 50,
      pageIterations: 50,
      throughputSeconds: 10,
      itemSeconds: 60,
      cold: false,
      workload: 'fixed',
      appLogLevel: 'warn',
    },
    machine: {
      cpuModel: 'AMD EPYC',
      cores: 2,
      memoryGiB: 23.5,
      os: 'Linux 6.1',
      node: 'v22.23.3',
      database: 'PostgreSQL 15.20',
    },
    data: { filings: 100_000, companyRows: 143_000, documentPages: 1_000_000, seed: 1 },
    api: [apiRowFixture()],
    pages: [
      {
        id: 'filings',
        label: 'Filings',
        path: '/filings',
        ttfb: statsOf(40, 90),
        full: statsOf(45, 95),
      },
    ],
    throughput: [
      {
        id: 'list-filings-64',
        label: 'List filings',
        connections: 64,
        durationSeconds: 10,
        requestsPerSecond: 1_500,
        latencyP50: 40,
        latencyP99: 90,
        non2xx: 0,
        errors: 0,
      },
    ],
    bundle: [
      {
        id: 'landing',
        label: 'Landing page',
        path: '/',
        files: 10,
        rawBytes: 500_000,
        gzipBytes: 150_000,
      },
    ],
    ...overrides,
  };
}
