import { parse } from 'csv-parse/sync';
import { findUnstorableText } from './decode-import-bytes.ts';

/** A raw record from an import file with the 1-based line it starts on. */
export type RawRecord = { line: number; value: unknown };
export type ParseError = { line: number; message: string };

export function detectFormat(path: string): 'jsonl' | 'csv' {
  return /\.csv$/i.test(path) ? 'csv' : 'jsonl';
}

/**
 * Parses JSON Lines (one object per line; blank lines skipped) or CSV with a header row. A record
 * holding text PostgreSQL cannot store (a NUL, also as the JSON escape \u0000, or a lone
 * surrogate) is reported as a bad row.
 */
export function parseImportText(
  text: string,
  format: 'jsonl' | 'csv',
): { records: RawRecord[]; errors: ParseError[] } {
  const parsed = parseRecords(text, format);
  const records: RawRecord[] = [];
  for (const record of parsed.records) {
    const unstorable = findUnstorableText(record.value);
    if (unstorable) parsed.errors.push({ line: record.line, message: unstorable });
    else records.push(record);
  }
  return { records, errors: parsed.errors };
}

function parseRecords(
  text: string,
  format: 'jsonl' | 'csv',
): { records: RawRecord[]; errors: ParseError[] } {
  const records: RawRecord[] = [];
  const errors: ParseError[] = [];
  if (format === 'jsonl') {
    for (const [index, raw] of text.split(/\r?\n/).entries()) {
      if (raw.trim() === '') continue;
      try {
        records.push({ line: index + 1, value: JSON.parse(raw) });
      } catch (error) {
        errors.push({ line: index + 1, message: `Invalid JSON: ${(error as Error).message}` });
      }
    }
    return { records, errors };
  }
  try {
    const rows = parse(text, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    for (const { record, info } of rows) records.push({ line: info.lines, value: record });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    errors.push({ line, message: `Invalid CSV: ${(error as Error).message}` });
  }
  return { records, errors };
}
