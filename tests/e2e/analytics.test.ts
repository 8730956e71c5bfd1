import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();

/** The first demo carrier, read from the single-carrier page's suggestions. */
async function firstCarrier(page: Page): Promise<string> {
  await page.goto('/single-carrier');
  await waitForHydration(page);
  const name = await page.getByTestId('choose-carrier').locator('button').first().textContent();
  return (name ?? '').trim();
}

/** Clicks the first bar of a chart (recharts draws one path per bar). */
async function clickFirstBar(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await page
    .getByTestId(testId)
    .locator('.recharts-bar-rectangle path, .recharts-rectangle')
    .first()
    .click({ force: true });
}

async function expectFilingsUrl(page: Page, param: string, value: string): Promise<void> {
  await page.waitForURL((u) => u.pathname.startsWith('/filings'));
  const search = new URL(page.url()).searchParams.get(param) ?? '';
  expect(search).toContain(value);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('analytics pages', () => {
  it('/state shows the figures and drills down from a status to /filings', async () => {
    const page = await openSignedIn('/state');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('State');
    expect(await page.getByTestId('stat').count()).toBeGreaterThanOrEqual(6);
    const filings = await page.getByTestId('stat').first().textContent();
    expect(Number((filings ?? '').replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByTestId('chart-outcomes').getByRole('button', { name: 'Show table' }).click();
    const firstStatus = page.getByTestId('chart-outcomes').locator('tbody tr button').first();
    const status = (await firstStatus.textContent()) ?? '';
    // The drill-down through the chart's table alternative (the keyboard path).
    await page.getByTestId('chart-outcomes').locator('tbody tr button').first().click();
    await expectFilingsUrl(page, 'dispositionStatuses', status);
    await page.context().close();
  });

  it('/state switches population and date basis through the filter bar and the URL', async () => {
    const page = await openSignedIn('/state');
    const chip = page.getByTestId('population-chip');
    expect(await chip.textContent()).toContain(
      'Approved or effective rate changes · by effective date',
    );
    const filingsOf = async () =>
      Number(((await page.getByTestId('stat').first().textContent()) ?? '').replace(/\D/g, ''));
    const rateChanges = await filingsOf();
    expect(rateChanges).toBeGreaterThan(0);
    // Each headline figure explains itself on keyboard focus.
    await page.getByTestId('stat-definition').first().focus();
    await page.getByRole('tooltip').filter({ hasText: 'whole filings' }).waitFor();
    // The chip opens the population's definition.
    await chip.click();
    expect(await page.getByTestId('population-definition').textContent()).toContain(
      'Withdrawn, disapproved and pending filings',
    );
    await page.keyboard.press('Escape');

    await page.getByTestId('filter-population').click();
    await page.getByRole('option', { name: 'All filings' }).click();
    await page.waitForURL((u) => u.searchParams.get('population') === 'all');
    await page.getByTestId('population-chip').filter({ hasText: 'All filings' }).waitFor();
    await page.waitForFunction((before) => {
      const text = document.querySelector('[data-testid="stat"]')?.textContent ?? '';
      return Number(text.replace(/\D/g, '')) > before;
    }, rateChanges);
    expect(await page.getByText('Days to disposition').count()).toBeGreaterThan(0);

    await page.goto(
      routerUrl('/state', { population: 'all', dateBasis: 'submitted', minFilings: 2 }),
    );
    await waitForHydration(page);
    expect(await page.getByTestId('population-chip').textContent()).toContain(
      'All filings · by submitted date',
    );
    expect(await page.getByTestId('filter-dateBasis').inputValue()).toBe('By submitted date');
    expect(await page.getByTestId('filter-minFilings').inputValue()).toBe('2');
    expect(await page.getByText('Entries with at least 2 filings').count()).toBeGreaterThan(0);
    await page.getByTestId('filter-dateBasis').click();
    await page.getByRole('option', { name: 'By disposition date' }).click();
    await page.waitForURL((u) => u.searchParams.get('dateBasis') === 'disposition');
    await page.context().close();
  }, 150_000);

  it('/single-carrier maps a carrier by state; a state opens its filings', async () => {
    const page = await openSignedIn('/single-carrier');
    const carrier = await firstCarrier(page);
    expect(carrier.length).toBeGreaterThan(0);
    await page.goto(routerUrl('/single-carrier', { carrier }));
    await waitForHydration(page);
    const tile = page
      .locator('[data-testid="us-states-map"] g[data-state]')
      .filter({ has: page.locator('text:nth-of-type(2)') })
      .first();
    const state = await tile.getAttribute('data-state');
    await tile.click();
    await expectFilingsUrl(page, 'states', state ?? '');
    expect(new URL(page.url()).searchParams.get('carriers')).toContain(carrier);
    await page.context().close();
  });

  it('/multi-carrier compares carriers; a carrier bar opens its filings', async () => {
    const page = await openSignedIn('/multi-carrier');
    const chart = page.getByTestId('chart-carrier-rate-impact');
    await chart.getByRole('button', { name: 'Show table' }).click();
    const first = ((await chart.locator('tbody tr button').first().textContent()) ?? '').trim();
    await chart.getByRole('button', { name: 'Show chart' }).click();
    await clickFirstBar(page, 'chart-carrier-rate-impact');
    await expectFilingsUrl(page, 'carriers', first);
    await page.context().close();
  });

  it('/rating-factors ranks factors; a factor opens the filings of the filters', async () => {
    // The e2e data set is small: count every filing and every factor (no minimum).
    const page = await openSignedIn(
      routerUrl('/rating-factors', { states: ['CA'], population: 'all', minFilings: 1 }),
    );
    const chart = page.getByTestId('chart-factor-frequency');
    await chart.getByRole('button', { name: 'Show table' }).click();
    expect(await chart.locator('tbody tr').count()).toBeGreaterThan(3);
    const factor = ((await chart.locator('tbody tr button').first().textContent()) ?? '').trim();
    await chart.locator('tbody tr button').first().click();
    await expectFilingsUrl(page, 'states', 'CA');
    await expectFilingsUrl(page, 'ratingFactors', factor);

    // The factor narrows the list, survives a reload (a shared URL), and every filing listed
    // revised it.
    const total = async () => {
      const view = page.getByTestId('filings-page');
      await expect.poll(() => view.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
      const text = (await page.getByTestId('filings-total-rows').textContent()) ?? '';
      return Number(text.replace(/\D/g, ''));
    };
    const narrowed = await total();
    expect(narrowed).toBeGreaterThan(0);
    const shared = page.url();
    await page.goto(routerUrl('/filings', { states: ['CA'] }));
    expect(await total()).toBeGreaterThan(narrowed);
    await page.goto(shared);
    expect(new URL(page.url()).searchParams.get('ratingFactors')).toContain(factor);
    expect(await total()).toBe(narrowed);
    const first = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').first();
    await first.click();
    await page.getByTestId('filing-detail').waitFor();
    expect(await page.getByTestId('rating-factors').textContent()).toContain(factor);
    await page.context().close();
  });

  it('/doi opens a reviewer profile and one of their filings', async () => {
    const page = await openSignedIn('/doi');
    const chart = page.getByTestId('chart-reviewer-leaderboard');
    await chart.getByRole('button', { name: 'Show table' }).click();
    await chart.locator('tbody tr button').first().click();
    const profile = page.getByTestId('reviewer-profile');
    await profile.waitFor();
    expect(await profile.textContent()).toContain('reviewed');
    expect(new URL(page.url()).searchParams.get('reviewer')).toBeTruthy();
    const link = profile.getByTestId('reviewer-filing-link').first();
    const tn = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page.waitForURL((u) => u.pathname.startsWith(`/filings/${tn}`));
    await page.context().close();
  });

  it('/doi says so when the URL names a reviewer who does not exist, and ignores undeclared params', async () => {
    const page = await openSignedIn(
      `/doi?reviewer=${encodeURIComponent('"Nobody [x]"')}&reviewerState=TX&carriers=${encodeURIComponent('[[]]')}`,
    );
    await page.getByTestId('reviewer-not-found').waitFor();
    expect(await page.getByTestId('reviewer-not-found').textContent()).toContain('Nobody [x]');
    expect(await page.getByTestId('chart-reviewer-leaderboard').count()).toBe(1);
    await page.context().close();
  });

  it('/home shows latest filings, biggest moves and quick links without the sidebar', async () => {
    const page = await openSignedIn('/home');
    expect(await page.getByTestId('home-latest').locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('home-moves').waitFor();
    expect(await page.getByTestId('quick-link').count()).toBeGreaterThan(5);
    await page.getByTestId('home-latest').locator('tbody tr a').first().click();
    await page.waitForURL((u) => /^\/filings\/[A-Z]{4}-/.test(u.pathname));
    await page.context().close();
  });
});

// The analytics pages' axe-core check in light and dark is accessibility-analytics.test.ts's
// (the same six pages and more, the same scope); it was run here a second time.
