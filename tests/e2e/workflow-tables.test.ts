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
import { querySql } from '#tests/support/e2e/query-sql.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/** Issue 24, items 2, 3 and 6: the filings table, carriers by state, saved views. */
const { openSignedIn } = withBrowser();
const WIDE = { width: 1440, height: 900 };

const table = (page: Page) => page.getByTestId('filings-table');
const header = (page: Page, name: string) =>
  table(page)
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${name}$`) });
const firstNumbers = (page: Page) =>
  table(page).locator('tbody tr[data-nav-row] td:nth-child(2) a').allTextContents();

describe('/filings at 1440 px (item 2)', () => {
  it('shows rate impact and premium change, one row per filing, companies on demand', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    for (const name of ['Rate impact', 'Written premium change']) {
      const box = await header(page, name).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 9999) + (box?.width ?? 0), name).toBeLessThanOrEqual(WIDE.width);
    }
    const text = (await page.getByTestId('filings-total').textContent()) ?? '';
    const [rows, filings] = [...text.matchAll(/([\d,]+) (?:rows?|filings?)/g)].map((m) =>
      Number(m[1]?.replace(/,/g, '')),
    );
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBe(filings);
    const [multi] = await querySql(
      page,
      `select serff_tracking_number as tn, count(*)::int as n from company_rate_figures
       group by 1 having count(*) > 1 order by 1 limit 1`,
    );
    const tn = String(multi?.tn);
    const [withCompanies] = await querySql(
      page,
      `select count(*)::int as n from filings where serff_tracking_number < '${tn}'`,
    );
    const pageOf = Math.floor(Number(withCompanies?.n) / 10) + 1;
    await page.goto(
      routerUrl('/filings', {
        sort: { field: 'serff-tracking-number', direction: 'ascending' },
        pagination: { page: pageOf, pageSize: 10 },
      }),
    );
    await waitForHydration(page);
    await settle(page);
    // A click before hydration would hit a button with no handler yet.
    await waitForHydration(page);
    const button = page.getByRole('button', { name: new RegExp(`companies of ${tn}`) }).first();
    await button.click();
    await poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await poll(() => page.getByTestId(`companies-of-${tn}`).locator('tbody tr').count()).toBe(
      Number(multi?.n),
    );
    await page.getByTestId('filings-row-mode').getByText('Per company', { exact: true }).click();
    await page.waitForURL(/rows=/);
    await settle(page);
    expect(await table(page).getAttribute('data-rows')).toBe('companies');
    await page.context().close();
  });

  it('remembers the chosen columns and keeps the tracking number in view when scrolled', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    await page.getByRole('button', { name: /^Columns/ }).click();
    const chooser = page.getByTestId('column-chooser');
    await chooser.getByRole('checkbox', { name: 'Carrier' }).uncheck();
    for (const name of ['Sub-TOI', 'Product', 'Filing type', 'Indicated', 'Policyholders']) {
      await chooser.getByRole('checkbox', { name }).check();
    }
    await page.keyboard.press('Escape');
    await page.reload();
    await settle(page);
    await poll(() => header(page, 'Carrier').count()).toBe(0);
    await poll(() => header(page, 'Sub-TOI').count()).toBe(1);
    const key = table(page).locator('tbody tr[data-nav-row] td:nth-child(2)').first();
    const before = await key.boundingBox();
    await table(page).evaluate((root) => {
      const all = [root, ...root.querySelectorAll<HTMLElement>('*')];
      const scroller = all.find((el) => el.scrollWidth > el.clientWidth + 50);
      scroller?.scrollBy(600, 0);
    });
    await poll(async () => (await key.boundingBox())?.x).toBe(before?.x);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await poll(() => header(page, 'Carrier').count()).toBe(1);
    await page.context().close();
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    const numbers = await firstNumbers(page);
    const first = table(page).locator('tbody tr[data-nav-row]').first();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/filings/${numbers[1]}$`));
    await page.context().close();
  });

  it('exports the rows as the table shows them: one per filing, or per filing and company', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    await settle(page);
    const exportRows = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-csv').click(),
      ]);
      const text = (await downloadedBytes(download)).toString('utf8');
      return parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    };
    const totalRows = async () =>
      Number(
        ((await page.getByTestId('filings-total-rows').textContent()) ?? '').replace(/,/g, ''),
      );
    const filings = await exportRows();
    expect(filings.length).toBe(await totalRows());
    expect(new Set(filings.map((r) => r.serff_tracking_number)).size).toBe(filings.length);
    const [counted] = await querySql(page, 'select count(*)::int as n from filings');
    expect(filings.length).toBe(Number(counted?.n));
    // Overall figures, the companies named: the filing with most companies, as SQL has it.
    const [most] = await querySql(
      page,
      `select serff_tracking_number as tn, count(*)::int as n,
              string_agg(company, '; ' order by company) as names
       from company_rate_figures group by 1 order by 2 desc, 1 limit 1`,
    );
    const row = filings.find((r) => r.serff_tracking_number === most?.tn);
    expect(row?.company_count).toBe(String(most?.n));
    expect(row?.companies).toBe(most?.names);

    await page.getByTestId('filings-row-mode').getByText('Per company', { exact: true }).click();
    await page.waitForURL(/rows=companies/);
    await settle(page);
    const companies = await exportRows();
    expect(companies.length).toBe(await totalRows());
    const [companyRows] = await querySql(
      page,
      'select count(*)::int as n from company_rate_figures',
    );
    expect(companies.length).toBe(Number(companyRows?.n));
    expect(companies.length).toBeGreaterThan(filings.length);
    await page.context().close();
  });

  it('sorts one row per filing by its overall average, largest and smallest change', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    for (const [field, column] of [
      ['average-premium-change', 'average_premium_change'],
      ['max-change', 'max_change'],
      ['min-change', 'min_change'],
    ]) {
      for (const direction of ['descending', 'ascending']) {
        await page.goto(routerUrl('/filings', { sort: { field, direction } }));
        await waitForHydration(page);
        await settle(page);
        expect(await table(page).getAttribute('data-rows')).toBe('filings');
        // The list's order: descending with empty values last, ascending its exact reverse.
        const order =
          direction === 'descending'
            ? `${column} desc nulls last, serff_tracking_number`
            : `${column} asc nulls first, serff_tracking_number desc`;
        const expected = await querySql(
          page,
          `select serff_tracking_number as tn from filings order by ${order} limit 5`,
        );
        await poll(async () => (await firstNumbers(page)).slice(0, 5)).toEqual(
          expected.map((r) => String(r.tn)),
        );
      }
    }
    await page.context().close();
  });

  it('says which company each of Home’s recent rows is', async () => {
    const page = await openSignedIn('/home', { viewport: WIDE });
    const headers = await page.locator('main table thead th').allTextContents();
    expect(headers).toContain('Carrier and company');
    await page.context().close();
  });
});

describe('/multi-carrier compares carriers state by state (item 3)', () => {
  it('draws a carrier x state table whose cells match SQL', async () => {
    const states = ['CA', 'TX', 'NY'];
    const page = await openSignedIn(routerUrl('/multi-carrier', { states, population: 'all' }), {
      viewport: WIDE,
    });
    const matrix = page.getByTestId('carrier-state-table');
    await matrix.waitFor();
    expect(await matrix.locator('thead th').allTextContents()).toEqual([
      'Carrier',
      ...states,
      'Total',
    ]);
    await page.getByTestId('matrix-measure').click();
    await page.getByRole('option', { name: 'Filings' }).click();
    const row = matrix.locator('tbody tr').first();
    const carrier = (await row.getAttribute('data-carrier')) ?? '';
    const expected = await querySql(
      page,
      `select state, count(*)::int as n from filings
       where carrier = '${carrier.replace(/'/g, "''")}' and state in ('CA', 'TX', 'NY') group by state`,
    );
    for (const state of states) {
      const n = expected.find((r) => r.state === state)?.n;
      await poll(() => row.locator(`[data-state="${state}"]`).textContent()).toBe(
        n === undefined ? '–' : String(n),
      );
    }
    await page.context().close();
  });
});

describe('saved views on every page with filters (item 6)', () => {
  it('saves and reopens /multi-carrier filters', async () => {
    const page = await openSignedIn(routerUrl('/multi-carrier', { states: ['TX', 'CA'] }));
    const name = `Two states ${Date.now()}`;
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('View saved').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('states'));
    await page.getByRole('button', { name: /Saved views/ }).click();
    await page.getByTestId('saved-views').getByRole('link', { name }).click();
    await page.waitForURL(/states=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('states') ?? '[]')).toEqual([
      'TX',
      'CA',
    ]);
    await page.context().close();
  });

  it('keeps the sort and the columns of /filings', async () => {
    const sort = { field: 'rate-impact', direction: 'ascending' };
    const page = await openSignedIn(routerUrl('/filings', { sort, states: ['TX'] }), {
      viewport: WIDE,
    });
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Carrier' }).uncheck();
    await page.keyboard.press('Escape');
    const name = `TX smallest first ${Date.now()}`;
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('View saved').waitFor();
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.keyboard.press('Escape');
    await page.goto('/filings');
    await waitForHydration(page);
    await settle(page);
    expect(await header(page, 'Carrier').count()).toBe(1);
    await page.getByRole('button', { name: /Saved views/ }).click();
    await page.getByTestId('saved-views').getByRole('link', { name }).click();
    await page.waitForURL(/sort=/);
    await settle(page);
    const search = new URL(page.url()).searchParams;
    expect(JSON.parse(search.get('sort') ?? '{}')).toEqual(sort);
    expect(JSON.parse(search.get('states') ?? '[]')).toEqual(['TX']);
    await poll(() => header(page, 'Carrier').count()).toBe(0);
    await page.context().close();
  });

  it('saves and reopens a search: its query, index, filters and options', async () => {
    const page = await openSignedIn(
      routerUrl('/search', {
        query: 'territory',
        index: 'objections',
        states: ['CA'],
        hasMoreContext: true,
      }),
    );
    const name = `CA territory letters ${Date.now()}`;
    await page.getByRole('button', { name: 'Save view' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('View saved').waitFor();
    await page.goto('/search');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Saved views/ }).click();
    await page.getByTestId('saved-views').getByRole('link', { name }).click();
    await page.waitForURL(/query=territory/);
    const search = new URL(page.url()).searchParams;
    expect(search.get('index')).toBe('objections');
    expect(JSON.parse(search.get('states') ?? '[]')).toEqual(['CA']);
    expect(search.get('hasMoreContext')).toBe('true');
    await page.getByTestId('search-results').or(page.getByTestId('search-empty')).first().waitFor();
    await page.context().close();
  });

  it('offers saved views on state, single-carrier, rating-factors, objections and doi', async () => {
    const page = await openSignedIn('/state');
    for (const path of ['/state', '/single-carrier', '/rating-factors', '/objections', '/doi']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Save view' }).waitFor();
      await page.getByRole('button', { name: /Saved views/ }).waitFor();
    }
    await page.context().close();
  });
});

describe('accessibility of the changed tables (axe-core, serious and critical)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious violations in ${scheme} mode`, async () => {
      const page = await openSignedIn('/filings', { scheme, viewport: WIDE });
      const expand = page.getByRole('button', { name: /companies of/ }).first();
      if (await expand.count()) await expand.click();
      const problems = (await seriousAxeViolations(page, CONTENT)).map((v) => `/filings: ${v}`);
      await page.getByRole('button', { name: /^Columns/ }).click();
      await page.getByTestId('column-chooser').waitFor();
      problems.push(
        ...(await seriousAxeViolations(page, { include: '[data-testid=column-chooser]' })).map(
          (v) => `columns: ${v}`,
        ),
      );
      await page.goto(routerUrl('/multi-carrier', { states: ['CA', 'TX', 'NY'] }));
      await waitForHydration(page);
      await page.getByTestId('carrier-state-table').waitFor();
      problems.push(...(await seriousAxeViolations(page, CONTENT)).map((v) => `matrix: ${v}`));
      await page.getByRole('button', { name: /Saved views/ }).click();
      await page.getByTestId('saved-views').waitFor();
      problems.push(
        ...(await seriousAxeViolations(page, { include: '[data-testid=saved-views]' })).map(
          (v) => `saved views: ${v}`,
        ),
      );
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
