import { bearerHeader } from '#contract/auth/bearer-token.ts';
import {
  IMPORT_UPLOAD_PATH,
  MAX_UPLOAD_BYTES,
  pdfFileReportSchema,
  UPLOAD_NAME_PATTERN,
  type UploadReport,
  uploadRefusalSchema,
} from '#contract/import/filing-upload.ts';
import { z } from '#contract/zod.ts';

/** How an upload ended: the importer's report, or a refusal (or failure) with its reason. */
export type UploadOutcome =
  | { kind: 'report'; report: UploadReport }
  | { kind: 'refused'; status: number; message: string; retryAfterSeconds?: number };

export type UploadPhase = { phase: 'uploading'; percent: number } | { phase: 'processing' };

const MB = 1024 * 1024;

/** A reason not to send the file at all (wrong kind, empty, too large), or null. */
export function checkBeforeUpload(file: { name: string; size: number }): string | null {
  if (!UPLOAD_NAME_PATTERN.test(file.name)) return 'Only .pdf and .zip files can be imported.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_UPLOAD_BYTES)
    return `The file is larger than ${MAX_UPLOAD_BYTES / MB} MB, the most one upload takes.`;
  return null;
}

const jsonSchema = z.unknown();

/** The answer's body read with the contract's schemas; anything else is a refusal by status. */
export function readUploadAnswer(
  status: number,
  body: string,
  retryAfter: string | null,
): UploadOutcome {
  let json: unknown;
  try {
    json = jsonSchema.parse(JSON.parse(body));
  } catch {
    json = undefined;
  }
  const report = pdfFileReportSchema.safeParse(json);
  if (report.success && (status === 200 || status === 422))
    return { kind: 'report', report: report.data };
  const refusal = uploadRefusalSchema.safeParse(json);
  const seconds = Number(retryAfter);
  const message = refusal.success
    ? refusal.data.message
    : status === 413
      ? `The file is larger than ${MAX_UPLOAD_BYTES / MB} MB, the most one upload takes.`
      : status === 0
        ? 'The upload was interrupted (network error). Try again.'
        : `The server answered ${status}. Try again later.`;
  return {
    kind: 'refused',
    status,
    message,
    ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {}),
  };
}

/**
 * Sends one file to the upload endpoint with XMLHttpRequest, whose upload progress events give
 * the percent sent; once all is sent the server reads and extracts it (`processing`).
 */
export function uploadFile(
  file: File,
  token: string | undefined,
  onPhase: (phase: UploadPhase) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${IMPORT_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}`);
    if (token) xhr.setRequestHeader('authorization', bearerHeader(token));
    xhr.setRequestHeader(
      'content-type',
      /\.zip$/i.test(file.name) ? 'application/zip' : 'application/pdf',
    );
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onPhase({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onPhase({ phase: 'processing' });
    xhr.onload = () =>
      resolve(readUploadAnswer(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
    xhr.onerror = () => resolve(readUploadAnswer(0, '', null));
    xhr.onabort = () => resolve(readUploadAnswer(0, '', null));
    onPhase({ phase: 'uploading', percent: 0 });
    xhr.send(file);
  });
}
