import type { Database } from '#server/db/connection.ts';
import { correctionTarget, correctionValueSchema } from './correction-target.ts';
import { writeCorrectionToFiling } from './write-correction-to-filing.ts';

/**
 * After a filing is re-imported from its PDF: writes the corrections that survived (those of
 * values extracted unchanged) to the filing again, so a re-import never silently undoes a user's
 * correction. A stored correction its field no longer accepts is left unwritten.
 */
export async function reapplyCorrections(
  tx: Database,
  serffTrackingNumber: string,
): Promise<number> {
  const rows = await tx.query<{ field_path: string; corrected_value: string }>(
    `select field_path, corrected_value from extracted_values
     where serff_tracking_number = $1 and corrected_value is not null order by field_path`,
    [serffTrackingNumber],
  );
  let written = 0;
  for (const row of rows) {
    const target = correctionTarget(row.field_path);
    if (!target) continue;
    const parsed = correctionValueSchema(target).safeParse(row.corrected_value);
    if (!parsed.success) continue;
    await writeCorrectionToFiling(tx, serffTrackingNumber, target, parsed.data);
    written += 1;
  }
  return written;
}
