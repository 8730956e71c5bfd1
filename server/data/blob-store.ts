import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { readServerSetting } from '#server/config/read-server-setting.ts';

/** Where documents (PDFs) are kept: a local directory by default, S3-compatible later. */
export type BlobStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no blob under `key`. */
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  /** Removes the blob under `key`; nothing happens when there is none (idempotent). */
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function pathFor(root: string, key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid blob key: ${key}`);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`Invalid blob key: ${key}`);
  return path;
}

/** A blob store in a local directory (default `DATA_DIR/blobs`); writes are atomic renames. */
export function createLocalBlobStore(directory: string): BlobStore {
  const root = resolve(directory);
  return {
    async put(key, bytes) {
      const path = pathFor(root, key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathFor(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(pathFor(root, key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      try {
        await unlink(pathFor(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}

/** The blob store for this process: `DATA_DIR/blobs`. */
export function createDefaultBlobStore(dataDir = readServerSetting('DATA_DIR')): BlobStore {
  return createLocalBlobStore(join(dataDir, 'blobs'));
}
