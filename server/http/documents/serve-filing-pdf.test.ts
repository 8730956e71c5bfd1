import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@connectrpc/connect';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentService } from '#gen/ratefiling/v1/document_service_pb.ts';
import { createLocalBlobStore } from '#server/data/blob-store.ts';
import type { Database } from '#server/db/connection.ts';
import { pdfPath } from '#server/documents/document-paths.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { createPdfReader } from '#server/documents/read-filing-pdf.ts';
import { signUrl } from '#server/documents/signed-url.ts';
import { deriveSigningKey } from '#server/documents/signing-key.ts';
import { createDocumentService } from '#server/services/document-service.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { codeOf, createServiceClient, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { serveFilingPdf } from './serve-filing-pdf.ts';

const base = 'http://localhost';

/** What each page's /Highlight annotations mark (their /Contents), and the page opened first. */
async function readHighlights(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) =>
    (page.node.Annots()?.asArray() ?? [])
      .map((ref) => pdf.context.lookup(ref, PDFDict))
      .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Highlight'))
      .map((dict) => dict.lookup(PDFName.of('Contents'), PDFHexString).decodeText()),
  );
  const action = pdf.catalog.lookup(PDFName.of('OpenAction'));
  const target = action instanceof PDFArray ? action.get(0) : undefined;
  const openAt = pdf.getPages().findIndex((page) => page.ref === target) + 1;
  return { pages, openAt };
}

describe.each(listTestTargets())('the PDF route with page and hl on %s', (target) => {
  let db: Database;
  let blobDir: string;
  let deps: DocumentRouteDeps;
  let tn = '';
  const key = deriveSigningKey('test-secret-test-secret-test-secret!');
  const clock = Date.parse('2026-11-03T10:00:00Z');
  let documents: ReturnType<typeof createServiceClient<typeof DocumentService>>;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    blobDir = await mkdtemp(join(tmpdir(), 'rfi-blobs-'));
    deps = {
      getDatabase: async () => db,
      readPdf: createPdfReader(createLocalBlobStore(blobDir)),
      signingKey: () => key,
      ttlSeconds: () => 900,
      now: () => clock,
    };
    documents = createServiceClient(DocumentService, createDocumentService(deps), 'user-a');
    await insertCarrier(db, 'Highlight Carrier');
    const whole = await insertFiling(db, {
      carrier: 'Highlight Carrier',
      pages: [
        'Filing at a Glance\n\nThe company revises its rates.',
        'Actuarial Memorandum\n\nThe dislocation analysis by territory is attached. Dislocations above 10 percent are capped; the territories were redrawn.',
        'Rate Pages\n\nBase rates by coverage.',
      ],
    });
    tn = whole.serff_tracking_number;
  });
  afterAll(async () => {
    await db.close();
    await rm(blobDir, { recursive: true, force: true });
  });

  const serve = (url: string) => serveFilingPdf(new Request(base + url), deps);

  it('signs page and terms into the link and serves the PDF highlighted at that page', async () => {
    const { signedUrl } = await documents.getSignedLink({
      link: `filings/${tn}.pdf?page=2&hl=dislocation,territory`,
    });
    expect(signedUrl).toMatch(
      new RegExp(`^/api/documents/${tn}\\.pdf\\?page=2&hl=dislocation%2Cterritory&expires=`),
    );
    const response = await serve(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-highlight-count')).toBe('4');
    const { pages, openAt } = await readHighlights(new Uint8Array(await response.arrayBuffer()));
    expect(openAt).toBe(2);
    // The stemmed forms the page has ("Dislocations", "territories"), only on page 2.
    expect(pages[1]).toEqual([
      'Search match: dislocation',
      'Search match: territory',
      'Search match: Dislocations',
      'Search match: territories',
    ]);
    expect(pages[0]).toEqual([]);
    expect(pages[2]).toEqual([]);
  });

  it('opens a page without matches at that page, and a plain link without highlights', async () => {
    const { signedUrl } = await documents.getSignedLink({
      link: `filings/${tn}.pdf?page=3&hl=hail`,
    });
    const response = await serve(signedUrl);
    expect(response.headers.get('x-highlight-count')).toBe('0');
    const read = await readHighlights(new Uint8Array(await response.arrayBuffer()));
    expect(read.openAt).toBe(3);
    expect(read.pages.flat()).toEqual([]);
    const plain = await serve(
      (await documents.getSignedLink({ link: `filings/${tn}.pdf` })).signedUrl,
    );
    expect(plain.headers.get('x-highlight-count')).toBeNull();
    expect((await readHighlights(new Uint8Array(await plain.arrayBuffer()))).openAt).toBe(0);
  });

  it('refuses malformed or oversized page and hl: invalid_argument when signing, 400 when served', async () => {
    const bad: [string, RegExp][] = [
      ['page=0&hl=rate', /page must be a whole number from 1 to 99999/],
      ['page=two', /page must be a whole number/],
      ['page=1&hl=%3Cscript%3E', /each term of hl must be letters and digits/],
      [`page=1&hl=${'long'.repeat(16)}`, /each term of hl must be at most 60 characters/],
      [`page=1&hl=${Array.from({ length: 13 }, (_, i) => `w${i}`).join(',')}`, /at most 12 terms/],
      [`page=1&hl=${Array.from({ length: 11 }, () => 'a'.repeat(30)).join(',')}`, /at most 300/],
      ['hl=rate', /hl needs a page/],
      ['page=1&page=2', /page is given twice/],
      ['page=1&debug=1', /unknown parameter "debug"/],
    ];
    for (const [query, message] of bad) {
      const call = documents.getSignedLink({ link: `filings/${tn}.pdf?${query}` });
      expect(await codeOf(call), query).toBe(Code.InvalidArgument);
      // A link signed with these values (by a key holder) is still refused, with the reason.
      const url = signUrl(key, pdfPath(tn), new URLSearchParams(query), clock / 1000 + 600);
      const response = await serve(url);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text(), query).toMatch(message);
    }
  });

  it('keeps page and hl under the signature: changing them is refused', async () => {
    const { signedUrl } = await documents.getSignedLink({
      link: `filings/${tn}.pdf?page=2&hl=dislocation`,
    });
    for (const tampered of [
      signedUrl.replace('page=2', 'page=3'),
      signedUrl.replace('hl=dislocation', 'hl=rates'),
      signedUrl.replace(/page=2&hl=dislocation&/, ''),
    ]) {
      expect((await serve(tampered)).status).toBe(403);
    }
  });

  it('serves a page past the end of the document without highlights', async () => {
    const { signedUrl } = await documents.getSignedLink({
      link: `filings/${tn}.pdf?page=40&hl=rate`,
    });
    const response = await serve(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-highlight-count')).toBe('0');
    expect(
      (await readHighlights(new Uint8Array(await response.arrayBuffer()))).pages.flat(),
    ).toEqual([]);
  });
});
