import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { getProductUpdates, productUpdatesRequestSchema } from './get-product-updates.ts';

describe('productUpdatesRequestSchema', () => {
  it('trims, upper-cases the state and defaults it and the page', () => {
    expect(productUpdatesRequestSchema.parse({ carrier: ' Acme ', product: ' HO-3 ' })).toEqual({
      carrier: 'Acme',
      product: 'HO-3',
      state: '',
      pagination: { page: 1, pageSize: 10 },
    });
    expect(
      productUpdatesRequestSchema.parse({ carrier: 'A', product: 'B', state: 'tx' }).state,
    ).toBe('TX');
  });

  it.each([
    [{ carrier: ' ', product: 'B' }, 'Carrier is required'],
    [{ carrier: 'A', product: '' }, 'Product is required'],
    [{ carrier: 'x'.repeat(201), product: 'B' }, 'Carrier is too long'],
    [{ carrier: 'A', product: 'B', state: 'Texas' }, 'State must be a two-letter code'],
  ])('refuses %j', (input, message) => {
    expect(() => productUpdatesRequestSchema.parse(input)).toThrow(message);
  });
});

describe.each(listTestTargets())('getProductUpdates on %s', (target) => {
  let db: Database;
  let numbers: Record<'inForce' | 'pending' | 'future', string>;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const acme = { carrier: 'Acme Group', filing_company: 'Acme Insurance Co' };
    const inForce = await insertFiling(db, {
      ...acme,
      state: 'TX',
      product_name: 'Homeowners (HO-3)',
      submitted_date: '2024-05-01',
      effective_date_new: '2020-01-01',
      summary: 'Raised base rates',
    });
    const pending = await insertFiling(db, {
      ...acme,
      state: 'OK',
      product_name: 'HOMEOWNERS',
      submitted_date: '2024-06-01',
      disposition_status: 'Pending',
      disposition_date: null,
      summary: null,
    });
    const future = await insertFiling(db, {
      ...acme,
      state: 'TX',
      product_name: 'Homeowners',
      submitted_date: null,
      effective_date_new: '2999-01-01',
    });
    await insertFiling(db, { ...acme, state: 'TX', product_name: 'Renters' });
    await insertFiling(db, { carrier: 'Other Group', state: 'TX', product_name: 'Homeowners' });
    numbers = {
      inForce: inForce.serff_tracking_number,
      pending: pending.serff_tracking_number,
      future: future.serff_tracking_number,
    };
  });
  afterAll(async () => {
    await db?.close();
  });

  const updates = (request: object) =>
    getProductUpdates(db, productUpdatesRequestSchema.parse(request));

  it("lists the carrier's filings of the product on its clean name, newest first, undated last", async () => {
    const { rows, page } = await updates({ carrier: 'Acme Group', product: 'homeowners' });
    expect(rows.map((r) => r.serff_tracking_number)).toEqual([
      numbers.pending,
      numbers.inForce,
      numbers.future,
    ]);
    expect(page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 3 });
    expect(rows[1]).toEqual({
      serff_tracking_number: numbers.inForce,
      carrier: 'Acme Group',
      company: 'Acme Insurance Co',
      state: 'TX',
      product_name: 'Homeowners (HO-3)',
      line_of_business: '19.0 Personal Auto',
      filing_type: 'Rate/Rule',
      disposition_status: 'Approved',
      submitted_date: '2024-05-01',
      effective_date: '2020-01-01',
      disposition_date: '2024-03-01',
      rate_impact: 7.2,
      written_premium_change: 720_000,
      summary: 'Raised base rates',
      took_effect: true,
    });
  });

  it('says whether the rates took effect today and reads a missing summary as empty', async () => {
    const { rows } = await updates({ carrier: 'Acme Group', product: 'Homeowners (HO 3)' });
    expect(rows.map((r) => [r.serff_tracking_number, r.took_effect, r.summary])).toEqual([
      [numbers.pending, false, ''],
      [numbers.inForce, true, 'Raised base rates'],
      [numbers.future, false, ''],
    ]);
  });

  it('filters by state, pages, and finds nothing for another carrier or product', async () => {
    const texas = await updates({ carrier: 'Acme Group', product: 'Homeowners', state: 'tx' });
    expect(texas.rows.map((r) => r.serff_tracking_number)).toEqual([
      numbers.inForce,
      numbers.future,
    ]);
    const second = await updates({
      carrier: 'Acme Group',
      product: 'Homeowners',
      pagination: { page: 2, pageSize: 1 },
    });
    expect(second.rows.map((r) => r.serff_tracking_number)).toEqual([numbers.inForce]);
    expect(second.page).toEqual({ nextPage: 3, totalPages: 3, totalResults: 3 });
    expect((await updates({ carrier: 'acme group', product: 'Homeowners' })).rows).toEqual([]);
    expect((await updates({ carrier: 'Acme Group', product: 'Home' })).page.totalResults).toBe(0);
  });
});
