import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { listBlobFiles } from '#tests/support/list-blob-files.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { type BlobStore, createLocalBlobStore } from './blob-store.ts';
import { getFilingPdf } from './get-filing-pdf.ts';
import { importFilings, importFilingsFile } from './import-filings.ts';

const SAMPLE_JSONL = resolve('examples/filings-sample.jsonl');
const SAMPLE_CSV = resolve('examples/filings-sample.csv');

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*) from whole_filings) as whole, (select count(*) from filings) as filings,
      (select count(*) from document_pages) as pages, (select count(*) from companies) as companies`,
  );
  return row ?? {};
}

describe.each(listTestTargets())('importFilings on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-import-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports the JSON Lines sample with per-company rows and overall figures', async () => {
    const result = await importFilingsFile(db, blobs, SAMPLE_JSONL);
    expect(result).toEqual({ ok: true, rows: 4, filings: 3, created: 4, updated: 0 });
    const [whole] = await db.query<{
      filing_company: string;
      overall_written_premium_change: number;
      overall_rate_impact: number;
    }>(
      "select filing_company, overall_written_premium_change, overall_rate_impact from whole_filings where serff_tracking_number = 'ACME-134512345'",
    );
    expect(whole?.filing_company).toBe('Multiple');
    expect(whole?.overall_written_premium_change).toBe(203_550_000);
    expect(whole?.overall_rate_impact).toBeCloseTo(8.35, 2);
    const pdf = await getFilingPdf(db, blobs, 'HMSTD-134620001');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: the CSV sample of the same rows updates them', async () => {
    const before = await tableCounts(db);
    const result = await importFilingsFile(db, blobs, SAMPLE_CSV);
    expect(result).toEqual({ ok: true, rows: 4, filings: 3, created: 0, updated: 4 });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('reports every bad row by line and writes nothing when any row is bad', async () => {
    const good = (await readFile(SAMPLE_JSONL, 'utf8')).trim().split('\n');
    const changed = JSON.stringify({
      ...JSON.parse(good[2] ?? '{}'),
      rate_impact: 99,
      serff_tracking_number: 'HMSTD-134620009',
    });
    const lines = [
      changed,
      '{"serff_tracking_number":"bad","company":"X"}',
      '{not json',
      good[0],
      JSON.stringify({
        ...JSON.parse(good[0] ?? '{}'),
        state: 'ZZ',
        effective_date_new: '2025-13-01',
      }),
      good[0],
    ];
    const before = await tableCounts(db);
    const result = await importFilings(db, blobs, {
      text: lines.join('\n'),
      format: 'jsonl',
      pdfDir: dir,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...new Set(result.errors.map((e) => e.line))]).toEqual([2, 3, 5, 6]);
    expect(result.errors.find((e) => e.line === 2)?.message).toMatch(/serff_tracking_number/);
    expect(
      result.errors
        .filter((e) => e.line === 5)
        .map((e) => e.message)
        .join(' '),
    ).toMatch(/state.*effective_date_new|effective_date_new.*state/s);
    expect(result.errors.find((e) => e.line === 6)?.message).toMatch(/duplicate of line 4/);
    expect(await tableCounts(db)).toEqual(before);
    const rows = await db.query('select 1 from whole_filings where serff_tracking_number = $1', [
      'HMSTD-134620009',
    ]);
    expect(rows).toEqual([]);
  });

  it('stores a PDF given by pdf_path and serves it instead of rendering', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    await writeFile(join(dir, 'own.pdf'), await doc.save());
    const row = {
      ...JSON.parse((await readFile(SAMPLE_JSONL, 'utf8')).split('\n')[2] ?? '{}'),
      pdf_path: 'own.pdf',
    };
    const result = await importFilings(db, blobs, {
      text: JSON.stringify(row),
      format: 'jsonl',
      pdfDir: dir,
    });
    expect(result.ok).toBe(true);
    const pdf = await PDFDocument.load(await getFilingPdf(db, blobs, row.serff_tracking_number));
    expect(pdf.getPageCount()).toBe(2);
    const missing = await importFilings(db, blobs, {
      text: JSON.stringify({ ...row, pdf_path: 'nope.pdf' }),
      format: 'jsonl',
      pdfDir: dir,
    });
    expect(missing.ok).toBe(false);
  });

  it('leaves no new blob when the transaction of a pdf_path import fails', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.setTitle('only for the failing import');
    await writeFile(join(dir, 'fails.pdf'), await doc.save());
    const row = {
      ...JSON.parse((await readFile(SAMPLE_JSONL, 'utf8')).split('\n')[3] ?? '{}'),
      pdf_path: 'fails.pdf',
    };
    await db.query(`create function refuse_documents() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.query(`create trigger refuse_documents before insert on filing_documents
      for each row execute function refuse_documents()`);
    const before = await listBlobFiles(join(dir, 'blobs'));
    try {
      await expect(
        importFilings(db, blobs, { text: JSON.stringify(row), format: 'jsonl', pdfDir: dir }),
      ).rejects.toThrow(/refused for the test/);
    } finally {
      await db.query('drop trigger refuse_documents on filing_documents');
      await db.query('drop function refuse_documents()');
    }
    expect(await listBlobFiles(join(dir, 'blobs'))).toEqual(before);
  });

  it('reports CSV rows by their line number', async () => {
    const csv = (await readFile(SAMPLE_CSV, 'utf8')).split('\n');
    csv[2] = csv[2]?.replace(',IL,', ',Illinois,') ?? '';
    const result = await importFilings(db, blobs, {
      text: csv.join('\n'),
      format: 'csv',
      pdfDir: dir,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.line)).toEqual([3]);
  });
});
