import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { type BlobStore, createLocalBlobStore } from './blob-store.ts';
import { FilingNotFoundError, getFilingPdf, pdfBlobKey } from './get-filing-pdf.ts';
import { seedDatabase } from './seed-database.ts';

describe.each(listTestTargets())('getFilingPdf on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-blobs-'));
    blobs = createLocalBlobStore(dir);
    await seedDatabase(db, { filings: 40, seed: 3 });
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders valid PDFs with the jacket header on every page and the stored page text', async () => {
    const sample = await db.query<{ serff_tracking_number: string; pdf_page_count: number }>(
      'select serff_tracking_number, pdf_page_count from whole_filings order by pdf_page_count desc, serff_tracking_number limit 4',
    );
    for (const { serff_tracking_number: tn, pdf_page_count: pageCount } of sample) {
      const bytes = await getFilingPdf(db, blobs, tn);
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      expect(pdf.numPages).toBe(pageCount);
      expect(pdf.numPages).toBeGreaterThanOrEqual(3);
      const { text } = await extractText(pdf, { mergePages: false });
      const pages = text as string[];
      for (const page of pages) {
        expect(page).toContain(`SERFF Tracking #: ${tn}`);
        expect(page).toContain('TOI/Sub-TOI:');
        expect(page).toContain('Project Name/Number:');
      }
      expect(pages[0]).toContain('Filing at a Glance');
    }
  });

  it('keeps the rendered PDF in the blob store and serves it from there', async () => {
    const [first] = await db.query<{ serff_tracking_number: string }>(
      'select serff_tracking_number from whole_filings order by serff_tracking_number limit 1',
    );
    const tn = first?.serff_tracking_number ?? '';
    const rendered = await getFilingPdf(db, blobs, tn);
    expect(await blobs.has(pdfBlobKey(tn))).toBe(true);
    await blobs.put(pdfBlobKey(tn), new TextEncoder().encode('%PDF-cached'));
    expect(new TextDecoder().decode(await getFilingPdf(db, blobs, tn))).toBe('%PDF-cached');
    expect(rendered.length).toBeGreaterThan(1000);
  });

  it('throws FilingNotFoundError for an unknown tracking number', async () => {
    await expect(getFilingPdf(db, blobs, 'NONE-000000000')).rejects.toBeInstanceOf(
      FilingNotFoundError,
    );
  });
});

describe('local blob store', () => {
  it('rejects keys that escape its directory', async () => {
    const blobs = createLocalBlobStore(join(tmpdir(), 'rfi-blob-keys'));
    await expect(blobs.put('../escape.pdf', new Uint8Array())).rejects.toThrow(/Invalid blob key/);
    expect(await blobs.get('missing/file.pdf')).toBeNull();
  });
});
