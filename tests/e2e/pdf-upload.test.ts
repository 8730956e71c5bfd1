import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  EVAL_SEED,
  generateFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import { renderGeneratedPdf } from '#server/data/pdf-import/eval/render-generated-pdf.ts';
import { renderSerffZip } from '#server/data/pdf-import/eval/render-serff-zip.ts';
import {
  CONTENT,
  type ColorScheme,
  newContext,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { signIn, TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondAppWithData,
  startAppOnSuiteBuildWithOwnData,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The upload page (issue 25, ADR 029) on an app of the file's own (its imports would change the
 * data other browser files, running beside it, compare with SQL; ADR 041): the demo user, without an active
 * organization, is told why it may not import; made admin of an organization of its own (as the
 * Account page does), it uploads a generated SERFF-layout PDF, watches its progress, reads the
 * report and follows the tracking number to the filing.
 */
describe('filing upload page', () => {
  const web = withBrowser();
  let app: SecondAppWithData | undefined;
  let baseUrl = '';
  const suffix = Date.now().toString(36);
  // A tracking number of this run only, so the suite's demo filings are never touched.
  const trackingNumber = `UPLD-${String(Date.now()).slice(-9)}`;
  const zippedNumber = `UPLZ-${String(Date.now()).slice(-9)}`;
  let dir = '';
  let folder = '';
  let zipDocuments = 0;
  let pdfPath = '';
  let notPdfPath = '';
  let importer: Promise<StorageState> | undefined;

  beforeAll(async () => {
    const started = startAppOnSuiteBuildWithOwnData(inject('baseUrl'), {
      ...TEST_ACCOUNT_ENV,
      DEMO_FILINGS: '20',
    });
    dir = mkdtempSync(join(tmpdir(), 'rfi-upload-e2e-'));
    const [aggregate] = generateFilings(1, EVAL_SEED);
    if (!aggregate) throw new Error('no generated filing');
    const original = aggregate.whole.serff_tracking_number;
    const bytes = await renderGeneratedPdf({
      ...aggregate,
      whole: { ...aggregate.whole, serff_tracking_number: trackingNumber },
      pages: aggregate.pages.map((p) => ({
        ...p,
        content: p.content.replaceAll(original, trackingNumber),
      })),
    });
    pdfPath = join(dir, `${trackingNumber}.pdf`);
    writeFileSync(pdfPath, bytes);
    notPdfPath = join(dir, 'meeting-notes.pdf');
    writeFileSync(notPdfPath, 'These are meeting notes, not a filing.\n');
    // A folder as an analyst keeps it: a filing's zip from SERFF Filing Access, a note, and an
    // older filing in a subfolder (left out, as the command line leaves subfolders out).
    const other = generateFilings(12, EVAL_SEED).find((a, k) => k > 0 && a.factors.length > 0);
    if (!other) throw new Error('no generated filing with factors');
    const otherNumber = other.whole.serff_tracking_number;
    const serff = await renderSerffZip({
      ...other,
      whole: { ...other.whole, serff_tracking_number: zippedNumber },
      pages: other.pages.map((p) => ({
        ...p,
        content: p.content.replaceAll(otherNumber, zippedNumber),
      })),
    });
    zipDocuments = serff.pdfs.length;
    folder = join(dir, 'filings');
    mkdirSync(join(folder, 'older'), { recursive: true });
    writeFileSync(join(folder, `${zippedNumber}.zip`), serff.zip);
    writeFileSync(join(folder, 'read-me.txt'), 'Filings to import.\n');
    writeFileSync(join(folder, 'older', `${trackingNumber}.pdf`), bytes);
    app = await started;
    baseUrl = app.baseUrl;
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A page of a fresh context of the file's app, signed in as the demo user, on `path`. */
  async function signedInPage(path: string | null, scheme?: ColorScheme): Promise<Page> {
    const page = await web.newPage({ baseUrl, scheme });
    await signIn(page, { path, baseUrl });
    return page;
  }

  /** A page of the file's app, signed in as the demo user without an organization, hydrated. */
  async function openSignedIn(path: string, scheme?: ColorScheme): Promise<Page> {
    const page = await signedInPage(path, scheme);
    await waitForHydration(page);
    return page;
  }

  /** The demo user signed in, admin of an organization of its own, made active (once per file). */
  function importerState(): Promise<StorageState> {
    importer ??= (async () => {
      const page = await signedInPage(null);
      const context = page.context();
      const headers = { origin: baseUrl };
      const created = await page.request.post('/api/auth/organization/create', {
        headers,
        data: { name: `Importers ${suffix}`, slug: `importers-${suffix}` },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { id } = (await created.json()) as { id: string };
      const active = await page.request.post('/api/auth/organization/set-active', {
        headers,
        data: { organizationId: id },
      });
      expect(active.ok()).toBe(true);
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    return importer;
  }

  async function openAsImporter(path: string, scheme?: ColorScheme): Promise<Page> {
    const context = await newContext(web.browser, baseUrl, scheme, {
      storageState: await importerState(),
    });
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }

  /** Every text the file's step label shows, from now on (so a short phase is not missed). */
  async function recordSteps(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const seen: string[] = [];
      Reflect.set(window, '__uploadSteps', seen);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="upload-step"]')) {
          const text = el.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    return () => page.evaluate(() => [...(Reflect.get(window, '__uploadSteps') as string[])]);
  }

  it('explains to a user who may not import why, and leaves the page out of the navigation', async () => {
    const page = await openSignedIn('/import');
    const notice = page.getByTestId('import-not-allowed');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('only admins of an organization');
    expect(await page.getByRole('button', { name: 'Choose files' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Filings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Import filings' }).count()).toBe(0);
    await page.context().close();
  });

  it('uploads a PDF with progress, reports it and links the tracking number to the filing', async () => {
    const page = await openAsImporter('/home');
    // An admin finds the page in the navigation (the sidebar is on every page but /home).
    await page.goto('/filings');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Import filings' })
      .click();
    await page.waitForURL(/\/import$/);
    await page.getByTestId('import-empty').waitFor();
    const steps = await recordSteps(page);

    await page.getByTestId('upload-files-input').setInputFiles([pdfPath, notPdfPath]);
    const rows = page.getByTestId('upload-report-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const seen = await steps();
    expect(seen).toContain('Reading and extracting…');
    expect(seen.some((text) => /^Uploading \d+%$/.test(text))).toBe(true);
    expect(await page.getByTestId('upload-summary').textContent()).toBe(
      '1 imported, 0 updated, 1 failed',
    );

    const imported = rows.filter({ hasText: `${trackingNumber}.pdf` }).first();
    const cells = await imported.getByRole('cell').allTextContents();
    expect(cells[1]).toBe('Imported');
    expect(cells[2]).toBe(trackingNumber);
    for (const k of [3, 5]) expect(Number(cells[k])).toBeGreaterThan(0);
    const failed = rows.filter({ hasText: 'meeting-notes.pdf' });
    expect(await failed.getByText('Failed').count()).toBe(1);
    expect((await failed.getByTestId('upload-error').textContent())?.length).toBeGreaterThan(0);

    // The same file again: the filing is updated, not duplicated.
    await page.getByTestId('upload-files-input').setInputFiles(pdfPath);
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(3);
    expect(await rows.nth(2).getByRole('cell').nth(1).textContent()).toBe('Updated');
    expect(await page.getByTestId('upload-summary').textContent()).toBe(
      '1 imported, 1 updated, 1 failed',
    );

    await imported.getByRole('link', { name: trackingNumber }).click();
    await page.waitForURL(new RegExp(`/filings/${trackingNumber}/?$`));
    await page.getByTestId('filing-title').filter({ hasText: trackingNumber }).waitFor();
    await page.context().close();
  });

  it('uploads a folder: its SERFF Filing Access zip, every document read, the rest left out', async () => {
    const page = await openAsImporter('/import');
    await page.getByTestId('import-empty').waitFor();
    // The folder input is a folder input once its effect has set `webkitdirectory`.
    await page
      .locator('[data-testid="upload-folder-input"][webkitdirectory]')
      .waitFor({ state: 'attached' });
    await page.getByTestId('upload-folder-input').setInputFiles(folder);
    const rows = page.getByTestId('upload-report-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('upload-left-out').textContent()).toMatch(
      /^2 files were left out/,
    );
    const cells = await rows.first().getByRole('cell').allTextContents();
    expect(cells[1]).toBe('Imported');
    expect(cells[2]).toBe(zippedNumber);
    expect(await rows.first().getByTestId('upload-documents').textContent()).toBe(
      `${zipDocuments} documents read; left out: Supporting Documentation/Rate exhibits.xlsx: not a PDF`,
    );
    await page.context().close();
  });

  it('has no serious axe violations in light and dark, empty and with a report', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await openAsImporter('/import', scheme);
      await page.getByTestId('import-empty').waitFor();
      expect(await seriousAxeViolations(page, CONTENT), `${scheme} empty`).toEqual([]);
      await page.getByTestId('upload-files-input').setInputFiles(notPdfPath);
      await page.getByTestId('upload-report-row').waitFor();
      expect(await seriousAxeViolations(page, CONTENT), `${scheme} report`).toEqual([]);
      await page.context().close();
    }
    const refused = await openSignedIn('/import', 'dark');
    await refused.getByTestId('import-not-allowed').waitFor();
    expect(await seriousAxeViolations(refused, CONTENT), 'dark not allowed').toEqual([]);
    await refused.context().close();
  });
});
