import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createRandom, type Random } from '#server/data/prng.ts';
import { openDatabase } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { loadAnalyticsStore } from '#server/domain/analytics/memory-store/load-analytics-store.ts';
import {
  storeCountWholeFilings,
  storeFilingRowsPage,
  storeWholeFilingsPage,
} from '#server/domain/analytics/memory-store/store-filing-lists.ts';
import { storeFilterChoices } from '#server/domain/analytics/memory-store/store-filter-choices.ts';
import { storeBytes } from '#server/domain/analytics/memory-store/store-memory.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { filingSortSchema } from '#server/domain/filings/filing-sort.ts';
import { pageRequestSchema } from '#server/domain/filings/page-request.ts';
import { drawFilters, readFilterValues } from '#tests/support/analytics/draw-filters.ts';
import { randomPage, randomSort } from './bench/population-workloads.ts';
import { replicateAnalyticsStore } from './bench/replicate-analytics-store.ts';
import { runCli } from './support/run-cli.ts';

const usage = `Usage: DATABASE_URL=postgres://… node scripts/measure-store-lists.ts [--draws N] [--scale N]
Times the in-memory part of the lists, counts and filter choices answered from the analytics
store (ADR 034) on an existing database, read only: the store's load (with its sort orders), then
over --draws requests drawn as the population workload draws them (filters, sort, page) the time
to select, count and find the page's keys, and to count the filter choices (p50, p95, max). The
primary-key read of the page's rows is SQL and not included. --scale N repeats the store N times
in memory: an estimate of that work at N times the data.`;

const envSchema = z.object({ DATABASE_URL: z.url() });
const argsSchema = z.object({
  draws: z.coerce.number().int().min(1).max(5000).default(400),
  scale: z.coerce.number().int().min(1).max(20).default(1),
});

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** A sort and page as the population workload draws them, as the api resolves them. */
function drawRequest(rng: Random, table: 'filings' | 'whole') {
  const sort = randomSort(rng, table);
  return {
    sort: filingSortSchema(table).parse({
      field: sort.field,
      direction: sort.direction === 'SORT_DIRECTION_ASCENDING' ? 'ascending' : 'descending',
    }),
    page: pageRequestSchema.parse(randomPage(rng)),
  };
}

type Draw = { filters: FilingFilters; rows: RequestOf; whole: RequestOf };
type RequestOf = ReturnType<typeof drawRequest>;

function timed(draws: Draw[], run: (d: Draw) => void) {
  const times = draws.map((d) => {
    const started = performance.now();
    run(d);
    return performance.now() - started;
  });
  return `${ms(pct(times, 50))} | ${ms(pct(times, 95))} | ${ms(Math.max(...times))}`;
}

function report(label: string, store: AnalyticsStore, draws: Draw[]) {
  for (const d of draws.slice(0, 5)) storeFilterChoices(store, d.filters);
  console.log(`\n${label}: typed arrays ${(storeBytes(store) / 1e6).toFixed(1)} MB\n`);
  console.log('| part | p50 | p95 | max |\n| --- | --- | --- | --- |');
  const row = (name: string, run: (d: Draw) => void) =>
    console.log(`| ${name} | ${timed(draws, run)} |`);
  row('List filings (count and page keys)', (d) => {
    storeFilingRowsPage(store, { filters: d.filters, ...d.rows });
  });
  row('List whole filings (count and page keys)', (d) => {
    storeWholeFilingsPage(store, { filters: d.filters, ...d.whole });
  });
  row('Number of filings', (d) => {
    storeCountWholeFilings(store, d.filters);
  });
  row('Filter choices (nine fields)', (d) => {
    storeFilterChoices(store, d.filters);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { draws: { type: 'string' }, scale: { type: 'string' }, help: { type: 'boolean' } },
  });
  const env = envSchema.safeParse(process.env);
  const args = argsSchema.safeParse(values);
  if (values.help || !env.success || !args.success) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const db = await openDatabase({ databaseUrl: env.data.DATABASE_URL, skipMigrations: true });
  try {
    const started = performance.now();
    const load = await loadAnalyticsStore(db);
    if (!load.store) throw new Error('the store was not built');
    const timings = Object.entries(load.timings)
      .map(([part, t]) => `${part} ${t} ms`)
      .join(', ');
    console.log(`Load: ${ms(performance.now() - started)} (${timings}).`);
    const drawer = await readFilterValues(db);
    const rng = createRandom(20261129, 5);
    const draws = Array.from({ length: args.data.draws }, () => ({
      filters: drawFilters(rng, drawer),
      rows: drawRequest(rng, 'filings'),
      whole: drawRequest(rng, 'whole'),
    }));
    report(`${load.store.filings.count.toLocaleString('en-US')} filings`, load.store, draws);
    if (args.data.scale > 1) {
      const replicated = replicateAnalyticsStore(load.store, args.data.scale);
      const n = replicated.filings.count.toLocaleString('en-US');
      report(`${n} filings (store replicated ×${args.data.scale})`, replicated, draws);
    }
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await runCli(main);
