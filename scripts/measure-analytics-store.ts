import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emptyFilterLists } from '#contract/filings/filter-fields.ts';
import { createRandom } from '#server/data/prng.ts';
import { openDatabase } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { loadAnalyticsStore } from '#server/domain/analytics/memory-store/load-analytics-store.ts';
import { storeBytes } from '#server/domain/analytics/memory-store/store-memory.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import {
  ANALYTICS_CASES,
  type AnalyticsCase,
  DEFAULT_CASE_OPTIONS,
  randomCaseOptions,
} from '#tests/support/analytics/analytics-cases.ts';
import { drawFilters, readFilterValues } from '#tests/support/analytics/draw-filters.ts';
import { figureDifferences } from '#tests/support/analytics/figure-differences.ts';
import { replicateAnalyticsStore } from './bench/replicate-analytics-store.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: DATABASE_URL=postgres://… node --expose-gc scripts/measure-analytics-store.ts [--runs N] [--draws N] [--scale N]
Measures the in-memory analytics store (ADR 030) on an existing database, read only (no
migrations, no writes): the time to load it and its memory; each aggregate and top list over
every filing (rate changes and all filings) from SQL once and from the store (median of --runs
after two warm-up runs), checking that both give the same figures; the store's time over --draws
filter combinations drawn as the population workload draws them (p50, p95). --scale N repeats
the store N times in memory (filings renumbered) and times it again: an estimate of the store's
work at N times the data, without a database of that size.`;

const envSchema = z.object({ DATABASE_URL: z.url() });
const argsSchema = z.object({
  runs: z.coerce.number().int().min(1).max(50).default(5),
  draws: z.coerce.number().int().min(0).max(2000).default(200),
  scale: z.coerce.number().int().min(1).max(20).default(1),
});

const sortedMs = (values: number[]) => [...values].sort((a, b) => a - b);
const pct = (values: number[], p: number) => {
  const s = sortedMs(values);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const count = (n: number) => n.toLocaleString('en-US');

function heap() {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

function emptyFilters(population?: 'all'): FilingFilters {
  return { ...emptyFilterLists(), ...(population ? { population } : {}) };
}

const WHOLE: [string, FilingFilters][] = [
  ['rate changes', emptyFilters()],
  ['all filings', emptyFilters('all')],
];

/** Median time of `runs` store answers after two warm-up answers. */
function storeMs(c: AnalyticsCase, store: AnalyticsStore, filters: FilingFilters, runs: number) {
  c.store(store, filters, DEFAULT_CASE_OPTIONS);
  c.store(store, filters, DEFAULT_CASE_OPTIONS);
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const started = performance.now();
    c.store(store, filters, DEFAULT_CASE_OPTIONS);
    times.push(performance.now() - started);
  }
  return pct(times, 50);
}

/** p50 and p95 of the store's answers to drawn filters, per case. */
function drawnTimes(
  store: AnalyticsStore,
  draws: { filters: FilingFilters; options: typeof DEFAULT_CASE_OPTIONS }[],
) {
  return ANALYTICS_CASES.map((c) => {
    const times = draws.map(({ filters, options }) => {
      const started = performance.now();
      c.store(store, filters, options);
      return performance.now() - started;
    });
    return { name: c.name, p50: pct(times, 50), p95: pct(times, 95) };
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      draws: { type: 'string' },
      scale: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const env = envSchema.safeParse(process.env);
  const args = argsSchema.safeParse(values);
  if (values.help || !env.success || !args.success) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const { runs, scale } = args.data;
  const db = await openDatabase({ databaseUrl: env.data.DATABASE_URL, skipMigrations: true });
  try {
    const before = heap();
    const started = performance.now();
    const load = await loadAnalyticsStore(db);
    const loadMs = performance.now() - started;
    const store = load.store;
    if (!load.store || !store) throw new Error('the store was not built');
    const held = heap() - before;
    console.log(
      `Store: ${count(store.filings.count)} filings, ${count(store.companyRows.count)} company rows, ${count(store.filingFactors.factor.length)} factor revisions, ${count(store.assignments.reviewer.length)} reviews (data version ${store.version}).`,
    );
    console.log(
      `Load: ${ms(loadMs)} (${Object.entries(load.timings)
        .map(([part, t]) => `${part} ${t} ms`)
        .join(
          ', ',
        )}); typed arrays ${mb(storeBytes(store))}; heap and buffers held after load +${mb(held)}.`,
    );
    console.log(
      '\n| call | population | SQL | store (median) | same figures |\n| --- | --- | --- | --- | --- |',
    );
    let failures = 0;
    for (const [label, filters] of WHOLE) {
      for (const c of ANALYTICS_CASES) {
        const sqlStarted = performance.now();
        const expected = await c.sql(db, filters, DEFAULT_CASE_OPTIONS);
        const sqlMs = performance.now() - sqlStarted;
        const differences = figureDifferences(
          expected,
          c.store(store, filters, DEFAULT_CASE_OPTIONS),
        );
        if (differences.length > 0) failures += 1;
        console.log(
          `| ${c.name} | ${label} | ${ms(sqlMs)} | ${ms(storeMs(c, store, filters, runs))} | ${differences.length === 0 ? 'yes' : `no: ${differences.slice(0, 3).join('; ')}`} |`,
        );
      }
    }
    const drawer = await readFilterValues(db);
    const rng = createRandom(20261128, 3);
    const draws = Array.from({ length: args.data.draws }, () => ({
      filters: drawFilters(rng, drawer),
      options: randomCaseOptions(rng),
    }));
    const stores: [string, AnalyticsStore][] = [[`${count(store.filings.count)} filings`, store]];
    if (scale > 1) {
      const replicated = replicateAnalyticsStore(store, scale);
      console.log(
        `\nReplicated ×${scale}: ${count(replicated.filings.count)} filings, typed arrays ${mb(storeBytes(replicated))}.`,
      );
      console.log('\n| call | population | store (median) |\n| --- | --- | --- |');
      for (const [label, filters] of WHOLE)
        for (const c of ANALYTICS_CASES)
          console.log(`| ${c.name} | ${label} | ${ms(storeMs(c, replicated, filters, runs))} |`);
      stores.push([`${count(replicated.filings.count)} filings (replicated)`, replicated]);
    }
    if (draws.length > 0) {
      const timed = stores.map(([label, s]) => ({ label, rows: drawnTimes(s, draws) }));
      console.log(
        `\nStore time over ${draws.length} drawn filter combinations (population workload's odds):\n`,
      );
      console.log(
        `| call | ${timed.map((t) => `${t.label} p50 | p95`).join(' | ')} |\n| --- |${timed.map(() => ' --- | --- |').join('')}`,
      );
      ANALYTICS_CASES.forEach((c, k) => {
        console.log(
          `| ${c.name} | ${timed.map((t) => `${ms(t.rows[k]?.p50 ?? 0)} | ${ms(t.rows[k]?.p95 ?? 0)}`).join(' | ')} |`,
        );
      });
    }
    return failures === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
