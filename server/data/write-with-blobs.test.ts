import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBlobFiles } from '#tests/support/list-blob-files.ts';
import { type BlobStore, createLocalBlobStore } from './blob-store.ts';
import { writeWithBlobs } from './write-with-blobs.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const refuse = async (): Promise<never> => {
  throw new Error('refused for the test');
};
/** Blobs under these keys (each holding its key's name), with a write that fails. */
const putThenFail = (blobs: BlobStore, keys: string[]) =>
  expect(
    writeWithBlobs(
      blobs,
      keys.map((key) => ({ key, bytes: bytes(key) })),
      refuse,
    ),
  ).rejects.toThrow('refused for the test');

describe('writeWithBlobs', () => {
  let dir: string;
  let blobs: BlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rfi-write-blobs-'));
    blobs = createLocalBlobStore(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the blobs when the write succeeds and answers what it answered', async () => {
    const answer = await writeWithBlobs(blobs, [{ key: 'imports/a.pdf', bytes: bytes('a') }], () =>
      Promise.resolve(42),
    );
    expect(answer).toBe(42);
    expect(await listBlobFiles(dir)).toEqual(['imports/a.pdf']);
  });

  it('deletes the blobs it created when the write fails, and rethrows', async () => {
    await blobs.put('imports/earlier.pdf', bytes('earlier'));
    const before = await listBlobFiles(dir);
    await putThenFail(blobs, ['imports/new-1.pdf', 'imports/new-2.pdf']);
    expect(await listBlobFiles(dir)).toEqual(before);
  });

  it('leaves a blob that existed before the call (an earlier import) when the write fails', async () => {
    await blobs.put('imports/shared.pdf', bytes('imports/shared.pdf'));
    await putThenFail(blobs, ['imports/shared.pdf', 'imports/new.pdf']);
    expect(await listBlobFiles(dir)).toEqual(['imports/shared.pdf']);
    expect(await blobs.get('imports/shared.pdf')).toEqual(bytes('imports/shared.pdf'));
  });

  it('deletes what it put when a later put fails (a bad key)', async () => {
    await expect(
      writeWithBlobs(
        blobs,
        [
          { key: 'imports/first.pdf', bytes: bytes('1') },
          { key: '../escape.pdf', bytes: bytes('2') },
        ],
        () => Promise.resolve('never'),
      ),
    ).rejects.toThrow(/Invalid blob key/);
    expect(await listBlobFiles(dir)).toEqual([]);
  });
});

describe('local blob store delete', () => {
  it('removes a blob, is idempotent, and refuses keys that escape its directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rfi-blob-delete-'));
    try {
      const blobs = createLocalBlobStore(dir);
      await blobs.put('imports/x.pdf', bytes('x'));
      await blobs.delete('imports/x.pdf');
      expect(await blobs.has('imports/x.pdf')).toBe(false);
      await expect(blobs.delete('imports/x.pdf')).resolves.toBeUndefined();
      await expect(blobs.delete('../escape.pdf')).rejects.toThrow(/Invalid blob key/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
