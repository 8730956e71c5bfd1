import { type UnzipFileInfo, unzipSync } from 'fflate';
import type { SourceDocument } from './read-import-sources.ts';

const MAX_ENTRIES = 500;

/** The PDFs of a zip and the entries left out, each with the reason ("rates.xlsx: not a PDF"). */
export type ZipDocuments = { documents: SourceDocument[]; skipped: string[] };

/** Folders and files that archivers add beside the real ones (macOS resource forks, Windows thumbnails). */
const ARCHIVER_LITTER = /(^|\/)(__MACOSX\/|\._|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;

const isFolder = (name: string): boolean => name.endsWith('/');
const climbs = (name: string): boolean => name.split(/[/\\]/).some((part) => part === '..');

type Budget = { total: number; entries: number; tooLarge: boolean; maxBytes: number };

/**
 * Unpacks the entries of one zip that may hold documents: PDFs, and (at the top level only) zips
 * inside it, which SERFF attachments sometimes are. Everything else is skipped with its reason.
 */
function unpack(
  bytes: Uint8Array,
  prefix: string,
  nested: boolean,
  budget: Budget,
): { files: Record<string, Uint8Array>; skipped: string[] } {
  const skipped: string[] = [];
  const files = unzipSync(bytes, {
    filter: (file: UnzipFileInfo) => {
      budget.entries += 1;
      const name = `${prefix}${file.name}`;
      if (isFolder(file.name) || ARCHIVER_LITTER.test(file.name)) return false;
      if (climbs(file.name)) {
        skipped.push(`${name}: a path outside the zip`);
        return false;
      }
      const pdf = /\.pdf$/i.test(file.name);
      const zip = /\.zip$/i.test(file.name);
      if (!pdf && !zip) {
        skipped.push(`${name}: not a PDF`);
        return false;
      }
      if (zip && nested) {
        skipped.push(`${name}: a zip inside a zip inside the zip`);
        return false;
      }
      budget.total += file.originalSize;
      if (budget.total > budget.maxBytes || budget.entries > MAX_ENTRIES) budget.tooLarge = true;
      return !budget.tooLarge;
    },
  });
  return { files, skipped };
}

/**
 * The documents of a zip of one filing (SERFF Filing Access delivers a filing as a zip: the
 * filing's summary PDF and its attachments, the rate/rule schedule's and the supporting
 * documents', in their own formats, sometimes in folders or in a zip of their own). Returns its
 * PDFs (those of a zip inside it too, one level deep) in name order, and the entries left out with
 * the reason (other formats, paths climbing out); folders and archivers' litter (__MACOSX) are
 * ignored. Refuses (a message) a zip whose PDFs would unpack to more than `maxBytes` in all (a zip
 * bomb), one with too many entries, one that is not a zip, or one without any PDF.
 */
export function readZipPdfs(bytes: Uint8Array, maxBytes: number): ZipDocuments | string {
  const budget: Budget = { total: 0, entries: 0, tooLarge: false, maxBytes };
  const documents: SourceDocument[] = [];
  const skipped: string[] = [];
  let top: ReturnType<typeof unpack>;
  try {
    top = unpack(bytes, '', false, budget);
  } catch (error) {
    return `is not a readable zip (${(error as Error).message})`;
  }
  skipped.push(...top.skipped);
  for (const [name, data] of Object.entries(top.files)) {
    if (budget.tooLarge) break;
    if (!/\.zip$/i.test(name)) {
      documents.push({ name, bytes: data });
      continue;
    }
    try {
      const inner = unpack(data, `${name}/`, true, budget);
      skipped.push(...inner.skipped);
      for (const [innerName, innerData] of Object.entries(inner.files))
        documents.push({ name: `${name}/${innerName}`, bytes: innerData });
    } catch (error) {
      skipped.push(`${name}: not a readable zip (${(error as Error).message})`);
    }
  }
  if (budget.tooLarge)
    return `unpacks to more than ${Math.floor(maxBytes / 1024 / 1024)} MB of PDFs or too many files`;
  if (documents.length === 0)
    return skipped.length > 0 ? `holds no PDF (${skipped.join('; ')})` : 'holds no PDF';
  documents.sort((a, b) => a.name.localeCompare(b.name));
  return { documents, skipped: skipped.sort((a, b) => a.localeCompare(b)) };
}
