import { parseArgs } from 'node:util';
import { z } from 'zod';
import { seedArgSchema } from '#scripts/support/seed-arg.ts';
import { DEFAULT_SEED } from '#server/data/seed-database.ts';

export const BENCH_PHASES = ['floor', 'api', 'pages', 'throughput', 'bundle'] as const;
export type BenchPhase = (typeof BENCH_PHASES)[number];

export const DEFAULT_FILINGS = { postgres: 100_000, pglite: 20_000 } as const;

export const BENCH_USAGE = `Usage: npm run bench -- [options]
Seeds a fresh database, starts the built app and measures the database floor, api latency, pages,
throughput and the browser bundle; writes results.md and results.json.

  --filings N      filings to generate (default 100,000 on a server, 20,000 on PGlite)
  --seed S         generator seed (default ${DEFAULT_SEED})
  --quick          fewer samples (15 per call, 3 s of load) for a fast look
  --iterations N   samples per api call (default 100; floor and pages take half)
  --duration S     seconds of load per throughput row (default 10)
  --item-seconds S time budget per measured call or page (default 60, quick 15): a slower
                   one stops early with fewer samples (at least 5)
  --settle S       wait S seconds after the app starts before measuring it (default 0): time for
                   its in-memory analytics store to load, as a long-running app's has (ADR 030)
  --cold           bump the filings data version before every sample, so that no cache answers
                   (results, counts, filter choices): the uncached path; server only
  --workload W     fixed (default): each call repeats a few set requests; population: each call
                   walks 400 random requests drawn from the data (every filter, sort and page
                   depth, search words common and rare) in a Zipf order, as analysts would
  --reuse          keep the seeded database and reuse it next time (also BENCH_REUSE=1)
  --skip-seed      with --reuse: never seed, fail if the kept database is empty
  --only LIST      phases to run, comma-separated: ${BENCH_PHASES.join(',')}
  --out DIR        where results go (default bench)

Environment: BENCH_DATABASE_URL (a PostgreSQL server; the bench creates and drops its own
bench_* database there; default: PGlite under .bench), BUILD_OUT_DIR (default .bench/build),
BENCH_APP_LOG_LEVEL (the app's LOG_LEVEL, default warn).`;

const positiveInt = z.coerce.number().int().min(1);
const flagSchema = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true');

const argsSchema = z.object({
  filings: positiveInt.max(1_000_000).optional(),
  seed: seedArgSchema,
  quick: z.boolean().default(false),
  cold: z.boolean().default(false),
  workload: z.enum(['fixed', 'population']).default('fixed'),
  reuse: z.boolean().default(false),
  'skip-seed': z.boolean().default(false),
  iterations: positiveInt.max(10_000).optional(),
  duration: positiveInt.max(600).optional(),
  'item-seconds': positiveInt.max(3_600).optional(),
  settle: z.coerce.number().int().min(0).max(3_600).default(0),
  only: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((p) => p.trim()) : [...BENCH_PHASES]))
    .pipe(z.array(z.enum(BENCH_PHASES)).min(1)),
  out: z.string().min(1).default('bench'),
});

const envSchema = z.object({
  BENCH_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BENCH_REUSE: flagSchema,
  BUILD_OUT_DIR: z.string().min(1).default('.bench/build'),
  BENCH_APP_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug']).default('warn'),
});

export type BenchOptions = {
  serverUrl?: string;
  filings: number;
  seed: number;
  quick: boolean;
  cold: boolean;
  workload: 'fixed' | 'population';
  reuse: boolean;
  skipSeed: boolean;
  apiIterations: number;
  floorIterations: number;
  pageIterations: number;
  throughputSeconds: number;
  itemSeconds: number;
  /** Seconds to wait after the app starts, before measuring it. */
  settleSeconds: number;
  phases: ReadonlySet<BenchPhase>;
  outDir: string;
  buildOutDir: string;
  appLogLevel: string;
};

export type ParsedOptions = { help: true } | { help: false; options: BenchOptions };

/** Reads the command line and environment (throws a ZodError with every problem). */
export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv): ParsedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      filings: { type: 'string' },
      seed: { type: 'string' },
      quick: { type: 'boolean' },
      cold: { type: 'boolean' },
      workload: { type: 'string' },
      reuse: { type: 'boolean' },
      'skip-seed': { type: 'boolean' },
      iterations: { type: 'string' },
      duration: { type: 'string' },
      'item-seconds': { type: 'string' },
      settle: { type: 'string' },
      only: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return { help: true };
  const args = argsSchema.parse(values);
  const vars = envSchema.parse(env);
  const mode = vars.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  if (args.cold && mode === 'pglite') {
    throw new Error(
      '--cold needs BENCH_DATABASE_URL: PGlite cannot be reached while the app holds it',
    );
  }
  const apiIterations = args.iterations ?? (args.quick ? 15 : 100);
  return {
    help: false,
    options: {
      serverUrl: vars.BENCH_DATABASE_URL,
      filings: args.filings ?? DEFAULT_FILINGS[mode],
      seed: args.seed,
      quick: args.quick,
      cold: args.cold,
      workload: args.workload,
      reuse: args.reuse || args['skip-seed'] || vars.BENCH_REUSE,
      skipSeed: args['skip-seed'],
      apiIterations,
      floorIterations: Math.max(5, Math.ceil(apiIterations / 2)),
      pageIterations: Math.max(5, Math.ceil(apiIterations / 2)),
      throughputSeconds: args.duration ?? (args.quick ? 3 : 10),
      itemSeconds: args['item-seconds'] ?? (args.quick ? 15 : 60),
      settleSeconds: args.settle,
      phases: new Set(args.only),
      outDir: args.out,
      buildOutDir: vars.BUILD_OUT_DIR,
      appLogLevel: vars.BENCH_APP_LOG_LEVEL,
    },
  };
}
