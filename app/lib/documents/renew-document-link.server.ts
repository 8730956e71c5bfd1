import '@tanstack/react-start/server-only';
import { createClient } from '@connectrpc/connect';
import { readSession } from '#app/lib/auth/read-session.server.ts';
import { createServerTransport } from '#app/lib/rpc/server-transport.server.ts';
import { readPdfHighlight, writePdfHighlight } from '#contract/documents/pdf-highlight.ts';
import { DocumentService } from '#gen/ratefiling/v1/document_service_pb.ts';
import { isPdfDocumentLink, STABLE_DOCUMENT_PREFIX } from './stable-document-link.ts';

const NO_STORE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, {
    status,
    headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
  });
}

function redirectTo(location: string): Response {
  return new Response(null, { status: 302, headers: { ...NO_STORE, location } });
}

/**
 * GET /documents/filings/{tracking number}.pdf[?page=N&hl=terms]: a fresh signed URL for the
 * signed-in user, answered as a redirect. `page` and `hl` (where the PDF opens and the search
 * terms it highlights there) are checked here (400 naming the parameter when malformed or
 * oversized), signed into the URL by the api, and the redirect ends in `#page=N` so the viewer
 * opens at that page; without them the browser keeps its own `#page=` fragment. Signed out: to
 * /login, which comes back here. Only filing PDFs are renewed; the api still checks the filing
 * exists.
 */
export async function renewDocumentLink(
  link: string,
  params: URLSearchParams = new URLSearchParams(),
): Promise<Response> {
  if (!isPdfDocumentLink(link)) return text(404, 'Not found: not a filing PDF link.');
  const read = readPdfHighlight(params);
  if (!read.ok) return text(400, `Bad request: ${read.message}.`);
  const query = writePdfHighlight(read.highlight).toString();
  const linkWithQuery = query ? `${link}?${query}` : link;
  const session = await readSession();
  if (!session.user || !session.token) {
    const back = `${STABLE_DOCUMENT_PREFIX}${linkWithQuery}`;
    return redirectTo(`/login?redirect=${encodeURIComponent(back)}`);
  }
  const token = session.token;
  const documents = createClient(
    DocumentService,
    createServerTransport(() => token),
  );
  try {
    const { signedUrl } = await documents.getSignedLink({ link: linkWithQuery });
    // The api signs root-relative paths; anything else is refused rather than followed.
    if (!signedUrl.startsWith('/') || signedUrl.startsWith('//')) {
      return text(502, 'The document link could not be renewed.');
    }
    return redirectTo(read.highlight ? `${signedUrl}#page=${read.highlight.page}` : signedUrl);
  } catch {
    return text(404, 'Not found: no such filing PDF.');
  }
}
