/**
 * `npm run bench:navigation`: page changes in Chromium, from a click on a sidebar link to the new
 * page's main content, warm, at the demo data size (a fresh embedded database with the 5,000
 * demo filings, or `--base-url` for a running app), and the session fetches each navigation
 * makes. Writes bench/navigation.md and bench/navigation.json. Method: bench/README.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { buildIfNeeded } from '#scripts/build-if-needed.ts';
import { signInCookie } from '#scripts/support/sign-in-over-http.ts';
import { launchBrowser } from '#tests/support/e2e/browser.ts';
import { readMachineSummary } from './bench/machine-summary.ts';
import {
  measureNavigation,
  NAVIGATION_TARGETS,
  type NavigationRow,
} from './bench/measure-navigation.ts';
import { startBenchApp } from './bench/start-bench-app.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const ACCOUNT = { email: 'bench@ratefiling.example', password: 'ratefiling-bench' };
/** Issue 23's target for a warm page change. */
const TARGET_P95_MS = 300;

const argsSchema = z.object({
  rounds: z.coerce.number().int().min(1).max(200).default(10),
  'hover-ms': z.coerce.number().int().min(0).max(2000).default(100),
  out: z.string().min(1).default('bench'),
  'base-url': z.url({ protocol: /^https?$/ }).optional(),
});
const envSchema = z.object({
  BUILD_OUT_DIR: z.string().min(1).default('.bench/build'),
  BENCH_EMAIL: z.string().default(ACCOUNT.email),
  BENCH_PASSWORD: z.string().default(ACCOUNT.password),
});

const log = (message: string) => console.log(`[bench:navigation] ${message}`);

function markdown(rows: NavigationRow[], about: Record<string, string>): string {
  const cell = (value: number | undefined) => (value === undefined ? '—' : String(value));
  const lines = [
    '# Navigation benchmark',
    '',
    ...Object.entries(about).map(([key, value]) => `- ${key}: ${value}`),
    '',
    `Click on a sidebar link to the new page's main content (its heading, no skeleton or loader in #main), warm; target p95 <= ${TARGET_P95_MS} ms. Charts drawn: the same, until every chart card near the viewport has drawn its chart (charts are drawn just after the content, and only within a viewport height of the viewport, ChartCard, ADR 037). Session fetches: requests to the getSession server function per navigation, the hover's preload included (target <= 1).`,
    '',
    '| page | n | p50 ms | p95 ms | max ms | target | charts drawn p50 / p95 ms | session fetches (max / mean) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const stats = row.clickToContent;
    const met = stats ? (stats.p95 <= TARGET_P95_MS ? 'met' : 'missed') : 'failed';
    lines.push(
      `| ${row.path} | ${cell(stats?.n)} | ${cell(stats?.p50)} | ${cell(stats?.p95)} | ${cell(stats?.max)} | ${met} | ${cell(row.clickToCharts?.p50)} / ${cell(row.clickToCharts?.p95)} | ${cell(row.sessionFetchesMax)} / ${cell(row.sessionFetchesMean)} |${row.error ? ` ${row.error}` : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      rounds: { type: 'string' },
      'hover-ms': { type: 'string' },
      out: { type: 'string' },
      'base-url': { type: 'string' },
    },
  });
  const args = argsSchema.parse(values);
  const env = envSchema.parse(process.env);
  const account = { email: env.BENCH_EMAIL, password: env.BENCH_PASSWORD };
  const cleanups: Array<() => Promise<void>> = [];
  try {
    let baseUrl = args['base-url'];
    if (!baseUrl) {
      process.env.BUILD_OUT_DIR = env.BUILD_OUT_DIR;
      log(`checking the build in ${env.BUILD_OUT_DIR}...`);
      buildIfNeeded(ROOT);
      const dataDir = mkdtempSync(join(tmpdir(), 'rfi-bench-nav-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      log('starting the app over a fresh embedded database (demo data)...');
      const app = await startBenchApp({
        database: { mode: 'pglite', dataDir, reused: false },
        buildOutDir: env.BUILD_OUT_DIR,
        account,
        logLevel: 'warn',
        logPath: join(dataDir, 'app.log'),
      });
      cleanups.unshift(app.stop);
      baseUrl = app.baseUrl;
    }
    const cookie = await signInCookie(baseUrl, account);
    const browser = await launchBrowser();
    cleanups.unshift(() => browser.close());
    const rows = await measureNavigation(browser, baseUrl, cookie, NAVIGATION_TARGETS, {
      rounds: args.rounds,
      hoverMs: args['hover-ms'],
      log,
    });
    for (const row of rows) {
      log(
        `${row.path}: p50 ${row.clickToContent?.p50} ms, p95 ${row.clickToContent?.p95} ms, session fetches max ${row.sessionFetchesMax}${row.error ? ` (${row.error})` : ''}`,
      );
    }
    const about = {
      date: new Date().toISOString(),
      app: args['base-url'] ? args['base-url'] : 'npm start, embedded database, 5,000 demo filings',
      machine: readMachineSummary(),
      rounds: `${args.rounds} per page after a warm-up round`,
      hover: `${args['hover-ms']} ms on the link before the click`,
    };
    mkdirSync(args.out, { recursive: true });
    writeFileSync(join(args.out, 'navigation.md'), markdown(rows, about));
    writeFileSync(
      join(args.out, 'navigation.json'),
      `${JSON.stringify({ about, targetP95Ms: TARGET_P95_MS, rows }, null, 2)}\n`,
    );
    log(`wrote ${join(args.out, 'navigation.md')}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

process.exit(await main());
