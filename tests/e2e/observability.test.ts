import type { Request as BrowserRequest, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondApp,
  startAppOnSuiteBuildWithOwnData,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';
import { startTestReceiver, type TestReceiver } from '#tests/support/start-test-receiver.ts';

const baseUrl = inject('baseUrl');
const { newPage } = withBrowser();

const isTelemetry = (url: string) => /^\/(ingest|sentry)(\/|$|\?)/.test(new URL(url).pathname);
/** Strings only the SDK bundles contain (checked against the built chunks). */
const SDK_MARKERS = ['__SENTRY__', 'posthog-js', 'sentry.javascript'];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

describe('observability with no keys set', () => {
  it('sends nothing to /ingest or /sentry and loads no analytics or error SDK', async () => {
    const page = await newPage();
    const telemetry: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => {
      if (isTelemetry(request.url())) telemetry.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().catch(() => ''));
      }
    });
    await visit(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/login/);
    await visit(page, '/home');
    await visit(page, '/filings/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    for (const index of [1, 2]) {
      if ((await nav.count()) > index) {
        await nav.nth(index).click();
        await waitForHydration(page);
      }
    }
    await visit(page, '/no/such/page');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('an uncaught error that nobody may report');
      });
    });
    await page.waitForTimeout(1500);
    expect(telemetry).toEqual([]);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const marker of SDK_MARKERS) {
      expect(bodies.filter((body) => body.includes(marker))).toEqual([]);
    }
    await page.context().close();
  });

  it('answers 404 on /ingest and /sentry', async () => {
    const ingest = await fetch(`${baseUrl}/ingest/e/?ip=1`, { method: 'POST', body: '{}' });
    expect(ingest.status).toBe(404);
    const sentry = await fetch(`${baseUrl}/sentry`, { method: 'POST', body: '{"dsn":"x"}\n' });
    expect(sentry.status).toBe(404);
  });
});

describe('health and readiness', () => {
  it('reports the database and its schema version, and readiness after migrations', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, schemaVersion: expect.stringMatching(/^\d{3}$/) },
    });
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
  });
});

/** A PostHog request body as text (plain JSON, or the form-encoded base64 variant). */
function readPosthogBody(body: Buffer): string {
  const text = body.toString('utf8');
  const form = new URLSearchParams(text).get('data');
  return text.startsWith('data=') && form ? Buffer.from(form, 'base64').toString('utf8') : text;
}

describe('observability with keys set', () => {
  let posthog: TestReceiver;
  let sentry: TestReceiver;
  let app: SecondApp;

  beforeAll(async () => {
    posthog = await startTestReceiver((request, response) => {
      const isScript = request.url.startsWith('/static/') || request.url.includes('.js');
      response.writeHead(200, {
        'content-type': isScript ? 'application/javascript' : 'application/json',
      });
      const flags = '{"flags":{},"featureFlags":{},"errorsWhileComputingFlags":false}';
      response.end(isScript ? '' : request.url.startsWith('/flags') ? flags : '{"status":1}');
    });
    sentry = await startTestReceiver();
    app = await startAppOnSuiteBuildWithOwnData(baseUrl, {
      ...TEST_ACCOUNT_ENV,
      PUBLIC_POSTHOG_KEY: 'phc_e2e_test_key',
      POSTHOG_HOST: posthog.origin,
      PUBLIC_SENTRY_DSN: `http://e2ekey@${sentry.host}/42`,
      DEPLOYMENT_ENV: 'e2e',
      COMMIT_SHA: 'e2e-sha',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await posthog?.close();
    await sentry?.close();
  });

  it('sends analytics through /ingest and errors through /sentry, intact', async () => {
    const page = await newPage({ baseUrl: app.baseUrl });
    const sent: BrowserRequest[] = [];
    page.on('request', (request) => {
      if (isTelemetry(request.url())) sent.push(request);
    });
    await visit(page, '/');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/login/);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e reported error');
      });
    });
    const reportedError = () =>
      sentry.received.find((r) => r.body.toString('utf8').includes('e2e reported error'));
    await expect.poll(reportedError, { timeout: 15_000 }).toBeDefined();
    const posted = () => posthog.received.filter((r) => r.method === 'POST');
    await expect.poll(() => posted().length, { timeout: 15_000 }).toBeGreaterThan(0);

    // Every browser request went to the app's own paths, never to a third-party host.
    expect(sent.every((request) => request.url().startsWith(app.baseUrl))).toBe(true);
    const sentBodies = (path: RegExp) =>
      sent
        .filter((request) => path.test(new URL(request.url()).pathname))
        .map((request) => ({
          url: request.url().slice(app.baseUrl.length),
          body: request.postDataBuffer() ?? Buffer.alloc(0),
        }));

    // The tunnel forwarded each envelope unchanged to the configured project's endpoint.
    const envelopes = sentBodies(/^\/sentry$/);
    for (const forwarded of sentry.received) expect(forwarded.url).toBe('/api/42/envelope/');
    // The SDK may send an envelope again (a retry under load): one byte-identical pair suffices.
    const reports = sentry.received.filter((r) =>
      r.body.toString('utf8').includes('e2e reported error'),
    );
    const reported = reports.find((r) => envelopes.some((sentOne) => sentOne.body.equals(r.body)));
    expect(reported, 'an envelope the browser sent reached the receiver unchanged').toBeDefined();
    const error = reported?.body.toString('utf8') ?? '';
    expect(JSON.parse(error.split('\n')[0] ?? '{}').dsn).toBe(`http://e2ekey@${sentry.host}/42`);
    expect(error).toContain('"environment":"e2e"');
    expect(error).toContain('"release":"e2e-sha"');

    // The proxy kept path, query and bytes of every analytics post.
    const batches = sentBodies(/^\/ingest\//);
    for (const forwarded of posted()) {
      const original = batches.find((sentOne) => sentOne.url === `/ingest${forwarded.url}`);
      expect(original?.body.equals(forwarded.body)).toBe(true);
    }
    await page.context().close();
  });

  it('identifies the signed-in user by id only, never by e-mail', async () => {
    const page = await newPage({ baseUrl: app.baseUrl });
    await visit(page, '/login');
    await page.locator('input[name="email"]').fill('demo@ratefiling.example');
    await page.locator('input[name="password"]').fill('ratefiling-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    // Once identified, posthog-js asks for flags as the user id, naming the anonymous id it merges.
    const bodies = () => posthog.received.map((r) => readPosthogBody(r.body));
    const identified = () => bodies().find((text) => text.includes('"$anon_distinct_id"'));
    await expect.poll(identified, { timeout: 15_000 }).toBeDefined();
    expect(identified()).toMatch(/"distinct_id":"[^"]+"/);
    expect(bodies().filter((text) => text.includes('demo@ratefiling.example'))).toEqual([]);
    await page.context().close();
  });

  it('refuses a foreign DSN with 403 and an oversized body with 413 at the real tunnel', async () => {
    const foreign = `{"dsn":"http://e2ekey@evil.example/42"}\n{"type":"event"}\n{}\n`;
    expect((await fetch(`${app.baseUrl}/sentry`, { method: 'POST', body: foreign })).status).toBe(
      403,
    );
    const dsnLine = `{"dsn":"http://e2ekey@${sentry.host}/42"}\n`;
    const huge = dsnLine + 'x'.repeat(1024 * 1024 + 1);
    expect((await fetch(`${app.baseUrl}/sentry`, { method: 'POST', body: huge })).status).toBe(413);
    const hugeIngest = new Uint8Array(1024 * 1024 + 1);
    expect(
      (await fetch(`${app.baseUrl}/ingest/e/`, { method: 'POST', body: hugeIngest })).status,
    ).toBe(413);
  });
});
