import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connection.ts';
import { launchBrowser } from '#tests/support/e2e/browser.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { type ApiSession, callRpc, signInOverHttp } from '#tests/support/resilience/api-session.ts';
import { percentile } from '#tests/support/resilience/load-stats.ts';
import { runScript } from '#tests/support/resilience/run-script.ts';
import {
  createScratchDatabase,
  dropScratchDatabase,
} from '#tests/support/resilience/scratch-postgres.ts';
import { removeBuild, type SpawnedApp, spawnApp } from '#tests/support/resilience/spawn-app.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';
import { HOSTILE_STRINGS } from '#tests/support/security/hostile-strings.ts';

/** `pglite` and `postgres` (a scratch database on the local server) by default. */
const TARGETS = (process.env.OPS_TARGETS || 'pglite,postgres').split(',').map((t) => t.trim());
const LIMITS_OFF = { RPC_RATE_PER_SECOND: '0', RPC_EXPENSIVE_CONCURRENCY: '0' };
/** The app's default limits (spawnApp turns them off unless told; empty means the default). */
const DEFAULT_LIMITS = { RPC_RATE_PER_SECOND: '', RPC_EXPENSIVE_CONCURRENCY: '' };
const VICTIM = { email: 'victim@example.com', password: 'victim-password-1' };
const LATE = { email: 'late@example.com', password: 'late-password-1' };
const FILTERS = 'ratefiling.v1.SavedFilterService';
const HOSTILE_MD_PRODUCT = `[click](https://evil.example) **bold** _em_ \`code\` ${HOSTILE_STRINGS.script} | pipe # hash`;
const HOSTILE_MD_CARRIER = `<img src=x onerror="alert(1)"> ![x](https://evil.example/x.png) Mutual`;
const PAGES = [
  '/home',
  '/filings',
  '/search?query=rate',
  '/single-carrier',
  '/multi-carrier',
  '/state',
  '/doi',
  '/rating-factors',
  '/objections',
  '/diff',
  '/brief-builder',
  '/custom-query',
  '/account',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};

type Interference = {
  idle: number[];
  loaded: number[];
  ok: number;
  limited: number;
  other: number;
};

/**
 * 40 concurrent searches by one user (each re-fired as soon as it answers) while another user
 * makes 30 ListFilings calls one after another; that user's latencies alone first. A polite
 * attacker waits Retry-After after a 429 (as a well-behaved client would); an impolite one fires
 * again at once, flooding the process with requests it must still parse and refuse.
 */
async function measureInterference(
  baseUrl: string,
  attacker: ApiSession,
  victim: ApiSession,
  polite: boolean,
): Promise<Interference> {
  const listFilings = async (count: number) => {
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      const startedAt = performance.now();
      const response = await callRpc(
        baseUrl,
        'ratefiling.v1.FilingService/ListFilings',
        {},
        victim.token,
      );
      latencies.push(performance.now() - startedAt);
      expect(response.status).toBe(200);
    }
    return latencies;
  };
  await listFilings(3);
  const idle = await listFilings(30);
  const outcome = { ok: 0, limited: 0, other: 0 };
  let stop = false;
  const attackers = Array.from({ length: 40 }, async (_, k) => {
    while (!stop) {
      const response = await fetch(`${baseUrl}/rpc/ratefiling.v1.SearchService/Search`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'connect-protocol-version': '1',
          authorization: `Bearer ${attacker.token}`,
        },
        body: JSON.stringify({ query: k % 2 ? 'rate increase' : 'homeowners' }),
      });
      await response.arrayBuffer();
      if (response.status === 200) outcome.ok++;
      else if (response.status === 429) {
        outcome.limited++;
        const wait = Number(response.headers.get('retry-after') ?? 1);
        if (polite) await sleep(wait * 1000);
      } else outcome.other++;
    }
  });
  await sleep(500);
  const loaded = await listFilings(30);
  stop = true;
  await Promise.all(attackers);
  return { idle, loaded, ...outcome };
}

/** Every row of every table has as many unescaped cell separators as the table's header. */
function tablesKeepTheirColumns(markdown: string): boolean {
  let width = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      width = -1;
      continue;
    }
    const cells = line.split(/(?<!\\)\|/).length;
    if (width === -1) width = cells;
    else if (cells !== width) return false;
  }
  return true;
}

afterAll(removeBuild);

describe.each(TARGETS)('operations abuse on %s', (target) => {
  let dataDir: string;
  let databaseUrl = '';
  let app: SpawnedApp | undefined;
  let before: Interference;
  const database = `rfi_ops_${process.pid}`;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_FILINGS: '1000' });
  const cases17_6: boolean[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-ops-'));
    if (target === 'postgres') databaseUrl = await createScratchDatabase(database);
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (target === 'postgres') await dropScratchDatabase(database);
  });

  it('17.6 a CLI beside the running app: refused on PGlite, working on the server; nothing lost', async () => {
    const first = await runScript(
      'scripts/create-user.ts',
      [VICTIM.email, '--password', VICTIM.password],
      env(),
    );
    cases17_6.push(first.code === 0);
    expect(first.stderr, `user:create without the app: exit ${first.code}`).toBe('');
    app = await spawnApp({ ...env(), ...LIMITS_OFF });
    const demo = await signInOverHttp(app.baseUrl);
    for (let i = 0; i < 21; i++) {
      const created = await callRpc(
        app.baseUrl,
        `${FILTERS}/CreateSavedFilter`,
        { name: `filter ${i}`, filters: {} },
        demo.token,
      );
      expect(created.status).toBe(200);
    }
    const late = await runScript(
      'scripts/create-user.ts',
      [LATE.email, '--password', LATE.password],
      env(),
    );
    const imported = await runScript('scripts/import.ts', ['examples/filings-sample.jsonl'], env());
    if (target === 'pglite') {
      const seeded = await runScript('scripts/seed.ts', ['--filings', '5'], env());
      for (const refused of [late, imported, seeded]) {
        cases17_6.push(
          refused.code === 75 &&
            refused.stderr.includes('is in use by process') &&
            !/\n\s+at /.test(refused.stderr),
        );
      }
    } else {
      cases17_6.push(late.code === 0, imported.code === 0);
      // The running app sees the CLI's user at once.
      cases17_6.push(Boolean((await signInOverHttp(app.baseUrl, LATE)).token));
    }
    const victim = await signInOverHttp(app.baseUrl, VICTIM);
    before = await measureInterference(app.baseUrl, demo, victim, false);
    await app.stop();
    app = undefined;

    // Hostile filing data for the Markdown export (17.11b), written while the app is stopped.
    const db = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      for (let i = 0; i < 2; i++) {
        await insertFiling(db, {
          serff_tracking_number: `MDHS-13450000${i}`,
          carrier: HOSTILE_MD_CARRIER,
          product_name: HOSTILE_MD_PRODUCT,
          description: HOSTILE_STRINGS.markup,
        });
      }
    } finally {
      await db.close();
    }

    app = await spawnApp({ ...env(), ...DEFAULT_LIMITS });
    const again = await signInOverHttp(app.baseUrl);
    const list = await callRpc(
      app.baseUrl,
      `${FILTERS}/ListSavedFilters`,
      { pagination: { page: 1, pageSize: 100 } },
      again.token,
    );
    const kept = (list.body.pagination as { totalResults?: number } | undefined)?.totalResults ?? 0;
    cases17_6.push(kept === 21);
    recordSummary({
      part: target === 'pglite' ? '17.6 CLI writes' : `17.6 CLI writes (${target})`,
      cases: cases17_6.length,
      held: cases17_6.filter(Boolean).length,
      figures: `saved filters after restart ${kept}/21; CLI beside the app: exit ${late.code} (${late.ms.toFixed(0)} ms)`,
    });
    expect(cases17_6.every(Boolean)).toBe(true);
  });

  it("17.12 40 concurrent searches of one user do not stall another user's list call", async () => {
    if (!app) throw new Error('no app');
    const attacker = await signInOverHttp(app.baseUrl);
    const victim = await signInOverHttp(app.baseUrl, VICTIM);
    const after = await measureInterference(app.baseUrl, attacker, victim, true);
    const flood = await measureInterference(app.baseUrl, attacker, victim, false);
    const sorted = [...after.loaded].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    // p90, not max: on this shared 2-core machine (load average 15-20 during the runs) a single
    // call now and then takes 2 s with or without an attacker; max is printed all the same.
    const p90 = percentile(sorted, 90);
    const idleP50 = percentile(
      [...after.idle].sort((a, b) => a - b),
      50,
    );
    const held = [
      p50 < Math.max(150, idleP50 * 3),
      p90 < 1000,
      after.limited > 0 && flood.limited > 0,
      after.other === 0 && flood.other === 0,
    ];
    recordSummary({
      part: target === 'pglite' ? '17.12 per-user limits' : `17.12 per-user limits (${target})`,
      cases: held.length,
      held: held.filter(Boolean).length,
      figures:
        `other user's ListFilings alone ${stats(before.idle)}; under 40 concurrent searches ` +
        `without limits ${stats(before.loaded)} (${before.ok} searches answered); with limits, ` +
        `searchers waiting Retry-After ${stats(after.loaded)} (${after.ok} answered, ` +
        `${after.limited} 429); searchers ignoring it ${stats(flood.loaded)} (${flood.ok} ` +
        `answered, ${flood.limited} 429)`,
    });
    expect(held).toEqual([true, true, true, true]);
  });

  it('17.11b the Markdown brief prints hostile filing data as text', async () => {
    if (!app) throw new Error('no app');
    const session = await signInOverHttp(app.baseUrl);
    const created = await callRpc(
      app.baseUrl,
      'ratefiling.v1.IntelligenceService/CreateIntelligenceBrief',
      {
        reportType: 'REPORT_TYPE_GENERIC',
        filters: { filters: { carriers: [HOSTILE_MD_CARRIER] } },
      },
      session.token,
    );
    expect(created.status).toBe(200);
    const id = (created.body.brief as { id: string }).id;
    const response = await fetch(`${app.baseUrl}/api/briefs/${id}?format=md`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const markdown = await response.text();
    const checks = {
      'export answered': response.status === 200,
      'hostile filings included': markdown.includes('MDHS-134500000'),
      'no raw tag': !/<[a-z!/?]/i.test(markdown),
      'no link or image': !/(?<!\\)\]\(/.test(markdown),
      'no emphasis or code': !/(?<!\\)(\*\*|`)/.test(markdown),
      'carrier as escaped text': markdown.includes(
        '&lt;img src=x onerror="alert(1)"&gt; \\!\\[x\\]',
      ),
      'no autolink': !/(?<!\\)https:\/\/evil/.test(markdown),
      'table rows keep their cells': tablesKeepTheirColumns(markdown),
    };
    const failed = Object.entries(checks).filter(([, ok]) => !ok);
    recordSummary({
      part: target === 'pglite' ? '17.11b Markdown brief' : `17.11b Markdown brief (${target})`,
      cases: Object.keys(checks).length,
      held: Object.keys(checks).length - failed.length,
      figures: failed.length ? `failed: ${failed.map(([name]) => name).join(', ')}` : undefined,
    });
    expect(failed).toEqual([]);
  });

  it.runIf(target === 'pglite')(
    '17.12 every page loads within the limits; the busiest page makes N calls',
    async () => {
      if (!app) throw new Error('no app');
      await app.stop();
      let lines = '';
      app = await spawnApp({ ...env(), ...DEFAULT_LIMITS, LOG_LEVEL: 'info' }, (text) => {
        lines += text;
      });
      const browser = await launchBrowser();
      const counts: Record<string, number> = {};
      const codes: string[] = [];
      try {
        const context = await browser.newContext({ baseURL: app.baseUrl });
        const page = await context.newPage();
        const signedIn = await page.request.post('/api/auth/sign-in/email', {
          headers: { origin: app.baseUrl },
          data: { email: 'demo@ratefiling.example', password: 'ratefiling-demo' },
        });
        expect(signedIn.ok()).toBe(true);
        await page.goto('/home');
        await page.waitForLoadState('networkidle');
        // Round 1 counts each page's calls; round 2 tours the pages again straight away.
        for (const round of [1, 2]) {
          for (const path of PAGES) {
            lines = '';
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            const calls = lines
              .split('\n')
              .filter((line) => line.includes('"msg":"rpc"'))
              .map((line) => JSON.parse(line) as { code: string });
            codes.push(...calls.map((c) => c.code));
            if (round === 1) counts[path] = calls.length;
          }
        }
      } finally {
        await browser.close();
      }
      const busiest = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
      const limited = codes.filter((code) => code === 'resource_exhausted').length;
      recordSummary({
        part: '17.12 pages within limits',
        cases: codes.length,
        held: codes.length - limited,
        figures: `busiest page ${busiest?.[0]} ${busiest?.[1]} calls; per page: ${Object.entries(
          counts,
        )
          .map(([path, n]) => `${path} ${n}`)
          .join(', ')}; total ${codes.length} calls in two tours`,
      });
      expect(limited).toBe(0);
    },
  );

  it('17.6 a stale lock of a killed app is taken over', async () => {
    if (target !== 'pglite') return;
    await app?.stop('SIGKILL');
    app = undefined;
    const stale = await runScript(
      'scripts/create-user.ts',
      ['stale@example.com', '--password', 'stale-password-1'],
      env(),
    );
    recordSummary({ part: '17.6 stale lock', cases: 1, held: stale.code === 0 ? 1 : 0 });
    expect(stale.code).toBe(0);
  });

  it('17.10 the importer refuses hostile files: reported by line, nothing written', async () => {
    await app?.stop();
    app = undefined;
    const folder = join(dataDir, 'import');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(dataDir, 'outside.pdf'), '%PDF-1.4 outside');
    symlinkSync(join(dataDir, 'outside.pdf'), join(folder, 'escape.pdf'));
    symlinkSync('/dev/zero', join(folder, 'zero.pdf'));
    spawnSync('mkfifo', [join(folder, 'fifo.pdf')]);
    const sample = resolve('examples/filings-sample.jsonl');
    const row = JSON.parse(readFileSync(sample, 'utf8').split('\n')[0] ?? '{}');
    const withPdf = (pdf_path: string) => JSON.stringify({ ...row, pdf_path });
    const cases: { name: string; bytes: Buffer; expect: RegExp }[] = [
      { name: 'absolute', bytes: Buffer.from(withPdf('/etc/passwd')), expect: /must be relative/ },
      { name: 'dotdot', bytes: Buffer.from(withPdf('../outside.pdf')), expect: /outside the PDF/ },
      { name: 'dev-zero', bytes: Buffer.from(withPdf('/dev/zero')), expect: /must be relative/ },
      { name: 'symlink', bytes: Buffer.from(withPdf('escape.pdf')), expect: /leads outside/ },
      { name: 'symlink-zero', bytes: Buffer.from(withPdf('zero.pdf')), expect: /leads outside/ },
      { name: 'fifo', bytes: Buffer.from(withPdf('fifo.pdf')), expect: /not a regular file/ },
      {
        name: 'nul',
        bytes: Buffer.from(JSON.stringify(row).replace('"company"', '"company\u0000"')),
        expect: /:1: contains a NUL/,
      },
      {
        name: 'nul-escape',
        bytes: Buffer.from(JSON.stringify({ ...row, description: 'a\u0000b' })),
        expect: /:1: description: contains a NUL/,
      },
      {
        name: 'utf8',
        bytes: Buffer.concat([Buffer.from(`${JSON.stringify(row)}\n`), Buffer.from([0xc3, 0x28])]),
        expect: /:2: is not valid UTF-8/,
      },
    ];
    const countFilings = async () => {
      const db = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
      try {
        return (await db.query<{ n: number }>('select count(*)::int as n from filings'))[0]?.n;
      } finally {
        await db.close();
      }
    };
    const before = await countFilings();
    const results: string[] = [];
    let slowest = 0;
    for (const c of cases) {
      const file = join(folder, `${c.name}.jsonl`);
      writeFileSync(file, c.bytes);
      const result = await runScript('scripts/import.ts', [file], env(), 20_000);
      slowest = Math.max(slowest, result.ms);
      const ok =
        result.code === 1 && c.expect.test(result.stderr) && !/\n\s+at /.test(result.stderr);
      if (!ok) results.push(`${c.name}: exit ${result.code} ${result.stderr.slice(0, 200)}`);
    }
    const after = await countFilings();
    if (after !== before) results.push(`filings ${before} -> ${after}`);
    recordSummary({
      part: target === 'pglite' ? '17.10 importer' : `17.10 importer (${target})`,
      cases: cases.length + 1,
      held: cases.length + 1 - results.length,
      figures: `slowest refusal ${slowest.toFixed(0)} ms${results.length ? `; failed: ${results.join(' | ')}` : ''}`,
    });
    expect(results).toEqual([]);
  });
});
