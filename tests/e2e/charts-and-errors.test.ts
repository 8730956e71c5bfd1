import { describe, expect, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();

describe('a reversed date range in the URL', () => {
  it('answers 400 with a clean message under one header, before and after hydration', async () => {
    const page = await openSignedIn('/home');
    const response = await page.goto(
      routerUrl('/state', {
        startDate: { year: 2025, month: 1, day: 1 },
        endDate: { year: 2024, month: 1, day: 1 },
      }),
    );
    expect(response?.status()).toBe(400);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="error-status">400<');
    await waitForHydration(page);
    // After hydration the client may load the route again (the dehydrated queries were still
    // pending): wait until its error screen is back, then read it.
    const status = page.getByTestId('error-status');
    await expect
      .poll(async () => ((await status.count()) === 1 ? status.textContent() : null), {
        timeout: 20_000,
      })
      .toBe('400');
    const message = (await page.getByTestId('error-message').textContent()) ?? '';
    expect(message).toMatch(/start date .*after the end date/i);
    expect(message).not.toContain('[');
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.context().close();
  });
});

describe('monthly charts', () => {
  it('draw one point for every month of the range, empty months included', async () => {
    const page = await openSignedIn('/home');
    // 2020-2022 in California: a few of the 300 demo filings, so most months have none.
    await page.goto(
      routerUrl('/state', {
        state: 'CA',
        startDate: { year: 2020, month: 1, day: 1 },
        endDate: { year: 2022, month: 12, day: 31 },
      }),
    );
    await waitForHydration(page);
    const filings = page.getByTestId('chart-filings-trend');
    await filings.scrollIntoViewIfNeeded();
    await filings.locator('.recharts-line-dots').first().waitFor();
    // Filings: a dot per month (zeros included); the table lists every month too.
    await expect.poll(() => filings.locator('.recharts-line-dots circle').count()).toBe(36);
    const months = await filings.locator('table tbody tr').count();
    expect(months).toBe(36);
    const cells = await filings.locator('table tbody tr td:nth-child(2)').allTextContents();
    expect(cells.filter((c) => c.trim() === '0').length).toBeGreaterThan(0);
    // Rate impact: months without filings are gaps (no dot), not zeros.
    const rate = page.getByTestId('chart-rate-trend');
    await rate.locator('.recharts-line-dots circle').first().waitFor();
    const rateDots = await rate.locator('.recharts-line-dots circle').count();
    expect(rateDots).toBeLessThan(36);
    expect(rateDots).toBeGreaterThan(0);
    // The line is cut at every gap: one piece (one "M" in its path) per run of months with a value.
    const values = await rate.locator('table tbody tr td:nth-child(2)').allTextContents();
    const isValue = (v: string | undefined) => v !== undefined && v.trim() !== '—';
    const runs = values.filter((v, i) => isValue(v) && !isValue(values[i - 1])).length;
    expect(runs).toBeGreaterThan(0);
    const path = (await rate.locator('path.recharts-line-curve').first().getAttribute('d')) ?? '';
    expect(path.match(/M/g)?.length ?? 0).toBe(runs);
    // Y-axis labels never repeat.
    const labels = await filings
      .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    await page.context().close();
  });
});
