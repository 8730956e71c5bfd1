import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '#contract/intelligence/diff-report.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { IntelligenceService } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { formatLevel } from '#server/domain/intelligence/format-figures.ts';
import { createServiceClient } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createFilingService } from './filing-service.ts';
import { createIntelligenceService } from './intelligence-service.ts';

// Issue 18: expense and permissible loss ratios of the demo data reach every reader in
// percentage points (27.0 = 27 %), as the api promises; only the filing PDF prints fractions.
describe.each(listTestTargets())('ratio units on %s', (target) => {
  let db: Database;
  let tn = '';
  let other = '';
  let expense = 0;
  let lossRatio = 0;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 40, seed: 18 });
    const rows = await db.query<{ tn: string; e: number; p: number }>(
      `select serff_tracking_number as tn, expense_ratio as e, permissible_loss_ratio as p
       from supplemental_metrics order by serff_tracking_number, company, coverage, id`,
    );
    const first = rows[0];
    if (!first) throw new Error('the demo has no supplemental metrics');
    ({ tn, e: expense, p: lossRatio } = first);
    other = rows.find((r) => r.tn !== tn)?.tn ?? '';
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores and serves ratios in percentage points', async () => {
    expect(expense).toBeGreaterThan(10);
    expect(lossRatio).toBeGreaterThan(50);
    const client = createServiceClient(
      FilingService,
      createFilingService({ getDatabase: async () => db }),
      'user-a',
    );
    const { wholeFiling } = await client.getWholeFiling({ serffTrackingNumber: tn });
    const [metric] = wholeFiling?.filing?.supplementalMetrics ?? [];
    expect(metric).toMatchObject({ expenseRatio: expense, permissibleLossRatio: lossRatio });
  });

  it('keeps fractions in the filing PDF text only', async () => {
    const pages = await db.query<{ content: string }>(
      'select content from document_pages where serff_tracking_number = $1',
      [tn],
    );
    expect(pages.map((p) => p.content).join('\n')).toContain(
      `\t${(expense / 100).toFixed(3)}\t${(lossRatio / 100).toFixed(3)}\t`,
    );
  });

  it('shows ratios in percent in /diff and in objection replies', async () => {
    const client = createServiceClient(
      IntelligenceService,
      createIntelligenceService({ getDatabase: async () => db, rewriteProse: undefined }),
      'user-a',
    );
    const diff = await client.createDiff({ serffTrackingNumberA: tn, serffTrackingNumberB: other });
    const report = JSON.parse(diff.reportJson) as DiffReport;
    const ratios = report.supplementalMetrics
      .flatMap((m) => m.figures)
      .filter((f) => f.metric === 'expense_ratio' && f.a !== null);
    expect(ratios.length).toBeGreaterThan(0);
    expect(ratios.map((f) => f.a)).toContain(expense);
    for (const f of ratios) expect(f.a).toBeGreaterThan(10);
    const reply = await client.createObjectionReply({
      objectionContent: 'Please provide the basic-limits rate level indications by coverage.',
      serffTrackingNumber: tn,
    });
    expect(reply.reply?.content).toContain(`permissible loss ratio ${formatLevel(lossRatio)}`);
  });
});
