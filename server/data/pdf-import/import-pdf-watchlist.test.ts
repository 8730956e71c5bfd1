import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '#server/data/blob-store.ts';
import type { Database } from '#server/db/connection.ts';
import { listNotifications } from '#server/domain/watchlists/list-notifications.ts';
import { matchFilingChanges } from '#server/domain/watchlists/match-filing-changes.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { insertUser, insertWatchlist } from '#tests/support/watchlists.ts';
import { EVAL_SEED, generateFilings } from './eval/evaluate-pdf-extraction.ts';
import { renderGeneratedPdf } from './eval/render-generated-pdf.ts';
import { importPdfFilings } from './import-pdf-filings.ts';

/** Issue 25 and 26: a filing imported from its PDF reaches the watchlists that follow it. */
describe.each(listTestTargets())('a PDF import and the watchlists on %s', (target) => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-pdf-watch-'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('queues the imported filing for matching, and the watchlist of its state is notified', async () => {
    const [a] = generateFilings(1, EVAL_SEED);
    if (!a) throw new Error('no filing');
    await insertUser(db, 'analyst');
    const watchlist = await insertWatchlist(
      db,
      { userId: 'analyst' },
      { name: 'Imported state', filters: { states: [a.whole.state] } },
    );
    await insertWatchlist(
      db,
      { userId: 'analyst' },
      { name: 'Elsewhere', filters: { states: [a.whole.state === 'TX' ? 'CA' : 'TX'] } },
    );
    const name = 'filing.pdf';
    const [report] = await importPdfFilings(db, createLocalBlobStore(join(dir, 'blobs')), {
      sources: [{ name, documents: [{ name, bytes: await renderGeneratedPdf(a) }] }],
    });
    expect(report).toMatchObject({ ok: true, trackingNumber: a.whole.serff_tracking_number });
    const queued = await db.query<{ serff_tracking_number: string }>(
      'select serff_tracking_number from watchlist_filing_changes',
    );
    expect(queued.map((q) => q.serff_tracking_number)).toEqual([a.whole.serff_tracking_number]);
    const matched = await matchFilingChanges(db);
    expect(matched).toMatchObject({ filingsChecked: 1, notificationsCreated: 1 });
    const { notifications } = await listNotifications(db, 'analyst', { limit: 10 });
    expect(notifications.map((n) => [n.watchlistId, n.serffTrackingNumber])).toEqual([
      [watchlist.id, a.whole.serff_tracking_number],
    ]);
  }, 60_000);
});
