import { z } from '#contract/zod.ts';

/**
 * The filing upload (issue 25, docs/decisions/029-filing-upload.md): POST IMPORT_UPLOAD_PATH with
 * one file as the raw request body, its name in `?name=`, authorised by the api's Bearer token.
 * Served by server/http/serve-filing-upload.ts, called by app/features/import/upload-file.ts.
 */
export const IMPORT_UPLOAD_PATH = '/api/imports';

/** Largest file accepted: 50 MiB, as for the command line (MAX_PDF_IMPORT_BYTES). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Longest file name accepted (the report and the logs quote it). */
export const MAX_UPLOAD_NAME_LENGTH = 200;

/** What may be uploaded: a PDF of a filing, or a zip of one filing's PDFs. */
export const UPLOAD_NAME_PATTERN = /\.(pdf|zip)$/i;

/** Content types a browser or a script sends for those files (empty: unknown, left to the name). */
export const UPLOAD_CONTENT_TYPES = [
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'application/octet-stream',
] as const;

/** The `name` parameter: a plain file name (no folders, no control characters) ending .pdf/.zip. */
export const uploadNameSchema = z
  .string()
  .trim()
  .min(5, 'The file name is missing')
  .max(MAX_UPLOAD_NAME_LENGTH, `The file name is longer than ${MAX_UPLOAD_NAME_LENGTH} characters`)
  .refine((name) => !/[/\\]/.test(name), 'The file name must not name a folder')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'The file name has control characters')
  .refine((name) => UPLOAD_NAME_PATTERN.test(name), 'Only .pdf and .zip files can be imported');

/** What happened to one uploaded file: imported (created or updated), or not, with the reason. */
export const pdfFileReportSchema = z.discriminatedUnion('ok', [
  z.object({
    file: z.string(),
    ok: z.literal(true),
    trackingNumber: z.string(),
    created: z.boolean(),
    companies: z.number().int().nonnegative(),
    factors: z.number().int().nonnegative(),
    values: z.number().int().nonnegative(),
    lowConfidence: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    pagesWithoutText: z.array(z.number().int().positive()),
    /** Documents joined into the filing's PDF (a zip's PDFs; 1 for a PDF). */
    documents: z.number().int().positive(),
    /** A zip's entries left out, with the reason ("rates.xlsx: not a PDF"). */
    skipped: z.array(z.string()),
  }),
  z.object({ file: z.string(), ok: z.literal(false), error: z.string() }),
]);

export type UploadReport = z.infer<typeof pdfFileReportSchema>;

/** Why an upload was refused before any import ran. */
export const UPLOAD_REFUSALS = [
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'INVALID_ORIGIN',
  'BAD_NAME',
  'BAD_TYPE',
  'EMPTY_FILE',
  'TOO_LARGE',
  'BUSY',
] as const;

/** The body of every refusal (4xx): a code for programs, a sentence for people. */
export const uploadRefusalSchema = z.object({
  code: z.enum(UPLOAD_REFUSALS),
  message: z.string(),
});

export type UploadRefusal = z.infer<typeof uploadRefusalSchema>;

/**
 * Whether a role in the active organization may import (a hint for the UI, which hides what the
 * server would refuse; the server checks the filingImport:create permission of the token). Roles
 * may be comma-separated; Clerk's "org:" prefix is accepted.
 */
export function roleMayImport(role: string | null | undefined): boolean {
  return (role ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^org:/, ''))
    .includes('admin');
}
