import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from '#scripts/build-if-needed.ts';
import { buildApiWorkloads, type WorkloadItem } from './api-workloads.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import type { BenchOptions } from './bench-options.ts';
import type { CleanupStack } from './cleanup-stack.ts';
import { BUMP_DATA_VERSION_SQL } from './data-version-bump.ts';
import { readDatabaseBytes, readMachineInfo } from './machine-info.ts';
import type { ApiLatency } from './measure-api.ts';
import { type FloorResult, measureFloor } from './measure-floor.ts';
import { APP_PHASES, type AppMeasurements, measureWithApp } from './measure-with-app.ts';
import { openRecordingDatabase } from './open-recording-database.ts';
import { readPopulationValues } from './population-values.ts';
import { buildPopulationWorkloads } from './population-workloads.ts';
import type { ApiRow, BenchRun } from './results-schema.ts';
import { readSampleValues } from './sample-values.ts';
import { seedBenchDatabase } from './seed-bench-database.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

type Log = (message: string) => void;

function apiRows(
  items: readonly WorkloadItem[],
  floors: Map<string, FloorResult>,
  latencies: Map<string, ApiLatency>,
): ApiRow[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    group: item.group,
    method: `${item.service}/${item.method}`,
    ...floors.get(item.id),
    ...latencies.get(item.id),
  }));
}

function runSettings(options: BenchOptions): BenchRun['settings'] {
  return {
    apiIterations: options.apiIterations,
    floorIterations: options.floorIterations,
    pageIterations: options.pageIterations,
    throughputSeconds: options.throughputSeconds,
    itemSeconds: options.itemSeconds,
    appLogLevel: options.appLogLevel,
    cold: options.cold,
    workload: options.workload,
  };
}

/**
 * One bench run: a fresh (or reused) database seeded with the generator, the floor measured on
 * it directly, then the built app started over it for the api, pages, throughput and bundle.
 * Everything it creates is registered on `cleanup`.
 */
export async function runBench(options: BenchOptions, cleanup: CleanupStack, log: Log) {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const needsApp = APP_PHASES.some((phase) => options.phases.has(phase));
  if (needsApp) {
    process.env.BUILD_OUT_DIR = options.buildOutDir;
    log(`checking the build in ${options.buildOutDir} (builds when sources changed)...`);
    buildIfNeeded(ROOT);
  }
  const scratchDir = join(ROOT, '.bench');
  mkdirSync(scratchDir, { recursive: true });
  const database = await prepareBenchDatabase({ ...options, scratchDir }, cleanup);
  const rec = await openRecordingDatabase(database);
  let open = true;
  const closeDatabase = async () => {
    if (open) await rec.db.close();
    open = false;
  };
  cleanup.defer('close database', closeDatabase);
  await seedBenchDatabase(rec.db, database, options, log);
  const samples = await readSampleValues(rec.db);
  const items =
    options.workload === 'population'
      ? buildPopulationWorkloads(samples, await readPopulationValues(rec.db), options.seed)
      : buildApiWorkloads(samples);
  const machine = await readMachineInfo(rec.db);
  const databaseBytes = await readDatabaseBytes(rec.db, join(database.dataDir, 'pglite'));
  const floorBudget = { iterations: options.floorIterations, seconds: options.itemSeconds };
  const beforeRecord = options.cold
    ? async () => void (await rec.db.query(BUMP_DATA_VERSION_SQL))
    : undefined;
  const floors = options.phases.has('floor')
    ? await measureFloor(rec, items, floorBudget, log, beforeRecord)
    : new Map<string, FloorResult>();
  // PGlite has one session: the app can open the directory only once the bench has let go.
  await closeDatabase();
  const measured: AppMeasurements = needsApp
    ? await measureWithApp({ options, database, samples, items, scratchDir }, cleanup, log)
    : { latencies: new Map(), pages: [], throughput: [], bundle: [] };
  const withApiRows = options.phases.has('floor') || options.phases.has('api');
  return {
    mode: database.mode,
    startedAt,
    durationSeconds: Math.round((performance.now() - started) / 1000),
    quick: options.quick,
    settings: runSettings(options),
    machine,
    data: {
      filings: samples.wholeFilings,
      companyRows: samples.companyRows,
      documentPages: samples.documentPages,
      databaseBytes,
      seed: options.seed,
    },
    api: withApiRows ? apiRows(items, floors, measured.latencies) : [],
    pages: measured.pages,
    throughput: measured.throughput,
    bundle: measured.bundle,
  } satisfies BenchRun;
}
