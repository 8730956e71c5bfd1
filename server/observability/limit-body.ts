import { readBodyWithin } from '#server/security/body-limits.ts';

/** The largest request body the /ingest proxy and the /sentry tunnel accept (1 MiB). */
export const MAX_TUNNEL_BODY_BYTES = 1024 * 1024;

/** Whether the request declares a Content-Length above `maxBytes`. */
export function declaresTooLargeBody(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return Number.isFinite(declared) && declared > maxBytes;
}

export type ByteLimiter = {
  /** Passes bytes through and errors the stream once more than the limit went by. */
  stream: TransformStream<Uint8Array, Uint8Array>;
  exceeded: () => boolean;
};

/** A pass-through stream that fails as soon as more than `maxBytes` flowed through it. */
export function createByteLimiter(maxBytes: number): ByteLimiter {
  let total = 0;
  let over = false;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        over = true;
        controller.error(new RangeError(`Body larger than ${maxBytes} bytes`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return { stream, exceeded: () => over };
}

/**
 * Reads the whole body, or returns `undefined` as soon as it is larger than `maxBytes`
 * (without reading the rest).
 */
export async function readCappedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (declaresTooLargeBody(request, maxBytes)) return undefined;
  if (!request.body) return new Uint8Array();
  return readBodyWithin(request.body, maxBytes);
}
