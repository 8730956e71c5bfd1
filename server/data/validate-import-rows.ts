import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { type ImportRow, importRowSchema, WHOLE_FILING_FIELDS } from './import-row-schema.ts';
import type { ParseError, RawRecord } from './parse-import-file.ts';

export type ImportPdf = { key: string; bytes: Uint8Array; pageCount: number };
export type ValidatedImport = {
  groups: Map<string, ImportRow[]>;
  pdfs: Map<string, ImportPdf>;
  errors: ParseError[];
};

async function loadPdf(path: string): Promise<ImportPdf | string> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch {
    return `pdf_path: cannot read ${path}`;
  }
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    return `pdf_path: ${path} is not a PDF`;
  try {
    const pageCount = (await PDFDocument.load(bytes, { ignoreEncryption: true })).getPageCount();
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { key: `imports/${hash}.pdf`, bytes, pageCount };
  } catch (error) {
    return `pdf_path: ${path} cannot be read as a PDF (${(error as Error).message})`;
  }
}

/** Validates every record; groups good rows by tracking number and loads their PDFs. */
export async function validateImportRows(
  records: RawRecord[],
  baseDir: string,
): Promise<ValidatedImport> {
  const errors: ParseError[] = [];
  const groups = new Map<string, ImportRow[]>();
  const firstLine = new Map<string, number>();
  const pdfs = new Map<string, ImportPdf>();
  for (const { line, value } of records) {
    const parsed = importRowSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        errors.push({ line, message: `${where}${issue.message}` });
      }
      continue;
    }
    const row = parsed.data;
    const key = `${row.serff_tracking_number}|${row.company}`;
    const seen = firstLine.get(key);
    if (seen !== undefined) {
      errors.push({
        line,
        message: `duplicate of line ${seen} (same tracking number and company)`,
      });
      continue;
    }
    firstLine.set(key, line);
    const group = groups.get(row.serff_tracking_number);
    const first = group?.[0];
    if (first) {
      const conflicts = WHOLE_FILING_FIELDS.filter((f) => first[f] !== row[f]);
      if (first.pdf_path !== row.pdf_path && row.pdf_path !== undefined)
        conflicts.push('pdf_path' as never);
      if (conflicts.length > 0) {
        errors.push({
          line,
          message: `${conflicts.join(', ')} differ from the earlier row of ${row.serff_tracking_number}`,
        });
        continue;
      }
      group.push(row);
    } else groups.set(row.serff_tracking_number, [row]);
    if (row.pdf_path && !pdfs.has(row.serff_tracking_number)) {
      const pdf = await loadPdf(resolve(baseDir, row.pdf_path));
      if (typeof pdf === 'string') errors.push({ line, message: pdf });
      else pdfs.set(row.serff_tracking_number, pdf);
    }
  }
  return { groups, pdfs, errors: errors.sort((a, b) => a.line - b.line) };
}
