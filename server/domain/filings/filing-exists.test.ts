import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { filingExists } from './filing-exists.ts';

describe.each(listTestTargets())('filingExists on %s', (target) => {
  let db: Database;
  let trackingNumber: string;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    trackingNumber = (await insertFiling(db)).serff_tracking_number;
  });
  afterAll(async () => {
    await db?.close();
  });

  it('is true for a stored filing only, compared exactly', async () => {
    expect(await filingExists(db, trackingNumber)).toBe(true);
    expect(await filingExists(db, trackingNumber.toLowerCase())).toBe(false);
    expect(await filingExists(db, `${trackingNumber}0`)).toBe(false);
    expect(await filingExists(db, '')).toBe(false);
    expect(await filingExists(db, "' or '1'='1")).toBe(false);
  });
});
