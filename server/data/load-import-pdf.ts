import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { PDFDocument } from 'pdf-lib';

/** A PDF to store with a filing; `pages`, when given, is its text page by page (indexed for search). */
export type ImportPdf = { key: string; bytes: Uint8Array; pageCount: number; pages?: string[] };

/** Largest PDF an import accepts: 50 MiB. */
export const MAX_IMPORT_PDF_BYTES = 50 * 1024 * 1024;

function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/**
 * Reads `pdfPath` (relative, inside `pdfDir`), checks it is a PDF and returns it with its page
 * count and content-addressed blob key; or a message saying why not. Imported PDFs are served to
 * every user, so only regular files inside the PDF folder qualify: absolute paths, `..`, symlinks
 * leading out of the folder, devices and FIFOs are refused, and so is anything over
 * MAX_IMPORT_PDF_BYTES (checked on the open file, so a file that grows meanwhile is cut off too).
 */
export async function loadImportPdf(
  pdfPath: string,
  pdfDir: string,
  maxBytes = MAX_IMPORT_PDF_BYTES,
): Promise<ImportPdf | string> {
  if (isAbsolute(pdfPath)) return `pdf_path: ${pdfPath} must be relative to the PDF folder`;
  const folder = await realpath(pdfDir).catch(() => resolve(pdfDir));
  const wanted = resolve(folder, pdfPath);
  if (!isInside(folder, wanted)) return `pdf_path: ${pdfPath} is outside the PDF folder`;
  let real: string;
  try {
    real = await realpath(wanted);
  } catch {
    return `pdf_path: cannot read ${pdfPath}`;
  }
  if (!isInside(folder, real)) return `pdf_path: ${pdfPath} leads outside the PDF folder`;
  // Checked before opening: opening a FIFO for reading waits for a writer.
  const before = await stat(real).catch(() => null);
  if (!before) return `pdf_path: cannot read ${pdfPath}`;
  if (!before.isFile()) return `pdf_path: ${pdfPath} is not a regular file`;
  let bytes: Uint8Array;
  try {
    // Non-blocking and not following a symlink, in case the path was swapped since the checks.
    const handle = await open(
      real,
      constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW,
    );
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return `pdf_path: ${pdfPath} is not a regular file`;
      if (stat.size > maxBytes)
        return `pdf_path: ${pdfPath} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`;
      const buffer = Buffer.alloc(Math.min(stat.size, maxBytes) + 1);
      let filled = 0;
      while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled > maxBytes)
        return `pdf_path: ${pdfPath} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`;
      bytes = new Uint8Array(buffer.subarray(0, filled));
    } finally {
      await handle.close();
    }
  } catch {
    return `pdf_path: cannot read ${pdfPath}`;
  }
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    return `pdf_path: ${pdfPath} is not a PDF`;
  try {
    const pageCount = (await PDFDocument.load(bytes, { ignoreEncryption: true })).getPageCount();
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { key: `imports/${hash}.pdf`, bytes, pageCount };
  } catch (error) {
    return `pdf_path: ${pdfPath} cannot be read as a PDF (${(error as Error).message})`;
  }
}
