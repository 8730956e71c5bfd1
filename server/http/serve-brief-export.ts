import { readBearerToken } from '#contract/auth/bearer-token.ts';
import type { Database } from '#server/db/connection.ts';
import { textResponse as text } from '#server/documents/authorize-document-request.ts';
import { buildBriefDocument } from '#server/domain/intelligence/build-brief-document.ts';
import { getBrief } from '#server/domain/intelligence/get-brief.ts';
import { renderBriefMarkdown } from '#server/domain/intelligence/render-brief-markdown.ts';
import { renderBriefPdf } from '#server/domain/intelligence/render-brief-pdf.ts';

export type BriefExportDeps = {
  getDatabase: () => Promise<Database>;
  /** Resolves a Bearer token to a user id (undefined: not valid). */
  verifyBearer?: (token: string) => Promise<string | undefined>;
};

/** "Rate filing brief: TX" → "rate-filing-brief-tx". */
function fileName(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'brief'
  );
}

/**
 * GET /api/briefs/{id}?format=pdf|md: the caller's brief as a print-ready PDF or Markdown,
 * authorised by the Bearer token (another user's brief answers 404, as an unknown one).
 */
export async function serveBriefExport(
  request: Request,
  briefId: string,
  deps: BriefExportDeps,
): Promise<Response> {
  const token = readBearerToken(request.headers.get('authorization'));
  const userId = token && deps.verifyBearer ? await deps.verifyBearer(token) : undefined;
  if (!userId) return text(401, 'Unauthorized: sign in to download a brief.');
  const format = new URL(request.url).searchParams.get('format') ?? 'pdf';
  if (format !== 'pdf' && format !== 'md') return text(400, 'The format is pdf or md.');
  const brief = await getBrief(await deps.getDatabase(), userId, briefId);
  if (!brief) return text(404, 'No such brief.');
  const doc = buildBriefDocument(brief);
  const name = `${fileName(brief.title)}.${format}`;
  const headers = {
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  };
  if (format === 'md') {
    return new Response(renderBriefMarkdown(doc), {
      headers: { ...headers, 'content-type': 'text/markdown; charset=utf-8' },
    });
  }
  const bytes = await renderBriefPdf(doc);
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, 'content-type': 'application/pdf' },
  });
}
