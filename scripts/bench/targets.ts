import { formatBytes, formatMs } from './format-figures.ts';
import type { ApiRow, BenchRun, PageRow, RpcGroup } from './results-schema.ts';

/** Latency targets of one data size: p95 per group of calls and page TTFB p95. */
export type LatencyTargets = {
  p95Ms: Partial<Record<RpcGroup, number>>;
  pageTtfbP95Ms: number;
};

/**
 * Issue 23's latency targets on the PostgreSQL server (2 cores): at 1,000,000 filings list and
 * count p95 50 ms, filing detail 20, search 150, every aggregate and top list 200, page TTFB 300;
 * at 100,000 filings half of each.
 */
export const MILLION_TARGETS: LatencyTargets = {
  p95Ms: { list: 50, count: 50, get: 20, search: 150, aggregate: 200, top: 200 },
  pageTtfbP95Ms: 300,
};
export const HUNDRED_THOUSAND_TARGETS: LatencyTargets = {
  p95Ms: { list: 25, count: 25, get: 10, search: 75, aggregate: 100, top: 100 },
  pageTtfbP95Ms: 150,
};

/** The latency targets a run is judged by: the 1,000,000-filing ones from that size on. */
export function latencyTargetsFor(filings: number): LatencyTargets {
  return filings >= 1_000_000 ? MILLION_TARGETS : HUNDRED_THOUSAND_TARGETS;
}

/** The targets that do not depend on the data size. kB = 1,000 bytes. */
export const TARGETS = {
  floorFactor: 1.5,
  floorSlackMs: 2,
  listRpsAt64: 1_000,
  landingGzipBytes: 200_000,
  /** PGlite (20,000 filings): each latency within this factor of the server's. */
  pgliteFactor: 3,
} as const;

export type TargetSection = 'api' | 'pages' | 'throughput' | 'bundle';

/** One target applied to one measured row; `met` is null when it cannot be judged. */
export type TargetCheck = {
  section: TargetSection;
  rowId: string;
  subject: string;
  target: string;
  figure: string;
  met: boolean | null;
  reason: string;
};

function latencyReason(row: ApiRow, limit: number): string {
  if (!row.floor || !row.api) return 'no floor was measured for this call';
  const slowest = row.slowestStatement
    ? `; slowest statement ${formatMs(row.slowestStatement.p50)} ms at p50: ${row.slowestStatement.sql}`
    : '';
  if (row.floor.p95 >= limit) {
    return `the SQL alone takes ${formatMs(row.floor.p95)} ms at p95 on the database (${row.statements ?? '?'} statements)${slowest}`;
  }
  const outside = row.api.p95 - row.floor.p95;
  return `the SQL takes ${formatMs(row.floor.p95)} ms at p95; ${formatMs(outside)} ms is spent outside the database (pool wait, HTTP, auth, mapping, JSON, event loop)${slowest}`;
}

function overheadReason(outsideMs: number, planningMs: number | undefined): string {
  const planning =
    planningMs === undefined ? 'planning' : `planning about ${formatMs(planningMs)} ms`;
  return `${formatMs(outsideMs)} ms per call is spent outside the execution of its SQL (${planning}; HTTP, auth, validation, mapping, JSON)`;
}

function apiChecks(row: ApiRow, targets: LatencyTargets): TargetCheck[] {
  const base = { section: 'api' as const, rowId: row.id, subject: row.label };
  if (row.error || !row.api) {
    return [{ ...base, target: 'answers', figure: 'failed', met: false, reason: row.error ?? '' }];
  }
  const checks: TargetCheck[] = [];
  const limit = targets.p95Ms[row.group];
  if (limit !== undefined) {
    const met = row.api.p95 <= limit;
    checks.push({
      ...base,
      target: `p95 ≤ ${limit} ms`,
      figure: `p95 ${formatMs(row.api.p95)} ms`,
      met,
      reason: met ? '' : latencyReason(row, limit),
    });
  }
  if (row.floorError) {
    checks.push({
      ...base,
      target: 'floor measured',
      figure: 'failed',
      met: false,
      reason: row.floorError,
    });
  }
  if (row.floor) {
    const allowed = TARGETS.floorFactor * row.floor.p50 + TARGETS.floorSlackMs;
    const met = row.api.p50 <= allowed;
    checks.push({
      ...base,
      target: `p50 ≤ ${TARGETS.floorFactor}× floor + ${TARGETS.floorSlackMs} ms (${formatMs(allowed)} ms)`,
      figure: `p50 ${formatMs(row.api.p50)} ms (floor ${formatMs(row.floor.p50)} ms)`,
      met,
      reason: met ? '' : overheadReason(row.api.p50 - row.floor.p50, row.floorPlanning?.p50),
    });
  }
  return checks;
}

function pageChecks(row: PageRow, targets: LatencyTargets): TargetCheck[] {
  const base = { section: 'pages' as const, rowId: row.id, subject: row.label };
  if (row.error || !row.ttfb) {
    return [{ ...base, target: 'answers', figure: 'failed', met: false, reason: row.error ?? '' }];
  }
  const met = row.ttfb.p95 <= targets.pageTtfbP95Ms;
  return [
    {
      ...base,
      target: `TTFB p95 ≤ ${targets.pageTtfbP95Ms} ms`,
      figure: `TTFB p95 ${formatMs(row.ttfb.p95)} ms`,
      met,
      reason: met
        ? ''
        : 'the server render waits for the page loaders (its api calls) before the first byte',
    },
  ];
}

function throughputChecks(run: BenchRun): TargetCheck[] {
  return run.throughput.flatMap((row): TargetCheck[] => {
    const base = { section: 'throughput' as const, rowId: row.id, subject: row.label };
    if (row.error || row.requestsPerSecond === undefined) {
      return [{ ...base, target: 'runs', figure: 'failed', met: false, reason: row.error ?? '' }];
    }
    if (row.id !== 'list-filings-64') return [];
    const met = row.requestsPerSecond >= TARGETS.listRpsAt64 && (row.non2xx ?? 0) === 0;
    return [
      {
        ...base,
        target: `≥ ${TARGETS.listRpsAt64.toLocaleString('en-US')} requests/s`,
        figure: `${Math.round(row.requestsPerSecond).toLocaleString('en-US')} requests/s`,
        met,
        reason: met
          ? ''
          : (row.non2xx ?? 0) > 0
            ? `${row.non2xx} responses were not 2xx`
            : `the app, the database and the load generator share ${run.machine.cores} cores`,
      },
    ];
  });
}

function bundleChecks(run: BenchRun): TargetCheck[] {
  return run.bundle.flatMap((row): TargetCheck[] => {
    const base = { section: 'bundle' as const, rowId: row.id, subject: row.label };
    if (row.error || row.gzipBytes === undefined) {
      return [{ ...base, target: 'loads', figure: 'failed', met: false, reason: row.error ?? '' }];
    }
    if (row.id !== 'landing') return [];
    const met = row.gzipBytes <= TARGETS.landingGzipBytes;
    return [
      {
        ...base,
        target: `≤ ${formatBytes(TARGETS.landingGzipBytes)} gzip`,
        figure: `${formatBytes(row.gzipBytes)} gzip`,
        met,
        reason: met ? '' : `the landing page loads ${row.files ?? '?'} JavaScript files`,
      },
    ];
  });
}

/** The server-mode targets of a run (latency targets by its data size). */
export function evaluateServerRun(run: BenchRun): TargetCheck[] {
  const targets = latencyTargetsFor(run.data.filings);
  return [
    ...run.api.flatMap((row) => apiChecks(row, targets)),
    ...run.pages.flatMap((row) => pageChecks(row, targets)),
    ...throughputChecks(run),
    ...bundleChecks(run),
  ];
}
