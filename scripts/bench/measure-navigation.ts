import type { Browser, Page } from 'playwright-core';
import { isSessionRequest } from '#tests/support/e2e/session-requests.ts';
import { summarize } from './percentile.ts';
import type { LatencyStats } from './results-schema.ts';

/** A page reached from the sidebar: its path and the sidebar link's name. */
export type NavigationTarget = { path: string; link: string };

/**
 * The main pages with the sidebar (Home has none, so it is not a starting point), in the sidebar's
 * order but with Filings last: every round starts and ends there.
 */
export const NAVIGATION_TARGETS: readonly NavigationTarget[] = [
  { path: '/search', link: 'Search' },
  { path: '/state', link: 'State' },
  { path: '/single-carrier', link: 'Single carrier' },
  { path: '/multi-carrier', link: 'Multi carrier' },
  { path: '/rating-factors', link: 'Rating factors' },
  { path: '/doi', link: 'DOI reviewers' },
  { path: '/objections', link: 'Objections' },
  { path: '/filings', link: 'Filings' },
];

export type NavigationRow = {
  path: string;
  /** From the click to the page's own heading shown with no skeleton or loader in #main. */
  clickToContent?: LatencyStats;
  /** From the click to the same, with every chart card's chart drawn (drawn after the content). */
  clickToCharts?: LatencyStats;
  /** Session fetches (the getSession server function) per navigation, hover included. */
  sessionFetchesMax?: number;
  sessionFetchesMean?: number;
  error?: string;
};

export type NavigationOptions = {
  /** Measured navigations per page, after one warm-up round. */
  rounds: number;
  /** How long the pointer rests on the link before the click (intent preloading starts on hover). */
  hoverMs: number;
  log: (message: string) => void;
};

/** Ready when #main shows `heading` and no skeleton or loader: the page's content is up. */
async function waitForContent(page: Page, path: string, heading: string | undefined) {
  await page.waitForFunction(
    ({ path, heading }) => {
      if (window.location.pathname !== path) return false;
      const main = document.querySelector('#main');
      const h1 = main?.querySelector('h1')?.textContent?.trim();
      if (!main || !h1 || (heading !== undefined && h1 !== heading)) return false;
      if (main.querySelector('.mantine-Skeleton-root[data-visible], .mantine-Loader-root'))
        return false;
      const clock = (window as unknown as { __navClock?: { end: number } }).__navClock;
      if (clock && clock.end === 0) clock.end = performance.now();
      return true;
    },
    { path, heading },
    { polling: 'raf', timeout: 30_000 },
  );
}

/**
 * Waits until no chart card keeps the space of a chart about to be drawn (those far below the
 * viewport wait for a scroll, `data-chart-deferred`, ADR 037); notes the time.
 */
async function waitForCharts(page: Page) {
  await page.waitForFunction(
    () => {
      if (document.querySelector('#main [data-chart-pending]')) return false;
      const clock = (window as unknown as { __navClock?: { charts: number } }).__navClock;
      if (clock && clock.charts === 0) clock.charts = performance.now();
      return true;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

type Timings = { content: number; charts: number };

async function navigate(
  page: Page,
  target: NavigationTarget,
  hoverMs: number,
  heading?: string,
): Promise<Timings> {
  await page.evaluate(() => {
    (
      window as unknown as { __navClock: { start: number; end: number; charts: number } }
    ).__navClock = { start: 0, end: 0, charts: 0 };
  });
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: target.link,
    exact: true,
  });
  await link.hover();
  await page.waitForTimeout(hoverMs);
  await page.evaluate(() => {
    const clock = (window as unknown as { __navClock: { start: number } }).__navClock;
    document.addEventListener('click', () => (clock.start = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await link.click();
  await waitForContent(page, target.path, heading);
  await waitForCharts(page);
  return page.evaluate(() => {
    const clock = (
      window as unknown as { __navClock: { start: number; end: number; charts: number } }
    ).__navClock;
    return { content: clock.end - clock.start, charts: clock.charts - clock.start };
  });
}

/**
 * Signed in (the `cookie` of a session) on /filings, one warm-up round over `targets` (the page
 * code is loaded, the caches are filled), then `rounds` rounds: hover the sidebar link for
 * `hoverMs`, click, and time until the new page's main content is visible. Counts the session
 * fetches each navigation makes.
 */
export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  targets: readonly NavigationTarget[],
  options: NavigationOptions,
): Promise<NavigationRow[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const origin = new URL(baseUrl);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), domain: origin.hostname, path: '/' };
    }),
  );
  const page = await context.newPage();
  let sessionFetches = 0;
  page.on('request', (request) => {
    if (isSessionRequest(request)) sessionFetches++;
  });
  await page.goto('/filings');
  await page.waitForLoadState('networkidle');
  const headings = new Map<string, string>();
  let previous = (await page.locator('#main h1').first().textContent())?.trim() ?? '';
  for (const target of targets) {
    // Until the new page renders the old one stays, heading included (the address changes
    // first): wait for another heading, then read it once all is loaded. Reading it 500 ms after
    // the network went quiet recorded /doi's heading for /objections at 100,000 filings.
    await navigate(page, target, options.hoverMs);
    await page.waitForFunction(
      (old) => document.querySelector('#main h1')?.textContent?.trim() !== old,
      previous,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const heading = (await page.locator('#main h1').first().textContent())?.trim() ?? '';
    headings.set(target.path, heading);
    previous = heading;
  }
  options.log(`navigation: headings ${JSON.stringify(Object.fromEntries(headings))}`);
  options.log(`navigation: warmed up over ${targets.length} pages`);
  type Samples = { ms: number[]; chartsMs: number[]; fetches: number[]; error?: string };
  const samples = new Map<string, Samples>(
    targets.map((target) => [target.path, { ms: [], chartsMs: [], fetches: [] }]),
  );
  for (let round = 0; round < options.rounds; round++) {
    for (const target of targets) {
      const entry = samples.get(target.path);
      if (!entry || entry.error) continue;
      sessionFetches = 0;
      try {
        const timings = await navigate(page, target, options.hoverMs, headings.get(target.path));
        entry.ms.push(timings.content);
        entry.chartsMs.push(timings.charts);
        await page.waitForLoadState('networkidle');
        entry.fetches.push(sessionFetches);
      } catch (error) {
        entry.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        await page.goto('/filings');
      }
    }
  }
  await context.close();
  return targets.map((target) => {
    const entry = samples.get(target.path) ?? { ms: [], chartsMs: [], fetches: [] };
    if (entry.ms.length === 0) return { path: target.path, error: entry.error ?? 'no samples' };
    const fetchTotal = entry.fetches.reduce((sum, n) => sum + n, 0);
    return {
      path: target.path,
      clickToContent: summarize(entry.ms),
      clickToCharts: summarize(entry.chartsMs),
      sessionFetchesMax: Math.max(...entry.fetches),
      sessionFetchesMean: Math.round((fetchTotal / entry.fetches.length) * 100) / 100,
      ...(entry.error ? { error: entry.error } : {}),
    };
  });
}
