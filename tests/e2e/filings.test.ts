import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTENT,
  downloadedBytes,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { poll, settle } from '#tests/support/e2e/filings-page.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();

const totalRows = async (page: Page) =>
  Number(((await page.getByTestId('filings-total-rows').textContent()) ?? '').replace(/\D/g, ''));

/** The tracking numbers of the rows shown, top to bottom. */
const shownTrackingNumbers = (page: Page) =>
  page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').allTextContents();

const searchOf = (page: Page) => {
  const url = new URL(page.url());
  return Object.fromEntries([...url.searchParams].map(([key, value]) => [key, JSON.parse(value)]));
};

async function pickFirstOption(page: Page, label: string): Promise<string> {
  const before = new URL(page.url()).search;
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('option').first();
  const value = (await option.getAttribute('value')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.search !== before);
  await settle(page);
  return value;
}

describe('the filings table', () => {
  it('filters, sorts and pages through the URL, and reload and back/forward give the same view', async () => {
    const page = await openSignedIn('/filings');
    const all = await totalRows(page);
    expect(all).toBeGreaterThan(10);
    expect(await shownTrackingNumbers(page)).toHaveLength(10);

    const state = await pickFirstOption(page, 'States');
    await page.waitForURL(/states=/);
    await settle(page);
    await poll(() => totalRows(page)).toBeLessThan(all);
    const filtered = await totalRows(page);
    expect(searchOf(page).states).toEqual([state]);

    await page.getByRole('button', { name: /^Rate impact/ }).click();
    await page.waitForURL(/rate-impact/);
    await settle(page);
    expect(searchOf(page).sort.field).toBe('rate-impact');

    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.waitForURL(/%22page%22%3A2/);
    await settle(page);
    expect(searchOf(page).pagination.page).toBe(2);
    const pageTwo = await shownTrackingNumbers(page);
    expect(pageTwo.length).toBeGreaterThan(0);
    const pageTwoUrl = page.url();

    await page.reload();
    await waitForHydration(page);
    expect(page.url()).toBe(pageTwoUrl);
    expect(await shownTrackingNumbers(page)).toEqual(pageTwo);
    expect(await totalRows(page)).toBe(filtered);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('pagination'));
    await settle(page);
    await poll(() => shownTrackingNumbers(page)).not.toEqual(pageTwo);
    await page.goForward();
    await page.waitForURL(pageTwoUrl);
    await settle(page);
    await poll(() => shownTrackingNumbers(page)).toEqual(pageTwo);

    // A filter change returns to page 1.
    await pickFirstOption(page, 'Filing types');
    await page.waitForURL(/filingTypes=/);
    await settle(page);
    expect(searchOf(page).pagination).toBeUndefined();
    await page.context().close();
  });

  it('opens a pasted deep link with the same filters, sort and page size', async () => {
    const probe = await openSignedIn('/filings');
    const state = await pickFirstOption(probe, 'States');
    await probe.waitForURL(/states=/);
    await settle(probe);
    const expectedRows = await totalRows(probe);
    await probe.context().close();

    const url = routerUrl('/filings', {
      states: [state],
      sort: { field: 'state', direction: 'ascending' },
      pagination: { page: 1, pageSize: 25 },
    });
    const page = await openSignedIn(url);
    expect(await totalRows(page)).toBe(expectedRows);
    const states = await page
      .getByTestId('filings-table')
      .locator('tbody tr td:nth-child(4)')
      .allTextContents();
    expect(states.length).toBe(Math.min(25, expectedRows));
    expect(new Set(states)).toEqual(new Set([state]));
    expect(await page.getByRole('combobox', { name: 'States' }).inputValue()).toBe('');
    expect(await page.getByTestId('filter-bar').textContent()).toContain(state);
    await page.context().close();
  });

  it('names the filter that removed every row', async () => {
    const page = await openSignedIn(
      routerUrl('/filings', {
        startDate: { year: 1990, month: 1, day: 1 },
        endDate: { year: 1990, month: 12, day: 31 },
      }),
    );
    await page.getByTestId('filings-empty-state').waitFor();
    await poll(() => page.getByTestId('filings-empty-state').textContent()).toContain(
      'Effective date range',
    );
    await page.getByRole('button', { name: /Remove Effective date range/ }).click();
    await page.waitForURL((url) => !url.search.includes('startDate'));
    await settle(page);
    await poll(() => totalRows(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('saves the current filter, applies it from the list, and deletes it after confirmation', async () => {
    const page = await openSignedIn('/filings');
    const state = await pickFirstOption(page, 'States');
    await page.waitForURL(/states=/);
    await settle(page);
    const filteredUrl = new URL(page.url());
    const name = `Only ${state} ${Date.now()}`;

    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('View saved').waitFor();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('states'));
    await settle(page);

    await page.getByRole('button', { name: /Saved views/ }).click();
    await page.getByTestId('saved-views').getByRole('link', { name }).click();
    await page.waitForURL(/states=/);
    await settle(page);
    expect(searchOf(page).states).toEqual(
      JSON.parse(filteredUrl.searchParams.get('states') ?? '[]'),
    );

    await page.getByRole('button', { name: /Saved views/ }).click();
    await page.getByRole('button', { name: `Delete saved view ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete saved view?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('View deleted').waitFor();
    await page.getByRole('button', { name: /Saved views/ }).click();
    await poll(() => page.getByTestId('saved-views').getByRole('link', { name }).count()).toBe(0);
    await page.context().close();
  });

  it('exports every matching row as CSV, as many as the table counts', async () => {
    // The CSV has a row per filing and company, as the table's "Per company" mode.
    const page = await openSignedIn(routerUrl('/filings', { rows: 'companies' }));
    await pickFirstOption(page, 'Lines of business');
    await page.waitForURL(/linesOfBusiness=/);
    await settle(page);
    const expected = await totalRows(page);
    expect(expected).toBeGreaterThan(10);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const text = (await downloadedBytes(download)).toString('utf8');
    const rows: string[][] = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true });
    expect(rows.length - 1).toBe(expected);
    await page.context().close();
  });
});

describe('PDF downloads of selected rows', () => {
  it('zips the selected filings and says so clearly when the selection is over the cap', async () => {
    const page = await openSignedIn('/filings');
    const rows = page.getByTestId('filings-table').getByRole('checkbox', { name: /^Select [A-Z]/ });
    await rows.nth(0).check();
    await rows.nth(1).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-pdfs').click(),
    ]);
    const zip = await downloadedBytes(download);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.goto(routerUrl('/filings', { pagination: { page: 1, pageSize: 100 } }));
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByTestId('download-pdfs').click();
    await page.getByText('Too many PDFs for one download').waitFor();
    await page.context().close();
  });
});

describe('a filing', () => {
  it('shows the whole filing, then one company, and opens its PDF through a signed link', async () => {
    const page = await openSignedIn('/filings');
    const first = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').first();
    const trackingNumber = (await first.textContent()) ?? '';
    await first.click();
    await page.getByTestId('filing-detail').waitFor();
    expect(await page.getByTestId('filing-title').textContent()).toBe(trackingNumber);
    for (const heading of [
      'Overall rate figures',
      'Description',
      'Rating factors',
      'Base rates',
      'Supplemental metrics',
      'Objections and replies',
      'DOI review',
      'Change log',
    ])
      expect(await page.getByRole('heading', { name: heading, level: 2 }).isVisible()).toBe(true);
    expect(await page.getByTestId('filing-facts').textContent()).toContain('Carrier');

    const compare = page.getByRole('link', { name: 'Compare with…' });
    expect(await compare.getAttribute('href')).toBe(`/diff?a=${trackingNumber}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const pdfLink = page.getByTestId('open-pdf');
    // A lasting link: the route signs it afresh on every use (tests/e2e/workflow.test.ts).
    await poll(() => pdfLink.getAttribute('href')).toMatch(/^\/documents\/filings\/.+\.pdf$/);
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    const response = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    const company = page.getByTestId('company-metrics').locator('tbody a').first();
    const companyName = (await company.textContent()) ?? '';
    await company.click();
    await page.getByTestId('company-filing-detail').waitFor();
    expect(
      await page.getByRole('heading', { name: `Rate figures of ${companyName}` }).isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('rate-figures').textContent()).toMatch(/%/);

    // A pasted company link renders on the server as well.
    await page.reload();
    await page.getByTestId('company-filing-detail').waitFor();
    await page.context().close();
  });

  it('shows a revised factor level by level, with a number in every Before and After cell', async () => {
    const page = await openSignedIn('/filings');
    const links = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a');
    const trackingNumbers = (await links.allTextContents()).slice(0, 8);
    let checked = 0;
    for (const trackingNumber of trackingNumbers) {
      await page.goto(`/filings/${trackingNumber}/`);
      await page.getByTestId('filing-detail').waitFor();
      const tables = page.getByTestId('factor-levels');
      if ((await tables.count()) === 0) continue;
      const rows = tables.first().locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(1);
      for (const row of await rows.all()) {
        const [before, after] = [
          await row.locator('td').nth(1).textContent(),
          await row.locator('td').nth(2).textContent(),
        ];
        expect(before).toMatch(/^\d+\.\d{3}$/);
        expect(after).toMatch(/^\d+\.\d{3}$/);
      }
      expect(await tables.first().locator('tbody tr[data-base]').count()).toBe(1);
      expect(await page.getByTestId('factor-table').first().textContent()).toMatch(
        /Premium effect/,
      );
      const pdfPage = page.getByRole('link', { name: /^PDF page \d+: / }).first();
      await poll(() => pdfPage.getAttribute('href')).toMatch(/^\/documents\/.+\.pdf#page=\d+$/);
      checked++;
      break;
    }
    expect(checked).toBe(1);
    await page.context().close();
  });

  it('shows the not-found page for an unknown tracking number or company', async () => {
    const page = await openSignedIn('/home');
    for (const path of ['/filings/ZZZZ-000000001', '/filings/ZZZZ-000000001/No%20Such%20Company']) {
      const response = await page.goto(path);
      await page.getByTestId('not-found-page').waitFor();
      expect(response?.status()).toBe(404);
    }
    await page.context().close();
  });
});

describe('accessibility of the filings pages (axe-core, serious and critical)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious violations on the table and a filing in ${scheme} mode`, async () => {
      const page = await openSignedIn('/filings', { scheme });
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
      await pickFirstOption(page, 'States');
      const problems = (await seriousAxeViolations(page, CONTENT)).map((v) => `/filings: ${v}`);
      const link = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a').first();
      const href = (await link.getAttribute('href')) ?? '';
      await page.goto(href);
      await waitForHydration(page);
      await page.getByTestId('filing-detail').waitFor();
      problems.push(...(await seriousAxeViolations(page, CONTENT)).map((v) => `${href}: ${v}`));
      const empty = routerUrl('/filings', { endDate: { year: 1990 } });
      await page.goto(empty);
      await page.getByTestId('empty-state-culprits').waitFor();
      problems.push(...(await seriousAxeViolations(page, CONTENT)).map((v) => `empty state: ${v}`));
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
