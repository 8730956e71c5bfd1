import { writeImportRows } from '#server/data/import-filings.ts';
import { insertRows } from '#server/data/insert-rows.ts';
import type { Database } from '#server/db/connection.ts';
import { reapplyCorrections } from '#server/domain/extracted-values/reapply-corrections.ts';
import type { PreparedPdfFiling } from './prepare-pdf-filing.ts';

/**
 * Writes one filing read from a PDF inside the caller's transaction: its whole-filing and company
 * rows (companies the new document no longer lists are removed: the document is the whole
 * filing), its factor tables (replaced), its document pages (indexed for search) and its
 * extracted values. A correction made earlier survives when the value it corrected is extracted
 * again unchanged; a value that changed drops the old correction (the new document supersedes it).
 * Returns whether the filing existed before.
 */
export async function writePdfFiling(
  tx: Database,
  filing: PreparedPdfFiling,
): Promise<{ created: boolean }> {
  const tn = filing.trackingNumber;
  const before = await tx.query<{ n: number }>(
    'select count(*)::int as n from whole_filings where serff_tracking_number = $1',
    [tn],
  );
  await tx.query(
    'delete from filings where serff_tracking_number = $1 and company <> all($2::text[])',
    [tn, filing.companies],
  );
  await writeImportRows(tx, filing.prepared);
  await tx.query('delete from rating_factors where serff_tracking_number = $1', [tn]);
  await insertRows(tx, 'rating_factors', filing.factors);
  await tx.query(
    `delete from extracted_values e where e.serff_tracking_number = $1 and not exists (
       select 1 from json_to_recordset($2::json) as k(p text, v text)
       where k.p = e.field_path and k.v = e.value_text and e.corrected_value is not null)`,
    [tn, JSON.stringify(filing.values.map((v) => ({ p: v.field_path, v: v.value_text })))],
  );
  await insertRows(tx, 'extracted_values', filing.values, {
    onConflict:
      'on conflict (serff_tracking_number, field_path) do update set page = excluded.page, bbox_x = excluded.bbox_x, bbox_y = excluded.bbox_y, bbox_width = excluded.bbox_width, bbox_height = excluded.bbox_height, confidence = excluded.confidence, extracted_at = now()',
  });
  // The filing's fields take the surviving corrections again (ADR 027, correction on screen).
  await reapplyCorrections(tx, tn);
  return { created: (before[0]?.n ?? 0) === 0 };
}
