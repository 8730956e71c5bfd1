import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRolePermissions } from '#server/auth/auth-roles.ts';
import { type BlobStore, createLocalBlobStore } from '#server/data/blob-store.ts';
import { importFilings } from '#server/data/import-filings.ts';
import {
  EVAL_SEED,
  generateFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import { renderGeneratedPdf } from '#server/data/pdf-import/eval/render-generated-pdf.ts';
import { importPdfFilings } from '#server/data/pdf-import/import-pdf-filings.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { correctExtractedValue } from '#server/domain/extracted-values/correct-extracted-value.ts';
import { listNotifications } from '#server/domain/watchlists/list-notifications.ts';
import { matchFilingChanges } from '#server/domain/watchlists/match-filing-changes.ts';
import { describeReasons } from '#server/domain/watchlists/notification-reasons.ts';
import { createImportGate } from '#server/http/import-gate.ts';
import { serveFilingUpload } from '#server/http/serve-filing-upload.ts';
import { createTestCaller } from '#tests/support/create-test-transport.ts';
import { importRow, toCsv, toJsonLines } from '#tests/support/import-rows.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { insertUser, insertWatchlist } from '#tests/support/watchlists.ts';

/**
 * Every way filings are added or change reaches the watchlists (issue 26): the JSON Lines and CSV
 * import (`npm run import -- FILE`), a filing PDF (`npm run import -- FILE.pdf`), the upload page
 * (POST /api/imports), a new seed (`npm run seed`), a status change (a re-import with the new
 * status, or a correction of the value read from the PDF). Each path queues its filings
 * (enqueueFilingChanges, in its transaction) and the match job turns them into notifications of
 * a watchlist of every filing; a failed import queues nothing, and the same change never
 * notifies twice.
 */
describe.each(listTestTargets())('filing changes reach the watchlists on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-change-sources-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
    await insertUser(db, 'watcher');
    // Every filing, at once: whatever is queued and exists notifies.
    await insertWatchlist(db, { userId: 'watcher' }, { name: 'Everything' });
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const queued = async () =>
    (
      await db.query<{ serff_tracking_number: string }>(
        'select serff_tracking_number from watchlist_filing_changes order by 1',
      )
    ).map((r) => r.serff_tracking_number);
  /** The watcher's notifications of `filing`, oldest first, as the app words them. */
  const notificationsOf = async (filing: string) =>
    (await listNotifications(db, 'watcher', { limit: 100 })).notifications
      .filter((n) => n.serffTrackingNumber === filing)
      .reverse()
      .map((n) => (n.reasons ? describeReasons(n.reasons) : []));

  it('a JSON Lines import queues its filings, and each notifies once', async () => {
    const rows = [
      importRow({ serff_tracking_number: 'JSNL-134700001' }),
      importRow({ serff_tracking_number: 'JSNL-134700002', state: 'CA' }),
    ];
    const result = await importFilings(db, blobs, {
      text: toJsonLines(rows),
      format: 'jsonl',
      pdfDir: dir,
    });
    expect(result.ok).toBe(true);
    expect(await queued()).toEqual(['JSNL-134700001', 'JSNL-134700002']);
    expect(await matchFilingChanges(db)).toMatchObject({
      filingsChecked: 2,
      notificationsCreated: 2,
    });
    expect(await queued()).toEqual([]);
    expect(await notificationsOf('JSNL-134700001')).toEqual([
      ['New match for this watchlist', 'Matches the watchlist filters'],
    ]);
  });

  it('a CSV import queues its filings; the same file again notifies nothing new', async () => {
    const csv = toCsv([importRow({ serff_tracking_number: 'CSVF-134700003', rate_impact: 4 })]);
    const imported = await importFilings(db, blobs, { text: csv, format: 'csv', pdfDir: dir });
    expect(imported.ok).toBe(true);
    expect(await queued()).toEqual(['CSVF-134700003']);
    expect(await matchFilingChanges(db)).toMatchObject({ notificationsCreated: 1 });
    await importFilings(db, blobs, { text: csv, format: 'csv', pdfDir: dir });
    expect(await queued()).toEqual(['CSVF-134700003']);
    expect(await matchFilingChanges(db)).toMatchObject({
      filingsChecked: 1,
      notificationsCreated: 0,
    });
    expect(await notificationsOf('CSVF-134700003')).toHaveLength(1);
  });

  it('a status change (the filing imported again with its new status) is a new alert, once', async () => {
    const pending = importRow({
      serff_tracking_number: 'STAT-134700004',
      disposition_status: 'Pending',
      rate_impact: 5,
    });
    const text = (status: string) => toJsonLines([{ ...pending, disposition_status: status }]);
    await importFilings(db, blobs, { text: text('Pending'), format: 'jsonl', pdfDir: dir });
    await matchFilingChanges(db);
    await importFilings(db, blobs, { text: text('Approved'), format: 'jsonl', pdfDir: dir });
    expect(await matchFilingChanges(db)).toMatchObject({ notificationsCreated: 1 });
    await importFilings(db, blobs, { text: text('Approved'), format: 'jsonl', pdfDir: dir });
    expect(await matchFilingChanges(db)).toMatchObject({ notificationsCreated: 0 });
    expect(await notificationsOf('STAT-134700004')).toEqual([
      ['New match for this watchlist', 'Matches the watchlist filters'],
      ['Status changed from Pending to Approved', 'Matches the watchlist filters'],
    ]);
  });

  it('an import with a bad row writes and queues nothing', async () => {
    const bad = toJsonLines([
      importRow({ serff_tracking_number: 'BADR-134700005' }),
      { ...importRow({ serff_tracking_number: 'BADR-134700006' }), state: 'XX' },
    ]);
    const result = await importFilings(db, blobs, { text: bad, format: 'jsonl', pdfDir: dir });
    expect(result.ok).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('a filing PDF (npm run import -- FILE.pdf) queues its filing', async () => {
    const [aggregate] = generateFilings(1, EVAL_SEED);
    if (!aggregate) throw new Error('no generated filing');
    const name = `${aggregate.whole.serff_tracking_number}.pdf`;
    const bytes = await renderGeneratedPdf(aggregate);
    const [report] = await importPdfFilings(db, blobs, {
      sources: [{ name, documents: [{ name, bytes }] }],
    });
    expect(report?.ok).toBe(true);
    expect(await queued()).toEqual([aggregate.whole.serff_tracking_number]);
    expect(await matchFilingChanges(db)).toMatchObject({ notificationsCreated: 1 });
    expect(await notificationsOf(aggregate.whole.serff_tracking_number)).toHaveLength(1);

    // Correcting the status read from the PDF is a status change too.
    const corrected = await correctExtractedValue(db, 'watcher', {
      serffTrackingNumber: aggregate.whole.serff_tracking_number,
      fieldPath: 'filing.disposition_status',
      value: 'Withdrawn',
    });
    expect(corrected.ok).toBe(true);
    expect(await queued()).toEqual([aggregate.whole.serff_tracking_number]);
    await matchFilingChanges(db);
    const alerts = await notificationsOf(aggregate.whole.serff_tracking_number);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]?.[0]).toMatch(/^Status changed from \w+ to Withdrawn$/);
  });

  it('an upload on the import page (POST /api/imports) queues its filing', async () => {
    const aggregate = generateFilings(2, EVAL_SEED)[1];
    if (!aggregate) throw new Error('no generated filing');
    const trackingNumber = aggregate.whole.serff_tracking_number;
    const admin = createTestCaller('upload-admin', {
      organizationId: 'org-upload',
      organizationRole: 'admin',
      organizationPermissions: listRolePermissions('admin'),
    });
    const base = 'https://rates.example.com';
    const response = await serveFilingUpload(
      new Request(`${base}/api/imports?name=${trackingNumber}.pdf`, {
        method: 'POST',
        headers: { authorization: 'Bearer admin.token.x', 'content-type': 'application/pdf' },
        body: new Uint8Array(await renderGeneratedPdf(aggregate)),
      }),
      {
        getDatabase: async () => db,
        getBlobs: () => blobs,
        trustedOrigins: () => [base],
        verifyCaller: async () => admin,
        gate: createImportGate(),
      },
    );
    expect(response.status).toBe(200);
    expect(await queued()).toEqual([trackingNumber]);
    expect(await matchFilingChanges(db)).toMatchObject({ notificationsCreated: 1 });
    expect(await notificationsOf(trackingNumber)).toHaveLength(1);
  });

  it('a new seed queues every filing; the same seed again notifies nothing new', async () => {
    await seedDatabase(db, { filings: 25, seed: 7 });
    const seeded = await db.query<{ serff_tracking_number: string }>(
      'select serff_tracking_number from whole_filings order by 1',
    );
    expect(seeded).toHaveLength(25);
    expect(await queued()).toEqual(seeded.map((r) => r.serff_tracking_number));
    expect(await matchFilingChanges(db)).toMatchObject({
      filingsChecked: 25,
      notificationsCreated: 25,
    });
    await seedDatabase(db, { filings: 25, seed: 7 });
    expect(await matchFilingChanges(db)).toMatchObject({
      filingsChecked: 25,
      notificationsCreated: 0,
    });
  });
});
