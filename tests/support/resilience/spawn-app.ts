import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { getFreePort } from '#scripts/support/free-port.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
/** One build per test file (worker), shared by the apps it starts; see removeBuild. */
const BUILD_OUT_DIR = `.e2e-builds/resilience-${process.pid}`;

/** Deletes this worker's build: a test file's last `afterAll`, once its apps are stopped. */
export function removeBuild(): void {
  rmSync(`${ROOT}${BUILD_OUT_DIR}`, { recursive: true, force: true });
}

export type SpawnedApp = {
  baseUrl: string;
  child: ChildProcess;
  /** Resident memory of the app process in MiB (from /proc). */
  rssMiB: () => number;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the app exited early');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts `scripts/start.ts` (building into `.e2e-builds/resilience-<pid>` if needed) on 127.0.0.1.
 * `onStdout` receives the app's standard output (its log lines when LOG_LEVEL allows).
 */
export async function spawnApp(
  env: Record<string, string>,
  onStdout?: (text: string) => void,
): Promise<SpawnedApp> {
  const port = await getFreePort();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_OUT_DIR,
      LOG_LEVEL: 'fatal',
      TRUST_PROXY: '',
      // One account stands in for many users here (load, writers): per-user api limits off unless
      // a test sets them ('' means the app's defaults).
      RPC_RATE_PER_SECOND: '0',
      RPC_EXPENSIVE_CONCURRENCY: '0',
      // The account signInOverHttp uses: no start creates one with a known password otherwise.
      DEMO_USER: 'true',
      DEMO_USER_EMAIL: 'demo@ratefiling.example',
      DEMO_USER_PASSWORD: 'ratefiling-demo',
      ...env,
    },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onStdout) child.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 240_000);
  return {
    baseUrl,
    child,
    rssMiB: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
