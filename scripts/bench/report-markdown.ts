import { evaluateRun } from './evaluate-run.ts';
import { formatBytes, formatCount } from './format-figures.ts';
import { apiTable, bundleTable, pagesTable, throughputTable } from './report-tables.ts';
import type { BenchResults, BenchRun } from './results-schema.ts';
import type { TargetCheck } from './targets.ts';

const MODE_TITLES = { postgres: 'PostgreSQL server', pglite: 'PGlite (embedded)' } as const;

function describeRun(run: BenchRun): string[] {
  const m = run.machine;
  const d = run.data;
  const s = run.settings;
  const size = d.databaseBytes === undefined ? '' : `, database ${formatBytes(d.databaseBytes)}`;
  return [
    `Run ${run.startedAt} (${formatCount(run.durationSeconds)} s${run.quick ? ', quick mode' : ''}).`,
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, ${m.os}, Node ${m.node}, ${m.database}.`,
    `Data: ${formatCount(d.filings)} filings (seed ${d.seed}), ${formatCount(d.companyRows)} company rows, ${formatCount(d.documentPages)} document pages${size}.`,
    s.workload === 'population'
      ? 'Workload: population (--workload population: each call walks a pool of 400 random requests drawn from the data, in a Zipf order, warmed on requests of its own; caches answer only the requests that come back).'
      : 'Workload: fixed (each call uses a few set requests in turn).',
    s.cold
      ? 'Caches: cold (--cold: the filings data version was bumped before every sample, so no result, count or filter-choice cache answered; throughput excepted).'
      : s.workload === 'population'
        ? 'Caches: as in use (a request met before answers from the result caches keyed by the data version; a new one does the work).'
        : 'Caches: warm (each call repeats the same requests, so result and count caches keyed by the data version answer after the first).',
    `Samples: ${s.apiIterations} per api call, ${s.floorIterations} per floor, ${s.pageIterations} per page, at most ${s.itemSeconds} s each (n shown when fewer); app log level ${s.appLogLevel}.`,
  ];
}

function renderRun(run: BenchRun, checks: TargetCheck[]): string[] {
  const title = `## ${MODE_TITLES[run.mode]}, ${formatCount(run.data.filings)} filings`;
  const tables = [
    run.api.length > 0 ? apiTable(run, checks) : [],
    run.pages.length > 0 ? pagesTable(run, checks) : [],
    run.throughput.length > 0 ? throughputTable(run, checks) : [],
    run.bundle.length > 0 ? bundleTable(run, checks) : [],
  ].filter((t) => t.length > 0);
  return [title, '', ...describeRun(run), '', ...tables.flatMap((t) => [...t, ''])];
}

function missedSection(entries: { run: BenchRun; checks: TargetCheck[] }[]): string[] {
  const missed = entries.flatMap(({ run, checks }) =>
    checks
      .filter((c) => c.met === false)
      .map(
        (c) =>
          `- ${MODE_TITLES[run.mode]}, ${c.subject}: target ${c.target}, measured ${c.figure}. Reason: ${c.reason || 'not analysed yet'}.`,
      ),
  );
  const unjudged = entries.flatMap(({ run, checks }) =>
    checks
      .filter((c) => c.met === null)
      .map((c) => `- ${MODE_TITLES[run.mode]}, ${c.subject}: ${c.reason}.`),
  );
  return [
    '## Missed targets',
    '',
    ...(missed.length > 0 ? missed : ['None: every target measured here was met.']),
    ...(unjudged.length > 0 ? ['', 'Not judged:', '', ...unjudged] : []),
    '',
  ];
}

/** bench/results.md: one section per database mode, then every missed target with its figure. */
export function renderReport(results: BenchResults): string {
  const server = results.runs.postgres;
  const entries = [results.runs.postgres, results.runs.pglite]
    .filter((run): run is BenchRun => run !== undefined)
    .map((run) => ({ run, checks: evaluateRun(run, server) }));
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see the README). Figures are documentation, not a pass/fail test.',
    'Server targets apply to the PostgreSQL server with 100,000 filings; PGlite (20,000 filings)',
    "is held to 3× the server's p95 for the same call. kB = 1,000 bytes.",
    '',
    ...entries.flatMap(({ run, checks }) => renderRun(run, checks)),
    ...missedSection(entries),
  ].join('\n');
}
