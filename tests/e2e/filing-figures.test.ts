import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercent, formatPercentChange } from '#app/lib/format/format-percent.ts';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { querySql, type SqlRow } from '#tests/support/e2e/query-sql.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// Issue 18: what the filing page shows equals what the app's database holds. The database is
// read through the app's own custom-query api (read-only views of the same tables), as a
// signed-in user.
const { openSignedIn } = withBrowser();
let page: Page;

type Row = SqlRow;

/** Runs SQL against the app's database through QueryService/CustomQuery. */
const query = (sql: string): Promise<Row[]> => querySql(page, sql);

/** The value shown under a label of the filing page's overall rate figures. */
async function figure(label: string): Promise<string> {
  const id = `figure-${label.toLowerCase().replaceAll(' ', '-')}`;
  const cell = page.getByTestId('rate-figures').getByTestId(id).locator('> :nth-child(2)');
  return ((await cell.textContent()) ?? '').trim();
}

beforeAll(async () => {
  page = await openSignedIn('/home');
});
afterAll(async () => {
  await page?.context().close();
});

describe('filing figures', () => {
  it("shows a filing's expense ratio in percent, as stored in percentage points", async () => {
    const [row] = await query(
      `select m.serff_tracking_number, m.coverage, m.expense_ratio, m.permissible_loss_ratio
       from supplemental_metrics m join filings f using (serff_tracking_number)
       where f.company_count = 1 order by m.serff_tracking_number, m.coverage limit 1`,
    );
    const tn = String(row?.serff_tracking_number);
    const expense = Number(row?.expense_ratio);
    const lossRatio = Number(row?.permissible_loss_ratio);
    // Percentage points: an expense ratio around 27, not a fraction around 0.27.
    expect(expense).toBeGreaterThan(10);
    expect(expense).toBeLessThan(50);
    await page.goto(`/filings/${tn}`);
    await waitForHydration(page);
    const table = page.getByTestId('supplemental-metrics');
    const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
    const line = table.locator('tbody tr', { hasText: String(row?.coverage) }).first();
    const cells = (await line.locator('td').allTextContents()).map((c) => c.trim());
    expect(cells[headers.indexOf('Expense ratio')]).toBe(formatPercent(expense));
    expect(cells[headers.indexOf('Perm. loss ratio')]).toBe(formatPercent(lossRatio));
  });

  it("shows a multi-company filing's overall max and min change across all its companies", async () => {
    // A filing whose first company (by name) does not have the largest maximum change.
    const [row] = await query(
      `select f.serff_tracking_number, f.max_change, f.min_change
       from filings f
       where f.company_count > 1 and f.max_change > (
         select c.max_change from company_rate_figures c
         where c.serff_tracking_number = f.serff_tracking_number order by c.company limit 1)
       order by f.serff_tracking_number limit 1`,
    );
    const tn = String(row?.serff_tracking_number);
    const [companies] = await query(
      `select max(max_change) as max_change, min(min_change) as min_change
       from company_rate_figures where serff_tracking_number = '${tn.replace(/[^A-Z0-9-]/g, '')}'`,
    );
    expect(Number(row?.max_change)).toBe(Number(companies?.max_change));
    expect(Number(row?.min_change)).toBe(Number(companies?.min_change));
    await page.goto(`/filings/${tn}`);
    await waitForHydration(page);
    await page.getByTestId('filing-detail').waitFor();
    expect(await figure('Max change')).toBe(formatPercentChange(Number(companies?.max_change)));
    expect(await figure('Min change')).toBe(formatPercentChange(Number(companies?.min_change)));
  });

  it('compounds only the filings of a product that took effect, marking the others', async () => {
    // The product with the most filings that did not take effect (withdrawn, pending...).
    const [segment] = await query(
      `select segment_id, count(*) filter (where not took_effect) as skipped,
         count(*) as filings,
         (coalesce(exp(sum(ln(1 + weighted_rate_impact / 100)) filter (where took_effect)), 1) - 1)
           * 100 as cumulative
       from product_history group by segment_id
       order by count(*) filter (where not took_effect) desc, segment_id limit 1`,
    );
    expect(Number(segment?.skipped)).toBeGreaterThan(0);
    await page.goto(`/product-history/${Number(segment?.segment_id)}`);
    await waitForHydration(page);
    await page.getByTestId('product-history-legend').waitFor();
    const rows = page.getByTestId('product-history-table').locator('tbody tr');
    expect(await rows.count()).toBe(Number(segment?.filings));
    expect(
      await page
        .getByTestId('product-history-table')
        .locator('tbody tr[data-took-effect="false"]')
        .count(),
    ).toBe(Number(segment?.skipped));
    const shown = ((await page.getByTestId('cumulative-rate-change').textContent()) ?? '')
      .replace('−', '-')
      .replace(/[%+]/g, '');
    expect(Math.abs(Number(shown) - Number(segment?.cumulative))).toBeLessThan(0.06);
  });
});
