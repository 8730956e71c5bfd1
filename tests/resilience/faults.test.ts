import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '#tests/support/resilience/api-session.ts';
import {
  type CallOutcome,
  listSavedFilterIds,
  probeSavedFilters,
  startSavedFilterWriter,
} from '#tests/support/resilience/saved-filter-writer.ts';
import {
  createScratchDatabase,
  dropScratchDatabase,
  ensurePostgresUp,
  restartPostgres,
  waitForPostgres,
} from '#tests/support/resilience/scratch-postgres.ts';
import { removeBuild, spawnApp } from '#tests/support/resilience/spawn-app.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A call that fails while the database is away must say so within this time. */
const FAIL_FAST_MS = 1000;
/** After the server is back, every call must succeed again within this time. */
const RECOVERY_MS = 5000;

/** A failure as the issue wants it: HTTP 503 with Connect code `unavailable`, answered fast. */
const failsWell = (o: CallOutcome) =>
  o.status === 503 && o.code === 'unavailable' && o.ms < FAIL_FAST_MS;

// Runs after every describe block's own afterAll (apps stopped).
afterAll(removeBuild);

describe('faults', () => {
  const database = `rfi_resilience_${process.pid}`;
  afterAll(async () => {
    await ensurePostgresUp();
    await dropScratchDatabase(database);
  });

  it('restarting PostgreSQL under load: fast 503 unavailable, recovery within 5 s, no acknowledged write lost', async () => {
    await ensurePostgresUp();
    const dataDir = mkdtempSync(join(tmpdir(), 'rfi-pgfault-'));
    const app = await spawnApp({
      DATA_DIR: dataDir,
      DATABASE_URL: await createScratchDatabase(database),
      DEMO_FILINGS: '100',
    });
    try {
      const { token } = await signInOverHttp(app.baseUrl);
      const writer = startSavedFilterWriter(app.baseUrl, token, 'pg');
      const reads: CallOutcome[] = [];
      let reading = true;
      const readers = Array.from({ length: 10 }, async () => {
        while (reading) {
          const { body: _body, ...outcome } = await probeSavedFilters(app.baseUrl, token);
          reads.push(outcome);
          await sleep(25);
        }
      });
      await sleep(1000);
      const restartStarted = Date.now();
      await restartPostgres();
      // "Back": the server answers a query of a fresh connection again.
      await waitForPostgres();
      const backAt = Date.now();
      await sleep(RECOVERY_MS + 1000);
      reading = false;
      await Promise.all(readers);
      await writer.stop();

      const calls = [...reads, ...writer.outcomes];
      const failures = calls.filter((o) => o.status !== 200);
      const badFailures = failures.filter((o) => !failsWell(o));
      const firstFailure = Math.min(backAt, ...failures.map((o) => o.at));
      const lastFailure = Math.max(restartStarted, ...failures.map((o) => o.at));
      // Negative when the app answered again before this test's own probe saw the server back.
      const recoveryMs = lastFailure - backAt;
      const okAfterRecovery = reads.filter((o) => o.at > lastFailure && o.status === 200).length;
      const ids = await listSavedFilterIds(app.baseUrl, token);
      const lost = writer.acknowledged.filter((id) => !ids.has(id));
      const slowest = Math.max(0, ...failures.map((o) => o.ms));
      const statuses = [...new Set(failures.map((o) => `${o.status} ${o.code || '-'}`))].join(', ');
      recordSummary({
        part: '5a postgres restart',
        cases: calls.length + writer.acknowledged.length,
        held: calls.length - badFailures.length + writer.acknowledged.length - lost.length,
        figures: `${reads.length} reads and ${writer.outcomes.length} writes; ${failures.length} failed while the server was away (${statuses || 'none'}), slowest failure ${slowest.toFixed(0)} ms; failures from +${firstFailure - restartStarted} to +${lastFailure - restartStarted} ms after the restart began, server back at +${backAt - restartStarted} ms, so the app recovered ${Math.max(0, recoveryMs)} ms after it; ${writer.acknowledged.length} writes acknowledged, ${lost.length} lost`,
      });
      // The restart must have been noticed, or nothing was tested.
      expect(failures.length).toBeGreaterThan(0);
      expect(badFailures.slice(0, 5)).toEqual([]);
      expect(recoveryMs).toBeLessThan(RECOVERY_MS);
      expect(okAfterRecovery).toBeGreaterThan(0);
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
      const writer = startSavedFilterWriter(first.baseUrl, token, 'kill');
      await sleep(2500);
      await first.stop('SIGKILL');
      await writer.stop();
      const second = await spawnApp({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_FILINGS: '50' });
      try {
        const again = await signInOverHttp(second.baseUrl);
        const ids = await listSavedFilterIds(second.baseUrl, again.token);
        const lost = writer.acknowledged.filter((id) => !ids.has(id));
        recordSummary({
          part: '5b SIGKILL on PGlite',
          cases: writer.acknowledged.length,
          held: writer.acknowledged.length - lost.length,
          figures: `${writer.acknowledged.length} writes acknowledged before the kill, ${lost.length} lost; the app started again and opened the database`,
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
