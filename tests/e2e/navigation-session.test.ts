import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSessionRequest } from '#tests/support/e2e/session-requests.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();

/** Sidebar pages visited in turn, then the first two again (their code already loaded). */
const PAGES = [
  { path: '/search', link: 'Search' },
  { path: '/state', link: 'State' },
  { path: '/objections', link: 'Objections' },
  { path: '/filings', link: 'Filings' },
];

const sidebarLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true });

describe('navigation', () => {
  it('fetches the session at most once per navigation, preload on hover included', async () => {
    const page = await openSignedIn('/filings');
    let sessionFetches = 0;
    let loadFetches = 0;
    page.on('request', (request) => {
      if (isSessionRequest(request)) sessionFetches++;
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    // The hydrated page asks once for its api token, possibly after the network has gone quiet
    // (a reload whose scripts all come from the browser's cache is quiet sooner): wait for it, so
    // that it is not counted against the first navigation.
    await expect.poll(() => sessionFetches, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    loadFetches = sessionFetches;
    const perNavigation: Record<string, number> = {};
    for (const round of [1, 2]) {
      for (const target of round === 1 ? PAGES : PAGES.slice(0, 2)) {
        sessionFetches = 0;
        const link = sidebarLink(page, target.link);
        await link.hover();
        await page.waitForTimeout(150);
        await link.click();
        await page.waitForURL((url) => url.pathname === target.path);
        await page.locator('#main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        perNavigation[`${round} ${target.path}`] = sessionFetches;
      }
    }
    // The counter sees session fetches: the hydrated page asks once for its api token.
    expect(loadFetches).toBeGreaterThanOrEqual(1);
    for (const [navigation, fetches] of Object.entries(perNavigation)) {
      expect(fetches, navigation).toBeLessThanOrEqual(1);
    }
    await page.context().close();
  }, 180_000);

  it('loads the next page’s code while the pointer rests on its link', async () => {
    const page = await openSignedIn('/filings');
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
    });
    await sidebarLink(page, 'State').hover();
    await expect
      .poll(() => scripts.some((path) => /\/state-[\w-]+\.js$/.test(path)), { timeout: 15_000 })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/filings');
    await page.context().close();
  });
});
