import { readBearerToken } from '#contract/auth/bearer-token.ts';
import {
  MAX_UPLOAD_BYTES,
  pdfFileReportSchema,
  UPLOAD_CONTENT_TYPES,
  type UploadRefusal,
  type UploadReport,
  uploadNameSchema,
} from '#contract/import/filing-upload.ts';
import { checkRequestOrigin } from '#contract/security/check-origin.ts';
import { hasPermission } from '#server/auth/check-permission.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import type { BlobStore } from '#server/data/blob-store.ts';
import { importPdfFilings } from '#server/data/pdf-import/import-pdf-filings.ts';
import type { FilingSource, SourceProblem } from '#server/data/pdf-import/read-import-sources.ts';
import { readZipPdfs } from '#server/data/pdf-import/read-zip-pdfs.ts';
import type { Database } from '#server/db/connection.ts';
import { declaresLargerBody, readBodyWithin } from '#server/security/body-limits.ts';
import { createImportGate, type ImportGate } from './import-gate.ts';

/** The permission that lets a user upload filings (server/auth/auth-roles.ts: admins). */
export const FILING_IMPORT_PERMISSION = 'filingImport:create';

/** Seconds a refused (busy) upload is told to wait before trying again. */
export const BUSY_RETRY_SECONDS = 5;

export type FilingUploadDeps = {
  getDatabase: () => Promise<Database>;
  getBlobs: () => BlobStore;
  /** Origins trusted besides the request's own (PUBLIC_BASE_URL). */
  trustedOrigins: () => readonly string[];
  /** Resolves a Bearer token to its caller (undefined: not valid); default: the process's verifier. */
  verifyCaller?: (token: string) => Promise<VerifiedAuth | undefined>;
  /** One import at a time; default: the process's gate. */
  gate?: ImportGate;
  /** Largest body accepted (default MAX_UPLOAD_BYTES; tests lower it). */
  maxBytes?: number;
  /** Where each finished upload is recorded (who, which file, what happened). */
  log?: (entry: Record<string, unknown>, message: string) => void;
};

const processGate = createImportGate();

async function defaultVerifyCaller(token: string): Promise<VerifiedAuth | undefined> {
  const { verifyCallerToken } = await import('#server/auth/verify-caller-token.ts');
  return verifyCallerToken(token);
}

function refuse(
  status: number,
  code: UploadRefusal['code'],
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body: UploadRefusal = { code, message };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** True when the user may upload filings: the permission, or (Clerk) the admin role. */
export function canImportFilings(auth: VerifiedAuth | undefined): boolean {
  return (
    auth !== undefined &&
    auth.organizationId !== null &&
    hasPermission(auth, { role: 'admin', permission: FILING_IMPORT_PERMISSION })
  );
}

function contentTypeAllowed(header: string | null): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The upload as the importer takes it: a PDF is one filing, a zip one filing of its PDFs. */
function toSources(
  name: string,
  bytes: Uint8Array,
  maxBytes: number,
): { sources: FilingSource[]; problems: SourceProblem[] } {
  if (/\.zip$/i.test(name)) {
    const zip = readZipPdfs(bytes, maxBytes);
    if (typeof zip === 'string') return { sources: [], problems: [{ name, error: zip }] };
    return { sources: [{ name, documents: zip.documents, skipped: zip.skipped }], problems: [] };
  }
  return { sources: [{ name, documents: [{ name, bytes }] }], problems: [] };
}

/**
 * POST /api/imports?name=FILE.pdf|FILE.zip with the file as the raw body (docs/decisions/
 * 029-filing-upload.md): for a signed-in user allowed to import (Bearer token with
 * filingImport:create), imports the file as `npm run import -- FILE` would and answers its
 * report as JSON (200 imported, 422 not imported: unreadable, not a filing, a required field
 * missing; nothing of it is written). Refusals answer { code, message }: 401 not signed in,
 * 403 not allowed or cross-origin, 400 bad name or empty file, 415 not a PDF or zip type, 413 over
 * MAX_UPLOAD_BYTES, 429 when the import queue is full. Imports run one at a time per process.
 */
export async function serveFilingUpload(
  request: Request,
  deps: FilingUploadDeps,
): Promise<Response> {
  if (checkRequestOrigin(request, deps.trustedOrigins()) !== 'allowed')
    return refuse(403, 'INVALID_ORIGIN', 'Cross-origin request refused.');
  const token = readBearerToken(request.headers.get('authorization'));
  const caller = token ? await (deps.verifyCaller ?? defaultVerifyCaller)(token) : undefined;
  if (!caller) return refuse(401, 'UNAUTHENTICATED', 'Sign in to import filings.');
  if (!canImportFilings(caller))
    return refuse(
      403,
      'PERMISSION_DENIED',
      'Importing filings is for admins of an organization: ask an admin of yours, or make the organization you administer the active one.',
    );
  const name = uploadNameSchema.safeParse(new URL(request.url).searchParams.get('name') ?? '');
  if (!name.success)
    return refuse(400, 'BAD_NAME', name.error.issues[0]?.message ?? 'Bad file name.');
  if (!contentTypeAllowed(request.headers.get('content-type')))
    return refuse(415, 'BAD_TYPE', 'Only PDF files and zip files of PDFs can be imported.');
  const maxBytes = deps.maxBytes ?? MAX_UPLOAD_BYTES;
  const tooLarge = () =>
    refuse(
      413,
      'TOO_LARGE',
      `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most one upload takes.`,
      { connection: 'close' },
    );
  if (declaresLargerBody(request, maxBytes)) return tooLarge();
  const bytes = request.body ? await readBodyWithin(request.body, maxBytes) : new Uint8Array();
  if (!bytes) return tooLarge();
  if (bytes.byteLength === 0) return refuse(400, 'EMPTY_FILE', 'The file is empty.');

  const file = name.data;
  const started = performance.now();
  const outcome = await (deps.gate ?? processGate).run(async () => {
    const [report] = await importPdfFilings(
      await deps.getDatabase(),
      deps.getBlobs(),
      toSources(file, bytes, maxBytes),
    );
    return report;
  });
  if (!outcome)
    return refuse(
      429,
      'BUSY',
      `Other imports are running; try again in ${BUSY_RETRY_SECONDS} seconds.`,
      { 'retry-after': String(BUSY_RETRY_SECONDS) },
    );
  const report: UploadReport = pdfFileReportSchema.parse(
    outcome.value ?? { file, ok: false, error: 'nothing to import' },
  );
  deps.log?.(
    {
      userId: caller.userId,
      file,
      bytes: bytes.byteLength,
      ok: report.ok,
      ...(report.ok
        ? { trackingNumber: report.trackingNumber, created: report.created }
        : { error: report.error }),
      ms: Math.round(performance.now() - started),
    },
    'filing upload',
  );
  return Response.json(report, {
    status: report.ok ? 200 : 422,
    headers: { 'cache-control': 'no-store' },
  });
}
