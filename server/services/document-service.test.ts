import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentService } from '#gen/ratefiling/v1/document_service_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { createLocalBlobStore } from '#server/data/blob-store.ts';
import type { Database } from '#server/db/connection.ts';
import type { DocumentRouteDeps } from '#server/documents/document-route-deps.ts';
import { createPdfReader } from '#server/documents/read-filing-pdf.ts';
import { deriveSigningKey } from '#server/documents/signing-key.ts';
import { serveFilingPdf } from '#server/http/documents/serve-filing-pdf.ts';
import { serveFilingsCsv } from '#server/http/documents/serve-filings-csv.ts';
import { servePdfsZip } from '#server/http/documents/serve-pdfs-zip.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { codeOf, createServiceClient, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createDocumentService } from './document-service.ts';
import { createFilingService } from './filing-service.ts';

/** Entry names of a stored zip, read from its local headers. */
function zipEntries(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes);
  const names: string[] = [];
  let at = 0;
  while (buf.readUInt32LE(at) === 0x04034b50) {
    const size = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    names.push(buf.toString('utf8', at + 30, at + 30 + nameLength));
    expect(buf.toString('latin1', at + 30 + nameLength, at + 34 + nameLength)).toBe('%PDF');
    at += 30 + nameLength + size;
  }
  expect(buf.readUInt32LE(buf.length - 22)).toBe(0x06054b50);
  expect(buf.readUInt16LE(buf.length - 12)).toBe(names.length);
  return names;
}

const base = 'http://localhost';

/** The cells of one CSV line (RFC 4180 quoting). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
    m[1] !== undefined ? m[1].replaceAll('""', '"') : (m[2] ?? ''),
  );
}

describe.each(listTestTargets())('DocumentService and document routes on %s', (target) => {
  let db: Database;
  let blobDir: string;
  let deps: DocumentRouteDeps;
  let clock = Date.parse('2026-11-03T10:00:00Z');
  const carrier = 'Document Carrier';
  const numbers: string[] = [];
  let documents: ReturnType<typeof createServiceClient<typeof DocumentService>>;
  let filings: ReturnType<typeof createServiceClient<typeof FilingService>>;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    blobDir = await mkdtemp(join(tmpdir(), 'rfi-blobs-'));
    deps = {
      getDatabase: async () => db,
      readPdf: createPdfReader(createLocalBlobStore(blobDir)),
      signingKey: () => deriveSigningKey('test-secret-test-secret-test-secret!'),
      ttlSeconds: () => 900,
      now: () => clock,
      verifyBearer: async (token) => (token === 'aaa.bbb.ccc' ? 'user-a' : undefined),
    };
    documents = createServiceClient(DocumentService, createDocumentService(deps), 'user-a');
    filings = createServiceClient(FilingService, createFilingService(deps), 'user-a');
    await insertCarrier(db, carrier);
    for (let i = 0; i < 5; i++) {
      const product = i === 0 ? '=HYPERLINK("http://evil")' : `Product, "quoted" ${i}`;
      const whole = await insertFiling(db, {
        carrier,
        product_name: product,
        state: i < 3 ? 'TX' : 'OH',
        companies:
          i === 4
            ? [{ company: 'Doc Co A' }, { company: 'Doc Co B' }]
            : [{ company: 'Doc Co A', written_premium_change: i * 1000 }],
      });
      numbers.push(whole.serff_tracking_number);
    }
  });
  afterAll(async () => {
    await db.close();
    await rm(blobDir, { recursive: true, force: true });
  });

  async function signed(link: string): Promise<string> {
    const res = await documents.getSignedLink({ link });
    expect(Number(res.expiresAt?.seconds) * 1000).toBe(clock + 900_000);
    return res.signedUrl;
  }

  it('signs a PDF link that opens with the right headers', async () => {
    const url = await signed(`filings/${numbers[0]}.pdf`);
    expect(url).toMatch(
      new RegExp(`^/api/documents/${numbers[0]}\\.pdf\\?expires=\\d+&signature=`),
    );
    const response = await serveFilingPdf(new Request(base + url), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${numbers[0]}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(Buffer.from(bytes.slice(0, 4)).toString('latin1')).toBe('%PDF');
  });

  it('refuses tampered and expired links with 403', async () => {
    const url = await signed(`filings/${numbers[0]}.pdf`);
    const other = url.replace(numbers[0] ?? '', numbers[1] ?? '');
    const badSignature = url.replace(
      /signature=(.)/,
      (_, c) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    const longer = url.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 3600}`);
    for (const tampered of [other, badSignature, longer, `/api/documents/${numbers[0]}.pdf`]) {
      const response = await serveFilingPdf(new Request(base + tampered), deps);
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/^Forbidden/);
    }
    clock += 901_000;
    const expired = await serveFilingPdf(new Request(base + url), deps);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/);
  });

  it('answers not_found and invalid_argument for unknown and malformed links', async () => {
    expect(await codeOf(documents.getSignedLink({ link: 'filings/NONE-000000001.pdf' }))).toBe(
      Code.NotFound,
    );
    for (const link of [
      '',
      '../../etc/passwd',
      'filings/../secret.pdf',
      'exports/filings.csv?evil=1',
      'https://x.test/a.pdf',
    ]) {
      expect(await codeOf(documents.getSignedLink({ link }))).toBe(Code.InvalidArgument);
    }
    expect(
      await codeOf(
        createServiceClient(DocumentService, createDocumentService(deps)).getSignedLink({
          link: 'x',
        }),
      ),
    ).toBe(Code.Unauthenticated);
  });

  it('exports every row matching a filter as CSV: count, quoting and formula safety', async () => {
    const url = await signed(
      `exports/filings.csv?carriers=${encodeURIComponent(carrier)}&states=TX&states=OH`,
    );
    const response = await serveFilingsCsv(new Request(base + url), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await response.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^serff_tracking_number,company,carrier,state/);
    const listed = await filings.listFilings({
      filters: { carriers: [carrier], states: ['TX', 'OH'] },
    });
    expect(lines.length - 1).toBe(listed.pagination?.totalResults);
    const count = await filings.getNumberOfFilings({
      filters: { carriers: [carrier], states: ['TX', 'OH'] },
    });
    const tracking = new Set(lines.slice(1).map((l) => l.split(',')[0]));
    expect(tracking.size).toBe(count.numFilings);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"Product, ""quoted"" 1"');
    const tx = await serveFilingsCsv(
      new Request(
        `${base}/api/exports/filings.csv?carriers=${encodeURIComponent(carrier)}&states=TX`,
        {
          headers: { authorization: 'Bearer aaa.bbb.ccc' },
        },
      ),
      deps,
    );
    expect((await tx.text()).trimEnd().split('\r\n')).toHaveLength(1 + 3);
    const noAuth = await serveFilingsCsv(new Request(`${base}/api/exports/filings.csv`), deps);
    expect(noAuth.status).toBe(403);
  });

  it('streams a CSV in keyset batches in the sort order', async () => {
    const url = await signed(
      `exports/filings.csv?carriers=${encodeURIComponent(carrier)}&sortField=written_premium_change&sortDirection=ascending`,
    );
    const text = await (await serveFilingsCsv(new Request(base + url), deps)).text();
    const premiums = text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',').at(-6));
    expect(premiums.length).toBe(6);
    expect(premiums.map(Number)).toEqual([...premiums.map(Number)].sort((a, b) => a - b));
  });

  it('exports one row per filing with its overall figures when the link says rows=filings', async () => {
    const url = await signed(
      `exports/filings.csv?rows=filings&carriers=${encodeURIComponent(carrier)}&sortField=written_premium_change&sortDirection=descending`,
    );
    const response = await serveFilingsCsv(new Request(base + url), deps);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n');
    const header = csvCells(lines[0] ?? '');
    expect(header.slice(0, 5)).toEqual([
      'serff_tracking_number',
      'carrier',
      'filing_company',
      'company_count',
      'companies',
    ]);
    const listed = await filings.listWholeFilings({
      filters: { carriers: [carrier] },
      sort: { field: 'written_premium_change' },
      pagination: { page: 1, pageSize: 50 },
    });
    // Five filings, one of them with two companies: five rows, in the list's order.
    expect(lines.length - 1).toBe(5);
    expect(lines.length - 1).toBe(listed.pagination?.totalResults);
    const cell = (line: string, name: string) => csvCells(line)[header.indexOf(name)];
    expect(lines.slice(1).map((l) => cell(l, 'serff_tracking_number'))).toEqual(
      listed.wholeFilings.map((w) => w.filing?.serffTrackingNumber),
    );
    const two = lines.find((l) => cell(l, 'serff_tracking_number') === numbers[4]) ?? '';
    expect(cell(two, 'company_count')).toBe('2');
    expect(cell(two, 'companies')).toBe('Doc Co A; Doc Co B');
    const whole = listed.wholeFilings.find((w) => w.filing?.serffTrackingNumber === numbers[4]);
    expect(Number(cell(two, 'written_premium_change'))).toBe(whole?.filing?.writtenPremiumChange);
    expect(Number(cell(two, 'rate_impact'))).toBeCloseTo(
      whole?.filing?.rateImpact ?? Number.NaN,
      6,
    );
    // A sort only whole filings have is fine here, and refused per company.
    const bySubmitted = await signed(
      `exports/filings.csv?rows=filings&carriers=${encodeURIComponent(carrier)}&sortField=submitted_date`,
    );
    expect((await serveFilingsCsv(new Request(base + bySubmitted), deps)).status).toBe(200);
    expect(
      await codeOf(
        documents.getSignedLink({ link: 'exports/filings.csv?sortField=submitted_date' }),
      ),
    ).toBe(Code.InvalidArgument);
  });

  it('zips PDFs through the RPC and the streamed route, within the caps', async () => {
    const links = numbers.slice(0, 3).map((n) => `filings/${n}.pdf`);
    const rpc = await documents.getZipOfPdfs({ pdfLinks: links });
    expect(zipEntries(rpc.zipFile)).toEqual(numbers.slice(0, 3).map((n) => `${n}.pdf`));
    expect(rpc.fileName).toMatch(/^filings-\d{4}-\d{2}-\d{2}\.zip$/);
    const url = await signed(
      `exports/pdfs.zip?${numbers
        .slice(0, 2)
        .map((n) => `t=${n}`)
        .join('&')}`,
    );
    const response = await servePdfsZip(new Request(base + url), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(zipEntries(new Uint8Array(await response.arrayBuffer()))).toHaveLength(2);
    const tooMany = Array.from({ length: 51 }, (_, i) => `filings/ABCD-${100000000 + i}.pdf`);
    expect(await codeOf(documents.getZipOfPdfs({ pdfLinks: tooMany }))).toBe(
      Code.ResourceExhausted,
    );
    expect(await codeOf(documents.getZipOfPdfs({ pdfLinks: ['../../etc/passwd'] }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(documents.getZipOfPdfs({ pdfLinks: ['filings/NONE-000000001.pdf'] }))).toBe(
      Code.NotFound,
    );
    const unknown = await signed(`exports/pdfs.zip?t=${numbers[0]}`);
    const forged = unknown.replace(`t=${numbers[0]}`, 't=..%2Fsecret');
    expect((await servePdfsZip(new Request(base + forged), deps)).status).toBe(403);
  });
});
