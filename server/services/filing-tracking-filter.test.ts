import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsService } from '#gen/ratefiling/v1/analytics_service_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { codeOf, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createAnalyticsService } from './analytics-service.ts';
import { createFilingService } from './filing-service.ts';

/**
 * The tracking-number filter (FilingFilters.tracking_numbers, ADR 024): lists, counts, filter
 * choices and analytics keep exactly the listed filings; unknown numbers are reported; more
 * than 200 or an item that is not a tracking number is INVALID_ARGUMENT.
 */
describe.each(listTestTargets())('the tracking-number filter on %s', (target) => {
  let db: Database;
  const deps = { getDatabase: async () => db };
  const transport = createTestTransport([createFilingService(deps), createAnalyticsService(deps)], {
    userId: 'tracking-user',
  });
  const filings = createClient(FilingService, transport);
  const analytics = createClient(AnalyticsService, transport);
  const carrier = 'Tracking Carrier';
  const numbers: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertCarrier(db, carrier);
    // Five filings; the third has two companies. States alternate TX / OH.
    for (let i = 0; i < 5; i++) {
      const whole = await insertFiling(db, {
        carrier,
        state: i % 2 === 0 ? 'TX' : 'OH',
        disposition_status: 'Approved',
        effective_date_new: `2024-0${i + 1}-01`,
        companies:
          i === 2
            ? [
                { company: 'Tracking One', written_premium_change: 30_000, rate_impact: 3 },
                { company: 'Tracking Two', written_premium_change: 10_000, rate_impact: 1 },
              ]
            : [
                {
                  company: 'Tracking One',
                  written_premium_change: (i + 1) * 10_000,
                  rate_impact: i + 1,
                },
              ],
      });
      numbers.push(whole.serff_tracking_number);
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  const nth = (i: number) => () => numbers[i] ?? '';
  const [first, second, third, fourth] = [nth(0), nth(1), nth(2), nth(3)];

  it('lists exactly the pasted filings, in any case, one row per filing or per company', async () => {
    const picked = [first(), third().toLowerCase(), fourth()];
    const whole = await filings.listWholeFilings({ filters: { trackingNumbers: picked } });
    expect(whole.wholeFilings.map((f) => f.filing?.serffTrackingNumber).sort()).toEqual(
      [first(), third(), fourth()].sort(),
    );
    expect(whole.pagination?.totalResults).toBe(3);
    const rows = await filings.listFilings({ filters: { trackingNumbers: picked } });
    expect(rows.filings.map((f) => `${f.serffTrackingNumber}/${f.company}`).sort()).toEqual(
      [
        `${first()}/Tracking One`,
        `${third()}/Tracking One`,
        `${third()}/Tracking Two`,
        `${fourth()}/Tracking One`,
      ].sort(),
    );
    const count = await filings.getNumberOfFilings({ filters: { trackingNumbers: picked } });
    expect(count.numFilings).toBe(3);
  });

  it('combines with the other filters (AND)', async () => {
    const res = await filings.listWholeFilings({
      filters: { trackingNumbers: [first(), second(), third()], states: ['TX'] },
    });
    expect(res.wholeFilings.map((f) => f.filing?.serffTrackingNumber).sort()).toEqual(
      [first(), third()].sort(),
    );
  });

  it('narrows the filter choices and reports the numbers that name no filing', async () => {
    const meta = await filings.listFilingsEndpointMetadata({
      filters: { trackingNumbers: [second(), 'ZZZZ-99999991', fourth(), 'zzzz-99999990'] },
    });
    expect(meta.states.map(({ value, count }) => ({ value, count }))).toEqual([
      { value: 'OH', count: 2 },
    ]);
    expect(meta.unknownTrackingNumbers).toEqual(['ZZZZ-99999990', 'ZZZZ-99999991']);
    const none = await filings.listFilingsEndpointMetadata({ filters: { states: ['TX'] } });
    expect(none.unknownTrackingNumbers).toEqual([]);
  });

  it('reaches analytics too: the same filter object counts only those filings', async () => {
    const stats = await analytics.getCarrierStats({
      filters: { trackingNumbers: [first(), second()], population: 2 },
    });
    expect(stats.total?.totalFilings).toBe(2);
  });

  it('refuses more than 200 numbers and an item that is not a tracking number', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `ABCD-${String(1_000_000 + i)}`);
    const tooMany = filings.listWholeFilings({ filters: { trackingNumbers: many } });
    await expect(tooMany).rejects.toThrow('Tracking numbers: at most 200 values');
    expect(await codeOf(tooMany)).toBe(Code.InvalidArgument);
    const exactly200 = await filings.getNumberOfFilings({
      filters: { trackingNumbers: [...many.slice(0, 199), first()] },
    });
    expect(exactly200.numFilings).toBe(1);
    const bad = await filings
      .listFilings({ filters: { trackingNumbers: [first(), 'Texas'] } })
      .catch((error: unknown) => ConnectError.from(error));
    expect(bad).toBeInstanceOf(ConnectError);
    expect((bad as ConnectError).code).toBe(Code.InvalidArgument);
    expect((bad as ConnectError).rawMessage).toContain('Texas is not a SERFF tracking number');
  });
});
