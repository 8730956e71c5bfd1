import { open } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Database } from '#server/db/connection.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import type { BlobStore } from './blob-store.ts';
import { buildDocumentPages } from './build-document-pages.ts';
import { copyWholeFilingColumns } from './copy-whole-filing-columns.ts';
import { decodeImportBytes } from './decode-import-bytes.ts';
import type { FilingRow, WholeFilingRow } from './filing-rows.ts';
import { cleanProductName } from './format-figures.ts';
import type { ImportRow } from './import-row-schema.ts';
import { insertRows } from './insert-rows.ts';
import { detectFormat, type ParseError, parseImportText } from './parse-import-file.ts';
import { refreshWholeFilings } from './refresh-whole-filings.ts';
import { type ImportPdf, validateImportRows } from './validate-import-rows.ts';
import { writeWithBlobs } from './write-with-blobs.ts';

export type ImportResult =
  | { ok: true; rows: number; filings: number; created: number; updated: number }
  | { ok: false; errors: ParseError[] };

const upsert = (key: string, columns: string[]): string =>
  `on conflict (${key}) do update set ${columns.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`;

function toWholeRow(tn: string, rows: ImportRow[]): WholeFilingRow {
  const r = rows[0] as ImportRow;
  return {
    serff_tracking_number: tn,
    state_tracking_number: r.state_tracking_number ?? null,
    company_tracking_number: r.company_tracking_number ?? null,
    project_name: r.project_name ?? null,
    project_number: r.project_number ?? null,
    carrier: r.carrier,
    original_carrier: r.carrier,
    filing_company: rows.length > 1 ? 'Multiple' : r.company,
    state: r.state,
    line_of_business: r.line_of_business,
    sub_toi: r.sub_toi,
    filing_type: r.filing_type,
    disposition_status: r.disposition_status,
    product_name: r.product_name,
    clean_product_name: cleanProductName(r.product_name),
    description: r.description ?? '',
    submitted_date: r.submitted_date ?? null,
    effective_date_new: r.effective_date_new,
    effective_date_renewal: r.effective_date_renewal ?? null,
    disposition_date: r.disposition_date ?? null,
    source: 'import',
    updated_at: new Date().toISOString(),
  };
}

function toFilingRow(w: WholeFilingRow, r: ImportRow): FilingRow {
  return {
    ...copyWholeFilingColumns(w),
    company: r.company,
    company_tracking_number: r.company_tracking_number ?? null,
    original_carrier: w.carrier,
    indicated_change: r.indicated_change ?? null,
    rate_impact: r.rate_impact ?? null,
    average_premium_change: r.average_premium_change ?? null,
    written_premium_change: r.written_premium_change ?? null,
    written_premium_for_program: r.written_premium_for_program ?? null,
    policyholders_affected: r.policyholders_affected ?? null,
    max_change: r.max_change ?? null,
    min_change: r.min_change ?? null,
    pdf_link: `filings/${w.serff_tracking_number}.pdf`,
  };
}

/** An import file that passed validation: its rows grouped by tracking number, and its PDFs. */
export type PreparedImport = { groups: Map<string, ImportRow[]>; pdfs: Map<string, ImportPdf> };
export type PrepareResult =
  | { ok: true; prepared: PreparedImport }
  | { ok: false; errors: ParseError[] };

/** Parses and validates import text without touching the database: every bad row, or the rows. */
export async function prepareImport(input: {
  text: string;
  format: 'jsonl' | 'csv';
  pdfDir: string;
}): Promise<PrepareResult> {
  const parsed = parseImportText(input.text, input.format);
  const { groups, pdfs, errors } = await validateImportRows(parsed.records, input.pdfDir);
  const allErrors = [...parsed.errors, ...errors].sort((a, b) => a.line - b.line);
  if (allErrors.length > 0) return { ok: false, errors: allErrors };
  if (groups.size === 0)
    return { ok: false, errors: [{ line: 0, message: 'The file has no rows' }] };
  return { ok: true, prepared: { groups, pdfs } };
}

/**
 * Imports filings from JSON Lines or CSV text. Every row is validated first; if any row is bad,
 * every bad row is reported and nothing is written. Otherwise all rows are written in one
 * transaction, inserting or updating by (tracking number, company).
 */
export async function importFilings(
  db: Database,
  blobs: BlobStore,
  input: { text: string; format: 'jsonl' | 'csv'; pdfDir: string },
): Promise<ImportResult> {
  const result = await prepareImport(input);
  return result.ok ? writeImport(db, blobs, result.prepared) : result;
}

/**
 * Writes a prepared import in one transaction (PDFs to the blob store first; those it added are
 * deleted again when the transaction fails).
 */
export async function writeImport(
  db: Database,
  blobs: BlobStore,
  prepared: PreparedImport,
): Promise<ImportResult> {
  return writeWithBlobs(blobs, prepared.pdfs.values(), () =>
    db.transaction((tx) => writeImportRows(tx, prepared)),
  );
}

/**
 * Writes a prepared import inside the caller's transaction (its PDFs already in the blob store):
 * inserts or updates by (tracking number, company), refreshes the whole filings and their
 * documents. A PDF that brings its page texts (`ImportPdf.pages`) has them indexed for search.
 */
export async function writeImportRows(
  tx: Database,
  { groups, pdfs }: PreparedImport,
): Promise<ImportResult & { ok: true }> {
  const wholes = [...groups].map(([tn, rows]) => toWholeRow(tn, rows));
  const filings = wholes.flatMap((w) =>
    (groups.get(w.serff_tracking_number) ?? []).map((r) => toFilingRow(w, r)),
  );
  const numbers = wholes.map((w) => w.serff_tracking_number);
  const existing = await tx.query<{ n: number }>(
    `select count(*) as n from filings f join json_to_recordset($1::json) as k(t text, c text)
     on f.serff_tracking_number = k.t and f.company = k.c`,
    [JSON.stringify(filings.map((f) => ({ t: f.serff_tracking_number, c: f.company })))],
  );
  const updated = existing[0]?.n ?? 0;
  const wholeColumns = Object.keys(wholes[0] as object).filter(
    (c) => c !== 'serff_tracking_number',
  );
  await insertRows(tx, 'whole_filings', wholes, {
    onConflict: upsert('serff_tracking_number', wholeColumns),
  });
  const filingColumns = Object.keys(filings[0] as object).filter(
    (c) => c !== 'serff_tracking_number' && c !== 'company',
  );
  await insertRows(tx, 'filings', filings, {
    onConflict: upsert('serff_tracking_number, company', filingColumns),
  });
  await insertRows(
    tx,
    'carriers',
    [...new Set(wholes.map((w) => w.carrier))].map((name) => ({
      name,
      serff_prefix: `IMP-${name}`,
    })),
    { onConflict: 'on conflict do nothing' },
  );
  await insertRows(
    tx,
    'companies',
    filings.map((f) => ({ name: f.company, carrier: f.carrier })),
    { onConflict: 'on conflict do nothing' },
  );
  await refreshWholeFilings(tx, numbers);
  await writeDocuments(tx, wholes, filings, pdfs);
  // Watchlists hear of the added and changed filings (matched by the job, after the commit).
  await enqueueFilingChanges(tx, numbers);
  return {
    ok: true,
    rows: filings.length,
    filings: wholes.length,
    created: filings.length - updated,
    updated,
  };
}

async function writeDocuments(
  tx: Database,
  wholes: WholeFilingRow[],
  filings: FilingRow[],
  pdfs: Map<string, { key: string; pageCount: number; pages?: string[] }>,
): Promise<void> {
  const numbers = wholes.map((w) => w.serff_tracking_number);
  const kept = await tx.query<{ serff_tracking_number: string }>(
    "select serff_tracking_number from filing_documents where source = 'imported' and serff_tracking_number = any($1::text[])",
    [numbers],
  );
  // A filing imported earlier with its own PDF keeps it unless this import brings a new one.
  const keep = new Set(kept.map((k) => k.serff_tracking_number));
  const changed = wholes.filter(
    (w) => pdfs.has(w.serff_tracking_number) || !keep.has(w.serff_tracking_number),
  );
  const changedNumbers = changed.map((w) => w.serff_tracking_number);
  await tx.query('delete from filing_documents where serff_tracking_number = any($1::text[])', [
    changedNumbers,
  ]);
  const docs = changed.map((w) => {
    const pdf = pdfs.get(w.serff_tracking_number);
    const own = filings.filter((f) => f.serff_tracking_number === w.serff_tracking_number);
    const pages = pdf
      ? (pdf.pages ?? [])
      : buildDocumentPages({ whole: w, filings: own, factors: [], objections: [], metrics: [] });
    return { tn: w.serff_tracking_number, pdf, pages };
  });
  await insertRows(
    tx,
    'filing_documents',
    docs.map(({ tn, pdf, pages }) => ({
      serff_tracking_number: tn,
      page_count: pdf?.pageCount ?? pages.length,
      blob_key: pdf?.key ?? null,
      source: pdf ? 'imported' : 'generated',
    })),
  );
  await insertRows(
    tx,
    'document_pages',
    docs.flatMap(({ tn, pages }) =>
      pages.map((content, k) => ({ serff_tracking_number: tn, page_number: k + 1, content })),
    ),
  );
  await tx.query(
    `update whole_filings w set pdf_page_count = d.page_count from filing_documents d
     where d.serff_tracking_number = w.serff_tracking_number and w.serff_tracking_number = any($1::text[])`,
    [numbers],
  );
}

/** Largest import file read: 1 GiB (the whole file is validated in memory before writing). */
export const MAX_IMPORT_FILE_BYTES = 1024 * 1024 * 1024;

async function readRegularFile(path: string): Promise<Uint8Array | string> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return `cannot read ${path}`;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return `${path} is not a regular file`;
    if (stat.size > MAX_IMPORT_FILE_BYTES) return `${path} is larger than 1 GB`;
    return new Uint8Array(await handle.readFile());
  } finally {
    await handle.close();
  }
}

/**
 * Reads and validates a `.jsonl` / `.csv` file, decoded as strict UTF-8 line by line, without
 * touching the database. `pdf_path`s are relative to, and must stay inside, `options.pdfDir`
 * (default: the file's own folder).
 */
export async function prepareImportFile(
  path: string,
  options: { pdfDir?: string } = {},
): Promise<PrepareResult> {
  const bytes = await readRegularFile(path);
  if (typeof bytes === 'string') return { ok: false, errors: [{ line: 0, message: bytes }] };
  const decoded = decodeImportBytes(bytes);
  if (decoded.errors.length > 0) return { ok: false, errors: decoded.errors };
  return prepareImport({
    text: decoded.text,
    format: detectFormat(path),
    pdfDir: resolve(options.pdfDir ?? dirname(resolve(path))),
  });
}

/** Reads, validates and imports a file (see prepareImportFile and writeImport). */
export async function importFilingsFile(
  db: Database,
  blobs: BlobStore,
  path: string,
  options: { pdfDir?: string } = {},
): Promise<ImportResult> {
  const result = await prepareImportFile(path, options);
  return result.ok ? writeImport(db, blobs, result.prepared) : result;
}
