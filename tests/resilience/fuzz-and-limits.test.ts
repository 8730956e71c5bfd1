import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '#tests/support/resilience/api-session.ts';
import { removeBuild, type SpawnedApp, spawnApp } from '#tests/support/resilience/spawn-app.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';
import { runUrlFuzz } from '#tests/support/resilience/url-fuzz.ts';

// Runs after every describe block's own afterAll (apps stopped).
afterAll(removeBuild);

describe('fuzzing and limits against an app with TRUST_PROXY off', () => {
  let app: SpawnedApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-fuzz-'));
    app = await spawnApp({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_FILINGS: '300' });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('5,000 mutated URLs over every route: no 5xx, health afterwards', async () => {
    const { cookie } = await signInOverHttp(app.baseUrl);
    const result = await runUrlFuzz(
      app.baseUrl,
      cookie,
      Number(process.env.FUZZ_URL_CASES || 5_000),
    );
    const healthy = (await fetch(`${app.baseUrl}/api/health`)).status === 200;
    recordSummary({
      part: '3 url fuzz',
      cases: result.cases,
      held: result.held,
      figures: `statuses ${JSON.stringify(result.statuses)}, health after: ${healthy}`,
    });
    expect(result.problems).toEqual([]);
    expect(healthy).toBe(true);
  });

  it('the sign-in rate limit answers 429 and forged X-Forwarded-For does not reset it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const response = await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: app.baseUrl,
          'x-forwarded-for': `10.0.0.${attempt + 1}`,
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    const limited = statuses.slice(10).filter((status) => status === 429).length;
    recordSummary({
      part: '6 rate limit (forged XFF)',
      cases: 4,
      held: limited,
      figures: `statuses ${statuses.join(',')}`,
    });
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });
});
