import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobStore, createLocalBlobStore } from '#server/data/blob-store.ts';
import type { Database } from '#server/db/connection.ts';
import { listBlobFiles } from '#tests/support/list-blob-files.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { EVAL_SEED, generateFilings } from './eval/evaluate-pdf-extraction.ts';
import { expectedValues } from './eval/expected-values.ts';
import { readImportedValues, withoutOverall } from './eval/read-imported-values.ts';
import { renderGeneratedPdf, renderRebuiltPdf } from './eval/render-generated-pdf.ts';
import { renderSerffZip } from './eval/render-serff-zip.ts';
import { accuracyOf, scoreExtraction, totalOf } from './eval/score-extraction.ts';
import { importPdfFilings } from './import-pdf-filings.ts';
import { readImportSources } from './read-import-sources.ts';
import { readPdfText } from './read-pdf-text.ts';

const filings = generateFilings(6, EVAL_SEED);
/** A rate/rule filing with factor tables, not among the six: imported from its zip. */
const zipped = generateFilings(12, EVAL_SEED).find(
  (a, k) => k >= 6 && a.factors.length > 0 && a.whole.filing_type.includes('Rate'),
);

async function counts(db: Database): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*)::int from whole_filings) as wholes, (select count(*)::int from filings) as filings,
      (select count(*)::int from rating_factors) as factors, (select count(*)::int from document_pages) as pages,
      (select count(*)::int from extracted_values) as values`,
  );
  return row ?? {};
}

async function textPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, k) => {
    page.drawText(line, { x: 50, y: 700 - k * 14, size: 9, font });
  });
  return pdf.save();
}

describe.each(listTestTargets())('importPdfFilings on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-pdf-import-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
    await mkdir(join(dir, 'pdfs'));
    for (const a of filings)
      await writeFile(
        join(dir, 'pdfs', `${a.whole.serff_tracking_number}.pdf`),
        await renderGeneratedPdf(a),
      );
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a folder of generated PDFs: fields, companies and factors reproduce, pages are searchable', async () => {
    const reports = await importPdfFilings(db, blobs, await readImportSources(join(dir, 'pdfs')));
    expect(reports.filter((r) => !r.ok)).toEqual([]);
    expect(reports.every((r) => r.ok && r.created)).toBe(true);
    const scores = new Map();
    for (const a of filings)
      scoreExtraction(
        withoutOverall(expectedValues(a)),
        await readImportedValues(db, a.whole.serff_tracking_number),
        scores,
      );
    expect(accuracyOf(totalOf(scores))).toBeGreaterThanOrEqual(0.98);
    const first = filings[0];
    if (!first) throw new Error('no filing');
    const hits = await db.query<{ page_number: number }>(
      `select page_number from document_pages where serff_tracking_number = $1
         and search_vector @@ plainto_tsquery('document_english', 'Filing at a Glance')`,
      [first.whole.serff_tracking_number],
    );
    expect(hits.map((h) => h.page_number)).toContain(1);
    const [value] = await db.query<{ page: number; bbox_width: number; confidence: number }>(
      "select page, bbox_width, confidence from extracted_values where serff_tracking_number = $1 and field_path = 'filing.serff_tracking_number'",
      [first.whole.serff_tracking_number],
    );
    expect(value?.page).toBe(1);
    expect(value?.bbox_width).toBeGreaterThan(0);
    expect(value?.confidence).toBeGreaterThan(0.9);
    const [doc] = await db.query<{ source: string; blob_key: string }>(
      'select source, blob_key from filing_documents where serff_tracking_number = $1',
      [first.whole.serff_tracking_number],
    );
    expect(doc?.source).toBe('imported');
    expect(await blobs.has(doc?.blob_key ?? '')).toBe(true);
    // Every name and text value cites a page that prints it (numbers and dates are stored parsed).
    const cited = await db.query<{ value_text: string; content: string }>(
      `select e.value_text, p.content from extracted_values e
         join document_pages p on p.serff_tracking_number = e.serff_tracking_number
          and p.page_number = e.page
        where e.field_path ~ '^(company\\[[^]]*\\]|factor\\[.*\\]\\.level\\[[^]]*\\]|filing\\.(carrier|product_name|sub_toi|filing_type|serff_tracking_number))$'`,
    );
    expect(cited.length).toBeGreaterThan(50);
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    for (const v of cited) expect(oneLine(v.content)).toContain(v.value_text);
  }, 120_000);

  it('re-imports without duplicates and keeps a correction of an unchanged value', async () => {
    const first = filings[0];
    if (!first) throw new Error('no filing');
    const tn = first.whole.serff_tracking_number;
    await db.query(
      `update extracted_values set corrected_value = 'X', corrected_by = 'u1', corrected_at = now()
       where serff_tracking_number = $1 and field_path = 'filing.product_name'`,
      [tn],
    );
    const before = await counts(db);
    const reports = await importPdfFilings(
      db,
      blobs,
      await readImportSources(join(dir, 'pdfs', `${tn}.pdf`)),
    );
    expect(reports).toMatchObject([{ ok: true, created: false, trackingNumber: tn }]);
    expect(await counts(db)).toEqual(before);
    const [kept] = await db.query<{ corrected_value: string | null }>(
      "select corrected_value from extracted_values where serff_tracking_number = $1 and field_path = 'filing.product_name'",
      [tn],
    );
    expect(kept?.corrected_value).toBe('X');
  }, 60_000);

  it('applies an amendment under the same tracking number: a company dropped, a figure changed', async () => {
    const base = filings[2];
    const kept = base?.filings[0];
    if (!base || !kept) throw new Error('no filing');
    const tn = base.whole.serff_tracking_number;
    const original = {
      ...base,
      whole: { ...base.whole, filing_company: 'Multiple' },
      filings: [kept, { ...kept, company: 'Second Test Insurance Company' }],
    };
    await writeFile(join(dir, 'original.pdf'), await renderRebuiltPdf(original));
    await importPdfFilings(db, blobs, await readImportSources(join(dir, 'original.pdf')));
    const two = await db.query('select company from filings where serff_tracking_number = $1', [
      tn,
    ]);
    expect(two).toHaveLength(2);
    const amended = { ...base, filings: [{ ...kept, rate_impact: 1.234 }] };
    await writeFile(join(dir, 'amendment.pdf'), await renderRebuiltPdf(amended));
    const reports = await importPdfFilings(
      db,
      blobs,
      await readImportSources(join(dir, 'amendment.pdf')),
    );
    expect(reports).toMatchObject([{ ok: true, created: false, trackingNumber: tn }]);
    const rows = await db.query<{ company: string; rate_impact: number }>(
      'select company, rate_impact from filings where serff_tracking_number = $1',
      [tn],
    );
    expect(rows).toEqual([{ company: kept.company, rate_impact: 1.234 }]);
  }, 60_000);

  it('takes a zip as SERFF Filing Access delivers it: every document indexed, the fields from the summary', async () => {
    if (!zipped) throw new Error('no filing with factors');
    const tn = zipped.whole.serff_tracking_number;
    const serff = await renderSerffZip(zipped);
    await writeFile(join(dir, 'serff.zip'), serff.zip);
    const [report] = await importPdfFilings(
      db,
      blobs,
      await readImportSources(join(dir, 'serff.zip')),
    );
    const pages = serff.pdfs.reduce((sum, pdf) => sum + pdf.pages, 0);
    expect(report).toMatchObject({
      ok: true,
      created: true,
      trackingNumber: tn,
      documents: serff.pdfs.length,
      pages,
      skipped: ['Supporting Documentation/Rate exhibits.xlsx: not a PDF'],
    });
    // Fields, companies and factors as the generator made them; the competitor comparison's
    // companies and state are not the filing's.
    const scores = scoreExtraction(
      withoutOverall(expectedValues(zipped)),
      await readImportedValues(db, tn),
    );
    expect(totalOf(scores).invented).toBe(0);
    expect(accuracyOf(totalOf(scores))).toBe(1);
    const values = await db.query<{ field_path: string; page: number; value_text: string }>(
      'select field_path, page, value_text from extracted_values where serff_tracking_number = $1',
      [tn],
    );
    const fields = values.filter((v) => /^(filing|company|overall)/.test(v.field_path));
    expect(fields.length).toBeGreaterThan(10);
    expect(fields.every((v) => v.page <= serff.summaryPages)).toBe(true);
    // The factors come from the rate pages, joined after the summary: each cites the stored
    // PDF's page that prints it.
    const [doc] = await db.query<{ blob_key: string; page_count: number }>(
      'select blob_key, page_count from filing_documents where serff_tracking_number = $1',
      [tn],
    );
    expect(doc?.page_count).toBe(pages);
    const stored = await readPdfText((await blobs.get(doc?.blob_key ?? '')) ?? new Uint8Array());
    expect(stored.pageCount).toBe(pages);
    const levels = values.filter((v) => /^factor\[.+\]\.level\[[^\]]+\]$/.test(v.field_path));
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) {
      expect(level.page).toBeGreaterThan(serff.summaryPages);
      const printed = stored.pages[level.page - 1]?.items.map((i) => i.text).join(' ') ?? '';
      expect(printed).toContain(level.value_text);
    }
    // Every document's pages are indexed: the memorandum's words find its page.
    const memoFirst =
      serff.summaryPages +
      1 +
      serff.pdfs
        .slice(1)
        .filter(
          (pdf) => pdf.name.localeCompare('Supporting Documentation/Actuarial Memorandum.pdf') < 0,
        )
        .reduce((sum, pdf) => sum + pdf.pages, 0);
    const hits = await db.query<{ page_number: number }>(
      `select page_number from document_pages where serff_tracking_number = $1
         and search_vector @@ plainto_tsquery('document_english', 'actuarial memorandum indication selection')`,
      [tn],
    );
    expect(hits.map((h) => h.page_number)).toContain(memoFirst);
  }, 120_000);

  it('writes nothing of a file whose write fails half way (one transaction per file)', async () => {
    const fresh = generateFilings(12, EVAL_SEED).find(
      (a, k) =>
        k >= 6 &&
        a.whole.serff_tracking_number !== zipped?.whole.serff_tracking_number &&
        a.factors.length > 0,
    );
    if (!fresh) throw new Error('no filing');
    const tn = fresh.whole.serff_tracking_number;
    await writeFile(join(dir, 'fails.pdf'), await renderGeneratedPdf(fresh));
    // The last table written refuses the filing's values: everything before it must go too.
    await db.query(`create function refuse_values() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.query(`create trigger refuse_values before insert on extracted_values for each row
      when (new.serff_tracking_number = '${tn}') execute function refuse_values()`);
    const before = await counts(db);
    const blobsBefore = await listBlobFiles(join(dir, 'blobs'));
    try {
      const [report] = await importPdfFilings(
        db,
        blobs,
        await readImportSources(join(dir, 'fails.pdf')),
      );
      expect(report).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^not written: .*refused for the test/),
      });
    } finally {
      await db.query('drop trigger refuse_values on extracted_values');
      await db.query('drop function refuse_values()');
    }
    expect(await counts(db)).toEqual(before);
    // The PDF put in the blob store before the transaction is gone again.
    expect(await listBlobFiles(join(dir, 'blobs'))).toEqual(blobsBefore);
    const [left] = await db.query<{ n: number }>(
      `select (select count(*) from whole_filings where serff_tracking_number = $1)
        + (select count(*) from document_pages where serff_tracking_number = $1)
        + (select count(*) from rating_factors where serff_tracking_number = $1)
        + (select count(*) from watchlist_filing_changes where serff_tracking_number = $1) as n`,
      [tn],
    );
    expect(Number(left?.n)).toBe(0);
  }, 60_000);

  it('keeps the stored PDF of an earlier import when a re-import of it fails', async () => {
    const first = filings[0];
    if (!first) throw new Error('no filing');
    const tn = first.whole.serff_tracking_number;
    const [doc] = await db.query<{ blob_key: string }>(
      'select blob_key from filing_documents where serff_tracking_number = $1',
      [tn],
    );
    const blobsBefore = await listBlobFiles(join(dir, 'blobs'));
    expect(blobsBefore).toContain(doc?.blob_key);
    await db.query(`create function refuse_pages() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.query(`create trigger refuse_pages before insert on document_pages for each row
      when (new.serff_tracking_number = '${tn}') execute function refuse_pages()`);
    try {
      const [report] = await importPdfFilings(
        db,
        blobs,
        await readImportSources(join(dir, 'pdfs', `${tn}.pdf`)),
      );
      expect(report).toMatchObject({ ok: false, error: expect.stringMatching(/refused/) });
    } finally {
      await db.query('drop trigger refuse_pages on document_pages');
      await db.query('drop function refuse_pages()');
    }
    expect(await listBlobFiles(join(dir, 'blobs'))).toEqual(blobsBefore);
    expect(await blobs.has(doc?.blob_key ?? '')).toBe(true);
  }, 60_000);

  it('takes a zip of one filing and reports bad files without writing anything of them', async () => {
    const a = filings[1];
    if (!a) throw new Error('no filing');
    await writeFile(
      join(dir, 'filing.zip'),
      zipSync({
        'docs/summary.pdf': await renderGeneratedPdf(a),
        'notes.txt': new Uint8Array([65]),
      }),
    );
    const zipped = await importPdfFilings(
      db,
      blobs,
      await readImportSources(join(dir, 'filing.zip')),
    );
    expect(zipped).toMatchObject([
      { ok: true, created: false, trackingNumber: a.whole.serff_tracking_number },
    ]);

    const bad = join(dir, 'bad');
    await mkdir(bad);
    await writeFile(join(bad, 'a-not-really.pdf'), 'hello, not a pdf');
    await writeFile(
      join(bad, 'b-no-fields.pdf'),
      await textPdf(['Company: Nobody Insurance Company', 'Some text']),
    );
    await writeFile(join(bad, 'c-broken.zip'), 'PK not a zip');
    const before = await counts(db);
    const reports = await importPdfFilings(db, blobs, await readImportSources(bad));
    expect(reports.map((r) => [r.file.split('/').at(-1), r.ok])).toEqual([
      ['c-broken.zip', false],
      ['a-not-really.pdf', false],
      ['b-no-fields.pdf', false],
    ]);
    const noFields = reports.find((r) => r.file.endsWith('b-no-fields.pdf'));
    expect(noFields?.ok === false && noFields.error).toContain(
      'could not find the SERFF tracking number',
    );
    expect(await counts(db)).toEqual(before);
  }, 60_000);
});
