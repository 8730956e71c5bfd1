import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort } from '#scripts/support/free-port.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;

export type SecondApp = { baseUrl: string; stop: () => Promise<void> };
export type SecondAppWithData = SecondApp & { dataDir: string };

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The second app did not become ready');
}

/**
 * A second app (one process, `server/main.ts`) on its own prepared DATA_DIR, serving the build
 * the suite's app made (found by the suite's port), so a file that needs its own data does not
 * build again. Stop it before removing the data directory.
 */
export async function startAppOnSuiteBuild(
  suiteBaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<SecondApp> {
  const suitePort = new URL(suiteBaseUrl).port;
  const build = readdirSync(join(ROOT, '.e2e-builds')).find((name) =>
    name.endsWith(`-${suitePort}`),
  );
  if (!build) throw new Error(`No build of the suite's app (port ${suitePort}) to reuse`);
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BUILD_OUT_DIR: join('.e2e-builds', build),
      DEMO_FILINGS: '0',
      DEMO_USER: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: url,
      TRUST_PROXY: 'true',
      RPC_RATE_PER_SECOND: '0',
      RPC_EXPENSIVE_CONCURRENCY: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(url, child);
  return {
    baseUrl: url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `startAppOnSuiteBuild` on a fresh, empty data directory of its own (the demo data the env asks
 * for is seeded there; its mailbox is there too), removed again when the app stops.
 */
export async function startAppOnSuiteBuildWithOwnData(
  suiteBaseUrl: string,
  env: Record<string, string> = {},
): Promise<SecondAppWithData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rfi-e2e-second-'));
  const app = await startAppOnSuiteBuild(suiteBaseUrl, dataDir, env).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: app.baseUrl,
    dataDir,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
