import type { BlobStore } from './blob-store.ts';

/** A document to keep in the blob store under its key. */
export type BlobToPut = { key: string; bytes: Uint8Array };

/**
 * Puts `items` in the blob store, then runs `write` (the database write that refers to them).
 * When a put or the write fails, the blobs this call created are deleted again and the error is
 * rethrown: a failed import leaves no bytes that nothing refers to. A key that existed before the
 * call (an earlier import of the same content-addressed PDF, still referenced) is left alone.
 */
export async function writeWithBlobs<T>(
  blobs: BlobStore,
  items: Iterable<BlobToPut>,
  write: () => Promise<T>,
): Promise<T> {
  const created: string[] = [];
  try {
    for (const { key, bytes } of items) {
      const existed = await blobs.has(key);
      await blobs.put(key, bytes);
      if (!existed && !created.includes(key)) created.push(key);
    }
    return await write();
  } catch (error) {
    // Best effort: a failed delete must not hide why the write failed.
    await Promise.allSettled(created.map((key) => blobs.delete(key)));
    throw error;
  }
}
