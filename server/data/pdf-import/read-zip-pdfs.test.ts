import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipPdfs } from './read-zip-pdfs.ts';

const pdf = (label: string) => new TextEncoder().encode(`%PDF-1.7 ${label}`);
const MB = 1024 * 1024;

describe('readZipPdfs', () => {
  it("reads a filing's PDFs from folders and from a zip inside it, naming what it leaves out", () => {
    const zip = zipSync({
      'ABCD-134393024.pdf': pdf('summary'),
      'Rate-Rule Schedule/': new Uint8Array(),
      'Rate-Rule Schedule/manual.PDF': pdf('manual'),
      'Supporting Documentation/exhibits.xlsx': new Uint8Array([1, 2]),
      'Supporting Documentation/more.zip': zipSync({
        'memo.pdf': pdf('memo'),
        'notes.docx': new Uint8Array([3]),
        'deeper.zip': zipSync({ 'x.pdf': pdf('x') }),
      }),
      '__MACOSX/._ABCD-134393024.pdf': new Uint8Array([0, 5]),
      'Rate-Rule Schedule/._manual.PDF': new Uint8Array([0, 5]),
      '.DS_Store': new Uint8Array([0]),
    });
    const read = readZipPdfs(zip, 50 * MB);
    if (typeof read === 'string') throw new Error(read);
    expect(read.documents.map((d) => d.name)).toEqual([
      'ABCD-134393024.pdf',
      'Rate-Rule Schedule/manual.PDF',
      'Supporting Documentation/more.zip/memo.pdf',
    ]);
    expect(new TextDecoder().decode(read.documents[2]?.bytes)).toBe('%PDF-1.7 memo');
    expect(read.skipped).toEqual([
      'Supporting Documentation/exhibits.xlsx: not a PDF',
      'Supporting Documentation/more.zip/deeper.zip: a zip inside a zip inside the zip',
      'Supporting Documentation/more.zip/notes.docx: not a PDF',
    ]);
  });

  it('refuses a zip that is not one, holds no PDF, or unpacks past the limit', () => {
    expect(readZipPdfs(new TextEncoder().encode('PK not a zip'), MB)).toMatch(
      /^is not a readable zip/,
    );
    expect(readZipPdfs(zipSync({ 'a.txt': new Uint8Array([1]) }), MB)).toBe(
      'holds no PDF (a.txt: not a PDF)',
    );
    const big = zipSync({ 'a.pdf': new Uint8Array(2 * MB) }, { level: 9 });
    expect(readZipPdfs(big, MB)).toBe('unpacks to more than 1 MB of PDFs or too many files');
  });
});
