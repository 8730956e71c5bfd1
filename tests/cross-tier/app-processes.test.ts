import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getFreePort } from '#scripts/support/free-port.ts';
import {
  createScratchDatabase,
  dropScratchDatabase,
  PG_ADMIN_URL,
} from '#tests/support/resilience/scratch-postgres.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const ACCOUNT = { email: 'processes@ratefiling.example', password: 'processes-test-password' };
const DATABASE = `app_processes_${process.pid}`;

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const serverReachable = await serverAnswers();
if (!serverReachable) console.warn(`app processes test skipped: no PostgreSQL at ${PG_ADMIN_URL}`);

/**
 * A request on a connection of its own: the kernel spreads new connections over the processes
 * (SO_REUSEPORT), while fetch would keep reusing one, and so one process.
 */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; setCookies: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      agent: false,
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookies: response.headers['set-cookie'] ?? [],
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const logLineSchema = z.object({ worker: z.number(), path: z.string().optional() });
const listSchema = z.object({ pagination: z.object({ totalResults: z.number() }) });
const tokenSchema = z.object({ token: z.string() });

/**
 * WEB_CONCURRENCY=2 (ADR 028): `npm run start:api` as a cluster of two processes on one port over
 * a scratch database on the local server. Which process answered is read from the request log
 * (each line names its worker).
 */
describe.skipIf(!serverReachable)('two app processes on one port', () => {
  let app: ChildProcess;
  let baseUrl = '';
  let databaseUrl = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'rfi-processes-'));
  const workersByPath = new Map<string, Set<number>>();
  let listening = 0;

  const served = (path: string) => workersByPath.get(path) ?? new Set<number>();

  beforeAll(async () => {
    databaseUrl = await createScratchDatabase(DATABASE);
    const port = await getFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, [join(ROOT, 'scripts/start-api.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: baseUrl,
        DATABASE_URL: databaseUrl,
        DATABASE_READ_URLS: '',
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '2',
        DEMO_FILINGS: '40',
        DEMO_USER: 'true',
        DEMO_USER_EMAIL: ACCOUNT.email,
        DEMO_USER_PASSWORD: ACCOUNT.password,
        AUTH_SECRET: 'app-processes-test-secret-at-least-32-chars',
        RPC_RATE_PER_SECOND: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    app.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('is serving on')) listening++;
        try {
          const parsed = logLineSchema.safeParse(JSON.parse(line));
          if (parsed.success && parsed.data.path) {
            const set = workersByPath.get(parsed.data.path) ?? new Set<number>();
            set.add(parsed.data.worker);
            workersByPath.set(parsed.data.path, set);
          }
        } catch {
          // not a log line
        }
      }
    });
    const deadline = Date.now() + 150_000;
    while (listening < 2) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
      if (Date.now() > deadline) throw new Error('two processes did not start within 150 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }
    await dropScratchDatabase(DATABASE);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async () => {
    const response = await send(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(ACCOUNT),
    });
    expect(response.status).toBe(200);
    return response.setCookies.map((line) => line.split(';')[0]).join('; ');
  };
  const tokenFor = async (cookie: string) => {
    const response = await send(`${baseUrl}/api/auth/token`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return tokenSchema.parse(JSON.parse(response.body)).token;
  };
  const countFilings = async (token: string) => {
    const response = await send(`${baseUrl}/rpc/ratefiling.v1.FilingService/ListFilings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'connect-protocol-version': '1',
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
    return listSchema.parse(JSON.parse(response.body)).pagination.totalResults;
  };
  const waitForLog = async (path: string, workers: number) => {
    for (let tries = 0; tries < 50 && served(path).size < workers; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('accepts a session made in one process in every process', async () => {
    const cookie = await signIn();
    const tokens = [];
    for (let i = 0; i < 16; i++) tokens.push(await tokenFor(cookie));
    await waitForLog('/api/auth/token', 2);
    expect(served('/api/auth/token').size).toBe(2);
    const counts = new Set<number>();
    for (const token of tokens.slice(0, 4)) counts.add(await countFilings(token));
    expect(counts.size).toBe(1);
  });

  it('shows a write to every process’s cached reads', async () => {
    const token = await tokenFor(await signIn());
    const path = '/rpc/ratefiling.v1.FilingService/ListFilings';
    const before = new Set<number>();
    for (let i = 0; i < 16; i++) before.add(await countFilings(token));
    expect(before.size).toBe(1);
    const [filings = 0] = before;
    await waitForLog(path, 2);
    expect(served(path).size).toBe(2);
    const client = new pg.Client(databaseUrl);
    await client.connect();
    await client.query(
      'delete from whole_filings where serff_tracking_number = (select min(serff_tracking_number) from whole_filings)',
    );
    await client.end();
    const after = [];
    for (let i = 0; i < 16; i++) after.push(await countFilings(token));
    expect(after).toEqual(Array(16).fill(filings - 1));
  });
});
