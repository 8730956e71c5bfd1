import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFNumber } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CONTENT,
  type ColorScheme,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import {
  CITATION_USER,
  LOW_CONFIDENCE,
  LOW_PATH,
  type PdfCitationData,
  preparePdfCitationData,
  SEARCH_WORDS,
} from '#tests/support/e2e/prepare-pdf-citation-data.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { signIn } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondApp,
  startAppOnSuiteBuild,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/** The /Highlight annotations of a page: what they mark (/Contents) and where (/Rect). */
async function highlightsOf(bytes: Uint8Array, pageNumber: number) {
  const pdf = await PDFDocument.load(bytes);
  return (
    pdf
      .getPage(pageNumber - 1)
      .node.Annots()
      ?.asArray() ?? []
  )
    .map((ref) => pdf.context.lookup(ref, PDFDict))
    .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Highlight'))
    .map((dict) => {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (
        dict.lookup(PDFName.of('Rect'), PDFArray).asArray() as PDFNumber[]
      ).map((n) => n.asNumber());
      return {
        text: dict.lookup(PDFName.of('Contents'), PDFHexString).decodeText(),
        rect: { x0, y0, x1, y1 },
      };
    });
}

/**
 * A filing imported from a generated SERFF-layout PDF (issue 25): its figures cite their pages,
 * a low-confidence value is flagged, and a correction is kept with who and when.
 */
describe('citations of an imported filing PDF', () => {
  const web = withBrowser();
  let app: SecondApp;
  let dataDir: string;
  let data: PdfCitationData;
  const corrected = `Corrected Product ${Date.now().toString(36)}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-citations-'));
    data = await preparePdfCitationData(dataDir);
    app = await startAppOnSuiteBuild(inject('baseUrl'), dataDir);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedInPage(scheme?: ColorScheme): Promise<Page> {
    const page = await web.newPage({ baseUrl: app.baseUrl, scheme });
    await signIn(page, {
      path: null,
      baseUrl: app.baseUrl,
      email: CITATION_USER.email,
      password: CITATION_USER.password,
    });
    return page;
  }

  async function openFiling(scheme?: ColorScheme): Promise<Page> {
    const page = await signedInPage(scheme);
    await page.goto(`/filings/${data.trackingNumber}/`);
    await waitForHydration(page);
    await page.getByTestId('citation-link').first().waitFor();
    return page;
  }

  it('links each figure to its page of the PDF, the value highlighted', async () => {
    const page = await openFiling();
    const tn = data.trackingNumber;
    const state = page.getByRole('link', { name: /the state in the filing PDF/ });
    const statePage = data.pages['filing.state'];
    expect(await state.textContent()).toBe(`p. ${statePage}`);
    const stateHref = (await state.getAttribute('href')) ?? '';
    expect(stateHref).toMatch(
      new RegExp(
        `^/documents/filings/${tn}\\.pdf\\?page=${statePage}&box=[^#&]+#page=${statePage}$`,
      ),
    );

    const [, factor, level] = /^factor\[(.+)\]\.level\[(.+)\]$/.exec(data.levelPath) ?? [];
    const levelPage = data.pages[data.levelPath];
    const levelLink = page.getByRole('link', {
      name: `p. ${levelPage}: the ${factor} ${level} relativities in the filing PDF (new tab)`,
    });
    expect(await levelLink.getAttribute('href')).toContain(`#page=${levelPage}`);
    expect(levelPage).toBeGreaterThan(1);
    expect(
      await page.getByTestId('company-metrics').getByTestId('citation-link').count(),
    ).toBeGreaterThan(0);

    // The link opens the imported PDF itself (the web tier renews the signature and redirects),
    // at that page, with one highlight: over the box the state was printed in, nothing else.
    const pdf = await page.request.get(stateHref);
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const marks = await highlightsOf(new Uint8Array(await pdf.body()), statePage ?? 1);
    expect(marks).toHaveLength(1);
    const box = data.boxes['filing.state'];
    if (!box) throw new Error('no box for the state');
    expect(marks[0]?.text).toBe('Cited value');
    expect(marks[0]?.rect.x0).toBeLessThanOrEqual(box.x);
    expect(marks[0]?.rect.x1).toBeGreaterThanOrEqual(box.x + box.width);
    expect(marks[0]?.rect.y0).toBeLessThanOrEqual(box.y);
    expect(marks[0]?.rect.y1).toBeGreaterThanOrEqual(box.y + box.height);
    await page.context().close();
  });

  it('finds the imported PDF in search: the hit opens the page that has the words, marked', async () => {
    const page = await signedInPage();
    await page.goto(routerUrl('/search', { query: SEARCH_WORDS, index: 'filings' }));
    await waitForHydration(page);
    const card = page
      .getByTestId('search-result')
      .filter({ has: page.getByTestId('open-page') })
      .first();
    await card.waitFor();
    expect(await card.getByTestId('result-link').textContent()).toBe(data.trackingNumber);
    const open = card.getByTestId('open-page');
    const href = new URL((await open.getAttribute('href')) ?? '', page.url());
    expect(href.searchParams.get('page')).toBe(String(data.searchPage));
    const pdf = await page.request.get(href.pathname + href.search);
    expect(pdf.ok()).toBe(true);
    const marks = await highlightsOf(new Uint8Array(await pdf.body()), data.searchPage);
    expect(marks.map((m) => m.text.replace(/^Search match: /, '').toLowerCase())).toContain(
      'dislocation',
    );
    await page.context().close();
  });

  it('flags the low-confidence value and keeps its correction with who and when', async () => {
    const page = await openFiling();
    const lowPage = data.pages[LOW_PATH];
    const flagText = `extracted with confidence ${LOW_CONFIDENCE.toFixed(2)} (below 0.80: check it against the PDF) from p. ${lowPage}`;
    const flag = page.getByRole('button', { name: `check the product: ${flagText}` });
    await flag.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(flagText);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Correct the product' });
    await dialog.getByRole('textbox', { name: 'Corrected product name' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter the value the PDF gives').waitFor();
    await dialog.getByRole('textbox', { name: 'Corrected product name' }).fill(corrected);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const facts = page.getByTestId('filing-facts');
    await facts.getByText(corrected).waitFor();
    expect(await page.getByTestId('low-confidence').count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    const row = page.getByTestId('corrections').getByRole('row', { name: new RegExp(corrected) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('product name');
    expect(cells[1]).toMatch(new RegExp(`\\(p\\. ${lowPage}\\)$`));
    expect(cells[1]).not.toContain(corrected);
    expect(cells.slice(2, 4)).toEqual([corrected, CITATION_USER.name]);
    expect(cells[4]).toMatch(/\d{4}/);
    await expect
      .poll(() => page.getByTestId('corrected').first().getAttribute('aria-label'))
      .toContain(`by ${CITATION_USER.name}`);
    await page.context().close();
  });

  it('keeps the filing page free of serious axe violations in both schemes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await openFiling(scheme);
      expect(await seriousAxeViolations(page, CONTENT), scheme).toEqual([]);
      await page.getByTestId('correct-value').first().click();
      await page.getByRole('dialog').waitFor();
      // The page behind was checked above; now the dialog itself.
      expect(
        await seriousAxeViolations(page, { include: '[role="dialog"]' }),
        `${scheme} dialog`,
      ).toEqual([]);
      await page.context().close();
    }
  });
});
