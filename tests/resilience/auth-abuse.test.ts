import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '#scripts/support/sign-in-over-http.ts';
import { callRpc } from '#tests/support/resilience/api-session.ts';
import { openHttpConnection } from '#tests/support/resilience/http-connection.ts';
import { removeBuild, type SpawnedApp, spawnApp } from '#tests/support/resilience/spawn-app.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';

// Issue 17, findings 2, 3, 7 and 9, measured against the built app (ADR 010).

afterAll(removeBuild);

const ROOT = new URL('../..', import.meta.url).pathname;
const PUBLIC = 'https://rates.example.test';
const FILTERS = 'ratefiling.v1.SavedFilterService';
const LIMIT_MS = 5_000;

type Outcome = { name: string; held: boolean; detail: string };

function record(part: string, outcomes: Outcome[], figures: string): void {
  const failed = outcomes.filter((outcome) => !outcome.held);
  recordSummary({
    part,
    cases: outcomes.length,
    held: outcomes.length - failed.length,
    figures: `${figures}${failed.length ? `; failed: ${failed.map((f) => `${f.name} (${f.detail})`).join(', ')}` : ''}`,
  });
}

/** The id of the built `signOut` server function (sha256 of its file and name, per build). */
function signOutFunctionId(): string {
  const server = readFileSync(
    join(ROOT, `.e2e-builds/resilience-${process.pid}/server/server.js`),
    'utf8',
  );
  const match =
    /"([0-9a-f]{64}(?:_\d+)?)":\s*\{\s*functionName:\s*"signOut_createServerFn_handler"/.exec(
      server,
    );
  if (!match?.[1]) throw new Error('signOut server function not found in the build');
  return match[1];
}

/** Opens an account (ALLOW_SIGNUP); sign-up is rate limited (3 per 10 s), so it waits its turn. */
async function signUp(baseUrl: string, email: string, password: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password, name: email.split('@')[0] }),
    });
    if (response.ok) return;
    if (response.status !== 429) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    const seconds = Number(response.headers.get('x-retry-after') ?? 10);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
  throw new Error('sign-up stayed rate limited');
}

async function tokenFor(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  if (!response.ok) throw new Error(`token: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const read = (baseUrl: string, token: string) =>
  callRpc(baseUrl, `${FILTERS}/ListSavedFilters`, { pagination: { page: 1, pageSize: 1 } }, token);
const write = (baseUrl: string, token: string, name: string) =>
  callRpc(baseUrl, `${FILTERS}/CreateSavedFilter`, { name, filters: { states: ['TX'] } }, token);

/** Milliseconds until both a read and a write with `token` answer 401 (polling every 50 ms). */
async function msUntilRefused(baseUrl: string, token: string): Promise<number> {
  const start = performance.now();
  let attempt = 0;
  while (performance.now() - start < LIMIT_MS + 5_000) {
    attempt += 1;
    const [reading, writing] = await Promise.all([
      read(baseUrl, token),
      write(baseUrl, token, `after end ${attempt}`),
    ]);
    if (reading.status === 401 && writing.status === 401) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

function lastMailTo(dataDir: string, email: string): string {
  const lines = readFileSync(join(dataDir, 'mailbox.jsonl'), 'utf8').trim().split('\n');
  const mails = lines.map((line) => JSON.parse(line) as { to: string; text: string });
  return mails.findLast((mail) => mail.to === email)?.text ?? '';
}

describe('auth abuse against a production-like app (PGlite, hosts limited)', () => {
  let app: SpawnedApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-auth-abuse-'));
    app = await spawnApp({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_FILINGS: '30',
      PUBLIC_BASE_URL: PUBLIC,
      AUTH_ALLOWED_HOSTS: '127.0.0.1,rates.example.test',
      ALLOW_SIGNUP: 'true',
    });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('17.2: reset links use PUBLIC_BASE_URL, unknown hosts get 400', async () => {
    await signUp(app.baseUrl, 'host@example.com', 'host-password-1');
    const connection = openHttpConnection(app.baseUrl);
    const body = JSON.stringify({ email: 'host@example.com' });
    const json = { 'content-type': 'application/json' };
    const outcomes: Outcome[] = [];
    const expectStatus = async (name: string, status: number, path: string, headers = {}) => {
      const post = path.startsWith('/api/auth/request');
      const answer = await connection.send(path, {
        method: post ? 'POST' : 'GET',
        headers: { ...(post ? json : {}), ...headers },
        ...(post ? { body } : {}),
      });
      outcomes.push({ name, held: answer.status === status, detail: `got ${answer.status}` });
    };
    const reset = '/api/auth/request-password-reset';
    await expectStatus('reset, Host evil', 400, reset, {
      host: 'evil.example',
      origin: 'http://evil.example',
    });
    await expectStatus('reset, Host evil:port', 400, reset, { host: 'evil.example:80' });
    await expectStatus('page, Host evil', 400, '/login', { host: 'evil.example' });
    await expectStatus('health, Host evil (probe)', 200, '/api/health', { host: 'evil.example' });
    const host = new URL(app.baseUrl).host;
    await expectStatus('reset, forged X-Forwarded-Host', 200, reset, {
      host,
      origin: app.baseUrl,
      'x-forwarded-host': 'evil.example',
    });
    connection.close();
    const mail = lastMailTo(dataDir, 'host@example.com');
    const links = mail.match(/https?:\/\/\S+/g) ?? [];
    outcomes.push({
      name: 'mailed link on PUBLIC_BASE_URL',
      held: links.length === 1 && (links[0] ?? '').startsWith(`${PUBLIC}/reset-password?token=`),
      detail: links.join(' '),
    });
    const everything = readFileSync(join(dataDir, 'mailbox.jsonl'), 'utf8');
    outcomes.push({
      name: 'no mail names evil.example',
      held: !everything.includes('evil.example'),
      detail: 'mailbox mentions evil.example',
    });
    record('17.2 reset link host', outcomes, `link ${links[0]?.slice(0, 50) ?? 'none'}…`);
    expect(outcomes.filter((o) => !o.held)).toEqual([]);
  });

  it('17.9: a cross-origin signOut is refused with 403 and the session lives on', async () => {
    const id = signOutFunctionId();
    const account = { email: 'origin@example.com', password: 'origin-password-1' };
    await signUp(app.baseUrl, account.email, account.password);
    const cookie = await signInCookie(app.baseUrl, account);
    const callSignOut = (headers: Record<string, string>) =>
      // As the browser's client sends it: a POST without arguments has no body.
      fetch(`${app.baseUrl}/_server/${id}`, {
        method: 'POST',
        headers: { 'x-tsr-serverFn': 'true', accept: 'application/json', cookie, ...headers },
      });
    const tokenStatus = async () =>
      (await fetch(`${app.baseUrl}/api/auth/token`, { headers: { cookie } })).status;
    const outcomes: Outcome[] = [];
    for (const [name, headers] of [
      ['Origin evil', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['Referer evil, no Origin', { referer: 'https://evil.example/page' }],
      ['no Origin, no Referer', {}],
      ['Origin of another port', { origin: 'http://127.0.0.1:1' }],
    ] as const) {
      const answer = await callSignOut(headers);
      const alive = await tokenStatus();
      outcomes.push({
        name,
        held: answer.status === 403 && alive === 200,
        detail: `signOut ${answer.status}, session ${alive}`,
      });
    }
    const own = await callSignOut({ origin: app.baseUrl });
    const after = await tokenStatus();
    outcomes.push({
      name: 'same origin signs out',
      held: own.status < 400 && after === 401,
      detail: `signOut ${own.status}, session ${after}`,
    });
    record('17.9 cross-origin signOut', outcomes, outcomes.map((o) => o.detail).join('; '));
    expect(outcomes.filter((o) => !o.held)).toEqual([]);
  });

  it('17.7: api tokens are refused within 5 s of sign-out, password change and reset', async () => {
    const outcomes: Outcome[] = [];
    const figures: string[] = [];
    const measure = async (name: string, token: string) => {
      const ms = await msUntilRefused(app.baseUrl, token);
      figures.push(`${name} ${Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'never'}`);
      outcomes.push({ name, held: ms <= LIMIT_MS, detail: `${Math.round(ms)} ms` });
    };

    // Sign-out: reads and writes worked with the token just before.
    const a = { email: 'out@example.com', password: 'signout-password-1' };
    await signUp(app.baseUrl, a.email, a.password);
    const cookie = await signInCookie(app.baseUrl, a);
    const token = await tokenFor(app.baseUrl, cookie);
    const before = [
      (await read(app.baseUrl, token)).status,
      (await write(app.baseUrl, token, 'x')).status,
    ];
    outcomes.push({
      name: 'token works before',
      held: before.every((status) => status === 200),
      detail: before.join('/'),
    });
    await fetch(`${app.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie },
      body: '{}',
    });
    await measure('sign-out', token);

    // Password change (other sessions and the changing one are both replaced).
    const b = { email: 'change@example.com', password: 'change-password-1' };
    await signUp(app.baseUrl, b.email, b.password);
    const laptop = await signInCookie(app.baseUrl, b);
    const phoneToken = await tokenFor(app.baseUrl, await signInCookie(app.baseUrl, b));
    const laptopToken = await tokenFor(app.baseUrl, laptop);
    await read(app.baseUrl, phoneToken);
    const change = await fetch(`${app.baseUrl}/api/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie: laptop },
      body: JSON.stringify({ currentPassword: b.password, newPassword: 'change-password-2' }),
    });
    outcomes.push({ name: 'password changed', held: change.ok, detail: `${change.status}` });
    await measure('password change (other session)', phoneToken);
    await measure('password change (own old token)', laptopToken);

    // Password reset through the mailed link.
    const c = { email: 'reset@example.com', password: 'reset-password-1' };
    await signUp(app.baseUrl, c.email, c.password);
    const resetToken = await tokenFor(app.baseUrl, await signInCookie(app.baseUrl, c));
    await read(app.baseUrl, resetToken);
    await fetch(`${app.baseUrl}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl },
      body: JSON.stringify({ email: c.email }),
    });
    const link = /token=(\S+)/.exec(lastMailTo(dataDir, c.email))?.[1] ?? '';
    const reset = await fetch(`${app.baseUrl}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.baseUrl },
      body: JSON.stringify({ token: decodeURIComponent(link), newPassword: 'reset-password-2' }),
    });
    outcomes.push({ name: 'password reset', held: reset.ok, detail: `${reset.status}` });
    await measure('password reset', resetToken);

    record('17.7 tokens after sign-out', outcomes, figures.join(', '));
    expect(outcomes.filter((o) => !o.held)).toEqual([]);
  });
});

describe('no account with a known password on a production start', () => {
  const apps: SpawnedApp[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const app of apps) await app.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rfi-auth-prod-'));
    dirs.push(dir);
    return dir;
  };
  /** As an operator starts it: no DEMO_USER/DEMO_USER_PASSWORD (spawnApp's test account unset). */
  const start = async (env: Record<string, string>) => {
    const app = await spawnApp({ DEMO_USER: '', DEMO_USER_PASSWORD: '', ...env });
    apps.push(app);
    return app;
  };
  const signInStatus = async (baseUrl: string, email: string, password: string) =>
    (
      await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ email, password }),
      })
    ).status;

  it('17.3: production creates none, the first admin comes from user:create --admin', async () => {
    const outcomes: Outcome[] = [];
    const demo = 'demo@ratefiling.example';
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DEMO_FILINGS: '0',
      PUBLIC_BASE_URL: PUBLIC,
      AUTH_ALLOWED_HOSTS: '127.0.0.1',
    };

    // Without PUBLIC_BASE_URL a production start refuses to start.
    const refused = await start({ ...production, DATA_DIR: newDir(), PUBLIC_BASE_URL: '' }).then(
      () => 'started',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    outcomes.push({
      name: 'production without PUBLIC_BASE_URL refuses to start',
      held: refused.includes('exited early'),
      detail: refused,
    });

    const dataDir = newDir();
    let app = await start({ ...production, DATA_DIR: dataDir });
    const first = await signInStatus(app.baseUrl, demo, 'ratefiling-demo');
    outcomes.push({ name: 'no demo account', held: first === 401, detail: `sign-in ${first}` });
    await app.stop();

    const created = spawnSync(
      process.execPath,
      ['scripts/create-user.ts', 'root@example.com', '--admin', '--password', 'root-password-1'],
      { cwd: ROOT, env: { ...process.env, ...production, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    outcomes.push({
      name: 'user:create --admin',
      held: created.status === 0 && /is an administrator/.test(created.stdout),
      detail: `exit ${created.status}: ${created.stdout.trim()} ${created.stderr.trim()}`,
    });

    app = await start({ ...production, DATA_DIR: dataDir });
    const again = await signInStatus(app.baseUrl, demo, 'ratefiling-demo');
    outcomes.push({ name: 'still none after restart', held: again === 401, detail: `${again}` });
    const cookie = await signInCookie(app.baseUrl, {
      email: 'root@example.com',
      password: 'root-password-1',
    }).catch(() => '');
    const organizations = cookie
      ? ((await (
          await fetch(`${app.baseUrl}/api/auth/organization/list`, { headers: { cookie } })
        ).json()) as { id: string }[])
      : [];
    let role = '';
    if (organizations[0]) {
      const member = await fetch(
        `${app.baseUrl}/api/auth/organization/get-active-member-role?organizationId=${organizations[0].id}`,
        { headers: { cookie } },
      );
      role = ((await member.json()) as { role?: string }).role ?? `(${member.status})`;
    }
    outcomes.push({
      name: 'admin signs in as organization admin',
      held: cookie !== '' && role === 'admin',
      detail: `organizations ${organizations.length}, role ${role}`,
    });
    await app.stop();

    // A bare `npm start` (embedded database, demo data): a random password, printed once.
    const demoDir = newDir();
    app = await start({ DATA_DIR: demoDir, DATABASE_URL: '', DEMO_FILINGS: '20' });
    const kept = readFileSync(join(demoDir, 'demo-account.txt'), 'utf8');
    const password = /password: (\S+)/.exec(kept)?.[1] ?? '';
    const withRandom = await signInStatus(app.baseUrl, demo, password);
    const withOld = await signInStatus(app.baseUrl, demo, 'ratefiling-demo');
    outcomes.push({
      name: 'demo install: random password works, the old public one does not',
      held: password.length >= 16 && withRandom === 200 && withOld === 401,
      detail: `random ${withRandom}, ratefiling-demo ${withOld}`,
    });

    record(
      '17.3 default account',
      outcomes,
      outcomes.map((o) => `${o.name}: ${o.detail}`).join('; '),
    );
    expect(outcomes.filter((o) => !o.held)).toEqual([]);
  });
});
