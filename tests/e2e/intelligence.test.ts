import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { downloadedBytes } from '#tests/support/e2e/browser.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { openSignedIn } = withBrowser();
/** Wide enough for the screenshots (E2E_SCREENSHOTS_DIR) to show whole reports. */
const WIDE = { width: 1400, height: 1000 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
let trackingNumbers: string[] = [];

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('intelligence tools', () => {
  it('objections: themes with counts, letters, a thread and an editable, downloadable reply draft', async () => {
    const page = await openSignedIn('/objections', { scheme: 'light', viewport: WIDE });
    await page.getByTestId('objection-summary').waitFor();
    expect(await page.getByTestId('objection-summary-text').textContent()).toMatch(
      /most frequent theme is/,
    );
    expect(await page.getByTestId('theme-table').locator('tbody tr').count()).toBeGreaterThan(2);
    const items = page.getByTestId('objection-item');
    expect(await items.count()).toBeGreaterThan(0);
    trackingNumbers = await page.getByTestId('objection-item').locator('a').allTextContents();
    await shoot(page, 'objections-light');

    // Narrow by theme through the URL (a shared link) and by a reviewer-free word search.
    const theme =
      (await page.getByTestId('theme-table').locator('tbody tr td').first().textContent()) ?? '';
    await page.goto(`/objections?theme=${encodeURIComponent(JSON.stringify(theme))}`);
    await page.getByTestId('objection-item').first().waitFor();
    const badges = await page
      .getByTestId('objection-item')
      .first()
      .locator('.mantine-Badge-root')
      .allTextContents();
    expect(badges).toContain(theme);

    await page.getByRole('button', { name: 'Open thread' }).first().click();
    const thread = page.getByTestId('objection-thread');
    await thread.waitFor();
    await thread.getByRole('button', { name: /Draft a reply to round 1/ }).click();
    const editor = page.getByTestId('reply-editor').locator('textarea');
    await editor.waitFor();
    const draft = await editor.inputValue();
    expect(draft).toMatch(/1\. Request: /);
    expect(draft).toContain('Response to objection letter on SERFF');
    await editor.fill(`${draft}\nEdited by the analyst.`);
    await shoot(page, 'objections-reply-light');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .md' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reply-.+-round-1\.md$/);
    expect((await downloadedBytes(download)).toString('utf8')).toContain('Edited by the analyst.');
    await page.context().close();
  });

  it('diff: two filings from the URL, figures with deltas and a word diff; unknown numbers explained', async () => {
    const [a, b] = [...new Set(trackingNumbers)];
    expect(a && b).toBeTruthy();
    const page = await openSignedIn(`/diff?a=${a}`, { scheme: 'dark', viewport: WIDE });
    await page.getByTestId('diff-b').fill(b ?? '');
    await page.getByTestId('diff-compare').click();
    await page.getByTestId('diff-report').waitFor();
    expect(new URL(page.url()).searchParams.get('b')).toContain(b);
    expect(await page.getByTestId('diff-overall').locator('tbody tr').count()).toBe(8);
    expect(await page.getByTestId('diff-header').textContent()).toContain('Product');
    await page.getByTestId('diff-description').waitFor();
    await page.getByTestId('diff-factors').waitFor();
    await shoot(page, 'diff-dark');

    await page.goto(`/diff?a=${a}&b=ZZZZ-999999999`);
    const error = page.getByTestId('diff-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('No filing with tracking number ZZZZ-999999999');
    await page.context().close();
  });

  it('brief builder: creates an objections brief, reopens it, exports a real PDF and Markdown, deletes it', async () => {
    const page = await openSignedIn('/brief-builder', { scheme: 'light', viewport: WIDE });
    await page.getByTestId('brief-type').getByText('Objections').click();
    await page.getByTestId('brief-max').fill('20');
    await page.getByTestId('brief-create').click();
    const view = page.getByTestId('brief-view');
    await view.waitFor({ timeout: 30_000 });
    const title = (await page.getByTestId('brief-title').textContent()) ?? '';
    expect(title).toBe('Objections brief: All filings');
    expect(await page.getByTestId('brief-filings').locator('tbody tr').count()).toBe(20);
    expect(await page.getByTestId('brief-summary').textContent()).toContain(
      'This brief covers 20 filings',
    );
    await page.getByTestId('brief-themes').waitFor();
    const id = new URL(page.url()).searchParams.get('brief') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await shoot(page, 'brief-light');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('brief-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('objections-brief-all-filings.pdf');
    const bytes = new Uint8Array(await downloadedBytes(pdf));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(title);
    const weighted = await page.getByTestId('stat').nth(1).locator('p').nth(1).textContent();
    expect(text).toContain((weighted ?? '').replace('−', '-'));
    const [md] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('brief-md').click(),
    ]);
    expect((await downloadedBytes(md)).toString('utf8')).toContain(`# ${title}`);

    // Reopen from a fresh page, then delete.
    await page.goto(`/brief-builder?brief=${encodeURIComponent(JSON.stringify(id))}`);
    await page.getByTestId('brief-view').waitFor();
    const rows = page.getByTestId('brief-row');
    const before = await rows.count();
    await page
      .getByRole('button', { name: `Delete ${title}` })
      .first()
      .click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(before - 1);
    await page.context().close();
  });
});
