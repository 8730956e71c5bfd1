import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import { DocumentService } from '#gen/ratefiling/v1/document_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { streamPdfZip, zipFileName } from '#server/documents/build-pdf-zip.ts';
import type { PdfReader } from '#server/documents/pdf-source.ts';
import { signDocumentLink } from '#server/documents/sign-document-link.ts';
import {
  parseDocumentLink,
  parseZipTrackingNumbers,
} from '#server/domain/documents/document-link.ts';
import { UnknownPdfError, ZipCapError } from '#server/domain/documents/zip-cap-error.ts';
import { filingExists } from '#server/domain/filings/filing-exists.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';

export type DocumentServiceDeps = {
  getDatabase: () => Promise<Database>;
  readPdf: PdfReader;
  signingKey: () => Buffer;
  ttlSeconds: () => number;
  /** Milliseconds since the epoch (tests). */
  now?: () => number;
};

const zipSchema = z.object({
  pdfLinks: z.array(z.string().max(200, 'Not a filing PDF link')).max(1000, 'Too many PDF links'),
});

/** Runs `fn`, turning a zip cap into resource_exhausted and an unknown PDF into not_found. */
function capped<T>(fn: () => T): T {
  const map = (error: unknown): never => {
    if (error instanceof ZipCapError) {
      throw createRpcError(Code.ResourceExhausted, error.message, {
        field: 'pdf_links',
        reason: 'ZIP_LIMIT',
      });
    }
    if (error instanceof UnknownPdfError) {
      throw createRpcError(Code.NotFound, error.message, {
        field: 'pdf_links',
        reason: 'NOT_FOUND',
      });
    }
    throw error;
  };
  try {
    const result = fn();
    return (result instanceof Promise ? result.catch(map) : result) as T;
  } catch (error) {
    return map(error);
  }
}

/** DocumentService: signed links to PDFs and exports, and zips of PDFs. */
export function createDocumentService(deps: DocumentServiceDeps): RpcServiceRegistration {
  return defineRpcService(DocumentService, {
    async getSignedLink(request) {
      const link = parseDocumentLink(request.link);
      const db = await deps.getDatabase();
      const numbers =
        link.kind === 'pdf'
          ? [link.trackingNumber]
          : link.kind === 'zip'
            ? link.trackingNumbers
            : [];
      for (const tn of numbers) {
        if (!(await filingExists(db, tn))) {
          throw createRpcError(Code.NotFound, `No document for filing ${tn}`, {
            field: 'link',
            reason: 'NOT_FOUND',
          });
        }
      }
      const expiresMs = (deps.now?.() ?? Date.now()) + deps.ttlSeconds() * 1000;
      const expiresAt = Math.floor(expiresMs / 1000);
      return {
        signedUrl: signDocumentLink(deps.signingKey(), link, expiresAt),
        expiresAt: timestampFromMs(expiresAt * 1000),
      };
    },

    async getZipOfPdfs(request) {
      const { pdfLinks } = zipSchema.parse(request);
      const numbers = capped(() => parseZipTrackingNumbers(pdfLinks));
      const db = await deps.getDatabase();
      const chunks: Uint8Array[] = [];
      await capped(async () => {
        for await (const chunk of streamPdfZip(db, deps.readPdf, numbers)) chunks.push(chunk);
      });
      return { zipFile: Buffer.concat(chunks), fileName: zipFileName() };
    },
  });
}
