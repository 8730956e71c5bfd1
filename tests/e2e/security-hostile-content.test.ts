import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondApp,
  startAppOnSuiteBuild,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';
import {
  HOSTILE_CARRIER,
  HOSTILE_PRODUCT,
  seedHostileFilings,
} from '#tests/support/resilience/seed-hostile-filings.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';

/** Set up before any page script: a trap for injected code and a record of CSP refusals. */
function installSentinels() {
  const record = window as unknown as { __cspViolations: string[]; __dialogs: number };
  record.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    record.__cspViolations.push(
      `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
    );
  });
}

describe('hostile content renders inert and intact', () => {
  let app: SecondApp;
  const web = withBrowser();
  let dataDir: string;
  let trackingNumbers: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-hostile-'));
    trackingNumbers = await seedHostileFilings(dataDir);
    // One process on the suite's build (a build of its own cost the suite a minute).
    app = await startAppOnSuiteBuild(inject('baseUrl'), dataDir, TEST_ACCOUNT_ENV);
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function visit(page: Page, path: string) {
    await page.goto(`${app.baseUrl}${path}`);
    await waitForHydration(page);
    const state = await page.evaluate(() => {
      const record = window as unknown as { __pwned?: unknown; __cspViolations: string[] };
      return {
        pwned: record.__pwned,
        csp: record.__cspViolations,
        injectedImages: document.querySelectorAll('img[src="x"], svg[onload]').length,
        // biome-ignore lint/performance/useDomNodeTextContent: the text a user sees, as rendered
        text: document.body.innerText,
      };
    });
    return state;
  }

  it('opens the table, a filing, search results and objections without running any of it', async () => {
    const context = await web.newContext({ baseUrl: app.baseUrl });
    await context.addInitScript(installSentinels);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: { origin: app.baseUrl },
      data: { email: 'demo@ratefiling.example', password: 'ratefiling-demo' },
    });
    expect(signIn.ok()).toBe(true);
    const [first] = trackingNumbers;
    const pages = [
      '/filings/',
      `/filings/${first}/`,
      `/search?query=${encodeURIComponent('hostilequery')}`,
      `/search?query=${encodeURIComponent('<script>window.__pwned=1</script>')}`,
      '/objections',
    ];
    const visible: Record<string, boolean> = {};
    let inert = 0;
    for (const path of pages) {
      const state = await visit(page, path);
      if (state.pwned === undefined && state.csp.length === 0 && state.injectedImages === 0) {
        inert += 1;
      }
      expect(state.pwned, path).toBeUndefined();
      expect(state.csp, path).toEqual([]);
      expect(state.injectedImages, path).toBe(0);
      visible[path] =
        state.text.includes('<script>window.__pwned') || state.text.includes('<img src=x onerror=');
    }
    expect(dialogs).toEqual([]);
    console.log('hostile content visible as text:', visible);
    // The filing detail shows the hostile product and carrier names as plain text.
    const detail = await visit(page, `/filings/${first}/`);
    expect(detail.text).toContain(HOSTILE_PRODUCT.slice(0, 40));
    expect(detail.text).toContain(HOSTILE_CARRIER.slice(0, 30));
    expect(visible[`/search?query=${encodeURIComponent('hostilequery')}`]).toBe(true);
    recordSummary({
      part: '2 hostile content: pages',
      cases: pages.length,
      held: inert,
      figures: 'no script ran, no CSP violation, text shown intact',
    });
    await context.close();
  });
});
