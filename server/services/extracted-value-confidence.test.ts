import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobStore, createLocalBlobStore } from '#server/data/blob-store.ts';
import {
  EVAL_SEED,
  generateFilings,
} from '#server/data/pdf-import/eval/evaluate-pdf-extraction.ts';
import { renderVariantPdf } from '#server/data/pdf-import/eval/render-variant-pdf.ts';
import { variant } from '#server/data/pdf-import/eval/variant-options.ts';
import { importPdfFilings } from '#server/data/pdf-import/import-pdf-filings.ts';
import { readImportSources } from '#server/data/pdf-import/read-import-sources.ts';
import type { Database } from '#server/db/connection.ts';
import { correctExtractedValue } from '#server/domain/extracted-values/correct-extracted-value.ts';
import { listExtractedValues } from '#server/domain/extracted-values/list-extracted-values.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { insertUser } from '#tests/support/watchlists.ts';
import { toApiExtractedValue } from './import-service-mapping.ts';

/*
 * docs/analytics-definitions.md, "Extracted values": a value is low-confidence (flagged "check" on
 * the filing page, counted in the import report) when its confidence is below 0.8 and nobody has
 * corrected it. Recomputed here with SQL over extracted_values, on a layout whose labels are
 * misspelt so that some values are read through fuzzy labels.
 */
const MISSPELT = variant('misspelt-labels', {
  labels: {
    product_name: 'Product Nme',
    submitted_date: 'Date Submited',
    disposition_status: 'Disposition Statu',
    filing_type: 'Filing Tpe',
  },
});

describe.each(listTestTargets())('low-confidence values on %s', (target) => {
  let db: Database;
  let dir: string;
  let blobs: BlobStore;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    dir = await mkdtemp(join(tmpdir(), 'rfi-low-confidence-'));
    blobs = createLocalBlobStore(join(dir, 'blobs'));
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the values below 0.8 that nobody corrected, as SQL does', async () => {
    const [filing] = generateFilings(1, EVAL_SEED + 11);
    if (!filing) throw new Error('no filing');
    const file = join(dir, 'misspelt.pdf');
    await writeFile(file, await renderVariantPdf(filing, MISSPELT));
    const [report] = await importPdfFilings(db, blobs, await readImportSources(file));
    if (!report?.ok) throw new Error(`not imported: ${JSON.stringify(report)}`);
    const low = `select count(*)::int as n from extracted_values
                  where serff_tracking_number = $1 and confidence < 0.8 and corrected_value is null`;
    const [before] = await db.query<{ n: number }>(low, [report.trackingNumber]);
    expect(report.lowConfidence).toBeGreaterThan(0);
    expect(report.lowConfidence).toBe(before?.n);

    // The filing page flags what the api marks low and not corrected: the same values.
    const flagged = async () =>
      (await listExtractedValues(db, report.trackingNumber))
        .map(toApiExtractedValue)
        .filter((v) => v.lowConfidence && !v.corrected);
    const shown = await flagged();
    expect(shown.length).toBe(before?.n);
    const correctable = shown.find((v) => v.correctable);
    if (!correctable) throw new Error('no correctable low-confidence value');

    // A correction clears the flag of that value, in the api and in the definition's SQL.
    await insertUser(db, 'analyst');
    const corrected = await correctExtractedValue(db, 'analyst', {
      serffTrackingNumber: report.trackingNumber,
      fieldPath: correctable.fieldPath,
      value: correctable.value,
    });
    expect(corrected.ok).toBe(true);
    const [after] = await db.query<{ n: number }>(low, [report.trackingNumber]);
    expect(after?.n).toBe(report.lowConfidence - 1);
    expect((await flagged()).length).toBe(report.lowConfidence - 1);
  }, 60_000);
});
