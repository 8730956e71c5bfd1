import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { assignReviewer, insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { codeOf, createServiceClient, insertCarrier } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createFilingService } from './filing-service.ts';

describe.each(listTestTargets())('FilingService on %s', (target) => {
  let db: Database;
  let client: ReturnType<typeof createServiceClient<typeof FilingService>>;
  const carrier = 'Listing Carrier';
  const numbers: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    await insertCarrier(db, carrier);
    const registration = createFilingService({ getDatabase: async () => db });
    client = createServiceClient(FilingService, registration, 'user-a');
    // Eight single-company filings: states TX/OH alternate, premium changes 100k..800k.
    for (let i = 0; i < 8; i++) {
      const whole = await insertFiling(db, {
        carrier,
        state: i % 2 === 0 ? 'TX' : 'OH',
        filing_type: i < 4 ? 'Rate' : 'Rule',
        effective_date_new: `2024-0${i + 1}-15`,
        companies: [
          {
            company: `Listing Company ${i % 3}`,
            written_premium_change: (i + 1) * 100_000,
            rate_impact: i,
          },
        ],
      });
      numbers.push(whole.serff_tracking_number);
    }
  });
  afterAll(async () => {
    await db.close();
  });

  const mine = { carriers: [carrier] };

  it('lists with the default sort: written premium change descending', async () => {
    const res = await client.listFilings({ filters: mine });
    expect(res.filings.map((f) => f.writtenPremiumChange)).toEqual([
      800_000, 700_000, 600_000, 500_000, 400_000, 300_000, 200_000, 100_000,
    ]);
    expect(res.pagination).toMatchObject({ nextPage: 0, totalPages: 1, totalResults: 8 });
    expect(res.filings[0]?.pdfLink).toMatch(/^filings\/.+\.pdf$/);
  });

  it('sorts ascending and by text and date columns', async () => {
    const asc = await client.listFilings({
      filters: mine,
      sort: { field: 'rate_impact', direction: SortDirection.ASCENDING },
    });
    expect(asc.filings.map((f) => f.rateImpact)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const byDate = await client.listFilings({
      filters: mine,
      sort: { field: 'effective_date_new', direction: SortDirection.DESCENDING },
    });
    expect(byDate.filings[0]?.effectiveDateNew).toMatchObject({ year: 2024, month: 8, day: 15 });
    const byState = await client.listFilings({
      filters: mine,
      sort: { field: 'state', direction: SortDirection.ASCENDING },
    });
    expect(byState.filings.map((f) => f.state)).toEqual([
      'OH',
      'OH',
      'OH',
      'OH',
      'TX',
      'TX',
      'TX',
      'TX',
    ]);
  });

  it('combines filters: OR within a field, AND across fields, inclusive date range', async () => {
    const tx = await client.listFilings({ filters: { ...mine, states: ['TX'] } });
    expect(tx.pagination?.totalResults).toBe(4);
    const both = await client.listFilings({ filters: { ...mine, states: ['TX', 'OH'] } });
    expect(both.pagination?.totalResults).toBe(8);
    const txRate = await client.listFilings({
      filters: { ...mine, states: ['TX'], filingTypes: ['Rate'] },
    });
    expect(txRate.filings.map((f) => f.writtenPremiumChange)).toEqual([300_000, 100_000]);
    const dated = await client.listFilings({
      filters: {
        ...mine,
        startDate: { year: 2024, month: 2, day: 15 },
        endDate: { year: 2024, month: 4 },
      },
    });
    expect(dated.pagination?.totalResults).toBe(3);
    const year = await client.getNumberOfFilings({
      filters: { ...mine, startDate: { year: 2024 }, endDate: { year: 2024 } },
    });
    expect(year.numFilings).toBe(8);
    const company = await client.listFilings({
      filters: { ...mine, companies: ['Listing Company 0'] },
    });
    expect(company.pagination?.totalResults).toBe(3);
    const none = await client.listFilings({ filters: { ...mine, states: ['CA'] } });
    expect(none.filings).toEqual([]);
    expect(none.pagination).toMatchObject({ nextPage: 0, totalPages: 0, totalResults: 0 });
  });

  it('pages: next page, last page (read backwards) and a page past the end', async () => {
    const first = await client.listFilings({ filters: mine, pagination: { page: 1, pageSize: 3 } });
    expect(first.pagination).toMatchObject({ nextPage: 2, totalPages: 3, totalResults: 8 });
    const second = await client.listFilings({
      filters: mine,
      pagination: { page: 2, pageSize: 3 },
    });
    expect(second.filings.map((f) => f.writtenPremiumChange)).toEqual([500_000, 400_000, 300_000]);
    const last = await client.listFilings({ filters: mine, pagination: { page: 3, pageSize: 3 } });
    expect(last.filings.map((f) => f.writtenPremiumChange)).toEqual([200_000, 100_000]);
    expect(last.pagination?.nextPage).toBe(0);
    const past = await client.listFilings({ filters: mine, pagination: { page: 9, pageSize: 3 } });
    expect(past.filings).toEqual([]);
    expect(past.pagination).toMatchObject({ nextPage: 0, totalPages: 3 });
  });

  it('refuses invalid input with invalid_argument', async () => {
    const bad = [
      client.listFilings({ pagination: { page: 1, pageSize: 101 } }),
      client.listFilings({ pagination: { page: -1 } }),
      client.listFilings({ sort: { field: 'drop table filings' } }),
      client.listFilings({ filters: { startDate: { year: 2024, month: 13 } } }),
      client.listFilings({ filters: { startDate: { year: 2024, month: 2, day: 30 } } }),
      client.listFilings({ filters: { startDate: { year: 2025 }, endDate: { year: 2024 } } }),
      client.listFilings({ filters: { states: ['Texas'] } }),
      client.listFilings({ filters: { carriers: Array.from({ length: 201 }, (_, i) => `c${i}`) } }),
      client.getFiling({ serffTrackingNumber: '../etc/passwd', company: 'x' }),
      client.listProductHistory({ segmentId: 0 }),
    ];
    for (const call of bad) expect(await codeOf(call)).toBe(Code.InvalidArgument);
  });

  it('counts filings and lists whole filings', async () => {
    expect(
      (await client.getNumberOfFilings({ filters: { ...mine, states: ['OH'] } })).numFilings,
    ).toBe(4);
    const whole = await client.listWholeFilings({
      filters: mine,
      sort: { field: 'written_premium_change', direction: SortDirection.ASCENDING },
      pagination: { page: 1, pageSize: 2 },
    });
    expect(whole.pagination).toMatchObject({ totalResults: 8, totalPages: 4, nextPage: 2 });
    expect(whole.wholeFilings[0]?.companyMetrics).toHaveLength(1);
    expect(whole.wholeFilings[0]?.filing?.writtenPremiumChange).toBe(100_000);
    expect(await codeOf(client.listWholeFilings({ sort: { field: 'premium' } }))).toBe(
      Code.InvalidArgument,
    );
  });

  it('gets a filing, a whole filing with its children, and answers not_found', async () => {
    await insertCarrier(db, 'Detail Carrier');
    const reviewer = await insertReviewer(db, { name: 'Pat Primary' });
    const whole = await insertFiling(db, {
      carrier: 'Detail Carrier',
      filing_company: 'Multiple',
      days_to_approval: 40,
      companies: [
        { company: 'Detail A', written_premium_for_program: 3_000_000, rate_impact: 10 },
        { company: 'Detail B', written_premium_for_program: 1_000_000, rate_impact: 2 },
      ],
      objections: [{ content: 'Round one', reply_content: 'Reply one' }, { content: 'Round two' }],
      ratingFactors: [
        { factor: 'Driver Age', change: 3.5, before_value: '1.000', after_value: '1.035' },
      ],
    });
    const tn = whole.serff_tracking_number;
    await assignReviewer(db, tn, reviewer, 'primary');
    const one = await client.getFiling({ serffTrackingNumber: tn, company: 'Detail B' });
    expect(one.filing).toMatchObject({
      company: 'Detail B',
      rateImpact: 2,
      serffTrackingNumber: tn,
    });
    expect(one.filing?.objections.map((o) => o.round)).toEqual([1, 2]);
    expect(one.filing?.objections[0]?.reply).toBe('Reply one');
    expect(one.filing?.ratingFactors[0]).toMatchObject({
      name: 'Driver Age',
      relativityAfter: 1.035,
    });
    const full = await client.getWholeFiling({ serffTrackingNumber: tn });
    expect(full.wholeFiling?.companyMetrics.map((c) => c.name)).toEqual(['Detail A', 'Detail B']);
    expect(full.wholeFiling?.filing?.doiReview?.reviewers).toEqual([
      expect.objectContaining({ name: 'Pat Primary', role: 1 }),
    ]);
    expect(full.wholeFiling?.filing?.doiReview?.daysToApproval).toBe(40);
    expect(full.wholeFiling?.filing?.pdfPageCount).toBeGreaterThan(0);
    expect(full.wholeFiling?.filing?.changeLog).toBeTypeOf('string');
    expect(await codeOf(client.getFiling({ serffTrackingNumber: tn, company: 'Nobody' }))).toBe(
      Code.NotFound,
    );
    expect(await codeOf(client.getWholeFiling({ serffTrackingNumber: 'NONE-000000001' }))).toBe(
      Code.NotFound,
    );
    expect((await client.filingExists({ serffTrackingNumber: tn })).exists).toBe(true);
    expect((await client.filingExists({ serffTrackingNumber: 'NONE-000000001' })).exists).toBe(
      false,
    );
  });

  it("lists filter metadata with counts, ignoring a field's own filter", async () => {
    const meta = await client.listFilingsEndpointMetadata({ filters: { ...mine, states: ['TX'] } });
    expect(meta.states).toEqual([
      { $typeName: 'ratefiling.v1.ValueCount', value: 'OH', count: 4 },
      { $typeName: 'ratefiling.v1.ValueCount', value: 'TX', count: 4 },
    ]);
    expect(meta.filingTypes.map((v) => [v.value, v.count])).toEqual([
      ['Rate', 2],
      ['Rule', 2],
    ]);
    expect(meta.carriers.find((c) => c.value === carrier)?.count).toBe(4);
    expect(meta.earliestDate?.year).toBeGreaterThan(2000);
  });

  it('lists product history in time order and product updates newest first', async () => {
    await insertCarrier(db, 'History Carrier');
    const [segment] = await db.query<{ id: number }>(
      `insert into product_segments (carrier, state, line_of_business, product_name)
       values ('History Carrier', 'OH', '19.0 Personal Auto', 'History Auto') returning id`,
    );
    const segmentId = segment?.id ?? 0;
    for (const [submitted, impact] of [
      ['2023-02-01', 10],
      ['2022-01-01', 5],
    ] as const) {
      await insertFiling(db, {
        carrier: 'History Carrier',
        state: 'OH',
        product_name: 'History Auto',
        product_segment: segmentId,
        submitted_date: submitted,
        companies: [
          {
            company: 'H1',
            rate_impact: impact,
            written_premium_for_program: 1_000_000,
            policyholders_affected: 10,
          },
          {
            company: 'H2',
            rate_impact: impact + 10,
            written_premium_for_program: 3_000_000,
            policyholders_affected: 5,
          },
        ],
      });
    }
    const { productHistory } = await client.listProductHistory({ segmentId });
    expect(productHistory?.carrier).toBe('History Carrier');
    expect(productHistory?.entries.map((e) => e.submittedDate?.year)).toEqual([2022, 2023]);
    expect(productHistory?.entries[0]).toMatchObject({
      weightedRateImpact: 12.5,
      sumPolicyholdersAffected: 15,
      writtenPremiumForProgram: 4_000_000,
    });
    expect(productHistory?.cumulativeRateImpact).toBeCloseTo((1.125 * 1.175 - 1) * 100, 2);
    expect(await codeOf(client.listProductHistory({ segmentId: 999_999 }))).toBe(Code.NotFound);
    const updates = await client.getProductUpdates({
      carrier: 'History Carrier',
      product: 'History Auto',
    });
    expect(updates.updates.map((u) => u.submittedDate?.year)).toEqual([2023, 2022]);
    expect(updates.pagination?.totalResults).toBe(2);
  });

  it('keeps cached counts exact across writes', async () => {
    const filters = { carriers: [carrier], states: ['OH'] };
    const before = (await client.listFilings({ filters })).pagination?.totalResults ?? 0;
    expect((await client.listFilings({ filters })).pagination?.totalResults).toBe(before);
    await insertFiling(db, { carrier, state: 'OH', companies: [{ company: 'Listing Company 9' }] });
    expect((await client.listFilings({ filters })).pagination?.totalResults).toBe(before + 1);
    expect((await client.getNumberOfFilings({ filters })).numFilings).toBe(before + 1);
    const meta = await client.listFilingsEndpointMetadata({ filters });
    expect(meta.companies.find((c) => c.value === 'Listing Company 9')?.count).toBe(1);
    await db.query(
      'delete from whole_filings where serff_tracking_number in (select serff_tracking_number from filings where company = $1)',
      ['Listing Company 9'],
    );
    expect((await client.getNumberOfFilings({ filters })).numFilings).toBe(before);
  });

  it('answers unauthenticated without a user', async () => {
    const anonymous = createServiceClient(
      FilingService,
      createFilingService({ getDatabase: async () => db }),
    );
    expect(await codeOf(anonymous.listFilings({}))).toBe(Code.Unauthenticated);
  });
});
