import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium headless with the flags this machine needs. */
const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    '--disable-component-update',
    '--no-first-run',
  ],
};

/** Launches a Chromium of this process's own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * Launches the browser suite's one Chromium (its global setup), which each test file connects
 * to (`connectBrowser`) instead of launching its own: a launch cost about 1-2 s of the two cores
 * per file, 34 files a run. Files stay apart by their browser contexts, as before.
 */
export function launchBrowserServer() {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/** A connection to the suite's Chromium at `wsEndpoint`; closing it closes its own contexts. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export type ColorScheme = 'light' | 'dark';

/** A fresh context (own storage) whose pages start in the given colour scheme. */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  scheme?: ColorScheme,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // Charts and transitions are drawn at once (prefers-reduced-motion, which the app honours):
  // tests read the final state, and animating every chart cost the suite CPU time.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    ...options,
    baseURL: baseUrl,
  });
  trackRequests(context);
  if (scheme) {
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('colorScheme'))
        window.localStorage.setItem('colorScheme', value);
    }, scheme);
  }
  return context;
}

/**
 * Switches an open page to `scheme` as another tab of the app would (the choice saved in local
 * storage, and the storage event Mantine's colour-scheme manager listens to), without the
 * header's toggle (a phone's header has none), and waits until the page has restyled.
 */
export async function switchColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('colorScheme', value);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'colorScheme',
        newValue: value,
        storageArea: window.localStorage,
      }),
    );
  }, scheme);
  await waitForRestyle(page, scheme);
}

/** Waits until the page is in `scheme` and has restyled (one frame drawn after). */
async function waitForRestyle(page: Page, scheme: ColorScheme): Promise<void> {
  await page.waitForFunction(
    (value) => document.documentElement.getAttribute('data-mantine-color-scheme') === value,
    scheme,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Switches the colour scheme with the header's toggle, as a user does, and waits until the page
 * has restyled. The toggle's tooltip is a lazy chunk (theme-toggle.tsx): until it has arrived the
 * server's markup of the button is not yet hydrated and a click on it is lost (CI saw it once on
 * the landing page, after the shell had hydrated). Hovering first, until the tooltip shows,
 * proves the button answers; the pointer then leaves so that no tooltip stays on screen.
 */
export async function clickThemeToggle(page: Page): Promise<void> {
  const before = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const toggle = page.getByTestId('theme-toggle');
  await toggle.hover();
  await page.getByRole('tooltip', { name: 'Toggle light and dark theme' }).waitFor();
  await toggle.click();
  await page.mouse.move(0, 0);
  await waitForRestyle(page, before === 'dark' ? 'light' : 'dark');
}

/** Requests a page has started and not yet finished or failed, and when that last changed. */
type RequestsInFlight = { count: number; changedAt: number };
const inFlight = new WeakMap<Page, RequestsInFlight>();

/** Counts each page's requests in flight (every page the context opens from now on). */
function trackRequests(context: BrowserContext): void {
  context.on('page', (page) => {
    const state: RequestsInFlight = { count: 0, changedAt: Date.now() };
    inFlight.set(page, state);
    const change = (delta: number) => () => {
      state.count = Math.max(0, state.count + delta);
      state.changedAt = Date.now();
    };
    page.on('request', change(1));
    page.on('requestfinished', change(-1));
    page.on('requestfailed', change(-1));
  });
}

/** How long the network must stay idle (Playwright's `networkidle` waits 500 ms). */
const QUIET_MS = 100;

/**
 * Waits until the page has hydrated (React attached its handlers: `<body data-hydrated>`, set
 * by the app's HydrationMarker), its network has then been idle for 100 ms (the code chunks and
 * data the first render asked for have arrived), its main thread has been idle once (the inner
 * boundaries hydrated) and its chart cards have drawn their charts.
 * Playwright's `networkidle` alone is reached at the first 500 ms without a request after the
 * load event, which can come before React has hydrated or before the page's data. Measured on
 * 80 page opens of two files, it took as long (935 ms a wait on average, a busy machine, against
 * 916 ms): the page's own loading is what the wait is made of. A page of a context this file did
 * not create waits for `networkidle`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (!inFlight.has(page)) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await page.waitForLoadState('load');
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
  await waitForQuietNetwork(page);
  // The marker is set when the shell hydrates; React hydrates the page's inner Suspense
  // boundaries afterwards, in scheduler tasks (a folder input got its `webkitdirectory` from an
  // effect after the test had already used it): wait until the main thread is idle. Up to 10 s:
  // on two cores at a load of 7-10, 2 s passed before the home page's theme toggle had hydrated
  // and its click was lost (a flaky shell test, 2026-11-30); a quiet page is idle at once.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve(), { timeout: 10_000 });
      }),
  );
  // Chart cards draw their charts just after the page appears (ChartCard); those far below the
  // viewport wait, `data-chart-deferred`, until scrolled near (ADR 037: see drawDeferredCharts).
  await page.waitForFunction(() => document.querySelector('[data-chart-pending]') === null);
}

/**
 * Draws every chart that waits to come near the viewport (ChartCard, ADR 037): scrolls each
 * visible `data-chart-deferred` card into view until its chart is drawn, then back to the top.
 * For checks that read every chart of a page (axe, layout checks, screenshots).
 */
export async function drawDeferredCharts(page: Page): Promise<void> {
  // In the page, in one go: a scroll draws the charts near the one scrolled to as well, in a
  // transition, so a locator taken between two scrolls could name a card already drawn.
  await page.evaluate(async () => {
    for (let i = 0; i < 100; i++) {
      const room = Array.from(document.querySelectorAll('[data-chart-deferred]')).find((el) =>
        el.checkVisibility(),
      );
      if (!room) break;
      room.scrollIntoView({ block: 'center' });
      const since = performance.now();
      while (
        room.isConnected &&
        room.hasAttribute('data-chart-deferred') &&
        performance.now() - since < 10_000
      )
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => document.querySelector('[data-chart-pending]') === null);
}

/**
 * Waits until the page has had no request in flight for 100 ms (what the page asked for has
 * arrived and been drawn). A page of a context this file did not create waits for Playwright's
 * `networkidle` (500 ms).
 */
export async function waitForQuietNetwork(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) {
    await page.waitForLoadState('networkidle');
    return;
  }
  for (;;) {
    const quietFor = Date.now() - requests.changedAt;
    if (requests.count === 0 && quietFor >= QUIET_MS) return;
    await page.waitForTimeout(requests.count === 0 ? QUIET_MS - quietFor : 25);
  }
}

/** What part of the page axe checks (default: all of it). */
export type AxeScope = { include?: string; exclude?: string };

/** The page's content: #main without the footer (the shell has its own tests). */
export const CONTENT: AxeScope = { include: '#main', exclude: 'footer' };

/**
 * Waits until the element `selector` names and its ancestors are fully opaque: axe reads colours
 * as drawn, and a popover or drawer still fading in reads as low contrast.
 */
async function opaque(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const target = document.querySelector(sel);
    for (let el = target; el; el = el.parentElement)
      if (getComputedStyle(el).opacity !== '1') return false;
    return target !== null;
  }, selector);
}

/**
 * Serious or critical axe-core violations on the current page, as readable lines, once the
 * checked part has finished fading in.
 */
export async function seriousAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await opaque(page, scope.include ?? 'body');
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}

/**
 * The bytes of a finished download. Read through its stream: the suite's browser is connected to
 * (`connectBrowser`), and a connected browser's downloads have no local path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream())
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
