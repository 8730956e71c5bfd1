import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { readRegularFile } from './read-regular-file.ts';
import { readZipPdfs } from './read-zip-pdfs.ts';

/** One PDF of a filing as it arrived. */
export type SourceDocument = { name: string; bytes: Uint8Array };
/**
 * One filing to import: a PDF, or the PDFs of one zip; `name` is what the report calls it, and
 * `skipped` the zip's entries that were left out, with the reason ("rates.xlsx: not a PDF").
 */
export type FilingSource = { name: string; documents: SourceDocument[]; skipped?: string[] };
export type SourceProblem = { name: string; error: string };

/** Largest PDF or zip read: 50 MiB (as for `pdf_path`). */
export const MAX_PDF_IMPORT_BYTES = 50 * 1024 * 1024;

/** True when `path` is something the PDF import takes: a .pdf, a .zip or a folder. */
export async function isPdfImportPath(path: string): Promise<boolean> {
  if (/\.(pdf|zip)$/i.test(path)) return true;
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

async function readOne(path: string): Promise<FilingSource | SourceProblem> {
  const name = path;
  const bytes = await readRegularFile(path, MAX_PDF_IMPORT_BYTES);
  if (typeof bytes === 'string') return { name, error: bytes };
  if (/\.zip$/i.test(path)) {
    const zip = readZipPdfs(bytes, MAX_PDF_IMPORT_BYTES);
    if (typeof zip === 'string') return { name, error: zip };
    return { name, documents: zip.documents, skipped: zip.skipped };
  }
  return { name, documents: [{ name: basename(path), bytes }] };
}

/**
 * The filings a path holds: a PDF is one filing; a zip (SERFF Filing Access delivers one per
 * filing) is one filing of all its PDFs; a folder is each of its PDFs and zips, in name order
 * (not its subfolders). Files that cannot be read are returned as problems, not thrown.
 */
export async function readImportSources(
  path: string,
): Promise<{ sources: FilingSource[]; problems: SourceProblem[] }> {
  const info = await stat(path).catch(() => null);
  if (!info) return { sources: [], problems: [{ name: path, error: `cannot read ${path}` }] };
  const files = info.isDirectory()
    ? (await readdir(path, { withFileTypes: true }))
        .filter((e) => e.isFile() && /^\.(pdf|zip)$/i.test(extname(e.name)))
        .map((e) => join(path, e.name))
        .sort()
    : [path];
  const sources: FilingSource[] = [];
  const problems: SourceProblem[] = [];
  for (const file of files) {
    const one = await readOne(file);
    if ('error' in one) problems.push(one);
    else sources.push(one);
  }
  if (info.isDirectory() && files.length === 0)
    problems.push({ name: path, error: 'the folder holds no .pdf or .zip file' });
  return { sources, problems };
}
