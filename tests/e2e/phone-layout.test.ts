import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ColorScheme,
  drawDeferredCharts,
  switchColorScheme,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { checkLayout, horizontalOverflow } from '#tests/support/e2e/layout-checks.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// Issue 24's screenshot sweep (docs/screenshot-sweep.md), kept: on a 390 px phone the main pages
// never scroll sideways (wide tables scroll inside their own box), in light and in dark, and
// Home's tracking numbers stay on one line at phone and desktop widths.
const { openSignedIn } = withBrowser();

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
const SCHEMES: ColorScheme[] = ['light', 'dark'];

/** A page and, for one that loads after hydration, the test id that says it has. */
type Checked = { path: string; ready?: string };

/** beforeAll adds a filing page, a diff of two filings and a brief. */
const pages: Checked[] = [
  { path: '/home', ready: 'home-latest' },
  { path: '/filings', ready: 'filings-table' },
  { path: '/state' },
  { path: '/multi-carrier' },
  { path: routerUrl('/search', { query: 'wildfire' }) },
  { path: '/custom-query', ready: 'sql-editor' },
  { path: '/brief-builder', ready: 'brief-list' },
];

beforeAll(async () => {
  const page = await openSignedIn('/filings', { viewport: WIDE });
  const links = page.getByTestId('filings-table').locator('tbody a[href^="/filings/"]');
  await links.first().waitFor();
  const numbers = (await links.allTextContents())
    .map((text) => text.trim())
    .filter((text) => /^[A-Z0-9]+-[A-Z0-9-]+$/.test(text));
  const [a, b] = [...new Set(numbers)];
  if (!a || !b) throw new Error('the filings list has fewer than two filings');
  pages.push(
    { path: `/filings/${a}`, ready: 'filing-detail' },
    { path: routerUrl('/diff', { a, b }), ready: 'diff-report' },
  );
  // A brief of its own (the builder's list and one brief).
  await page.goto('/brief-builder');
  await waitForHydration(page);
  await page.getByTestId('brief-max').fill('20');
  await page.getByTestId('brief-create').click();
  await page.getByTestId('brief-view').waitFor({ timeout: 60_000 });
  const brief = new URL(page.url());
  pages.push({ path: `${brief.pathname}${brief.search}`, ready: 'brief-view' });
  await page.context().close();
}, 120_000);

/** Waits for the data-driven sections, then for charts (those below the fold too) to be laid out. */
async function settle(page: Page, ready?: string): Promise<void> {
  await waitForHydration(page);
  if (ready) await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
  await drawDeferredCharts(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
}

/** The visible tracking-number links of Home's two lists: their text, line boxes and height. */
function homeTrackingNumbers(page: Page) {
  return page
    .locator(
      '[data-testid="home-latest"] a[href^="/filings/"], [data-testid="home-moves"] a[href^="/filings/"]',
    )
    .evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => ({
          text: (link.textContent ?? '').trim(),
          lines: new Set(Array.from(link.getClientRects()).map((r) => Math.round(r.top))).size,
          height: link.getBoundingClientRect().height,
          lineHeight: Number.parseFloat(getComputedStyle(link).lineHeight),
        })),
    );
}

describe('phone layout (390 px)', () => {
  it('never scrolls the main pages sideways, in light or in dark', async () => {
    const problems: string[] = [];
    for (const { path, ready } of pages) {
      const page = await openSignedIn(path, { scheme: 'light', viewport: PHONE });
      await settle(page, ready);
      // Both schemes on one page open: the dark one as another tab's choice would switch it.
      for (const scheme of SCHEMES) {
        if (scheme !== 'light') await switchColorScheme(page, scheme);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) {
          const { overflowCulprits } = await checkLayout(page);
          problems.push(
            `${path} (${scheme}): ${overflow}px wider than the screen (${overflowCulprits[0]})`,
          );
        }
      }
      await page.context().close();
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('fits Home on a phone with nothing scrolling sideways, not even a table', async () => {
    const page = await openSignedIn('/home', { viewport: PHONE });
    await settle(page, 'home-latest');
    const sideways = await page.locator('#main *').evaluateAll((elements) =>
      elements
        .filter((el) => {
          const x = getComputedStyle(el).overflowX;
          return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => el.closest('[data-testid]')?.getAttribute('data-testid') ?? el.tagName),
    );
    expect(sideways).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['a phone', PHONE],
    ['1440 px', WIDE],
  ] as const)
    it(`keeps every tracking number on Home on one line at ${name}`, async () => {
      const page = await openSignedIn('/home', { viewport });
      await settle(page, 'home-latest');
      const links = await homeTrackingNumbers(page);
      expect(links.length).toBeGreaterThan(0);
      const wrapped = links.filter((l) => l.lines > 1 || l.height > l.lineHeight * 1.2);
      expect(wrapped).toEqual([]);
      await page.context().close();
    });
});
