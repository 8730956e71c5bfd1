import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  seriousAxeViolations,
  switchColorScheme,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { openPaletteByKeyboard } from '#tests/support/e2e/palette.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();

const cards = (page: Page) => page.getByTestId('search-result');
const firstTrackingNumber = async (page: Page) =>
  (await cards(page).first().getByTestId('result-link').textContent()) ?? '';

describe('/search', () => {
  it('searches from the box, highlights matches as <mark> and counts results per index', async () => {
    const page = await openSignedIn('/search');
    await page.getByTestId('search-prompt').waitFor();
    await page.getByTestId('search-input').fill('territory');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/query=territory/);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(10);
    const marks = page.locator('[data-testid="search-snippet"] mark');
    expect((await marks.first().textContent())?.toLowerCase()).toContain('territor');
    const allCount = await page
      .getByTestId('index-tab-all')
      .getByTestId('index-count')
      .textContent();
    // A common word: the count is a lower bound ("2,052+"), said on the total line too.
    expect(allCount).toMatch(/^[\d,]+\+?$/);
    expect(Number(allCount?.replace(/[,+]/g, ''))).toBeGreaterThan(10);
    if (allCount?.endsWith('+')) {
      expect(await page.getByTestId('search-total').textContent()).toMatch(/^At least /);
    }
    expect(await seriousAxeViolations(page, { include: '[data-testid="search-results"]' })).toEqual(
      [],
    );
    await page.context().close();
  });

  it('keeps the space typed after a word while the search runs, so the next word stays apart', async () => {
    const page = await openSignedIn('/search');
    await page.getByTestId('search-prompt').waitFor();
    const input = page.getByTestId('search-input');
    await input.click();
    await page.keyboard.type('territory ', { delay: 30 });
    // Past the box's debounce: the search for "territory " runs and the URL follows.
    await page.waitForURL((url) => url.searchParams.get('query') === 'territory ');
    await cards(page).first().waitFor();
    expect(await input.inputValue()).toBe('territory ');
    await page.keyboard.type('rating', { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('query') === 'territory rating');
    expect(await input.inputValue()).toBe('territory rating');
    await page.context().close();
  });

  it('filters by index tab and by state through the URL', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: 'territory' }));
    await cards(page).first().waitFor();
    await page.getByTestId('index-tab-objections').click();
    await page.waitForURL(/index=objections/);
    await expect
      .poll(() => cards(page).first().locator('.mantine-Badge-label').first().textContent(), {
        timeout: 15_000,
      })
      .toBe('Objection');
    const meta = (await cards(page).first().getByTestId('result-meta').textContent()) ?? '';
    const state = meta.split(' · ')[1] ?? '';
    expect(state).toMatch(/^[A-Z]{2}$/);
    await page.goto(
      routerUrl('/search', { query: 'territory', index: 'objections', states: [state] }),
    );
    await cards(page).first().waitFor();
    for (const text of await page.getByTestId('result-meta').allTextContents()) {
      expect(text.split(' · ')[1]).toBe(state);
    }
    await page.context().close();
  });

  it('pages through the results', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: 'territory', index: 'filings' }));
    await cards(page).first().waitFor();
    const first = await firstTrackingNumber(page);
    await page
      .getByTestId('search-pagination')
      .getByRole('button', { name: '2', exact: true })
      .click();
    await page.waitForURL(/pagination=/);
    await expect.poll(() => firstTrackingNumber(page), { timeout: 15_000 }).not.toBe(first);
    expect(await page.getByTestId('search-total').textContent()).toContain('page 2 of');
    await page.context().close();
  });

  it('shows the empty state when nothing matches', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: 'zzqxv' }));
    await page.getByTestId('search-empty').waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.context().close();
  });

  it('shows a search stopped at its time limit beside the box, not as the error screen', async () => {
    const page = await openSignedIn('/search');
    await page.getByTestId('search-prompt').waitFor();
    // The server's 5 s limit (ADR 036) is not reached at demo size: the answer is made here, as
    // the server sends it (Connect's JSON error body with status 504).
    const message = 'This search took longer than 5 seconds and was stopped. Add a filter.';
    let calls = 0;
    await page.route(/\/rpc\/ratefiling\.v1\.SearchService\/Search$/, async (route) => {
      calls += 1;
      await route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'deadline_exceeded', message }),
      });
    });
    const input = page.getByTestId('search-input');
    await input.fill('territory');
    await input.press('Enter');
    await page.waitForURL(/query=territory/);
    const alert = page.getByTestId('search-too-slow');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(message);
    expect(await input.inputValue()).toBe('territory');
    expect(await page.getByRole('heading', { level: 1, name: 'Search' }).count()).toBe(1);
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      expect(
        await seriousAxeViolations(page, { include: '[data-testid="search-too-slow"]' }),
      ).toEqual([]);
    }
    // Not retried: the same words and filters would be as slow again.
    await page.waitForTimeout(1_500);
    expect(calls).toBe(1);
    await page.context().close();
  });

  it('opens a result at its document page, and the filing from its link', async () => {
    const page = await openSignedIn('/filings');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await page.waitForURL(/\/search/);
    await page.getByTestId('search-input').fill('chain-ladder');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/query=chain-ladder/);
    await page.getByTestId('index-tab-filings').click();
    await page.waitForURL(/index=filings/);
    const card = cards(page).first();
    await card.waitFor();
    const button = card.getByTestId('open-page');
    const label = (await button.textContent()) ?? '';
    const pageNumber = /Open page (\d+)/.exec(label)?.[1];
    expect(Number(pageNumber)).toBeGreaterThan(0);
    await expect.poll(() => button.getAttribute('href')).toContain(`#page=${pageNumber}`);
    const href = (await button.getAttribute('href')) ?? '';
    const pdf = await page.request.get(href.split('#')[0] ?? href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const tn = await firstTrackingNumber(page);
    await card.getByTestId('result-link').click();
    await page.waitForURL(new RegExp(`/filings/${tn}`));
    await page.context().close();
  });
});

describe('the command palette', () => {
  // Also guards ADR 032: a jump from the palette once left it unable to open again.
  it('opens with Ctrl+K and jumps to a filing by tracking number', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: 'territory', index: 'filings' }));
    await cards(page).first().waitFor();
    const tn = await firstTrackingNumber(page);
    await page.goto('/filings');
    await waitForHydration(page);
    await openPaletteByKeyboard(page);
    await page.getByTestId('palette-input').fill('home');
    await page.getByTestId('palette-area').filter({ hasText: 'Home' }).first().click();
    await page.waitForURL(/\/home/);
    await openPaletteByKeyboard(page);
    await page.getByTestId('palette-input').fill(tn.split('-')[1] ?? tn);
    await page.getByTestId('palette-filing').first().waitFor();
    expect(await page.getByTestId('palette-filing').first().textContent()).toContain(tn);
    await page.getByTestId('palette-filing').first().click();
    await page.waitForURL(new RegExp(`/filings/${tn}`));
    await page.context().close();
  });

  it('jumps to an area and runs a search', async () => {
    const page = await openSignedIn('/filings', { scheme: 'dark' });
    await openPaletteByKeyboard(page);
    await page.getByTestId('palette-input').fill('rating');
    await page.getByTestId('palette-area').filter({ hasText: 'Rating factors' }).click();
    await page.waitForURL(/\/rating-factors/);
    await page.getByTestId('palette-button').click();
    await page.getByTestId('palette-input').fill('wildfire');
    await page.getByTestId('palette-search').click();
    await page.waitForURL(/\/search\?query=wildfire/);
    await cards(page).first().waitFor();
    await page.context().close();
  });
});
