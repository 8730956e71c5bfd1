import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  pdfFileReportSchema,
  uploadRefusalSchema,
} from '#contract/import/filing-upload.ts';
import { listRolePermissions } from '#server/auth/auth-roles.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import { type BlobStore, createLocalBlobStore } from '#server/data/blob-store.ts';
import {
  EVAL_SEED,
  generateFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import { renderGeneratedPdf } from '#server/data/pdf-import/eval/render-generated-pdf.ts';
import { MAX_PDF_IMPORT_BYTES } from '#server/data/pdf-import/read-import-sources.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createImportGate } from './import-gate.ts';
import { FILING_IMPORT_PERMISSION, serveFilingUpload } from './serve-filing-upload.ts';

const BASE = 'https://rates.example.com';

function caller(userId: string, role: 'admin' | 'member' | null): VerifiedAuth {
  return {
    provider: 'local',
    userId,
    sessionId: null,
    organizationId: role ? 'org-upload' : null,
    organizationRole: role,
    organizationPermissions: role ? listRolePermissions(role) : [],
    firstFactorVerifiedAt: null,
    secondFactorVerifiedAt: null,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  };
}

/** Tokens as the verifier knows them (JWT-shaped, so the Bearer header is read). */
const CALLERS: Record<string, VerifiedAuth> = {
  'admin.token.x': caller('upload-admin', 'admin'),
  'member.token.x': caller('upload-member', 'member'),
  'loner.token.x': caller('upload-loner', null),
};

type Upload = {
  token?: string;
  name?: string;
  body?: Uint8Array | string;
  type?: string;
  origin?: string;
};

function uploadRequest({ token, name, body, type, origin }: Upload): Request {
  const url = new URL('/api/imports', BASE);
  if (name !== undefined) url.searchParams.set('name', name);
  const headers: Record<string, string> = { 'content-type': type ?? 'application/pdf' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (origin) headers.origin = origin;
  const data = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return new Request(url, {
    method: 'POST',
    headers,
    ...(data ? { body: new Uint8Array(data) } : {}),
  });
}

async function refusalOf(response: Response) {
  return uploadRefusalSchema.parse(await response.json());
}

describe('the upload contract', () => {
  it('takes files as large as the command line does', () => {
    expect(MAX_UPLOAD_BYTES).toBe(MAX_PDF_IMPORT_BYTES);
  });

  it('grants the import permission to admins only', () => {
    expect(listRolePermissions('admin')).toContain(FILING_IMPORT_PERMISSION);
    expect(listRolePermissions('member')).not.toContain(FILING_IMPORT_PERMISSION);
  });

  it('runs one import at a time and refuses beyond the queue', async () => {
    const gate = createImportGate(1);
    const order: string[] = [];
    let release = () => {};
    const first = gate.run(
      () =>
        new Promise<string>((resolve) => {
          order.push('first started');
          release = () => resolve('first');
        }),
    );
    const second = gate.run(async () => {
      order.push('second started');
      return 'second';
    });
    expect(await gate.run(async () => 'third')).toBeUndefined();
    expect(gate.pending).toBe(2);
    expect(order).toEqual(['first started']);
    release();
    expect(await first).toEqual({ value: 'first' });
    expect(await second).toEqual({ value: 'second' });
    expect(order).toEqual(['first started', 'second started']);
    expect(gate.pending).toBe(0);
  });
});

describe.each(listTestTargets())('POST /api/imports on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  let pdf: Uint8Array;
  let trackingNumber = '';

  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-upload-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
    const [aggregate] = generateFilings(1, EVAL_SEED);
    if (!aggregate) throw new Error('no generated filing');
    trackingNumber = aggregate.whole.serff_tracking_number;
    pdf = await renderGeneratedPdf(aggregate);
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (request: Upload, maxBytes?: number) =>
    serveFilingUpload(uploadRequest(request), {
      getDatabase: async () => db,
      getBlobs: () => blobs,
      trustedOrigins: () => [BASE],
      verifyCaller: async (token) => CALLERS[token],
      gate: createImportGate(),
      ...(maxBytes === undefined ? {} : { maxBytes }),
    });

  const countFilings = async () =>
    Number(
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from whole_filings where serff_tracking_number = $1',
          [trackingNumber],
        )
      )[0]?.n,
    );
  const countAll = async () =>
    Number(
      (await db.query<{ n: number }>('select count(*)::int as n from whole_filings'))[0]?.n ?? 0,
    );

  it('answers 401 to an anonymous upload or an invalid token', async () => {
    const anonymous = await upload({ name: 'a.pdf', body: pdf });
    expect(anonymous.status).toBe(401);
    expect((await refusalOf(anonymous)).code).toBe('UNAUTHENTICATED');
    expect((await upload({ token: 'nobody.token.x', name: 'a.pdf', body: pdf })).status).toBe(401);
  });

  it('answers 403 to a member, and to a user without an organization', async () => {
    for (const token of ['member.token.x', 'loner.token.x']) {
      const response = await upload({ token, name: 'a.pdf', body: pdf });
      expect(response.status).toBe(403);
      const refusal = await refusalOf(response);
      expect(refusal.code).toBe('PERMISSION_DENIED');
      expect(refusal.message).toMatch(/admins/);
    }
    expect(await countAll()).toBe(0);
  });

  it('refuses a cross-origin upload, a bad name, a bad type and an empty file', async () => {
    const admin = 'admin.token.x';
    const cross = await upload({
      token: admin,
      name: 'a.pdf',
      body: pdf,
      origin: 'https://evil.example',
    });
    expect(cross.status).toBe(403);
    expect((await refusalOf(cross)).code).toBe('INVALID_ORIGIN');
    for (const name of ['notes.txt', '../a.pdf', '', `${'x'.repeat(300)}.pdf`]) {
      const response = await upload({ token: admin, name, body: pdf });
      expect(response.status, name).toBe(400);
      expect((await refusalOf(response)).code).toBe('BAD_NAME');
    }
    const typed = await upload({ token: admin, name: 'a.pdf', body: pdf, type: 'text/html' });
    expect(typed.status).toBe(415);
    const empty = await upload({ token: admin, name: 'a.pdf', body: new Uint8Array() });
    expect(empty.status).toBe(400);
    expect((await refusalOf(empty)).code).toBe('EMPTY_FILE');
    expect(await countAll()).toBe(0);
  });

  it('answers 413 to a file over the limit, writing nothing', async () => {
    const response = await upload({ token: 'admin.token.x', name: 'big.pdf', body: pdf }, 1024);
    expect(response.status).toBe(413);
    const refusal = await refusalOf(response);
    expect(refusal.code).toBe('TOO_LARGE');
    expect(await countAll()).toBe(0);
  });

  it('imports a generated SERFF-layout PDF for an admin and reports it', async () => {
    const response = await upload({ token: 'admin.token.x', name: 'filing.pdf', body: pdf });
    expect(response.status).toBe(200);
    const report = pdfFileReportSchema.parse(await response.json());
    expect(report).toMatchObject({ ok: true, file: 'filing.pdf', trackingNumber, created: true });
    if (!report.ok) throw new Error(report.error);
    expect(report.companies).toBeGreaterThan(0);
    expect(report.values).toBeGreaterThan(10);
    expect(report.pages).toBeGreaterThan(0);
    expect(await countFilings()).toBe(1);
    const [pages] = await db.query<{ n: number }>(
      'select count(*)::int as n from document_pages where serff_tracking_number = $1',
      [trackingNumber],
    );
    expect(Number(pages?.n)).toBe(report.pages);
  });

  it('updates the filing when it is uploaded again (a zip of its PDF), without a duplicate', async () => {
    const zip = zipSync({ 'filing.pdf': pdf });
    const response = await upload({
      token: 'admin.token.x',
      name: 'filing.zip',
      body: zip,
      type: 'application/zip',
    });
    expect(response.status).toBe(200);
    const report = pdfFileReportSchema.parse(await response.json());
    expect(report).toMatchObject({ ok: true, trackingNumber, created: false });
    expect(await countFilings()).toBe(1);
    expect(await countAll()).toBe(1);
  });

  it('reports a text file renamed .pdf, or a bad zip, as not imported and writes nothing', async () => {
    const before = await db.query('select * from whole_filings order by serff_tracking_number');
    const text = await upload({
      token: 'admin.token.x',
      name: 'notes.pdf',
      body: 'These are my notes, not a PDF.\n',
    });
    expect(text.status).toBe(422);
    const report = pdfFileReportSchema.parse(await text.json());
    expect(report).toMatchObject({ ok: false, file: 'notes.pdf' });
    const zip = await upload({
      token: 'admin.token.x',
      name: 'filing.zip',
      body: 'PK not really a zip',
      type: 'application/zip',
    });
    expect(zip.status).toBe(422);
    expect(pdfFileReportSchema.parse(await zip.json()).ok).toBe(false);
    expect(await db.query('select * from whole_filings order by serff_tracking_number')).toEqual(
      before,
    );
  });

  it('answers 429 when the import queue is full', async () => {
    const gate = createImportGate(0);
    let release = () => {};
    const busy = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const response = await serveFilingUpload(
      uploadRequest({ token: 'admin.token.x', name: 'filing.pdf', body: pdf }),
      {
        getDatabase: async () => db,
        getBlobs: () => blobs,
        trustedOrigins: () => [BASE],
        verifyCaller: async (token) => CALLERS[token],
        gate,
      },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await refusalOf(response)).code).toBe('BUSY');
    release();
    await busy;
  });
});
