import type { Database } from '#server/db/connection.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import { correctionTarget, correctionValueSchema } from './correction-target.ts';
import {
  EXTRACTED_VALUE_SELECT,
  type ExtractedValue,
  type ExtractedValueRow,
  toExtractedValue,
} from './extracted-value.ts';
import { writeCorrectionToFiling } from './write-correction-to-filing.ts';

export type CorrectionResult =
  | { ok: true; value: ExtractedValue }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-correctable' }
  | { ok: false; reason: 'invalid'; message: string };

/**
 * Records `userId`'s correction of one extracted value (the extracted value kept beside it) and
 * writes the corrected value to the filing, in one transaction. The value is validated for its
 * field (a date, a state code, a percentage, a whole number...) and stored as validated.
 */
export async function correctExtractedValue(
  db: Database,
  userId: string,
  input: { serffTrackingNumber: string; fieldPath: string; value: string },
): Promise<CorrectionResult> {
  const target = correctionTarget(input.fieldPath);
  return db.transaction(async (tx): Promise<CorrectionResult> => {
    const existing = await tx.query<{ field_path: string }>(
      'select field_path from extracted_values where serff_tracking_number = $1 and field_path = $2 for update',
      [input.serffTrackingNumber, input.fieldPath],
    );
    if (existing.length === 0) return { ok: false, reason: 'not-found' };
    if (!target) return { ok: false, reason: 'not-correctable' };
    const parsed = correctionValueSchema(target).safeParse(input.value);
    if (!parsed.success)
      return {
        ok: false,
        reason: 'invalid',
        message: parsed.error.issues[0]?.message ?? 'Invalid',
      };
    await tx.query(
      `update extracted_values set corrected_value = $3, corrected_by = $4, corrected_at = now()
       where serff_tracking_number = $1 and field_path = $2`,
      [input.serffTrackingNumber, input.fieldPath, String(parsed.data), userId],
    );
    await writeCorrectionToFiling(tx, input.serffTrackingNumber, target, parsed.data);
    await enqueueFilingChanges(tx, [input.serffTrackingNumber]);
    const rows = await tx.query<ExtractedValueRow>(
      `${EXTRACTED_VALUE_SELECT} where e.serff_tracking_number = $1 and e.field_path = $2`,
      [input.serffTrackingNumber, input.fieldPath],
    );
    const row = rows[0];
    return row ? { ok: true, value: toExtractedValue(row) } : { ok: false, reason: 'not-found' };
  });
}
