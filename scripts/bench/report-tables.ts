import { formatBytes, formatCount, formatMs } from './format-figures.ts';
import type { BenchRun, LatencyStats } from './results-schema.ts';
import type { TargetCheck, TargetSection } from './targets.ts';

// The tables of one run in results.md, each row with its targets and whether they were met.

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
const header = (cells: string[]) => [row(cells), row(cells.map(() => '---'))];
/** " (n=12)" when time ran out before the asked number of samples. */
const fewer = (s: LatencyStats | undefined, asked: number, what = 'n') =>
  s && s.n < asked ? ` (${what}=${s.n})` : '';
const stats = (s: LatencyStats | undefined) =>
  s ? [formatMs(s.p50), formatMs(s.p95), formatMs(s.p99)] : ['–', '–', '–'];

function verdict(checks: TargetCheck[]): string {
  if (checks.length === 0) return '–';
  if (checks.some((c) => c.met === false)) return '**missed**';
  if (checks.some((c) => c.met === null)) return 'n/a';
  return 'met';
}

function checksFor(checks: TargetCheck[], section: TargetSection) {
  return (id: string) => checks.filter((c) => c.section === section && c.rowId === id);
}

function targetText(checks: TargetCheck[]): string {
  return checks.map((c) => c.target).join('; ') || '–';
}

export function apiTable(run: BenchRun, checks: TargetCheck[]): string[] {
  const of = checksFor(checks, 'api');
  return [
    '### API latency (ms, measured by an HTTP client; floor = EXPLAIN ANALYZE execution time of the statements the call runs; planning not included)',
    '',
    ...header([
      'call',
      'api p50',
      'api p95',
      'api p99',
      'floor p50',
      'floor p95',
      'floor p99',
      'planning p50',
      'target',
      'result',
    ]),
    ...run.api.map((r) =>
      row([
        r.error
          ? `${r.label} (failed)`
          : `${r.label}${fewer(r.api, run.settings.apiIterations)}${fewer(r.floor, run.settings.floorIterations, 'floor n')}${r.stopped ? ` (${r.stopped} stopped at the time limit)` : ''}`,
        ...stats(r.api),
        ...stats(r.floor),
        r.floorPlanning ? formatMs(r.floorPlanning.p50) : '–',
        targetText(of(r.id)),
        verdict(of(r.id)),
      ]),
    ),
  ];
}

export function pagesTable(run: BenchRun, checks: TargetCheck[]): string[] {
  const of = checksFor(checks, 'pages');
  return [
    '### Pages, signed in (ms; full = the whole server-rendered HTML)',
    '',
    ...header([
      'page',
      'TTFB p50',
      'TTFB p95',
      'TTFB p99',
      'full p50',
      'full p95',
      'full p99',
      'HTML',
      'target',
      'result',
    ]),
    ...run.pages.map((r) =>
      row([
        `${r.label} \`${r.path}\`${fewer(r.ttfb, run.settings.pageIterations)}`,
        ...stats(r.ttfb),
        ...stats(r.full),
        r.bytes === undefined ? '–' : formatBytes(r.bytes),
        targetText(of(r.id)),
        verdict(of(r.id)),
      ]),
    ),
  ];
}

export function throughputTable(run: BenchRun, checks: TargetCheck[]): string[] {
  const of = checksFor(checks, 'throughput');
  return [
    `### Throughput (autocannon in a second process, ${run.settings.throughputSeconds} s per row)`,
    '',
    ...header([
      'call',
      'connections',
      'requests/s',
      'latency p50',
      'latency p99',
      'non-2xx / errors',
      'target',
      'result',
    ]),
    ...run.throughput.map((r) =>
      row([
        r.label,
        String(r.connections),
        r.requestsPerSecond === undefined ? 'failed' : formatCount(r.requestsPerSecond),
        r.latencyP50 === undefined ? '–' : `${formatMs(r.latencyP50)} ms`,
        r.latencyP99 === undefined ? '–' : `${formatMs(r.latencyP99)} ms`,
        String((r.non2xx ?? 0) + (r.errors ?? 0)),
        targetText(of(r.id)),
        verdict(of(r.id)),
      ]),
    ),
  ];
}

export function bundleTable(run: BenchRun, checks: TargetCheck[]): string[] {
  const of = checksFor(checks, 'bundle');
  return [
    '### Browser bundle (JavaScript the page loads before any interaction; gzip level 9)',
    '',
    ...header(['page', 'files', 'raw', 'gzip', 'target', 'result']),
    ...run.bundle.map((r) =>
      row([
        `${r.label} \`${r.path}\``,
        r.files === undefined ? '–' : String(r.files),
        r.rawBytes === undefined ? '–' : formatBytes(r.rawBytes),
        r.gzipBytes === undefined ? 'failed' : formatBytes(r.gzipBytes),
        targetText(of(r.id)),
        verdict(of(r.id)),
      ]),
    ),
  ];
}
