import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callRpc, signInOverHttp } from './support/api-session.ts';
import { spawnApp } from './support/spawn-app.ts';
import { recordSummary } from './support/summary.ts';

const ADMIN_URL = process.env.RESILIENCE_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';
const FILTERS = 'ratefiling.v1.SavedFilterService';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function restartPostgres(): void {
  const version = readdirSync('/etc/postgresql')[0] ?? '';
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    stdio: 'ignore',
  });
}

async function ensurePostgresUp(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const client = new pg.Client(ADMIN_URL);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await sleep(200);
    }
  }
  const version = readdirSync('/etc/postgresql')[0] ?? '';
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'ignore',
  });
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client(ADMIN_URL);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates saved filters one after another; returns the ids the server acknowledged. */
function startWriter(baseUrl: string, token: string, prefix: string) {
  const acknowledged: string[] = [];
  let running = true;
  const done = (async () => {
    for (let index = 0; running && index < 95; index += 1) {
      try {
        const answer = await callRpc(
          baseUrl,
          `${FILTERS}/CreateSavedFilter`,
          { name: `${prefix} ${index}`, filters: { states: ['TX'] } },
          token,
        );
        const id = (answer.body.savedFilter as { id?: string } | undefined)?.id;
        if (answer.status === 200 && id) acknowledged.push(id);
      } catch {
        // the app is gone (SIGKILL) or the connection broke: not acknowledged
      }
      await sleep(20);
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function listIds(baseUrl: string, token: string): Promise<Set<string>> {
  const answer = await callRpc(
    baseUrl,
    `${FILTERS}/ListSavedFilters`,
    { pagination: { page: 1, pageSize: 100 } },
    token,
  );
  return new Set(((answer.body.savedFilters ?? []) as { id: string }[]).map((filter) => filter.id));
}

describe('faults', () => {
  const database = `rfi_resilience_${process.pid}`;
  afterAll(async () => {
    await ensurePostgresUp();
    await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  });

  it('restarting PostgreSQL under load: fast 503 unavailable, recovery within 5 s, no acknowledged write lost', async () => {
    await ensurePostgresUp();
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'rfi-pgfault-'));
    const app = await spawnApp({
      DATA_DIR: dataDir,
      DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`),
      DEMO_FILINGS: '100',
    });
    try {
      const { token } = await signInOverHttp(app.baseUrl);
      const writer = startWriter(app.baseUrl, token, 'pg');
      const outcomes: { at: number; status: number; code: string; ms: number }[] = [];
      let reading = true;
      const readers = Array.from({ length: 10 }, async () => {
        while (reading) {
          const t0 = performance.now();
          const answer = await callRpc(
            app.baseUrl,
            'ratefiling.v1.FilingService/GetNumberOfFilings',
            {},
            token,
          ).catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
          outcomes.push({
            at: Date.now(),
            status: answer.status,
            code: String(answer.body.code ?? ''),
            ms: performance.now() - t0,
          });
          await sleep(25);
        }
      });
      await sleep(800);
      const restartStarted = Date.now();
      await restartPostgres();
      const restartEnded = Date.now();
      await sleep(6000);
      reading = false;
      await Promise.all(readers);
      await writer.stop();
      const failures = outcomes.filter((o) => o.status !== 200);
      const wrong = failures.filter(
        (o) => o.status !== 503 || o.code !== 'unavailable' || o.ms > 2000,
      );
      const firstGoodAfter = outcomes.find((o) => o.at > restartEnded && o.status === 200);
      const lastBad = [...outcomes].reverse().find((o) => o.status !== 200);
      const recoveryMs = lastBad ? Math.max(0, lastBad.at - restartEnded) : 0;
      const ids = await listIds(app.baseUrl, token);
      const lost = writer.acknowledged.filter((id) => !ids.has(id));
      const figures = `${outcomes.length} reads, ${failures.length} answered 503 unavailable, slowest failure ${Math.max(0, ...failures.map((o) => o.ms)).toFixed(0)} ms, restart took ${restartEnded - restartStarted} ms, recovered ${recoveryMs} ms after it, ${writer.acknowledged.length} writes acknowledged, ${lost.length} lost`;
      recordSummary({
        part: '5a postgres restart',
        cases: outcomes.length + writer.acknowledged.length,
        held: outcomes.length - wrong.length + writer.acknowledged.length - lost.length,
        figures,
      });
      expect(wrong.slice(0, 5)).toEqual([]);
      expect(firstGoodAfter).toBeDefined();
      expect(recoveryMs).toBeLessThan(5000);
      expect(lost).toEqual([]);
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('SIGKILL during writes on PGlite: the app starts again and acknowledged writes are there', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rfi-kill-'));
    try {
      const first = await spawnApp({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_FILINGS: '50' });
      const { token } = await signInOverHttp(first.baseUrl);
      const writer = startWriter(first.baseUrl, token, 'kill');
      await sleep(2500);
      await first.stop('SIGKILL');
      await writer.stop();
      const second = await spawnApp({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_FILINGS: '50' });
      try {
        const again = await signInOverHttp(second.baseUrl);
        const ids = await listIds(second.baseUrl, again.token);
        const lost = writer.acknowledged.filter((id) => !ids.has(id));
        recordSummary({
          part: '5b SIGKILL on PGlite',
          cases: writer.acknowledged.length,
          held: writer.acknowledged.length - lost.length,
          figures: `${writer.acknowledged.length} acknowledged before the kill, ${lost.length} lost, reopened fine`,
        });
        expect(writer.acknowledged.length).toBeGreaterThan(0);
        expect(lost).toEqual([]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
