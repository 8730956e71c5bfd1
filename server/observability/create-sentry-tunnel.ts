import { z } from 'zod';
import { MAX_TUNNEL_BODY_BYTES, readCappedBody } from './limit-body.ts';
import { envelopeEndpoint, parseSentryDsn, type SentryDsn } from './parse-sentry-dsn.ts';

export type SentryTunnelOptions = {
  /** The configured DSN (parsed); undefined when error reporting is off: every request gets 404. */
  dsn: SentryDsn | undefined;
  maxBodyBytes?: number;
  fetch?: typeof fetch;
  onUpstreamError?: (error: unknown) => void;
};

const envelopeHeaderSchema = z.object({ dsn: z.string() });

/** The DSN named in the envelope's first line (a JSON object), if any. */
function readEnvelopeDsn(body: Uint8Array): SentryDsn | undefined {
  const newline = body.indexOf(0x0a);
  const firstLine = new TextDecoder().decode(newline === -1 ? body : body.subarray(0, newline));
  try {
    const header = envelopeHeaderSchema.safeParse(JSON.parse(firstLine));
    return header.success ? parseSentryDsn(header.data.dsn) : undefined;
  } catch {
    return undefined;
  }
}

function text(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain' } });
}

/**
 * The `/sentry` tunnel: accepts a POSTed envelope of at most `maxBodyBytes` (413 above) whose
 * header DSN has the configured host and project (403 otherwise), and forwards the bytes unchanged
 * to the configured DSN's envelope endpoint. The target comes only from configuration, never from
 * the request, and redirects are not followed: it cannot become an open proxy.
 */
export function createSentryTunnel(options: SentryTunnelOptions) {
  const maxBytes = options.maxBodyBytes ?? MAX_TUNNEL_BODY_BYTES;
  const doFetch = options.fetch ?? fetch;
  return async function tunnelEnvelope(request: Request): Promise<Response> {
    const configured = options.dsn;
    if (!configured) return text(404, 'Not found');
    if (request.method !== 'POST') return text(405, 'Method not allowed');
    const body = await readCappedBody(request, maxBytes);
    if (!body) return text(413, 'Payload too large');
    const dsn = readEnvelopeDsn(body);
    if (!dsn) return text(400, 'Not a Sentry envelope');
    if (dsn.host !== configured.host || dsn.projectId !== configured.projectId) {
      return text(403, 'Envelope for another DSN');
    }
    try {
      const upstream = await doFetch(envelopeEndpoint(configured), {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body,
        redirect: 'manual',
      });
      return new Response(await upstream.arrayBuffer(), {
        status: upstream.status,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
      });
    } catch (error) {
      options.onUpstreamError?.(error);
      return text(502, 'Bad gateway');
    }
  };
}
