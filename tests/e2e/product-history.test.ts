import { describe, expect, it } from 'vitest';
import { CONTENT, seriousAxeViolations } from '#tests/support/e2e/browser.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();
let historyPath = '';

describe('product history', () => {
  it('is reached from a filing and charts and lists the product filings, each linking to its filing', async () => {
    const page = await openSignedIn('/filings');
    await page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').first().click();
    await page.getByTestId('filing-detail').waitFor();
    await page.getByRole('link', { name: 'Product history' }).click();
    await page.getByTestId('product-history').waitFor();
    historyPath = new URL(page.url()).pathname;
    expect(historyPath).toMatch(/^\/product-history\/\d+$/);

    await page
      .getByTestId('product-history-chart')
      .locator('svg.recharts-surface')
      .first()
      .waitFor();
    const rows = page.getByTestId('product-history-table').locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    // The screen-reader table has the same filings as the chart.
    expect(await page.getByTestId('product-history-chart').locator('tbody tr').count()).toBe(count);
    expect(await page.getByTestId('cumulative-rate-change').textContent()).toMatch(/%$/);

    const hrefs = await rows
      .locator('td:first-child a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => /^\/filings\/[^/]+$/.test(href ?? ''))).toBe(true);
    const last = rows.last().locator('td:first-child a');
    const trackingNumber = (await last.textContent()) ?? '';
    await last.click();
    await page.getByTestId('filing-detail').waitFor();
    expect(await page.getByTestId('filing-title').textContent()).toBe(trackingNumber);
    await page.context().close();
  });

  it("shows a rating factor's relativities across the program's filings", async () => {
    // A factor and a filing that revised it, through /rating-factors and its click-through.
    const page = await openSignedIn(
      routerUrl('/rating-factors', { states: ['CA'], population: 'all', minFilings: 1 }),
    );
    const chart = page.getByTestId('chart-factor-frequency');
    await chart.getByRole('button', { name: 'Show table' }).click();
    const factor = ((await chart.locator('tbody tr button').first().textContent()) ?? '').trim();
    await chart.locator('tbody tr button').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/filings'));
    const filing = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').first();
    const trackingNumber = ((await filing.textContent()) ?? '').trim();
    await filing.click();
    await page.getByTestId('filing-detail').waitFor();
    await page.getByRole('link', { name: 'Product history' }).click();
    const section = page.getByTestId('factor-history');
    await section.getByTestId('factor-history-table').waitFor();

    await section.getByRole('combobox', { name: 'Rating factor' }).click();
    const escaped = factor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('option', { name: new RegExp(`^${escaped} \\(\\d+\\)$`) }).click();
    // The previous factor's table stays on screen while the chosen one loads, and may hold the
    // same filing: wait for the chosen factor's table, then for the filing in it.
    await expect
      .poll(async () => (await section.textContent()) ?? '', { timeout: 15_000 })
      .toContain(`revised ${factor},`);
    expect(
      await section.getByTestId('factor-history-table').locator('thead').textContent(),
    ).toContain(trackingNumber);
    const rows = section.getByTestId('factor-history-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d+\.\d{3}$/)]),
    );
    await page.context().close();
  });

  it('renders a pasted product history link on the server', async () => {
    const page = await openSignedIn(historyPath || '/product-history/1');
    await page.getByTestId('product-history').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Product history/);
    await page.context().close();
  });

  it('shows the not-found page for an unknown or malformed segment', async () => {
    const page = await openSignedIn('/home');
    for (const path of ['/product-history/99999999', '/product-history/not-a-number']) {
      const response = await page.goto(path);
      await page.getByTestId('not-found-page').waitFor();
      expect(response?.status()).toBe(404);
    }
    await page.context().close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious axe-core violations in ${scheme} mode`, async () => {
      const page = await openSignedIn(historyPath || '/product-history/1', { scheme });
      await page.getByTestId('product-history').waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
      expect(await seriousAxeViolations(page, CONTENT)).toEqual([]);
      await page.context().close();
    });
  }
});
