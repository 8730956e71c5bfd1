import { type ImportRow, importRowSchema, WHOLE_FILING_FIELDS } from './import-row-schema.ts';
import { type ImportPdf, loadImportPdf } from './load-import-pdf.ts';
import type { ParseError, RawRecord } from './parse-import-file.ts';

export type { ImportPdf } from './load-import-pdf.ts';
export type ValidatedImport = {
  groups: Map<string, ImportRow[]>;
  pdfs: Map<string, ImportPdf>;
  errors: ParseError[];
};

/**
 * Validates every record; groups good rows by tracking number and loads their PDFs, which must lie
 * inside `pdfDir` (load-import-pdf.ts).
 */
export async function validateImportRows(
  records: RawRecord[],
  pdfDir: string,
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
      const pdf = await loadImportPdf(row.pdf_path, pdfDir);
      if (typeof pdf === 'string') errors.push({ line, message: pdf });
      else pdfs.set(row.serff_tracking_number, pdf);
    }
  }
  return { groups, pdfs, errors: errors.sort((a, b) => a.line - b.line) };
}
