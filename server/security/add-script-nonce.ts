const SCRIPT_TAG = /<script(?=[\s>])/g;
/** Longest tail that could be the start of a "<script" split across chunks. */
const CARRY = '<script'.length;

/**
 * Streams an HTML body and gives every `<script` tag the server itself wrote a `nonce`
 * attribute. Text from the database never reaches this point as a tag: React escapes it
 * (`&lt;script`), and serialised data inside scripts escapes `<` as `\u003c`.
 */
export function addScriptNonce(
  body: ReadableStream<Uint8Array>,
  nonce: string,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const replacement = `<script nonce="${nonce}"`;
  let pending = '';
  const rewrite = (text: string) => text.replace(SCRIPT_TAG, replacement);
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      // Keep a tail that might be an unfinished "<script" for the next chunk.
      const cut = Math.max(0, pending.length - CARRY);
      const lastOpen = pending.lastIndexOf('<', pending.length - 1);
      const keepFrom = lastOpen >= cut ? lastOpen : pending.length;
      const ready = pending.slice(0, keepFrom);
      pending = pending.slice(keepFrom);
      if (ready) controller.enqueue(encoder.encode(rewrite(ready)));
    },
    flush(controller) {
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(rewrite(pending)));
    },
  });
  return body.pipeThrough(transform);
}
