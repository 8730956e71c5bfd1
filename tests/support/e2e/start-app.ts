import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort } from '#scripts/support/free-port.ts';
import { TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';

export type RunningApp = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

const ROOT = new URL('../../..', import.meta.url).pathname;

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy within ${timeoutMs} ms`);
}

/**
 * Builds the app into its own folder and starts it (`scripts/start.ts`) on a free port
 * with its own empty data directory and a small demo data set.
 */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const port = await getFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rfi-e2e-'));
  // Each run builds into its own folder, so concurrent runs never serve each other's assets.
  const buildDir = join('.e2e-builds', `run-${process.pid}-${port}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BUILD_OUT_DIR: buildDir,
      DATABASE_URL: '',
      DEMO_FILINGS: '300',
      LOG_LEVEL: 'warn',
      // Tests give each context its own client address through x-forwarded-for (sign-in rate limit).
      TRUST_PROXY: 'true',
      // Every test signs in as the demo account, in parallel: per-user api limits would make them
      // throttle each other (tests/resilience/ops-abuse.test.ts checks pages against the limits).
      RPC_RATE_PER_SECOND: '0',
      RPC_EXPENSIVE_CONCURRENCY: '0',
      // Emailed links point where the tests browse; the test account is given explicitly.
      PUBLIC_BASE_URL: baseUrl,
      ...TEST_ACCOUNT_ENV,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 240_000);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(join(ROOT, buildDir), { recursive: true, force: true });
    },
  };
}
