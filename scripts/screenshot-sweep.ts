/**
 * `npm run sweep`: the visual quality sweep. Starts the app the way the browser tests do (or uses
 * a running one), signs the demo user in, and captures a full-page PNG of every page at 1440 and
 * 390 px in light and dark into /tmp/sweep/ (SWEEP_DIR), with a few phone states (navigation
 * drawer, command palette, skip link). For each capture it reports sideways scrolling, clipped
 * text, overlapping chart labels, empty charts and wrapped tracking numbers, as a table.
 *
 *   npm run sweep                                  # build, start, capture everything
 *   npm run sweep -- --base-url http://127.0.0.1:3000 --email E --password P   # a running app
 *   npm run sweep -- --only home,filings --widths 390 --schemes dark
 *
 * The screenshots are for a person to look at: the checks find the mechanical problems only.
 * Exits 1 when a check found something (docs/screenshot-sweep.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  type ColorScheme,
  launchBrowser,
  newContext,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { checkLayout, type LayoutReport, settleCharts } from '#tests/support/e2e/layout-checks.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { DEMO_USER, giveOwnClientAddress } from '#tests/support/e2e/sign-in.ts';
import { type RunningApp, startApp } from '#tests/support/e2e/start-app.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One thing to capture: a path, signed in or not, optionally with something done first. */
type Shot = {
  name: string;
  path: string;
  signedIn: boolean;
  /** Only at this width (a phone state). */
  width?: number;
  /** Done after the page has loaded, before the checks and the screenshot. */
  act?: (page: Page) => Promise<void>;
  /** Screenshot the viewport only (an overlay: drawer, palette). */
  viewportOnly?: boolean;
  /** A test id that appears once the page has what it loads after hydration. */
  ready?: string;
};

type Row = { shot: string; width: number; scheme: ColorScheme; file: string } & LayoutReport;

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    email: { type: 'string', default: DEMO_USER.email },
    password: { type: 'string', default: DEMO_USER.password },
    out: { type: 'string', default: process.env.SWEEP_DIR ?? '/tmp/sweep' },
    only: { type: 'string' },
    widths: { type: 'string', default: '1440,390' },
    schemes: { type: 'string', default: 'light,dark' },
  },
});

const OUT = args.out ?? '/tmp/sweep';
const WIDTHS = (args.widths ?? '1440,390').split(',').map(Number);
const SCHEMES = (args.schemes ?? 'light,dark')
  .split(',')
  .filter((s): s is ColorScheme => s === 'light' || s === 'dark');
const ONLY = args.only?.split(',').map((s) => s.trim());
const HEIGHT: Record<number, number> = { 1440: 900, 390: 844 };

async function signedInState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await newContext(browser, baseUrl);
  await giveOwnClientAddress(context);
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseUrl).origin },
    data: { email: args.email, password: args.password },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function firstHref(page: Page, selector: string): Promise<string | undefined> {
  const link = page.locator(selector).first();
  if ((await link.count()) === 0) return undefined;
  return (await link.getAttribute('href')) ?? undefined;
}

/** A page to capture that the sweep could not find is reported and left out, not fatal. */
async function optional(what: string, find: () => Promise<string>): Promise<string | undefined> {
  try {
    return await find();
  } catch (error) {
    console.error(`Could not find ${what} to capture: ${String(error).split('\n')[0]}`);
    process.exitCode = 1;
    return undefined;
  }
}

/** Finds a filing, its company page, its product history, a reviewer and a brief to show. */
async function discover(page: Page) {
  await page.goto('/filings');
  await waitForHydration(page);
  const trackingNumbers = await page
    .getByTestId('filings-table')
    .locator('a[href^="/filings/"]')
    .evaluateAll((links) =>
      links
        .map((a) => (a.textContent ?? '').trim())
        .filter((t) => /^[A-Z0-9]+-[A-Z0-9-]+$/.test(t)),
    );
  const [a, b] = [...new Set(trackingNumbers)];
  if (!a || !b) throw new Error('discover: /filings lists fewer than two filings');
  const filing = `/filings/${encodeURIComponent(a)}`;

  await page.goto(filing);
  await waitForHydration(page);
  const company = await firstHref(page, `a[href^="/filings/${encodeURIComponent(a)}/"]`);
  const history = await firstHref(page, 'a[href^="/product-history/"]');

  const reviewer = await optional('a reviewer', async () => {
    await page.goto('/doi');
    await waitForHydration(page);
    // The leaderboard's table (visually hidden beside the chart): reviewer, state, ...
    const cells = page
      .getByTestId('chart-reviewer-leaderboard')
      .locator('tbody tr')
      .first()
      .locator('td');
    const reviewer = ((await cells.nth(0).textContent()) ?? '').trim();
    const reviewerState = ((await cells.nth(1).textContent()) ?? '').trim();
    if (!reviewer) throw new Error('the leaderboard lists no reviewer');
    return routerUrl('/doi', { reviewer, reviewerState });
  });

  const brief = await optional('a brief', async () => {
    await page.goto('/brief-builder');
    await waitForHydration(page);
    const existing = page.getByTestId('brief-row').locator('button').first();
    if ((await existing.count()) > 0) {
      await existing.click();
    } else {
      await page.getByTestId('brief-max').fill('20');
      await page.getByTestId('brief-create').click();
    }
    await page.getByTestId('brief-view').waitFor({ timeout: 60_000 });
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  });
  return { a, b, filing, company, history, reviewer, brief };
}

function shots(found: Awaited<ReturnType<typeof discover>>): Shot[] {
  const signedIn = (name: string, path: string): Shot => ({ name, path, signedIn: true });
  const list: Shot[] = [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'login', path: '/login', signedIn: false },
    { name: 'forgot-password', path: '/forgot-password', signedIn: false },
    { name: 'reset-password', path: '/reset-password', signedIn: false },
    { name: 'not-found-signed-out', path: '/no-such-page', signedIn: false },
    signedIn('home', '/home'),
    signedIn('filings', '/filings'),
    signedIn(
      'filings-filtered',
      routerUrl('/filings', {
        states: ['CA', 'TX'],
        startDate: { year: 2020, month: 1, day: 1 },
        endDate: { year: 2026, month: 12, day: 31 },
        rows: 'companies',
      }),
    ),
    signedIn('filing', found.filing),
    signedIn('search', routerUrl('/search', { query: 'wildfire' })),
    signedIn('search-filtered', routerUrl('/search', { query: 'rate increase', states: ['CA'] })),
    signedIn('state', '/state'),
    signedIn('single-carrier', '/single-carrier'),
    signedIn('multi-carrier', '/multi-carrier'),
    signedIn(
      'multi-carrier-states',
      routerUrl('/multi-carrier', { states: ['TX', 'CA', 'FL'], population: 'all' }),
    ),
    signedIn('rating-factors', '/rating-factors'),
    signedIn('objections', '/objections'),
    signedIn('doi', '/doi'),
    signedIn('diff-empty', '/diff'),
    { ...signedIn('diff', routerUrl('/diff', { a: found.a, b: found.b })), ready: 'diff-report' },
    { ...signedIn('custom-query', '/custom-query'), ready: 'sql-editor' },
    signedIn('brief-builder', '/brief-builder'),
    signedIn('account', '/account'),
    signedIn('watchlists', '/watchlists'),
    signedIn('team', '/team'),
    signedIn('import', '/import'),
    signedIn('not-found', '/no-such-page'),
    {
      name: 'nav-drawer',
      path: '/home',
      signedIn: true,
      width: 390,
      viewportOnly: true,
      act: async (page) => {
        await page.getByTestId('nav-burger').click();
        await page.getByTestId('nav-drawer').getByRole('link').first().waitFor();
        await page.waitForTimeout(400);
      },
    },
    {
      name: 'palette',
      path: '/filings',
      signedIn: true,
      width: 390,
      viewportOnly: true,
      act: async (page) => {
        await page.getByTestId('palette-button-compact').click();
        await page.getByTestId('palette-input').waitFor();
        await page.getByTestId('palette-input').fill('TX');
        await page.waitForTimeout(600);
      },
    },
    {
      name: 'skip-link',
      path: '/filings',
      signedIn: true,
      viewportOnly: true,
      act: async (page) => {
        await page.keyboard.press('Tab');
        await page.getByTestId('skip-link').waitFor();
        await page.waitForTimeout(200);
      },
    },
  ];
  if (found.company) list.push(signedIn('filing-company', found.company));
  if (found.history) list.push(signedIn('product-history', found.history));
  if (found.reviewer) list.push(signedIn('doi-reviewer', found.reviewer));
  if (found.brief) list.push(signedIn('brief', found.brief));
  return list;
}

function problems(row: LayoutReport): number {
  return (
    (row.overflowX > 0 ? 1 : 0) +
    row.clippedText.length +
    row.overlappingLabels.length +
    row.emptyCharts.length +
    row.wrappedTrackingNumbers.length
  );
}

function printTable(rows: Row[]): void {
  const header = [
    'page',
    'width',
    'scheme',
    'overflowX',
    'clipped',
    'overlaps',
    'empty',
    'wrapped',
  ];
  const lines = rows.map((r) => [
    r.shot,
    String(r.width),
    r.scheme,
    r.overflowX > 0 ? `${r.overflowX}px` : 'ok',
    String(r.clippedText.length || 'ok'),
    String(r.overlappingLabels.length || 'ok'),
    String(r.emptyCharts.length || 'ok'),
    String(r.wrappedTrackingNumbers.length || 'ok'),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const r of rows.filter((row) => problems(row) > 0)) {
    console.log(`\n${r.shot} ${r.width} ${r.scheme} (${r.file})`);
    for (const c of r.overflowCulprits) console.log(`  overflow: ${c}`);
    for (const c of r.clippedText) console.log(`  clipped: ${c}`);
    for (const c of r.overlappingLabels) console.log(`  overlap: ${c}`);
    for (const c of r.emptyCharts) console.log(`  empty chart: ${c}`);
    for (const c of r.wrappedTrackingNumbers) console.log(`  wrapped: ${c}`);
  }
}

/**
 * The full page again in viewport-high slices (`-1.png`, `-2.png`, …): a long phone page shrunk
 * to fit an image viewer is unreadable, a slice is not.
 */
async function screenshotParts(page: Page, prefix: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height <= viewport.height * 1.2) return;
  for (let top = 0, part = 1; top < height; top += viewport.height, part++) {
    await page.screenshot({
      path: `${prefix}-${part}.png`,
      fullPage: true,
      clip: {
        x: 0,
        y: top,
        width: viewport.width,
        height: Math.min(viewport.height, height - top),
      },
    });
  }
}

async function capture(
  browser: Browser,
  baseUrl: string,
  state: StorageState,
  shot: Shot,
  width: number,
  scheme: ColorScheme,
): Promise<Row> {
  const context = await newContext(browser, baseUrl, scheme, {
    colorScheme: scheme,
    viewport: { width, height: HEIGHT[width] ?? 900 },
    ...(shot.signedIn ? { storageState: state } : {}),
  });
  await giveOwnClientAddress(context);
  try {
    const page = await context.newPage();
    await page.goto(shot.path);
    await waitForHydration(page);
    if (shot.ready) await page.getByTestId(shot.ready).first().waitFor({ timeout: 30_000 });
    await settleCharts(page);
    if (shot.act) await shot.act(page);
    const report = await checkLayout(page);
    const file = join(OUT, `${shot.name}-${width}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
    await screenshotParts(page, join(OUT, 'parts', `${shot.name}-${width}-${scheme}`));
    return { shot: shot.name, width, scheme, file, ...report };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  mkdirSync(join(OUT, 'parts'), { recursive: true });
  const app: RunningApp | undefined = args['base-url'] ? undefined : await startApp();
  const baseUrl = args['base-url'] ?? app?.baseUrl ?? '';
  const browser = await launchBrowser();
  try {
    const state = await signedInState(browser, baseUrl);
    const context = await newContext(browser, baseUrl, 'light', {
      storageState: state,
      viewport: { width: 1440, height: 900 },
    });
    const found = await discover(await context.newPage());
    await context.close();
    const rows: Row[] = [];
    for (const shot of shots(found)) {
      if (ONLY && !ONLY.includes(shot.name)) continue;
      for (const width of WIDTHS) {
        if (shot.width && shot.width !== width) continue;
        for (const scheme of SCHEMES) {
          try {
            rows.push(await capture(browser, baseUrl, state, shot, width, scheme));
          } catch (error) {
            console.error(`${shot.name} ${width} ${scheme}: ${String(error)}`);
            process.exitCode = 1;
          }
        }
      }
    }
    writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(rows, null, 2)}\n`);
    printTable(rows);
    console.log(`\n${rows.length} screenshots in ${OUT} (report.json beside them)`);
    return rows.some((r) => problems(r) > 0) ? 1 : 0;
  } finally {
    await browser.close();
    await app?.stop();
  }
}

process.exitCode = (await main()) || process.exitCode || 0;
