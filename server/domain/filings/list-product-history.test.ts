import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { companyFigures } from '#tests/support/factories/insert-analytics-filings.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { compoundRateImpacts, listProductHistory } from './list-product-history.ts';

describe('compoundRateImpacts', () => {
  it.each([
    [[10, 10], 21],
    [[], 0],
    [[5], 5],
    [[-50, 100], 0],
    [[-10, -10], -19],
    [[33.3333, 0], 33.333],
    [[17.5, 2, -4], 15.056],
  ])('compounds %j to %d', (impacts, expected) => {
    expect(compoundRateImpacts(impacts)).toBe(expected);
  });
});

describe.each(listTestTargets())('listProductHistory on %s', (target) => {
  let db: Database;
  let segment: number;
  let order: string[];
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const [row] = await db.query<{ id: number }>(
      `insert into product_segments (carrier, state, line_of_business, product_name)
       values ('Acme Group', 'TX', '19.0 Personal Auto', 'Auto') returning id`,
    );
    segment = row?.id ?? 0;
    const filing = (over: Parameters<typeof insertFiling>[1]) =>
      insertFiling(db, { carrier: 'Acme Group', product_segment: segment, ...over });
    const first = await filing({
      effective_date_new: '2023-01-01',
      submitted_date: '2022-10-01',
      summary: 'First revision',
      companies: [companyFigures('A Co', 10, 1_000_000), companyFigures('B Co', 20, 3_000_000)],
    });
    const noPremium = await filing({
      effective_date_new: '2024-01-01',
      submitted_date: '2023-09-01',
      companies: [{ company: 'A Co', rate_impact: 2, written_premium_for_program: null }],
    });
    const cut = await filing({
      effective_date_new: '2024-01-01',
      submitted_date: '2023-10-01',
      companies: [companyFigures('A Co', -4, 1_000_000)],
    });
    const withdrawn = await filing({
      disposition_status: 'Withdrawn',
      effective_date_new: '2024-06-01',
      companies: [companyFigures('A Co', 8, 1_000_000)],
    });
    const pending = await filing({
      disposition_status: 'Pending',
      disposition_date: null,
      effective_date_new: null,
      submitted_date: '2024-08-01',
      companies: [companyFigures('A Co', 3, 1_000_000)],
    });
    await insertFiling(db, { carrier: 'Acme Group', effective_date_new: '2023-02-01' });
    order = [first, noPremium, cut, withdrawn, pending].map((f) => f.serff_tracking_number);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('lists the segment in effective-date order, then submission date, undated last', async () => {
    const history = await listProductHistory(db, segment, '2024-03-01');
    expect(history).toMatchObject({
      segmentId: segment,
      carrier: 'Acme Group',
      state: 'TX',
      lob: '19.0 Personal Auto',
    });
    expect(history?.entries.map((e) => e.serff_tracking_number)).toEqual(order);
    expect(history?.entries[0]).toMatchObject({
      status: 'Approved',
      effective_date: '2023-01-01',
      submitted_date: '2022-10-01',
      product_name: 'Private Passenger Auto',
      summary: 'First revision',
      weighted_rate_impact: 17.5,
      sum_policyholders_affected: 13_800,
      written_premium_for_program: 4_000_000,
      took_effect: true,
    });
    // Without premium: the filing's overall figure; no premium at all is 0.
    expect(history?.entries[1]).toMatchObject({
      weighted_rate_impact: 2,
      written_premium_for_program: 0,
      summary: '',
    });
  });

  it('compounds only the filings that took effect by the as-of date', async () => {
    const history = await listProductHistory(db, segment, '2024-03-01');
    expect(history?.entries.map((e) => e.took_effect)).toEqual([true, true, true, false, false]);
    expect(history?.cumulativeRateImpact).toBe(15.056);
    expect((await listProductHistory(db, segment, '2023-06-01'))?.cumulativeRateImpact).toBe(17.5);
    expect((await listProductHistory(db, segment, '2022-12-31'))?.cumulativeRateImpact).toBe(0);
    expect((await listProductHistory(db, segment, '2099-01-01'))?.cumulativeRateImpact).toBe(
      15.056,
    );
  });

  it('is undefined for an unknown segment', async () => {
    expect(await listProductHistory(db, segment + 1000)).toBeUndefined();
  });
});
