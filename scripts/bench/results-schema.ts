import { z } from 'zod';

/** Latency figures in milliseconds. */
export const latencyStatsSchema = z.object({
  n: z.number(),
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
});
export type LatencyStats = z.infer<typeof latencyStatsSchema>;

/** What an api call is, for its target: list filings, get whole filing, search, aggregate... */
export const RPC_GROUPS = [
  'list',
  'get',
  'count',
  'metadata',
  'search',
  'aggregate',
  'top',
  'custom',
] as const;
export type RpcGroup = (typeof RPC_GROUPS)[number];

export const apiRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  group: z.enum(RPC_GROUPS),
  method: z.string(),
  api: latencyStatsSchema.optional(),
  /** Sum of the "Execution Time" of the call's statements, per call (EXPLAIN ANALYZE). */
  floor: latencyStatsSchema.optional(),
  /** Sum of the statements' "Planning Time" (not part of the floor; the api plans each call). */
  floorPlanning: latencyStatsSchema.optional(),
  /** Statements the call runs (explained ones; settings and transaction control excluded). */
  statements: z.number().optional(),
  /** The statement with the largest median execution time, for reasons. */
  slowestStatement: z.object({ sql: z.string(), p50: z.number() }).optional(),
  /** Samples the server stopped at its time limit (searches; counted in `api` at their time). */
  stopped: z.number().optional(),
  /** The first of those requests, as JSON. */
  stoppedRequests: z.array(z.string()).optional(),
  /** The api call failed (no api figures). */
  error: z.string().optional(),
  /** The floor could not be measured (the api figures stand). */
  floorError: z.string().optional(),
});
export type ApiRow = z.infer<typeof apiRowSchema>;

export const pageRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  path: z.string(),
  ttfb: latencyStatsSchema.optional(),
  full: latencyStatsSchema.optional(),
  bytes: z.number().optional(),
  error: z.string().optional(),
});
export type PageRow = z.infer<typeof pageRowSchema>;

export const throughputRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  connections: z.number(),
  durationSeconds: z.number(),
  requestsPerSecond: z.number().optional(),
  latencyP50: z.number().optional(),
  latencyP99: z.number().optional(),
  non2xx: z.number().optional(),
  errors: z.number().optional(),
  error: z.string().optional(),
});
export type ThroughputRow = z.infer<typeof throughputRowSchema>;

export const bundleRowSchema = z.object({
  id: z.enum(['landing', 'filings']),
  label: z.string(),
  path: z.string(),
  files: z.number().optional(),
  rawBytes: z.number().optional(),
  gzipBytes: z.number().optional(),
  error: z.string().optional(),
});
export type BundleRow = z.infer<typeof bundleRowSchema>;

export const DATABASE_MODES = ['postgres', 'pglite'] as const;
export type BenchMode = (typeof DATABASE_MODES)[number];

export const benchRunSchema = z.object({
  mode: z.enum(DATABASE_MODES),
  startedAt: z.string(),
  durationSeconds: z.number(),
  quick: z.boolean(),
  settings: z.object({
    apiIterations: z.number(),
    floorIterations: z.number(),
    pageIterations: z.number(),
    throughputSeconds: z.number(),
    /** Time budget per measured item (fewer samples past it). */
    itemSeconds: z.number(),
    appLogLevel: z.string(),
    /** Data version bumped before every sample: no cache answered (absent in older results). */
    cold: z.boolean().default(false),
    /**
     * fixed: each call repeats a few requests; population: random requests drawn from the data in
     * a Zipf order (absent in older results: fixed).
     */
    workload: z.enum(['fixed', 'population']).default('fixed'),
  }),
  machine: z.object({
    cpuModel: z.string(),
    cores: z.number(),
    memoryGiB: z.number(),
    os: z.string(),
    node: z.string(),
    database: z.string(),
  }),
  data: z.object({
    filings: z.number(),
    companyRows: z.number(),
    documentPages: z.number(),
    databaseBytes: z.number().optional(),
    seed: z.number(),
  }),
  api: z.array(apiRowSchema),
  pages: z.array(pageRowSchema),
  throughput: z.array(throughputRowSchema),
  bundle: z.array(bundleRowSchema),
});
export type BenchRun = z.infer<typeof benchRunSchema>;

/** bench/results.json: the latest run per database mode (a run replaces only its own mode). */
export const benchResultsSchema = z.object({
  runs: z.object({ postgres: benchRunSchema.optional(), pglite: benchRunSchema.optional() }),
});
export type BenchResults = z.infer<typeof benchResultsSchema>;
