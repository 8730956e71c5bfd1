import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { type BlobStore, createLocalBlobStore } from './blob-store.ts';
import { decodeImportBytes } from './decode-import-bytes.ts';
import { importFilingsFile } from './import-filings.ts';
import { loadImportPdf } from './load-import-pdf.ts';

const SAMPLE_JSONL = resolve('examples/filings-sample.jsonl');

async function samplePdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage();
  return doc.save();
}

describe('loadImportPdf keeps to regular files inside the PDF folder', () => {
  let root: string;
  let folder: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rfi-pdf-'));
    folder = join(root, 'imports');
    await mkdir(join(folder, 'sub'), { recursive: true });
    await writeFile(join(folder, 'sub', 'inside.pdf'), await samplePdf(2));
    await writeFile(join(root, 'outside.pdf'), await samplePdf());
    await symlink(join(root, 'outside.pdf'), join(folder, 'escape.pdf'));
    await symlink(join(folder, 'sub', 'inside.pdf'), join(folder, 'alias.pdf'));
    await symlink('/dev/zero', join(folder, 'zero.pdf'));
    spawnSync('mkfifo', [join(folder, 'fifo.pdf')]);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('loads a PDF inside the folder, also through a symlink that stays inside', async () => {
    const direct = await loadImportPdf('sub/inside.pdf', folder);
    expect(typeof direct === 'string' ? direct : direct.pageCount).toBe(2);
    const alias = await loadImportPdf('alias.pdf', folder);
    expect(typeof alias === 'string' ? alias : alias.pageCount).toBe(2);
  });

  it.each([
    [join('/', 'etc', 'hostname'), /must be relative/],
    ['../outside.pdf', /outside the PDF folder/],
    ['sub/../../outside.pdf', /outside the PDF folder/],
    ['escape.pdf', /leads outside the PDF folder/],
    ['zero.pdf', /leads outside the PDF folder/],
    ['fifo.pdf', /not a regular file/],
    ['missing.pdf', /cannot read/],
  ])('refuses %s', async (path, reason) => {
    const started = performance.now();
    const result = await loadImportPdf(path, folder);
    expect(result).toMatch(reason);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses /dev/zero in a PDF folder of /dev (not a regular file), quickly', async () => {
    expect(await loadImportPdf('zero', '/dev')).toMatch(/not a regular file/);
  });

  it('refuses a PDF over the size cap', async () => {
    const bytes = await samplePdf();
    expect(await loadImportPdf('sub/inside.pdf', folder, bytes.length - 1)).toMatch(/larger than/);
  });
});

describe('decodeImportBytes', () => {
  it('reports invalid UTF-8 and NUL bytes by line and keeps valid text', () => {
    const bytes = Buffer.concat([
      Buffer.from('\ufeff{"a":"é"}\n'),
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]),
      Buffer.from('{"b":1}\r\n'),
      Buffer.from([0x7b, 0x00, 0x7d]),
    ]);
    expect(decodeImportBytes(bytes).errors).toEqual([
      { line: 2, message: 'is not valid UTF-8' },
      { line: 4, message: 'contains a NUL character' },
    ]);
    expect(decodeImportBytes(Buffer.from('\ufeffa\nb')).text).toBe('a\nb');
  });
});

describe.each(listTestTargets())('importFilingsFile refuses hostile input on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  let lines: string[];
  const count = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from filings'))[0]?.n;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-import-hostile-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
    lines = (await readFile(SAMPLE_JSONL, 'utf8')).trim().split('\n');
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function importBytes(name: string, bytes: Uint8Array, pdfDir?: string) {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return importFilingsFile(db, blobs, path, { pdfDir });
  }

  it('reports a NUL (raw or as \\u0000) and invalid UTF-8 by line, and writes nothing', async () => {
    const withEscapedNul = JSON.stringify({ ...JSON.parse(lines[1] ?? '{}'), description: 'a\0b' });
    const bytes = Buffer.concat([
      Buffer.from(`${lines[0]}\n${withEscapedNul}\n`),
      Buffer.from((lines[2] ?? '').replace('"', '"\u0000')),
      Buffer.from('\n'),
      Buffer.from(lines[3] ?? ''),
      Buffer.from([0xff]),
      Buffer.from('\n'),
    ]);
    expect(bytes.includes(0)).toBe(true);
    const result = await importBytes('hostile.jsonl', bytes);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([3, 4]);
    expect(await count()).toBe(0);
    const escaped = await importBytes(
      'escaped.jsonl',
      Buffer.from(`${lines[0]}\n${withEscapedNul}`),
    );
    expect(escaped.ok ? [] : escaped.errors).toEqual([
      { line: 2, message: 'description: contains a NUL character' },
    ]);
    const surrogate = await importBytes(
      'surrogate.jsonl',
      Buffer.from((lines[0] ?? '').replace('"company":"', '"company":"\\ud800')),
    );
    expect(surrogate.ok ? [] : surrogate.errors[0]?.message).toMatch(/lone surrogate/);
    expect(await count()).toBe(0);
  });

  it('reports invalid UTF-8 in a CSV by line', async () => {
    const csv = (await readFile(resolve('examples/filings-sample.csv'), 'utf8')).split('\n');
    const bytes = Buffer.concat([
      Buffer.from(`${csv.slice(0, 2).join('\n')}\n`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(`${csv[2]}\n`),
    ]);
    const result = await importBytes('hostile.csv', bytes);
    expect(result.ok ? [] : result.errors).toEqual([{ line: 3, message: 'is not valid UTF-8' }]);
    expect(await count()).toBe(0);
  });

  it('refuses pdf_path outside the folder and takes PDFs from --pdf-dir when given', async () => {
    const pdfDir = join(dir, 'pdfs');
    await mkdir(pdfDir);
    await writeFile(join(pdfDir, 'own.pdf'), await samplePdf(3));
    const row = (pdf_path: string) => JSON.stringify({ ...JSON.parse(lines[2] ?? '{}'), pdf_path });
    const escaping = await importBytes('escape.jsonl', Buffer.from(row('../../../etc/passwd')));
    expect(escaping.ok ? [] : escaping.errors[0]?.message).toMatch(/outside the PDF folder/);
    const device = await importBytes('device.jsonl', Buffer.from(row('/dev/zero')));
    expect(device.ok ? [] : device.errors[0]?.message).toMatch(/must be relative/);
    expect(await count()).toBe(0);
    const fromDir = await importBytes('own.jsonl', Buffer.from(row('own.pdf')), pdfDir);
    expect(fromDir.ok).toBe(true);
  });
});
