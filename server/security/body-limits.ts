const KIB = 1024;
const MIB = 1024 * KIB;

/** Largest request body per endpoint, first matching prefix wins; over it the answer is 413. */
export const BODY_LIMITS: readonly { prefix: string; maxBytes: number }[] = [
  // Connect calls: filters, a custom query, a list of PDF links; nothing near 1 MiB.
  { prefix: '/rpc/', maxBytes: 1 * MIB },
  // Analytics events and error envelopes (the proxies cap these at 1 MiB themselves too).
  { prefix: '/ingest/', maxBytes: 1 * MIB },
  { prefix: '/sentry', maxBytes: 1 * MIB },
  // Sign-in, password reset, organizations: small JSON forms.
  { prefix: '/api/auth/', maxBytes: 64 * KIB },
  // Filing uploads: one PDF or zip of at most 50 MiB (contract/import/filing-upload.ts), plus slack
  // so the endpoint itself answers an oversize file with its JSON 413.
  { prefix: '/api/imports', maxBytes: 50 * MIB + 64 * KIB },
  // Server functions (user + token, small arguments).
  { prefix: '/_server', maxBytes: 256 * KIB },
];

/** Pages, documents, exports, health: read-only; a body has no business there. */
export const DEFAULT_BODY_LIMIT = 16 * KIB;

export function bodyLimitFor(pathname: string): number {
  return (
    BODY_LIMITS.find((rule) => pathname.startsWith(rule.prefix))?.maxBytes ?? DEFAULT_BODY_LIMIT
  );
}

/** True when the request says up front that its body is larger than `maxBytes`. */
export function declaresLargerBody(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return !Number.isFinite(declared) || declared > maxBytes;
}

/** The whole body, or undefined as soon as more than `maxBytes` arrived (the rest is not read). */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * Up to this many bytes of a body declared too large are read and thrown away before the 413 is
 * sent, within `DISCARD_WITHIN_MS`: a client still uploading when the server closes the
 * connection gets a reset instead of the answer (a lingering close, as nginx does). Larger
 * bodies are refused at once; their client may see the reset.
 */
export const DISCARD_MAX_BYTES = 4 * MIB;
export const DISCARD_WITHIN_MS = 5_000;

/** Reads and drops `body` until it ends, `maxBytes` have come, or `withinMs` has passed. */
export async function discardBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes = DISCARD_MAX_BYTES,
  withinMs = DISCARD_WITHIN_MS,
): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  const deadline = setTimeout(() => reader.cancel().catch(() => undefined), withinMs);
  try {
    let total = 0;
    while (total <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away or the deadline cancelled the read: nothing left to answer politely.
  } finally {
    clearTimeout(deadline);
  }
}

/** The declared length of the request's body, when it gives a usable one. */
export function declaredLength(request: Request): number | undefined {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  return Number.isFinite(declared) && declared >= 0 ? declared : undefined;
}

export function payloadTooLarge(maxBytes: number): Response {
  return new Response(`Payload too large: this endpoint accepts at most ${maxBytes} bytes.\n`, {
    status: 413,
    headers: { 'content-type': 'text/plain; charset=utf-8', connection: 'close' },
  });
}
