import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePorts } from '#scripts/support/free-port.ts';
import { TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';

export type RunningApp = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

const ROOT = new URL('../../..', import.meta.url).pathname;

async function waitForHealth(baseUrl: string, children: ChildProcess[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`The app exited early with code ${exited.exitCode}`);
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

function startScript(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'scripts', script)], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Builds the app into its own folder and starts it on free ports with its own empty data
 * directory and a small demo data set: the api (`scripts/start-api.ts`) and the web
 * tier (`scripts/start-web.ts`, BACKEND_URL pointing at the api) as separate processes.
 * `baseUrl` is where the browser goes (the web process); `extraEnv` reaches both.
 */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  // Both ports at once, so that they differ.
  const [webPort, apiPort] = await getFreePorts(2);
  if (webPort === undefined || apiPort === undefined) throw new Error('no free ports');
  const dataDir = mkdtempSync(join(tmpdir(), 'rfi-e2e-'));
  // Each run builds into its own folder, so concurrent runs never serve each other's assets.
  const buildDir = join('.e2e-builds', `run-${process.pid}-${webPort}`);
  const baseUrl = `http://127.0.0.1:${webPort}`;
  // Tests give each context its own client address through x-forwarded-for (sign-in rate limit):
  // the web process believes it and forwards it, and the api believes the web process.
  const shared = { TRUST_PROXY: 'true', PUBLIC_BASE_URL: baseUrl, BUILD_OUT_DIR: buildDir };
  const apiEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_FILINGS: '300',
    // Every test signs in as the demo account, in parallel: per-user api limits would make them
    // throttle each other (tests/resilience/ops-abuse.test.ts checks pages against the limits).
    RPC_RATE_PER_SECOND: '0',
    RPC_EXPENSIVE_CONCURRENCY: '0',
    // Emailed links point where the tests browse; the test account is given explicitly.
    ...TEST_ACCOUNT_ENV,
  };
  const children: ChildProcess[] = [];
  const api = { ...apiEnv, ...shared, PORT: String(apiPort), ...extraEnv };
  children.push(startScript('start-api.ts', api));
  const backendUrl = `http://127.0.0.1:${apiPort}`;
  const web = { ...shared, PORT: String(webPort), BACKEND_URL: backendUrl, ...extraEnv };
  children.push(startScript('start-web.ts', web));
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(ROOT, buildDir), { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, children, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
