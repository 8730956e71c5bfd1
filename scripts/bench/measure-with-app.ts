import { join } from 'node:path';
import type { WorkloadItem } from './api-workloads.ts';
import type { BenchDatabase } from './bench-database.ts';
import type { BenchOptions } from './bench-options.ts';
import type { CleanupStack } from './cleanup-stack.ts';
import { connectVersionBumper } from './data-version-bump.ts';
import { signIn } from './http-session.ts';
import { type ApiLatency, measureApi } from './measure-api.ts';
import { measureBundle } from './measure-bundle.ts';
import { benchPages, measurePages } from './measure-pages.ts';
import { measureThroughput } from './measure-throughput.ts';
import type { BenchRun } from './results-schema.ts';
import type { SampleValues } from './sample-values.ts';
import { startBenchApp } from './start-bench-app.ts';

const BENCH_ACCOUNT = { email: 'bench@ratefiling.example', password: 'ratefiling-bench' };

export const APP_PHASES = ['api', 'pages', 'throughput', 'bundle'] as const;

export type AppMeasurements = Pick<BenchRun, 'pages' | 'throughput' | 'bundle'> & {
  latencies: Map<string, ApiLatency>;
};

/**
 * The calls the throughput phase loads, each the first of its ids the workload has: the fixed
 * workload's set request, or the population workload's first drawn request (autocannon sends one
 * body, so either way the figure is of a request the caches hold).
 */
const THROUGHPUT_CALLS = [
  { id: 'list-filings', from: ['list-filings-default', 'population-list-filings'] },
  { id: 'search', from: ['search-common-word', 'population-search'] },
] as const;

export function throughputTargets(items: readonly WorkloadItem[]) {
  return THROUGHPUT_CALLS.map(({ id, from }) => {
    const item = items.find((i) => (from as readonly string[]).includes(i.id));
    if (!item) throw new Error(`no workload for throughput ${id} (one of ${from.join(', ')})`);
    return { id, item };
  });
}

/**
 * Starts the built app over the bench database, signs in as the bench user and runs the phases
 * that need it: api latency, pages, throughput, bundle. Stops the app when done.
 */
export async function measureWithApp(
  input: {
    options: BenchOptions;
    database: BenchDatabase;
    samples: SampleValues;
    items: readonly WorkloadItem[];
    scratchDir: string;
  },
  cleanup: CleanupStack,
  log: (message: string) => void,
): Promise<AppMeasurements> {
  const { options, items } = input;
  const has = (phase: (typeof APP_PHASES)[number]) => options.phases.has(phase);
  const result: AppMeasurements = { latencies: new Map(), pages: [], throughput: [], bundle: [] };
  log('starting the app...');
  const logPath = join(input.scratchDir, 'app.log');
  const app = await startBenchApp({
    database: input.database,
    buildOutDir: options.buildOutDir,
    account: BENCH_ACCOUNT,
    logLevel: options.appLogLevel,
    logPath,
  });
  cleanup.defer('stop app', app.stop);
  log(`the app is serving on ${app.baseUrl} (its output: ${logPath})`);
  if (options.settleSeconds > 0) {
    log(`waiting ${options.settleSeconds} s for the app to settle (--settle)...`);
    await new Promise((resolve) => setTimeout(resolve, options.settleSeconds * 1000));
  }
  const session = await signIn(app.baseUrl, BENCH_ACCOUNT);
  const budget = (iterations: number) => ({ iterations, seconds: options.itemSeconds });
  const bumper =
    options.cold && input.database.databaseUrl
      ? await connectVersionBumper(input.database.databaseUrl)
      : undefined;
  if (bumper) cleanup.defer('close version bumper', bumper.close);
  if (has('api')) {
    const apiBudget = budget(options.apiIterations);
    result.latencies = await measureApi(session, items, apiBudget, log, bumper?.bump);
  }
  if (has('pages')) {
    const pages = benchPages(input.samples);
    const pageBudget = budget(options.pageIterations);
    result.pages = await measurePages(session, pages, pageBudget, log, bumper?.bump);
  }
  if (has('throughput')) {
    const targets = throughputTargets(items);
    result.throughput = await measureThroughput(session, targets, options.throughputSeconds, log);
  }
  if (has('bundle')) result.bundle = await measureBundle(app.baseUrl, session.cookie, log);
  await app.stop();
  return result;
}
