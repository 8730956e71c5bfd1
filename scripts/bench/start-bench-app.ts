import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getFreePort } from '#scripts/support/free-port.ts';
import type { BenchDatabase } from './bench-database.ts';
import type { Account } from './http-session.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
/** The bench app's own secret (a scratch database; the same every run, so reuse works). */
const BENCH_AUTH_SECRET = 'rate-filing-bench-auth-secret-scratch-only';

export type BenchApp = { baseUrl: string; stop(): Promise<void> };

export type BenchAppOptions = {
  database: BenchDatabase;
  buildOutDir: string;
  account: Account;
  logLevel: string;
  /** The app's output goes here (a load run ends with aborted requests, which it logs). */
  logPath: string;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`the app exited early (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs / 1000} s`);
}

function tail(path: string, lines: number): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

/**
 * Starts the built app (`scripts/start.ts`, production mode) on a free loopback port over the
 * bench database, with the bench account as its demo user; resolves once /api/health answers.
 */
export async function startBenchApp(options: BenchAppOptions): Promise<BenchApp> {
  const port = await getFreePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.database.dataDir,
      DATABASE_URL: options.database.databaseUrl ?? '',
      BUILD_OUT_DIR: options.buildOutDir,
      LOG_LEVEL: options.logLevel,
      TRUST_PROXY: '',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      DEMO_USER: 'true',
      DEMO_USER_EMAIL: options.account.email,
      DEMO_USER_PASSWORD: options.account.password,
      // The bench is one user standing in for many (the population workload asks hundreds of
      // uncached aggregates in a row): the per-user rate limit would measure the limiter.
      RPC_RATE_PER_SECOND: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(options.logPath);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = { baseUrl, stop: () => stopChild(child) };
  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await app.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${message}; the app's last output (${options.logPath}):\n${tail(options.logPath, 30)}`,
    );
  }
  return app;
}
