import type { Database } from '#server/db/connection.ts';
import { getDatabase } from '#server/db/connection.ts';
import type { PdfReader } from './pdf-source.ts';
import { createPdfReader } from './read-filing-pdf.ts';
import { getSignedLinkTtlSeconds, getSigningKey } from './signing-key.ts';

/** What the document routes and DocumentService need; tests pass their own. */
export type DocumentRouteDeps = {
  getDatabase: () => Promise<Database>;
  readPdf: PdfReader;
  signingKey: () => Buffer;
  ttlSeconds: () => number;
  /** Milliseconds since the epoch. */
  now?: () => number;
  /** Resolves a Bearer token to a user id (undefined: not valid). */
  verifyBearer?: (token: string) => Promise<string | undefined>;
};

let defaults: DocumentRouteDeps | undefined;

/** The process's dependencies: its database, blob store, signing key and token verifier. */
export function getDocumentRouteDeps(): DocumentRouteDeps {
  defaults ??= {
    getDatabase,
    readPdf: createPdfReader(),
    signingKey: getSigningKey,
    ttlSeconds: getSignedLinkTtlSeconds,
    verifyBearer: async (token) => {
      const { getTokenVerifier } = await import('#server/auth/get-token-verifier.ts');
      const { InvalidTokenError } = await import('#server/auth/verify-api-token.ts');
      try {
        return (await (await getTokenVerifier())(token)).userId;
      } catch (error) {
        if (error instanceof InvalidTokenError) return undefined;
        throw error;
      }
    },
  };
  return defaults;
}
