import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { MAX_ZIP_BYTES } from '#server/domain/documents/document-link.ts';
import { UnknownPdfError, ZipCapError } from '#server/domain/documents/zip-cap-error.ts';
import { checkPdfZip, streamPdfZip } from './build-pdf-zip.ts';

const db = {} as Database;
const big = new Uint8Array(MAX_ZIP_BYTES / 2 + 1);

describe('checkPdfZip / streamPdfZip', () => {
  it('refuses more than 100 MB of PDFs before streaming, and unknown PDFs', async () => {
    const readPdf = async (_: Database, tn: string) => (tn === 'NONE-1' ? undefined : big);
    await expect(checkPdfZip(db, readPdf, ['A-1', 'B-2'])).rejects.toThrow(ZipCapError);
    await expect(checkPdfZip(db, readPdf, ['A-1', 'NONE-1'])).rejects.toThrow(UnknownPdfError);
  });

  it('writes one stored entry per PDF and a central directory', async () => {
    const readPdf = async () => new TextEncoder().encode('%PDF-1.7 tiny');
    const chunks: Uint8Array[] = [];
    for await (const chunk of streamPdfZip(db, readPdf, ['A-1', 'B-2'])) chunks.push(chunk);
    const zip = Buffer.concat(chunks);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt16LE(zip.length - 12)).toBe(2);
    expect(zip.toString('latin1')).toContain('A-1.pdf');
  });
});
