import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '#contract/intelligence/diff-report.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { IntelligenceService } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { APPROVED_STATUSES, PENDING_STATUSES } from '#server/data/reference/dispositions.ts';
import type { Database } from '#server/db/connection.ts';
import { tookEffect } from '#server/domain/filings/took-effect.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { TWO_COMPANY_FIGURES } from '#tests/support/factories/two-company-figures.ts';
import { createServiceClient, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createFilingService } from './filing-service.ts';
import { createIntelligenceService } from './intelligence-service.ts';

// Issue 18: overall figures of a multi-company filing and product history compounding, through
// the api (PGlite, and the PostgreSQL server when TEST_DATABASE_URL is set).
describe.each(listTestTargets())('filing figures on %s', (target) => {
  let db: Database;
  let filings: ReturnType<typeof createServiceClient<typeof FilingService>>;
  let intelligence: ReturnType<typeof createServiceClient<typeof IntelligenceService>>;
  const carrier = 'Figures Mutual';
  let multi = '';
  let single = '';

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertCarrier(db, carrier);
    filings = createServiceClient(
      FilingService,
      createFilingService({ getDatabase: async () => db }),
      'user-a',
    );
    intelligence = createServiceClient(
      IntelligenceService,
      createIntelligenceService({ getDatabase: async () => db, rewriteProse: undefined }),
      'user-a',
    );
    // The first company (by name) has the smaller figures: a first-company read shows +13.6/0.
    multi = (
      await insertFiling(db, {
        carrier,
        companies: [...TWO_COMPANY_FIGURES],
      })
    ).serff_tracking_number;
    single = (
      await insertFiling(db, {
        carrier,
        companies: [{ company: 'Figures A Insurance', max_change: 11, min_change: -2 }],
      })
    ).serff_tracking_number;
  });
  afterAll(async () => {
    await db.close();
  });

  const expectOverall = (f: { [k: string]: unknown } | undefined) =>
    expect(f).toMatchObject({
      company: 'Multiple',
      maxChange: 33.2,
      minChange: -10.6,
      averagePremiumChange: (90 * 10 + 210 * 30) / 40,
      rateImpact: (6 * 10 + 14 * 30) / 40,
      indicatedChange: (9 * 10 + 15 * 30) / 40,
      writtenPremiumChange: 4_800_000,
      writtenPremiumForProgram: 40_000_000,
      policyholdersAffected: 25_000,
    });

  it('shows a multi-company filing with overall figures across its companies', async () => {
    const { wholeFiling } = await filings.getWholeFiling({ serffTrackingNumber: multi });
    expectOverall(wholeFiling?.filing);
    expect(wholeFiling?.companyMetrics.map((c) => [c.name, c.maxChange, c.minChange])).toEqual([
      ['Figures A Insurance', 13.6, 0],
      ['Figures B Casualty', 33.2, -10.6],
    ]);
    // One company's view keeps that company's own figures.
    const { filing } = await filings.getFiling({
      serffTrackingNumber: multi,
      company: 'Figures A Insurance',
    });
    expect(filing).toMatchObject({ maxChange: 13.6, minChange: 0, averagePremiumChange: 90 });
  });

  it('lists whole filings with the same overall figures', async () => {
    const { wholeFilings } = await filings.listWholeFilings({ filters: { carriers: [carrier] } });
    expectOverall(wholeFilings.find((w) => w.filing?.serffTrackingNumber === multi)?.filing);
    const one = wholeFilings.find((w) => w.filing?.serffTrackingNumber === single)?.filing;
    expect(one).toMatchObject({ company: 'Figures A Insurance', maxChange: 11, minChange: -2 });
  });

  it('compares overall maximum, minimum and average premium change in /diff', async () => {
    const res = await intelligence.createDiff({
      serffTrackingNumberA: single,
      serffTrackingNumberB: multi,
    });
    const report = JSON.parse(res.reportJson) as DiffReport;
    const figure = (metric: string) => report.overall.find((f) => f.metric === metric);
    expect(figure('overall_max_change')).toMatchObject({ a: 11, b: 33.2, delta: 22.2 });
    expect(figure('overall_min_change')).toMatchObject({ a: -2, b: -10.6 });
    expect(figure('overall_average_premium_change')?.b).toBeCloseTo(180, 6);
  });

  it('exposes the overall figures in the custom-query view', async () => {
    const [row] = await db.query<{ max_change: number; min_change: number }>(
      'select max_change, min_change from query_views.filings where serff_tracking_number = $1',
      [multi],
    );
    expect(row).toEqual({ max_change: 33.2, min_change: -10.6 });
  });

  it('defines "took effect" alike in SQL and TypeScript', async () => {
    const statuses = [
      ...APPROVED_STATUSES,
      ...PENDING_STATUSES.map(([s]) => s),
      'Withdrawn',
      'Disapproved',
      'Closed (no response)',
    ];
    for (const status of statuses)
      for (const effective of ['2024-01-01', '2024-01-02', null]) {
        const [row] = await db.query<{ t: boolean }>(
          'select public.filing_took_effect($1, $2::date, $3::date) as t',
          [status, effective, '2024-01-01'],
        );
        expect(row?.t, `${status} ${effective}`).toBe(tookEffect(status, effective, '2024-01-01'));
      }
  });

  it('compounds only the filings that took effect, in effective-date order, marking the rest', async () => {
    const [segment] = await db.query<{ id: number }>(
      `insert into product_segments (carrier, state, line_of_business, product_name)
       values ($1, 'CA', '04.0 Homeowners', 'Figures Home') returning id`,
      [carrier],
    );
    const segmentId = segment?.id ?? 0;
    const specs = [
      // status, submitted, effective, impact
      ['Approved', '2021-01-10', '2021-06-01', 10],
      ['Withdrawn', '2021-09-01', '2022-01-01', 40],
      ['Disapproved', '2022-02-01', '2022-08-01', 30],
      ['Approved as Amended', '2022-06-01', '2022-12-01', 5],
      ['Pending', '2024-01-01', '2024-06-01', 25],
      ['Approved', '2026-01-01', '2099-01-01', 7],
    ] as const;
    for (const [status, submitted, effective, impact] of specs)
      await insertFiling(db, {
        carrier,
        state: 'CA',
        product_name: 'Figures Home',
        product_segment: segmentId,
        disposition_status: status,
        submitted_date: submitted,
        effective_date_new: effective,
        companies: [{ company: 'Figures A Insurance', rate_impact: impact }],
      });
    const { productHistory } = await filings.listProductHistory({ segmentId });
    const entries = productHistory?.entries ?? [];
    expect(entries.map((e) => [e.status, e.tookEffect])).toEqual([
      ['Approved', true],
      ['Withdrawn', false],
      ['Disapproved', false],
      ['Approved as Amended', true],
      ['Pending', false],
      ['Approved', false],
    ]);
    expect(productHistory?.cumulativeRateImpact).toBeCloseTo((1.1 * 1.05 - 1) * 100, 3);
    // Product updates, newest first, say the same of each filing.
    const { updates } = await filings.getProductUpdates({ carrier, product: 'Figures Home' });
    expect(updates.map((u) => [u.dispositionStatus, u.tookEffect])).toEqual([
      ['Approved', false],
      ['Pending', false],
      ['Approved as Amended', true],
      ['Disapproved', false],
      ['Withdrawn', false],
      ['Approved', true],
    ]);
  });

  it('serves the prior revision and refiling links on the filing and in product history', async () => {
    await db.query(
      `update whole_filings set prior_serff_tracking_number = $2, refiles_serff_tracking_number = $3
       where serff_tracking_number = $1`,
      [multi, single, 'ABCD-131000001'],
    );
    const { wholeFiling } = await filings.getWholeFiling({ serffTrackingNumber: multi });
    expect(wholeFiling?.filing).toMatchObject({
      priorSerffTrackingNumber: single,
      refilesSerffTrackingNumber: 'ABCD-131000001',
    });
    const { filing } = await filings.getFiling({
      serffTrackingNumber: multi,
      company: 'Figures B Casualty',
    });
    expect(filing?.priorSerffTrackingNumber).toBe(single);
    const { wholeFiling: none } = await filings.getWholeFiling({ serffTrackingNumber: single });
    expect(none?.filing?.priorSerffTrackingNumber).toBe('');
  });
});
