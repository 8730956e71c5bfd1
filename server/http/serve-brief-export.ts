import { readBearerToken } from '#contract/auth/bearer-token.ts';
import { canReadItem } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { Database } from '#server/db/connection.ts';
import { textResponse as text } from '#server/documents/authorize-document-request.ts';
import { buildBriefDocument } from '#server/domain/intelligence/build-brief-document.ts';
import { getBrief } from '#server/domain/intelligence/get-brief.ts';
import { renderBriefMarkdown } from '#server/domain/intelligence/render-brief-markdown.ts';
import { renderBriefPdf } from '#server/domain/intelligence/render-brief-pdf.ts';

export type BriefExportDeps = {
  getDatabase: () => Promise<Database>;
  /** Resolves a Bearer token to its caller (undefined: not valid); default: the process's verifier. */
  verifyCaller?: (token: string) => Promise<VerifiedAuth | undefined>;
};

async function defaultVerifyCaller(token: string): Promise<VerifiedAuth | undefined> {
  const { verifyCallerToken } = await import('#server/auth/verify-caller-token.ts');
  return verifyCallerToken(token);
}

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
 * GET /api/briefs/{id}?format=pdf|md: a brief the caller may read (their own, or one shared with
 * their active organization) as a print-ready PDF or Markdown, authorised by the Bearer token
 * (a brief they may not read answers 404, as an unknown one).
 */
export async function serveBriefExport(
  request: Request,
  briefId: string,
  deps: BriefExportDeps,
): Promise<Response> {
  const token = readBearerToken(request.headers.get('authorization'));
  const caller = token ? await (deps.verifyCaller ?? defaultVerifyCaller)(token) : undefined;
  if (!caller) return text(401, 'Unauthorized: sign in to download a brief.');
  const format = new URL(request.url).searchParams.get('format') ?? 'pdf';
  if (format !== 'pdf' && format !== 'md') return text(400, 'The format is pdf or md.');
  const brief = await getBrief(await deps.getDatabase(), briefId);
  if (!brief || !canReadItem(caller, brief.sharing)) return text(404, 'No such brief.');
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
