import { parseArgs } from 'node:util';
import type { JsonObject } from '@bufbuild/protobuf';
import { z } from 'zod';
import { DEFAULT_SEED } from '#server/data/seed-database.ts';
import { openDatabase } from '#server/db/connection.ts';
import { createInProcessCaller } from './bench/in-process-caller.ts';
import { readPopulationValues } from './bench/population-values.ts';
import { buildPopulationWorkloads } from './bench/population-workloads.ts';
import { readSampleValues } from './bench/sample-values.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: DATABASE_URL=postgres://… node scripts/measure-search-replay.ts [--seed S] [--slowest N] [--runs R] [--match TEXT]
Replays the population workload's distinct search requests (the bench's own pool for --seed, the
bench's seed by default) through the api's SearchService in this process, each once per run, and
prints p50 / p95 / max by kind of query (plain words, filtered, quoted phrase) and the slowest
requests. --match keeps the requests whose JSON contains TEXT. Read only. The database's own caches are as they are; the app's result caches are empty
for every request (each is distinct), so this measures the search's SQL, not a cache.`;

const envSchema = z.object({ DATABASE_URL: z.url() });
const argsSchema = z.object({
  seed: z.coerce.number().int().default(DEFAULT_SEED),
  slowest: z.coerce.number().int().min(0).max(100).default(8),
  runs: z.coerce.number().int().min(1).max(10).default(1),
  match: z.string().default(''),
});

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

/** The kind of a search request: a quoted phrase, else filtered, else plain words. */
function kindOf(request: JsonObject): 'phrase' | 'filtered' | 'plain' {
  if (String(request.query).includes('"')) return 'phrase';
  const filtered = ['states', 'carriers', 'linesOfBusiness', 'startDate'].some((k) => k in request);
  return filtered ? 'filtered' : 'plain';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      slowest: { type: 'string' },
      runs: { type: 'string' },
      match: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const args = argsSchema.parse(values);
  const env = envSchema.parse(process.env);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    const items = buildPopulationWorkloads(
      await readSampleValues(db),
      await readPopulationValues(db),
      args.seed,
    );
    const search = items.find((item) => item.id === 'population-search');
    if (!search) throw new Error('the population workload has no search');
    const distinct = [
      ...new Map(search.requests.map((r) => [JSON.stringify(r), r])).entries(),
    ].flatMap(([json, request]) => (json.includes(args.match) ? [request] : []));
    const call = createInProcessCaller(db);
    const times: { request: JsonObject; ms: number; error?: string }[] = [];
    for (let run = 0; run < args.runs; run++) {
      for (const request of distinct) {
        const started = performance.now();
        // A search stopped at its time limit is an outcome to count, not a reason to stop.
        const error = await call('SearchService', 'Search', request).then(
          () => undefined,
          (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
        );
        times.push({ request, ms: performance.now() - started, error });
      }
    }
    const failed = times.filter((t) => t.error);
    console.log(
      `${distinct.length} distinct search requests, ${args.runs} run(s), ${failed.length} failed (timed with the others)\n`,
    );
    console.log('| kind | requests | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
    for (const kind of ['plain', 'filtered', 'phrase', 'all'] as const) {
      const ms = times.filter((t) => kind === 'all' || kindOf(t.request) === kind).map((t) => t.ms);
      console.log(
        `| ${kind} | ${ms.length / args.runs} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${Math.max(...ms).toFixed(1)} |`,
      );
    }
    if (args.slowest > 0) console.log('\nSlowest:');
    for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, args.slowest)) {
      console.log(
        `${t.ms.toFixed(1)} ms  ${JSON.stringify(t.request)}${t.error ? `  (${t.error.slice(0, 60)})` : ''}`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
