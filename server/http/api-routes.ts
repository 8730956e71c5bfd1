import { getServerEnv } from '#server/config/server-env.ts';
import { createDefaultBlobStore } from '#server/data/blob-store.ts';
import { getDatabase } from '#server/db/connection.ts';
import { getDocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { getSigningKey } from '#server/documents/signing-key.ts';
import { respondWithHealth, respondWithReadiness } from '#server/health/health-response.ts';
import { logger } from '#server/logging/logger.ts';
import {
  handleIngest,
  handleSentryTunnel,
} from '#server/observability/handle-observability-routes.ts';
import { handleRpc } from '#server/rpc/handle-rpc.ts';
import { serveFilingPdf } from './documents/serve-filing-pdf.ts';
import { serveFilingsCsv } from './documents/serve-filings-csv.ts';
import { servePdfsZip } from './documents/serve-pdfs-zip.ts';
import { handleAuth } from './handle-auth.ts';
import { handleSession } from './handle-session.ts';
import { serveBriefExport } from './serve-brief-export.ts';
import { serveFilingUpload } from './serve-filing-upload.ts';
import { serveWatchlistUnsubscribe } from './serve-watchlist-unsubscribe.ts';

export type ApiRoute = {
  /** The HTTP methods served; '*' for any. */
  methods: readonly string[] | '*';
  /** Matched against the whole pathname; capture groups are the route's parameters. */
  pattern: RegExp;
  handle: (request: Request, params: readonly string[]) => Promise<Response> | Response;
};

const GET = ['GET', 'HEAD'] as const;

/** Every path the api serves (contract/http/api-paths.ts says which prefixes are the api's). */
export const API_ROUTES: readonly ApiRoute[] = [
  // The Connect api: /rpc/{package.Service}/{Method} (POST, and GET for side-effect-free methods).
  { methods: '*', pattern: /^\/rpc\/.+$/, handle: (request) => handleRpc(request) },
  // Local sign-in (better-auth), including /api/auth/jwks; 404 under Clerk.
  { methods: ['GET', 'POST'], pattern: /^\/api\/auth\/.+$/, handle: (r) => handleAuth(r) },
  // The web tier's one door to auth (docs/decisions/015-web-and-api-processes.md).
  { methods: ['GET', 'POST'], pattern: /^\/api\/session$/, handle: (r) => handleSession(r) },
  { methods: GET, pattern: /^\/api\/health$/, handle: () => respondWithHealth() },
  { methods: GET, pattern: /^\/api\/ready$/, handle: () => respondWithReadiness() },
  {
    methods: GET,
    pattern: /^\/api\/exports\/filings\.csv$/,
    handle: (request) => serveFilingsCsv(request, getDocumentRouteDeps()),
  },
  {
    methods: GET,
    pattern: /^\/api\/exports\/pdfs\.zip$/,
    handle: (request) => servePdfsZip(request, getDocumentRouteDeps()),
  },
  {
    methods: GET,
    pattern: /^\/api\/briefs\/([^/]+)$/,
    handle: (request, [briefId]) =>
      serveBriefExport(request, decodeURIComponent(briefId ?? ''), getDocumentRouteDeps()),
  },
  {
    methods: GET,
    pattern: /^\/api\/documents\/[^/]+\.pdf$/,
    handle: (request) => serveFilingPdf(request, getDocumentRouteDeps()),
  },
  // Filing PDFs (or a zip of one filing's PDFs) uploaded by users allowed to import (ADR 029).
  {
    methods: ['POST'],
    pattern: /^\/api\/imports$/,
    handle: (request) =>
      serveFilingUpload(request, {
        getDatabase,
        getBlobs: () => createDefaultBlobStore(),
        trustedOrigins: () => [getServerEnv().PUBLIC_BASE_URL],
        log: (entry, message) => logger.info(entry, message),
      }),
  },
  // One-click unsubscribe from a watchlist's emails (a signed, expiring link; no sign-in).
  {
    methods: ['GET', 'POST'],
    pattern: /^\/api\/watchlists\/unsubscribe$/,
    handle: (request) =>
      serveWatchlistUnsubscribe(request, { getDatabase, signingKey: getSigningKey }),
  },
  // Product analytics proxied to PostHog, error reports tunnelled to Sentry (404 unless configured).
  { methods: '*', pattern: /^\/ingest(?:\/.*)?$/, handle: (request) => handleIngest(request) },
  { methods: ['POST'], pattern: /^\/sentry$/, handle: (request) => handleSentryTunnel(request) },
];
