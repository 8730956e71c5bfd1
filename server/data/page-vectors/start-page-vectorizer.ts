import { Worker } from 'node:worker_threads';
import { vectorResponseSchema } from './vector-messages.ts';

/** Computes search vectors of document page texts off the main thread (see page-vector-worker). */
export type PageVectorizer = {
  /** The vectors (tsvector text) of `texts`, in order. Requests are answered in order. */
  vectorsOf(texts: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
};

type Pending = { resolve: (vectors: string[]) => void; reject: (error: Error) => void };

/**
 * Starts the worker thread. A failure of the worker rejects every pending request, and the ones
 * after it, with its error: a seed that uses the vectors fails rather than store pages without.
 */
export function startPageVectorizer(): PageVectorizer {
  const worker = new Worker(new URL('./page-vector-worker.ts', import.meta.url));
  const pending = new Map<number, Pending>();
  let failure: Error | null = null;
  let next = 0;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  worker.on('message', (message: unknown) => {
    const response = vectorResponseSchema.parse(message);
    const p = pending.get(response.id);
    pending.delete(response.id);
    if ('error' in response) p?.reject(new Error(`page vectors: ${response.error}`));
    else p?.resolve(response.vectors);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the page-vector worker exited (${code})`)));
  return {
    vectorsOf(texts) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<string[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, texts });
      });
    },
    async close() {
      failure ??= new Error('the page-vector worker was closed');
      await worker.terminate();
    },
  };
}
