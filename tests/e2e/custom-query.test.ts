import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, switchColorScheme } from '#tests/support/e2e/browser.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();

async function openPage(): Promise<Page> {
  // Arrive by the sidebar (a client-side navigation), as users do.
  const page = await openSignedIn('/diff');
  await page
    .getByRole('link', { name: /Custom query/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Custom query' }).waitFor();
  await page.getByLabel('SQL query').waitFor();
  return page;
}

/** Replaces the editor's text by typing, as a user would. */
async function typeSql(page: Page, sql: string): Promise<void> {
  const editor = page.getByLabel('SQL query');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(sql);
}

describe('the custom query workbench', () => {
  it('runs typed SQL with Ctrl+Enter, sorts the result and charts it', async () => {
    const page = await openPage();
    expect(
      await page
        .getByRole('button', { name: /filings/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await typeSql(page, 'select state, count(*) as filings from filings group by state');
    await page.keyboard.press('Control+Enter');
    const table = page.getByTestId('result-table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await table.locator('thead th').allTextContents()).toEqual(['state', 'filings']);
    await page.getByRole('button', { name: 'filings', exact: true }).click();
    await page.getByRole('button', { name: 'filings', exact: true }).click();
    const counts = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((t) =>
      Number(t.replaceAll(',', '')),
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const chart = page.getByTestId('result-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-chart-kind')).toBe('bar');
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('custom-query.csv');
    expect(await page.getByTestId('query-history').textContent()).toContain('group by state');
    await page.context().close();
  });

  it('shows an error with its position highlighted in the editor', async () => {
    const page = await openPage();
    const sql = 'select state, nosuch from filings';
    await typeSql(page, sql);
    await page.getByRole('button', { name: 'Run' }).click();
    const error = page.getByTestId('query-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('column "nosuch" does not exist');
    expect(await page.getByTestId('query-error-position').textContent()).toContain(
      `character ${sql.indexOf('nosuch') + 1}`,
    );
    expect(await page.getByTestId('sql-error-mark').textContent()).toBe('nosuch');
    await page.context().close();
  });

  it('translates an English question into SQL, runs it and explains failures', async () => {
    const page = await openPage();
    await page.getByLabel('Ask in plain English').fill('number of filings by year');
    await page.getByRole('button', { name: 'Translate' }).click();
    await expect
      .poll(() => page.getByLabel('SQL query').textContent())
      .toContain('extract(year from f.effective_date_new)');
    await page.getByTestId('result-table').waitFor();
    const chart = page.getByTestId('result-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-chart-kind')).toBe('line');
    expect(await page.getByTestId('interpretation-text').textContent()).toBe(
      'Number of filings · by year · date basis: effective date',
    );
    // The question and its SQL are in the URL, to share.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'))
      .toBe('number of filings by year');
    await page.getByLabel('Ask in plain English').fill('florp the zibbles');
    await page.getByRole('button', { name: 'Translate' }).click();
    await page.getByTestId('fail-reason').waitFor();
    expect(await page.getByTestId('fail-reason').textContent()).toContain('"florp", "zibbles"');
    // A failed translation clears the previous answer.
    await expect.poll(() => page.getByTestId('result-table').count()).toBe(0);
    expect(await page.getByTestId('translation-interpretation').count()).toBe(0);
    await page.getByRole('button', { name: 'top 5 carriers by number of filings in CA' }).click();
    await expect.poll(() => page.getByLabel('SQL query').textContent()).toContain("f.state = 'CA'");
    await page.context().close();
  });

  it('keeps a declined and a warned translation readable in light and dark mode (axe-core)', async () => {
    const page = await openPage();
    const ask = async (question: string) => {
      await page.getByLabel('Ask in plain English').fill(question);
      await page.getByRole('button', { name: 'Translate' }).click();
    };
    const problems: string[] = [];
    const check = async (state: string, testId: string) => {
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        for (const v of await seriousAxeViolations(page, { include: `[data-testid="${testId}"]` }))
          problems.push(`${state} ${scheme}: ${v}`);
      }
    };
    // The data holds no agent commissions: the box declines, in its yellow alert.
    await ask('average agent commission rate by carrier');
    await page.getByTestId('fail-reason').waitFor();
    await check('declined', 'fail-reason');
    // A bare number read as a rate impact: answered, with the orange warning note.
    await ask('oregon filings above 12');
    await page.getByTestId('translation-warning').waitFor();
    expect(await page.getByTestId('fail-reason').count()).toBe(0);
    await check('warned', 'translation-interpretation');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
