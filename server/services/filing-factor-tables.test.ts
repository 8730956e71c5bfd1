import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PremiumEffectBasis } from '#gen/ratefiling/v1/filing_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createServiceClient } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createFilingService } from './filing-service.ts';

// Issue 21: a filing's revised factors come level by level, with the premium effect and the PDF
// page that prints each table; base rates by coverage likewise.
describe.each(listTestTargets())('factor tables of a filing on %s', (target) => {
  let db: Database;
  let rateFilings: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 60, seed: 21 });
    const rows = await db.query<{ tn: string }>(
      `select w.serff_tracking_number as tn from whole_filings w
       where exists (select 1 from rating_factors r where r.serff_tracking_number = w.serff_tracking_number)
         and exists (select 1 from base_rates b where b.serff_tracking_number = w.serff_tracking_number)
       order by 1 limit 5`,
    );
    rateFilings = rows.map((r) => r.tn);
  });
  afterAll(async () => {
    await db.close();
  });

  it('serves every level of every revised factor, its premium effect and its PDF page', async () => {
    expect(rateFilings.length).toBeGreaterThan(0);
    const client = createServiceClient(
      FilingService,
      createFilingService({ getDatabase: async () => db }),
      'user-a',
    );
    for (const tn of rateFilings) {
      const { wholeFiling } = await client.getWholeFiling({ serffTrackingNumber: tn });
      const filing = wholeFiling?.filing;
      const factors = filing?.ratingFactors ?? [];
      expect(factors.length).toBeGreaterThan(0);
      for (const factor of factors) {
        expect(factor.levels.length).toBeGreaterThan(1);
        for (const level of factor.levels) {
          expect(Number.isFinite(level.relativityBefore)).toBe(true);
          expect(Number.isFinite(level.relativityAfter)).toBe(true);
        }
        expect(factor.levels.filter((l) => l.base).map((l) => l.relativityAfter)).toEqual([1]);
        // The demo gives every table its exposure distribution: the effect is the filed change.
        expect(factor.premiumEffectBasis).toBe(PremiumEffectBasis.EXPOSURE);
        expect(factor.premiumEffect).toBeCloseTo(factor.change, 1);
        // Independent SQL over the stored levels (docs/analytics-definitions.md).
        const [sqlEffect] = await db.query<{ effect: number }>(
          `select 100 * (sum((l->>'weight')::float8 * (l->>'after')::float8)
              / sum((l->>'weight')::float8 * (l->>'before')::float8) - 1) as effect
           from rating_factors r cross join jsonb_array_elements(r.levels) l
           where r.serff_tracking_number = $1 and r.factor = $2`,
          [tn, factor.name],
        );
        expect(factor.premiumEffect).toBeCloseTo(Number(sqlEffect?.effect), 2);
        const [page] = await db.query<{ content: string }>(
          'select content from document_pages where serff_tracking_number = $1 and page_number = $2',
          [tn, factor.pdfPage],
        );
        expect(page?.content).toContain(`. ${factor.name} (`);
      }
      const rates = filing?.baseRates ?? [];
      expect(rates.length).toBeGreaterThan(0);
      const [ratePage] = await db.query<{ content: string }>(
        'select content from document_pages where serff_tracking_number = $1 and page_number = $2',
        [tn, rates[0]?.pdfPage],
      );
      expect(ratePage?.content).toContain('Base Rates:');
    }
  });

  it("serves one factor's table across its program's filings, oldest first", async () => {
    const client = createServiceClient(
      FilingService,
      createFilingService({ getDatabase: async () => db }),
      'user-a',
    );
    const [segment] = await db.query<{ id: number; factor: string; n: number }>(
      `select w.product_segment as id, r.factor, count(distinct w.serff_tracking_number)::int as n
       from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
       where w.product_segment is not null
       group by 1, 2 order by n desc, id, factor limit 1`,
    );
    if (!segment) throw new Error('no factor revised in a segment');
    const history = await client.getFactorHistory({
      segmentId: segment.id,
      factor: segment.factor,
    });
    expect(history.factor).toBe(segment.factor);
    expect(history.factors.find((f) => f.value === segment.factor)?.count).toBe(segment.n);
    expect(history.revisions).toHaveLength(segment.n);
    const stored = await db.query<{ tn: string; levels: { after: number }[] }>(
      `select distinct on (w.effective_date_new, w.submitted_date, w.serff_tracking_number)
         w.serff_tracking_number as tn, r.levels
       from rating_factors r join whole_filings w on w.serff_tracking_number = r.serff_tracking_number
       where w.product_segment = $1 and r.factor = $2
       order by w.effective_date_new, w.submitted_date, w.serff_tracking_number, r.id`,
      [segment.id, segment.factor],
    );
    expect(history.revisions.map((r) => r.serffTrackingNumber)).toEqual(stored.map((r) => r.tn));
    expect(history.revisions.map((r) => r.levels.map((l) => l.relativityAfter))).toEqual(
      stored.map((r) => r.levels.map((l) => l.after)),
    );
    // Empty: the most often revised factor of the segment.
    const first = await client.getFactorHistory({ segmentId: segment.id });
    expect(first.factor).toBe(first.factors[0]?.value);
    await expect(client.getFactorHistory({ segmentId: 999_999 })).rejects.toThrow(
      /No product segment/,
    );
  });
});
