import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFNumber } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, waitForHydration } from '#tests/support/e2e/browser.ts';
import { querySql } from '#tests/support/e2e/query-sql.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/** Issue 24, item 5: a search hit opens the PDF at its page with the terms highlighted. */
const { openSignedIn } = withBrowser();
const WIDE = { width: 1440, height: 1000 };
/** Stemmed on purpose: the memoranda say "dislocation analysis". */
const QUERY = 'dislocations analysis';

type Rect = { x0: number; y0: number; x1: number; y1: number };
type Mark = { text: string; rect: Rect };

/** The /Highlight annotations of every page (their /Contents and /Rect), and the page opened first. */
async function readHighlights(bytes: Uint8Array): Promise<{ pages: Mark[][]; openAt: number }> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) =>
    (page.node.Annots()?.asArray() ?? [])
      .map((ref) => pdf.context.lookup(ref, PDFDict))
      .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Highlight'))
      .map((dict) => {
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (
          dict.lookup(PDFName.of('Rect'), PDFArray).asArray() as PDFNumber[]
        ).map((n) => n.asNumber());
        const contents = dict.lookup(PDFName.of('Contents'), PDFHexString).decodeText();
        return { text: contents.replace(/^Search match: /, ''), rect: { x0, y0, x1, y1 } };
      }),
  );
  const action = pdf.catalog.lookup(PDFName.of('OpenAction'));
  const target = action instanceof PDFArray ? action.get(0) : undefined;
  return { pages, openAt: pdf.getPages().findIndex((page) => page.ref === target) + 1 };
}

/** The text runs of a page with their boxes, as pdf.js reads the PDF. */
async function runsOf(bytes: Uint8Array, page: number) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const content = await (await doc.getPage(page)).getTextContent();
  await doc.loadingTask.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            str: item.str,
            x0: item.transform[4],
            x1: item.transform[4] + item.width,
            y: item.transform[5],
          },
        ]
      : [],
  );
}

/** True when the element is on screen below the app's sticky header (not hidden under it). */
async function shownBelowHeader(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const header = await page.locator('header').first().boundingBox();
  const top = header ? header.y + header.height : 0;
  return box !== null && box.y >= top && box.y + box.height < WIDE.height;
}

describe('a search hit on a PDF page', () => {
  it('opens the PDF at that page with the terms highlighted, and the filing at its documents', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: QUERY, index: 'filings' }), {
      scheme: 'light',
      viewport: WIDE,
    });
    const card = page
      .getByTestId('search-result')
      .filter({ has: page.getByTestId('open-page') })
      .first();
    await card.waitFor();
    const tn = (await card.getByTestId('result-link').textContent()) ?? '';
    const open = card.getByTestId('open-page');
    const pageNumber = Number(/Open page (\d+)/.exec((await open.textContent()) ?? '')?.[1]);
    expect(pageNumber).toBeGreaterThan(0);

    // The link carries the page and the terms, and the fragment that opens the viewer there.
    const href = (await open.getAttribute('href')) ?? '';
    const link = new URL(href, page.url());
    expect(link.pathname).toBe(`/documents/filings/${tn}.pdf`);
    expect(link.searchParams.get('page')).toBe(String(pageNumber));
    expect(link.searchParams.get('hl')).toBe('dislocations,analysis*');
    expect(link.hash).toBe(`#page=${pageNumber}`);

    // Renewed on use: a signed URL that keeps page and terms, ending in #page=N.
    const renewed = await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
    expect(renewed.status()).toBe(302);
    const location = new URL(renewed.headers().location ?? '', page.url());
    expect(location.pathname).toBe(`/api/documents/${tn}.pdf`);
    expect(location.searchParams.get('page')).toBe(String(pageNumber));
    expect(location.searchParams.get('hl')).toBe('dislocations,analysis*');
    expect(location.searchParams.get('signature')).toBeTruthy();
    expect(location.hash).toBe(`#page=${pageNumber}`);

    // The PDF: highlights on that page only, over the stemmed forms the page has.
    const response = await page.request.get(location.pathname + location.search);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(await response.body());
    const { pages, openAt } = await readHighlights(bytes);
    expect(openAt).toBe(pageNumber);
    const marks = pages[pageNumber - 1] ?? [];
    expect(marks.map((m) => m.text.toLowerCase())).toContain('dislocation');
    expect(marks.map((m) => m.text.toLowerCase())).toContain('analysis');
    for (const mark of marks) expect(mark.text).toMatch(/^(dislocation|analys)/i);
    pages.forEach((other, k) => {
      if (k !== pageNumber - 1) expect(other, `page ${k + 1}`).toEqual([]);
    });
    // Each highlight sits on a run of text that has its word, within the run's extent.
    const runs = await runsOf(bytes, pageNumber);
    for (const mark of marks) {
      const under = runs.filter(
        (run) =>
          run.str.includes(mark.text) &&
          run.y >= mark.rect.y0 &&
          run.y <= mark.rect.y1 &&
          mark.rect.x0 >= run.x0 - 1.5 &&
          mark.rect.x1 <= run.x1 + 1.5,
      );
      expect(under.length, mark.text).toBeGreaterThan(0);
    }

    // The result's own link: the filing page, scrolled to the matched page's anchor (here the
    // match in the documents: the memorandum prints no factor table), the page marked.
    const resultHref = (await card.getByTestId('result-link').getAttribute('href')) ?? '';
    expect(resultHref).toMatch(new RegExp(`^/filings/${tn}\\?.*#pdf-page-${pageNumber}$`));
    await card.getByTestId('result-link').click();
    await page.waitForURL((url) => url.pathname.startsWith(`/filings/${tn}`));
    await waitForHydration(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBe(String(pageNumber));
    expect(url.hash).toBe(`#pdf-page-${pageNumber}`);
    const match = page.getByTestId('document-match');
    await match.waitFor();
    expect(await match.getAttribute('data-page')).toBe(String(pageNumber));
    expect(await match.getAttribute('id')).toBe(`pdf-page-${pageNumber}`);
    await expect.poll(() => shownBelowHeader(page, `#pdf-page-${pageNumber}`)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(
      await page.locator('[data-testid="document-pages"] [aria-current="true"]').textContent(),
    ).toBe(String(pageNumber));
    const again = new URL(
      (await page.getByTestId('document-match-open').getAttribute('href')) ?? '',
      page.url(),
    );
    expect(again.searchParams.get('page')).toBe(String(pageNumber));
    expect(again.searchParams.get('hl')).toBe('dislocations,analysis*');
    expect(
      await seriousAxeViolations(page, { include: 'section[aria-labelledby="documents-heading"]' }),
    ).toEqual([]);
    await page.context().close();
  });

  it('opens a shared filing link at the documents with the page marked, in the dark scheme', async () => {
    const search = await openSignedIn(routerUrl('/search', { query: QUERY, index: 'filings' }), {
      viewport: WIDE,
    });
    const card = search
      .getByTestId('search-result')
      .filter({ has: search.getByTestId('open-page') })
      .first();
    await card.waitFor();
    const resultHref = (await card.getByTestId('result-link').getAttribute('href')) ?? '';
    await search.context().close();

    // Loaded from the server (a pasted link), not navigated to in the app.
    const page = await openSignedIn(resultHref, { scheme: 'dark', viewport: WIDE });
    const match = page.getByTestId('document-match');
    await match.waitFor();
    const anchor = await match.getAttribute('id');
    expect(anchor).toMatch(/^pdf-page-\d+$/);
    await expect.poll(() => shownBelowHeader(page, `#${anchor}`)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(
      await seriousAxeViolations(page, { include: 'section[aria-labelledby="documents-heading"]' }),
    ).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the factor table a matched page prints, its PDF link highlighting the terms', async () => {
    const filings = await openSignedIn('/filings', { viewport: WIDE });
    const [row] = await querySql(
      filings,
      `select serff_tracking_number as tn from rating_factors
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    const tn = String(row?.tn);
    await filings.goto(`/filings/${tn}`);
    await waitForHydration(filings);
    // The first factor table that names its PDF page: the page a search could have matched.
    const printed = filings
      .getByTestId('factor-table')
      .filter({ has: filings.getByRole('link', { name: /^PDF page \d+:/ }) })
      .first();
    const label =
      (await printed.getByRole('link', { name: /^PDF page \d+:/ }).getAttribute('aria-label')) ??
      '';
    const pageNumber = Number(/^PDF page (\d+):/.exec(label)?.[1]);
    const factor = (await printed.getByRole('heading').first().textContent())?.split(' · ')[0];
    expect(pageNumber).toBeGreaterThan(0);
    await filings.context().close();

    // As a search hit on that page links it (resultTarget), loaded from the server.
    const page = await openSignedIn(
      `/filings/${tn}?page=${pageNumber}&hl=relativity#pdf-page-${pageNumber}`,
      {
        viewport: WIDE,
      },
    );
    const table = page.locator(`#pdf-page-${pageNumber}`);
    expect(await table.getAttribute('data-testid')).toBe('factor-table');
    expect(await table.getAttribute('data-matched')).toBe('true');
    expect((await table.getByRole('heading').first().textContent())?.split(' · ')[0]).toBe(factor);
    expect(await table.getByTestId('factor-table-match').textContent()).toBe(
      `Your search matched PDF page ${pageNumber}, which prints this table.`,
    );
    await expect.poll(() => shownBelowHeader(page, `#pdf-page-${pageNumber}`)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const pdf = new URL(
      (await table.getByRole('link', { name: /^PDF page \d+:/ }).getAttribute('href')) ?? '',
      page.url(),
    );
    expect(pdf.searchParams.get('page')).toBe(String(pageNumber));
    expect(pdf.searchParams.get('hl')).toBe('relativity');
    // The documents section marks the page too, and points at the table instead.
    const match = page.getByTestId('document-match');
    expect(await match.getAttribute('id')).toBeNull();
    expect(await match.textContent()).toContain(`It prints the ${factor} table.`);
    expect(
      await seriousAxeViolations(page, {
        include: 'section[aria-labelledby="rating-factors-heading"]',
      }),
    ).toEqual([]);
    await page.context().close();
  });

  it('refuses a malformed or oversized page or hl with a 400 that names it', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: QUERY, index: 'filings' }));
    const card = page.getByTestId('search-result').first();
    await card.waitFor();
    const tn = (await card.getByTestId('result-link').textContent()) ?? '';
    const base = `/documents/filings/${tn}.pdf`;
    const cases: [string, RegExp][] = [
      ['?page=0&hl=rate', /^Bad request: page must be a whole number from 1 to 99999/],
      ['?page=2&hl=%3Cscript%3E', /^Bad request: each term of hl must be letters and digits/],
      [`?page=2&hl=${'a'.repeat(301)}`, /^Bad request: hl must be at most 300 characters/],
      ['?hl=rate', /^Bad request: hl needs a page/],
    ];
    for (const [query, message] of cases) {
      const response = await page.request.get(base + query, { maxRedirects: 0 });
      expect(response.status(), query).toBe(400);
      expect(await response.text(), query).toMatch(message);
    }
    // A page past the end still opens the PDF, without highlights.
    const past = await page.request.get(`${base}?page=9999&hl=rate`);
    expect(past.status()).toBe(200);
    expect((await readHighlights(new Uint8Array(await past.body()))).pages.flat()).toEqual([]);
    await page.context().close();
  });
});
