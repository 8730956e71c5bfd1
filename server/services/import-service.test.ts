import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, createClient } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportService } from '#gen/ratefiling/v1/import_service_pb.ts';
import { createLocalBlobStore } from '#server/data/blob-store.ts';
import type { Database } from '#server/db/connection.ts';
import { parseFactorLevels } from '#server/domain/filings/factor-levels.ts';
import { createTestTransport } from '#tests/support/create-test-transport.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { importGeneratedPdf } from '#tests/support/import-generated-pdf.ts';
import { codeOf } from '#tests/support/service-test-context.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { createImportService } from './import-service.ts';

/** Extracted values with their citations, and their corrections (issue 25). */
describe.each(listTestTargets())('ImportService on %s', (target) => {
  let db: Database;
  let dir = '';
  let tn = '';
  const client = (userId?: string) =>
    createClient(
      ImportService,
      createTestTransport(
        [createImportService({ getDatabase: async () => db })],
        userId ? { userId } : {},
      ),
    );
  const stored = async (path: string) =>
    (
      await db.query<{
        value_text: string;
        corrected_value: string | null;
        corrected_by: string | null;
      }>(
        'select value_text, corrected_value, corrected_by from extracted_values where serff_tracking_number = $1 and field_path = $2',
        [tn, path],
      )
    )[0];

  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-import-service-'));
    tn = await importGeneratedPdf(db, createLocalBlobStore(dir));
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the values of an imported filing with page, box and confidence; none for others', async () => {
    await db.query(
      `update extracted_values set confidence = 0.72 where serff_tracking_number = $1 and field_path = 'filing.product_name'`,
      [tn],
    );
    const { values } = await client('analyst').listExtractedValues({
      serffTrackingNumber: tn.toLowerCase(),
    });
    expect(values.length).toBeGreaterThan(20);
    const state = values.find((v) => v.fieldPath === 'filing.state');
    expect(state).toMatchObject({
      page: 1,
      lowConfidence: false,
      corrected: false,
      correctable: true,
    });
    expect(state?.box?.width).toBeGreaterThan(0);
    const product = values.find((v) => v.fieldPath === 'filing.product_name');
    expect(product).toMatchObject({ confidence: 0.72, lowConfidence: true });
    expect(values.find((v) => /^company\[[^\]]+\]$/.test(v.fieldPath))?.correctable).toBe(false);

    const other = (await insertFiling(db, { state: 'TX' })).serff_tracking_number;
    expect(
      (await client('analyst').listExtractedValues({ serffTrackingNumber: other })).values,
    ).toEqual([]);
    expect(
      await codeOf(client('analyst').listExtractedValues({ serffTrackingNumber: 'ZZZZ-9999999' })),
    ).toBe(Code.NotFound);
  });

  it("corrects a company's rate impact: the original kept, who and when recorded, the filing updated", async () => {
    const { values } = await client('analyst').listExtractedValues({ serffTrackingNumber: tn });
    const impact = values.find((v) => /^company\[.+\]\.rate_impact$/.test(v.fieldPath));
    if (!impact) throw new Error('no company rate impact extracted');
    const company = /^company\[(.+)\]/.exec(impact.fieldPath)?.[1] ?? '';
    const { value } = await client('analyst').correctExtractedValue({
      serffTrackingNumber: tn,
      fieldPath: impact.fieldPath,
      value: ' 12.5% ',
    });
    expect(value).toMatchObject({
      value: impact.value,
      corrected: true,
      correctedValue: '12.5',
      correctedBy: 'analyst',
    });
    expect(Math.abs(Number(value?.correctedAt?.seconds) * 1000 - Date.now())).toBeLessThan(60_000);
    expect(await stored(impact.fieldPath)).toEqual({
      value_text: impact.value,
      corrected_value: '12.5',
      corrected_by: 'analyst',
    });
    const [row] = await db.query<{ rate_impact: number }>(
      'select rate_impact from filings where serff_tracking_number = $1 and company = $2',
      [tn, company],
    );
    expect(Number(row?.rate_impact)).toBe(12.5);
  });

  it('writes a corrected state and a factor relativity to the filing', async () => {
    await client('analyst').correctExtractedValue({
      serffTrackingNumber: tn,
      fieldPath: 'filing.state',
      value: 'wy',
    });
    const [whole] = await db.query<{ state: string }>(
      'select state from whole_filings where serff_tracking_number = $1',
      [tn],
    );
    expect(whole?.state).toBe('WY');
    const companies = await db.query<{ state: string }>(
      'select state from filings where serff_tracking_number = $1',
      [tn],
    );
    expect(companies.every((c) => c.state === 'WY')).toBe(true);

    const { values } = await client('analyst').listExtractedValues({ serffTrackingNumber: tn });
    const after = values.find((v) => /^factor\[.+\]\.level\[.+\]\.after$/.test(v.fieldPath));
    if (!after) throw new Error('no factor level extracted');
    const [, factor, level] = /^factor\[(.+)\]\.level\[(.+)\]\.after$/.exec(after.fieldPath) ?? [];
    await client('analyst').correctExtractedValue({
      serffTrackingNumber: tn,
      fieldPath: after.fieldPath,
      value: '1.234',
    });
    const [stored] = await db.query<{ levels: unknown }>(
      'select levels from rating_factors where serff_tracking_number = $1 and factor = $2',
      [tn, factor],
    );
    const corrected = parseFactorLevels(stored?.levels).find((l) => l.level === level);
    expect(corrected?.after).toBe(1.234);
    expect(corrected?.change).toBeCloseTo((1.234 / (corrected?.before ?? 1) - 1) * 100, 2);
  });

  it('a re-import of the same PDF keeps the corrections, in the values and in the filing', async () => {
    await importGeneratedPdf(db, createLocalBlobStore(dir));
    const [whole] = await db.query<{ state: string }>(
      'select state from whole_filings where serff_tracking_number = $1',
      [tn],
    );
    expect(whole?.state).toBe('WY');
    expect(await stored('filing.state')).toMatchObject({
      corrected_value: 'WY',
      corrected_by: 'analyst',
    });
    const impacts = await db.query<{ rate_impact: number }>(
      `select f.rate_impact from filings f join extracted_values e
         on e.serff_tracking_number = f.serff_tracking_number
        and e.field_path = 'company[' || f.company || '].rate_impact'
       where f.serff_tracking_number = $1 and e.corrected_value is not null`,
      [tn],
    );
    expect(impacts.map((r) => Number(r.rate_impact))).toEqual([12.5]);
  });

  it('refuses a malformed value, a path naming a row, an unknown path and an anonymous caller', async () => {
    const correct = (fieldPath: string, value: string, userId?: string) =>
      codeOf(client(userId).correctExtractedValue({ serffTrackingNumber: tn, fieldPath, value }));
    expect(await correct('filing.submitted_date', '2026-13-45', 'analyst')).toBe(
      Code.InvalidArgument,
    );
    expect(await correct('filing.state', 'Texas!', 'analyst')).toBe(Code.InvalidArgument);
    expect(await correct('overall.rate_impact', 'twelve', 'analyst')).toBe(Code.InvalidArgument);
    expect(await correct('filing.serff_tracking_number', 'ABCD-12345678', 'analyst')).toBe(
      Code.InvalidArgument,
    );
    expect(await correct('filing.nothing_like_this', '1', 'analyst')).toBe(Code.NotFound);
    expect(await correct('filing.product_name', 'Changed by nobody')).toBe(Code.Unauthenticated);
    expect(await stored('filing.submitted_date')).toMatchObject({ corrected_value: null });
    expect(await stored('filing.product_name')).toMatchObject({ corrected_value: null });
    expect(await stored('overall.rate_impact')).toMatchObject({ corrected_value: null });
  });
});
