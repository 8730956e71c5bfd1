import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { querySql } from '#tests/support/e2e/query-sql.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/** Issue 24's daily workflow: filters, palette, /objections text filters, titles and links. */
const baseUrl = inject('baseUrl');
const { newPage, openSignedIn } = withBrowser();

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const PHONE = { width: 390, height: 844 };

const searchParam = (page: Page, key: string): unknown => {
  const raw = new URL(page.url()).searchParams.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw; // the router writes plain strings as they are
  }
};

/** The first tracking number of the filings table. */
async function firstTrackingNumber(page: Page): Promise<string> {
  const link = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').first();
  await link.waitFor();
  return ((await link.textContent()) ?? '').trim();
}

describe('filters (item 1)', () => {
  it('finds a state by code or name, picks it with Enter and picks a pasted list', async () => {
    const page = await openSignedIn('/filings');
    const states = page.getByRole('combobox', { name: 'States' });
    await states.click();
    await states.fill('Texas');
    await page.getByRole('option', { name: /^TX · Texas/ }).waitFor();
    await states.press('Enter');
    await poll(() => searchParam(page, 'states')).toEqual(['TX']);

    await states.fill('ca');
    await page.getByRole('option', { name: /^CA · California/ }).waitFor();
    await states.press('Enter');
    await poll(() => searchParam(page, 'states')).toEqual(['TX', 'CA']);
    await page.keyboard.press('Escape');

    await page.goto('/filings');
    await waitForHydration(page);
    await states.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'TX\nNew York, florida');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await poll(() => searchParam(page, 'states')).toEqual(['TX', 'NY', 'FL']);
    await page.context().close();
  });

  it('offers date presets and typed ranges that keep the URL readable', async () => {
    const page = await openSignedIn('/filings');
    const year = new Date().getFullYear();
    const range = page.getByTestId('filter-date-range');
    await range.click();
    await page.getByRole('button', { name: 'Last year', exact: true }).click();
    await poll(() => searchParam(page, 'startDate')).toEqual({ year: year - 1 });
    expect(searchParam(page, 'endDate')).toEqual({ year: year - 1 });
    await poll(() => range.textContent()).toContain(String(year - 1));

    await range.click();
    await page.getByRole('button', { name: `Q2 ${year - 1}`, exact: true }).waitFor();
    await page.getByTestId('date-range-typed').fill('Q1 2024');
    await page.getByTestId('date-range-typed').press('Enter');
    await poll(() => searchParam(page, 'startDate')).toEqual({ year: 2024, month: 1 });
    expect(searchParam(page, 'endDate')).toEqual({ year: 2024, month: 3 });
    await poll(() => range.textContent()).toContain('Q1 2024');

    await range.click();
    await page.getByTestId('date-range-typed').fill('2023-02-01 to 2023-05-15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await poll(() => searchParam(page, 'startDate')).toEqual({ year: 2023, month: 2, day: 1 });
    expect(searchParam(page, 'endDate')).toEqual({ year: 2023, month: 5, day: 15 });
    expect(await page.title()).toBe('Filings | Rate Filing Intelligence');
    await page.context().close();
  });
});

describe('the palette and phone navigation (item 4)', () => {
  it('opens a filing on Enter after an exact tracking number, and a page after its name', async () => {
    const page = await openSignedIn('/filings');
    const tn = await firstTrackingNumber(page);
    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').fill(tn);
    await page.getByTestId('palette-open-filing').waitFor();
    await page.getByTestId('palette-input').press('Enter');
    await page.waitForURL(new RegExp(`/filings/${tn}/?$`));

    await page.keyboard.press('Control+K');
    await page.getByTestId('palette-input').fill('objections');
    await page.getByTestId('palette-input').press('Enter');
    await page.waitForURL(/\/objections/);
    await page.context().close();
  });

  it('has the palette button and a navigation drawer on a phone, Home included', async () => {
    const page = await openSignedIn('/home', { viewport: PHONE });
    await page.getByTestId('palette-button-compact').click();
    await page.getByTestId('palette-input').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-burger').click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Filings' }).click();
    await page.waitForURL(/\/filings/);
    await poll(() => nav.count()).toBe(0);
    await page.context().close();
  });
});

describe('/objections text filters (item 8)', () => {
  it('applies Reviewer and Words as you type and counts them in the bar', async () => {
    const page = await openSignedIn('/objections');
    const bar = page.getByTestId('filter-bar');
    expect(await bar.textContent()).toContain('No filters');
    const words = page.getByRole('textbox', { name: 'Words in the letters' });
    await words.pressSequentially('territory', { delay: 30 });
    await poll(() => searchParam(page, 'query')).toBe('territory');
    expect(await words.evaluate((input) => input === document.activeElement)).toBe(true);
    await poll(() => bar.textContent()).toContain('1 filter active');
    await page.getByRole('textbox', { name: 'Reviewer' }).pressSequentially('a', { delay: 30 });
    await poll(() => searchParam(page, 'reviewer')).toBe('a');
    await poll(() => bar.textContent()).toContain('2 filters active');
    await bar.getByRole('button', { name: 'Clear filters' }).click();
    await poll(() => searchParam(page, 'query')).toBeUndefined();
    expect(searchParam(page, 'reviewer')).toBeUndefined();
    await poll(() => words.inputValue()).toBe('');
    await page.context().close();
  });
});

describe('titles, signed-in entry, skip link, diff and PDF links (item 11)', () => {
  it('titles each page by what it shows', async () => {
    const page = await openSignedIn(routerUrl('/filings', { states: ['TX'] }));
    await poll(() => page.title()).toMatch(/^TX · (.+ · )?Filings \| Rate Filing Intelligence$/);
    await page.goto('/home');
    await poll(() => page.title()).toBe('Home | Rate Filing Intelligence');
    await page.goto(routerUrl('/search', { query: 'wildfire' }));
    await poll(() => page.title()).toBe('“wildfire” · Search | Rate Filing Intelligence');
    await page.context().close();
  });

  it('offers a signed-in user the app on / and sends /login on', async () => {
    const page = await openSignedIn('/');
    await page.getByTestId('landing-open-app').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await page.goto('/login');
    await page.waitForURL(`${baseUrl}/home`);
    await page.goto(`/login?redirect=${encodeURIComponent('/objections')}`);
    await page.waitForURL(`${baseUrl}/objections`);
    await page.context().close();
  });

  it('starts every page with a skip-to-content link', async () => {
    for (const path of ['/home', '/filings']) {
      const page = await openSignedIn(path);
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(first).toBe('Skip to content');
      await page.keyboard.press('Enter');
      await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.context().close();
    }
    const signedOut = await newPage();
    await signedOut.goto('/');
    await waitForHydration(signedOut);
    await signedOut.keyboard.press('Tab');
    expect(await signedOut.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Skip to content',
    );
    await signedOut.context().close();
  });

  it("suggests filings of A's program for B, with no made-up placeholder", async () => {
    const page = await openSignedIn('/diff');
    const [row] = await querySql(
      page,
      `select serff_tracking_number, segment_id from product_history
       where segment_id in (select segment_id from product_history
         group by segment_id having count(*) >= 3)
       order by serff_tracking_number limit 1`,
    );
    const a = String(row?.serff_tracking_number);
    const siblings = (
      await querySql(
        page,
        `select serff_tracking_number from product_history
         where segment_id = ${Number(row?.segment_id)} and serff_tracking_number <> '${a}'`,
      )
    ).map((r) => String(r.serff_tracking_number));
    const placeholder = (await page.getByTestId('diff-a').getAttribute('placeholder')) ?? '';
    expect(placeholder).not.toMatch(/[A-Z]{2,8}-\d{5,}/);

    await page.goto(routerUrl('/diff', { a }));
    await waitForHydration(page);
    await page.getByTestId('diff-b').click();
    await page.getByText('Same program as A').waitFor();
    const suggested = await page
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value') ?? ''));
    expect(suggested.length).toBeGreaterThan(0);
    for (const value of suggested) expect(siblings).toContain(value);
    await page.context().close();
  });

  it('links PDFs through a route that signs them afresh on every use', async () => {
    const page = await openSignedIn('/filings');
    const tn = await firstTrackingNumber(page);
    await page.goto(`/filings/${tn}`);
    await waitForHydration(page);
    const href = (await page.getByTestId('open-pdf').getAttribute('href')) ?? '';
    expect(href).toBe(`/documents/filings/${tn}.pdf`);
    for (let use = 0; use < 2; use++) {
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
    }
    const first = await page.request.get(href, { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toMatch(/^\/api\/documents\/.+\.pdf\?/);
    await page.context().close();

    const signedOut = await newPage();
    const refused = await signedOut.request.get(`${baseUrl}${href}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toMatch(/^\/login\?redirect=/);
    await signedOut.context().close();
  });
});

describe('formats (item 10)', () => {
  it('keeps tracking numbers on one line on Home', async () => {
    const page = await openSignedIn('/home', { viewport: PHONE });
    const link = page.locator('a[href^="/filings/"]').first();
    await link.waitFor();
    const box = await link.boundingBox();
    const lineHeight = await link.evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    await page.context().close();
  });
});
