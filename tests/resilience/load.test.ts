import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, signInOverHttp } from './support/api-session.ts';
import { type SpawnedApp, spawnApp } from './support/spawn-app.ts';
import { recordSummary } from './support/summary.ts';

const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 100);
const WARM_UP_SECONDS = Math.min(15, SECONDS / 4);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

describe('load', () => {
  let app: SpawnedApp;
  let session: ApiSession;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-load-'));
    app = await spawnApp({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_FILINGS: '300' });
    session = await signInOverHttp(app.baseUrl);
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${CONNECTIONS} connections of mixed reads for ${SECONDS} s: no errors, p99 < 1 s, memory flat`, async () => {
    const rpc = (path: string, body: unknown) => () =>
      fetch(`${app.baseUrl}/rpc/ratefiling.v1.${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'connect-protocol-version': '1',
          authorization: `Bearer ${session.token}`,
        },
        body: JSON.stringify(body),
      });
    const workload: (() => Promise<Response>)[] = [
      rpc('FilingService/ListFilings', { pagination: { page: 1, pageSize: 10 } }),
      rpc('FilingService/ListWholeFilings', { states: ['TX'] }),
      rpc('FilingService/GetNumberOfFilings', {}),
      rpc('SearchService/Search', { query: 'rate increase' }),
      rpc('AnalyticsService/GetCarrierStats', {}),
      rpc('FilingService/ListFilingsEndpointMetadata', {}),
      () => fetch(`${app.baseUrl}/api/health`),
      () => fetch(`${app.baseUrl}/login`),
    ];
    const latencies: number[] = [];
    const errors: string[] = [];
    const memory: { at: number; rss: number }[] = [];
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(
      () => memory.push({ at: (Date.now() - started) / 1000, rss: app.rssMiB() }),
      2000,
    );
    let turn = 0;
    const worker = async () => {
      while (Date.now() < deadline) {
        const call = workload[turn++ % workload.length];
        if (!call) continue;
        const t0 = performance.now();
        try {
          const response = await call();
          await response.arrayBuffer();
          if (Date.now() - started > WARM_UP_SECONDS * 1000) latencies.push(performance.now() - t0);
          if (response.status !== 200 && errors.length < 20)
            errors.push(`${response.status} ${response.url}`);
        } catch (error) {
          if (errors.length < 20) errors.push(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    clearInterval(sampler);
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const afterWarmUp = memory.filter((sample) => sample.at >= WARM_UP_SECONDS);
    const first = afterWarmUp[0]?.rss ?? 0;
    const last =
      afterWarmUp.slice(-3).reduce((sum, sample) => sum + sample.rss, 0) /
      Math.max(1, Math.min(3, afterWarmUp.length));
    const growth = last - first;
    const figures = `${latencies.length} requests after warm-up, ${(latencies.length / (SECONDS - WARM_UP_SECONDS)).toFixed(0)} req/s, p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, rss ${first.toFixed(0)} -> ${last.toFixed(0)} MiB`;
    recordSummary({
      part: '4 load',
      cases: latencies.length,
      held: latencies.length - errors.length,
      figures,
    });
    expect(errors).toEqual([]);
    expect(p99).toBeLessThan(1000);
    expect(growth).toBeLessThan(Math.max(64, first * 0.25));
  });
});
